/**
 * The review half of the API (ReviewSpec): finished hands as stored (`handGet`), and the review of one
 * seat's decisions as a job (`reviewStart` / `reviewPoll` / `reviewStop`, jobs.ts) graded in the solver
 * pool's background lane (review.ts). A finished review is stored with its hand (the store's `reviews`,
 * keyed by session, hand, seat and REVIEW_VERSION; deleted with the session), so a second start of the
 * same review answers from the store at once. A stopped review is not stored. A seat that sat the hand
 * out (at four, the dealer) is refused like a seat that does not exist (`seatOutOfRange`).
 *
 * `reviewRetry`, the review's "try again": another action (or the same) at the moment before one of the
 * seat's graded decisions, judged by the review's own judge (decision.ts) with the review's seed and
 * sampling in the interactive lane; a bidding decision's `bid:` repetition item moves (bid-items.ts).
 */
import {
  type Action,
  type ApiError,
  type ApiResult,
  type ParamsOf,
  type ReviewMethod,
  type Table,
  activeSeats,
  apply,
  err,
  ok,
  sideOf,
} from '../../src-shared/index.ts';
import {
  type FinishedHand,
  type HandReview,
  type ReviewedDecision,
  bidItem,
} from '../../src-shared/api/review.ts';
import { judged } from '../../src-shared/explain/review.ts';
import type { Store } from '../store/store.ts';
import { repeatBid } from '../training/bid-items.ts';
import { gradeDecision } from './decision.ts';
import { loadFinishedHand } from './hands.ts';
import { ReviewJobs } from './jobs.ts';
import {
  REVIEW_VERSION,
  type ReviewOptions,
  type ReviewPool,
  decisionKind,
  decisionsOf,
  ownRatesOf,
  reviewHand,
} from './review.ts';

/** Every review method, as the API handler calls it (`caller`: who asks; jobs are per caller). */
export type ReviewApi = {
  readonly [M in ReviewMethod]: (params: ParamsOf<M>, caller: string) => Promise<ApiResult<M>>;
};

export interface ReviewServiceOptions {
  /** The review's jobs (default: jobs with their default timing). */
  readonly jobs?: ReviewJobs;
  /** Sampling of the reviews (layouts, deals, seed, time limit per task). */
  readonly review?: Pick<ReviewOptions, 'seed' | 'layouts' | 'deals' | 'timeoutMs'>;
  /** The version stored with a review (default REVIEW_VERSION; tests bump it). */
  readonly version?: number;
  /** The current time as ISO 8601 (default: the clock). */
  readonly now?: () => string;
  /** Told of every complete review answered, stored or fresh (personal drills: training/drill-personal.ts). */
  readonly onReviewed?: (hand: FinishedHand, review: HandReview) => void;
}

const internal = (e: unknown) =>
  err({ code: 'internal' as const, message: e instanceof Error ? e.message : String(e) });

/** A stored review that still reads as one of this hand and seat (else it is recomputed). */
function cached(v: unknown, session: number, handNo: number, seat: number): HandReview | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Partial<HandReview>;
  const fits =
    r.session === session &&
    r.handNo === handNo &&
    r.seat === seat &&
    r.complete === true &&
    Array.isArray(r.decisions);
  return fits ? (r as HandReview) : null;
}

/** A seat that does not exist or sat the hand out (at four, the dealer) decided nothing: refused. */
function seatRefused(table: Table, seat: number): ApiError<never> | null {
  const players = table.size;
  if (seat < players && activeSeats(table).includes(seat)) return null;
  return {
    code: 'badInput',
    error: { code: 'invalid', path: 'params.seat', problem: { kind: 'seatOutOfRange', seat, players } },
  };
}

const badIndex = (index: number, seat: number): ApiError<never> => ({
  code: 'badInput',
  error: { code: 'invalid', path: 'params.index', problem: { kind: 'notADecision', index, seat } },
});

export class ReviewService implements ReviewApi {
  private readonly store: Store;
  private readonly pool: ReviewPool;
  private readonly jobs: ReviewJobs;
  private readonly options: ReviewServiceOptions;
  private readonly version: number;
  private readonly now: () => string;

