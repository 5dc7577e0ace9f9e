/**
 * The levels' choice among valued candidates (src-main/ai/level-choice.ts): the argmax at temperature
 * 0, a softmax over the mean money otherwise — better candidates more often, near-equal ones swapped
 * often, clearly worse ones rarely — and the same choice from the same generator.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src-shared/index.ts';
import { choiceWeights, levelChoice, ownMoney } from '../../../src-main/ai/level-choice.ts';

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
