/**
 * What the main process decides from how it was started (issue 26 item 11): a packaged build loads and
 * trusts only the app's own files whatever ELECTRON_RENDERER_URL names, and has no developer tools and
 * no menu that opens them; an unpackaged run honours a well-formed dev server URL. A second launch
 * brings the first window back.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { isAppUrl } from '../../../src-main/api/sender.ts';
import { devServerUrl, launchPlan, reveal } from '../../../src-main/electron/launch.ts';

const APP = 'app://marias/index.html';
const launch = (isPackaged: boolean, url: string | undefined, platform = 'linux') =>
  launchPlan({ isPackaged, env: url === undefined ? {} : { ELECTRON_RENDERER_URL: url }, platform });

/** Roles that reload the page or open the developer tools (Electron's View menu holds them). */
const TOOL_ROLES = ['toggleDevTools', 'viewMenu', 'reload', 'forceReload'];
const roles = (items: readonly MenuItemConstructorOptions[]): string[] =>
  items.flatMap((i) => [
    ...(i.role === undefined ? [] : [i.role]),
    ...(Array.isArray(i.submenu) ? roles(i.submenu) : []),
  ]);

describe('launchPlan', () => {
  it('a packaged build loads and trusts only the app whatever ELECTRON_RENDERER_URL says', () => {
    for (const url of [
      undefined,
      '',
      'http://localhost:5173/',
      'https://evil.example/',
      'file:///etc/passwd',
    ]) {
      const plan = launch(true, url);
      expect(plan.url, String(url)).toBe(APP);
      expect(plan.pages, String(url)).toEqual({ origin: 'app://marias' });
      expect(isAppUrl(APP, plan.pages)).toBe(true);
      if (url) expect(isAppUrl(url, plan.pages), url).toBe(false);
      expect(plan.devTools).toBe(false);
    }
  });

  it('unpackaged, loads and trusts only the dev server named by a well-formed http(s) URL', () => {
    const cases: [string | undefined, string | null][] = [
      ['http://localhost:5173', 'http://localhost:5173/'],
      ['https://127.0.0.1:5173/index.html', 'https://127.0.0.1:5173/index.html'],
      [undefined, null],
      ['', null],
      ['not a url', null],
      ['file:///etc/passwd', null],
      ['javascript:alert(1)', null],
      ['app://marias/index.html', null],
      ['http://user:pw@localhost:5173/', null],
    ];
    for (const [url, dev] of cases) {
      const plan = launch(false, url);
      expect(devServerUrl(url), String(url)).toBe(dev);
      expect(plan.url, String(url)).toBe(dev ?? APP);
      expect(plan.pages, String(url)).toEqual(
        dev === null ? { origin: 'app://marias' } : { origin: 'app://marias', devServer: dev },
      );
      expect(plan.devTools).toBe(true);
      expect(plan.menu).toEqual({ kind: 'default' });
    }
  });

  it('a packaged build has no menu that opens the developer tools', () => {
    for (const platform of ['linux', 'win32'])
      expect(launch(true, undefined, platform).menu).toEqual({ kind: 'none' });
    const mac = launch(true, undefined, 'darwin').menu;
    expect(mac.kind).toBe('template');
    if (mac.kind !== 'template') return;
    // Quit and the copy and paste shortcuts stay on macOS; nothing reloads or opens the tools.
    expect(roles(mac.template)).toEqual(['appMenu', 'editMenu', 'windowMenu']);
    expect(roles(mac.template).filter((r) => TOOL_ROLES.includes(r))).toEqual([]);
  });
});

describe('reveal', () => {
  it('restores a minimised window, then shows and focuses it', () => {
    for (const minimised of [true, false]) {
      const calls: string[] = [];
      reveal({
        isMinimized: () => minimised,
        restore: () => calls.push('restore'),
        show: () => calls.push('show'),
        focus: () => calls.push('focus'),
      });
      expect(calls).toEqual(minimised ? ['restore', 'show', 'focus'] : ['show', 'focus']);
    }
  });
});
