/**
 * The review's API through the handler over a real SQLite store, the solver tasks run in-process: a
 * finished hand as stored; a review job polled to its end, answered from the store the second time and
 * recomputed for another version of the grading; stopping; and bad params, unknown sessions and hands,
 * unfinished hands and other callers' jobs named with their JSON paths.
 */
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ApiResult,
  type Method,
  type ReviewStatus,
  describeApiError,
} from '../../../src-shared/index.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { decisionsOf } from '../../../src-main/review/review.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { playedOutHand, storeHand, tempStore } from './support.ts';

const temp = tempStore('api');
afterAll(() => temp.close());
const noPool = { run: () => Promise.reject(new Error('no solver here')) } as never;
/** Small samples: the grades' truth is tested in review.test.ts; here the plumbing. */
const sampling = { layouts: 4, deals: 2 };
const services: ReviewService[] = [];
function handlerWith(version: number) {
  const reviews = new ReviewService(temp.store, inProcessPool(), { review: sampling, version });
  services.push(reviews);
  return createHandler({ pool: noPool, games: {} as GameApi, reviews });
}
afterAll(() => services.forEach((s) => s.close()));
const handle = handlerWith(1);

const played = playedOutHand(1);
const session = storeHand(temp.store, played.record);
const unfinished = storeHand(temp.store, played.record, false);

