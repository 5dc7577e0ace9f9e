/**
 * Opening browser mode's address in the default browser, as `npm start` / `npm run serve` do: decided
 * from the arguments and the environment (pure, `openDecision`), then started detached without a shell
 * (`openBrowser`), never failing the server when it cannot. Nothing is opened with `--no-open`, under CI
 * (`CI` set), without a display (Linux and other Unixes: no DISPLAY or WAYLAND_DISPLAY), when the
 * server's output is no terminal (a test harness or script reading the address), or when no opener is
 * found (`xdg-open` on PATH; macOS `open`; Windows `start` through cmd).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Why the address is not opened. */
export type NotOpened = 'flag' | 'ci' | 'noDisplay' | 'noTerminal' | 'noOpener';

export type OpenDecision =
  | { readonly open: true; readonly command: string; readonly args: readonly string[] }
  | { readonly open: false; readonly why: NotOpened };

export interface OpenContext {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly platform: NodeJS.Platform;
  /** Whether the server's standard output is a terminal (a person is watching it). */
  readonly terminal: boolean;
  /** The executable's full path on PATH, or null. */
  readonly which: (name: string) => string | null;
}

/** Whether `--no-open` was given. */
export const noOpenFlag = (argv: readonly string[]): boolean => argv.includes('--no-open');

/** Whether and how to open `url` in the default browser. */
export function openDecision(url: string, c: OpenContext): OpenDecision {
  if (noOpenFlag(c.argv)) return { open: false, why: 'flag' };
  const ci = c.env['CI'];
  if (ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0') return { open: false, why: 'ci' };
  if (!c.terminal) return { open: false, why: 'noTerminal' };
  if (c.platform === 'darwin') {
    const open = c.which('open');
    return open === null ? { open: false, why: 'noOpener' } : { open: true, command: open, args: [url] };
  }
  if (c.platform === 'win32') {
    // `start` is cmd's own command; the empty title keeps the address from being read as one. The
    // address is ours (127.0.0.1, a port, a hex token): nothing in it means anything to cmd.
    const cmd = c.env['ComSpec'] ?? c.env['COMSPEC'] ?? 'cmd.exe';
    return { open: true, command: cmd, args: ['/d', '/c', 'start', '""', url] };
  }
  const display = (c.env['DISPLAY'] ?? '') !== '' || (c.env['WAYLAND_DISPLAY'] ?? '') !== '';
  if (!display) return { open: false, why: 'noDisplay' };
  const xdg = c.which('xdg-open');
  return xdg === null ? { open: false, why: 'noOpener' } : { open: true, command: xdg, args: [url] };
}

/** The full path of executable `name` in the directories of PATH, or null (no shell is asked). */
export function whichOn(path: string | undefined): (name: string) => string | null {
  const dirs = (path ?? '').split(delimiter).filter((d) => d !== '');
  return (name) => {
    for (const dir of dirs) {
      const file = join(dir, name);
      try {
        if (!statSync(file).isFile()) continue;
        accessSync(file, constants.X_OK);
        return file;
      } catch {
        // Not here, or not executable: look on.
      }
    }
    return null;
  };
}

/**
 * Starts the opener detached, its output ignored; whatever happens to it (missing after all, failing)
 * never reaches the server. Answers whether it was started.
 */
export function openBrowser(decision: OpenDecision): boolean {
  if (!decision.open) return false;
  try {
    const child = spawn(decision.command, [...decision.args], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
    });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}

/** The line the server prints under its address: whether the browser was asked, and how to stop. */
export function startNotice(decision: OpenDecision, started: boolean): string {
  const stop = 'Ctrl+C stops the server.';
  if (decision.open && started) return `Opening it in your browser. ${stop}`;
  return `Open this address in a browser. ${stop}`;
}
