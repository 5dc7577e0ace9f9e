/**
 * Lízaný mariáš, the pure pieces: the deal in packets, the stock and its draws, the free play while the
 * stock lasts, marriages with the svršek first, announcements. Each case names the article it comes from
 * (AP = the English description, section "Lízaný Mariáš"; OP = pravidla ČSM).
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type ReasonCode,
  CARDS,
  PRESETS,
  PRESET_IDS,
  cardIndex,
  fromCards,
  size,
  suitIndex,
  toCards,
} from '../../../src-shared/index.ts';
import { parseRules } from '../../../src-shared/io/parse.ts';
import {
  dealFromStock,
  drawInTurn,
  drawOrder,
  withDraws,
} from '../../../src-shared/variants/two-hand/stock.ts';
import {
  TWO_HAND_HAND,
  TWO_HAND_STOCK,
  TWO_HAND_TRICKS,
  dealFirstPackets,
  dealSecondPackets,
  twoHandSeats,
} from '../../../src-shared/variants/two-hand/deal.ts';
import { drawAfterTrick } from '../../../src-shared/variants/two-hand/draw.ts';
import {
  type LiftedDuties,
  freePlays,
  playIsFree,
  twoHandMarriage,
  twoHandPlays,
} from '../../../src-shared/variants/two-hand/play.ts';
import {
  announceBan,
  announceChoices,
  announcementsOpen,
  trumpSuitChoices,
} from '../../../src-shared/variants/two-hand/announce.ts';
import { cards } from '../helpers.ts';

const set = (s: string) => fromCards(cards(s));
/** Cards in deck order, as `toCards` lists them. */
const sorted = (s: string) => toCards(set(s));
const TABLE = { size: 2, dealer: 1 } as const;

describe('the deal (AP, Lízaný Mariáš: four each, trumps, four more each, sixteen in the stock)', () => {
  const deck = CARDS.slice();

  it('the non-dealer is forehand and gets the first packet', () => {
    expect(twoHandSeats(TABLE)).toEqual([0, 1]);
    expect(twoHandSeats({ size: 2, dealer: 0 })).toEqual([1, 0]);
    const first = dealFirstPackets(TABLE, deck);
    expect(toCards(first.hands[0] ?? 0)).toEqual(deck.slice(0, 4));
    expect(toCards(first.hands[1] ?? 0)).toEqual(deck.slice(4, 8));
    expect(first.stock).toEqual(deck.slice(8));
  });

  it('the second packets in the same order leave a stock of sixteen, top first', () => {
    const dealt = dealSecondPackets(TABLE, dealFirstPackets(TABLE, deck));
    expect(toCards(dealt.hands[0] ?? 0)).toEqual([...deck.slice(0, 4), ...deck.slice(8, 12)]);
    expect(toCards(dealt.hands[1] ?? 0)).toEqual([...deck.slice(4, 8), ...deck.slice(12, 16)]);
    expect(dealt.stock).toEqual(deck.slice(16));
    expect(dealt.stock).toHaveLength(TWO_HAND_STOCK);
    expect(dealt.hands.map(size)).toEqual([TWO_HAND_HAND, TWO_HAND_HAND]);
  });

  it('with the dealer at seat 0 forehand is seat 1', () => {
    const dealt = dealSecondPackets({ size: 2, dealer: 0 }, dealFirstPackets({ size: 2, dealer: 0 }, deck));
    expect(toCards(dealt.hands[1] ?? 0)).toEqual([...deck.slice(0, 4), ...deck.slice(8, 12)]);
  });

  it('is for two seats and a whole deck only', () => {
    expect(() => dealFirstPackets({ size: 3, dealer: 2 }, deck)).toThrow();
    expect(() => dealFirstPackets(TABLE, deck.slice(1))).toThrow();
  });

  it('forehand names any suit: he lays no card (plan, question 24)', () => {
    expect(trumpSuitChoices()).toEqual(['H', 'B', 'L', 'A']);
  });

  it('sixteen tricks: 32 cards over two seats', () => {
    expect(TWO_HAND_TRICKS * 2).toBe(32);
  });
});

describe('the stock', () => {
  const stock = cards('H7 H8 H9 HX');

  it('seats draw off the top in the order given', () => {
    expect(drawInTurn(stock, [1, 0])).toEqual({
      draws: [
        { seat: 1, card: 'H7' },
        { seat: 0, card: 'H8' },
      ],
      stock: cards('H9 HX'),
    });
  });

  it('nobody draws from an empty stock', () => {
    expect(drawInTurn([], [0, 1])).toEqual({ draws: [], stock: [] });
    expect(drawInTurn(cards('H7'), [0, 1]).draws).toEqual([{ seat: 0, card: 'H7' }]);
  });

  it('packets go whole to one seat before the next', () => {
    const { draws, stock: rest } = dealFromStock(stock, [0, 1], 2);
    expect(draws.map((d) => `${d.seat}${d.card}`)).toEqual(['0H7', '0H8', '1H9', '1HX']);
    expect(rest).toEqual([]);
  });

  it('draws join the hands', () => {
    const hands = withDraws(
      [set('A7'), 0],
      [
        { seat: 0, card: 'H7' },
        { seat: 1, card: 'H8' },
      ],
    );
    expect(hands.map((h) => toCards(h))).toEqual([cards('H7 A7'), cards('H8')]);
  });

  it('the winner draws first, then the others in play order', () => {
    expect(drawOrder(1, [0])).toEqual([1, 0]);
  });
});

