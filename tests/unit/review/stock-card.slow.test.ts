/**
 * The judge of a lízaný card while the stock lasts (src-main/solver/draws.ts, src-main/review/stock-card.ts)
 * against independent computations with the engine: on a stock of two cards every order of the stock and
 * hand of the other seat is enumerated and each card valued by plain minimax (no cut-offs) with the exact
 * search after; the samples' values are those of plain minimax on the same samples, their means agree
 * with the enumeration within the sampling error, and every sample is one the seat could not rule out.
 * An earlier card's samples are played out as documented: the rules of thumb until the stock's last trick.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type Seat,
  CARDS,
  PRESETS,
  apply,
  createRng,
  newHand,
  shuffledDeck,
  sideOf,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { forSide } from '../../../src-shared/review/grade.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { gradeStockCard } from '../../../src-main/review/stock-card.ts';
import {
  type StockTask,
  sampleSeed,
  sampleWorld,
  stockClasses,
  valueStockCard,
} from '../../../src-main/solver/draws.ts';
import { bruteForce, next, playedOut, playsOf } from '../../support/draws-reference.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';
import { withTwoHandOwn } from '../../../src-shared/variants/two-hand/state.ts';

/** Positions of rules players' lízaný hands before a card of the seat to act with a choice. */
function positions(want: (s: HandState) => boolean, count: number): HandState[] {
  const out: HandState[] = [];
  for (let seed = 40_000; out.length < count; seed++) {
    const setup = {
      rules: PRESETS.csm,
      table: { size: 2 as const, dealer: 1 },
      deck: shuffledDeck(createRng(seed)),
      variant: 'twoHand' as const,
    };
    const hand = playHand(setup, [rulePlayer, rulePlayer], seed);
    let s = newHand(setup);
    for (const d of hand.decisions) {
      if (s.phase === 'play' && want(s) && stockClasses(s).length > 1) {
        out.push(s);
        break;
      }
      const r = apply(s, d.action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
  }
  return out;
}

/** Every order of the stock and hand of the other seat the seat to act cannot rule out. */
function everyWorld(s: HandState): HandState[] {
  const seat = s.toAct as Seat;
  const other = 1 - seat;
  const v = view(s, seat);
  const seen = new Set<Card>([...v.hand, ...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])]);
  const unseen = CARDS.filter((c) => !seen.has(c));
  const held = new Set<Card>(v.marriages.filter((m) => m.seat === other).map((m) => `${m.suit}K` as Card));
  if (v.trump !== null && v.components.some((k) => k.announcer === other && k.kind.startsWith('seven')))
    held.add(`${v.trump}7` as Card);
  const out: HandState[] = [];
  for (const a of unseen)
    for (const b of unseen) {
      if (a === b || held.has(a) || held.has(b)) continue;
      const hands = s.hands.slice();
      hands[other] =
        unseen.filter((c) => c !== a && c !== b).reduce((m, c) => m | (1 << CARDS.indexOf(c)), 0) >>> 0;
      out.push({ ...withTwoHandOwn(s, { stock: [a, b] }), hands });
    }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
};

