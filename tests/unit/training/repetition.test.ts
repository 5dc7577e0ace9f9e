/**
 * Spaced repetition (src-shared/training/repetition.ts): the ladder 4 h, 1 d, 3 d, 1 w, 2 w, 1 m walked
 * rung by rung, a failure restarting it, early successes changing nothing, ISO and epoch times alike,
 * the order of "dnes k opakování" and the end of a local day.
 */
import { describe, expect, it } from 'vitest';
import {
  LADDER,
  type ReviewItem,
  changeOf,
  daysUntil,
  due,
  endOfDay,
  failed,
  firstLesson,
  isDue,
  kindOf,
  later,
  lessonItem,
  reviewed,
  solved,
  toEpoch,
} from '../../../src-shared/training/repetition.ts';

const H = 3_600_000;
const D = 24 * H;
const t0 = Date.parse('2026-11-22T08:00:00Z');

describe('the ladder', () => {
  it('is 4 h, 1 d, 3 d, 1 w, 2 w, 1 m', () => {
    expect(LADDER).toEqual([4 * H, D, 3 * D, 7 * D, 14 * D, 30 * D]);
  });

  // Each row: the attempt, taken when the item is due, and where the item is afterwards.
  const walk: readonly [ok: boolean, rung: number, waits: number | null][] = [
    [false, 0, 4 * H], // first failure: back in about 4 hours
    [true, 1, D],
    [true, 2, 3 * D],
    [true, 3, 7 * D],
    [false, 0, 4 * H], // a failure on the week rung starts again
    [true, 1, D],
    [true, 2, 3 * D],
    [true, 3, 7 * D],
    [true, 4, 14 * D],
    [true, 5, 30 * D],
    [true, 6, null], // solved on the month rung: learned, not due again
    [false, 0, 4 * H], // failing a learned position puts it back on the ladder
  ];
  it('is walked up by successes and restarted by failures', () => {
    let item: ReviewItem | undefined;
    let now = t0;
    let lapses = 0;
    for (const [i, [ok, rung, waits]] of walk.entries()) {
      if (!ok) lapses++;
      item = item === undefined ? failed('d1', undefined, now) : reviewed(item, ok, now);
      expect(item, `row ${i}`).toEqual({
        id: 'd1',
        rung,
        due: waits === null ? null : now + waits,
        lapses,
      });
      // The next attempt comes 10 minutes after it is due (a learned item is tried a day later).
      now = (item.due ?? now + D) + 10 * 60_000;
    }
  });
});

describe('attempts off schedule', () => {
  const item = failed('d2', undefined, t0);

  it('a success before it is due changes nothing; at the due time it counts', () => {
    expect(solved(item, t0 + H)).toBe(item);
    expect(solved(item, t0 + 4 * H)).toEqual({ ...item, rung: 1, due: t0 + 4 * H + D });
  });

  it('a failure at any time restarts from now and counts a lapse', () => {
    const up = solved(item, t0 + 5 * H);
    expect(reviewed(up, false, t0 + 6 * H)).toEqual({ id: 'd2', rung: 0, due: t0 + 10 * H, lapses: 2 });
  });

  it('a learned item stays learned when solved again', () => {
    const learned: ReviewItem = { id: 'd3', rung: LADDER.length, due: null, lapses: 1 };
    expect(solved(learned, t0)).toBe(learned);
  });
});

describe('times', () => {
  it('take ISO strings and epoch milliseconds alike', () => {
    expect(failed('a', undefined, '2026-11-22T08:00:00Z')).toEqual(failed('a', undefined, t0));
    expect(toEpoch('2026-11-22T09:00:00+01:00')).toBe(t0);
    expect(() => toEpoch('zítra')).toThrow(RangeError);
  });
});

