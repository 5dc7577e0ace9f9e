/**
 * The built Electron main process and preload, run where the Electron binary cannot be had: the main
 * bundle (electron-vite's real output) runs under Node with a recording stand-in for Electron's API
 * (stand-in.mjs), over the real SQLite store and the real worker pool. It checks what only the bundle
 * can show: the window's settings and files, the app:// scheme serving the build, the API on its IPC
 * channel, the sender check, and the lock-down of navigation, windows, permissions and headers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../../src-main/server/headers.ts';
import { type ApiResult, type Method, PRESETS } from '../../../src-shared/index.ts';

/** What stand-in.mjs prints after driving the bundle. */
interface Report {
  readonly windows: {
    webPreferences: {
      preload: string;
      contextIsolation: boolean;
      sandbox: boolean;
      nodeIntegration: boolean;
      disableBlinkFeatures: string;
      devTools: boolean;
    };
  }[];
  readonly lockRequested: boolean;
  /** `app.quit()` calls before the stand-in drove anything (a second instance quits at once). */
  readonly quitsBeforeDrive: number;
  /** Every `Menu.setApplicationMenu` call: a template (its items) or null. */
  readonly menus: ({ role?: string; submenu?: unknown }[] | null)[];
  readonly secondInstance?: { calls: string[]; windows: number };
  readonly fromDevServer?: ApiResult<'sessionList'>;
  readonly loaded: { file?: string; url?: string }[];
  readonly schemes: {
    schemes: { scheme: string; privileges: Record<string, boolean> }[];
    beforeReady: boolean;
  }[];
  readonly protocols: string[];
  readonly served?: {
    index: Served;
    linked: (Served & { href: string })[];
    missing: number;
    foreign: number;
    upward: boolean;
    post: number;
  };
  readonly errors: unknown[];
  readonly channels: string[];
  readonly fromApp: ApiResult<'sessionNew'>;
  readonly listFromApp: ApiResult<'sessionList'>;
  readonly hint: ApiResult<'hint'>;
  readonly badParams: ApiResult<Method>;
  readonly fromOtherPage: ApiResult<Method>;
  readonly fromNoFrame: ApiResult<Method>;
  readonly navigation: unknown;
  readonly external: string[];
  readonly permissionGranted: boolean | null;
  readonly permissionChecked: boolean | null;
  readonly devicePermission: boolean | null;
  readonly headers: Record<string, string[]> | null;
}

interface Served {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function valueOf<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Inside node_modules so the bundle finds better-sqlite3 as it does from out/; one per checkout (git
// worktrees share node_modules).
const outDir = join(root, 'node_modules', '.cache', `marias-electron-test-${basename(root)}`);
const here = fileURLToPath(new URL('.', import.meta.url));
let userData = '';
/** Further user-data folders (the launches below), removed after. */
const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marias-electron-'));
  folders.push(dir);
  return dir;
};

beforeAll(() => {
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', outDir],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stderr}`);
  userData = mkdtempSync(join(tmpdir(), 'marias-electron-'));
}, 120_000);

afterAll(() => {
  for (const dir of [userData, ...folders]) rmSync(dir, { recursive: true, force: true });
});

/** Runs the bundle with the stand-in; `env` says how it was started, `dir` is its user-data folder. */
function runMain(env: Record<string, string> = {}, dir = userData): Report {
  const settings = {
    settings: {
      rules: PRESETS.csm,
      seats: [
        { kind: 'human', name: 'Jana' },
        { kind: 'human', name: 'Petr' },
        { kind: 'human', name: 'Eva' },
      ],
      practice: false,
    },
  };
  const r = spawnSync(
    process.execPath,
    ['--import', join(here, 'register.mjs'), join(outDir, 'main', 'index.js')],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        STAND_IN_DRIVE: '1',
        STAND_IN_USER_DATA: dir,
        STAND_IN_SETTINGS: JSON.stringify(settings),
        ELECTRON_RENDERER_URL: '',
        ...env,
      },
    },
  );
  if (r.status !== 0) throw new Error(`main exited with ${r.status}:\n${r.stderr}`);
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Report;
}

