/**
 * A hand's review begins as soon as the hand ends (src-main/review/service.ts `reviewAhead`, wired to
 * the game service's `onHandFinished` as the app wires it): for the first person's seat, in the
 * background, stored when complete — so opening the review answers at once from the store, or follows
 * the review under way instead of beginning a second one; the table goes on meanwhile (the next hand
 * is dealt and played while the review ahead waits on the solver); and a review a person starts of
 * another hand goes first, the one ahead begun again after it; and once no call came for the rest time
 * the review under way ahead stops and none begins until the next call (an app left alone lets its
 * background worker go: docs/RELIABILITY.md "Memory of a busy evening").
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiError,
  type ApiResult,
  type Result,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
  createRng,
  err,
} from '../../../src-shared/index.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { REVIEW_VERSION, type ReviewPool, reviewHand } from '../../../src-main/review/review.ts';
import { AHEAD_CALLER, ReviewService } from '../../../src-main/review/service.ts';
import { playedOutHand, storeHand, tempStore } from './support.ts';
import { until } from '../../support/wait.ts';

const SAMPLING = { layouts: 4, deals: 2 } as const;
const temp = tempStore('ahead');
afterAll(() => temp.close());
const noComputer = { decide: () => Promise.reject(new Error('every seat is a person here')) };
const people: SeatPlayer[] = ['Eva', 'Karel', 'Jana'].map((name) => ({ kind: 'human', name }));

/**
 * The tasks in-process, each first waiting while the gate is shut (a stop while waiting answers
 * `cancelled`), counted by caller.
 */
