/**
 * The review half of the API (ReviewSpec): finished hands as stored (`handGet`), and the review of one
 * seat's decisions as a job (`reviewStart` / `reviewPoll` / `reviewStop`, jobs.ts) graded in the solver
 * pool's background lane (review.ts). A finished review is stored with its hand (the store's `reviews`,
 * keyed by session, hand, seat and REVIEW_VERSION; deleted with the session), so a second start of the
 * same review answers from the store at once. A stopped review is not stored. A seat that sat the hand
 * out (at four, the dealer) is refused like a seat that does not exist (`seatOutOfRange`).
 *
 * Reviews ahead (`reviewAhead`, called by the game service when a hand ends): the hand's review for its
 * first person's seat (src-shared/review/person-seat.ts, the screen's default) begins at once in the
 * background lane, one hand at a time, and is stored when complete, so that opening "Rozbor hry" finds it
 * done, or under way: a `reviewStart` of that hand and seat follows the review already running rather
 * than beginning another. It gives way to what a person asks: while a review someone started runs,
 * none is begun ahead, and one under way for another hand is stopped and begun again afterwards. A
 * review ahead tells `onReviewed` nothing (that is for reviews a person opened, as before). The reviews
 * ahead rest as the drill stock does (`restAfterMs`, `touch`): once no call came for that long, the one
 * under way is stopped (unless a screen follows it) and begun again, with the rest waiting, at the next
 * call; so an app left alone after an evening lets its background worker go within the minute.
 *
 * `reviewRetry`, the review's "try again": another action (or the same) at the moment before one of the
 * seat's graded decisions, judged by the review's own judge (decision.ts) with the review's seed and
 * sampling in the interactive lane; a bidding decision's `bid:` repetition item moves (bid-items.ts).
 */
import {
  type ApiError,
  type ApiResult,
  type ParamsOf,
  type Result,
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
import { personSeat } from '../../src-shared/review/person-seat.ts';
import type { Store } from '../store/store.ts';
import { repeatBid } from '../training/bid-items.ts';
import { gradeDecision } from './decision.ts';
import { loadFinishedHand } from './hands.ts';
import { RestClock } from '../rest-clock.ts';
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
  /**
   * Told of every complete review stored of the session's person's own seat (src-shared/review/
   * person-seat.ts), the one begun ahead too (the learner's weak spots: training/weak-spots.ts).
   */
  readonly onOwnStored?: (hand: FinishedHand, review: HandReview) => void;
  /** Told of every complete review answered, stored or fresh (personal drills: training/drill-personal.ts). */
  readonly onReviewed?: (hand: FinishedHand, review: HandReview) => void;
  /** Hands waiting to be reviewed ahead, at most (default 8: older ones wait until someone asks). */
  readonly aheadQueue?: number;
  /**
   * How long after a hand's end its review ahead begins (ms, default 200): the table's answer and the
   * end of the hand on the screen come first.
   */
  readonly aheadDelayMs?: number;
  /**
   * The reviews ahead rest once no call (`touch`) came for this long (ms; default 0: never rest; the app
   * gives DEFAULT_REST_AFTER_MS, src-main/api/app.ts, as to the drill stock).
   */
  readonly restAfterMs?: number;
}

/** Who asks for the reviews ahead (callers take turns in the pool's lanes). */
export const AHEAD_CALLER = 'review-ahead';

/** A review begun ahead, under way: what it has so far, who follows it, how it ends. */
interface Ahead {
  readonly session: number;
  readonly handNo: number;
  readonly seat: number;
  readonly stop: AbortController;
  partial: HandReview | null;
  readonly followers: Set<(partial: HandReview) => void>;
  readonly done: Promise<Result<HandReview, ApiError<HandReview>>>;
  /** Stopped to give way to a person's review: begun again afterwards. */
  yielded: boolean;
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
  /** Hands waiting to be reviewed ahead, oldest first. */
  private readonly waiting: { readonly session: number; readonly handNo: number }[] = [];
  private ahead: Ahead | null = null;
  /** Reviews a person started that are still running (the reviews ahead wait for them). */
  private asked = 0;
  private closed = false;
  /** No call came for `restAfterMs`: no review is begun ahead until the next `touch`. */
  resting = false;
  private readonly restClock: RestClock;

  constructor(store: Store, pool: ReviewPool, options: ReviewServiceOptions = {}) {
    this.store = store;
    this.pool = pool;
    this.options = options;
    this.jobs = options.jobs ?? new ReviewJobs();
    this.version = options.version ?? REVIEW_VERSION;
    this.now = options.now ?? (() => new Date().toISOString());
    this.restClock = new RestClock(options.restAfterMs ?? 0, () => this.rest());
    this.restClock.arm();
  }

