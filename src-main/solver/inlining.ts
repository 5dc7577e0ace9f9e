/**
 * V8 inlines calls into an optimized function only up to a budget: 460 bytes of bytecode per callee and
 * 920 in all by default. The solver's node (Search.search) is larger than that with what it calls at
 * every node (play, undo, the move generator, the play rule, the table's probe), so each of those stayed
 * a call. With the budget raised, they are inlined and a solve takes some 10% less time for the same
 * nodes (docs/figures.md, "Solver"). Flags are process-wide and read when a function is optimized, so
 * this runs when the solver is imported, before any of it is hot. It only changes what V8 inlines.
 * Node and Electron's main process both start V8 with --no-freeze-flags-after-init so that flags may be
 * set like this (a V8 that froze them would stop the process here).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--max-inlined-bytecode-size=2000');
setFlagsFromString('--max-inlined-bytecode-size-cumulative=6000');