function value<M extends Method>(r: ApiResult<M>): unknown {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

function badPath(r: ApiResult<Method>): string {
  if (r.ok || r.error.code !== 'badInput') throw new Error(`expected badInput, got ${JSON.stringify(r)}`);
  const e = r.error.error;
  return 'path' in e ? e.path : '(none)';
}

/** Polls a job until it ends. */
async function finish(h: typeof handle, job: string, caller?: string): Promise<ReviewStatus> {
  for (;;) {
    const s = value(await h('reviewPoll', { job }, caller === undefined ? {} : { caller })) as ReviewStatus;
    if (s.state !== 'running') return s;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('handGet', () => {
  it('answers the finished hand: its record, the names, the money and the computer seats', async () => {
    const hand = value(await handle('handGet', { session, handNo: 1 })) as { money: number[] };
    expect(hand).toEqual({
      session,
      handNo: 1,
      record: played.record,
      names: ['Ty', 'Karel', 'Jana'],
      money: expect.any(Array),
      // A session of people: no computer call to ask why about.
      computers: [],
    });
    expect(hand.money.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('tells which decisions a stand-in made for a person away (they are the computer’s: asked why)', async () => {
    // The first call and the first card of seat 1 were the stand-in's (a shared table, Karel away).
    const first = played.record.actions.findIndex((a) => a.seat === 1 && a.type !== 'play');
    const card = played.record.actions.findIndex((a) => a.seat === 1 && a.type === 'play');
    expect(first).toBeGreaterThanOrEqual(0);
    const marks = [
      { index: first, level: 'zacatecnik' as const },
      { index: card, level: 'hrac' as const },
    ];
    const shared = storeHand(temp.store, played.record, true, marks);
    const hand = value(await handle('handGet', { session: shared, handNo: 1 }));
    expect(hand).toMatchObject({ computers: [], standIn: [first, card] });
  });

  it('names bad params by their JSON path', async () => {
    expect(badPath(await handle('handGet', { session: 'x', handNo: 1 }))).toBe('params.session');
    expect(badPath(await handle('handGet', { session, handNo: 0 }))).toBe('params.handNo');
    expect(badPath(await handle('handGet', null))).toBe('params');
  });

  it('refuses an unknown session, an unknown hand and a hand still being played, in words', async () => {
    const none = await handle('handGet', { session: 999, handNo: 1 });
    expect(badPath(none)).toBe('params.session');
    if (!none.ok) expect(describeApiError(none.error, 'en')).toContain('no session 999');
    const noHand = await handle('handGet', { session, handNo: 2 });
    expect(badPath(noHand)).toBe('params.handNo');
    if (!noHand.ok) expect(describeApiError(noHand.error, 'cs')).toContain('není rozdání č. 2');
    const open = await handle('handGet', { session: unfinished, handNo: 1 });
    expect(badPath(open)).toBe('params.handNo');
    if (!open.ok) expect(describeApiError(open.error, 'en')).toContain('not finished');
  });
});

describe('review jobs', () => {
  it('grades every decision of the seat, then answers the same review from the store at once', async () => {
    const seat = played.end.declarer as number;
    const { job } = value(await handle('reviewStart', { session, handNo: 1, seat })) as { job: string };
    const first = await finish(handle, job);
    expect(first.state).toBe('done');
    expect(first.error).toBeNull();
    const review = first.partial;
    expect(review).toMatchObject({ session, handNo: 1, seat, complete: true });
    expect(review?.decisions.map((d) => d.index)).toEqual(
      decisionsOf(played.record, seat).map((d) => d.index),
    );
    for (const d of review?.decisions ?? []) {
      expect(d.action).toEqual(played.record.actions[d.index]);
      expect(d.exact).not.toBeNull();
    }

    const again = value(await handle('reviewStart', { session, handNo: 1, seat })) as { job: string };
    const second = value(await handle('reviewPoll', again)) as ReviewStatus;
    expect(second.state).toBe('done');
    expect(second.partial).toEqual(review);

    // Another version of the grading does not read it: the review is graded again (and equals it).
    const bumped = handlerWith(2);
    const redo = value(await bumped('reviewStart', { session, handNo: 1, seat })) as { job: string };
    expect((value(await bumped('reviewPoll', redo)) as ReviewStatus).state).toBe('running');
    expect((await finish(bumped, redo.job)).partial).toEqual(review);
  });

  it('keeps reviews with their session: deleting the session deletes them', () => {
    const other = storeHand(temp.store, played.record);
    temp.store.saveReview(other, 1, 0, 1, { session: other }, '2026-11-22T19:00:00.000Z');
    expect(temp.store.review(other, 1, 0, 1)).toEqual({ session: other });
    expect(temp.store.deleteSession(other)).toBe(true);
    const db = new Database(temp.store.file, { readonly: true });
    const left = db.prepare('SELECT count(*) AS n FROM reviews WHERE session_id = ?').get(other);
    db.close();
    expect(left).toEqual({ n: 0 });
  });

  it('stops a review on request, keeping the decisions graded so far', async () => {
    const { job } = value(await handle('reviewStart', { session, handNo: 1, seat: 1 })) as { job: string };
    const stopped = value(await handle('reviewStop', { job })) as ReviewStatus;
    expect(stopped.job).toBe(job);
    const end = await finish(handle, job);
    expect(end.state).toBe('stopped');
    expect(end.error).toEqual({ code: 'cancelled' });
    expect(end.partial?.complete ?? false).toBe(false);
  });

  it('names bad params, unknown hands and jobs of other callers', async () => {
    expect(badPath(await handle('reviewStart', { session, handNo: 1, seat: -1 }))).toBe('params.seat');
    const far = await handle('reviewStart', { session, handNo: 1, seat: 3 });
    expect(badPath(far)).toBe('params.seat');
    expect(badPath(await handle('reviewStart', { session: 999, handNo: 1, seat: 0 }))).toBe('params.session');
    expect(badPath(await handle('reviewStart', { session: unfinished, handNo: 1, seat: 0 }))).toBe(
      'params.handNo',
    );
    expect(badPath(await handle('reviewPoll', { job: 'r0-none' }))).toBe('params.job');
    expect(badPath(await handle('reviewPoll', { job: 7 }))).toBe('params.job');
    const { job } = value(await handle('reviewStart', { session, handNo: 1, seat: 0 }, { caller: 'a' })) as {
      job: string;
    };
    expect(badPath(await handle('reviewPoll', { job }, { caller: 'b' }))).toBe('params.job');
    await handle('reviewStop', { job }, { caller: 'a' });
  });
});
