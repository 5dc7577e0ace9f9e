/**
 * The review of a finished hand of licitovaný (three and four seats), křížový and lízaný: each card is
 * graded exactly and from the seat's view (křížový's layouts place the called card, and with it the
 * partner), the values agree with the exact solver on the full deal; the calls of licitovaný and
 * křížový are priced exactly and from the seat's view, over deals that show the seat just what it saw
 * (their prices against a fresh solve: review.slow.test.ts); lízaný's cards while the stock lasts and its
 * calls are graded over the draws from the seat (a call's prices re-played by hand here: each draw a
 * world consistent with the seat's view, the rest of the calls continued, the hand played by the rules
 * of thumb to the stock's last trick and by plain minimax after).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandRecord,
  type HandSetup,
  type HandState,
  type Seat,
  PRESETS,
  SUITS,
  createRng,
  legalActions,
  newHand,
  preset,
  replay,
  apply,
  shuffledDeck,
  sideOf,
  actionKey,
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
import { bruteForce, next, playedOut, playsOf } from '../../support/draws-reference.ts';
import { dealsVariant, variantDeal } from '../../../src-main/review/bid-variants.ts';
import { continueBidding, gradeBid } from '../../../src-main/review/bid.ts';
import { drawFor } from '../../../src-main/solver/draws.ts';
import { calledOf, partnerOf, stockOf } from '../../../src-shared/engine/state.ts';
import { withFourHandOwn } from '../../../src-shared/variants/four-hand/state.ts';

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

/** Reviews `seat` with few layouts and deals (the test's time), checking each decision against the solver. */
async function reviewed(record: HandRecord, seat: Seat, deals = 0) {
  const r = await reviewHand(inProcessPool(), { session: 0, handNo: 1, record }, seat, {
    layouts: 6,
    deals,
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

/** A call priced: exact and (with deals) from the seat, its alternatives the chosen one first, none unjudged. */
function checkPricedCall(d: ReviewedDecision, deals: number): void {
  expect(d.unjudged).toBeUndefined();
  expect(d.exact).not.toBeNull();
  const alts = d.alternatives ?? [];
  expect(alts.length).toBeGreaterThan(1);
  expect(alts[0]?.action).toEqual(d.action);
  expect(d.exact!.value).toBeCloseTo(alts[0]!.exact as number, 9);
  const best = Math.max(...alts.map((a) => forSide(d.side, a.exact as number)));
  expect(d.exact!.loss).toBeCloseTo(best - forSide(d.side, alts[0]!.exact as number), 9);
  if (deals > 0) {
    expect(d.seatView?.samples).toBe(deals);
    for (const a of alts) expect(a.seatView).not.toBeNull();
  } else expect(d.seatView).toBeNull();
}

/** Every decision worded in both languages, a not-judged one with its reason. */
function checkWords(d: ReviewedDecision, before: HandState): void {
  for (const lang of ['cs', 'en'] as const) {
    const w = explainDecision(d, lang, { before });
    expect(w.text.length).toBeGreaterThan(20);
    if (d.unjudged?.code === 'whileStock') expect(w.exact).toContain(String(d.unjudged.stockSize));
  }
}

describe('review of licitovaný, křížový and lízaný hands', () => {
  it.each([
    ['three seats', 3, 30_100],
    ['four seats, the dealer sitting out', 4, 30_200],
  ] as const)(
    'licitovaný at %s: cards graded by the solver, the calls priced exactly and from the seat',
    async (_, size, seed) => {
      const { record, end } = playedHand(
        (deck) => ({ rules: preset('csm002'), table: { size, dealer: size - 1 }, deck, variant: 'auction' }),
        seed,
      );
      const declarer = end.declarer as Seat;
      const { review, before } = await reviewed(record, declarer, 2);
      const kinds = new Set(review.decisions.map((d) => d.kind));
      expect(kinds).toContain('card');
      expect(kinds.has('auction') || kinds.has('talon')).toBe(true);
      for (const d of review.decisions) {
        checkWords(d, before(d));
        // The declarer is paid by every other seat, the one sitting out too.
        expect(d.ownRates).toBe(size - 1);
        if (d.kind !== 'card') {
          checkPricedCall(d, 2);
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
      (e) => partnerOf(e) !== null && partnerOf(e) !== e.declarer && e.game === 'suit',
    );
    const partner = partnerOf(end) as Seat;
    const { review, before } = await reviewed(record, partner, 2);
    const cards = review.decisions.filter((d) => d.kind === 'card');
    expect(cards.length).toBeGreaterThan(2);
    for (const d of review.decisions) {
      checkWords(d, before(d));
      // Two against two settle in pairs: one rate of his own per rate a defender pays.
      expect(d.ownRates).toBe(1);
      if (d.kind !== 'card') {
        // Answering and doubling: priced on the declarer's side, where the called card put him.
        expect(d.side).toBe('declarer');
        checkPricedCall(d, 2);
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

  it('lízaný: every call and every card while the stock lasts graded over the draws (a card exactly when the stock is short); after it every card exactly', async () => {
    const { record, end } = playedHand(
      (deck) => ({ rules: PRESETS.csm, table: { size: 2, dealer: 1 }, deck, variant: 'twoHand' }),
      30_400,
      (e) => e.tricks.length === 16,
    );
    const { review, before } = await reviewed(record, end.declarer as Seat, 4);
    const stock = review.decisions.filter((d) => d.kind === 'card' && stockOf(before(d)).length > 0);
    const after = review.decisions.filter((d) => d.kind === 'card' && stockOf(before(d)).length === 0);
    expect(stock.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(review.decisions.some((d) => d.kind !== 'card')).toBe(true);
    for (const d of review.decisions) {
      checkWords(d, before(d));
      expect(d.ownRates).toBe(1);
      // Nothing is left unjudged: the calls (trumps, the announcement, doubles) are graded too.
      expect(d.unjudged).toBeUndefined();
    }
    for (const d of review.decisions.filter((x) => x.kind !== 'card')) {
      const b = before(d);
      // From the seat over 4 draws, no exact grade (from the first lead the draws cannot be searched).
      expect(d.seatView?.over).toBe('draws');
      expect(d.seatView?.samples).toBe(4);
      expect(d.exact).toBeNull();
      expect(d.bestAction).toBeNull();
      expect(d.draws).toEqual({ stockSize: stockOf(b).length, exactSearched: false });
      const alts = d.alternatives ?? [];
      expect(alts.length).toBeGreaterThan(1);
      expect(alts[0]?.action).toEqual(d.action);
      for (const a of alts) {
        expect(a.exact).toBeNull();
        expect(a.seatView).not.toBeNull();
      }
      for (const lang of ['cs', 'en'] as const) {
        const w = explainDecision(d, lang, { before: b });
        expect(w.seatView).toContain(lang === 'cs' ? 'průměr z 4 dobraní' : 'mean over 4 draws');
        expect(w.exact).toMatch(
          lang === 'cs' ? /tohle rozhodnutí nepropočítal/ : /did not search this decision/,
        );
        expect(w.text).toMatch(lang === 'cs' ? /zbytek hlášení/ : /the rest of the calls/);
      }
    }
    for (const d of stock) {
      const b = before(d);
      // Every stock card graded from the seat's view, over draws; no exact analysis (no line to show).
      expect(d.seatView?.over).toBe('draws');
      expect(d.seatView?.samples).toBe(6);
      expect(d.analysis).toBeNull();
      expect(d.draws).toEqual({ stockSize: stockOf(b).length, exactSearched: d.exact !== null });
      // The last two tricks of the stock are always searched exactly; the exact grade is the brute force's.
      if (stockOf(b).length <= 4) expect(d.exact).not.toBeNull();
      if (d.exact !== null && stockOf(b).length <= 4) {
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

describe('lízaný calls over the draws (bid.ts), re-played by hand', () => {
  const hands = [30_400, 30_410, 30_420, 30_430].map((seed) =>
    playedHand(
      (deck) => ({ rules: PRESETS.csm, table: { size: 2, dealer: 1 }, deck, variant: 'twoHand' }),
      seed,
    ),
  );
  const calls = hands.flatMap(({ record }) =>
    [0, 1].flatMap((seat) =>
      decisionsOf(record, seat)
        .filter(({ index }) => record.actions[index]?.type !== 'play')
        .map(({ index, before }) => ({ record, seat: seat, index, before })),
    ),
  );

  it('draws show the seat exactly what it saw and deal every card once', () => {
    const phases = new Set<string>();
    let differ = 0;
    for (const { seat, index, before } of calls) {
      phases.add(before.phase);
      const seen = view(before, seat);
      const rng = createRng(index);
      for (let k = 0; k < 8; k++) {
        const d = drawFor(before, rng);
        if (d === null) continue;
        expect(view(d, seat)).toEqual(seen);
        const all = [...d.hands.flatMap((h) => toCards(h)), ...stockOf(d)];
        expect(new Set(all).size).toBe(32);
        expect(all.length).toBe(32);
        if (stockOf(d).join() !== stockOf(before).join()) differ++;
      }
    }
    for (const p of ['trumpSuit', 'doubling']) expect(phases).toContain(p);
    expect(differ).toBeGreaterThan(calls.length);
  });

  it("each alternative's price is the mean of its draws played out as documented", () => {
    const deals = 3;
    let checked = 0;
    for (const { record, seat, index, before } of calls) {
      const g = gradeBid({ method: 'reviewBid', ...record, index, seed: 7, deals });
      expect(g.exact).toBeNull();
      expect(g.draws).toEqual({ stockSize: stockOf(before).length, exactSearched: false });
      expect(g.seatView?.over).toBe('draws');
      expect(g.seatView?.samples).toBe(deals);
      // The same draws (the task's seed), every alternative applied, the calls continued and played out.
      const rng = createRng(7);
      const draws: HandState[] = [];
      while (draws.length < deals) {
        const d = drawFor(before, rng);
        if (d !== null) draws.push(d);
      }
      const chosen = record.actions[index] as Action;
      const rest = record.actions.slice(index + 1);
      const sidePlayed = g.side;
      const means = g.alternatives.map((alt) => {
        const values = draws.map((d) => {
          const after = apply(d, alt.action);
          if (!after.ok) throw new Error('an alternative is refused');
          const start = continueBidding(after.value, rest, seat, actionKey(alt.action) !== actionKey(chosen));
          expect(start.phase).toBe('play');
          return forSide(sideOf(start, seat), playedOut(start));
        });
        return forSide(sidePlayed, values.reduce((a, b) => a + b, 0) / values.length);
      });
      g.alternatives.forEach((alt, j) => expect(alt.seatView).toBeCloseTo(means[j] as number, 9));
      const mine = means.map((v) => forSide(sidePlayed, v));
      if (g.seatView?.withinError !== true)
        expect(g.seatView?.loss).toBeCloseTo(Math.max(...mine) - (mine[0] as number), 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('a review of version 5 read back: its unpriced call still says why, in both languages', () => {
    const { seat, index, before, record } = calls[0] as (typeof calls)[0];
    const old: ReviewedDecision = {
      index,
      kind: 'trump',
      seat,
      side: 'declarer',
      action: record.actions[index] as Action,
      exact: null,
      bestAction: null,
      seatView: null,
      analysis: null,
      unjudged: { code: 'callNotPriced', variant: 'twoHand' },
    };
    expect(explainDecision(old, 'cs', { before }).exact).toMatch(/v lízaném mariáši počítač zatím neoceňuje/);
    expect(explainDecision(old, 'en', { before }).exact).toMatch(/in lízaný yet/);
  });

  it('the rest of the calls: the record where it applies, else the rules player', () => {
    for (const { record, seat, index, before } of calls) {
      if (before.phase !== 'trumpSuit') continue;
      const rest = record.actions.slice(index + 1);
      for (const suit of SUITS) {
        const after = apply(before, { type: 'chooseTrumpSuit', seat, suit });
        if (!after.ok) throw new Error('refused');
        const start = continueBidding(after.value, rest, seat, true);
        const announced = start.calls.find((c) => c.type === 'announce');
        const recorded = rest.find((a) => a.type === 'announce');
        const legal = legalActions(after.value);
        const expected = legal.some((a) => actionKey(a) === actionKey(recorded as Action))
          ? recorded
          : rulePlayer.decide(view(after.value, seat), createRng(0)).action;
        expect(announced).toEqual(expected);
      }
    }
  });
});

describe("deals of a call's seat view (bid-variants.ts)", () => {
  const hands = [
    ...[30_100, 30_110, 30_120].map((seed) =>
      playedHand(
        (deck) => ({ rules: preset('csm002'), table: { size: 3, dealer: 2 }, deck, variant: 'auction' }),
        seed,
      ),
    ),
    ...[30_200, 30_210].map((seed) =>
      playedHand(
        (deck) => ({ rules: preset('csm002'), table: { size: 4, dealer: 3 }, deck, variant: 'auction' }),
        seed,
      ),
    ),
    ...[30_300, 30_310, 30_320].map((seed) =>
      playedHand(
        (deck) => ({ rules: PRESETS.csm, table: fourHandTable(seed % 4), deck, variant: 'fourHand' }),
        seed,
      ),
    ),
  ];

  it('show the seat exactly what it saw, deal every card once, and are not the truth every time', () => {
    let decisions = 0;
    let differ = 0;
    const phases = new Set<string>();
    for (const { record } of hands)
      for (let seat = 0; seat < record.setup.table.size; seat++)
        for (const { index, before } of decisionsOf(record, seat)) {
          if (record.actions[index]?.type === 'play') continue;
          expect(dealsVariant(before)).toBe(true);
          decisions++;
          phases.add(`${before.variant}:${before.phase}`);
          const seen = view(before, seat);
          const rng = createRng(index);
          for (let k = 0; k < 8; k++) {
            const dealt = variantDeal(before, seen, rng);
            expect(dealt).not.toBeNull();
            const d = dealt as HandState;
            // Nothing the seat saw changes: its cards, the sizes, the trump card it saw, its choices.
            expect(view(d, seat)).toEqual(seen);
            // Every card lies once: in a hand, the talon or křížový's second round still to be dealt.
            const all = [...d.hands.flatMap((h) => toCards(h)), ...toCards(d.talon), ...stockOf(d)];
            expect(new Set(all).size).toBe(32);
            expect(all.length).toBe(32);
            if (d.variant === 'fourHand') {
              const fh = (d.table.dealer + 1) % 4;
              // The trump card among forehand's first four, those among his cards.
              const first = toCards(d.firstSeven);
              expect(first.length).toBe(4);
              for (const c of first) expect(toCards(d.hands[fh] ?? 0)).toContain(c);
              if (d.trumpCard !== null) expect(first).toContain(d.trumpCard);
              // The partner is whoever holds the called card in this deal.
              const called = calledOf(d)?.card ?? null;
              if (called !== null) {
                const holder = d.hands.findIndex((h) => toCards(h).includes(called));
                expect(partnerOf(d)).toBe(holder === d.declarer ? null : holder);
              }
            }
            if (d.hands.some((h, s) => h !== before.hands[s])) differ++;
          }
        }
    expect(decisions).toBeGreaterThan(20);
    expect(differ).toBeGreaterThan(decisions);
    // Every phase of the bidding the variants add was met.
    for (const p of ['auction:auction', 'auction:talon', 'auction:discard', 'auction:doubling'])
      expect(phases).toContain(p);
    for (const p of ['fourHand:trumpChoice', 'fourHand:call', 'fourHand:answer', 'fourHand:doubling'])
      expect(phases).toContain(p);
  });
});

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
    expect([0, 1, 2].map((x) => ownRatesOf(end, x))).toEqual([2, 1, 1]);
  });
  it('křížový alone: the declarer 3', () => {
    const s = replay(
      { rules: PRESETS.csm, table: fourHandTable(3), deck: shuffledDeck(createRng(5)), variant: 'fourHand' },
      [],
    );
    if (!s.ok) throw new Error('deal');
    const alone = { ...withFourHandOwn(s.value, { partner: null }), declarer: 0 as Seat };
    const pair = { ...withFourHandOwn(s.value, { partner: 2 }), declarer: 0 as Seat };
    expect([0, 1, 2, 3].map((x) => ownRatesOf(alone, x))).toEqual([3, 1, 1, 1]);
    expect([0, 1, 2, 3].map((x) => ownRatesOf(pair, x))).toEqual([1, 1, 1, 1]);
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
          if (v.partner === null && partnerOf(st) !== null && partnerOf(st) !== seat) hidden++;
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
            for (const n of notPartner) expect(partnerOf(l)).not.toBe(n);
            // The layout's partner is whoever holds the called card in it.
            const called = calledOf(l)?.card ?? null;
            const mate = partnerOf(l);
            if (called !== null && mate !== null) {
              const played = [...l.tricks, l.trick].some((t) => t?.cards.includes(called));
              if (!played) expect(toCards(l.hands[mate] ?? 0)).toContain(called);
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
