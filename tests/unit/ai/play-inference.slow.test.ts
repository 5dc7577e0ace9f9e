/**
 * Inference from the cards played (src-main/ai/play-inference.ts), against the real solver: each
 * layout's weight is the product, over the others' cards of the last two tricks, of the likelihood of
 * the money each card gave away — checked against an oracle that rebuilds every earlier position
 * through the engine (describe, fromPosition, apply) and solves it afresh; a layout in which a card
 * gave money away weighs less than one in which every card was best; the off-policy floor holds.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type Seat,
  type SeatView,
  PRESETS,
  apply,
  describe as describePosition,
  fromPosition,
  newHand,
  preset,
  seatOfCard,
  toCards,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { randomPlayer, rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import {
  OFF_POLICY,
  PLAY_TEMPERATURE,
  PLAY_TRICKS,
  cardLikelihood,
  playInference,
} from '../../../src-main/ai/play-inference.ts';
import { sampleLayouts } from '../../../src-main/solver/layouts.ts';
import { playLayouts } from '../../../src-main/ai/auction/auction-layouts.ts';
import { fourHandLayouts } from '../../../src-main/ai/four-hand/four-hand-layouts.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { createRng } from '../../../src-shared/index.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/**
 * A hand in play with at least two tricks done and a card on the table, the defenders playing at
 * random (so that some cards give money away) and the rest by the rules of thumb; null when the deal
 * ends before.
 */