describe('due', () => {
  const item = (id: string, dueAt: number | null, rung = 0): ReviewItem => ({
    id,
    rung,
    due: dueAt,
    lapses: 1,
  });
  const items = [
    item('later', t0 + 2 * H, 1),
    item('learned', null, 6),
    item('b', t0 - D, 2),
    item('a', t0 - D, 2),
    item('low', t0 - D, 0),
    item('now', t0),
    item('oldest', t0 - 3 * D, 4),
    item('tomorrow', t0 + D),
  ];

  it('lists what is due, the longest overdue first, then the lower rung, then by id', () => {
    expect(due(items, t0).map((i) => i.id)).toEqual(['oldest', 'low', 'a', 'b', 'now']);
    expect(due(items, new Date(t0).toISOString())).toEqual(due(items, t0));
  });

  it('counts up to a later time for the rest of today', () => {
    expect(due(items, t0, t0 + 3 * H).map((i) => i.id)).toEqual(['oldest', 'low', 'a', 'b', 'now', 'later']);
    // An `until` before `now` still includes everything due now.
    expect(due(items, t0, t0 - 2 * D)).toHaveLength(5);
    expect(due([], t0)).toEqual([]);
  });

  it('a fresh failure waits its 4 hours; an item waiting a day or more is due all its day', () => {
    const fresh = item('fresh', t0 + 4 * H, 0);
    const daily = item('daily', t0 + 4 * H, 1);
    const end = t0 + 12 * H;
    expect([isDue(fresh, t0, end), isDue(daily, t0, end)]).toEqual([false, true]);
    expect([isDue(fresh, t0 + 4 * H, end), isDue(daily, t0, t0 + 3 * H)]).toEqual([true, false]);
    expect(due([fresh, daily], t0, end).map((i) => i.id)).toEqual(['daily']);
    expect(later([fresh, daily, item('tomorrow', t0 + D, 0)], t0, end).map((i) => i.id)).toEqual(['fresh']);
    expect(isDue(item('learned', null, 6), t0 + 99 * D, t0 + 99 * D)).toBe(false);
  });

  it('leaves its input alone', () => {
    const copy = items.slice();
    due(items, t0);
    expect(items).toEqual(copy);
  });
});

describe('endOfDay', () => {
  it.each([
    // now (UTC), offset east in minutes, the last millisecond of that local day (UTC)
    ['2026-11-22T08:00:00Z', 0, '2026-11-22T23:59:59.999Z'],
    ['2026-11-22T08:00:00Z', 60, '2026-11-22T22:59:59.999Z'], // CET
    ['2026-11-22T23:30:00Z', 60, '2026-11-23T22:59:59.999Z'], // already the 23rd in Prague
    ['2026-07-01T22:30:00Z', 120, '2026-07-02T21:59:59.999Z'], // CEST
    ['2026-11-22T02:00:00Z', -300, '2026-11-22T04:59:59.999Z'], // New York, still the 21st
    ['2026-11-22T23:59:59.999Z', 0, '2026-11-22T23:59:59.999Z'],
    ['2026-11-23T00:00:00Z', 0, '2026-11-23T23:59:59.999Z'],
  ] as const)('%s at UTC%+d min ends at %s', (now, offset, end) => {
    expect(new Date(endOfDay(now, offset)).toISOString()).toBe(end);
  });
});

describe('lessons, kinds and changes', () => {
  it('a lesson with a slip starts on the first rung, a clean one a rung higher with no lapse', () => {
    expect(firstLesson('lesson:a', false, t0)).toEqual({
      id: 'lesson:a',
      rung: 0,
      due: t0 + 4 * H,
      lapses: 1,
    });
    expect(firstLesson('lesson:a', true, t0)).toEqual({ id: 'lesson:a', rung: 1, due: t0 + D, lapses: 0 });
  });

  it.each([
    ['drill:12', 'drill'],
    [lessonItem('basics.cards'), 'lesson'],
    ['bid:3:1:0:4', 'bid'],
    ['review:1', null],
    ['drill', null],
  ] as const)('%s is of kind %s', (id, kind) => {
    expect(kindOf(id)).toBe(kind);
  });

  it('says what an attempt did: added, a rung up, learned, or nothing', () => {
    const added = failed('d', undefined, t0);
    expect(changeOf(null, added)).toEqual({ item: 'd', change: 'added', rung: 0, due: t0 + 4 * H });
    const up = solved(added, t0 + 4 * H);
    expect(changeOf(added, up)).toEqual({ item: 'd', change: 'up', rung: 1, due: t0 + 4 * H + D });
    expect(changeOf(up, failed('d', up, t0 + D))?.change).toBe('added');
    expect(changeOf(up, solved(up, t0))).toBeNull(); // early: unchanged
    expect(changeOf(null, null)).toBeNull();
    const top = { id: 'd', rung: 5, due: t0, lapses: 1 };
    expect(changeOf(top, solved(top, t0))).toEqual({ item: 'd', change: 'learned', rung: 6, due: null });
  });

  it.each([
    // due (UTC), now (UTC), offset, local days from today
    ['2026-11-22T20:00:00Z', '2026-11-22T08:00:00Z', 0, 0],
    ['2026-11-22T23:30:00Z', '2026-11-22T08:00:00Z', 60, 1], // already the 23rd in Prague
    ['2026-11-25T07:00:00Z', '2026-11-22T23:30:00Z', 0, 3],
    ['2026-11-21T12:00:00Z', '2026-11-22T08:00:00Z', 0, -1],
  ])('%s seen at %s (offset %i) is %i days away', (at, now, offset, days) => {
    expect(daysUntil(at, now, offset)).toBe(days);
  });
});
