/**
 * Browser mode's entry: `node src-main/server/main.ts [--port N] [--no-open]` (also env PORT; default
 * any free port). Serves the built renderer (out/renderer) and the API on 127.0.0.1, keeps the data in
 * MARIAS_DATA_DIR or data/ in the repository, prints the address (`Mariáš: <url>`, the line scripts and
 * tests read) and how to stop, opens it in the default browser where that is safe (open.ts), stops on
 * SIGINT/SIGTERM. An error nobody caught is logged and the server goes on (last-resort.ts).
 */
import { join, resolve } from 'node:path';
import { installLastResort } from '../last-resort.ts';
import { browserDataDir } from '../store/location.ts';
import { openBrowser, openDecision, startNotice, whichOn } from './open.ts';
import { startServer } from './server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The port from `--port N`, `--port=N` or PORT; null when given but not a port number. */
export function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number | null {
  let raw: string | undefined = env['PORT'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--port') raw = argv[++i];
    else if (arg.startsWith('--port=')) raw = arg.slice('--port='.length);
  }
  if (raw === undefined || raw === '') return 0;
  const port = Number(raw);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : null;
}

async function main(): Promise<void> {
  // An error nobody caught is logged; the server keeps answering (src-main/last-resort.ts).
  installLastResort();
  const argv = process.argv.slice(2);
  const port = portFrom(argv, process.env);
  if (port === null) {
    console.error('Mariáš: --port (or PORT) must be a port number, 0–65535.');
    process.exit(2);
  }
  let server;
  try {
    server = await startServer({
      port,
      host: '127.0.0.1',
      dataDir: browserDataDir(ROOT),
      rendererDir: join(ROOT, 'out', 'renderer'),
    });
  } catch (e) {
    console.error(`Mariáš: cannot start: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
  if (server.storeNotice !== null) console.warn(`Mariáš: ${server.storeNotice.message}`);
  console.log(`Mariáš: ${server.url}`);
  const decision = openDecision(server.url, {
    argv,
    env: process.env,
    platform: process.platform,
    terminal: process.stdout.isTTY === true,
    which: whichOn(process.env['PATH']),
  });
  console.log(startNotice(decision, openBrowser(decision)));
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) await main();
