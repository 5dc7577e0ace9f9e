/** A stand-in browser opener for the tests of opening browser mode's address (src-main/server/open.ts). */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './wait.ts';

/** A directory holding a stand-in `xdg-open` that appends its arguments to `opened.txt` beside it. */
export function fakeOpener(): { dir: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), 'marias-opener-'));
  const log = join(dir, 'opened.txt');
  writeFileSync(join(dir, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\n`);
  chmodSync(join(dir, 'xdg-open'), 0o755);
  writeFileSync(join(dir, 'not-executable'), 'x');
  return { dir, log };
}

/**
 * Whether `check` holds within `ms` milliseconds, looked at every 50 ms: for a fallback only (a child
 * that does not stop is killed), never for what a test asserts.
 */
export async function waitFor(check: () => boolean, ms = 5000): Promise<boolean> {
  for (let t = 0; t < ms; t += 50) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/**
 * Resolves once the stand-in opener has written a whole line to `log` (the shell creates the file for
 * `>>` before printf writes to it, so its mere existence can be seen while it is still empty). No
 * deadline of its own: the opener is a process a busy machine may start late (docs/testing.md).
 */
export function openerWrote(log: string): Promise<void> {
  return until(() => existsSync(log) && readFileSync(log, 'utf8').endsWith('\n'), 50);
}