describe('a lízaný card while the stock lasts, judged over the draws', () => {
  it('on a stock of two: the samples are possible worlds, valued by plain minimax, their means the enumeration’s', () => {
    for (const s of positions((x) => stockOf(x).length === 2, 2)) {
      const worlds = everyWorld(s);
      const classes = stockClasses(s);
      const truth = classes.map((k) => worlds.map((w) => bruteForce(next(w, k[0] as Card))));
      const n = 200;
      const r = valueStockCard({
        method: 'stockCard',
        state: s,
        seed: 5,
        skip: 0,
        count: n,
        maxNodes: Infinity,
        exactNodes: 1e9,
      });
      expect(r.samples).toBe(n);
      expect(r.classes).toEqual(classes);
      // The exact values (the real stock's order) are plain minimax's on the real hands.
      expect(r.exact).toEqual(classes.map((k) => bruteForce(next(s, k[0] as Card))));
      const keys = new Set(worlds.map((w) => `${w.hands.join()}|${stockOf(w).join()}`));
      for (let k = 0; k < n; k++) {
        const w = sampleWorld(s, createRng(sampleSeed(5, k)));
        expect(keys.has(`${w.hands.join()}|${stockOf(w).join()}`)).toBe(true);
        if (k < 12)
          classes.forEach((c, i) => expect(r.values[i]![k]).toBe(bruteForce(next(w, c[0] as Card))));
      }
      // Every pair of classes: the sampled mean difference within 4 standard errors of the enumeration's.
      for (let i = 1; i < classes.length; i++) {
        const d = r.values[i]!.map((x, k) => x - r.values[0]![k]!);
        const td = truth[i]!.map((x, k) => x - truth[0]![k]!);
        expect(Math.abs(mean(d) - mean(td))).toBeLessThanOrEqual(4 * (sd(d) / Math.sqrt(n)) + 1e-9);
      }
    }
  });

  it('the grade’s interval covers the enumeration’s loss; exact grades the real order', async () => {
    const [s] = positions((x) => stockOf(x).length === 2, 1);
    const state = s as HandState;
    const side = sideOf(state, state.toAct as Seat);
    const worlds = everyWorld(state);
    const classes = stockClasses(state);
    const means = classes.map((k) => mean(worlds.map((w) => bruteForce(next(w, k[0] as Card)))));
    const exact = classes.map((k) => bruteForce(next(state, k[0] as Card)));
    let checked = 0;
    for (const [i, k] of classes.entries()) {
      const r = await gradeStockCard(inProcessPool(), state, k[0] as Card, { seed: 2, maxSamples: 120 });
      if (!r.ok) throw new Error(r.error.code);
      const g = r.value.seatView!;
      expect(g.over).toBe('draws');
      const trueLoss = Math.max(...means.map((m) => forSide(side, m))) - forSide(side, means[i]!);
      const other = g.bestAction?.type === 'play' ? g.bestAction.card : null;
      if (other !== null && typeof g.margin === 'number') {
        // The compared card's difference: its interval holds the enumeration's difference.
        const j = classes.findIndex((c) => c[0] === other);
        const diff = forSide(side, means[j]!) - forSide(side, means[i]!);
        expect(Math.abs(g.loss - diff)).toBeLessThanOrEqual(g.margin + 1e-9);
        checked++;
      }
      // A card graded worse than best is worse on the enumeration too.
      if (g.grade !== 'best') expect(trueLoss).toBeGreaterThan(0);
      const bestExact = Math.max(...exact.map((v) => forSide(side, v)));
      expect(r.value.exact?.loss).toBeCloseTo(bestExact - forSide(side, exact[i]!), 9);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a card surely not the best is valued no further, and its mean over every sample is below the top one’s', async () => {
    // Cards of a stock of 4–10: the rounds ask the worker for the classes still in question only
    // (StockTask `valued`), never dropping the graded card or the one it is compared with.
    let dropped = 0;
    for (const s of positions((x) => stockOf(x).length >= 4 && stockOf(x).length <= 10, 10)) {
      const tasks: StockTask[] = [];
      const base = inProcessPool();
      const pool = {
        ...base,
        stockCard: (t: StockTask, o?: object) => (tasks.push(t), base.stockCard(t, o)),
      };
      const classes = stockClasses(s);
      const card = classes[0]![0] as Card;
      const r = await gradeStockCard(pool, s, card, { seed: 3 });
      if (!r.ok) throw new Error(r.error.code);
      const g = r.value.seatView!;
      const off = new Set<number>();
      for (const t of tasks) t.valued?.forEach((on, i) => !on && off.add(i));
      if (off.size === 0) continue;
      // The whole stream with every class valued, as the rounds took it.
      const full = valueStockCard({
        ...(tasks[0] as StockTask),
        skip: 0,
        count: g.samples,
        maxNodes: Infinity,
      });
      const side = sideOf(s, s.toAct as Seat);
      const own = (i: number) => full.values[i]!.map((v) => forSide(side, v));
      const other = g.bestAction?.type === 'play' ? g.bestAction.card : null;
      const best = other === null ? 0 : classes.findIndex((c) => c.includes(other));
      for (const i of off) {
        dropped++;
        expect(i).not.toBe(0);
        expect(i).not.toBe(best);
        // Valued on a first round at least and then no more: the values of the stream's first samples.
        const asked = tasks.filter((t) => t.valued === undefined || t.valued[i] !== false);
        const had = asked.reduce((n, t) => n + t.count, 0);
        expect(had).toBeGreaterThanOrEqual(30);
        expect(had).toBeLessThan(g.samples);
        // Not the best on all the samples either (the claim the dropping made).
        const top = Math.max(...classes.map((_, j) => mean(own(j))));
        expect(mean(own(i))).toBeLessThan(top);
      }
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it('an earlier card: each sample played out by the rules of thumb to the stock’s last trick, then at best', () => {
    for (const s of positions((x) => stockOf(x).length >= 8, 2)) {
      const r = valueStockCard({
        method: 'stockCard',
        state: s,
        seed: 9,
        skip: 3,
        count: 3,
        maxNodes: Infinity,
        exactNodes: 0,
      });
      expect(r.exact).toBeNull();
      for (let k = 0; k < 3; k++) {
        const w = sampleWorld(s, createRng(sampleSeed(9, 3 + k)));
        r.classes.forEach((c, i) => expect(r.values[i]![k]).toBe(playedOut(next(w, c[0] as Card))));
      }
      // Equivalent cards: one class, of one suit.
      for (const c of r.classes) expect(new Set(c.map((x) => x[0])).size).toBe(1);
      expect(r.classes.flat().sort()).toEqual(playsOf(s).sort());
      expect(toCards(s.hands[s.toAct as Seat] ?? 0).length).toBe(8);
    }
  });

  it('the play-out’s leaves searched only within the minimax’s window: every value as plain minimax gives it', () => {
    // The minimax over the stock's last trick asks each leaf (the exact search once the stock is gone)
    // only for what its alpha-beta window needs (Search.valueWithin); the values must not move. Every
    // stock size, several samples each, and the exact minimax over every card on a stock of four.
    let compared = 0;
    for (const s of positions((x) => stockOf(x).length >= 4 && stockOf(x).length % 4 === 0, 8)) {
      const r = valueStockCard({
        method: 'stockCard',
        state: s,
        seed: 5,
        skip: 0,
        count: 4,
        maxNodes: Infinity,
        exactNodes: stockOf(s).length <= 4 ? 2_000_000 : 0,
      });
      for (let k = 0; k < 4; k++) {
        const w = sampleWorld(s, createRng(sampleSeed(5, k)));
        r.classes.forEach((c, i) => {
          expect(r.values[i]![k]).toBe(playedOut(next(w, c[0] as Card)));
          compared++;
        });
      }
      if (stockOf(s).length <= 4)
        r.classes.forEach((c, i) => expect(r.exact?.[i]).toBe(bruteForce(next(s, c[0] as Card))));
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('past its bound the exact search gives no value, never a guess; the node bound stops the samples', () => {
    const [s] = positions((x) => stockOf(x).length === 16, 1);
    const r = valueStockCard({
      method: 'stockCard',
      state: s as HandState,
      seed: 1,
      skip: 0,
      count: 50,
      maxNodes: 200_000,
      exactNodes: 100_000,
    });
    expect(r.exact).toBeNull();
    expect(r.samples).toBeLessThan(50);
    expect(r.samples).toBeGreaterThan(0);
  });

  it('asked to stop, it ends within a sample with the samples so far (no ragged row)', () => {
    const [s] = positions((x) => stockOf(x).length === 16, 1);
    let polls = 0;
    const r = valueStockCard(
      {
        method: 'stockCard',
        state: s as HandState,
        seed: 1,
        skip: 0,
        count: 50,
        maxNodes: Infinity,
        exactNodes: 0,
      },
      { shouldStop: () => ++polls > 40 },
    );
    expect(r.samples).toBeLessThan(50);
    for (const row of r.values) expect(row.length).toBe(r.samples);
  });
});
