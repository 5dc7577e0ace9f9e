/**
 * The review of a finished hand of licitovaný (three and four seats), křížový and lízaný: each card is
 * graded exactly and from the seat's view (křížový's layouts place the called card, and with it the
 * partner), the values agree with the exact solver on the full deal, and what cannot be judged yet — a
 * lízaný card while the stock lasts, the calls of these variants — is said so as typed, worded data.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandRecord,
  type HandSetup,
  type HandState,
  type Seat,
  PRESETS,
  createRng,
  legalActions,
  newHand,
  preset,
  replay,
  apply,
  shuffledDeck,
  sideOf,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { provenNotPartner } from '../../../src-shared/variants/four-hand/doubling.ts';
import { enumerateLayouts } from '../../../src-main/solver/layouts.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import type { ReviewedDecision } from '../../../src-shared/api/review.ts';
import { explainDecision } from '../../../src-shared/explain/review.ts';
import { forSide } from '../../../src-shared/review/grade.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { decisionsOf, ownRatesOf, reviewHand } from '../../../src-main/review/review.ts';
import { Search } from '../../../src-main/solver/search.ts';

/** The first hand from `seed` on that the rules players play out (cards on the table) with `want`. */
function playedHand(
  setupOf: (deck: ReturnType<typeof shuffledDeck>) => HandSetup,
  seed: number,
  want: (end: HandState) => boolean = () => true,
): { record: HandRecord; end: HandState } {
  for (let s = seed; s < seed + 200; s++) {
    const setup = setupOf(shuffledDeck(createRng(s)));
    const hand = playHand(
      setup,
      Array.from({ length: setup.table.size }, () => rulePlayer),
      s,
    );
    if (hand.playStart === null || hand.final.tricks.length < 2 || !want(hand.final)) continue;
    return { record: { setup, actions: hand.decisions.map((d) => d.action) }, end: hand.final };
  }
  throw new Error('no hand played out');
}

/** Reviews `seat` with few layouts (the test's time), checking each decision against the solver. */
async function reviewed(record: HandRecord, seat: Seat) {
  const r = await reviewHand(inProcessPool(), { session: 0, handNo: 1, record }, seat, {
    layouts: 6,
    deals: 0,
  });
  if (!r.ok) throw new Error(`review failed: ${r.error.code}`);
  expect(r.value.complete).toBe(true);
  const decisions = decisionsOf(record, seat);
  expect(r.value.decisions.map((d) => d.index)).toEqual(decisions.map((d) => d.index));
  const before = new Map(decisions.map((d) => [d.index, d.before]));
  return { review: r.value, before: (d: ReviewedDecision) => before.get(d.index) as HandState };
}

/** A card graded exactly: its value and the best are the exact solver's on the full deal. */
function checkExactCard(d: ReviewedDecision, before: HandState): void {
  if (d.action.type !== 'play') throw new Error('not a card');
  const search = new Search(before);
  const side = sideOf(before, d.seat);
  expect(d.side).toBe(side);
  const mine = search.valueAfter(d.action.card);
  const legal = legalActions(before).flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const best = Math.max(...legal.map((c) => forSide(side, search.valueAfter(c))));
  expect(d.exact).not.toBeNull();
  expect(d.exact!.value).toBeCloseTo(mine, 9);
  expect(d.exact!.loss).toBeCloseTo(best - forSide(side, mine), 9);
  expect(d.unjudged).toBeUndefined();
}

/** Every decision worded in both languages, a not-judged one with its reason. */
function checkWords(d: ReviewedDecision, before: HandState): void {
  for (const lang of ['cs', 'en'] as const) {
    const w = explainDecision(d, lang, { before });
    expect(w.text.length).toBeGreaterThan(20);
    if (d.unjudged?.code === 'whileStock') expect(w.exact).toContain(String(d.unjudged.stockSize));
    if (d.unjudged?.code === 'callNotPriced')
      expect(w.exact).toMatch(lang === 'cs' ? /neoceňuje/ : /does not price/);
  }
}

