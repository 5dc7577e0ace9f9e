/**
 * Křížový's and lízaný's inference from forehand's trump call (inference.ts `firstFourReading`,
 * four-hand-player.ts `layoutWeight`): its likelihood given his eight cards, counted over the fours he
 * may have named trumps from (35 with the trump card in křížový, all 70 in lízaný), each case worked out
 * by hand: in křížový from the rules of thumb (heuristics.ts: the best suit by `trumpScore`, its lowest
 * card but the seven, the highest rank lacked), in lízaný from the levels' softmax of that score
 * (`trumpSuitChance`).
 */
import { describe, expect, it } from 'vitest';
import { type Card, type CardSet, type SeatView, fromCards } from '../../../src-shared/index.ts';
import {
  FIRST_FOUR_OFF_POLICY,
  TWO_HAND_TRUMP_SCALE,
  bidInference,
  firstFourReading,
  trumpSuitChance,
} from '../../../src-main/ai/inference.ts';
import { layoutWeight } from '../../../src-main/ai/four-hand/four-hand-player.ts';

const OFF = FIRST_FOUR_OFF_POLICY;

/** A defender's view of a suit game in play: forehand (seat 0) declared acorns (A) with `trumpCard`. */
const suitGame = (over: Partial<SeatView>): SeatView =>
  ({
    variant: 'fourHand',
    seat: 2,
    declarer: 0,
    game: 'suit',
    trump: 'A',
    trumpBlind: false,
    trumpCard: 'A8',
    called: { rank: 'A', card: null },
    calls: [],
    ...over,
  }) as SeatView;

const declarerHolds = (cards: string[]): CardSet[] => [fromCards(cards as Card[]), 0, 0, 0];
const allAcorns = ['A7', 'A8', 'A9', 'AX', 'AU', 'AO', 'AK', 'AA'];

describe('křížový: forehand’s trump card and call read from his first four', () => {
  // [case, view's trump card and call, declarer's eight cards, likelihood; the count behind it]
  const cases: [string, Partial<SeatView>, string[], number][] = [
    // Every four holding A8 lays it (his lowest but the seven) in his best suit; it lacks the ace in
    // C(6,3) = 20 of the 35 fours (A8 and three of the six others below the ace).
    ['all acorns, A8 laid, the ace called', {}, allAcorns, (20 + 15 * OFF) / 35],
    // The ten is the highest lacked where the ace is held and the ten not: A8, AA and two of the
    // five others, C(5,2) = 10 fours.
    [
      'all acorns, A8 laid, the ten called',
      { called: { rank: 'X', card: null } },
      allAcorns,
      (10 + 25 * OFF) / 35,
    ],
    // A9 is laid only from the C(6,3) = 20 fours without A8 (the seven does not count), 10 of them
    // lacking the ace; of the 15 with A8, C(5,2) = 10 lack the ace, so only the card is off there.
    ['all acorns, A9 laid', { trumpCard: 'A9' }, allAcorns, (10 + 10 * OFF + 10 * OFF + 5 * OFF * OFF) / 35],
    // A lone acorn against seven bells: bells are the best suit of every four, acorns are not; A8 is
    // the only acorn, laid and lacking the ace in each.
    ['a lone trump card, seven bells', {}, ['A8', 'B7', 'B8', 'B9', 'BX', 'BU', 'BO', 'BK'], OFF],
  ];
  it.each(cases)('%s', (_, over, cards, likelihood) => {
    const weigh = firstFourReading(suitGame(over));
    expect(weigh?.(declarerHolds(cards))).toBeCloseTo(likelihood, 12);
  });

  it('is the whole of the bidding’s reading of a quiet křížový suit game', () => {
    const v = suitGame({});
    const hand = declarerHolds(allAcorns);
    expect(bidInference(v)?.(hand)).toBeCloseTo((20 + 15 * OFF) / 35, 12);
  });

  it('says nothing to forehand himself, in betl or durch, or before the trump card is shown', () => {
    expect(firstFourReading(suitGame({ seat: 0 }))).toBeNull();
    expect(firstFourReading(suitGame({ game: 'betl', trump: null, trumpCard: null }))).toBeNull();
    expect(firstFourReading(suitGame({ trumpCard: null }))).toBeNull();
    expect(firstFourReading(suitGame({ variant: 'chosen' }))).toBeNull();
  });
});

