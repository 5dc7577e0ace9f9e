/**
 * Volený: the defence reads the declarer's seven, announced or not, as a level announces it
 * (inference.ts `sevenLikelihood`, `hundredLikelihood`: logistics fitted on hráč's announcements after the
 * talon, `npm run announce-fit`).
 */
import { describe, expect, it } from 'vitest';
import { type Card, type CardSet, type SeatView, fromCards } from '../../../src-shared/index.ts';
import {
  announcementCounts,
  bidInference,
  hundredLikelihood,
  sevenLikelihood,
} from '../../../src-main/ai/inference.ts';

const hand = (cards: string) => cards.split(' ') as Card[];

describe('announcementCounts', () => {
  it('counts trumps, their aces and tens and faces, the other suits’ aces and tens, voids and marriages', () => {
    expect(announcementCounts(hand('H7 HA HX HK HU BA BK BO LX L8'), 'H')).toEqual({
      trumps: 5,
      trumpAcesTens: 2,
      trumpFaces: 2,
      sideAces: 1,
      sideTens: 1,
      voids: 1,
      marriages: 1,
    });
  });
});

describe('sevenLikelihood', () => {
  it('is 0 announced and 1 not without the trump seven', () => {
    expect(sevenLikelihood(hand('HA HX HK HO HU BA BX LA LX AA'), 'H', true)).toBe(0);
    expect(sevenLikelihood(hand('HA HX HK HO HU BA BX LA LX AA'), 'H', false)).toBe(1);
  });

  it('reads the announced seven in the trumps and in the aces and tens beside them', () => {
    const announced = (cards: string) => sevenLikelihood(hand(cards), 'H', true);
    // Three trumps and no ace beside them: hráč announced it in 1 of 141 hands with three (the floor).
    expect(announced('H7 HA HX BK B8 LK L8 A9 A8 AK')).toBeCloseTo(0.005, 12);
    // Four trumps: likelier with the aces and tens of the other suits, as hráč announces.
    const bare = announced('H7 H8 H9 HU BK BO B8 LK L8 A9');
    const aces = announced('H7 H8 H9 HU BA BX LA LX AA A9');
    expect(aces).toBeGreaterThan(bare + 0.3);
    // Seven trumps and two aces: nearly always (the floor's far side).
    expect(announced('H7 H8 H9 HU HO HK HA BA LA A9')).toBeGreaterThan(0.99);
    // Not announcing is the rest.
    expect(sevenLikelihood(hand('H7 H8 H9 HU BA BX LA LX AA A9'), 'H', false)).toBeCloseTo(1 - aces, 12);
  });
});

describe('hundredLikelihood', () => {
  it('is 0 announced and 1 not without the trump marriage', () => {
    expect(hundredLikelihood(hand('HA HX H9 H8 BA BX LA LX AA AX'), 'H', true)).toBe(0);
    expect(hundredLikelihood(hand('HA HX H9 H8 BA BX LA LX AA AX'), 'H', false)).toBe(1);
  });

  it('reads the announced hundred in the aces and tens that make its points', () => {
    const announced = (cards: string) => hundredLikelihood(hand(cards), 'H', true);
    // Three trumps and no ace or ten: next to never (the floor).
    expect(announced('HK HO H9 BK B8 L7 L8 A7 A8 B7')).toBeCloseTo(0.005, 12);
    // Five trumps: with four aces and tens beside it far likelier than with none.
    const bare = announced('HK HO H9 H8 H7 BK B8 L7 L8 A7');
    const rich = announced('HK HO HA HX H9 BA BX LA L8 A7');
    expect(rich).toBeGreaterThan(0.5);
    expect(bare).toBeLessThan(0.05);
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
  const three = 'H7 HA HX BK B8 LK L8 A9 A8 AK';

  it('makes a long trump suit likelier once he announced the seven, and less so once he did not', () => {
    const announced = bidInference(doubling({}, true));
    const silent = bidInference(doubling({}, false));
    const chance = sevenLikelihood(hand(five), 'H', true);
    expect(chance).toBeGreaterThan(0.5);
    expect(announced?.(holds(five))).toBeCloseTo(chance, 12);
    expect(announced?.(holds(three))).toBeCloseTo(0.005, 12);
    expect(silent?.(holds(five))).toBeCloseTo(1 - chance, 12);
    expect(silent?.(holds(three))).toBeCloseTo(0.995, 12);
  });

  it('reads nothing for the declarer himself, before the announcement, or in licitovaný', () => {
    expect(bidInference(doubling({ seat: 0 }, true))).toBeNull();
    expect(bidInference(doubling({ phase: 'announce' }, true))).toBeNull();
    expect(bidInference(doubling({ variant: 'auction' }, true))).toBeNull();
  });
});
