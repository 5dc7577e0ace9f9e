/**
 * Card play, table-driven by rule article. Each case lays out a deal, plays the tricks given and checks
 * which cards the seat to act may play and the reason given for every other card.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type ReasonCode,
  PRESETS,
  illegalCards,
  legalActions,
} from '../../../src-shared/index.ts';
import { type Layout, cards, stateOf } from '../helpers.ts';

/** Trumps hearts; declarer is forehand (seat 0); dealer seat 2. */
const D1: Layout = {
  hands: ['HA HX HK HO H7 BA BX B7 LA L7', 'H9 H8 BK BO B9 LX LK LO AA AX', 'HU BU B8 LU L9 L8 AK AO AU A9'],
  talon: 'A8 A7',
  trump: 'H',
};

/** Two defenders void in bells, for trumping and overtrumping. */
const D2: Layout = {
  hands: ['BA BX BK BO BU B9 B8 B7 H7 HO', 'HA HX H9 LA LX LK LO L7 L9 L8', 'HK HU H8 AA AX AK AO AU A9 LU'],
  talon: 'A8 A7',
  trump: 'H',
};

const SEVEN: Layout = { ...D1, announced: { seven: true } };
const BETL: Layout = { ...D1, trump: null, game: 'betl' };

interface Case {
  readonly source: string;
  readonly layout: Layout;
  readonly tricks: string[];
  readonly legal: string;
  readonly illegal: Partial<Record<ReasonCode, string>>;
}

const CASES: Record<string, Case> = {
  'leads anything': {
    source: 'rules/000 čl. II odst. 6',
    layout: D1,
    tricks: [],
    legal: 'HA HX HK HO H7 BA BX B7 LA L7',
    illegal: {},
  },
  'follows suit and overtakes the seven': {
    source: 'rules/000 čl. II odst. 7–8',
    layout: D1,
    tricks: ['B7'],
    legal: 'BK BO B9',
    illegal: { mustFollowSuit: 'H9 H8 LX LK LO AA AX' },
  },
  'cannot beat the ten: any card of the suit': {
    source: 'rules/000 čl. II odst. 8 (the ten outranks the king)',
    layout: D1,
    tricks: ['BX'],
    legal: 'BK BO B9',
    illegal: { mustFollowSuit: 'H9 H8 LX LK LO AA AX' },
  },
  'must overtake the highest card of the suit': {
    source: 'rules/000 čl. II odst. 8; rules/001 "Sehrávka" 2',
    layout: D1,
    tricks: ['B7 B9'],
    legal: 'BU',
    illegal: { mustFollowSuit: 'HU LU L9 L8 AK AO AU A9', mustOvertake: 'B8' },
  },
  'void: must trump': {
    source: 'rules/000 čl. II odst. 7',
    layout: D1,
    tricks: ['BA B9 B8', 'L7 LX L8', 'AA A9'],
    legal: 'HA HX HK HO H7',
    illegal: { mustTrump: 'BX B7 LA' },
  },
  'void: must overtrump a trump in the trick': {
    source: 'rules/000 čl. II odst. 8 (last sentence)',
    layout: D2,
    tricks: ['BA H9'],
    legal: 'HK HU',
    illegal: { mustTrump: 'AA AX AK AO AU A9 LU', mustOvertrump: 'H8' },
  },
  'suit already trumped: follow, no need to overtake': {
    source: 'rules/000 čl. II odst. 8',
    layout: D2,
    tricks: ['BA H9 HK', 'LU HO'],
    legal: 'LA LX LK LO L9 L8 L7',
    illegal: { mustFollowSuit: 'HA HX' },
  },
  'announced seven waits at the lead': {
    source: 'rules/000 čl. IV odst. 11',
    layout: SEVEN,
    tricks: [],
    legal: 'HA HX HK HO BA BX B7 LA L7',
    illegal: { sevenMustWait: 'H7' },
  },
  'announced seven waits when trumping': {
    source: 'rules/000 čl. IV odst. 11',
    layout: SEVEN,
    tricks: ['BA B9 B8', 'L7 LX L8', 'AA A9'],
    legal: 'HA HX HK HO',
    illegal: { mustTrump: 'BX B7 LA', sevenMustWait: 'H7' },
  },
  'betl: the ten ranks under the unter': {
    source: 'rules/000 čl. IV odst. 7',
    layout: BETL,
    tricks: ['BX'],
    legal: 'BK BO',
    illegal: { mustFollowSuit: 'H9 H8 LX LK LO AA AX', mustOvertake: 'B9' },
  },
  'betl: no trumps, a void seat may discard anything': {
    source: 'rules/000 čl. IV odst. 7 (no trump suit)',
    layout: { ...BETL, hands: D2.hands },
    tricks: ['BA'],
    legal: 'HA HX H9 LA LX LK LO L7 L9 L8',
    illegal: {},
  },
};

describe('card play', () => {
  it.each(Object.entries(CASES))('%s', (_, c) => {
    const state = stateOf(c.layout, c.tricks);
    const actions = legalActions(state);
    const legal = actions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    // Besides the cards, the declarer to act may claim (ložená hra, claim.ts); nobody else may.
    expect(actions.some((a) => a.type === 'claim')).toBe(state.toAct === state.declarer);
    expect(actions.every((a) => a.type === 'play' || a.type === 'claim')).toBe(true);
    expect(legal.sort()).toEqual(cards(c.legal).sort());
    const got: Partial<Record<ReasonCode, Card[]>> = {};
    for (const { card, reason } of illegalCards(state)) (got[reason.code] ??= []).push(card);
    const want = Object.fromEntries(Object.entries(c.illegal).map(([k, v]) => [k, cards(v).sort()]));
    expect(Object.fromEntries(Object.entries(got).map(([k, v]) => [k, v.sort()]))).toEqual(want);
  });

  it('names the card to beat and the suit to follow', () => {
    const reasons = illegalCards(stateOf(D1, ['B7 B9']));
    expect(reasons.find((r) => r.card === 'B8')?.reason).toEqual({ code: 'mustOvertake', card: 'B9' });
    expect(reasons.find((r) => r.card === 'AK')?.reason).toEqual({ code: 'mustFollowSuit', suit: 'B' });
  });

  it('the highest trump wins; without trumps the highest card of the led suit', () => {
    const s = stateOf(D2, ['BA H9 HK']);
    expect(s.tricks[0]?.winner).toBe(2);
    const b = stateOf({ ...BETL, hands: D2.hands }, ['BA HA H8']);
    expect(b.tricks[0]?.winner).toBe(0);
    expect(b.phase).toBe('finished');
    expect(b.end).toBe('betlLost');
  });

  it('a marriage is announced with the first card of the pair (rules/000 čl. III odst. 3)', () => {
    const s = stateOf(D1, ['HO H9 HU']);
    expect(s.marriages).toEqual([{ seat: 0, suit: 'H', points: 40, trick: 0 }]);
    expect(stateOf(D1, ['HK H9 HU']).marriages).toHaveLength(1);
    // rules/003: only a svršek played first announces it.
    const overFirst = { ...PRESETS.csm, marriageOrder: 'overFirst' as const };
    expect(stateOf({ ...D1, rules: overFirst }, ['HK H9 HU']).marriages).toEqual([]);
  });
});
