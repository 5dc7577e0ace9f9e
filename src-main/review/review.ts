/**
 * The review of a finished hand: every decision of one seat graded by the money it cost against the
 * best choice, with every card visible and from the seat's view (src-shared/api/review.ts), one
 * decision after another through the solver pool's background lane, each reported as it is graded.
 *
 * Each decision is judged by decision.ts (`gradeDecision`, the review's "try again" too):
 * - A card: the position before it analysed exactly and over layouts of the seat's view (card.ts); a
 *   lízaný card while the stock lasts over samples of the draws (stock-card.ts, through card.ts).
 * - A bidding decision: its alternatives priced on the actual deal and on deals of the cards the seat
 *   could not see (bid.ts, the worker's `reviewBid` task); a lízaný call from the seat alone, over the
 *   draws (draws.ts `drawFor`, played out there).
 * - A forced action (the only one the rules allowed) is no decision and is left out.
 * Everything is seeded (`seed`), so the same hand reviews the same way; `REVIEW_VERSION` names the
 * algorithm (a cached review of another version is recomputed).
 */
import {
  type Action,
  type ApiError,
  type HandRecord,
  type HandState,
  type Result,
  type Seat,
  apply,
  err,
  newHand,
  ok,
  replay,
  sideOf,
} from '../../src-shared/index.ts';
import { paymentMode, seatsOf } from '../../src-shared/settlement/payment.ts';
import type { DecisionKind, HandReview, ReviewedDecision } from '../../src-shared/api/review.ts';
import { isDecision } from '../../src-shared/review/decisions.ts';
import { CARD_SAMPLING } from './card.ts';
import { type DecisionPool, gradeDecision } from './decision.ts';

/** The grading algorithm's version: bump it when grades could change, so cached reviews are redone. */
export const REVIEW_VERSION = 13;
/** The bound of a card's seat view in layouts (card.ts: sampled in rounds until the grade is decided). */
export const CARD_LAYOUTS = CARD_SAMPLING.max;

/** What the review needs of the solver pool (SolverPool; the CLI and tests run the tasks in-process). */
export type ReviewPool = DecisionPool;

export interface ReviewOptions {
  readonly signal?: AbortSignal;
  /** Who asks: callers take turns in the background lane. */
  readonly caller?: string;
  /** Seed of every sample (default 0). */
  readonly seed?: number;
  /** The bound of a card's seat view in layouts (default CARD_LAYOUTS). */
  readonly layouts?: number;
  /** The bound of a bidding decision's seat view in deals (default bid.ts BID_DEALS; 0: exact only). */
  readonly deals?: number;
  /** Time limit of each solver task (ms; default the pool's). */
  readonly timeoutMs?: number;
  /** Told the review so far after each decision graded. */
  readonly onProgress?: (partial: HandReview) => void;
}

export function decisionKind(a: Action): DecisionKind {
  switch (a.type) {
    case 'chooseTrump':
    case 'chooseTrumpBlind':
      return 'trump';
    case 'chooseGame':
      return 'game';
    case 'discard':
      return 'discard';
    case 'approve':
    case 'refuse':
      return 'answer';
    case 'announce':
      return 'announce';
    case 'double':
    case 'pass':
      return 'double';
    case 'play':
    case 'claim':
      return 'card';
    case 'bid':
    case 'hold':
    case 'drop':
      return 'auction';
    case 'fold':
    case 'declare':
      return 'talon';
    case 'callRank':
      return 'call';
    case 'chooseTrumpSuit':
      return 'trump';
  }
}

/**
 * The indices of `seat`'s decisions in the record: its actions where the rules allowed another
 * (src-shared/review/decisions.ts `isDecision`, the review screen's too).
 */
export function decisionsOf(record: HandRecord, seat: Seat): { index: number; before: HandState }[] {
  const out: { index: number; before: HandState }[] = [];
  let s = newHand(record.setup);
  record.actions.forEach((a, index) => {
    // One definition with the review screen's (src-shared/review/decisions.ts): a claim is no decision,
    // nor does it make a card a choice.
    if (a.seat === seat && isDecision(s, a)) out.push({ index, before: s });
    const next = apply(s, a);
    if (!next.ok) throw new Error(`the record breaks the rules at action ${index}: ${next.error.code}`);
    s = next.value;
  });
  return out;
}

/**
 * Grades every decision of `seat` in a finished hand's record. Stopped (signal, timeout): `cancelled`
 * or `timeout` with the review so far (complete false); a failed solver task: its error.
 */
export async function reviewHand(
  pool: ReviewPool,
  hand: { readonly session: number; readonly handNo: number; readonly record: HandRecord },
  seat: Seat,
  options: ReviewOptions = {},
): Promise<Result<HandReview, ApiError<HandReview>>> {
  const { record } = hand;
  const decisions: ReviewedDecision[] = [];
  const snapshot = (complete: boolean): HandReview => ({
    session: hand.session,
    handNo: hand.handNo,
    seat,
    decisions: decisions.slice(),
    complete,
  });
  const run = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.caller === undefined ? {} : { caller: options.caller }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  };
  const seed = options.seed ?? 0;
  const stopped = (e: ApiError<unknown>): ApiError<HandReview> =>
    e.code === 'cancelled' || e.code === 'timeout' ? { code: e.code, partial: snapshot(false) } : e;

  const end = replay(record.setup, record.actions);
  if (!end.ok) throw new Error(`the record breaks the rules: ${end.error.code}`);
  const ownRates = ownRatesOf(end.value, seat);
  for (const { index, before } of decisionsOf(record, seat)) {
    if (options.signal?.aborted) return err({ code: 'cancelled', partial: snapshot(false) });
    const action = record.actions[index] as Action;
    // One judge of one decision (decision.ts), the retry's too; what it cannot price yet is said so.
    const r = await gradeDecision(pool, record, index, before, action, sideOf(end.value, seat), {
      ...run,
      seed,
      ...(options.layouts === undefined ? {} : { layouts: options.layouts }),
      ...(options.deals === undefined ? {} : { deals: options.deals }),
    });
    if (!r.ok) return err(stopped(r.error));
    decisions.push({ index, kind: decisionKind(action), seat, action, ...r.value, ownRates });
    options.onProgress?.(snapshot(false));
  }
  return ok(snapshot(true));
}

/**
 * Base rates of `seat`'s own money per base rate a defender pays, at the hand's end (pravidla ČSM,
 * čl. V odst. 1, čl. VII odst. 2): every seat not on the declaring side defends, a seat sitting out
 * too; paid as the settlement pays (settlement/payment.ts): in pairs one to one, otherwise each payer
 * pays each payee.
 */
export function ownRatesOf(end: HandState, seat: Seat): number {
  const sides = Array.from({ length: end.table.size }, (_, s) => sideOf(end, s));
  if (paymentMode(sides) === 'pairs') return 1;
  return seatsOf(sides, sides[seat] === 'declarer' ? 'defence' : 'declarer').length;
}