function midPlay(seed: number, variant: 'chosen' | 'auction' | 'fourHand' = 'chosen'): HandState | null {
  const seats = variant === 'fourHand' ? 4 : 3;
  let state = newHand({
    rules: variant === 'auction' ? preset('csm002') : PRESETS.csm,
    table: variantTable(variant, seats, seats - 1),
    deck: dealDeck(seed, 0),
    ...(variant === 'chosen' ? {} : { variant }),
  });
  for (let n = 0; state.phase !== 'finished'; n++) {
    if (state.phase === 'play' && state.tricks.length >= 2 && (state.trick?.cards.length ?? 0) >= 1)
      return state;
    const seat = state.toAct as Seat;
    const random = state.phase === 'play' && seat !== state.declarer;
    const d = (random ? randomPlayer : rulePlayer).decide(view(state, seat), decisionRng(seed, n));
    const next = apply(state, d.action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  return null;
}

/** The exact value of a state in play, from a fresh search. */
const valueOf = (s: HandState) => new Search(s).value();

/**
 * The oracle: the likelihood of each other seat's card of the last two tricks begun in `layout`, each
 * earlier position rebuilt from the layout's description by the engine, then the card applied by it.
 */
function oracle(v: SeatView, layout: HandState): { weight: number; losses: number[] } {
  const p = describePosition(layout);
  const begun = p.tricks.length;
  const from = Math.max(0, begun - PLAY_TRICKS);
  const held = p.hands.map((h) => [...h]);
  const all = p.tricks.flatMap((t, i) =>
    t.map((card, j) => {
      const leader = i < layout.tricks.length ? layout.tricks[i]!.leader : layout.trick!.leader;
      return { trick: i, seat: seatOfCard(layout, leader, j), card };
    }),
  );
  // Every card from trick `from` on goes back to its hand; the position before each is replayed.
  const later = all.filter((x) => x.trick >= from);
  for (const x of later) held[x.seat]!.push(x.card);
  const losses: number[] = [];
  let weight = 1;
  later.forEach((x, k) => {
    const playedBefore = all.slice(0, all.indexOf(x));
    const hands = held.map((h) => h.filter((c) => !later.slice(0, k).some((y) => y.card === c)));
    const tricks: Card[][] = [];
    for (const y of playedBefore) (tricks[y.trick] ??= []).push(y.card);
    const r = fromPosition({ ...p, hands, tricks });
    if (!r.ok) throw new Error(`rebuild: ${r.error.code}`);
    const before = r.value;
    if (x.seat === v.seat) return;
    const legal = before.hands[x.seat];
    const moves = toCards(legal ?? 0).filter(
      (c) => apply(before, { type: 'play', seat: x.seat, card: c }).ok,
    );
    if (moves.length < 2) return;
    const after = apply(before, { type: 'play', seat: x.seat, card: x.card });
    if (!after.ok) throw new Error(after.error.code);
    const declarerSide = x.seat === before.declarer || x.seat === partnerOf(before);
    const sign = declarerSide ? 1 : -1;
    const loss = sign * (valueOf(before) - valueOf(after.value));
    losses.push(loss);
    weight *= cardLikelihood(loss);
  });
  return { weight, losses };
}

describe('inference from the cards played', () => {
  it('a card is less likely the more money it gave away, never below the off-policy share', () => {
    expect(cardLikelihood(0)).toBe(1);
    expect(cardLikelihood(PLAY_TEMPERATURE)).toBeCloseTo((1 - OFF_POLICY) / Math.E + OFF_POLICY, 12);
    expect(cardLikelihood(1)).toBeLessThan(cardLikelihood(0.5));
    expect(cardLikelihood(1e9)).toBeGreaterThanOrEqual(OFF_POLICY);
    expect(cardLikelihood(1e9)).toBeCloseTo(OFF_POLICY, 12);
  });

  it('weighs each layout by the exact money the others gave away, as the engine replays it', () => {
    let compared = 0;
    let gaveAway = 0;
    let best = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const state = midPlay(seed);
      if (state === null) continue;
      const seat = state.toAct as Seat;
      const v = view(state, seat);
      const weigh = playInference(v);
      expect(weigh).not.toBeNull();
      for (const layout of sampleLayouts(v, createRng(seed), 4)) {
        const got = weigh!(layout);
        const want = oracle(v, layout);
        expect(got.weight).toBeCloseTo(want.weight, 9);
        expect(got.nodes).toBeGreaterThan(0);
        // The floor: every judged card keeps at least the off-policy share.
        expect(got.weight).toBeGreaterThanOrEqual(OFF_POLICY ** want.losses.length - 1e-12);
        for (const l of want.losses) expect(l).toBeGreaterThanOrEqual(-1e-9);
        if (want.losses.some((l) => l > 1e-9)) {
          gaveAway++;
          expect(got.weight).toBeLessThan(1);
        } else {
          best++;
          expect(got.weight).toBe(1);
        }
        compared++;
      }
    }
    // Both kinds occur among the layouts judged.
    expect(compared).toBeGreaterThanOrEqual(20);
    expect(gaveAway).toBeGreaterThan(0);
    expect(best).toBeGreaterThan(0);
  });

  for (const variant of ['auction', 'fourHand'] as const)
    it(`weighs the layouts of ${variant} the same way`, () => {
      let compared = 0;
      let gaveAway = 0;
      for (let seed = 1; seed <= 8 && compared < 12; seed++) {
        const state = midPlay(seed, variant);
        if (state === null) continue;
        const v = view(state, state.toAct as Seat);
        const weigh = playInference(v);
        expect(weigh).not.toBeNull();
        const layouts =
          variant === 'auction'
            ? playLayouts(v, createRng(seed), 3)
            : [...fourHandLayouts(v, createRng(seed), 3)];
        for (const layout of layouts) {
          const want = oracle(v, layout);
          expect(weigh!(layout).weight).toBeCloseTo(want.weight, 9);
          if (want.losses.some((l) => l > 1e-9)) gaveAway++;
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(6);
      expect(gaveAway).toBeGreaterThan(0);
    });

  it('the analysis weighs its layouts by it and counts its nodes', () => {
    const state = midPlay(3) as HandState;
    const v = view(state, state.toAct as Seat);
    const weigh = playInference(v)!;
    const options = { seed: 5, maxLayouts: 6, exactLimit: 0, values: true };
    const plain = analyzeForSeat(v, options);
    const weighted = analyzeForSeat(v, { ...options, likelihood: weigh });
    expect(weighted.layouts).toBe(plain.layouts);
    expect(weighted.nodes).toBeGreaterThan(plain.nodes ?? 0);
    // The same layouts, in the same order: the weighted mean of each card from its own values.
    const layouts = sampleLayouts(v, createRng(5), 6);
    const w = layouts.map((l) => weigh(l).weight);
    const total = w.reduce((a, b) => a + b, 0);
    for (const c of weighted.cards) {
      const values = plain.cards.find((x) => x.card === c.card)!.values!;
      const mean = values.reduce((s, x, i) => s + x * w[i]!, 0) / total;
      expect(c.meanValue).toBeCloseTo(mean, 9);
    }
  });

  it('a level with it plays a legal card, the same for the same seed, in every variant it reads', () => {
    const cfg = { ...LEVEL_CONFIG.hrac, playInference: true };
    for (const variant of ['chosen', 'auction', 'fourHand'] as const) {
      const state = [1, 2, 3, 4].map((seed) => midPlay(seed, variant)).find((x) => x !== null)!;
      const v = view(state, state.toAct as Seat);
      const decide = () => samplingPlayer('hrac', cfg, { timed: false }).decide(v, createRng(9)).action;
      const a = decide();
      expect(v.legal).toContainEqual(a);
      expect(decide()).toEqual(a);
    }
  });

  it('says nothing before any other seat has played a card', () => {
    let state = newHand({ rules: PRESETS.csm, table: variantTable('chosen', 3, 2), deck: dealDeck(2, 0) });
    for (let n = 0; state.phase !== 'play'; n++) {
      const d = rulePlayer.decide(view(state, state.toAct as Seat), decisionRng(2, n));
      const next = apply(state, d.action);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    expect(playInference(view(state, state.toAct as Seat))).toBeNull();
  });
});
