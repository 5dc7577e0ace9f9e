/**
 * The transposition table's contract (src-main/solver/table.ts): what is stored under a key is found
 * again with its bounds, the points they were proven at and the move, until a later key takes its slot;
 * a bound stays unless the new one is stronger or holds more widely; clear() empties it. The small
 * tables here (4 slots, every key probing all of them) make every collision path run.
 */
import { describe, expect, it } from 'vitest';
import { KEY_WORDS, TranspositionTable } from '../../../src-main/solver/table.ts';

const key = (...words: number[]) => Int32Array.from({ length: KEY_WORDS }, (_, i) => words[i] ?? 0);

describe('TranspositionTable', () => {
  it('reads back the bounds, their points and the move, at the edges of each field', () => {
    const tt = new TranspositionTable(10);
    const cases = [
      { k: key(1), points: 0, lower: -Infinity, upper: 3.5, move: -1 },
      { k: key(2, -1), points: 100, lower: -40, upper: 40, move: 31 },
      { k: key(3, 0, 0, 0, -2147483648), points: 57, lower: 0.1, upper: 0.1, move: 0 },
    ];
    for (const c of cases) tt.store(c.k, c.points, c.lower, c.upper, c.move);
    for (const c of cases) {
      const slot = tt.find(c.k);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect([tt.lower(slot), tt.upper(slot)]).toEqual([c.lower, c.upper]);
      expect([tt.lowerAt(slot), tt.upperAt(slot), tt.move(slot)]).toEqual([c.points, c.points, c.move]);
    }
    expect(tt.find(key(4))).toBe(-1);
  });

  it('finds every key its slots hold; a key past the probe takes its home slot', () => {
    // Four slots: every key's probe runs over all of them.
    const tt = new TranspositionTable(2);
    const keys = [key(10), key(20), key(30), key(40)];
    keys.forEach((k, i) => tt.store(k, 10 * i, i, i + 1, i));
    keys.forEach((k, i) => expect(tt.move(tt.find(k))).toBe(i));
    const late = key(50);
    const home = tt.home(late);
    const displaced = keys.find((k) => tt.find(k) === home) as Int32Array;
    tt.store(late, 0, 7, 8, 5, home);
    expect(tt.find(late)).toBe(home);
    expect(tt.find(displaced)).toBe(-1);
    for (const k of keys) if (k !== displaced) expect(tt.find(k)).toBeGreaterThanOrEqual(0);
  });

  it('keeps the stronger bound or the one that holds for more points, and always the newest move', () => {
    const tt = new TranspositionTable(4);
    const k = key(7, 7);
    tt.store(k, 30, 2, 9, 4);
    // Weaker (1 < 2) and holding from 40 points on, where the stored one holds from 30: kept.
    tt.store(k, 40, 1, 9, 6);
    let slot = tt.find(k);
    expect([tt.lower(slot), tt.lowerAt(slot), tt.move(slot)]).toEqual([2, 30, 6]);
    // Stronger: replaced.
    tt.store(k, 50, 3, 9, -1);
    slot = tt.find(k);
    expect([tt.lower(slot), tt.lowerAt(slot), tt.move(slot)]).toEqual([3, 50, -1]);
    // An upper bound holds at its points and below: 8 is stronger than 9, so it replaces it. The lower
    // bound -Infinity from 20 points holds more widely than 3 from 50 and replaces it too (the rule
    // weighs reach against strength, even for a bound that says nothing).
    tt.store(k, 20, -Infinity, 8, 2);
    slot = tt.find(k);
    expect([tt.upper(slot), tt.upperAt(slot), tt.lower(slot), tt.lowerAt(slot)]).toEqual([
      8,
      20,
      -Infinity,
      20,
    ]);
    // Weaker (10 > 8) but holding up to 60 points, more than 20: replaces it as well.
    tt.store(k, 60, -Infinity, 10, 2);
    slot = tt.find(k);
    expect([tt.upper(slot), tt.upperAt(slot)]).toEqual([10, 60]);
  });

  it('is empty after clear()', () => {
    const tt = new TranspositionTable(3);
    tt.store(key(1), 0, 1, 2, 3);
    expect(tt.find(key(1))).toBeGreaterThanOrEqual(0);
    tt.clear();
    expect(tt.find(key(1))).toBe(-1);
    tt.store(key(2), 0, 1, 2, 3);
    expect(tt.find(key(2))).toBeGreaterThanOrEqual(0);
  });
});
