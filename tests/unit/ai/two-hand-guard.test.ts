/**
 * Lízaný's calls under a level's temperature (src-main/ai/two-hand/two-hand-bid.ts `guardedMeans`): the draw
 * keeps `beyondPrior`'s guard, so a candidate that beats the rules player's call by less than the
 * standard error of its gain is valued no higher than that call, however large the stakes. And a double
 * is open to the draw only where it gains money over passing by more than its error (`doubleClears`
 * with the samples of passing, doubling.ts `moneyDoubles`), not merely in enough of the samples.
 */
import { describe, expect, it } from 'vitest';
import { type Action, apply, createRng, newHand, view } from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { DOUBLE_RULE } from '../../../src-main/ai/doubling.ts';
import { beyondPrior } from '../../../src-main/ai/estimate.ts';
import { levelChoice } from '../../../src-main/ai/level-choice.ts';
import { doubleClears, guardedMeans } from '../../../src-main/ai/two-hand/two-hand-bid.ts';
import { seededTwoHand } from '../../support/two-hand.ts';

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('guardedMeans', () => {
  it('values the prior at its mean and another at the mean gain over it less one standard error', () => {
    const prior = [1, 2, 3, 2];
    const other = [3, 3, 4, 4]; // gains 2, 1, 1, 2: mean 1.5, standard error 0.289
    const g = guardedMeans([prior, other], 0);
    expect(g[0]).toBeCloseTo(mean(prior), 12);
    const se = Math.sqrt((0.25 * 4) / 4 / 3);
    expect(g[1]).toBeCloseTo(mean(prior) + 1.5 - se, 12);
    // The same on a single sample: never above the prior.
    expect(guardedMeans([[1], [5]], 0)).toEqual([1, 1]);
    expect(guardedMeans([[1], [-5]], 0)).toEqual([1, -5]);
  });

  it('agrees with beyondPrior: the candidate it keeps is the one valued highest', () => {
    const rng = createRng(11);
    let kept = 0;
    let moved = 0;
    for (let t = 0; t < 300; t++) {
      const n = 4 + rng.int(30);
      const shift = [0, rng.int(5) - 2, rng.int(9) - 4];
      const values = shift.map((s) => Array.from({ length: n }, () => s + rng.int(21) - 10));
      const prior = rng.int(3);
      const g = guardedMeans(values, prior);
      const b = beyondPrior(values, prior);
      // beyondPrior's choice is valued above the prior exactly when it leaves the prior.
      if (b === prior) kept++;
      else {
        moved++;
        expect(g[b]).toBeGreaterThan(g[prior] as number);
      }
      // Whatever the guard keeps, nothing is valued above the prior without beating it by its error.
      g.forEach((x, j) => {
        if (j !== prior && x > (g[prior] as number))
          expect(mean(values[j] as number[])).toBeGreaterThan(mean(values[prior] as number[]));
      });
    }
    expect(kept).toBeGreaterThan(20);
    expect(moved).toBeGreaterThan(20);
  });

  it('keeps a hot draw on the prior where a redouble gains by less than its error, at any stake', () => {
    // Pass (the prior) against a redouble at a high stake: the redouble's mean is higher, but its
    // gain is noise (half the samples +3000, half −2800).
    const pass = Array.from({ length: 40 }, () => 1000);
    const redouble = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 4000 : -1800));
    expect(mean(redouble)).toBeGreaterThan(mean(pass));
    expect(beyondPrior([pass, redouble], 0)).toBe(0);
    const g = guardedMeans([pass, redouble], 0);
    let redoubled = 0;
    for (let s = 0; s < 500; s++) if (levelChoice(g, 0, 2, createRng(s)) === 1) redoubled++;
    expect(redoubled).toBe(0);
    // On the bare means the same draw redoubles every time.
    let bare = 0;
    for (let s = 0; s < 500; s++)
      if (levelChoice([mean(pass), mean(redouble)], 0, 2, createRng(s)) === 1) bare++;
    expect(bare).toBe(500);
  });
});

describe('doubleClears by money', () => {
  /** The first lízaný hand of seeds 1… whose dealer is offered a flek of the game, the rules players calling before. */
  function flekOffered() {
    for (let seed = 1; seed < 50; seed++) {
      let s = newHand(seededTwoHand(seed));
      while (s.phase !== 'doubling' && s.phase !== 'play' && s.phase !== 'finished') {
        const r = apply(s, rulePlayer.decide(view(s, s.toAct as number), createRng(seed)).action);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
      if (s.phase !== 'doubling') continue;
      const v = view(s, s.toAct as number);
      const flek = v.legal.find(
        (a): a is Extract<Action, { type: 'double' }> =>
          a.type === 'double' &&
          a.components.length === 1 &&
          a.components[0] === 'game' &&
          !a.against?.length,
      );
      if (flek && v.declarer !== v.seat) return { v, flek };
    }
    throw new Error('no flek offered in seeds 1–49');
  }

  it('keeps a flek that wins 8 of 10 samples out when its money gain is within its error', () => {
    const { v, flek } = flekOffered();
    // The defender: passing, +1 where the declarer loses and −3 where he wins; the flek doubles both.
    const pass = [1, 1, 1, 1, 1, 1, 1, 1, -3, -3];
    const fleked = pass.map((x) => 2 * x);
    // 8 of 10 samples won clears the share bar (0.7) …
    expect(doubleClears(v, flek, fleked, 0.7)).toBe(true);
    // … but the gain over passing is +0.2 ± 0.53 a sample: not open.
    expect(doubleClears(v, flek, fleked, 0.7, pass)).toBe(false);
    // A gain clear of its error (6 standard errors) is open.
    const surer = [3, 3, 3, 3, 3, 3, 3, 3, 3, -1];
    expect(
      doubleClears(
        v,
        flek,
        surer.map((x) => 2 * x),
        0.7,
        surer,
      ),
    ).toBe(true);
  });

  it('asks the z double-fit fitted (DOUBLE_RULE.twoHand), not one standard error', () => {
    const { v, flek } = flekOffered();
    // Won in 17 of 20 samples by 1, lost in 3 by 2: the flek gains 0.45 a sample over passing after the
    // declarer's edge, 1.83 standard errors: enough at z 1, not at the fitted z.
    const pass = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -2, -2, -2, 1, 1, 1, 1, 1];
    expect(DOUBLE_RULE.twoHand.z[0]).toBeGreaterThan(1.83);
    expect(
      doubleClears(
        v,
        flek,
        pass.map((x) => 2 * x),
        0.7,
        pass,
      ),
    ).toBe(false);
    // Twice as many samples of the same kind clear it only with a z below 1.83 · √2.
    const more = [...pass, ...pass, ...pass, ...pass, ...pass, ...pass, ...pass, ...pass];
    expect(
      doubleClears(
        v,
        flek,
        more.map((x) => 2 * x),
        0.7,
        more,
      ),
    ).toBe((DOUBLE_RULE.twoHand.z[0] as number) < 1.83 * Math.sqrt((more.length - 1) / (pass.length - 1)));
  });
});
