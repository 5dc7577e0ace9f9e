/**
 * A defender's deals once dvě sedmy is declared (auction-inference.ts): csm002 does not bind its two
 * sevens to the declarer, and a hand supporting it (both sevens, their aces, nine cards of the two
 * suits: variants.ts `supports`) is rare among uniform deals, so the declaration's reading
 * (`OFF_POLICY_TWO_SEVENS`) must make most deals kept support it while keeping every deal possible, and
 * the focused draw (`declarationFocus`, `likelyDeal`) must keep the deals distributed as the plain
 * rejection would, only in fewer draws. Views: seeded csm002 hands whose forehand's twelve cards support
 * dvě sedmy, bidding and declaring it, the others dropping, the discard the rules player's.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type Seat,
  type SeatView,
  SUITS,
  type Suit,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { LADDERS } from '../../../src-shared/variants/auction/ladder.ts';
import {
  OFF_POLICY_TWO_SEVENS,
  declarationFocus,
  likelihoodOf,
  likelyDeal,
} from '../../../src-main/ai/auction/auction-inference.ts';
import { type AuctionDeal, dealFor, dealModel } from '../../../src-main/ai/auction/auction-layouts.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { supports } from '../../../src-main/ai/variants.ts';

const RULES = preset('csm002');

interface TwoSevensView {
  readonly view: SeatView;
  readonly trump: Suit;
  readonly aux: Suit;
}

/** Defenders' doubling views of dvě sedmy declared by a forehand whose twelve cards support it. */
function twoSevensViews(seed: number, count: number): TwoSevensView[] {
  const rng = createRng(seed);
  const out: TwoSevensView[] = [];
  for (let t = 0; t < 20_000 && out.length < count; t++) {
    let s: HandState = newHand({
      rules: RULES,
      table: { size: 3, dealer: 2 },
      deck: shuffledDeck(rng),
      variant: 'auction',
    });
    const declarer = s.toAct as Seat;
    const twelve = [...toCards(s.hands[declarer] ?? 0), ...toCards(s.talon)];
    const pair = SUITS.flatMap((trump) =>
      SUITS.filter((aux) => supports('twoSevens', twelve, trump, aux, LADDERS[RULES.auctionLadder])).map(
        (aux) => ({ trump, aux }),
      ),
    )[0];
    if (pair === undefined) continue;
    const step = (a: Action | undefined) => {
      if (a === undefined) throw new Error('no such action');
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    };
    while (s.phase === 'auction') {
      const legal = view(s, s.toAct as Seat).legal;
      const bid =
        s.toAct === declarer ? legal.find((a) => a.type === 'bid' && a.step === 'twoSevens') : undefined;
      step(bid ?? legal.find((a) => a.type === 'drop'));
    }
    if (s.phase !== 'talon' || s.declarer !== declarer) continue;
    step(
      view(s, declarer).legal.find(
        (a) => a.type === 'declare' && a.step === 'twoSevens' && a.trump === pair.trump && a.aux === pair.aux,
      ),
    );
    step(rulePlayer.decide(view(s, declarer), createRng(t)).action);
    if ((s.phase as string) !== 'doubling' || s.toAct === declarer) continue;
    out.push({ view: view(s, s.toAct as Seat), ...pair });
  }
  if (out.length < count) throw new Error('too few dvě sedmy views');
  return out;
}

const twelveOf = (deal: AuctionDeal, seat: Seat): Card[] => [
  ...toCards(deal.hands[seat] ?? 0),
  ...toCards(deal.talon),
];

const supported = (v: TwoSevensView, deal: AuctionDeal) =>
  supports(
    'twoSevens',
    twelveOf(deal, v.view.declarer as Seat),
    v.trump,
    v.aux,
    LADDERS[RULES.auctionLadder],
  );

const VIEWS = twoSevensViews(11, 3);

describe('a defender reading a declared dvě sedmy', () => {
  it('supporting hands are rare among uniform deals; most deals kept support it, none is ruled out', () => {
    const rng = createRng(3);
    for (const v of VIEWS) {
      const model = dealModel(v.view);
      const likelihood = likelihoodOf(v.view);
      let fit = 0;
      let least = Infinity;
      for (let i = 0; i < 2000; i++) {
        const deal = dealFor(v.view, rng, model);
        if (supported(v, deal)) fit++;
        else least = Math.min(least, likelihood(deal));
      }
      // 1–2 in 100 (the figure OFF_POLICY_TWO_SEVENS is reckoned from): far below one in ten.
      expect(fit / 2000).toBeLessThan(0.05);
      // A hand that does not support it stays possible.
      expect(least).toBeGreaterThan(0);
      expect(least).toBeLessThanOrEqual(OFF_POLICY_TWO_SEVENS);
      const focus = declarationFocus(v.view, model);
      expect(focus).not.toBeNull();
      let kept = 0;
      for (let i = 0; i < 100; i++)
        if (supported(v, likelyDeal(v.view, rng, model, likelihood, focus))) kept++;
      // At OFF_POLICY (0.15) the deals kept supported it in 0–22 of 100 on such views; now most do.
      expect(kept).toBeGreaterThanOrEqual(50);
    }
  });

  it('the focus holds the share of deals it says, and its draw keeps the distribution exact', () => {
    const rng = createRng(5);
    const v = VIEWS[0] as TwoSevensView;
    const model = dealModel(v.view);
    const focus = declarationFocus(v.view, model);
    if (focus === null) throw new Error('no focus');
    const declarer = v.view.declarer as Seat;
    const inFocus = (deal: AuctionDeal) => {
      const hand = toCards(deal.hands[declarer] ?? 0);
      return focus.cards.every((c) => hand.includes(c));
    };
    // The share by counting, against uniform draws.
    let hits = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) if (inFocus(dealFor(v.view, rng, model))) hits++;
    const se = Math.sqrt((focus.share * (1 - focus.share)) / n);
    expect(Math.abs(hits / n - focus.share)).toBeLessThan(4 * se);
    // A likelihood of 1 in the focus and ε outside: the deals kept lie in the focus with probability
    // share / (share + ε (1 − share)), here 0.95; proposing from the focus without the correction would
    // keep nearly all of them there.
    const eps = focus.share / (19 * (1 - focus.share));
    const m = 600;
    let inside = 0;
    for (let i = 0; i < m; i++)
      if (inFocus(likelyDeal(v.view, rng, model, (d) => (inFocus(d) ? 1 : eps), focus))) inside++;
    expect(Math.abs(inside / m - 0.95)).toBeLessThan(4 * Math.sqrt((0.95 * 0.05) / m));
  });

  it('has no focus for the declarer, nor for another contract', () => {
    const v = VIEWS[0] as TwoSevensView;
    const declarerView = { ...v.view, seat: v.view.declarer as Seat };
    expect(declarationFocus(declarerView, dealModel(v.view))).toBeNull();
    const seven = {
      ...v.view,
      calls: v.view.calls.map((c) =>
        c.type === 'declare' ? { ...c, step: 'seven' as const, aux: null } : c,
      ),
    };
    expect(declarationFocus(seven, dealModel(v.view))).toBeNull();
  });
});
