/**
 * The levels' choice among valued candidates (src-main/ai/level-choice.ts): the argmax at temperature
 * 0, a softmax over the mean money otherwise — better candidates more often, near-equal ones swapped
 * often, clearly worse ones rarely — and the same choice from the same generator.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src-shared/index.ts';
import {
  type ChoiceRows,
  choiceWeights,
  chooser,
  eligible,
  exactRows,
  levelChoice,
  levelChooser,
  ownMoney,
} from '../../../src-main/ai/level-choice.ts';

/** How often each candidate is chosen over `n` generators seeded 1..n. */
function counts(values: readonly number[], best: number, t: number, n = 4000): number[] {
  const out = values.map(() => 0);
  for (let s = 1; s <= n; s++) {
    const k = levelChoice(values, best, t, createRng(s));
    out[k] = (out[k] as number) + 1;
  }
  return out;
}

describe('levelChoice', () => {
  it('takes the best at temperature 0 and draws nothing from the generator', () => {
    const rng = createRng(7);
    const before = rng.state;
    // The caller's best need not be the highest value (its tie rules): it is taken as given.
    expect(levelChoice([1, 3, 3, -2], 2, 0, rng)).toBe(2);
    expect(rng.state).toBe(before);
    expect(counts([0.5, 0.4, 0.1], 0, 0, 200)).toEqual([200, 0, 0]);
  });

  it('chooses better candidates more often, in the order of their values', () => {
    // Values in Kč for the seat: 0.0 best, 0.1 near, 0.5 worse, 2.0 clearly worse.
    const c = counts([-0.1, 0, -2, -0.5], 1, 0.25);
    expect(c[1]).toBeGreaterThan(c[0] as number);
    expect(c[0]).toBeGreaterThan(c[3] as number);
    expect(c[3]).toBeGreaterThan(c[2] as number);
    // A near-equal card is swapped in often, a clearly worse one almost never.
    expect((c[0] as number) / 4000).toBeGreaterThan(0.25);
    expect((c[2] as number) / 4000).toBeLessThan(0.01);
  });

  it('follows the softmax weights, and a higher temperature spreads the choice', () => {
    const values = [0, -0.2, -0.6];
    const w = choiceWeights(values, 0, 0.25);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect((w[0] as number) / (w[1] as number)).toBeCloseTo(Math.exp(0.2 / 0.25), 10);
    const c = counts(values, 0, 0.25, 8000);
    c.forEach((k, i) => expect(Math.abs(k / 8000 - (w[i] as number))).toBeLessThan(0.02));
    const hot = choiceWeights(values, 0, 1);
    expect(hot[0]).toBeLessThan(w[0] as number);
    expect(hot[2]).toBeGreaterThan(w[2] as number);
    expect(choiceWeights(values, 1, 0)).toEqual([0, 1, 0]);
  });

  it('is deterministic per generator', () => {
    const values = [0, -0.05, -0.1, -0.3, 0.02];
    for (let s = 0; s < 50; s++)
      expect(levelChoice(values, 4, 0.3, createRng(s))).toBe(levelChoice(values, 4, 0.3, createRng(s)));
    // and not constant across generators
    expect(
      new Set(Array.from({ length: 50 }, (_, s) => levelChoice(values, 4, 0.3, createRng(s)))).size,
    ).toBeGreaterThan(1);
  });

  it('counts the declarer’s money from every payer, a defender’s for himself', () => {
    expect(ownMoney(true, 2)).toBe(2);
    expect(ownMoney(false, 2)).toBe(1);
  });
});

/**
 * Rows of 16 deals for candidates [best, other]: the best worth `top` on every deal, the other trailing
 * it by `gap` on average, by gap − 2 and gap + 2 on alternate deals (a standard error of 0.52).
 */
function trailing(gap: number, top = 1): ChoiceRows {
  return Array.from({ length: 16 }, (_, d) => [top, top - gap + (d % 2 === 0 ? 2 : -2)]);
}

const means = (rows: ChoiceRows) =>
  (rows[0] ?? []).map((_, j) => rows.reduce((a, r) => a + (r[j] as number), 0) / rows.length);

