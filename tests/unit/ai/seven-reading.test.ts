/**
 * Volený: the defence reads the declarer's seven, announced or not, as a level announces it
 * (inference.ts `sevenLikelihood`, from hráč's announcements by its trumps after the talon).
 */
import { describe, expect, it } from 'vitest';
import { type Card, type CardSet, type SeatView, fromCards } from '../../../src-shared/index.ts';
import { bidInference, hundredLikelihood, sevenLikelihood } from '../../../src-main/ai/inference.ts';

const hand = (cards: string) => cards.split(' ') as Card[];

describe('sevenLikelihood', () => {
  it.each([
    // Without the trump seven he cannot announce it.
    ['no trump seven, announced', 'HA HX HK HO HU BA BX LA LX AA', true, 0],
    ['no trump seven, not announced', 'HA HX HK HO HU BA BX LA LX AA', false, 1],
    // Three trumps: hráč never announced (bounded by the floor 0.005).
    ['three trumps with the seven, announced', 'H7 HA HX BA BX BK LA LX AA AX', true, 0.005],
    ['three trumps with the seven, not announced', 'H7 HA HX BA BX BK LA LX AA AX', false, 0.995],
    // Four trumps: 177 of 599.
    ['four trumps with the seven, announced', 'H7 HA HX HK BA BX LA LX AA AX', true, 0.3],
    // Five: 402 of 457.
    ['five trumps with the seven, not announced', 'H7 HA HX HK HO BA BX LA LX AA', false, 0.12],
    // Six or more: always (bounded by the floor).
    ['eight trumps with the seven, not announced', 'H7 H8 H9 HA HX HK HO HU BA AA', false, 0.005],
  ] as const)('%s', (_, cards, announced, likelihood) => {
    expect(sevenLikelihood(hand(cards), 'H', announced)).toBeCloseTo(likelihood, 12);
  });
});

describe('hundredLikelihood', () => {
  const logistic = (n: number, m: number) => 1 / (1 + Math.exp(-(-18.11 + 1.8 * n + 2.377 * m)));
  it.each([
    // Without the trump marriage he cannot announce it.
    ['no trump marriage, announced', 'HA HX H9 H8 BA BX LA LX AA AX', true, 0],
    ['no trump marriage, not announced', 'HA HX H9 H8 BA BX LA LX AA AX', false, 1],
    // Six trumps with the marriage, five aces and tens: nearly always (99 %).
    [
      'six trumps, five aces and tens, not announced',
      'HK HO HA HX H9 H8 BA BX LA B7',
      false,
      1 - logistic(6, 5),
    ],
    // Seven trumps, five aces and tens: always (bounded by the floor).
    ['seven trumps, five aces and tens, not announced', 'HK HO HA HX H9 H8 H7 BA BX LA', false, 0.005],
    // Five trumps, four aces and tens: the fitted logistic.
    ['five trumps, four aces and tens, announced', 'HK HO HA HX H9 BA BX L7 L8 A7', true, logistic(5, 4)],
    // Three trumps and two aces and tens: next to never (the floor).
    ['three trumps, two aces and tens, announced', 'HK HO H9 BA BX L7 L8 A7 A8 B7', true, 0.005],
  ] as const)('%s', (_, cards, announced, likelihood) => {
    expect(hundredLikelihood(hand(cards), 'H', announced)).toBeCloseTo(likelihood, 12);
  });
});

describe('the seven in the bidding reading', () => {
  /** Seat 1's view of seat 0's suit game in hearts at the doubling, a seven announced or not. */
  const doubling = (over: Partial<SeatView>, seven: boolean): SeatView =>
    ({
      variant: 'chosen',
      phase: 'doubling',
      seat: 1,
      declarer: 0,
      game: 'suit',
      trump: 'H',
      trumpBlind: true,
      calls: [],
      components: [
        { kind: 'game', side: 'declarer', announcer: 0, doubles: 0 },
        ...(seven ? [{ kind: 'seven', side: 'declarer', announcer: 0, doubles: 0 }] : []),
      ],
      ...over,
    }) as SeatView;
  const holds = (cards: string): CardSet[] => [fromCards(hand(cards)), 0, 0];
  // Neither holds the trump marriage, so the hundred not announced says nothing.
  const five = 'H7 HA HX HK H9 BA BX LA LX AA';
  const three = 'H7 HA HX BA BX BK LA LX AA AX';

  it('makes a long trump suit likelier once he announced the seven, and less so once he did not', () => {
    const announced = bidInference(doubling({}, true));
    const silent = bidInference(doubling({}, false));
    expect(announced?.(holds(five))).toBeCloseTo(0.88, 12);
    expect(announced?.(holds(three))).toBeCloseTo(0.005, 12);
    expect(silent?.(holds(five))).toBeCloseTo(0.12, 12);
    expect(silent?.(holds(three))).toBeCloseTo(0.995, 12);
  });

  it('reads nothing for the declarer himself, before the announcement, or in licitovaný', () => {
    expect(bidInference(doubling({ seat: 0 }, true))).toBeNull();
    expect(bidInference(doubling({ phase: 'announce' }, true))).toBeNull();
    expect(bidInference(doubling({ variant: 'auction' }, true))).toBeNull();
  });
});
