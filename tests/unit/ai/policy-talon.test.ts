/**
 * The talon another seat laid, as the levels draw it (unseen.ts `policyTalon`): the declarer's twelve are
 * drawn together and the talon is what the rule of thumb lays away from them (heuristics.ts `discardFor`),
 * so his ten are as strong as a declarer makes them; without the option two cards the ban allows (the
 * review of a bid keeps that).
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type SeatView,
  CARDS,
  apply,
  createRng,
  has,
  newHand,
  preset,
  rankOf,
  suitOf,
  toCards,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { discardFor } from '../../../src-main/ai/heuristics.ts';
import { sampleUnseen } from '../../../src-main/ai/unseen.ts';

/** Volený hands of the rules players up to a defender's doubling decision on a suit game. */
function defenders(count: number): SeatView[] {
  const out: SeatView[] = [];
  for (let i = 0; out.length < count && i < 100; i++) {
    let s: HandState = newHand({
      rules: preset('csm'),
      table: variantTable('chosen', 3, 2),
      deck: dealDeck(29, i),
      variant: 'chosen',
    });
    while (s.phase !== 'doubling' && s.phase !== 'play' && s.phase !== 'finished') {
      const r = apply(s, rulePlayer.decide(view(s, s.toAct as number), createRng(i)).action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
    if (s.phase !== 'doubling') continue;
    const v = view(s, s.toAct as number);
    if (v.declarer !== v.seat && v.game === 'suit' && v.talonBy === v.declarer) out.push(v);
  }
  if (out.length < count) throw new Error(`only ${out.length} defenders' doubling views`);
  return out;
}

const sideSuitVoids = (cards: readonly Card[], trump: string) =>
  ['H', 'B', 'L', 'A'].filter((s) => s !== trump && !cards.some((c) => suitOf(c) === s)).length;

describe('the talon another seat laid, as the levels draw it', () => {
  const views = defenders(6);

  it('is the rule of thumb’s discard from his twelve, keeps the ban and what the view places with him', () => {
    for (const [k, v] of views.entries()) {
      const declarer = v.declarer as number;
      const rng = createRng(k + 1);
      for (let i = 0; i < 40; i++) {
        const deal = sampleUnseen(v, rng, { policyTalon: true });
        const talon = toCards(deal.talon);
        const his = toCards(deal.hands[declarer] ?? 0);
        expect(his).toHaveLength(v.handSizes[declarer] as number);
        expect(talon).toHaveLength(2);
        // The rule of thumb on the twelve in the deck's order (its ties go by that order).
        const twelve = [...his, ...talon].sort((a, b) => CARDS.indexOf(a) - CARDS.indexOf(b));
        if (discardFor(twelve, 'suit', v.trump, v.trumpCard).every((c) => talon.includes(c))) {
          // No ace or ten and not the trump card in a suit game's talon.
          for (const c of talon) {
            expect(['A', 'X']).not.toContain(rankOf(c));
            expect(c).not.toBe(v.trumpCard);
          }
        } else
          throw new Error(`deal ${i} of view ${k}: the talon ${talon.join(' ')} is not the rule of thumb’s`);
        if (v.trumpCard !== null) expect(has(deal.hands[declarer] ?? 0, v.trumpCard)).toBe(true);
        // The viewer's own cards are his.
        expect(toCards(deal.hands[v.seat] ?? 0).sort()).toEqual([...v.hand].sort());
      }
    }
  });

  it('leaves the declarer more side suits empty than two cards drawn at random', () => {
    let policy = 0;
    let uniform = 0;
    for (const [k, v] of views.entries()) {
      const declarer = v.declarer as number;
      const a = createRng(100 + k);
      const b = createRng(100 + k);
      for (let i = 0; i < 200; i++) {
        policy += sideSuitVoids(
          toCards(sampleUnseen(v, a, { policyTalon: true }).hands[declarer] ?? 0),
          v.trump!,
        );
        uniform += sideSuitVoids(toCards(sampleUnseen(v, b).hands[declarer] ?? 0), v.trump!);
      }
    }
    expect(policy).toBeGreaterThan(1.3 * uniform);
  });
});
