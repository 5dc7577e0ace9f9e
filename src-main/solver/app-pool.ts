/// <reference types="electron-vite/node" />
/**
 * The app's solver pool. electron-vite bundles worker.ts as a file of its own (`?modulePath`) and gives
 * its path in the build; tests and scripts create pools from source with the default worker instead.
 */
import workerPath from './worker.ts?modulePath';
import { SolverPool } from './pool.ts';

let pool: SolverPool | null = null;

/** The shared pool, started on first use. */
export function solverPool(): SolverPool {
  pool ??= new SolverPool({ worker: workerPath });
  return pool;
}

export async function closeSolverPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}
