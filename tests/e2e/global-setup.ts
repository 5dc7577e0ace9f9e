/**
 * Starts browser mode as a person would (`node src-main/server/main.ts`), on any free port with a fresh
 * data directory, and hands the printed address (with its token) to the tests as MARIAS_E2E_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

function addressOf(server: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the server printed no address:\n${out}`)), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Mariáš: (http:\/\/127\.0\.0\.1:\d+\/#token=\w+)/.exec(out)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        done(url);
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    server.on('exit', (code) => fail(new Error(`the server exited (${code}):\n${out}`)));
  });
}

/**
 * Browser mode started as a person would, on `dataDir`: its address (with the token) and how to stop it.
 * The global setup's server has a fresh directory; a spec may start its own on a directory it filled.
 */
export async function serve(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = spawn(
    process.execPath,
    // Never a browser of its own: the tests drive theirs (the server also holds back without a terminal).
    [
      '--disable-warning=ExperimentalWarning',
      join(ROOT, 'src-main/server/main.ts'),
      '--port',
      '0',
      '--no-open',
    ],
    { cwd: ROOT, env: { ...process.env, MARIAS_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await addressOf(server);
  return {
    url,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await serve(mkdtempSync(join(tmpdir(), 'marias-e2e-')));
  process.env['MARIAS_E2E_URL'] = server.url;
  return server.stop;
}