describe('drawing after a trick (AP, Lízaný Mariáš: the winner draws first, then the other)', () => {
  const hands = [set('HA HK'), set('BA BK')];
  const stock = cards('L7 L8 L9 LX');

  it.each([
    { winner: 0, forehand: 'L7', dealer: 'L8' },
    { winner: 1, forehand: 'L8', dealer: 'L7' },
  ])('won by seat $winner: forehand gets $forehand, the dealer $dealer', ({ winner, forehand, dealer }) => {
    const after = drawAfterTrick(TABLE, hands, stock, winner);
    expect(after.draws[0]?.seat).toBe(winner);
    expect(toCards(after.hands[0] ?? 0)).toEqual(sorted(`HA HK ${forehand}`));
    expect(toCards(after.hands[1] ?? 0)).toEqual(sorted(`BA BK ${dealer}`));
    expect(after.stock).toEqual(cards('L9 LX'));
  });

  it('eight draws empty a stock of sixteen; afterwards nothing is drawn', () => {
    let h: readonly number[] = [0, 0];
    let s = CARDS.slice(16);
    for (let i = 0; i < 8; i++) {
      const after = drawAfterTrick(TABLE, h, s, i % 2);
      expect(after.draws).toHaveLength(2);
      h = after.hands;
      s = after.stock.slice();
    }
    expect(s).toEqual([]);
    expect(h.map(size)).toEqual([8, 8]);
    const none = drawAfterTrick(TABLE, h, s, 0);
    expect(none.draws).toEqual([]);
    expect(none.hands).toBe(h);
  });
});

interface PlayCase {
  readonly source: string;
  readonly hand: string;
  readonly played: string;
  readonly trump: 'H' | 'B' | 'L' | 'A';
  readonly seven: Card | null;
  readonly stock: number;
  /** Which duties the stock lifts; `allDuties` unless given. */
  readonly lifted?: LiftedDuties;
  readonly legal: string;
  readonly refused: Partial<Record<ReasonCode, string>>;
}

const PLAY: Record<string, PlayCase> = {
  'stock left: a card of another suit although the led suit is held': {
    source: 'AP, Lízaný Mariáš (no duty to follow while the stock lasts; question 23 reading b)',
    hand: 'BA B8 LK L7 AX A9 HU H8',
    played: 'B9',
    trump: 'H',
    seven: null,
    stock: 10,
    legal: 'BA B8 LK L7 AX A9 HU H8',
    refused: {},
  },
  'stock left: no duty to overtake or to trump': {
    source: 'AP, Lízaný Mariáš (question 23 reading b: every duty lifted)',
    hand: 'LK L7 AX A9 HU H8 H9 HK',
    played: 'BX',
    trump: 'H',
    seven: null,
    stock: 2,
    legal: 'LK L7 AX A9 HU H8 H9 HK',
    refused: {},
  },
  'stock left: an announced seven is still held back': {
    source: 'OP čl. IV odst. 11 (question 23: the seven waits)',
    hand: 'H7 BA B8 LK L7 AX A9 HU',
    played: 'B9',
    trump: 'H',
    seven: 'H7',
    stock: 4,
    legal: 'BA B8 LK L7 AX A9 HU',
    refused: { sevenMustWait: 'H7' },
  },
  'following alone lifted: holding the led suit, any card': {
    source: 'AP, Lízaný Mariáš (question 23 reading a, twoHandLifted followOnly)',
    hand: 'BA B8 LK L7 AX A9 HU H8',
    played: 'B9',
    trump: 'H',
    seven: null,
    stock: 6,
    lifted: 'followOnly',
    legal: 'BA B8 LK L7 AX A9 HU H8',
    refused: {},
  },
  'following alone lifted: void in the led suit, must still trump': {
    source: 'AP, Lízaný Mariáš (question 23 reading a); OP čl. II odst. 8',
    hand: 'LK L7 AX A9 HA H8',
    played: 'BX',
    trump: 'H',
    seven: null,
    stock: 6,
    lifted: 'followOnly',
    legal: 'HA H8',
    refused: { mustTrump: 'LK L7 AX A9' },
  },
  'following alone lifted: void in the led suit and in trumps, any card': {
    source: 'AP, Lízaný Mariáš (question 23 reading a); OP čl. II odst. 8',
    hand: 'LK L7 AX A9',
    played: 'BX',
    trump: 'H',
    seven: null,
    stock: 6,
    lifted: 'followOnly',
    legal: 'LK L7 AX A9',
    refused: {},
  },
  'stock gone: follow suit and overtake': {
    source: 'AP, Lízaný Mariáš (normal rules once the stock is exhausted); OP čl. II odst. 7–8',
    hand: 'BA B8 LK L7 AX A9 HU H8',
    played: 'B9',
    trump: 'H',
    seven: null,
    stock: 0,
    legal: 'BA',
    refused: { mustFollowSuit: 'LK L7 AX A9 HU H8', mustOvertake: 'B8' },
  },
  'stock gone: void in the led suit, must trump': {
    source: 'OP čl. II odst. 8',
    hand: 'LK L7 AX A9 HU H8',
    played: 'BX',
    trump: 'H',
    seven: null,
    stock: 0,
    legal: 'HU H8',
    refused: { mustTrump: 'LK L7 AX A9' },
  },
  'stock gone: the announced seven waits unless forced': {
    source: 'OP čl. IV odst. 11',
    hand: 'H7 HO B8',
    played: 'HK',
    trump: 'H',
    seven: 'H7',
    stock: 0,
    legal: 'HO',
    refused: { mustFollowSuit: 'B8', sevenMustWait: 'H7' },
  },
};

