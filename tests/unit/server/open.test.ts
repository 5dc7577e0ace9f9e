/**
 * Opening browser mode's address in the default browser: when it is opened and with what (per platform,
 * flag, CI, display, terminal and opener), finding the opener on PATH without a shell, and starting a
 * stand-in opener that records what it was asked to open. The real server in a terminal:
 * open-terminal.slow.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type OpenContext,
  openBrowser,
  openDecision,
  startNotice,
  whichOn,
} from '../../../src-main/server/open.ts';
import { fakeOpener, openerWrote } from '../../support/opener.ts';

const URL = 'http://127.0.0.1:41234/#token=abc123';
const found = (name: string) => `/usr/bin/${name}`;
const ctx = (o: Partial<OpenContext> = {}): OpenContext => ({
  argv: [],
  env: { DISPLAY: ':0' },
  platform: 'linux',
  terminal: true,
  which: found,
  ...o,
});

describe('openDecision', () => {
  it.each<[string, Partial<OpenContext>, ReturnType<typeof openDecision>]>([
    ['Linux with a display and xdg-open', {}, { open: true, command: '/usr/bin/xdg-open', args: [URL] }],
    [
      'Wayland only',
      { env: { WAYLAND_DISPLAY: 'wayland-0' } },
      { open: true, command: '/usr/bin/xdg-open', args: [URL] },
    ],
    ['--no-open', { argv: ['--port', '0', '--no-open'] }, { open: false, why: 'flag' }],
    ['CI set', { env: { DISPLAY: ':0', CI: 'true' } }, { open: false, why: 'ci' }],
    ['CI=1', { env: { DISPLAY: ':0', CI: '1' } }, { open: false, why: 'ci' }],
    [
      'CI=false is no CI',
      { env: { DISPLAY: ':0', CI: 'false' } },
      { open: true, command: '/usr/bin/xdg-open', args: [URL] },
    ],
    ['no display', { env: {} }, { open: false, why: 'noDisplay' }],
    ['an empty DISPLAY', { env: { DISPLAY: '' } }, { open: false, why: 'noDisplay' }],
    ['output to no terminal (a harness reading it)', { terminal: false }, { open: false, why: 'noTerminal' }],
    ['no xdg-open on PATH', { which: () => null }, { open: false, why: 'noOpener' }],
    ['macOS', { platform: 'darwin', env: {} }, { open: true, command: '/usr/bin/open', args: [URL] }],
    [
      'Windows: start through cmd',
      { platform: 'win32', env: { ComSpec: 'C:\\Windows\\system32\\cmd.exe' } },
      { open: true, command: 'C:\\Windows\\system32\\cmd.exe', args: ['/d', '/c', 'start', '""', URL] },
    ],
    ['Windows under CI', { platform: 'win32', env: { CI: 'true' } }, { open: false, why: 'ci' }],
  ])('%s', (_, o, want) => {
    expect(openDecision(URL, ctx(o))).toEqual(want);
  });

  it('the notice says how to stop either way', () => {
    const yes = openDecision(URL, ctx());
    expect(startNotice(yes, true)).toBe('Opening it in your browser. Ctrl+C stops the server.');
    expect(startNotice(yes, false)).toBe('Open this address in a browser. Ctrl+C stops the server.');
    expect(startNotice(openDecision(URL, ctx({ argv: ['--no-open'] })), false)).toBe(
      'Open this address in a browser. Ctrl+C stops the server.',
    );
  });
});

describe('whichOn and openBrowser', () => {
  it('finds an executable on PATH, skips what is not one', () => {
    const { dir } = fakeOpener();
    expect(whichOn(`/nonexistent:${dir}`)('xdg-open')).toBe(join(dir, 'xdg-open'));
    expect(whichOn(dir)('not-executable')).toBeNull();
    expect(whichOn(dir)('missing')).toBeNull();
    expect(whichOn(undefined)('xdg-open')).toBeNull();
  });

  it('starts the opener with the address, and survives one that is missing', async () => {
    const { dir, log } = fakeOpener();
    expect(openBrowser({ open: true, command: join(dir, 'xdg-open'), args: [URL] })).toBe(true);
    await openerWrote(log);
    expect(readFileSync(log, 'utf8')).toBe(`${URL}\n`);
    // A command that is not there: the error is swallowed, nothing throws.
    openBrowser({ open: true, command: join(dir, 'gone'), args: [URL] });
    expect(openBrowser({ open: false, why: 'flag' })).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
  });
});