describe('review of licitovaný, křížový and lízaný hands', () => {
  it.each([
    ['three seats', 3, 30_100],
    ['four seats, the dealer sitting out', 4, 30_200],
  ] as const)(
    'licitovaný at %s: cards graded by the solver, the calls said to be unpriced',
    async (_, size, seed) => {
      const { record, end } = playedHand(
        (deck) => ({ rules: preset('csm002'), table: { size, dealer: size - 1 }, deck, variant: 'auction' }),
        seed,
      );
      const declarer = end.declarer as Seat;
      const { review, before } = await reviewed(record, declarer);
      const kinds = new Set(review.decisions.map((d) => d.kind));
      expect(kinds).toContain('card');
      expect(kinds.has('auction') || kinds.has('talon')).toBe(true);
      for (const d of review.decisions) {
        checkWords(d, before(d));
        // The declarer is paid by every other seat, the one sitting out too.
        expect(d.ownRates).toBe(size - 1);
        if (d.kind !== 'card') {
          expect(d.unjudged).toEqual({ code: 'callNotPriced', variant: 'auction' });
          expect(d.exact).toBeNull();
          continue;
        }
        checkExactCard(d, before(d));
        if (legalActions(before(d)).length > 1) expect(d.seatView?.samples ?? 0).toBeGreaterThan(0);
      }
    },
  );

  it('křížový: the partner graded on his side, the seat view over layouts placing the called card', async () => {
    const { record, end } = playedHand(
      (deck) => ({ rules: PRESETS.csm, table: fourHandTable(3), deck, variant: 'fourHand' }),
      30_300,
      (e) => e.partner !== null && e.partner !== e.declarer && e.game === 'suit',
    );
    const partner = end.partner as Seat;
    const { review, before } = await reviewed(record, partner);
    const cards = review.decisions.filter((d) => d.kind === 'card');
    expect(cards.length).toBeGreaterThan(2);
    for (const d of review.decisions) {
      checkWords(d, before(d));
      // Two against two settle in pairs: one rate of his own per rate a defender pays.
      expect(d.ownRates).toBe(1);
      if (d.kind !== 'card') {
        expect(d.unjudged?.code).toBe('callNotPriced');
        continue;
      }
      expect(d.side).toBe('declarer');
      checkExactCard(d, before(d));
      expect(d.seatView?.samples ?? 0).toBeGreaterThan(0);
    }
    // A defender's review of the same hand: on the other side.
    const defender = ([0, 1, 2, 3] as Seat[]).find((s) => sideOf(end, s) === 'defence') as Seat;
    const other = await reviewed(record, defender);
    for (const d of other.review.decisions.filter((x) => x.kind === 'card')) {
      expect(d.side).toBe('defence');
      checkExactCard(d, other.before(d));
    }
  });

  it('lízaný: a card while the stock lasts is graded over the draws (exactly when the stock is short); after it every card exactly', async () => {
    const { record, end } = playedHand(
      (deck) => ({ rules: PRESETS.csm, table: { size: 2, dealer: 1 }, deck, variant: 'twoHand' }),
      30_400,
      (e) => e.tricks.length === 16,
    );
    const { review, before } = await reviewed(record, end.declarer as Seat);
    const stock = review.decisions.filter((d) => d.kind === 'card' && before(d).stock.length > 0);
    const after = review.decisions.filter((d) => d.kind === 'card' && before(d).stock.length === 0);
    expect(stock.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const d of review.decisions) {
      checkWords(d, before(d));
      expect(d.ownRates).toBe(1);
      // Only the calls (trumps, the announcement, doubles) are left unpriced; no card.
      expect(d.unjudged?.code === 'callNotPriced').toBe(d.kind !== 'card');
    }
    for (const d of stock) {
      const b = before(d);
      // Every stock card graded from the seat's view, over draws; no exact analysis (no line to show).
      expect(d.seatView?.over).toBe('draws');
      expect(d.seatView?.samples).toBe(6);
      expect(d.analysis).toBeNull();
      expect(d.draws).toEqual({ stockSize: b.stock.length, exactSearched: d.exact !== null });
      // The last two tricks of the stock are always searched exactly; the exact grade is the brute force's.
      if (b.stock.length <= 4) expect(d.exact).not.toBeNull();
      if (d.exact !== null && b.stock.length <= 4) {
        const side = sideOf(b, d.seat);
        const card = (d.action as { card: Card }).card;
        const values = new Map(playsOf(b).map((c) => [c, bruteForce(next(b, c))]));
        const best = Math.max(...[...values.values()].map((v) => forSide(side, v)));
        expect(d.exact.value).toBeCloseTo(values.get(card) as number, 9);
        expect(d.exact.loss).toBeCloseTo(best - forSide(side, values.get(card) as number), 9);
      }
      for (const lang of ['cs', 'en'] as const) {
        const w = explainDecision(d, lang, { before: b });
        expect(w.seatView).toContain(lang === 'cs' ? 'průměr z 6 dobraní' : 'mean over 6 draws');
        if (d.exact === null) expect(w.exact).toMatch(lang === 'cs' ? /nepropočítal/ : /did not search/);
      }
    }
    for (const d of after) {
      checkExactCard(d, before(d));
      // Once the stock is gone the view fixes the hand: one layout, the seat view is the exact grade.
      if (legalActions(before(d)).length > 1) {
        expect(d.seatView?.samples).toBe(1);
        expect(d.seatView?.loss).toBeCloseTo(d.exact!.loss, 9);
      }
    }
  });
});

