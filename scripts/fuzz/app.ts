/**
 * The app under fuzzing, with its real parts: one solver pool (worker threads), and over it (1) the API
 * handler wired to every service as browser mode wires it, over a real SQLite file in a temporary
 * directory, and (2) the browser-mode server itself on a loopback port over a second store file.
 * Each side has a read connection to its own store file for the leak checks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppHandler } from '../../src-main/api/app.ts';
import type { Handle } from '../../src-main/api/handler.ts';
import { type RunningServer, startServer } from '../../src-main/server/server.ts';
import { SolverPool } from '../../src-main/solver/pool.ts';
import { storeFile } from '../../src-main/store/location.ts';
import { type Store, openStore } from '../../src-main/store/store.ts';

export interface FuzzApp {
  readonly handle: Handle;
  /** The store the handler's services write (the leak checks read it back). */
  readonly handlerStore: Store;
  readonly server: RunningServer;
  /** A second connection to the server's store file. */
  readonly serverStore: Store;
  readonly pool: SolverPool;
  close(): Promise<void>;
}

export async function startApp(): Promise<FuzzApp> {
  const dir = mkdtempSync(join(tmpdir(), 'marias-fuzz-'));
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  const store = openStore(storeFile(join(dir, 'handler')));
  const app = createAppHandler(store, pool);
  const handle = app.handle;
  const serverDir = join(dir, 'server');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: serverDir,
    rendererDir: join(dir, 'none'),
    pool,
  });
  const serverStore = openStore(storeFile(serverDir));
  return {
    handle,
    handlerStore: store,
    server,
    serverStore,
    pool,
    close: async () => {
      await server.close();
      serverStore.close();
      await app.close();
      await pool.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
