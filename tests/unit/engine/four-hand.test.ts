/**
 * Křížový's pure pieces (src-shared/variants/four-hand), each case with the article it comes from:
 * pravidla ČSM (OP) čl. VII odst. 2 and the English description (AP), "Four hand Mariáš".
 */
import { describe, expect, it } from 'vitest';
import { CARDS, type Card, type Rank } from '../../../src-shared/cards/card.ts';
import { size, toCards, union } from '../../../src-shared/cards/cardset.ts';
import type { Game } from '../../../src-shared/engine/contract.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { createRng, shuffled } from '../../../src-shared/util/random.ts';
import {
  CALL_RANKS,
  calledCard,
  declaringSeats,
  resolveCall,
} from '../../../src-shared/variants/four-hand/call.ts';
import {
  FOUR_HAND_HAND,
  dealFirstPackets,
  dealSecondPackets,
  fourHandSeats,
  fourHandTable,
} from '../../../src-shared/variants/four-hand/deal.ts';
import {
  doublingSpeakers,
  partnerRefusal,
  provenNotPartner,
} from '../../../src-shared/variants/four-hand/doubling.ts';
import { betlOpenSeats, breaksContract, noTrumpResult } from '../../../src-shared/variants/four-hand/play.ts';
import { partnerAsSeenBy, revealedIn } from '../../../src-shared/variants/four-hand/reveal.ts';
import { explainReason } from '../../../src-shared/explain/format.ts';
import type { FourHandReason } from '../../../src-shared/explain/reasons/four-hand.ts';

const cards = (s: string) => s.split(/\s+/).filter(Boolean) as Card[];

/**
 * A deck dealing these eight-card hands with dealer 3 (forehand 0): each seat's first four in the first
 * round, its last four in the second.
 */
function deckFor(...hands: [string, string, string, string]): Card[] {
  const hs = hands.map(cards);
  return [...hs.flatMap((h) => h.slice(0, 4)), ...hs.flatMap((h) => h.slice(4))];
}

// Forehand (0): first four HA HK BA L7, second four HX B7 AX A7.
const DECK = deckFor(
  'HA HK BA L7 HX B7 AX A7',
  'HO H9 BX BK LA LK AK A9',
  'H7 H8 BO B9 LX LO AA AO',
  'HU BU B8 LU L9 L8 AU A8',
);

function dealt(deck: readonly Card[] = DECK, dealer = 3) {
  const table = fourHandTable(dealer);
  const first = dealFirstPackets(table, deck);
  return { table, first, hands: dealSecondPackets(table, first.hands, first.rest) };
}

describe('the deal: four to each twice round, no talon (OP čl. VII odst. 2; AP)', () => {
  it('deals 4-4-4-4 from forehand, then 4-4-4-4 after the call', () => {
    const { first, hands } = dealt();
    expect(first.hands.map(size)).toEqual([4, 4, 4, 4]);
    expect(first.firstPacket).toEqual(cards('HA HK BA L7'));
    expect(toCards(first.hands[3] as number).sort()).toEqual(cards('HU BU B8 LU').sort());
    expect(first.rest).toHaveLength(16);
    expect(hands.map(size)).toEqual([8, 8, 8, 8]);
    expect(toCards(hands[0] as number).sort()).toEqual(cards('HA HK BA L7 HX B7 AX A7').sort());
  });

  it.each([0, 1, 2, 3])('with dealer %i, forehand is left of him and the dealer is dealt last', (dealer) => {
    const table = fourHandTable(dealer);
    const seats = fourHandSeats(table);
    expect(seats[0]).toBe((dealer + 1) % 4);
    expect(seats[3]).toBe(dealer);
    const first = dealFirstPackets(table, CARDS);
    expect(first.firstPacket).toEqual(CARDS.slice(0, 4));
    expect(toCards(first.hands[dealer] as number)).toEqual(CARDS.slice(12, 16));
  });

  it('conserves the 32 cards over random decks: eight each, none twice, nothing left', () => {
    const rng = createRng(18);
    for (let i = 0; i < 200; i++) {
      const deck = shuffled(CARDS, rng);
      const { hands } = dealt(deck, rng.int(4));
      expect(hands.every((h) => size(h) === FOUR_HAND_HAND)).toBe(true);
      expect(hands.reduce((a, h) => union(a, h), 0) >>> 0).toBe(0xffffffff);
    }
  });

  it('refuses a table where the dealer sits out, and a short deck', () => {
    expect(() => fourHandSeats({ size: 4, dealer: 0 })).toThrow();
    expect(() => fourHandSeats({ size: 3, dealer: 0, dealerSitsOut: false })).toThrow();
    expect(() => dealFirstPackets(fourHandTable(0), CARDS.slice(1))).toThrow();
  });
});

