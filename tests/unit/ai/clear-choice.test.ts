import { describe, expect, it } from 'vitest';
import { type ClearRule, Work, clearChoice } from '../../../src-main/ai/budget.ts';

const RULE: ClearRule = { after: 4, z: 2, margin: 0.05, upTo: 24 };

describe('clearChoice', () => {
  it('is never clear before `after` deals, however far apart the candidates', () => {
    const rows = [
      [10, 0],
      [10, 0],
      [10, 0],
    ];
    expect(clearChoice(rows, RULE)).toBe(false);
    expect(clearChoice([...rows, [10, 0]], RULE)).toBe(true);
  });

  it('is clear when the best leads every other by more than z errors of the per-deal difference', () => {
    // Differences 1, 3, 1, 3: mean 2, standard deviation 1.155, error 0.577; 2 > 2 × 0.577.
    const rows = [
      [1, 0, -5],
      [3, 0, -5],
      [1, 0, -5],
      [3, 0, -5],
    ];
    expect(clearChoice(rows, RULE)).toBe(true);
    // The same lead at z = 4 is 2 < 4 × 0.577: not yet.
    expect(clearChoice(rows, { ...RULE, z: 4 })).toBe(false);
  });

  it('is not clear while a candidate may still be better, by the paired difference', () => {
    // Both swing with the deal (the same ±10), B trails by 0.5 or leads by 0.3: close.
    const rows = [
      [10, 9.5],
      [-10, -9.7],
      [10, 9.5],
      [-10, -9.7],
      [10, 10.3],
    ];
    expect(clearChoice(rows, RULE)).toBe(false);
  });

  it('pairs the deals: a steady lead under a large swing common to both is clear', () => {
    const rows = [
      [10, 9],
      [-10, -11],
      [20, 19],
      [-20, -21],
    ];
    expect(clearChoice(rows, RULE)).toBe(true);
  });

  it('takes candidates equal on every deal as settled (equivalent talon pairs), and surely alike ones', () => {
    const equal = [
      [2, 2, 0],
      [5, 5, 0],
      [1, 1, 0],
      [4, 4, 0],
    ];
    expect(clearChoice(equal, RULE)).toBe(true);
    // Ahead by 0.02 or behind by 0.01 by turns: not told apart (0.005 ± 2 × 0.009), but surely within
    // the 0.05 margin of the best, so the choice between them does not matter.
    const alike = [
      [1, 0.98],
      [1, 1.01],
      [1, 0.98],
      [1, 1.01],
    ];
    expect(clearChoice(alike, RULE)).toBe(true);
    expect(clearChoice(alike, { ...RULE, margin: 0.02 })).toBe(false);
  });
});

describe('Work.rows with a clear rule', () => {
  it('stops dealing once the rows settle the choice, and goes on to the budget while they do not', () => {
    let dealt = 0;
    const clear = new Work({ deals: 24, nodes: Infinity, ms: Infinity });
    const rows = clear.rows(
      () => [dealt++ % 2 === 0 ? 3 : 1, 0],
      (r) => clearChoice(r, RULE),
    );
    expect(rows).toHaveLength(4);
    expect(clear.deals).toBe(4);

    // A coin flip between the two: never clear, all 24 deals.
    let flip = 0;
    const close = new Work({ deals: 24, nodes: Infinity, ms: Infinity });
    const again = close.rows(
      () => (flip++ % 2 === 0 ? [1, 0] : [0, 1]),
      (r) => clearChoice(r, RULE),
    );
    expect(again).toHaveLength(24);
  });
});