describe('the built main process', () => {
  let out: Report;
  beforeAll(() => {
    out = runMain();
  });

  it('opens one window, isolated and sandboxed, on the app:// scheme (never file://) and the preload', () => {
    expect(out.errors).toEqual([]);
    expect(out.windows).toHaveLength(1);
    const prefs = out.windows[0]!.webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      disableBlinkFeatures: 'Auxclick',
      // Not packaged (as `npm start`): the developer tools and Electron's default menu stay.
      devTools: true,
    });
    expect(out.menus).toEqual([]);
    expect(existsSync(prefs.preload)).toBe(true);
    expect(out.loaded).toEqual([{ url: 'app://marias/index.html' }]);
    expect(out.schemes).toEqual([
      {
        schemes: [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }],
        beforeReady: true,
      },
    ]);
    expect(out.protocols).toEqual(['app']);
  });

  it('holds the single-instance lock and brings its window back when a second instance is launched', () => {
    // Issue 26 item 11.
    expect(out.lockRequested).toBe(true);
    expect(out.quitsBeforeDrive).toBe(0);
    expect(out.secondInstance).toEqual({ calls: ['restore', 'show', 'focus'], windows: 1 });
  });

  it('serves the built renderer on the scheme: the page, every file it links, with the one CSP', () => {
    const served = out.served!;
    const built = readFileSync(join(outDir, 'renderer', 'index.html'), 'utf8');
    expect(served.index).toMatchObject({ status: 200, body: built });
    expect(served.index.headers['content-type']).toBe('text/html; charset=utf-8');
    // Relative asset URLs (electron-vite's base './') resolve under app://marias/ and all load.
    expect(served.linked.map((l) => l.href).sort()).toEqual(
      [...built.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).sort(),
    );
    expect(served.linked.length).toBeGreaterThanOrEqual(2);
    for (const l of [served.index, ...served.linked]) {
      expect(l.status).toBe(200);
      expect(l.body).not.toBe('0 characters');
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(l.headers[name.toLowerCase()]).toBe(value);
    }
    expect(served).toMatchObject({ missing: 404, foreign: 403, upward: false, post: 405 });
  });

  it('has one Content-Security-Policy: the header, none in the built page', () => {
    const built = readFileSync(join(outDir, 'renderer', 'index.html'), 'utf8');
    expect(built).not.toMatch(/http-equiv/i);
    expect(built).not.toMatch(/Content-Security-Policy/i);
    expect(out.served!.index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers the API on one channel from the app page, over the store in the user-data folder', () => {
    expect(out.channels).toEqual(['marias:call']);
    const opened = valueOf(out.fromApp);
    expect(opened.settings.seats.map((s) => s.name)).toEqual(['Jana', 'Petr', 'Eva']);
    expect(valueOf(out.listFromApp)).toHaveLength(1);
    expect(existsSync(join(userData, 'marias.sqlite'))).toBe(true);
    // The computer's suggestion comes from the bundled worker.
    expect(valueOf(out.hint).action.seat).toBe(opened.view.toAct);
  });

  it('refuses bad parameters with the path of the field', () => {
    expect(out.badParams).toMatchObject({ ok: false, error: { code: 'badInput' } });
    expect(JSON.stringify(out.badParams)).toContain('params.id');
  });

  it('refuses calls from any other page or from no frame', () => {
    for (const r of [out.fromOtherPage, out.fromNoFrame])
      expect(r).toEqual({
        ok: false,
        error: { code: 'internal', message: 'call from a page that is not the app' },
      });
  });

  it('denies navigation of any frame away, redirects, webviews, new windows and permissions; sets the headers', () => {
    expect(out.navigation).toEqual({
      app: false,
      other: true,
      file: true,
      frameApp: false,
      frameOther: true,
      redirectOther: true,
      webview: true,
      newWindow: { action: 'deny' },
    });
    // The app links to no web page: nothing is opened outside.
    expect(out.external).toEqual([]);
    expect(out.permissionGranted).toBe(false);
    expect(out.permissionChecked).toBe(false);
    expect(out.devicePermission).toBe(false);
    expect(out.headers).toEqual({
      'X-Other': ['kept'],
      ...Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k, [v]])),
    });
  });
});

/** Whether a menu template (or any submenu of it) holds an item that opens the developer tools. */
const opensDevTools = (items: unknown): boolean =>
  Array.isArray(items) &&
  items.some(
    (i: { role?: string; submenu?: unknown }) =>
      ['toggleDevTools', 'viewMenu', 'reload', 'forceReload'].includes(i.role ?? '') ||
      opensDevTools(i.submenu),
  );