describe('eligible: randomness only within the sampling error', () => {
  it('gives a clear loss weight exactly 0, and it is never taken', () => {
    // Trailing by 3 ± 0.52 on the same deals: more than two standard errors behind.
    const rows = trailing(3);
    expect(eligible(rows, 0)).toEqual([true, false]);
    // Without the rows the softmax at temperature 1 gives it e^-3 of the best's weight (what the levels
    // drew before the guard).
    expect(choiceWeights(means(rows), 0, 1)[1]).toBeGreaterThan(0.04);
    expect(choiceWeights(means(rows), 0, 1, rows)[1]).toBe(0);
    let taken = 0;
    for (let s = 1; s <= 10_000; s++) if (levelChoice(means(rows), 0, 1, createRng(s), rows) === 1) taken++;
    expect(taken).toBe(0);
  });

  it('keeps a choice within the sampling error in the draw', () => {
    // Trailing by 0.1 ± 0.52: the deals cannot tell them apart.
    const rows = trailing(0.1);
    expect(eligible(rows, 0)).toEqual([true, true]);
    const w = choiceWeights(means(rows), 0, 1, rows);
    expect(w[1]).toBeGreaterThan(0);
    expect((w[0] as number) / (w[1] as number)).toBeCloseTo(Math.exp(0.1), 10);
    let taken = 0;
    for (let s = 1; s <= 2000; s++) if (levelChoice(means(rows), 0, 1, createRng(s), rows) === 1) taken++;
    expect(taken).toBeGreaterThan(800);
  });

  it('judges against the caller’s best, whatever its rank by the means', () => {
    // The caller kept candidate 1 (a prior); candidate 0 is ahead of it, candidate 2 clearly behind.
    const rows: ChoiceRows = Array.from({ length: 12 }, (_, d) => [1 + (d % 3), 0.5 + (d % 3), -4 + (d % 2)]);
    expect(eligible(rows, 1)).toEqual([true, true, false]);
    expect(choiceWeights(means(rows), 1, 0.5, rows)[2]).toBe(0);
  });

  it('pairs the deals: a constant gap is clear however large the values swing', () => {
    // Values swing by ±20 from deal to deal, the gap is always 0.3: paired, it is certain.
    const rows: ChoiceRows = Array.from({ length: 8 }, (_, d) => {
      const v = d % 2 === 0 ? 20 : -20;
      return [v, v - 0.3];
    });
    expect(eligible(rows, 0)).toEqual([true, false]);
    // Equal on every deal: no gap at all, eligible.
    expect(
      eligible(
        [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
        0,
      ),
    ).toEqual([true, true]);
  });

  it('judges by the deals valuing both, and not at all with fewer than two', () => {
    expect(eligible([[1, -5]], 0)).toEqual([true, true]);
    expect(
      eligible(
        [
          [1, Number.NaN],
          [1, -5],
          [2, Number.NaN],
        ],
        0,
      ),
    ).toEqual([true, true]);
    expect(
      eligible(
        [
          [1, -5],
          [1, -5.5],
          [2, Number.NaN],
          [1, -4.5],
        ],
        0,
      ),
    ).toEqual([true, false]);
    // No rows: the plain softmax.
    expect(choiceWeights([0, -3], 0, 1, [])).toEqual(choiceWeights([0, -3], 0, 1));
  });

  it('weighs the deals by their weights, judging by the effective number of deals', () => {
    // Equal weights judge as no weights at all.
    const rows = trailing(0.8);
    const ones = rows.map(() => 1);
    expect(eligible(rows, 0, 2, ones)).toEqual(eligible(rows, 0));
    // Trailing by 0.8 ± 0.52 on 16 equal deals: within two standard errors. The same rows with one deal
    // carrying nearly all the weight: about one deal's worth, no error to judge by, still eligible; and
    // weights that keep the eight deals where it trails by 2.8 make it a clear loss.
    expect(eligible(rows, 0)).toEqual([true, true]);
    expect(
      eligible(
        rows,
        0,
        2,
        rows.map((_, d) => (d === 1 ? 1e6 : 1e-6)),
      ),
    ).toEqual([true, true]);
    const worse = rows.map((_, d) => (d % 2 === 1 ? 1 : 1e-9));
    expect(eligible(rows, 0, 2, worse)).toEqual([true, false]);
    // A deal of weight 0 does not count.
    expect(
      eligible(
        [
          [1, -5],
          [1, -5.5],
          [2, 9],
        ],
        0,
        2,
        [1, 1, 0],
      ),
    ).toEqual([true, false]);
  });

  it('takes values known exactly as certain: only the best (and its equals) stay in the draw', () => {
    const values = [0.5, 0.5 - 1e-3, 0.5, -2];
    expect(eligible(exactRows(values), 0)).toEqual([true, false, true, false]);
    const w = choiceWeights(values, 0, 2, exactRows(values));
    expect(w).toEqual([0.5, 0, 0.5, 0]);
  });
});

describe('chooser: the rule player’s choice kept within the sampling error', () => {
  // Three candidates on four deals: 0 is best, 1 trails it by 1 ± a lot (not a clear loss), 2 trails it
  // by exactly 5 on every deal (a clear loss).
  const rows: ChoiceRows = [
    [10, 12, 5],
    [10, 6, 5],
    [10, 11, 5],
    [10, 7, 5],
  ];
  const values = [10, 9, 5];
  const drawn = (choose: ReturnType<typeof chooser>, prior?: number, n = 400) => {
    const out = [0, 0, 0];
    for (let s = 1; s <= n; s++) {
      const k = choose('play', values, 0, createRng(s), rows, undefined, prior);
      out[k] = (out[k] as number) + 1;
    }
    return out;
  };

  it('takes the prior every time where the rows cannot tell it from the best', () => {
    expect(eligible(rows, 0)).toEqual([true, true, false]);
    expect(drawn(chooser(2, undefined, true), 1)).toEqual([0, 400, 0]);
  });

  it('draws by the temperature where the prior is a clear loss, never taking it', () => {
    const counts = drawn(chooser(2, undefined, true), 2);
    expect(counts[2]).toBe(0);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
  });

  it('ignores the prior unless the chooser keeps it, and at temperature 0', () => {
    const plain = drawn(chooser(2), 1);
    expect(plain[0]).toBeGreaterThan(0);
    expect(plain[1]).toBeLessThan(400);
    expect(drawn(chooser(0, undefined, true), 1)).toEqual([400, 0, 0]);
    expect(drawn(levelChooser(2, { best: true }, true), 1)).toEqual([400, 0, 0]);
  });

  it('without rows (no error to judge by) draws as without a prior', () => {
    const a = chooser(2, undefined, true);
    const b = chooser(2);
    for (let s = 1; s <= 50; s++)
      expect(a('play', values, 0, createRng(s), undefined, undefined, 1)).toBe(
        b('play', values, 0, createRng(s)),
      );
  });
});