function gatedPool() {
  const inner = inProcessPool();
  let open: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const calls = new Map<string, number>();
  const through = async <R, E>(
    options: { readonly signal?: AbortSignal; readonly caller?: string } | undefined,
    task: () => Promise<Result<R, ApiError<E>>>,
  ): Promise<Result<R, ApiError<E>>> => {
    const caller = options?.caller ?? '';
    calls.set(caller, (calls.get(caller) ?? 0) + 1);
    const signal = options?.signal;
    const aborted = new Promise<'stop'>((resolve) => {
      if (signal?.aborted) resolve('stop');
      signal?.addEventListener('abort', () => resolve('stop'), { once: true });
    });
    if ((await Promise.race([gate.then(() => 'go' as const), aborted])) === 'stop')
      return err({ code: 'cancelled' });
    return task();
  };
  const pool: ReviewPool = {
    run: (method, params, options) => through(options, () => inner.run(method, params, options)),
    reviewBid: (task, options) => through(options, () => inner.reviewBid(task, options)),
    stockCard: (task, options) => through(options, () => inner.stockCard(task, options)),
  };
  return {
    pool,
    calls,
    shut: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}

/** Plays the session's current hand to its end, every seat a person choosing at random. */
async function playToEnd(games: GameService, s: TableSnapshot, seed: number): Promise<TableSnapshot> {
  const rng = createRng(seed);
  let at = s;
  while (at.turn === 'human') {
    const legal = at.view.legal.filter((a) => a.type !== 'claim');
    const r = await games.act({ id: at.id, action: legal[rng.int(legal.length)] as Action });
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    at = r.value;
  }
  return at;
}

async function finished(reviews: ReviewService, job: ApiResult<'reviewStart'>): Promise<HandReview> {
  if (!job.ok) throw new Error(`reviewStart: ${JSON.stringify(job.error)}`);
  for (;;) {
    const p = await reviews.reviewPoll({ job: job.value.job }, 'w');
    if (!p.ok) throw new Error('poll');
    if (p.value.state === 'done') return p.value.partial as HandReview;
    if (p.value.state !== 'running') throw new Error(`the review ${p.value.state}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const storedReview = (session: number, handNo: number, seat: number) =>
  temp.store.review(session, handNo, seat, REVIEW_VERSION) as HandReview | null;

describe('a hand reviewed ahead', () => {
  it('begins when the hand ends, is stored, and answers the review screen at once', async () => {
    const gated = gatedPool();
    const reviews = new ReviewService(temp.store, gated.pool, { review: SAMPLING, aheadDelayMs: 0 });
    const games = new GameService(temp.store, noComputer, { newSeed: () => 4 });
    games.onHandFinished((id, handNo) => reviews.reviewAhead(id, handNo));
    try {
      const made = await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people, practice: true },
      });
      if (!made.ok) throw new Error('no session');
      const end = await playToEnd(games, made.value, 1);
      expect(end.view.phase).toBe('finished');
      await until(() => storedReview(end.id, 1, 0) !== null);
      const stored = storedReview(end.id, 1, 0) as HandReview;
      expect(stored.complete).toBe(true);
      expect(gated.calls.get(AHEAD_CALLER)).toBeGreaterThan(0);
      // Graded as a review begun on the screen grades it.
      const hand = temp.store.hands(end.id)[0]!;
      const fresh = await reviewHand(
        inProcessPool(),
        { session: end.id, handNo: 1, record: { setup: hand.setup, actions: hand.actions } },
        0,
        SAMPLING,
      );
      expect(fresh.ok && fresh.value.decisions).toEqual(stored.decisions);
      // Opening it: done at once, from the store, no solver task.
      const before = [...gated.calls.values()].reduce((a, b) => a + b, 0);
      const job = await reviews.reviewStart({ session: end.id, handNo: 1, seat: 0 }, 'w');
      if (!job.ok) throw new Error('reviewStart');
      const polled = await reviews.reviewPoll({ job: job.value.job }, 'w');
      expect(polled.ok && polled.value.state).toBe('done');
      expect(polled.ok && polled.value.partial).toEqual(stored);
      expect([...gated.calls.values()].reduce((a, b) => a + b, 0)).toBe(before);
    } finally {
      reviews.close();
    }
  });

  it('is followed by the screen while under way — one review, not two — and never holds up the table', async () => {
    const gated = gatedPool();
    const reviews = new ReviewService(temp.store, gated.pool, { review: SAMPLING, aheadDelayMs: 0 });
    const games = new GameService(temp.store, noComputer, { newSeed: () => 5 });
    games.onHandFinished((id, handNo) => reviews.reviewAhead(id, handNo));
    try {
      const made = await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people, practice: true },
      });
      if (!made.ok) throw new Error('no session');
      gated.shut();
      const end = await playToEnd(games, made.value, 2);
      await until(() => reviews.reviewingAhead() !== null);
      expect(reviews.reviewingAhead()).toEqual({ session: end.id, handNo: 1, seat: 0 });
      // The review ahead waits on the solver; the table deals and plays the next hand meanwhile.
      const dealt = await games.nextHand({ id: end.id });
      if (!dealt.ok) throw new Error('nextHand');
      const moved = await games.act({ id: end.id, action: dealt.value.view.legal[0] as Action });
      expect(moved.ok).toBe(true);
      expect(storedReview(end.id, 1, 0)).toBeNull();
      // The screen opens it: the job follows the review under way.
      const job = await reviews.reviewStart({ session: end.id, handNo: 1, seat: 0 }, 'w');
      expect(gated.calls.get('w') ?? 0).toBe(0);
      gated.open();
      const review = await finished(reviews, job);
      expect(review.complete).toBe(true);
      expect(review).toEqual(storedReview(end.id, 1, 0));
      // Every solver task was the review ahead's: the screen's job began none.
      expect(gated.calls.get('w') ?? 0).toBe(0);
      const once = gatedPool();
      const hand = temp.store.hands(end.id)[0]!;
      const again = await reviewHand(
        once.pool,
        { session: end.id, handNo: 1, record: { setup: hand.setup, actions: hand.actions } },
        0,
        { ...SAMPLING, caller: AHEAD_CALLER },
      );
      expect(again.ok && again.value).toEqual(review);
      expect(gated.calls.get(AHEAD_CALLER)).toBe(once.calls.get(AHEAD_CALLER));
    } finally {
      reviews.close();
    }
  });

  it('gives way to a review a person starts of another hand, and is begun again after it', async () => {
    const gated = gatedPool();
    const reviews = new ReviewService(temp.store, gated.pool, { review: SAMPLING, aheadDelayMs: 0 });
    const games = new GameService(temp.store, noComputer, { newSeed: () => 6 });
    games.onHandFinished((id, handNo) => reviews.reviewAhead(id, handNo));
    try {
      // An evening played before: its hand not reviewed.
      const older = storeHand(temp.store, playedOutHand(3).record);
      const made = await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people, practice: true },
      });
      if (!made.ok) throw new Error('no session');
      gated.shut();
      const end = await playToEnd(games, made.value, 3);
      await until(() => reviews.reviewingAhead() !== null);
      const order: string[] = [];
      // The person opens the older hand: the review ahead stops and waits for it.
      const job = await reviews.reviewStart({ session: older, handNo: 1, seat: 0 }, 'w');
      await until(() => reviews.reviewingAhead() === null);
      gated.open();
      const mine = await finished(reviews, job);
      order.push('asked');
      expect(mine.complete).toBe(true);
      await until(() => storedReview(end.id, 1, 0) !== null);
      order.push('ahead');
      expect(order).toEqual(['asked', 'ahead']);
      expect((storedReview(end.id, 1, 0) as HandReview).complete).toBe(true);
    } finally {
      reviews.close();
    }
  });

  it('rests once no call came for restAfterMs: the one under way stops, and goes on at the next call', async () => {
    const gated = gatedPool();
    const reviews = new ReviewService(temp.store, gated.pool, {
      review: SAMPLING,
      aheadDelayMs: 0,
      restAfterMs: 300,
    });
    const games = new GameService(temp.store, noComputer, { newSeed: () => 7 });
    games.onHandFinished((id, handNo) => reviews.reviewAhead(id, handNo));
    try {
      const made = await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people, practice: true },
      });
      if (!made.ok) throw new Error('no session');
      gated.shut();
      const end = await playToEnd(games, made.value, 4);
      // The last call of the evening: the review ahead of its hand is under way (waiting on the solver).
      reviews.touch();
      await until(() => reviews.reviewingAhead() !== null);
      const asked = gated.calls.get(AHEAD_CALLER) ?? 0;
      // Nobody calls: it rests, the review under way stopped, nothing stored, no task begun meanwhile.
      await until(() => reviews.reviewingAhead() === null);
      expect(reviews.resting).toBe(true);
      gated.open();
      await new Promise((r) => setTimeout(r, 100));
      expect(gated.calls.get(AHEAD_CALLER) ?? 0).toBe(asked);
      expect(storedReview(end.id, 1, 0)).toBeNull();
      // The next call: it is begun again and, calls coming, stored complete.
      reviews.touch();
      expect(reviews.resting).toBe(false);
      expect(reviews.reviewingAhead()).toEqual({ session: end.id, handNo: 1, seat: 0 });
      await until(() => {
        reviews.touch();
        return storedReview(end.id, 1, 0) !== null;
      }, 50);
      expect((storedReview(end.id, 1, 0) as HandReview).complete).toBe(true);
    } finally {
      reviews.close();
    }
  });
});