  /** The app was used (a call came): resting reviews ahead go on, and the rest is put off. */
  touch(): void {
    if (this.closed) return;
    this.restClock.arm();
    if (!this.resting) return;
    this.resting = false;
    void this.pump();
  }

  /**
   * Nobody uses the app: the review under way ahead is stopped (begun again at the next call, the hands
   * waiting kept), unless a screen follows it; none is begun meanwhile.
   */
  private rest(): void {
    if (this.closed) return;
    this.resting = true;
    const a = this.ahead;
    if (a !== null && a.followers.size === 0) this.giveWay(a);
  }

  handGet = async (p: ParamsOf<'handGet'>): Promise<ApiResult<'handGet'>> => {
    try {
      const loaded = loadFinishedHand(this.store, p);
      return loaded.ok ? ok(loaded.value.hand) : loaded;
    } catch (e) {
      return internal(e);
    }
  };

  /**
   * `o.guest`: a friend's device at a shared table asks (src-main/share/guest-api.ts): the review is graded
   * and stored as any other, but tells the host's training nothing (no personal drills from it).
   */
  reviewStart = async (
    p: ParamsOf<'reviewStart'>,
    caller = '',
    o: { readonly guest?: boolean } = {},
  ): Promise<ApiResult<'reviewStart'>> => {
    const reviewed = (hand: FinishedHand, review: HandReview) => {
      if (o.guest !== true) this.reviewed(hand, review);
    };
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
        reviewed(hand, stored);
        return this.jobs.done(caller, stored);
      }
      const a = this.ahead;
      if (a !== null && a.session === session && a.handNo === handNo && a.seat === seat && !a.yielded)
        return this.jobs.start(caller, (signal, onProgress) =>
          this.follow(a, hand, signal, onProgress, reviewed),
        );
      // A person's review goes first: one begun ahead for another hand gives way until it is done.
      this.asked++;
      // (Not one somebody follows: it is what another screen waits for.)
      if (a !== null && a.followers.size === 0) this.giveWay(a);
      return this.jobs.start(caller, async (signal, onProgress) => {
        try {
          const r = await reviewHand(this.pool, hand, seat, {
            ...this.options.review,
            signal,
            caller,
            onProgress,
          });
          if (r.ok) {
            this.keep(session, handNo, seat, r.value, hand);
            reviewed(hand, r.value);
          }
          return r;
        } finally {
          this.asked--;
          void this.pump();
        }
      });
    } catch (e) {
      return internal(e);
    }
  };

  reviewPoll = async (p: ParamsOf<'reviewPoll'>, caller = ''): Promise<ApiResult<'reviewPoll'>> =>
    this.jobs.poll(p, caller);

  reviewStop = async (p: ParamsOf<'reviewStop'>, caller = ''): Promise<ApiResult<'reviewStop'>> =>
    this.jobs.stop(p, caller);

  /** `o.guest`: a friend's device asks; the host's repetition items stay as they are (`repetition` null). */
  reviewRetry = async (
    p: ParamsOf<'reviewRetry'>,
    caller = '',
    o: { readonly guest?: boolean } = {},
  ): Promise<ApiResult<'reviewRetry'>> => {
    try {
      const loaded = loadFinishedHand(this.store, p);
      if (!loaded.ok) return loaded;
      const { record } = loaded.value.hand;
      const refused = seatRefused(record.setup.table, p.seat);
      if (refused !== null) return err(refused);
      const at = decisionsOf(record, p.seat).find((d) => d.index === p.index);
      const recorded = record.actions[p.index];
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
        decision.kind === 'card' || o.guest === true
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

  /**
   * Begins the review of a hand that just ended (the game service calls it), for its first person's
   * seat, in the background lane after any begun before it; nothing when the session has no person,
   * the review is stored already, or the hand cannot be read. Never throws.
   */
  reviewAhead(session: number, handNo: number): void {
    if (this.closed) return;
    if (this.waiting.some((w) => w.session === session && w.handNo === handNo)) return;
    this.waiting.push({ session, handNo });
    const most = this.options.aheadQueue ?? 8;
    while (this.waiting.length > most) this.waiting.shift();
    const timer = setTimeout(() => void this.pump(), this.options.aheadDelayMs ?? 200);
    (timer as { unref?: () => void }).unref?.();
  }

  /** The review begun ahead that is under way (tests and diagnostics), or null. */
  reviewingAhead(): { readonly session: number; readonly handNo: number; readonly seat: number } | null {
    const a = this.ahead;
    return a === null ? null : { session: a.session, handNo: a.handNo, seat: a.seat };
  }

  /** Reviews the waiting hands one after another while no review a person started runs. */
  private async pump(): Promise<void> {
    while (!this.closed && !this.resting && this.ahead === null && this.asked === 0) {
      const next = this.waiting.shift();
      if (next === undefined) return;
      try {
        await this.aheadOf(next.session, next.handNo);
      } catch (e) {
        console.warn(`review ahead: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  private async aheadOf(session: number, handNo: number): Promise<void> {
    const loaded = loadFinishedHand(this.store, { session, handNo });
    if (!loaded.ok) return;
    const { hand } = loaded.value;
    const row = this.store.session(session);
    if (row === null || !row.settings.seats.some((p) => p.kind === 'human')) return;
    const seat = personSeat(row.settings, hand.record.setup.table);
    if (cached(this.store.review(session, handNo, seat, this.version), session, handNo, seat) !== null)
      return;
    const stop = new AbortController();
    const followers = new Set<(partial: HandReview) => void>();
    const a: Ahead = {
      session,
      handNo,
      seat,
      stop,
      partial: null,
      followers,
      yielded: false,
      done: reviewHand(this.pool, hand, seat, {
        ...this.options.review,
        signal: stop.signal,
        caller: AHEAD_CALLER,
        onProgress: (p) => {
          a.partial = p;
          for (const f of followers) f(p);
        },
      }),
    };
    this.ahead = a;
    try {
      const r = await a.done;
      if (r.ok) this.keep(session, handNo, seat, r.value, hand);
      else if (a.yielded && !this.closed) this.waiting.unshift({ session, handNo });
    } finally {
      this.ahead = null;
    }
  }

  /** A person's job on the review begun ahead of the same hand and seat: its progress, its end. */
  private async follow(
    a: Ahead,
    hand: FinishedHand,
    signal: AbortSignal,
    onProgress: (partial: HandReview) => void,
    reviewed: (hand: FinishedHand, review: HandReview) => void,
  ): Promise<Result<HandReview, ApiError<HandReview>>> {
    if (a.partial !== null) onProgress(a.partial);
    a.followers.add(onProgress);
    const stopped = new Promise<Result<HandReview, ApiError<HandReview>>>((resolve) => {
      const onAbort = () => {
        const partial = a.partial ?? { ...emptyReview(a), complete: false };
        resolve(err({ code: 'cancelled', partial }));
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      // The person leaving stops following, not the review: it goes on ahead and is stored.
      const r = await Promise.race([a.done, stopped]);
      if (r.ok) reviewed(hand, r.value);
      return r;
    } finally {
      a.followers.delete(onProgress);
    }
  }

  /** Stops a review begun ahead so that a person's goes first; it is begun again afterwards. */
  private giveWay(a: Ahead): void {
    a.yielded = true;
    a.stop.abort();
  }

  /**
   * Stores a complete review (a session deleted meanwhile: answered, not kept); a review of the person's
   * own seat is then told to `onOwnStored`.
   */
  private keep(session: number, handNo: number, seat: number, review: HandReview, hand: FinishedHand): void {
    try {
      this.store.saveReview(session, handNo, seat, this.version, review, this.now());
    } catch {
      // The session was deleted meanwhile.
      return;
    }
    const row = this.store.session(session);
    if (row === null || !row.settings.seats.some((p) => p.kind === 'human')) return;
    if (seat !== personSeat(row.settings, hand.record.setup.table)) return;
    try {
      if (review.complete) this.options.onOwnStored?.(hand, review);
    } catch (e) {
      console.warn(`review hook: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Tells `onReviewed` of a complete review; its failure never fails the review. */
  private reviewed(hand: FinishedHand, review: HandReview): void {
    try {
      if (review.complete) this.options.onReviewed?.(hand, review);
    } catch (e) {
      console.warn(`review hook: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Stops every running review, those begun ahead too. */
  close(): void {
    this.closed = true;
    this.restClock.stop();
    this.waiting.length = 0;
    this.ahead?.stop.abort();
    this.jobs.close();
  }
}

const emptyReview = (a: Ahead): HandReview => ({
  session: a.session,
  handNo: a.handNo,
  seat: a.seat,
  decisions: [],
  complete: false,
});
