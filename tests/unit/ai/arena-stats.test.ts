import { describe, expect, it } from 'vitest';
import { type HandRecord, interval, pairedChange, ratioInterval } from '../../../src-main/ai/arena.ts';

describe('ratioInterval (thrown-in share, flek rate)', () => {
  it('with the same number of hands on every deal, is the interval of the per-deal shares', () => {
    const r = ratioInterval([1, 0, 1, 0, 2], [2, 2, 2, 2, 2]);
    const shares = interval([0.5, 0, 0.5, 0, 1]);
    expect(r.mean).toBeCloseTo(shares.mean, 12);
    expect(r.half).toBeCloseTo(shares.half, 12);
    expect(r.n).toBe(5);
  });

  it('weighs deals by their hands: Σx / Σy, the delta method for its error', () => {
    // 3 of 4 and 0 of 2: 3 / 6. Residuals x − r·y: 1 and −1; variance 2 / 1 / (2 · 3²) = 1/9.
    const r = ratioInterval([3, 0], [4, 2]);
    expect(r.mean).toBe(0.5);
    expect(r.half).toBeCloseTo(1.96 / 3, 12);
  });

  it('says nothing where nothing was counted', () => {
    expect(ratioInterval([], []).half).toBe(Infinity);
    expect(ratioInterval([0, 0], [0, 0]).half).toBe(Infinity);
    expect(ratioInterval([1], [2])).toMatchObject({ mean: 0.5, half: Infinity });
  });
});

describe('pairedChange (a change measured by deal, --before)', () => {
  // A deal's hands carry only the money the pairing reads.
  const deal = (...money: number[][]): HandRecord[] =>
    money.map((m) => ({ money: m }) as unknown as HandRecord);

  it('pairs each deal with the same seed and index before, over the deals both ran', () => {
    const before = [
      { seed: 1, deals: [deal([10, -10], [30, -30]), deal([0, 0], [0, 0]), deal([5, -5], [5, -5])] },
      { seed: 2, deals: [deal([-20, 20], [0, 0])] },
    ];
    const after = [
      { seed: 2, deals: [deal([0, 0], [0, 0]), deal([99, -99], [99, -99])] },
      { seed: 1, deals: [deal([30, -30], [30, -30]), deal([10, -10], [-10, 10])] },
    ];
    const paired = pairedChange(after, before, 2);
    if (paired === null) throw new Error('every seed has a run before');
    // Seed 2: one deal both ran (−10 → 0); seed 1: two (20 → 30, 0 → 0). The first player's changes.
    const first = interval([10, 10, 0]);
    expect(paired.change[0]).toEqual(first);
    expect(paired.change[1]?.mean).toBeCloseTo(-first.mean, 12);
    expect(paired.after).toHaveLength(3);
    expect(paired.before).toHaveLength(3);
  });

  it('says nothing for a seed that has no run before', () => {
    expect(
      pairedChange([{ seed: 3, deals: [deal([1, -1])] }], [{ seed: 1, deals: [deal([1, -1])] }], 2),
    ).toBe(null);
  });
});
