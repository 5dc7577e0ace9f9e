/**
 * A hand as stored (the hands table), in a module of its own: store.ts reads and writes it and
 * hands-cache.ts keeps it, and neither imports the other for the type. store.ts re-exports it.
 */
import type { Action, HandSetup } from '../../src-shared/index.ts';

export interface HandRow {
  readonly sessionId: number;
  /** 1 for the first hand of a session. */
  readonly handNo: number;
  readonly setup: HandSetup;
  readonly actions: readonly Action[];
  /** Money per seat in haléř; null until the hand is finished. */
  readonly money: readonly number[] | null;
  readonly finishedAt: string | null;
}
