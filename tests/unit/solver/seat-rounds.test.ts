/**
 * A seat analysis asked in rounds (`skip`, the card judge's sampling: src-main/review/card.ts) keeps its
 * view's layout streams between the rounds (seat.ts) instead of drawing and rebuilding the earlier
 * layouts again: each round solves exactly the layouts `sampleFrom` gives after the ones skipped, kept
 * or begun afresh, with other views asked in between; and where a round would reach every layout, it
 * solves each layout the earlier rounds did not, once, so that the rounds together are exact.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type SeatAnalysis,
  type SeatView,
  PRESETS,
  apply,
  cardAt,
  createRng,
  legalActions,
  newHand,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { enumerateLayouts, layoutModel, modelCount, sampleFrom } from '../../../src-main/solver/layouts.ts';
import { analyzeForSeat, forgetLayouts } from '../../../src-main/solver/seat.ts';
import { Search } from '../../../src-main/solver/search.ts';

/** Views of the seat to act in volený hands played at random to `tricks` tricks done. */
function views(seed: number, tricks: number, count: number): SeatView[] {
  const rng = createRng(seed);
  const out: SeatView[] = [];
  while (out.length < count) {
    let s = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: shuffledDeck(rng) });
    while (s.phase !== 'finished') {
      if (s.phase === 'play' && s.tricks.length === tricks && s.trick!.cards.length === out.length % 3) {
        out.push(view(s, s.toAct!));
        break;
      }
      const legal = legalActions(s).filter((a) => a.type !== 'claim');
      const pass = legal.find((a) => a.type === 'pass');
      const r = apply(s, pass ?? legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
  }
  return out;
}

/** Each legal card's value in each layout, solved as seat.ts solves them. */
function rows(v: SeatView, layouts: readonly HandState[]): Map<Card, number[]> {
  const legal = v.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const out = new Map<Card, number[]>(legal.map((c) => [c, []]));
  for (const l of layouts) {
    const search = new Search(l);
    for (const cls of search.classes()) {
      const value = search.valueAfter(cardAt(cls[0]!));
      for (const c of cls) out.get(cardAt(c))!.push(value);
    }
  }
  return out;
}

const valuesOf = (a: SeatAnalysis) => new Map(a.cards.map((c) => [c.card, c.values ?? []]));

describe('a seat analysis in rounds', () => {
  it('solves in each round the layouts sampleFrom gives after those skipped, kept or begun afresh', () => {
    const all = views(7, 3, 8).filter((v) => modelCount(layoutModel(v)) > 80);
    expect(all.length).toBeGreaterThan(4);
    const rounds = [
      [0, 10],
      [10, 10],
      [20, 25],
    ] as const;
    for (const [k, v] of all.entries()) {
      const seed = 100 + k;
      for (const fresh of [false, true]) {
        forgetLayouts();
        for (const [skip, maxLayouts] of rounds) {
          if (fresh) forgetLayouts();
          // Another view asked between the rounds (the kept streams are a few views').
          else analyzeForSeat(all[(k + 1) % all.length]!, { seed, maxLayouts: 3, exactLimit: 0 });
          const got = analyzeForSeat(v, { seed, skip, maxLayouts, exactLimit: 0, values: true });
          const want = [...sampleFrom(layoutModel(v), createRng(seed), skip + maxLayouts)].slice(skip);
          expect(got.layouts).toBe(want.length);
          expect(valuesOf(got)).toEqual(rows(v, want));
          expect(got.exact).toBe(false);
        }
      }
    }
  });

  it('where a round reaches every layout, solves each the rounds before did not: together exact', () => {
    const all = views(11, 5, 12).filter((v) => {
      const n = modelCount(layoutModel(v));
      return n > 12 && n < 60;
    });
    expect(all.length).toBeGreaterThan(2);
    for (const [k, v] of all.entries()) {
      forgetLayouts();
      const seed = 200 + k;
      const first = analyzeForSeat(v, { seed, maxLayouts: 6, exactLimit: 0, values: true });
      const second = analyzeForSeat(v, { seed, skip: 6, maxLayouts: 6, exactLimit: 0, values: true });
      const rest = analyzeForSeat(v, { seed, skip: 12, maxLayouts: 100, exactLimit: 0, values: true });
      expect(rest.exact).toBe(true);
      const every = [...enumerateLayouts(v)];
      expect(first.layouts + second.layouts + rest.layouts).toBe(every.length);
      // Per layout, the row of every card's values: the rounds' rows are the enumeration's, once each.
      const legal = [...valuesOf(first).keys()];
      const rowsOf = (as: SeatAnalysis[]) =>
        as
          .flatMap((a) =>
            Array.from({ length: a.layouts }, (_, i) => legal.map((c) => valuesOf(a).get(c)![i])),
          )
          .map((r) => r.join(','))
          .sort();
      const want = rows(v, every);
      const wantRows = every.map((_, i) => legal.map((c) => want.get(c)![i]).join(',')).sort();
      expect(rowsOf([first, second, rest])).toEqual(wantRows);
    }
  });
});
