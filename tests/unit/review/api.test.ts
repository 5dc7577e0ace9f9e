/**
 * The review's API through the handler over a real SQLite store: a finished hand as stored, and bad
 * params, unknown sessions and hands and unfinished hands named with their JSON paths.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Method, describeApiError } from '../../../src-shared/index.ts';
import { type GameApi } from '../../../src-main/game/service.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { playedOutHand, storeHand, tempStore } from './support.ts';

const temp = tempStore('api');
afterAll(() => temp.close());
const noPool = { run: () => Promise.reject(new Error('no solver here')) } as never;
const handle = createHandler({ pool: noPool, games: {} as GameApi, reviews: new ReviewService(temp.store) });

const played = playedOutHand(1);
const session = storeHand(temp.store, played.record);
const unfinished = storeHand(temp.store, played.record, false);

function badPath(r: ApiResult<Method>): string {
  if (r.ok || r.error.code !== 'badInput') throw new Error(`expected badInput, got ${JSON.stringify(r)}`);
  const e = r.error.error;
  return 'path' in e ? e.path : '(none)';
}

describe('handGet', () => {
  it('answers the finished hand: its record, the names and the money', async () => {
    const r = await handle('handGet', { session, handNo: 1 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value).toEqual({
      session,
      handNo: 1,
      record: played.record,
      names: ['Ty', 'Karel', 'Jana'],
      money: expect.any(Array),
    });
    const money = (r.value as { money: number[] }).money;
    expect(money.reduce((a, b) => a + b, 0)).toBe(0);
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