describe('the call: the holder of the called rank in trumps is the partner (AP; OP čl. VII odst. 2)', () => {
  const { hands, first } = dealt();
  const facts = (rank: Rank, game: Game = 'suit', trump: 'H' | 'B' | null = 'H') => ({
    game,
    declarer: 0,
    trump,
    rank,
    hands,
    firstPacket: first.firstPacket,
  });

  it('any of the eight ranks may be called', () => {
    expect(CALL_RANKS).toEqual(['7', '8', '9', 'X', 'U', 'O', 'K', 'A']);
  });

  it.each([
    // Trump card HK, hearts: the called card's holder plays with forehand.
    ['O', 'H', 'HO', 'partner', 1, 'AP: the holder of the announced rank in the trump suit'],
    ['7', 'H', 'H7', 'partner', 2, 'AP'],
    ['U', 'H', 'HU', 'partner', 3, 'AP: the dealer plays too'],
    ['U', 'B', 'BU', 'partner', 3, 'AP: the suit of the face-down card decides'],
    // Called a rank he holds among his first four: alone on purpose (OP "může úmyslně hrát sám").
    ['A', 'H', 'HA', 'alone', null, 'OP čl. VII odst. 2, hrát sám'],
    ['K', 'H', 'HK', 'alone', null, 'OP čl. VII odst. 2: the trump card itself'],
    // In his own second four: "dokoupit", reading a of question 21; alone against three (AP).
    ['X', 'H', 'HX', 'bought', null, 'OP čl. VII odst. 2, dokoupit; AP'],
    ['7', 'B', 'B7', 'bought', null, 'OP čl. VII odst. 2, dokoupit'],
  ] as const)('call %s in %s: %s is %s (%s)', (rank, trump, card, outcome, partner, _source) => {
    const r = resolveCall(facts(rank, 'suit', trump));
    expect(r).toEqual({ outcome, card, partner });
    expect(calledCard(trump, rank)).toBe(card);
  });

  it.each(['betl', 'durch'] as const)('%s calls nobody: the declarer plays alone (AP)', (game) => {
    expect(resolveCall(facts('O', game, null))).toEqual({ outcome: 'noTrumps', card: null, partner: null });
  });

  it('the declaring side is the declarer and his partner, or the declarer alone', () => {
    expect(declaringSeats(2, 0)).toEqual([0, 2]);
    expect(declaringSeats(2, null)).toEqual([2]);
  });
});

describe('doubling: odd doublings only from the defence, never from the partner (OP čl. VII odst. 2)', () => {
  const table = fourHandTable(3);
  it('the declarer alone speaks for his side (question 19 b); the three others in the defence rounds', () => {
    expect(doublingSpeakers(table, 0, 'declarer')).toEqual([0]);
    expect(doublingSpeakers(table, 0, 'defence')).toEqual([1, 2, 3]);
    expect(doublingSpeakers(table, 2, 'defence')).toEqual([3, 0, 1]);
  });

  it.each([
    [1, 1, { doubles: 1, against: 0 }, 'partnerMayNotDouble', 'OP: the partner must not flek his declarer'],
    [1, 1, { doubles: 0, against: 1 }, 'partnerMayNotAnnounce', 'OP: against the declaring side, so not him'],
    [1, 1, { doubles: 1, against: 1 }, 'partnerMayNotAnnounce', 'OP'],
    [1, 1, { doubles: 0, against: 0 }, null, 'his pass (Dobrý) gives nothing away'],
    [2, 1, { doubles: 1, against: 1 }, null, 'OP: the defence fleks and announces against'],
    [2, null, { doubles: 1, against: 0 }, null, 'alone: all three defend'],
  ] as const)('seat %i (partner %s) %j: %s (%s)', (seat, partner, call, reason, _source) => {
    expect(partnerRefusal(seat, partner, call)).toBe(reason);
  });

  it('a seat heard fleking or announcing against is not the partner (public fact for layouts)', () => {
    const calls = [
      { type: 'announce', seat: 0 },
      { type: 'double', seat: 1, components: [] },
      { type: 'double', seat: 2, components: ['game'] },
      { type: 'double', seat: 3, components: [], against: ['sevenAgainst'] },
      { type: 'double', seat: 0, components: ['game'] },
    ];
    expect(provenNotPartner(calls, 0)).toEqual([2, 3]);
  });
});

describe('the partner is hidden until the called card falls (AP: he must not show it)', () => {
  const t = (s: string) => ({ cards: cards(s) });
  it('finds the trick the called card fell in, the current one included', () => {
    expect(revealedIn('HO', [t('HA HO H7 HU')], null)).toBe(0);
    expect(revealedIn('HO', [t('BA BX BO B8')], t('HK HO'))).toBe(1);
    expect(revealedIn('HO', [t('BA BX BO B8')], t('HK'))).toBeNull();
    expect(revealedIn(null, [t('BA BX BO B8')], null)).toBeNull();
  });

  it.each([
    [1, 1, false, false, 1, 'the partner knows himself'],
    [2, 1, false, false, undefined, 'the others do not know'],
    [0, 1, false, false, undefined, 'nor does the declarer'],
    [0, 1, true, false, 1, 'once the card falls, everybody'],
    [2, null, true, false, null, 'it fell from the declarer: alone'],
    [2, null, false, false, undefined, 'alone, but nobody can tell yet'],
    [2, null, false, true, null, 'betl and durch: nobody is called'],
  ] as const)(
    'viewer %i, partner %s, revealed %s, no trumps %s: %s (%s)',
    (viewer, partner, rev, nt, seen, _why) => {
      expect(partnerAsSeenBy(viewer, partner, rev, nt)).toBe(seen);
    },
  );
});