const playsOf = (s: HandState): Card[] => legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));

function next(s: HandState, card: Card): HandState {
  const r = apply(s, { type: 'play', seat: s.toAct as Seat, card });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Plain minimax over every card of both seats until the stock is gone, the exact search after (no cut-offs). */
function bruteForce(s: HandState): number {
  if (s.stock.length === 0) return new Search(s).value();
  const values = playsOf(s).map((c) => bruteForce(next(s, c)));
  return sideOf(s, s.toAct as Seat) === 'declarer' ? Math.max(...values) : Math.min(...values);
}

describe('ownRatesOf', () => {
  it('volený at three: the declarer 2, a defender 1', () => {
    const setup: HandSetup = {
      rules: PRESETS.csm,
      table: { size: 3, dealer: 2 },
      deck: shuffledDeck(createRng(5)),
    };
    const s = replay(setup, []);
    if (!s.ok) throw new Error('deal');
    const end = { ...s.value, declarer: 0 as Seat };
    expect([0, 1, 2].map((x) => ownRatesOf(end, x as Seat))).toEqual([2, 1, 1]);
  });
  it('křížový alone: the declarer 3', () => {
    const s = replay(
      { rules: PRESETS.csm, table: fourHandTable(3), deck: shuffledDeck(createRng(5)), variant: 'fourHand' },
      [],
    );
    if (!s.ok) throw new Error('deal');
    const alone = { ...s.value, declarer: 0 as Seat, partner: null };
    const pair = { ...s.value, declarer: 0 as Seat, partner: 2 as Seat };
    expect([0, 1, 2, 3].map((x) => ownRatesOf(alone, x as Seat))).toEqual([3, 1, 1, 1]);
    expect([0, 1, 2, 3].map((x) => ownRatesOf(pair, x as Seat))).toEqual([1, 1, 1, 1]);
  });
});

describe('layouts of a křížový seat view (the seat view of the review and of `cli seat`)', () => {
  it('hold the real deal, match the view, and give the called card to no seat proven not partner', () => {
    let checked = 0;
    let hidden = 0;
    for (let seed = 30_500; seed < 30_540 && checked < 12; seed++) {
      const { record } = playedHand(
        (deck) => ({ rules: PRESETS.csm, table: fourHandTable(seed % 4), deck, variant: 'fourHand' }),
        seed,
        (e) => e.game === 'suit' && e.end === 'played',
      );
      // The first card of the sixth trick (three tricks left), where the layouts are few enough to list.
      let st = newHand(record.setup);
      for (const a of record.actions) {
        if (st.phase === 'play' && st.tricks.length >= 5 && a.type === 'play') {
          const seat = st.toAct as Seat;
          const v = view(st, seat);
          // The partner still hidden from this seat: the layouts place him.
          if (v.partner === null && st.partner !== null && st.partner !== seat) hidden++;
          const layouts = [...enumerateLayouts(v)];
          expect(layouts.length).toBeGreaterThan(0);
          const key = (x: HandState) => x.hands.join(',');
          expect(layouts.map(key)).toContain(key(st));
          const notPartner = provenNotPartner(v.calls, st.declarer as Seat);
          for (const l of layouts) {
            const lv = view(l, seat);
            expect(lv.hand).toEqual(v.hand);
            expect(lv.partner).toBe(v.partner);
            expect(lv.legal).toEqual(v.legal);
            for (const n of notPartner) expect(l.partner).not.toBe(n);
            // The layout's partner is whoever holds the called card in it.
            const called = l.called?.card ?? null;
            if (called !== null && l.partner !== null) {
              const played = [...l.tricks, l.trick].some((t) => t?.cards.includes(called));
              if (!played) expect(toCards(l.hands[l.partner] ?? 0)).toContain(called);
            }
          }
          checked++;
          break;
        }
        const next = apply(st, a);
        if (!next.ok) throw new Error('replay');
        st = next.value;
      }
    }
    expect(hidden).toBeGreaterThan(0);
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});
