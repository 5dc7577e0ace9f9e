/**
 * The main thread's heap given back when the app pauses. Under a busy evening (ten tables' snapshots, API
 * parsing, SQLite rows, the workers' messages) V8 grows the heap it commits, the young generation's
 * semi-spaces above all, to several times what is live, and keeps it: an app left idle after such an
 * evening held 425 MB RSS a minute later (docs/RELIABILITY.md "Memory of a busy evening"). The solver
 * pool announces a pause (`onIdle`: it recycled a worker idle for 20 s) and the app's pools call
 * `releaseMemory` then.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

type Collect = (options: {
  readonly type: 'major';
  readonly execution: 'sync';
  readonly flavor: 'last-resort';
}) => void;
let collect: Collect | null = null;

/**
 * One memory-reducing collection of this thread's heap: V8 collects all it can and gives back what it
 * committed beyond that, the young generation's grown semi-spaces included (V8 keeps those otherwise).
 * Called when the app pauses (the solver pool recycled an idle worker: no move for 20 s), so it costs a
 * collection of a few tens of ms at a moment nobody waits. V8's `gc` is reached through a context created
 * after `--expose-gc` is set.
 */
export function releaseMemory(): void {
  if (collect === null) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