  constructor(store: Store, pool: ReviewPool, options: ReviewServiceOptions = {}) {
    this.store = store;
    this.pool = pool;
    this.options = options;
    this.jobs = options.jobs ?? new ReviewJobs();
    this.version = options.version ?? REVIEW_VERSION;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  handGet = async (p: ParamsOf<'handGet'>): Promise<ApiResult<'handGet'>> => {
    try {
      const loaded = loadFinishedHand(this.store, p);
      return loaded.ok ? ok(loaded.value.hand) : loaded;
    } catch (e) {
      return internal(e);
    }
  };

  reviewStart = async (p: ParamsOf<'reviewStart'>, caller = ''): Promise<ApiResult<'reviewStart'>> => {
    try {
      const loaded = loadFinishedHand(this.store, p);
      if (!loaded.ok) return loaded;
      const { hand } = loaded.value;
      const { table } = hand.record.setup;
      const refused = seatRefused(table, p.seat);
      if (refused !== null) return err(refused);
      const { session, handNo, seat } = p;
      const stored = cached(this.store.review(session, handNo, seat, this.version), session, handNo, seat);
      if (stored !== null) {
        this.reviewed(hand, stored);
        return this.jobs.done(caller, stored);
      }
      return this.jobs.start(caller, async (signal, onProgress) => {
        const r = await reviewHand(this.pool, hand, seat, {
          ...this.options.review,
          signal,
          caller,
          onProgress,
        });
        if (r.ok) {
          try {
            this.store.saveReview(session, handNo, seat, this.version, r.value, this.now());
          } catch {
            // The session was deleted meanwhile: the review is answered, not kept.
          }
          this.reviewed(hand, r.value);
        }
        return r;
      });
    } catch (e) {
      return internal(e);
    }
  };

  reviewPoll = async (p: ParamsOf<'reviewPoll'>, caller = ''): Promise<ApiResult<'reviewPoll'>> =>
    this.jobs.poll(p, caller);

  reviewStop = async (p: ParamsOf<'reviewStop'>, caller = ''): Promise<ApiResult<'reviewStop'>> =>
    this.jobs.stop(p, caller);

  reviewRetry = async (p: ParamsOf<'reviewRetry'>, caller = ''): Promise<ApiResult<'reviewRetry'>> => {
    try {
      const loaded = loadFinishedHand(this.store, p);
      if (!loaded.ok) return loaded;
      const { record } = loaded.value.hand;
      const refused = seatRefused(record.setup.table, p.seat);
      if (refused !== null) return err(refused);
      const at = decisionsOf(record, p.seat).find((d) => d.index === p.index);
      const recorded = record.actions[p.index] as Action | undefined;
      // Every decision is judged (decision.ts); a claim has no "try again" (the engine's).
      if (at === undefined || recorded === undefined) return err(badIndex(p.index, p.seat));
      if (p.action.type === 'claim' || p.action.seat !== p.seat) return err(badIndex(p.index, p.seat));
      const applied = apply(at.before, p.action);
      if (!applied.ok) return err({ code: 'refused', reason: applied.error });
      const end = loaded.value.end;
      const r = await gradeDecision(this.pool, record, p.index, at.before, p.action, sideOf(end, p.seat), {
        ...this.options.review,
        caller,
        lane: 'interactive',
      });
      if (!r.ok) return r;
      const decision: ReviewedDecision = {
        index: p.index,
        kind: decisionKind(recorded),
        seat: p.seat,
        action: p.action,
        ...r.value,
        ownRates: ownRatesOf(end, p.seat),
      };
      const right = judged(decision)?.grade === 'best';
      const now = Date.parse(this.now());
      const repetition =
        decision.kind === 'card'
          ? null
          : repeatBid(
              this.store.drills,
              bidItem(p.session, p.handNo, p.seat, p.index),
              right,
              now,
              p.utcOffset ?? 0,
            );
      return ok({ decision, right, repetition });
    } catch (e) {
      return internal(e);
    }
  };

  /** Tells `onReviewed` of a complete review; its failure never fails the review. */
  private reviewed(hand: FinishedHand, review: HandReview): void {
    try {
      if (review.complete) this.options.onReviewed?.(hand, review);
    } catch (e) {
      console.warn(`review hook: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Stops every running review. */
  close(): void {
    this.jobs.close();
  }
}
