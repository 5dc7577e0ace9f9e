/**
 * A hand as stored (the hands table), in a module of its own: store.ts reads and writes it and
 * hands-cache.ts keeps it, and neither imports the other for the type. store.ts re-exports it.
 */
import type { Action, AiLevel, HandSetup } from '../../src-shared/index.ts';

/**
 * A decision the computer made for a person's seat while its person was away from the shared table
 * (a stand-in): the index of the action among the hand's actions and the level it played at (its seed
 * is the computer's for that step, seeds.ts, so the decision can be run again for "proč?").
 */
export interface StandInMark {
  readonly index: number;
  readonly level: AiLevel;
}

export interface HandRow {
  readonly sessionId: number;
  /** 1 for the first hand of a session. */
  readonly handNo: number;
  readonly setup: HandSetup;
  readonly actions: readonly Action[];
  /** Money per seat in haléř; null until the hand is finished. */
  readonly money: readonly number[] | null;
  readonly finishedAt: string | null;
  /** The actions a stand-in made, by index ascending (empty: none; the column `stand_in`). */
  readonly standIn: readonly StandInMark[];
}
