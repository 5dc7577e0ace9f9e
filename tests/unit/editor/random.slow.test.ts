/**
 * Random deals to practise a chosen contract: the declarer's hand is one a player would announce it
 * with (checked here on the cards themselves, not through the predicate alone), the talon of a suit
 * game holds no ace or ten, the engine accepts the position, and the same seed gives the same deal.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTRACTS,
  betlGaps,
  durchSafe,
  fitsContract,
  longestSuit,
  practicePosition,
} from '../../../src-shared/editor/random.ts';
import { type Card, PRESETS, SUITS, fromPosition, rankOf, suitOf } from '../../../src-shared/index.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';

const cards = (s: string) => s.split(' ') as Card[];

describe('rules of thumb for a contract', () => {
  it('betl: the cards of the others below the declarer’s highest, none without the seven', () => {
    expect(betlGaps(cards('H7'))).toBe(0);
    expect(betlGaps(cards('H7 H8 H9'))).toBe(0);
    expect(betlGaps(cards('H7 H9'))).toBe(1);
    expect(betlGaps(cards('H7 H8 HX HU'))).toBe(1);
    expect(betlGaps(cards('H7 HX'))).toBe(2);
    expect(betlGaps(cards('H8'))).toBe(Infinity);
    expect(betlGaps(cards('H7 H8 H9 HX HU HO HK HA'))).toBe(0);
  });

  it('durch: enough top cards without a gap', () => {
    expect(durchSafe(cards('HA'))).toBe(true);
    expect(durchSafe(cards('HK'))).toBe(false);
    expect(durchSafe(cards('HA HK H7'))).toBe(false);
    // Four out: one defender may hold all four, and the fourth beats the seven after three top cards.
    expect(durchSafe(cards('HA HK HO H7'))).toBe(false);
    expect(durchSafe(cards('HA HK HO HU H7'))).toBe(true);
    // Five held, three out: three top cards draw them.
    expect(durchSafe(cards('HA HK HO H8 H7'))).toBe(true);
    expect(durchSafe(cards('HA HK HU H8 H7'))).toBe(false);
  });

  it('trumps are the longest suit, ties broken by high cards', () => {
    expect(longestSuit(cards('H7 H8 H9 B7 BA BX'))).toBe('B');
    expect(longestSuit(cards('H7 H8 H9 H8 BA BX'))).toBe('H');
  });

  it('names the contract a hand fits, and nothing for a hand that does not', () => {
    const seven = cards('L7 L8 LU LA HA HX B9 BO AK A8');
    expect(fitsContract('seven', seven)).toEqual({ game: 'suit', trump: 'L', announced: { seven: true } });
    expect(fitsContract('seven', cards('L8 L9 LU LA HA HX B9 BO AK A8'))).toBeNull();
    expect(fitsContract('game', seven)).toEqual({ game: 'suit', trump: 'L', announced: {} });
    expect(fitsContract('hundred', seven)).toBeNull();
    const hundred = cards('LA LK LO L7 LX HA HX B9 AK A8');
    expect(fitsContract('hundred', hundred)).toEqual({
      game: 'suit',
      trump: 'L',
      announced: { hundred: true },
    });
    expect(fitsContract('betl', cards('H7 H8 B7 B8 L7 L8 L9 A7 A8 AX'))).toEqual({
      game: 'betl',
      trump: null,
      announced: {},
    });
    // Two gaps in the hand: the nine of leaves and the nine of acorns can be led through.
    expect(fitsContract('betl', cards('H7 H8 B7 B8 L7 L8 LX A7 A8 AX'))).toBeNull();
    expect(fitsContract('betl', seven)).toBeNull();
    expect(fitsContract('durch', cards('HA HK HO BA BK BO BU LA LK LO'))).toMatchObject({ game: 'durch' });
    expect(fitsContract('durch', hundred)).toBeNull();
  });
});

describe('a random deal for the contract chosen', () => {
  it('deals hands that fit, a legal position, the same for the same seed', () => {
    for (const kind of CONTRACTS)
      for (let seed = 1; seed <= 8; seed++) {
        const { position, state, contract } = practicePosition(PRESETS.csm, kind, seed);
        expect(contract).toBe(kind);
        expect(fromPosition(position).ok).toBe(true);
        expect(state.phase).toBe('play');
        expect(state.tricks).toHaveLength(0);
        expect(position.declarer).toBe((position.dealer + 1) % 3);
        const hand = position.hands[position.declarer] as Card[];
        expect(hand).toHaveLength(10);
        const held = SUITS.map((s) => hand.filter((c) => suitOf(c) === s)).filter((cs) => cs.length > 0);
        const trumps = hand.filter((c) => position.trump !== null && suitOf(c) === position.trump);
        const highs = hand.filter((c) => rankOf(c) === 'A' || rankOf(c) === 'X').length;
        if (kind === 'betl' || kind === 'durch') {
          expect(position).toMatchObject({ game: kind, trump: null });
          // Betl: the seven of every suit held; durch: the ace of every suit held.
          for (const cs of held) expect(cs.map(rankOf)).toContain(kind === 'betl' ? '7' : 'A');
        } else {
          expect(position.game).toBe('suit');
          expect(trumps.length).toBeGreaterThanOrEqual(4);
          expect(position.talon.some((c) => rankOf(c) === 'A' || rankOf(c) === 'X')).toBe(false);
        }
        if (kind === 'seven') {
          expect(position.announced).toEqual({ seven: true });
          expect(trumps).toContain(`${position.trump}7`);
        }
        if (kind === 'hundred') {
          expect(position.announced).toEqual({ hundred: true });
          expect(trumps).toEqual(expect.arrayContaining([`${position.trump}K`, `${position.trump}O`]));
          expect(highs).toBeGreaterThanOrEqual(4);
        }
        if (kind === 'game') {
          expect(position.announced).toEqual({});
          expect(highs).toBeGreaterThanOrEqual(3);
        }
        expect(practicePosition(PRESETS.csm, kind, seed).position).toEqual(position);
      }
  });

  it('betl and durch hands are ones a player announces: most of them hold against best defence', () => {
    for (const kind of ['betl', 'durch'] as const) {
      let held = 0;
      for (let seed = 1; seed <= 16; seed++)
        if (analyze(practicePosition(PRESETS.csm, kind, seed).state).value > 0) held++;
      expect(held, kind).toBeGreaterThanOrEqual(12);
    }
  });

  it('any: every contract comes up over a few seeds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) seen.add(practicePosition(PRESETS.csm, 'any', seed).contract);
    expect([...seen].sort()).toEqual([...CONTRACTS].sort());
  });
});
