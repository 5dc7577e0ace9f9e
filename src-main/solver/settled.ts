/**
 * Whether the rest of a hand is settled: the money cannot change whatever anyone plays. With every
 * hand known, the most the declarer's side can get when it controls every card (`declarerControls`)
 * and the least (`defenceControls`) bound the value of every line of play; the result is settled
 * exactly when the two meet. Each search is capped in nodes: a search cut short proves nothing, and
 * the answer is then "not proven" (`settled: false, complete: false`), never "settled".
 */
import type { HandState } from '../../src-shared/index.ts';
import { STOPPED, Search } from './search.ts';
import { TranspositionTable } from './table.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/** Node budget of each of the two searches (the app's; a test may pass its own). */
export const SETTLED_MAX_NODES = 200_000;

export interface SettledProof {
  /** Proven: every line of play gives the same money. */
  readonly settled: boolean;
  /** Both searches finished within the budget (false: not proven either way). */
  readonly complete: boolean;
  /** Nodes searched by both searches. */
  readonly nodes: number;
}

export interface SettledOptions {
  readonly maxNodes?: number;
  readonly shouldStop?: () => boolean;
}

let proofTable: TranspositionTable | null = null;
function ownTable(): TranspositionTable {
  proofTable ??= new TranspositionTable();
  return proofTable;
}

/**
 * The proof for a hand in card play with the stock gone (any other phase: not settled, nothing
 * searched — bidding and the talon still hold decisions the search does not play).
 */
export function provenSettled(state: HandState, options: SettledOptions = {}): SettledProof {
  if (state.phase !== 'play' || stockOf(state).length > 0)
    return { settled: false, complete: true, nodes: 0 };
  const maxNodes = options.maxNodes ?? SETTLED_MAX_NODES;
  const common = {
    maxNodes,
    // A table of its own, so that a proof between two solves of an analysis leaves the analysis's warm.
    table: ownTable(),
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  };
  let nodes = 0;
  try {
    const most = new Search(state, { ...common, mode: 'declarerControls' });
    let best: number;
    try {
      best = most.value();
    } finally {
      nodes += most.nodes;
    }
    const least = new Search(state, { ...common, mode: 'defenceControls' });
    try {
      // The least is at most the most; it equals it exactly when it is at least the most.
      return { settled: least.atLeast(best), complete: true, nodes: nodes + least.nodes };
    } finally {
      nodes += least.nodes;
    }
  } catch (e) {
    if (e === STOPPED) return { settled: false, complete: false, nodes };
    throw e;
  }
}
