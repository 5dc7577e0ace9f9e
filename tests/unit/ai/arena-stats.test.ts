import { describe, expect, it } from 'vitest';
import { interval, ratioInterval } from '../../../src-main/ai/arena.ts';

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
