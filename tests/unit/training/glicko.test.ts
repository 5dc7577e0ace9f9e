/**
 * Glicko-2 (src-shared/training/glicko.ts) against the worked example of its author — Mark E. Glickman,
 * "Example of the Glicko-2 system" (Boston University, 2013), section "Example calculation": a player
 * 1500/200/0.06 plays 1400/30, 1550/100 and 1700/300 with results 1, 0, 0 and τ = 0.5 — and against the
 * properties the rest of the app relies on.
 */
import { describe, expect, it } from 'vitest';
import {
  GLICKO_DEFAULTS,
  UNRATED,
  type Rating,
  expectedScore,
  idle,
  rateAttempt,
  ratingAt,
  updateRating,
} from '../../../src-shared/training/glicko.ts';

const r = (rating: number, deviation: number, volatility = 0.06): Rating => ({
  rating,
  deviation,
  volatility,
});
/** No clamping of the deviation: the paper's pure algorithm. */
const paper = { tau: 0.5, minDeviation: 0, maxDeviation: Infinity };

describe("Glickman's example (2013)", () => {
  const after = updateRating(
    r(1500, 200),
    [
      { opponent: r(1400, 30), score: 1 },
      { opponent: r(1550, 100), score: 0 },
      { opponent: r(1700, 300), score: 0 },
    ],
    paper,
  );

  // The paper rounds its intermediate values (μ' = −0.2069, φ' = 0.8722, σ' = 0.05999) before converting
  // back, which gives 1464.06 and 151.52; unrounded arithmetic gives 1464.0507, 151.5165 and 0.0599960.
  it('gives rating ≈ 1464.06, RD ≈ 151.52, volatility ≈ 0.05999', () => {
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.015);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.015);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('is unchanged by the default clamp (the RD stays inside it)', () => {
    const clamped = updateRating(
      r(1500, 200),
      [
        { opponent: r(1400, 30), score: 1 },
        { opponent: r(1550, 100), score: 0 },
        { opponent: r(1700, 300), score: 0 },
      ],
      { ...GLICKO_DEFAULTS, tau: 0.5 },
    );
    expect(clamped).toEqual(after);
  });

  it("uses the paper's expected scores (0.639, 0.432, 0.303)", () => {
    const p = r(1500, 200);
    expect(expectedScore(p, r(1400, 30))).toBeCloseTo(0.639, 3);
    expect(expectedScore(p, r(1550, 100))).toBeCloseTo(0.432, 3);
    expect(expectedScore(p, r(1700, 300))).toBeCloseTo(0.303, 3);
  });
});

describe('properties', () => {
  const learner = r(1600, 120);
  const drill = r(1650, 90);

  it('a win raises the rating, a loss lowers it, a draw against an equal leaves it', () => {
    expect(updateRating(learner, [{ opponent: drill, score: 1 }]).rating).toBeGreaterThan(learner.rating);
    expect(updateRating(learner, [{ opponent: drill, score: 0 }]).rating).toBeLessThan(learner.rating);
    const even = updateRating(learner, [{ opponent: learner, score: 0.5 }]);
    expect(even.rating).toBeCloseTo(learner.rating, 9);
  });

  it('beating a stronger opponent gains more than beating a weaker one', () => {
    const gain = (o: Rating) => updateRating(learner, [{ opponent: o, score: 1 }]).rating - learner.rating;
    expect(gain(r(1900, 90))).toBeGreaterThan(gain(r(1300, 90)));
  });

  it('the RD shrinks with each game and grows with idle periods, up to the ceiling', () => {
    let p: Rating = UNRATED;
    const seen: number[] = [p.deviation];
    for (let i = 0; i < 8; i++) {
      p = updateRating(p, [{ opponent: r(1500, 60), score: i % 2 }]);
      seen.push(p.deviation);
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThan(seen[i - 1] as number);
    const rested = idle(p, 10);
    expect(rested.deviation).toBeGreaterThan(p.deviation);
    expect(idle(p, 20).deviation).toBeGreaterThan(rested.deviation);
    expect(rested.rating).toBe(p.rating);
    expect(idle(p, 1e9).deviation).toBe(GLICKO_DEFAULTS.maxDeviation);
    // Glickman: no games in a period means φ' = √(φ² + σ²).
    const one = idle(r(1500, 200), 1, paper);
    expect(one.deviation).toBeCloseTo(173.7178 * Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2), 9);
    expect(updateRating(r(1500, 200), [], paper)).toEqual(one);
    expect(idle(p, 0)).toBe(p);
  });

  it('the RD never falls below the floor', () => {
    // Ten games a period against settled opponents bring the paper's RD well below the floor.
    const period = Array.from({ length: 10 }, (_, i) => ({ opponent: r(1500, 30), score: i % 2 }));
    let p = r(1500, 50);
    let free = p;
    for (let i = 0; i < 10; i++) {
      p = updateRating(p, period);
      free = updateRating(free, period, paper);
      expect(p.deviation).toBeGreaterThanOrEqual(GLICKO_DEFAULTS.minDeviation);
    }
    expect(free.deviation).toBeLessThan(40);
    expect(p.deviation).toBe(GLICKO_DEFAULTS.minDeviation);
    expect(p.deviation).toBe(GLICKO_DEFAULTS.minDeviation);
  });

  it('surprising results raise the volatility, expected ones let it settle', () => {
    let steady = r(1500, 60);
    let upset = r(1500, 60);
    for (let i = 0; i < 20; i++) {
      steady = updateRating(steady, [{ opponent: r(1500, 60), score: i % 2 }]);
      // Alternately beating a far stronger and losing to a far weaker opponent.
      upset = updateRating(upset, [{ opponent: r(i % 2 ? 1100 : 1900, 60), score: i % 2 ? 0 : 1 }]);
    }
    expect(upset.volatility).toBeGreaterThan(0.06);
    expect(steady.volatility).toBeLessThan(0.06);
  });

  it('a larger τ lets the volatility move further', () => {
    const games = [{ opponent: r(2100, 50), score: 1 }];
    const calm = updateRating(r(1500, 60), games, { ...GLICKO_DEFAULTS, tau: 0.3 });
    const lively = updateRating(r(1500, 60), games, { ...GLICKO_DEFAULTS, tau: 1.2 });
    expect(lively.volatility - 0.06).toBeGreaterThan(calm.volatility - 0.06);
  });
});