// Issue 26 item 11: how the app was started decides what it loads, trusts and offers.
describe('the built main process, by how it was started', () => {
  it('packaged: loads and trusts only its own files whatever ELECTRON_RENDERER_URL says; no developer tools or menu for them', () => {
    for (const url of ['https://evil.example/', 'http://localhost:5173/']) {
      const out = runMain({ STAND_IN_PACKAGED: '1', ELECTRON_RENDERER_URL: url }, freshFolder());
      expect(out.errors).toEqual([]);
      expect(out.loaded, url).toEqual([{ url: 'app://marias/index.html' }]);
      expect(out.windows[0]!.webPreferences.devTools, url).toBe(false);
      // The page the variable names may not call; the app's own page may.
      expect(out.fromDevServer, url).toEqual({
        ok: false,
        error: { code: 'internal', message: 'call from a page that is not the app' },
      });
      expect(out.fromApp.ok, url).toBe(true);
      expect(out.navigation, url).toMatchObject({ app: false, other: true });
      // One menu set: none off macOS, on macOS a template with no View menu.
      expect(out.menus, url).toHaveLength(1);
      if (process.platform === 'darwin') expect(opensDevTools(out.menus[0])).toBe(false);
      else expect(out.menus[0]).toBeNull();
    }
  }, 120_000);

  it('unpackaged (electron-vite dev): loads and trusts the dev server named, keeps the tools', () => {
    const out = runMain({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, freshFolder());
    expect(out.errors).toEqual([]);
    expect(out.loaded).toEqual([{ url: 'http://localhost:5173/' }]);
    expect(out.windows[0]!.webPreferences.devTools).toBe(true);
    expect(out.fromDevServer).toMatchObject({ ok: true });
    expect(out.fromOtherPage).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(out.menus).toEqual([]);
  });

  it('one instance per user-data folder: a second launch quits before opening anything', () => {
    const dir = freshFolder();
    const out = runMain({ STAND_IN_SECOND: '1' }, dir);
    expect(out.lockRequested).toBe(true);
    expect(out.quitsBeforeDrive).toBe(1);
    expect(out.windows).toEqual([]);
    expect(out.channels).toEqual([]);
    expect(out.protocols).toEqual([]);
    expect(existsSync(join(dir, 'marias.sqlite'))).toBe(false);
  });
});

describe('the built preload', () => {
  it('exposes only `marias.call`, which invokes the one channel, and `marias.onEvent`, which hears the other', async () => {
    const code = readFileSync(join(outDir, 'preload', 'index.cjs'), 'utf8');
    const exposed: Record<string, unknown> = {};
    const invoked: unknown[][] = [];
    const handlers = new Map<string, (ipcEvent: unknown, event: unknown) => void>();
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: {
        invoke: (...args: unknown[]) => {
          invoked.push(args);
          return Promise.resolve({ ok: true, value: 1 });
        },
        on: (channel: string, f: (ipcEvent: unknown, event: unknown) => void) => handlers.set(channel, f),
        off: (channel: string, f: unknown) => {
          if (handlers.get(channel) === f) handlers.delete(channel);
        },
      },
    };
    const required: string[] = [];
    const fakeRequire = (id: string) => {
      required.push(id);
      if (id !== 'electron') throw new Error(`the preload may not require ${id}`);
      return electron;
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the built preload as Electron would, with a stand-in require
    new Function('require', code)(fakeRequire);
    expect(required).toEqual(['electron']);
    expect(Object.keys(exposed)).toEqual(['marias']);
    const api = exposed['marias'] as {
      call: (m: string, p: unknown) => Promise<unknown>;
      onEvent: (l: (e: unknown) => void) => () => void;
    };
    expect(Object.keys(api)).toEqual(['call', 'onEvent']);
    expect(await api.call('sessionList', {})).toEqual({ ok: true, value: 1 });
    expect(invoked).toEqual([['marias:call', 'sessionList', {}]]);
    // The listener hears the event only (never Electron's IPC event, which holds the sender), until it stops.
    const heard: unknown[] = [];
    const stop = api.onEvent((e) => heard.push(e));
    expect([...handlers.keys()]).toEqual(['marias:event']);
    handlers.get('marias:event')?.({ sender: 'ipc' }, { kind: 'share' });
    expect(heard).toEqual([{ kind: 'share' }]);
    stop();
    expect(handlers.size).toBe(0);
  });
});
