/**
 * The one judge of one decision of a finished hand, used by the review (review.ts, each decision of a
 * seat in turn) and by the review's "try again" (retry.ts, another action at the same moment): so a
 * retry is graded by literally the same code, seed and sampling as the review graded the decision.
 *
 * - A card: `gradeCard` (card.ts) on the moment before it, seed `cardSeed(seed, index)`, the seat view
 *   bounded by `layouts` layouts.
 * - A bidding decision: the worker's `reviewBid` task (bid.ts), seed `seed + index`; another action
 *   than the recorded one is graded as `choice` among the recorded decision's alternatives.
 * - Lízaný's calls and its cards while the stock lasts: over the draws (bid.ts, stock-card.ts), with
 *   `draws` saying so. Every decision is judged now; `unjudged` is left only in reviews of older
 *   versions (src-shared/api/review.ts Unjudged).
 */
import {
  type Action,
  type Analysis,
  type ApiError,
  type HandRecord,
  type HandState,
  type Result,
  type Side,
  actionKey,
  err,
  ok,
} from '../../src-shared/index.ts';
import type { PricedAlternative, ReviewedDecision, SeatGrade } from '../../src-shared/api/review.ts';
import type { PrincipleNote } from '../../src-shared/explain/principles/note.ts';
import type { DecisionGrade } from '../../src-shared/review/grade.ts';
import type { Lane, RunOptions } from '../solver/lanes.ts';
import type { BidGrade, BidTask } from './bid.ts';
import { CARD_SAMPLING, type CardPool, type GradedCard, cardSeed, gradeCard } from './card.ts';

/** What the judge needs of the solver pool (SolverPool; the CLI and tests run the tasks in-process). */
export interface DecisionPool extends CardPool {
  reviewBid(
    task: BidTask,
    options?: RunOptions<never> & { readonly lane?: Lane },
  ): Promise<Result<BidGrade, ApiError<never>>>;
}

export interface DecisionOptions {
  readonly signal?: AbortSignal;
  /** Who asks: callers take turns in the lane. */
  readonly caller?: string;
  /** The pool's lane (default background; a retry, which a person waits for: interactive). */
  readonly lane?: Lane;
  /** Seed of every sample (default 0). */
  readonly seed?: number;
  /** The bound of a card's seat view in layouts (default CARD_SAMPLING.max). */
  readonly layouts?: number;
  /** The bound of a bidding decision's seat view in deals (default bid.ts BID_DEALS; 0: exact only). */
  readonly deals?: number;
  /** Time limit of each solver task (ms; default the pool's). */
  readonly timeoutMs?: number;
}

/** One decision judged: its grades both ways, as the review's ReviewedDecision carries them. */
export interface JudgedDecision {
  readonly side: Side;
  readonly exact: DecisionGrade | null;
  readonly bestAction: Action | null;
  readonly seatView: SeatGrade | null;
  /** A card: the exact analysis of the moment before it. */
  readonly analysis: Analysis | null;
  /**
   * A lízaný card while the stock lasts or a lízaný call: how its draws were judged (card.ts
   * GradedCard.draws, bid.ts BidGrade.draws).
   */
  readonly draws?: GradedCard['draws'];
  /** A bidding decision: every alternative priced (the one judged first when it is the recorded one). */
  readonly alternatives?: readonly PricedAlternative[];
  /** A bidding decision priced on other seats' calls the record could not tell (bid.ts BidGrade.replies). */
  readonly replies?: ReviewedDecision['replies'];
  /** A card: its principle (card.ts GradedCard.principle). */
  readonly principle?: PrincipleNote | null;
}

/**
 * Judges `action` at the moment before `record.actions[index]` (`before`, that moment replayed) for
 * the seat that decided there: the recorded action (the review) or another legal one (a retry).
 * `side`: the decider's side in the hand as played (a card's: the analysis's). Stopped or failed: the
 * solver's error.
 */
export async function gradeDecision(
  pool: DecisionPool,
  record: HandRecord,
  index: number,
  before: HandState,
  action: Action,
  side: Side,
  options: DecisionOptions = {},
): Promise<Result<JudgedDecision, ApiError<never>>> {
  const recorded = record.actions[index] as Action;

  const seed = options.seed ?? 0;
  const run = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.caller === undefined ? {} : { caller: options.caller }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.lane === undefined ? {} : { lane: options.lane }),
  };
  if (action.type === 'play') {
    const r = await gradeCard(pool, before, action.card, {
      ...run,
      // The coach's seed and sampling too (card.ts): one judge.
      seed: cardSeed(seed, index),
      maxLayouts: options.layouts ?? CARD_SAMPLING.max,
    });
    if (!r.ok) return r;
    return ok({
      side: r.value.side,
      exact: r.value.exact,
      bestAction: r.value.bestAction,
      seatView: r.value.seatView,
      analysis: r.value.analysis,
      ...(r.value.draws === undefined ? {} : { draws: r.value.draws }),
      principle: r.value.principle,
    });
  }
  if (recorded.type === 'play') return err({ code: 'internal', message: 'a bidding action at a card' });
  const task: BidTask = {
    method: 'reviewBid',
    setup: record.setup,
    actions: record.actions,
    index,
    seed: seed + index,
    ...(options.deals === undefined ? {} : { deals: options.deals }),
    ...(actionKey(action) === actionKey(recorded) ? {} : { choice: action }),
  };
  const r = await pool.reviewBid(task, run);
  if (!r.ok) return r;
  return ok({
    side: r.value.side,
    exact: r.value.exact,
    bestAction: r.value.bestAction,
    seatView: r.value.seatView,
    analysis: null,
    alternatives: r.value.alternatives,
    ...(r.value.draws === undefined ? {} : { draws: r.value.draws }),
    ...(r.value.replies === undefined ? {} : { replies: r.value.replies }),
  });
}
