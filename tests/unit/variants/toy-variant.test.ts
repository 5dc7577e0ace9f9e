/**
 * A variant is a plug-in: a test-only variant (tests/support/toy-variant.ts), registered through the same
 * `VariantDef` as the real ones, is dealt, bid, doubled, played and settled by the engine and read back
 * as a position, with no line of the engine, the position reader or the settlement knowing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, cardPoints } from '../../../src-shared/cards/card.ts';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import { newHand } from '../../../src-shared/engine/deal.ts';
import { legalActions } from '../../../src-shared/engine/legal.ts';
import { describe as describePosition, fromPosition } from '../../../src-shared/engine/position.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import { view } from '../../../src-shared/engine/view.ts';
import { variantName } from '../../../src-shared/explain/names.ts';
import { preset } from '../../../src-shared/rules/ruleset.ts';
import { resultOf, settle } from '../../../src-shared/settlement/settle.ts';
import { createRng, shuffled } from '../../../src-shared/util/random.ts';
import { flowOf, registerVariant, variantDef, variantTable } from '../../../src-shared/variants/registry.ts';
import { TOY, TOY_ID, duelOwn, longestSuit } from '../../support/toy-variant.ts';
import { partnerOf, stockOf } from '../../../src-shared/engine/state.ts';
import { type EveryVariant, type VariantStates } from '../../../src-shared/variants/states.ts';
import { VARIANTS } from '../../../src-shared/variants/ids.ts';

/** Plays a dealt toy hand to its end: trumps by the longest suit, then always the first legal action. */
function playOut(seed: number): { states: HandState[]; final: HandState } {
  const deck = shuffled(CARDS, createRng(seed));
  let state = newHand({ rules: preset('csm'), table: variantTable(TOY_ID, 2, 1), deck, variant: TOY_ID });
  const states = [state];
  for (let guard = 0; state.phase !== 'finished'; guard++) {
    if (guard > 200) throw new Error('the toy hand does not end');
    const actions = legalActions(state);
    expect(actions.length).toBeGreaterThan(0);
    const seat = state.toAct as number;
    const action =
      state.phase === 'trumpSuit'
        ? { type: 'chooseTrumpSuit' as const, seat, suit: longestSuit(toCards(state.hands[seat] ?? 0)) }
        : actions[0]!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`refused: ${JSON.stringify(next.error)}`);
    state = next.value;
    states.push(state);
  }
  return { states, final: state };
}

describe('a toy variant registered through VariantDef', () => {
  let unregister: () => void = () => {};
  beforeAll(() => {
    unregister = registerVariant(TOY);
  });
  afterAll(() => unregister());

  it('is unknown to the app until a test registers it', () => {
    unregister();
    expect(flowOf(TOY_ID)).toBeNull();
    expect(() => variantDef(TOY_ID)).toThrow(/no variant duel/);
    unregister = registerVariant(TOY);
    expect(variantDef(TOY_ID)).toBe(TOY);
    expect(() => registerVariant(TOY)).toThrow(/already registered/);
  });

  it('plays a whole hand through apply, legalActions and view, and settles it', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { states, final } = playOut(seed);
      // Its own phase, then the common doubling and play.
      expect(states[0]?.phase).toBe('trumpSuit');
      // Its own slot of the state (module augmentation of VariantStates), written by its reducer.
      expect(duelOwn(states[0] as HandState)).toEqual({ variant: 'duel', namedBy: null });
      expect(duelOwn(final)).toEqual({ variant: 'duel', namedBy: final.declarer });
      // The core's facets read nothing of it.
      expect([stockOf(final), partnerOf(final)]).toEqual([[], null]);
      expect(states.some((s) => s.phase === 'doubling')).toBe(true);
      expect(final.tricks).toHaveLength(16);
      // Every seat sees its own sixteen cards and only the count of the other's.
      for (const seat of [0, 1]) {
        const v = view(states[0] as HandState, seat);
        expect(v.variant).toBe(TOY_ID);
        expect(v.hand).toEqual(toCards(states[0]?.hands[seat] ?? 0));
        expect(v.handSizes).toEqual([16, 16]);
      }
      // The settlement: the common game paid by the card points the engine counted.
      const r = resultOf(final);
      expect(r.variant).toBe(TOY_ID);
      const points = final.tricks.reduce(
        (sum, t, i) =>
          t.winner === final.declarer
            ? sum + t.cards.reduce((p, c) => p + cardPoints(c), 0) + (i === 15 ? 10 : 0)
            : sum,
        0,
      );
      expect(r.declarerSide.cards).toBe(points);
      const s = settle(final);
      expect(s.money.reduce((a, b) => a + b, 0)).toBe(0);
      // A game is won by the side with more points (cards and marriages; the defence holds the rest of 90).
      const mine = points + r.declarerSide.marriages.reduce((a, b) => a + b, 0);
      const theirs = 90 - points + r.defenceSide.marriages.reduce((a, b) => a + b, 0);
      if (mine !== theirs)
        expect(Math.sign(s.money[final.declarer as number] ?? 0)).toBe(mine > theirs ? 1 : -1);
    }
  });

  it('is read and written as a position by its own hooks', () => {
    const { states } = playOut(7);
    const mid = states.find(
      (s) => s.phase === 'play' && s.tricks.length === 5 && s.trick?.cards.length === 1,
    );
    expect(mid).toBeDefined();
    const p = describePosition(mid as HandState);
    expect(p.variant).toBe(TOY_ID);
    expect(p.talon).toEqual([]);
    const back = fromPosition(p);
    expect(back.ok).toBe(true);
    if (back.ok) expect(describePosition(back.value)).toEqual(p);
    // Its own position hook builds its slot.
    if (back.ok) expect(back.value.own).toEqual(mid?.own);
    // Its checkContract hook: forehand declares.
    const wrong = fromPosition({ ...p, declarer: 1 - p.declarer });
    expect(wrong.ok ? null : wrong.error).toMatchObject({ code: 'invalid', path: 'declarer' });
  });

  it('needs no production change for its slot, while a real variant without one does not compile', () => {
    const slots: VariantStates = {
      chosen: { variant: 'chosen' },
      auction: { variant: 'auction', auction: null, wonStep: null, aux: null },
      fourHand: { variant: 'fourHand', called: null, partner: null, stock: [] },
      twoHand: { variant: 'twoHand', stock: [], drawn: [] },
      duel: { variant: 'duel', namedBy: 0 },
    };
    expect(Object.keys(slots)).toHaveLength(VARIANTS.length + 1);
    // @ts-expect-error -- the map without lízaný's member: EveryVariant refuses it (checked by npm run typecheck)
    const incomplete = (_slots: EveryVariant<Omit<VariantStates, 'twoHand'>>): boolean => true;
    expect(incomplete).toBeTypeOf('function');
  });

  it('is named by its own words', () => {
    expect(variantName(TOY_ID, 'cs')).toBe('souboj');
    expect(variantName(TOY_ID, 'en')).toBe('duel');
  });
});
