/**
 * The licitovaný deal and the winner's turn with the talon: what he may declare after the step won,
 * omyl, and the cards he may not lay away — tables by article.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, type Card } from '../../../src-shared/cards/card.ts';
import { fromCards } from '../../../src-shared/cards/cardset.ts';
import { LADDERS, type StepId } from '../../../src-shared/variants/auction/ladder.ts';
import {
  type Declaration,
  dealAuction,
  declarations,
  declareRefusal,
  discardBan,
  mayFold,
  winnerMatching,
} from '../../../src-shared/variants/auction/talon.ts';

const CSM: readonly StepId[] = LADDERS.csm;
const HOUSE: readonly StepId[] = LADDERS.house001;

describe('deal', () => {
  it('fives: five to each from forehand, two to the talon, five more (OP čl. VII odst. 3)', () => {
    const { hands, talon } = dealAuction({ size: 3, dealer: 0 }, CARDS, 'fives');
    // Forehand is seat 1, then 2, then the dealer 0.
    expect(hands.get(1)).toEqual([...CARDS.slice(0, 5), ...CARDS.slice(17, 22)]);
    expect(hands.get(2)).toEqual([...CARDS.slice(5, 10), ...CARDS.slice(22, 27)]);
    expect(hands.get(0)).toEqual([...CARDS.slice(10, 15), ...CARDS.slice(27, 32)]);
    expect(talon).toEqual(CARDS.slice(15, 17));
  });

  it('at four the dealer gets nothing (OP čl. II odst. 4)', () => {
    const { hands, talon } = dealAuction({ size: 4, dealer: 2 }, CARDS, 'fives');
    expect([...hands.keys()]).toEqual([3, 0, 1]);
    expect(hands.has(2)).toBe(false);
    const all = [...[...hands.values()].flat(), ...talon];
    expect(new Set(all).size).toBe(32);
  });

  it('twos: two at a time until each holds ten, the talon last (DP, Mariáš licitovaný)', () => {
    const { hands, talon } = dealAuction({ size: 3, dealer: 0 }, CARDS, 'twos');
    expect(hands.get(1)?.slice(0, 4)).toEqual([CARDS[0], CARDS[1], CARDS[6], CARDS[7]]);
    for (const h of hands.values()) expect(h).toHaveLength(10);
    expect(talon).toEqual(CARDS.slice(30, 32));
  });
});

// Twelve cards: bells 7 8 9 (no marriage), leaves O K (marriage), hearts 7 A, acorns 7 X A, leaves 7 A.
const HAND = fromCards(['B7', 'B8', 'B9', 'LO', 'LK', 'H7', 'HA', 'A7', 'AX', 'AA', 'L7', 'LA'] as Card[]);
const NO_HEART_SEVEN = fromCards([
  'B7',
  'B8',
  'B9',
  'LO',
  'LK',
  'H8',
  'HA',
  'A7',
  'AX',
  'AA',
  'L7',
  'LA',
] as Card[]);

describe('the contract: not below the step won, suits by step (OP čl. VII odst. 3; TP čl. I, II)', () => {
  const d = (step: StepId, trump: Declaration['trump'] = null, aux: Declaration['aux'] = null) => ({
    step,
    trump,
    aux,
  });
  const cases: [string, StepId | null, Declaration, 'all' | 'sevenOnly', string | null][] = [
    ['OP čl. VII odst. 3: the step won', 'seven', d('seven', 'B'), 'sevenOnly', null],
    ['OP čl. VII odst. 3: any higher', 'seven', d('betl'), 'sevenOnly', null],
    ['OP čl. VII odst. 3: not lower', 'hundred', d('redSeven', 'H'), 'sevenOnly', 'contractBelowBid'],
    ['TP čl. I: "hra" is no step of the ladder', 'seven', d('game', 'B'), 'sevenOnly', 'stepNotOnLadder'],
    [
      'TP čl. I: a red step in hearts only',
      'redSeven',
      d('redSeven', 'A'),
      'sevenOnly',
      'redStepNeedsHearts',
    ],
    ['TP čl. I: a plain step not in hearts', 'seven', d('seven', 'H'), 'sevenOnly', 'plainStepNotHearts'],
    ['TP čl. II odst. 17: no sedma without the trump seven', 'seven', d('seven', 'L'), 'sevenOnly', null],
    ['TP čl. II odst. 17: the trump seven must be held', null, d('seven', 'L'), 'all', null],
    ['TP čl. II odst. 16: above sedma need not match', 'hundred', d('hundredSeven', 'B'), 'sevenOnly', null],
    ['OP čl. IV odst. 5: a hundred needs a marriage', 'hundred', d('hundred', 'B'), 'all', null],
    ['OP čl. IV odst. 9: trumps and an auxiliary suit', 'betl', d('twoSevens', 'L', 'A'), 'all', null],
    [
      'OP čl. IV odst. 9: the auxiliary suit is another',
      'betl',
      d('twoSevens', 'L', 'L'),
      'all',
      'auxIsTrump',
    ],
    ['OP čl. IV odst. 9: dvě sedmy names an auxiliary', 'betl', d('twoSevens', 'L'), 'all', 'auxMissing'],
    ['OP čl. IV odst. 7: betl has no trumps', null, d('betl', 'B'), 'all', 'trumpNotAllowed'],
  ];
  it.each(cases)('%s', (_, won, decl, match, expected) => {
    expect(declareRefusal(HAND, won, decl, 'csm', match)?.code ?? null).toBe(expected);
  });

  it('TP čl. II odst. 17: a won sedma červená without the heart seven forces a higher contract', () => {
    expect(declareRefusal(NO_HEART_SEVEN, 'redSeven', d('redSeven', 'H'), 'csm', 'sevenOnly')).toEqual({
      code: 'sevenNeedsTrumpSeven',
      card: 'H7',
    });
    const open = declarations(NO_HEART_SEVEN, 'redSeven', 'csm', 'sevenOnly');
    expect(open.some((x) => x.step === 'redSeven')).toBe(false);
    expect(open.some((x) => x.step === 'hundred' && x.trump === 'B')).toBe(true);
  });

  it('OP čl. IV odst. 4–5, 9 (`all`): every announced seven in hand, a marriage for a hundred', () => {
    const noMarriage = fromCards([
      'B7',
      'B8',
      'B9',
      'LO',
      'HK',
      'H7',
      'HA',
      'A7',
      'AX',
      'AA',
      'L7',
      'LA',
    ] as Card[]);
    expect(declareRefusal(noMarriage, 'hundred', d('hundred', 'B'), 'csm', 'all')).toEqual({
      code: 'hundredNeedsMarriage',
    });
    expect(declareRefusal(noMarriage, 'hundred', d('hundred', 'B'), 'csm', 'sevenOnly')).toBeNull();
    // The auxiliary seven is missing here (hearts are the auxiliary suit).
    expect(declareRefusal(NO_HEART_SEVEN, 'betl', d('twoSevens', 'B', 'H'), 'csm', 'all')).toEqual({
      code: 'auxSevenNotInHand',
      card: 'H7',
    });
    // TP čl. III odst. 3 plays dvě sedmy without both sevens.
    expect(declareRefusal(NO_HEART_SEVEN, 'betl', d('twoSevens', 'B', 'H'), 'csm', 'sevenOnly')).toBeNull();
  });

  it('the declarations offered are exactly those not refused, none below the step won', () => {
    const open = declarations(HAND, 'redHundredSeven', 'house001', 'all');
    expect(open.length).toBeGreaterThan(0);
    for (const x of open) {
      expect(HOUSE.indexOf(x.step)).toBeGreaterThanOrEqual(HOUSE.indexOf('redHundredSeven'));
      expect(declareRefusal(HAND, 'redHundredSeven', x, 'house001', 'all')).toBeNull();
    }
    // DP, Příklad licitace: betl or durch instead of the red hundred-and-seven.
    expect(open).toContainEqual({ step: 'betl', trump: null, aux: null });
    expect(open).toContainEqual({ step: 'durch', trump: null, aux: null });
  });
});

describe('a winner whose cards fit nothing he may declare (our reading: the documents are silent)', () => {
  // No sevens at all, no marriage: under `all` no dvě sedmy fits, and nothing above it is lower.
  const bare = fromCards(['B8', 'B9', 'BX', 'LU', 'LK', 'H8', 'HA', 'A9', 'AX', 'AA', 'L8', 'LA'] as Card[]);
  it('under `all` he may declare any contract at or above the step won, and play it at his risk', () => {
    expect(declarations(bare, 'twoSevens', 'csm', 'all')).toEqual([]);
    expect(winnerMatching(bare, 'twoSevens', 'csm', 'all')).toBe('none');
    const open = declarations(bare, 'twoSevens', 'csm', 'none');
    expect(open).toContainEqual({ step: 'twoSevens', trump: 'B', aux: 'A' });
    expect(open.every((x) => CSM.indexOf(x.step) >= CSM.indexOf('twoSevens'))).toBe(true);
  });
  it("otherwise the rules' matching stands", () => {
    expect(winnerMatching(HAND, 'twoSevens', 'csm', 'all')).toBe('all');
    expect(winnerMatching(bare, 'seven', 'csm', 'all')).toBe('all'); // betl and durch remain
    expect(winnerMatching(bare, 'twoSevens', 'csm', 'sevenOnly')).toBe('sevenOnly');
  });
});

describe('omyl (TP čl. II odst. 17; AP)', () => {
  const cases: [StepId | null, boolean, boolean][] = [
    ['seven', true, true],
    ['redSeven', true, false],
    ['hundred', true, false],
    [null, true, false],
    ['seven', false, false],
  ];
  it.each(cases)('won %s, omyl in the rules %s → may fold %s', (won, allowed, expected) => {
    expect(mayFold(won, allowed)).toBe(expected);
  });
});

describe('the talon (OP čl. IV odst. 12; TP čl. II odst. 17)', () => {
  const cases: [Declaration, Card, string | null, string][] = [
    [{ step: 'seven', trump: 'B', aux: null }, 'AA', 'discardAceOrTen', 'no ace in a trump contract'],
    [{ step: 'hundred', trump: 'B', aux: null }, 'LX', 'discardAceOrTen', 'no ten either'],
    [{ step: 'betl', trump: null, aux: null }, 'AA', null, 'betl may lay aces away'],
    [{ step: 'seven', trump: 'B', aux: null }, 'B7', 'discardAnnouncedSeven', 'the announced seven stays'],
    [{ step: 'hundred', trump: 'B', aux: null }, 'B7', null, 'a seven not announced may go'],
    [{ step: 'hundred', trump: 'B', aux: null }, 'B8', null, 'a plain trump may go (OP čl. IV odst. 12)'],
    [
      { step: 'twoSevens', trump: 'L', aux: 'A' },
      'L7',
      'discardAnnouncedSeven',
      'dvě sedmy: the trump seven',
    ],
    [
      { step: 'twoSevens', trump: 'L', aux: 'A' },
      'A7',
      null,
      'plain dvě sedmy: TP names the auxiliary only with sto',
    ],
    [
      { step: 'twoSevensHundred', trump: 'L', aux: 'A' },
      'A7',
      'discardAnnouncedSeven',
      'dvě sedmy a sto: the auxiliary seven too',
    ],
  ];
  it.each(cases)('%j, %s → %s (%s)', (decl, card, expected) => {
    expect(discardBan(decl, card)?.code ?? null).toBe(expected);
  });
});
