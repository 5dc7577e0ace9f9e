/**
 * Lízaný, random legal play from random deals under every preset: the 32 cards are conserved (hands,
 * stock, tricks), a seat to act always has a legal action and `apply` takes each of them, a view never
 * shows the other hand or the stock, the stock is gone exactly after the eighth trick, and the money sums
 * to zero.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  PRESET_IDS,
  PRESETS,
  apply,
  createRng,
  gatherDeck,
  legalActions,
  newHand,
  settle,
  shuffledDeck,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { drawnOf } from '../../../src-shared/variants/two-hand/state.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

const HANDS = 100;

function allCards(s: HandState): Card[] {
  return [
    ...s.hands.flatMap((h) => toCards(h)),
    ...stockOf(s),
    ...s.tricks.flatMap((t) => t.cards),
    ...(s.trick?.cards ?? []),
  ];
}

/** Cards a seat may not know: the other hand and the stock. */
function hiddenFrom(s: HandState, seat: number): Card[] {
  const other = 1 - seat;
  // A claim, right or wrong, lays the declarer's cards open for both (TP čl. II odst. 21).
  const open = s.claim !== null && other === s.declarer;
  return [...(open ? [] : toCards(s.hands[other] ?? 0)), ...stockOf(s)];
}

describe('lízaný property (AP, Lízaný Mariáš)', () => {
  it(`${HANDS} random hands keep every invariant`, () => {
    const rng = createRng(18_002);
    let played = 0;
    for (let h = 0; h < HANDS; h++) {
      const rules = PRESETS[PRESET_IDS[h % PRESET_IDS.length] as (typeof PRESET_IDS)[number]];
      const lifted = h % 3 === 2 ? 'followOnly' : 'allDuties';
      let s = newHand({
        rules: { ...rules, twoHandLifted: lifted },
        table: { size: 2, dealer: h % 2 },
        deck: shuffledDeck(rng),
        variant: 'twoHand',
      });
      let steps = 0;
      while (s.phase !== 'finished') {
        const all = allCards(s);
        expect(all).toHaveLength(32);
        expect(new Set(all).size).toBe(32);
        if (s.phase === 'play' && s.trick?.cards.length === 0)
          expect(stockOf(s)).toHaveLength(Math.max(0, 16 - 2 * s.tricks.length));
        for (const seat of [0, 1]) {
          const shown = JSON.stringify(view(s, seat));
          for (const c of hiddenFrom(s, seat)) expect(shown, `${c} shown to ${seat}`).not.toContain(`"${c}"`);
        }
        const legal = legalActions(s);
        expect(legal.length, `no action in ${s.phase}`).toBeGreaterThan(0);
        // Every legal action is accepted (checked on a sample of steps, to keep the run short).
        if (steps % 7 === 0) for (const a of legal) expect(apply(s, a).ok, JSON.stringify(a)).toBe(true);
        const pick = legal[rng.int(legal.length)] as Action;
        const r = apply(s, pick);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.value;
        steps++;
      }
      if (s.end === 'played') {
        played++;
        expect(s.tricks).toHaveLength(16);
        expect(stockOf(s)).toEqual([]);
        expect(drawnOf(s)).toHaveLength(16);
      }
      // The next deal gathers every card once: tricks, then an undrawn stock, then hands.
      const next = gatherDeck(s);
      expect(next).toHaveLength(32);
      expect(new Set(next).size).toBe(32);
      const money = settle(s).money;
      expect(money).toHaveLength(2);
      expect((money[0] ?? 0) + (money[1] ?? 0)).toBe(0);
    }
    expect(played).toBeGreaterThan(HANDS / 2);
  });
});
