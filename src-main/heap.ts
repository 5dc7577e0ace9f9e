/**
 * The heaps kept nearer their live data. Under a busy evening (ten tables' snapshots, API parsing, SQLite
 * rows, the workers' messages) V8 lets a heap grow after each collection by up to four times what
 * survived it, because collecting rarely is cheaper. `--heap-growing-percent` caps that factor; V8 reads
 * it at every collection and flags are per process, so setting it at start-up bounds the main process
 * (Electron or browser mode) and the solver workers alike. It costs more frequent collections, never a
 * failure: nothing is refused for lack of room. Measured with `npm run soak -- --as-app --tables 10
 * --hands 300` (docs/RELIABILITY.md "Memory of a busy evening"): the committed tops of the main heap
 * 204–221 → 161 MB and of the workers' 112–113 → 96 MB, the peak RSS 493–510 → 420 MB. The main thread's
 * young generation is not bounded by it (V8 sizes that at start-up; see docs/RELIABILITY.md).
 */
import { setFlagsFromString } from 'node:v8';

/** The heap may grow to (1 + this/100) × its live data after a collection (V8's default is up to 4×). */
export const HEAP_GROWING_PERCENT = 50;

let bounded = false;

/** Sets the growth bound once per process (idempotent). */
export function boundHeapGrowth(): void {
  if (bounded) return;
  bounded = true;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
