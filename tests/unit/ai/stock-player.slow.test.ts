/**
 * Lízaný's cards while the stock lasts by evaluation (src-main/ai/two-hand/stock-player.ts): the samples are
 * built from the seat's view alone, the level picks the card the play-outs value best where one is
 * clearly best, every card is legal, the same view and seed give the same card, and a decision the
 * clock leaves without a sample is the rules player's.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type SeatView,
  actionKey,
  apply,
  createRng,
  newHand,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { ruleCard } from '../../../src-main/ai/heuristics.ts';
import { decisionRng, playHand } from '../../../src-main/ai/match.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import {
  STOCK_SAMPLES_PER_LAYOUT,
  isStockCard,
  stockState,
  valueStockCards,
} from '../../../src-main/ai/two-hand/stock-player.ts';
import { sampleWorld } from '../../../src-main/solver/draws.ts';
import { expectBudgetAndFallback, seededTwoHand, twoHandPosition } from '../../support/two-hand.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

const hrac = samplingPlayer('hrac', undefined, { timed: false });
/** Hráč at its best choice (no temperature, level-choice.ts): the card its samples value best. */
const hracBest = samplingPlayer('hrac', undefined, { timed: false, best: true });

/**
 * Per class of equivalent cards, its mean money for the seat's side over `n` samples, and the standard
 * error of each class's difference to class `ref` (paired over the samples).
 */
function judge(v: SeatView, n: number, seed: number) {
  const c = valueStockCards(v, seed, { deals: n, nodes: Infinity, ms: Infinity });
  const sign = v.seat === v.declarer ? 1 : -1;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const means = c.classes.map((_, j) => mean(c.rows.map((r) => sign * (r[j] as number))));
  const gapTo = (j: number, ref: number) => {
    const d = c.rows.map((r) => sign * ((r[j] as number) - (r[ref] as number)));
    const m = mean(d);
    const se = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / (d.length - 1) / d.length);
    return { m, se };
  };
  return { classes: c.classes, means, gapTo, samples: c.rows.length };
}

describe('lízaný while the stock lasts: samples of what the view hides', () => {
  it("builds the hand from the seat's view alone: every sample shows the seat its own view, the other hand and the stock being the unseen cards", () => {
    let checked = 0;
    let marriages = 0;
    for (let h = 0; h < 6; h++) {
      const setup = seededTwoHand(18_600 + h);
      const hand = playHand(setup, [rulePlayer, rulePlayer], h);
      let s = newHand(setup);
      for (const d of hand.decisions) {
        if (isStockCard(view(s, s.toAct as number))) {
          const seat = s.toAct as number;
          const other = 1 - seat;
          const v = view(s, seat);
          const world = sampleWorld(stockState(v), createRng(1000 * h + checked));
          const w = view(world, seat);
          expect(w.hand).toEqual(v.hand);
          expect(w.tricks).toEqual(v.tricks);
          expect(w.trick).toEqual(v.trick);
          expect(w.marriages).toEqual(v.marriages);
          expect(w.stockSize).toBe(v.stockSize);
          expect(w.handSizes).toEqual(v.handSizes);
          expect(w.legal.map(actionKey)).toEqual(v.legal.map(actionKey));
          // The other hand and the stock hold exactly the cards the seat does not see.
          const unseenReal = [...toCards(s.hands[other] as number), ...stockOf(s)].sort();
          expect([...toCards(world.hands[other] as number), ...stockOf(world)].sort()).toEqual(unseenReal);
          // A marriage the other announced: its král, unplayed, is in his hand in every sample.
          for (const m of v.marriages.filter((x) => x.seat === other)) {
            const king = `${m.suit}K` as Card;
            if (unseenReal.includes(king)) {
              expect(toCards(world.hands[other] as number)).toContain(king);
              marriages++;
            }
          }
          checked++;
        }
        const r = apply(s, d.action);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(marriages).toBeGreaterThan(0);
  });
});

describe('lízaný while the stock lasts: the card the play-outs value best', () => {
  // Positions of hands played by the rules players where the rules of thumb's card is not the best by
  // evaluation; what is best is computed here, on 300 samples of a stream the player does not use.
  it.each([
    [18_501, 3],
    [18_501, 17],
    [18_500, 12],
    [18_507, 11],
    [18_507, 16],
  ])('hand %i, decision %i: hráč plays the card clearly best over 300 samples', (seed, index) => {
    const s = twoHandPosition(seed, index);
    const v = view(s, s.toAct as number);
    expect(isStockCard(v)).toBe(true);
    const j = judge(v, 300, 1234);
    expect(j.samples).toBe(300);
    const best = j.means.indexOf(Math.max(...j.means));
    // Clearly best: ahead of every other class by more than three standard errors of the difference.
    j.classes.forEach((_, k) => {
      if (k === best) return;
      const g = j.gapTo(best, k);
      expect(g.m).toBeGreaterThan(3 * g.se);
    });
    const rule = ruleCard(v).action;
    expect(rule.type === 'play' && (j.classes[best] as readonly Card[]).includes(rule.card)).toBe(false);
    const d = hracBest.decide(v, decisionRng(seed, index));
    expect(d.hint.code).toBe('bestCard');
    expect(d.action.type === 'play' && (j.classes[best] as readonly Card[]).includes(d.action.card)).toBe(
      true,
    );
  });
});

describe('lízaný while the stock lasts: legal, repeatable, within the budget', () => {
  it('every level plays only legal cards through whole hands, deciding by samples while the stock lasts', () => {
    const levels = [samplingPlayer('zacatecnik', undefined, { timed: false }), hrac];
    let sampled = 0;
    for (let h = 0; h < 4; h++) {
      const players = [levels[h % 2], levels[(h + 1) % 2]] as const;
      let s = newHand(seededTwoHand(18_700 + h));
      for (let n = 0; s.phase !== 'finished'; n++) {
        const v = view(s, s.toAct as number);
        const d = (players[v.seat] ?? hrac).decide(v, decisionRng(h, n));
        expect(v.legal.map(actionKey)).toContain(actionKey(d.action));
        // Sampled: the best card, or one the level's temperature drew below it (which names the best).
        if (isStockCard(v) && (d.hint.code === 'bestCard' || d.hint.code === 'levelCard')) sampled++;
        const r = apply(s, d.action);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
    }
    expect(sampled).toBeGreaterThan(20);
  });

  it('the same view and seed give the same card and the same samples', () => {
    const s = twoHandPosition(18_507, 11);
    const v = view(s, s.toAct as number);
    const a = hrac.decide(v, createRng(5));
    const b = samplingPlayer('hrac', undefined, { timed: false }).decide(structuredClone(v), createRng(5));
    expect(b).toEqual(a);
    const budget = { deals: 10, nodes: Infinity, ms: Infinity };
    expect(valueStockCards(v, 9, budget).rows).toEqual(valueStockCards(v, 9, budget).rows);
    expect(valueStockCards(v, 9, budget).rows).not.toEqual(valueStockCards(v, 10, budget).rows);
  });

  it("stops at the level's count of samples, and with no sample in time plays the rules player's card", () => {
    const s = twoHandPosition(18_501, 3);
    const v = view(s, s.toAct as number);
    // Začátečník's layouts, each of STOCK_SAMPLES_PER_LAYOUT samples.
    const d = expectBudgetAndFallback(v, LEVEL_CONFIG.zacatecnik.playLayouts * STOCK_SAMPLES_PER_LAYOUT);
    expect(d.hint.code).not.toBe('bestCard');
  });
});