describe('bad input', () => {
  it.each([
    ['a NaN rating', r(Number.NaN, 100)],
    ['a zero deviation', r(1500, 0)],
    ['a zero volatility', r(1500, 100, 0)],
    ['an infinite volatility', r(1500, 100, Infinity)],
  ])('%s is refused, not looped on', (_, bad) => {
    expect(() => updateRating(bad, [{ opponent: r(1500, 100), score: 1 }])).toThrow(RangeError);
    expect(() => updateRating(r(1500, 100), [{ opponent: bad, score: 1 }])).toThrow(RangeError);
    expect(() => idle(bad, 1)).toThrow(RangeError);
  });

  it('a score outside [0, 1] and a τ of zero are refused', () => {
    expect(() => updateRating(UNRATED, [{ opponent: UNRATED, score: 2 }])).toThrow(RangeError);
    expect(() =>
      updateRating(UNRATED, [{ opponent: UNRATED, score: 1 }], { ...GLICKO_DEFAULTS, tau: 0 }),
    ).toThrow(RangeError);
  });
});

describe('rateAttempt', () => {
  it('a solved drill raises the learner and lowers the drill, a failed one the reverse', () => {
    const learner = r(1500, 150);
    const drill = r(1500, 150);
    const ok = rateAttempt(learner, drill, true);
    expect(ok.learner.rating).toBeGreaterThan(1500);
    expect(ok.drill.rating).toBeLessThan(1500);
    const bad = rateAttempt(learner, drill, false);
    expect(bad.learner.rating).toBeLessThan(1500);
    expect(bad.drill.rating).toBeGreaterThan(1500);
    // Equal ratings and deviations: the two move by the same amount in opposite directions.
    expect(ok.learner.rating - 1500).toBeCloseTo(1500 - ok.drill.rating, 9);
  });

  it('rates each side against the other one as it was before the attempt', () => {
    const learner = r(1420, 200);
    const drill = r(1710, 80);
    const both = rateAttempt(learner, drill, false);
    expect(both.learner).toEqual(updateRating(learner, [{ opponent: drill, score: 0 }]));
    expect(both.drill).toEqual(updateRating(drill, [{ opponent: learner, score: 1 }]));
  });

  it('an uncertain learner moves further than a settled one', () => {
    const drill = r(1500, 80);
    const fresh = rateAttempt(r(1500, 300), drill, true).learner.rating - 1500;
    const settled = rateAttempt(r(1500, 60), drill, true).learner.rating - 1500;
    expect(fresh).toBeGreaterThan(settled);
  });
});

describe('ratingAt', () => {
  const stored = { rating: 1620, deviation: 60, volatility: 0.06 };
  const updated = '2026-11-01T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('leaves a rating written today as it is and widens one left for a month, never past the maximum', () => {
    expect(ratingAt(stored, updated, at('2026-11-01T12:00:00.000Z'))).toEqual(stored);
    const month = ratingAt(stored, updated, at('2026-12-01T12:00:00.000Z'));
    expect(month.rating).toBe(stored.rating);
    expect(month).toEqual(idle(stored, 30));
    expect(month.deviation).toBeGreaterThan(stored.deviation);
    expect(ratingAt(stored, updated, at('2126-11-01T12:00:00.000Z')).deviation).toBe(
      GLICKO_DEFAULTS.maxDeviation,
    );
  });

  it('does not grow from an unreadable or future time', () => {
    expect(ratingAt(stored, 'yesterday', at('2026-11-02T12:00:00.000Z'))).toEqual(stored);
    expect(ratingAt(stored, updated, at('2026-10-01T12:00:00.000Z'))).toEqual(stored);
  });
});