describe('card play (AP, Lízaný Mariáš; OP čl. II, IV)', () => {
  it.each(Object.entries(PLAY))('%s', (_, c) => {
    const notes: { cards: number; code: ReasonCode }[] = [];
    const allowed = twoHandPlays(
      set(c.hand),
      cards(c.played).map(cardIndex),
      suitIndex(c.trump),
      c.seven === null ? -1 : cardIndex(c.seven),
      c.stock,
      c.lifted ?? 'allDuties',
      (excluded, reason) => notes.push({ cards: excluded, code: reason.code }),
    );
    expect(toCards(allowed), c.source).toEqual(sorted(c.legal));
    const refused: Partial<Record<ReasonCode, Card[]>> = {};
    for (const n of notes)
      refused[n.code] = toCards(fromCards([...(refused[n.code] ?? []), ...toCards(n.cards)]));
    const want = Object.fromEntries(Object.entries(c.refused).map(([k, v]) => [k, sorted(v)]));
    expect(refused, c.source).toEqual(want);
  });

  it('the duties are lifted exactly while cards are left in the stock', () => {
    expect([16, 1, 0].map(playIsFree)).toEqual([true, true, false]);
  });

  it('a seven that is the last card in hand may be played', () => {
    expect(toCards(freePlays(set('H7'), cardIndex('H7')))).toEqual(['H7']);
  });
});

describe('marriages (AP, Lízaný Mariáš: the svršek played with the král still in hand)', () => {
  it.each([
    { card: 'BO', after: 'BK H7', marriage: true, why: 'svršek first, král in hand' },
    { card: 'BK', after: 'BO H7', marriage: false, why: 'král first does not count' },
    { card: 'BO', after: 'H7', marriage: false, why: 'the král is not in hand (perhaps still in the stock)' },
    { card: 'HO', after: 'HK', marriage: true, why: 'in trumps too' },
  ])('$card with $after left: $why', ({ card, after, marriage }) => {
    expect(twoHandMarriage(set(after), card as Card)).toBe(marriage);
  });
});

describe('announcements (AP, Lízaný Mariáš: bonuses as in the three-hand game)', () => {
  it.each([
    { hand: 'H7 BO BK LA', trump: 'H', choices: ['', '7', '100', '7+100'] },
    { hand: 'H7 BO LK LA', trump: 'H', choices: ['', '7'] },
    { hand: 'H8 BO BK LA', trump: 'H', choices: ['', '100'] },
    { hand: 'H7 BO LK LA', trump: 'B', choices: [''] },
  ] as const)('$hand with $trump trumps: $choices', ({ hand, trump, choices }) => {
    const got = announceChoices(set(hand), trump).map((a) =>
      [a.seven ? '7' : '', a.hundred ? '100' : ''].filter(Boolean).join('+'),
    );
    expect(got).toEqual(choices);
  });

  it('a seven whose card is still in the stock is refused, with the reason', () => {
    expect(announceBan(set('H8 BO BK LA'), 'H', { seven: true, hundred: false })).toEqual({
      code: 'sevenNeedsTrumpSeven',
      card: 'H7',
    });
    expect(announceBan(set('H7 BO LK LA'), 'H', { seven: false, hundred: true })).toEqual({
      code: 'hundredNeedsMarriage',
    });
  });

  it('only before the first lead', () => {
    expect(announcementsOpen(0, 0)).toBe(true);
    expect(announcementsOpen(0, 1)).toBe(false);
    expect(announcementsOpen(3, 0)).toBe(false);
  });
});

describe('the lízaný option (docs/rules.md, "Lízaný")', () => {
  it('every preset lifts every duty while the stock lasts (question 23, reading b)', () => {
    for (const id of PRESET_IDS) expect(PRESETS[id].twoHandLifted, id).toBe('allDuties');
  });

  it('rules from outside take either reading and nothing else', () => {
    const read = parseRules({ preset: 'english003', twoHandLifted: 'followOnly' });
    expect(read.ok && read.value.twoHandLifted).toBe('followOnly');
    expect(parseRules({ twoHandLifted: 'some' }).ok).toBe(false);
  });
});
