/**
 * The real browser-mode server (src-main/server/main.ts) under a pseudo-terminal (`script`, as a person
 * runs it) with a stand-in `xdg-open` on PATH that records what it was asked to open: the address is
 * opened once, the notice says so and how to stop, Ctrl+C stops it; nothing is opened with --no-open,
 * under CI or without a display. Skipped where `script` (util-linux) is missing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeOpener, openerWrote, waitFor } from '../../support/opener.ts';
import { until } from '../../support/wait.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'marias-open-data-'));
  dirs.push(d);
  return d;
};

const hasScript = spawnSync('script', ['--version']).status === 0;

/** The real server under a pseudo-terminal; answers what it printed once it said how to stop. */
async function serveInTerminal(args: string[], env: Record<string, string>) {
  const command = [
    process.execPath,
    '--disable-warning=ExperimentalWarning',
    join(ROOT, 'src-main/server/main.ts'),
    '--port',
    '0',
    ...args,
  ]
    .map((a) => `'${a}'`)
    .join(' ');
  const child: ChildProcess = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  // However long a busy machine takes to start it; a server that dies first ends the wait too.
  await until(
    () => out.includes('Ctrl+C stops the server.') || child.exitCode !== null || child.signalCode !== null,
  );
  const ok = out.includes('Ctrl+C stops the server.');
  const stop = async () => {
    // Ctrl+C as a person would type it into the terminal.
    child.stdin?.write('\x03');
    if (!(await waitFor(() => child.exitCode !== null || child.signalCode !== null, 10_000)))
      child.kill('SIGKILL');
  };
  return { ok, out: () => out, stop };
}

describe.skipIf(!hasScript)('the server in a terminal', () => {
  it('opens its address once in the browser, says so and how to stop, and stops on Ctrl+C', async () => {
    const { dir, log } = fakeOpener();
    const env = {
      PATH: `${dir}:${process.env['PATH'] ?? ''}`,
      DISPLAY: ':99',
      MARIAS_DATA_DIR: dataDir(),
    };
    const s = await serveInTerminal([], { ...env, CI: '' });
    try {
      expect(s.ok, s.out()).toBe(true);
      const url = /Mariáš: (http:\/\/127\.0\.0\.1:\d+\/#token=\w+)/.exec(s.out())?.[1];
      expect(url).toBeDefined();
      expect(s.out()).toContain('Opening it in your browser. Ctrl+C stops the server.');
      await openerWrote(log);
      expect(readFileSync(log, 'utf8')).toBe(`${url}\n`);
    } finally {
      await s.stop();
    }
  });

  it.each<[string, string[], Record<string, string>]>([
    ['--no-open', ['--no-open'], { CI: '' }],
    ['CI set', [], { CI: 'true' }],
    ['no display', [], { CI: '', DISPLAY: '' }],
  ])('opens nothing with %s', async (_, args, extra) => {
    const { dir, log } = fakeOpener();
    const env = {
      PATH: `${dir}:${process.env['PATH'] ?? ''}`,
      DISPLAY: ':99',
      MARIAS_DATA_DIR: dataDir(),
      ...extra,
    };
    const s = await serveInTerminal(args, env);
    try {
      expect(s.ok, s.out()).toBe(true);
      expect(s.out()).toContain('Open this address in a browser. Ctrl+C stops the server.');
      await new Promise((r) => setTimeout(r, 300));
      expect(existsSync(log)).toBe(false);
    } finally {
      await s.stop();
    }
  });
});