describe('lízaný: forehand’s trump suit read from his first four', () => {
  /** The dealer's view at the doubling: forehand (seat 0) named acorns and announced hra. */
  const doubling = (over: Partial<SeatView>): SeatView =>
    ({
      variant: 'twoHand',
      seat: 1,
      declarer: 0,
      game: 'suit',
      trump: 'A',
      trumpBlind: false,
      trumpCard: null,
      called: null,
      calls: [],
      tricks: [],
      trick: null,
      ...over,
    }) as SeatView;
  const holds = (cards: string[]): CardSet[] => [fromCards(cards as Card[]), 0];

  const e = (score: number) => Math.exp(score / TWO_HAND_TRUMP_SCALE);

  it.each([
    // One card of each suit, no honours: every suit scores 3, so each is named a quarter of the time.
    ['one seven of each suit', ['H7', 'B7', 'L7', 'A7'], 1 / 4],
    // Four low acorns score 12, the other suits 0.
    ['four low acorns', ['A7', 'A8', 'A9', 'AU'], e(12) / (e(12) + 3)],
    // A lone acorn ace (5) against three low bells (9), nothing in the other two suits.
    ['an acorn ace and three low bells', ['AA', 'B7', 'B8', 'B9'], e(5) / (e(5) + e(9) + 2)],
  ] as const)('the chance of naming acorns from %s', (_, four, chance) => {
    expect(trumpSuitChance([...four] as Card[], 'A')).toBeCloseTo(chance, 12);
  });

  it('gives the four suits chances that sum to one', () => {
    const four = ['AA', 'AK', 'B7', 'LX'] as Card[];
    const sum = (['H', 'B', 'L', 'A'] as const).reduce((a, suit) => a + trumpSuitChance(four, suit), 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it.each([
    // Four low acorns and four low bells: a four holds k acorns (C(4,k)·C(4,4−k) of the 70 fours:
    // 1, 16, 36, 16, 1), scoring 3k against the bells' 3(4 − k) and 0 for the two other suits.
    [
      'four low acorns, four low bells',
      ['A7', 'A8', 'A9', 'AU', 'B7', 'B8', 'B9', 'BU'],
      [1, 16, 36, 16, 1].reduce((a, n, k) => a + (n * e(3 * k)) / (e(3 * k) + e(3 * (4 - k)) + 2), 0) / 70,
    ],
  ] as const)('%s', (_, cards, likelihood) => {
    expect(firstFourReading(doubling({}))?.(holds([...cards]))).toBeCloseTo(likelihood, 12);
  });

  it('finds a hand of more and higher acorns likelier', () => {
    const weigh = firstFourReading(doubling({}));
    const eightAcorns = weigh?.(holds(allAcorns)) as number;
    const twoLow = weigh?.(holds(['A7', 'A8', 'B7', 'B8', 'B9', 'BU', 'BO', 'BK'])) as number;
    const loneAcorn = weigh?.(holds(['A8', 'B7', 'B8', 'B9', 'BX', 'BU', 'BO', 'BK'])) as number;
    expect(eightAcorns).toBeGreaterThan(twoLow);
    expect(twoLow).toBeGreaterThan(loneAcorn);
    expect(loneAcorn).toBeGreaterThan(0);
  });

  it('says nothing to forehand himself, or once the first card is led', () => {
    expect(firstFourReading(doubling({ seat: 0 }))).toBeNull();
    expect(firstFourReading(doubling({ trick: { leader: 0, cards: ['B7'] } as never }))).toBeNull();
  });
});

describe('křížový: a layout’s weight by the calls and by the play', () => {
  const layout = { hands: [fromCards(['A8'] as Card[]), 0, 0, 0], tricks: [], trick: null } as never;
  it('multiplies the two weights and counts only the play’s nodes', () => {
    const byCalls = () => 0.25;
    const byPlay = () => ({ weight: 0.5, nodes: 7 });
    expect(layoutWeight(byCalls, byPlay)?.(layout)).toEqual({ weight: 0.125, nodes: 7 });
    expect(layoutWeight(byCalls, null)?.(layout)).toEqual({ weight: 0.25, nodes: 0 });
    expect(layoutWeight(null, byPlay)).toBe(byPlay);
    expect(layoutWeight(null, null)).toBeNull();
  });
});
