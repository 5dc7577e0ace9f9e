/// <reference types="electron-vite/node" />
/**
 * The app's solver pool. electron-vite bundles worker.ts as a file of its own (`?modulePath`) and gives
 * its path in the build; tests and scripts create pools from source with the default worker instead.
 */
import workerPath from './worker.ts?modulePath';
import { releaseMemory } from '../heap.ts';
import { SolverPool } from './pool.ts';

let pool: SolverPool | null = null;

/** The shared pool, started on first use. */
export function solverPool(): SolverPool {
  // When the app pauses (an idle worker recycled), the main thread gives back its heap too.
  pool ??= new SolverPool({ worker: workerPath, onIdle: releaseMemory });
  return pool;
}

export async function closeSolverPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}
