import { describe, expect, it } from 'vitest';
import {
  type MatchDeals,
  RATING_BOUND,
  fitElo,
  poolRuns,
  rateMatches,
} from '../../../src-main/ai/ratings.ts';

/** A two-player match over `wins + draws + losses` deals: the first player's results in that order. */
function duel(a: string, b: string, wins: number, draws: number, losses: number): MatchDeals {
  const first = [...Array(wins).fill(1), ...Array(draws).fill(0), ...Array(losses).fill(-1)] as number[];
  return { players: [a, b], money: [first, first.map((x) => -x)] };
}

const elo = (p: number) => 400 * Math.log10(p / (1 - p));
const rating = (r: ReturnType<typeof rateMatches>, name: string) =>
  r.ratings.find((p) => p.name === name) as (typeof r.ratings)[number];

describe('Elo fit of duplicate results', () => {
  it('a player beating the anchor on 76% of deals is about 200 above it', () => {
    const r = rateMatches([duel('A', 'rules', 76, 0, 24)], { resamples: 200 });
    expect(rating(r, 'rules').rating).toBe(1500);
    expect(rating(r, 'A').rating).toBeCloseTo(1500 + elo(0.76), 6);
    expect(Math.abs(rating(r, 'A').rating - 1700)).toBeLessThan(1);
    // Fisher: var(θ) = 1 / (n p (1 − p)) on the natural scale.
    const half = (1.96 / Math.sqrt(100 * 0.76 * 0.24)) * (400 / Math.LN10);
    expect(rating(r, 'A').fisherHalf).toBeCloseTo(half, 1);
    expect(rating(r, 'A').low).toBeLessThan(1700);
    expect(rating(r, 'A').high).toBeGreaterThan(1700);
  });

  it('gives each pair its rating difference with an interval', () => {
    const matches = [
      duel('A', 'rules', 760, 0, 240),
      duel('rules', 'B', 760, 0, 240),
      duel('A', 'B', 909, 0, 91),
    ];
    const byFisher = rateMatches(matches, { resamples: 0 });
    const ab = byFisher.pairs.find((q) => q.a === 'A' && q.b === 'B')!;
    expect(ab.difference).toBeCloseTo(rating(byFisher, 'A').rating - rating(byFisher, 'B').rating, 9);
    // A − B is measured by its own games and through the anchor: tighter than the two ratings' halves added.
    const half = (ab.high - ab.low) / 2;
    expect(half).toBeLessThan(rating(byFisher, 'A').fisherHalf + rating(byFisher, 'B').fisherHalf);
    // Against the anchor, the difference's interval is the rating's own.
    const ar = byFisher.pairs.find((q) => q.a === 'A' && q.b === 'rules')!;
    expect((ar.high - ar.low) / 2).toBeCloseTo(rating(byFisher, 'A').fisherHalf, 6);
    const boot = rateMatches(matches, { resamples: 300 }).pairs.find((q) => q.a === 'A' && q.b === 'B')!;
    expect(boot.low).toBeLessThan(ab.difference);
    expect(boot.high).toBeGreaterThan(ab.difference);
    expect(boot.low).toBeGreaterThan(300);
  });

  it("gives each pair its money less the other's, per deal index over the matches that seat both", () => {
    // Two triples share deals 0–3; A and B meet in both. Per deal A − B is 10 and 30 (mean 20), then
    // 0 and 20 (10), −20 and 0 (−10), 40 and 60 (50): the deal's mean is the unit, so n is 4, not 8.
    const m1: MatchDeals = {
      players: ['A', 'B', 'rules'],
      money: [
        [10, 0, -20, 40],
        [0, 0, 0, 0],
        [-10, 0, 20, -40],
      ],
    };
    const m2: MatchDeals = {
      players: ['B', 'A', 'C'],
      money: [
        [0, 0, 0, 0],
        [30, 20, 0, 60],
        [-30, -20, 0, -60],
      ],
    };
    const ab = rateMatches([m1, m2], { resamples: 0 }).pairs.find((q) => q.a === 'A' && q.b === 'B')!;
    const perDeal = [20, 10, -10, 50];
    const sd = Math.sqrt(perDeal.reduce((s, x) => s + (x - 17.5) ** 2, 0) / 3);
    expect(ab.money.n).toBe(4);
    expect(ab.money.mean).toBeCloseTo(17.5, 9);
    expect(ab.money.half).toBeCloseTo((1.96 * sd) / 2, 9);
    expect(ab).toMatchObject({ wins: 5, draws: 2, losses: 1 });
    // A pair seated in one match only: its deals as they are.
    const ar = rateMatches([m1, m2], { resamples: 0 }).pairs.find((q) => q.a === 'A' && q.b === 'rules')!;
    expect(ar.money).toMatchObject({ mean: (20 + 0 - 40 + 80) / 4, n: 4 });
  });

  it('counts a draw as half a win', () => {
    // 50 wins and 50 draws score 75%: 400·log10(3) ≈ 191 above.
    const r = rateMatches([duel('A', 'rules', 50, 50, 0)], { resamples: 0 });
    expect(rating(r, 'A').rating).toBeCloseTo(1500 + elo(0.75), 6);
    expect(r.pairs).toMatchObject([{ a: 'A', b: 'rules', wins: 50, draws: 50, losses: 0 }]);
  });

  it('symmetric results give equal ratings, whatever the order of the players', () => {
    // Every pair splits its deals evenly (a rock-paper-scissors cycle plus draws).
    const matches = [
      duel('A', 'B', 30, 10, 30),
      duel('B', 'rules', 25, 20, 25),
      duel('rules', 'A', 35, 0, 35),
    ];
    const r = rateMatches(matches, { resamples: 100 });
    for (const p of r.ratings) expect(p.rating).toBeCloseTo(1500, 6);
    const reversed = rateMatches([...matches].reverse(), { resamples: 0 });
    for (const p of reversed.ratings) expect(p.rating).toBeCloseTo(1500, 6);
  });

  it('recovers consistent ratings of a round robin', () => {
    // Bradley–Terry with A = 1700, B = 1300: A beats rules 76%, rules beats B 76%, A beats B 91%.
    const matches = [
      duel('A', 'rules', 760, 0, 240),
      duel('rules', 'B', 760, 0, 240),
      duel('A', 'B', 909, 0, 91),
    ];
    const r = rateMatches(matches, { resamples: 0 });
    expect(rating(r, 'A').rating).toBeGreaterThan(1695);
    expect(rating(r, 'A').rating).toBeLessThan(1705);
    expect(rating(r, 'B').rating).toBeGreaterThan(1295);
    expect(rating(r, 'B').rating).toBeLessThan(1305);
    expect(rating(r, 'A').games).toBe(2000);
  });

  it('takes every pair of a three-player match as a game on each deal', () => {
    // Deal by deal: A first, then B, then rules — except the last deal, where all three are level.
    const money = [
      [3, 3, 3, 0],
      [1, 1, 1, 0],
      [-4, -4, -4, 0],
    ];
    const r = rateMatches([{ players: ['A', 'B', 'rules'], money }], { resamples: 0 });
    expect(r.pairs).toMatchObject([
      { a: 'A', b: 'B', wins: 3, draws: 1, losses: 0 },
      { a: 'A', b: 'rules', wins: 3, draws: 1, losses: 0 },
      { a: 'B', b: 'rules', wins: 3, draws: 1, losses: 0 },
    ]);
    expect(rating(r, 'A').rating).toBeGreaterThan(rating(r, 'B').rating);
    expect(rating(r, 'B').rating).toBeGreaterThan(1500);
    expect(rating(r, 'A').deals).toBe(4);
    expect(rating(r, 'A').games).toBe(8);
  });

  it('narrows the interval with more deals', () => {
    const width = (n: number) => {
      const r = rateMatches([duel('A', 'rules', 0.76 * n, 0, 0.24 * n)], { resamples: 500 });
      const a = rating(r, 'A');
      return { boot: a.high - a.low, fisher: a.fisherHalf };
    };
    const small = width(100);
    const large = width(1600);
    // Sixteen times the deals: a quarter of the width (the bootstrap's up to its sampling noise).
    expect(large.fisher / small.fisher).toBeCloseTo(0.25, 2);
    expect(large.boot / small.boot).toBeGreaterThan(0.2);
    expect(large.boot / small.boot).toBeLessThan(0.3);
  });

  it('pools runs on other deals into one round robin, each match deal by deal', () => {
    const first = [duel('A', 'rules', 2, 0, 1), duel('B', 'rules', 1, 1, 0)];
    const second = [duel('A', 'rules', 1, 0, 0), duel('B', 'rules', 0, 0, 2)];
    const pooled = poolRuns([first, second]);
    expect(pooled).toEqual(
      [duel('A', 'rules', 2, 0, 1), duel('B', 'rules', 1, 1, 0)].map((m, k) => ({
        players: m.players,
        money: m.money.map((row, p) => [...row, ...second[k]!.money[p]!]),
      })),
    );
    // The same fit as one run over all the deals.
    const r = rateMatches(pooled, { resamples: 0 });
    expect(rating(r, 'A').deals).toBe(4);
    expect(r.pairs.find((q) => q.a === 'A' && q.b === 'rules')).toMatchObject({ wins: 3, losses: 1 });
    // Players are named in order of appearance: A, rules, B.
    expect(r.pairs.find((q) => q.a === 'rules' && q.b === 'B')).toMatchObject({
      wins: 2,
      draws: 1,
      losses: 1,
    });
  });

  it('refuses to pool runs of other matches, naming them', () => {
    expect(() => poolRuns([[duel('A', 'rules', 1, 0, 0)], [duel('rules', 'A', 1, 0, 0)]])).toThrow(
      /run 2 holds the matches rules,A, not A,rules/,
    );
    expect(() => poolRuns([])).toThrow(/no runs/);
  });

  it('resamples whole deals, the same seed giving the same interval', () => {
    const m = [duel('A', 'rules', 40, 5, 15)];
    expect(rateMatches(m, { seed: 7, resamples: 300 })).toEqual(rateMatches(m, { seed: 7, resamples: 300 }));
  });

  it('stops a whitewash at the bound and says so', () => {
    const r = rateMatches([duel('A', 'rules', 20, 0, 0)], { resamples: 0 });
    expect(r.bounded).toBe(true);
    expect(rating(r, 'A').rating).toBeCloseTo(1500 + RATING_BOUND, 3);
  });

  it('takes the anchor and its rating as asked', () => {
    const r = rateMatches([duel('A', 'B', 76, 0, 24)], { anchor: 'B', anchorRating: 1000, resamples: 0 });
    expect(rating(r, 'B').rating).toBe(1000);
    expect(rating(r, 'A').rating).toBeCloseTo(1000 + elo(0.76), 6);
    expect(() => rateMatches([duel('A', 'B', 1, 0, 1)])).toThrow(/anchor rules/);
  });

  it('refuses players the games do not connect', () => {
    const games = [
      [0, 5, 0],
      [5, 0, 0],
      [0, 0, 0],
    ];
    const score = [
      [0, 3, 0],
      [2, 0, 0],
      [0, 0, 0],
    ];
    expect(() => fitElo({ games, score }, 0)).toThrow(/not connected/);
    // Two pairs that never meet: rules with A, B with C.
    const apart = [duel('A', 'rules', 5, 0, 3), duel('B', 'C', 4, 1, 3)];
    expect(() => rateMatches(apart, { resamples: 0 })).toThrow(/not connected/);
  });
});
