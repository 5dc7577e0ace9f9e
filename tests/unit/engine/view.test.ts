/** view(state, seat) shows a seat only what it may know; replay rebuilds any moment of a hand. */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  PRESETS,
  createRng,
  describe as describePosition,
  fromPosition,
  legalActions,
  replay,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { BIDDING_DECK, handFrom, playOut, run, stateOf } from '../helpers.ts';

const DECK = BIDDING_DECK;

describe('view', () => {
  it('never shows another seat’s cards or the talon to a seat that did not lay it', () => {
    let s = handFrom(DECK);
    const rng = createRng(3);
    while (s.phase !== 'finished') {
      for (const seat of [0, 1, 2]) {
        const v = view(s, seat);
        const own = new Set(toCards(s.hands[seat]!));
        expect(v.hand.every((c) => own.has(c))).toBe(true);
        const json = JSON.stringify({ ...v, hand: [], legal: [], rules: null });
        for (const other of [0, 1, 2].filter((o) => o !== seat))
          for (const c of toCards(s.hands[other]!)) {
            const seen =
              v.tricks.some((t) => t.cards.includes(c)) ||
              v.trick?.cards.includes(c) ||
              v.openHand?.includes(c) ||
              v.laidOpen.some((h) => h?.includes(c)) ||
              v.trumpCard === c ||
              v.talonTrumps.includes(c);
            if (!seen) expect(json).not.toContain(`"${c}"`);
          }
        if (s.talonBy !== seat) expect(v.talon).toBeNull();
      }
      const legal = legalActions(s);
      s = run(s, legal[rng.int(legal.length)] as Action);
    }
  });

  it('shows the declarer’s hand to all after the first trick of an open game (rules/001 "Vyložený")', () => {
    const layout = {
      hands: [
        'H7 H8 H9 HX B7 B8 L7 L8 A9 AU',
        'HU HO BK BO B9 LX LK LO AA AX',
        'HK HA BU BA BX LU L9 LA AK AO',
      ] as const,
      talon: 'A8 A7',
      trump: null,
      game: 'openBetl' as const,
      rules: PRESETS.house001,
    };
    expect(view(stateOf(layout), 1).openHand).toBeNull();
    expect(view(stateOf(layout, ['H7 HU HK']), 1).openHand).toEqual([
      'H8',
      'H9',
      'HX',
      'B7',
      'B8',
      'L7',
      'L8',
      'A9',
      'AU',
    ]);
  });
});

describe('replay', () => {
  it('a hand is a fold over its actions: every prefix replays to the state reached', () => {
    const setup = { rules: PRESETS.csm, table: { size: 3, dealer: 2 } as const, deck: DECK };
    const rng = createRng(11);
    const actions: Action[] = [];
    let s = handFrom(DECK);
    const states = [s];
    while (s.phase !== 'finished') {
      const legal = legalActions(s);
      const a = legal[rng.int(legal.length)] as Action;
      actions.push(a);
      s = run(s, a);
      states.push(s);
    }
    for (let i = 0; i <= actions.length; i += 3) {
      const r = replay(setup, actions.slice(0, i));
      expect(r.ok && r.value).toEqual(states[i]);
    }
  });

  it('a position described from a state rebuilds the same play', () => {
    const start = stateOf({
      hands: [
        'HA HX HK HO H7 BA BX B7 LA L7',
        'H9 H8 BK BO B9 LX LK LO AA AX',
        'HU BU B8 LU L9 L8 AK AO AU A9',
      ],
      talon: 'A8 A7',
      trump: 'H',
      announced: { seven: true },
    });
    const end = playOut(start, createRng(5));
    const again = fromPosition(describePosition(end));
    expect(again.ok && again.value.tricks).toEqual(end.tricks);
    expect(again.ok && again.value.marriages).toEqual(end.marriages);
  });
});
