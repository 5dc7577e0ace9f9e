/**
 * The real solver worker (src-main/solver/worker.ts) with the toy variant registered in its thread
 * first (toy-main-variant.ts `registerToy`): a pool started with it (`PoolOptions.worker`) runs the
 * toy's tasks through the production path, worker threads included.
 */
import { registerToy } from './toy-main-variant.ts';

registerToy();
await import('../../src-main/solver/worker.ts');
