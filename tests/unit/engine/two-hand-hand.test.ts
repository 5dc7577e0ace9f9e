/**
 * Lízaný mariáš as state transitions (src-shared/variants/two-hand/hand.ts): the first packets, trumps named by
 * forehand, the second packets, the play rule with and without the stock, the draws. Each case names the
 * article it comes from (AP = the English description, section "Lízaný Mariáš"; OP = pravidla ČSM).
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  CARDS,
  PRESETS,
  fromCards,
  size,
  toCards,
} from '../../../src-shared/index.ts';
import {
  drawAfter,
  drawnBy,
  forTwoHand,
  nameTrumps,
  newTwoHand,
  trumpSuitActions,
  twoHandPlayRule,
} from '../../../src-shared/variants/two-hand/hand.ts';
import { cards } from '../helpers.ts';
import { drawnOf } from '../../../src-shared/variants/two-hand/state.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';
import { ownTwoHand } from '../../../src-shared/variants/two-hand/state.ts';

const TABLE = { size: 2, dealer: 1 } as const;
const start = (rules = PRESETS.csm) => newTwoHand({ rules, table: TABLE, deck: CARDS });
const named = (suit: 'H' | 'B' | 'L' | 'A' = 'L') =>
  nameTrumps(start(), { type: 'chooseTrumpSuit', seat: 0, suit });

describe('the deal and the trumps (AP, Lízaný Mariáš)', () => {
  it('four cards each, forehand to name trumps, the rest of the deck undealt', () => {
    const s = start();
    expect(s.variant).toBe('twoHand');
    expect(s.phase).toBe('trumpSuit');
    expect(s.toAct).toBe(0);
    expect(toCards(s.hands[0] ?? 0)).toEqual(CARDS.slice(0, 4));
    expect(toCards(s.hands[1] ?? 0)).toEqual(CARDS.slice(4, 8));
    expect(stockOf(s)).toEqual(CARDS.slice(8));
    expect(s.declarer).toBeNull();
    expect(s.trump).toBeNull();
  });

  it('forehand may name any of the four suits, nobody else', () => {
    expect(trumpSuitActions(start()).map((a) => (a.type === 'chooseTrumpSuit' ? a.suit : null))).toEqual([
      'H',
      'B',
      'L',
      'A',
    ]);
    expect(trumpSuitActions(named())).toEqual([]);
  });

  it('naming trumps makes forehand the declarer of a suit game (question 24) and deals four more each', () => {
    const s = named('L');
    expect(s.phase).toBe('announce');
    expect(s.toAct).toBe(0);
    expect(s.declarer).toBe(0);
    expect(s.game).toBe('suit');
    expect(s.trump).toBe('L');
    expect(s.trumpShown).toBe(true);
    expect(s.trumpCard).toBeNull();
    expect(s.hands.map(size)).toEqual([8, 8]);
    expect(toCards(s.hands[0] ?? 0)).toEqual([...CARDS.slice(0, 4), ...CARDS.slice(8, 12)]);
    expect(stockOf(s)).toEqual(CARDS.slice(16));
    expect(s.calls).toEqual([{ type: 'chooseTrumpSuit', seat: 0, suit: 'L' }]);
  });

  it('marriages count with the svršek first under every preset (AP, Lízaný Mariáš)', () => {
    expect(PRESETS.csm.marriageOrder).toBe('either');
    expect(start(PRESETS.csm).rules.marriageOrder).toBe('overFirst');
    expect(forTwoHand(PRESETS.english003)).toBe(PRESETS.english003);
    expect({ ...forTwoHand(PRESETS.csm), marriageOrder: 'either' }).toEqual(PRESETS.csm);
  });
});

/** A state in play with the given hands, trick and stock (seat 0 forehand and declarer, trumps hearts). */
function inPlay(hands: [string, string], led: string, stock: string, seven = false): HandState {
  const s = named('H');
  return {
    ...s,
    phase: 'play',
    hands: hands.map((h) => fromCards(cards(h))),
    trick: { leader: 0, cards: cards(led) },
    toAct: led === '' ? 0 : 1,
    own: { ...ownTwoHand(s), stock: cards(stock) },
    components: seven
      ? [
          { kind: 'game', side: 'declarer', announcer: 0, doubles: 0 },
          { kind: 'sevenAgainst', side: 'defence', announcer: 1, doubles: 0 },
        ]
      : [{ kind: 'game', side: 'declarer', announcer: 0, doubles: 0 }],
  };
}

describe('the play rule (AP, Lízaný Mariáš; OP čl. II odst. 7–8, čl. IV odst. 11)', () => {
  it.each([
    {
      why: 'the stock lasts: any card, though the led suit is held',
      hands: ['HA', 'BA B8 L7 H8'],
      led: 'B9',
      stock: 'A7 A8',
      seven: false,
      legal: 'H8 BA B8 L7',
    },
    {
      why: 'the stock lasts: an announced seven still waits',
      hands: ['HA', 'H7 BA B8 L7'],
      led: 'B9',
      stock: 'A7 A8',
      seven: true,
      legal: 'BA B8 L7',
    },
    {
      why: 'the stock is gone: follow and overtake',
      hands: ['HA', 'BA B8 L7 H8'],
      led: 'B9',
      stock: '',
      seven: false,
      legal: 'BA',
    },
  ] as const)('$why', ({ hands, led, stock, seven, legal }) => {
    const rule = twoHandPlayRule(inPlay([...hands], led, stock, seven));
    expect(toCards(rule.allowed)).toEqual(toCards(fromCards(cards(legal))));
  });

  it('under twoHandLifted followOnly a void seat still trumps', () => {
    const s = inPlay(['HA', 'L7 H8 H9'], 'B9', 'A7 A8');
    const rule = twoHandPlayRule({ ...s, rules: { ...s.rules, twoHandLifted: 'followOnly' } });
    expect(toCards(rule.allowed)).toEqual(['H8', 'H9']);
    expect(rule.excluded.map((e) => e.reason.code)).toEqual(['mustTrump']);
  });
});

describe('the draws (AP, Lízaný Mariáš: the winner first, then the other)', () => {
  it('eight tricks empty the stock; each seat drew its own eight', () => {
    let s = named('H');
    const stock = stockOf(s);
    const winners = [1, 1, 0, 1, 0, 0, 0, 1];
    for (const [k, w] of winners.entries()) {
      s = drawAfter({ ...s, tricks: [...s.tricks, { leader: 0, cards: [], winner: w }] }, w);
      expect(stockOf(s)).toHaveLength(16 - 2 * (k + 1));
      expect(s.hands.map(size)).toEqual([8 + k + 1, 8 + k + 1]);
    }
    expect(drawnOf(s)).toEqual(stock);
    const mine = (seat: number) =>
      winners.map((w, k) => (w === seat ? stock[2 * k] : stock[2 * k + 1]) as Card);
    expect(drawnBy(s, 0)).toEqual(mine(0));
    expect(drawnBy(s, 1)).toEqual(mine(1));
    expect(drawAfter(s, 0)).toBe(s);
  });
});
