/**
 * The review of a finished hand as data: every decision of one seat (bidding and cards), graded by the
 * money it cost against the best choice, with all cards visible (exact) and from what the seat could
 * know at that moment (its view). Built in main (src-main/review), cached in the store, shown by the
 * review screen and printed by `npm run cli -- review`. Grades and thresholds: src-shared/review/grade.ts.
 *
 * Contract for the issue-15 helpers: fields may be added, none renamed or removed.
 */
import * as v from 'valibot';
import type { Action } from '../engine/action.ts';
import type { Side } from '../engine/contract.ts';
import type { HandRecord } from '../engine/record.ts';
import type { Seat, Variant } from '../engine/table.ts';
import type { DecisionGrade } from '../review/grade.ts';
import type { RepetitionChange } from '../training/repetition.ts';
import type { Analysis } from './solver.ts';
import type { PrincipleNote } from '../explain/principles/note.ts';
import { parseAction } from '../io/parse.ts';
import { paramFields, int, intIn, parsed } from '../io/schema.ts';

/** What kind of choice a decision was (the action types grouped as a learner thinks of them). */
export const DECISION_KINDS = [
  'trump',
  'game',
  'discard',
  'answer',
  'announce',
  'double',
  'card',
  // Licitovaný's bids, its talon (a contract declared or omyl), křížový's called rank.
  'auction',
  'talon',
  'call',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * Why a decision carries no grade (yet): the review says so in words instead of a verdict, never a
 * guessed one (explain/review.ts words it).
 * - `whileStock`: a lízaný card while the stock lasts, in reviews before such cards were judged (review
 *   version 4 and older); now such a card is graded over the draws (SeatGrade `over: 'draws'`).
 * - `callNotPriced`: a call of lízaný (the trumps, an announcement or a double), in reviews of version 5
 *   and older; now such a call is graded over the draws (src-main/review/bid.ts, SeatGrade
 *   `over: 'draws'`). (Reviews of version 4 and older left licitovaný's and křížový's calls unpriced
 *   too.) Kept so an old review read back still says why it has no grade.
 */
export type Unjudged =
  | { readonly code: 'whileStock'; readonly stockSize: number }
  | { readonly code: 'callNotPriced'; readonly variant: Variant };

/**
 * A grade from a seat's view: a mean over the deals or layouts the seat could not tell apart, with its
 * sampling error (src-shared/review/interval.ts). `loss` is the mean paired difference against the
 * choice compared (`bestAction`), `margin` its ± at 95 %; the grade is the lower end's
 * (`loss − margin`), so noise is never called a mistake.
 */
export interface SeatGrade extends DecisionGrade {
  /** How many deals or layouts the mean is over. */
  readonly samples: number;
  /**
   * The choice compared: the one the chosen one is surely worse than, or with `withinError` the one of
   * the best mean (null when the chosen one is best or nothing else was priced).
   */
  readonly bestAction: Action | null;
  /**
   * Half-width of the 95 % interval of `loss` (0 when `exact`; null on too few samples to tell, when
   * no difference is claimed). Absent in reviews before it.
   */
  readonly margin?: number | null;
  /** Every layout the seat could not rule out was solved: no sampling error. */
  readonly exact?: boolean;
  /**
   * Graded best only because the difference is within the sampling error: "as good as the best,
   * within what can be known" (the mean alone would say worse by `loss`).
   */
  readonly withinError?: boolean;
  /** The sampling stopped because the grade was decided (false: its bound was reached). */
  readonly decided?: boolean;
  /**
   * What the samples are: absent, layouts of the hidden cards (a card) or deals of the unseen ones (a
   * bidding decision); `draws`, a lízaný card while the stock lasts: orders of the stock with the other
   * hand, each played out (src-main/solver/draws.ts).
   */
  readonly over?: 'draws';
}

export interface ReviewedDecision {
  /** Index of the action in the hand's actions (the moment before it is `replay(setup, actions[0..index))`). */
  readonly index: number;
  readonly kind: DecisionKind;
  readonly seat: Seat;
  /** The decider's side when the money is counted (the side the contract put him on). */
  readonly side: Side;
  /** What was chosen. */
  readonly action: Action;
  /** Graded with every card visible; null when the solver cannot price this decision. */
  readonly exact: DecisionGrade | null;
  /** A best choice with every card visible (null when the chosen one is best or nothing was priced). */
  readonly bestAction: Action | null;
  /** Graded from the seat's view; null when not priced. */
  readonly seatView: SeatGrade | null;
  /** For a card: the exact analysis of the position before it (words come from explain/verdict.ts). */
  readonly analysis: Analysis | null;
  /**
   * For a bidding decision: every alternative priced (the one chosen first), in the same orientation as
   * `exact.value`; absent for a card (its analysis holds every card's value).
   */
  readonly alternatives?: readonly PricedAlternative[];
  /** Set when the decision is not graded (exact and seatView null): why, as data. */
  readonly unjudged?: Unjudged;
  /**
   * A lízaný card while the stock lasts or a lízaný call (graded over the draws): the stock's size
   * before it, and whether the exact grade was searched (false: the draws ahead were too many to search
   * with every card visible, `exact` is null and only the seat view grades it; always so for a call).
   */
  readonly draws?: { readonly stockSize: number; readonly exactSearched: boolean };
  /**
   * A bidding decision after which another seat called before play, where the hand cannot tell that
   * call (after another choice than the one made, or on a deal of the seat's view, whose other hands
   * are not the real ones): `rules`, the call is the computer's rules player's answer to the auction
   * as it then stands (src-main/review/bid.ts `replyPolicy`); a seat's recorded call is kept only
   * where it saw exactly what it saw when it made it. The verdict says so in one line
   * (explain/review.ts `repliesWords`). Absent: every price rests on the calls as they were made (and
   * in reviews before version 10, whose alternatives replayed the record).
   */
  readonly replies?: 'rules';
  /**
   * A card: the principle its verdict names (src-main/review/principle.ts): from the seat's view where
   * one holds in every layout where the card loses, else the all-cards-open one said as such; null: none.
   * Absent in reviews before it (the screen then takes the all-cards-open one from `analysis`).
   */
  readonly principle?: PrincipleNote | null;
  /**
   * Base rates of the decider's own money per base rate a defender pays (the rates `exact` and
   * `seatView` count): the declarer alone is paid by every defender (2 in volený at three, 3 with a
   * seat sitting out or alone in křížový, 1 in lízaný); křížový's pairs settle one to one; a defender
   * pays 1. Absent (reviews before the variants): 2 for the declarer, 1 for a defender.
   */
  readonly ownRates?: number;
}

/**
 * One alternative of a bidding decision priced exactly and from the seat's view (null: not priced; a
 * lízaný call has no exact price, only the draws' mean).
 */
export interface PricedAlternative {
  readonly action: Action;
  readonly exact: number | null;
  /** Its mean over the seat view's samples (paired with the chosen one's: interval.ts `pairedMeans`). */
  readonly seatView: number | null;
  /**
   * Set when it was valued on fewer samples than the decision (dropped on the way as surely not the
   * best, interval.ts `surelyNotBest`): how many.
   */
  readonly seatSamples?: number;
}

export interface HandReview {
  readonly session: number;
  readonly handNo: number;
  /** The seat whose decisions are graded. */
  readonly seat: Seat;
  /** In the order they were taken; only those graded so far while the review is running. */
  readonly decisions: readonly ReviewedDecision[];
  /** False while decisions are still being graded, or when the review was stopped. */
  readonly complete: boolean;
}

/** A finished hand as stored: enough to replay every moment of it. */
export interface FinishedHand {
  readonly session: number;
  readonly handNo: number;
  readonly record: HandRecord;
  /** The seats' names, index = seat. */
  readonly names: readonly string[];
  /** Money per seat in haléř. */
  readonly money: readonly number[];
  /** The seats the computer plays (their calls can be asked why: `callWhy`); absent: not told. */
  readonly computers?: readonly number[];
  /**
   * The indices among `record.actions` of the decisions a stand-in made for a person away from the shared
   * table (the computer's too: their calls can be asked why); absent or empty: none.
   */
  readonly standIn?: readonly number[];
}

/** A positive integer (a session id, a hand number). */
const positive = v.pipe(int('integer'), v.minValue(1, 'integer ≥ 1'));
const hand = { session: positive, handNo: positive };

export const HandParams = paramFields(hand);
export type HandParams = v.InferOutput<typeof HandParams>;

/** The seat is checked against the hand's table by the review itself (seatOutOfRange there). */
export const ReviewParams = paramFields({
  ...hand,
  seat: v.pipe(int('seat (integer ≥ 0)'), v.minValue(0, 'seat (integer ≥ 0)')),
});
export type ReviewParams = v.InferOutput<typeof ReviewParams>;

/**
 * The review's "try again" (`reviewRetry`): an action at the moment before the seat's graded decision
 * `index` (any legal one; the recorded one is graded exactly as the review graded it).
 */
export const RetryParams = paramFields({
  ...hand,
  seat: v.pipe(int('seat (integer ≥ 0)'), v.minValue(0, 'seat (integer ≥ 0)')),
  index: v.pipe(int('integer'), v.minValue(0, 'integer ≥ 0')),
  action: parsed(parseAction),
  /** Minutes east of UTC: the learner's day, for what is due (default 0). */
  utcOffset: v.optional(intIn(-14 * 60, 14 * 60, 'minutes from UTC (integer, −840…840)')),
});
export type RetryParams = v.InferOutput<typeof RetryParams>;

/** A retried decision judged by the review's own judge (src-main/review/decision.ts). */
export interface RetryVerdict {
  /** The action retried, graded as the review grades a decision (its `action` is the one retried). */
  readonly decision: ReviewedDecision;
  /**
   * Right: best from the seat's view (within the sampling error counts as best), or exactly where the
   * seat's view was not priced (`judged` of src-shared/explain/review.ts).
   */
  readonly right: boolean;
  /** What the retry did to the decision's repetition item (`bid:<…>`), or null (nothing changed). */
  readonly repetition: RepetitionChange | null;
}

/** The repetition item of a reviewed bidding decision: `bid:<session>:<hand>:<seat>:<index>`. */
export const bidItem = (session: number, handNo: number, seat: number, index: number): string =>
  `bid:${session}:${handNo}:${seat}:${index}`;

/** The decision a `bid:` item names, or null for another id. */
export function bidItemOf(id: string): {
  readonly session: number;
  readonly handNo: number;
  readonly seat: number;
  readonly index: number;
} | null {
  const m = /^bid:(\d+):(\d+):(\d+):(\d+)$/.exec(id);
  return m ? { session: Number(m[1]), handNo: Number(m[2]), seat: Number(m[3]), index: Number(m[4]) } : null;
}