describe('betl with open cards from the lead to the second trick (OP čl. VII odst. 2; question 17)', () => {
  const all = PRESETS.csm.betlOpenAll;
  it.each([
    ['betl', 0, 0, true, [], 'before the first lead'],
    ['betl', 0, 3, true, [], 'during the first trick'],
    ['betl', 1, 0, true, [], 'after the first trick, before the lead to the second'],
    ['betl', 1, 1, true, [0, 1, 2, 3], 'the second trick is led: everyone'],
    ['betl', 5, 2, true, [0, 1, 2, 3], 'to the end'],
    ['betl', 1, 1, false, [2], 'betlOpenAll off: the declarer only'],
    ['durch', 3, 1, true, [], 'not in durch'],
    ['suit', 3, 1, true, [], 'not in a suit game'],
  ] as const)('%s, %i tricks + %i cards, all %s: %j (%s)', (game, done, inTrick, openAll, seats, _why) => {
    expect(betlOpenSeats(game, 2, done, inTrick, openAll)).toEqual(seats);
  });
  it('the ČSM preset opens every hand', () => expect(all).toBe(true));
});

describe('durch s chytrým: the first seven tricks suffice (OP čl. VII odst. 2; question 18)', () => {
  it.each([
    ['betl', 0, 0, true, 'betl: the declarer takes a trick'],
    ['betl', 7, 1, false, 'betl: another seat takes it'],
    ['durch', 3, 1, true, 'durch: the declarer loses an early trick'],
    ['durch', 6, 2, true, 'durch: the seventh trick is still owed'],
    ['durch', 7, 2, false, 'durch s chytrým: the last may go to another'],
    ['suit', 2, 1, false, 'a suit game is never broken by a trick'],
  ] as const)('%s, trick %i to seat %i: broken %s (%s)', (game, index, winner, broken, _why) => {
    expect(breaksContract(game, 0, index, winner, true)).toBe(broken);
  });

  it('without durchClever the last trick counts like the others', () => {
    expect(breaksContract('durch', 0, 7, 2, false)).toBe(true);
  });

  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], true, { won: true, brokenAt: null, clever: null }],
    [[0, 0, 0, 0, 0, 0, 0, 3], true, { won: true, brokenAt: null, clever: 3 }],
    [[0, 0, 0, 0, 0, 0, 0, 3], false, { won: false, brokenAt: 7, clever: null }],
    [[0, 0, 1], true, { won: false, brokenAt: 2, clever: null }],
  ])('durch with winners %j, durchClever %s: %j', (winners, clever, result) => {
    expect(noTrumpResult('durch', 0, winners, clever)).toEqual(result);
  });

  it('betl: won when the declarer takes no trick, lost at the first he takes', () => {
    expect(noTrumpResult('betl', 0, [1, 2, 3, 1, 2, 3, 1, 2], true)).toEqual({
      won: true,
      brokenAt: null,
      clever: null,
    });
    expect(noTrumpResult('betl', 0, [1, 0], true)).toEqual({ won: false, brokenAt: 1, clever: null });
  });

  it('an unbroken contract is judged only after all eight tricks', () => {
    expect(() => noTrumpResult('durch', 0, [0, 0], true)).toThrow();
  });
});

describe('křížový refusals in words, each citing pravidla ČSM čl. VII odst. 2', () => {
  const reasons: FourHandReason[] = [
    { code: 'notInFirstFour', card: 'HX' },
    { code: 'noBlindHere' },
    { code: 'noTalonHere' },
    { code: 'partnerMayNotDouble' },
    { code: 'partnerMayNotAnnounce' },
  ];
  it.each(reasons)('%j', (reason) => {
    for (const lang of ['cs', 'en'] as const) {
      const { text, citation } = explainReason(reason, lang);
      expect(text).toMatch(/^[A-ZŽŠČŘĎŤŇÚ].*\.$/);
      expect(citation).toEqual({ doc: '000', article: 'VII', paragraph: 2 });
    }
    // Czech addresses the player with "ty", never "vy".
    expect(explainReason(reason, 'cs').text).not.toMatch(/\b(Vy|vám|Váš|můžete|nesmíte)\b/);
  });
  it('names the card in both languages', () => {
    expect(explainReason({ code: 'notInFirstFour', card: 'HX' }, 'cs').text).toContain('desítka');
    expect(explainReason({ code: 'notInFirstFour', card: 'HX' }, 'en').text).toContain('first four');
  });
});
