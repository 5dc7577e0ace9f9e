/**
 * Volený: a declarer who named a suit game with the talon in hand passed over betl and durch, so the
 * defence's deals read his hand as unlikely to fit them (inference.ts `declarerDeclined`), as they read
 * an approver's Dobrá: 1 − 0.9 · e^(−max(0, danger − 2) / 2).
 */
import { describe, expect, it } from 'vitest';
import { type Card, type CardSet, type SeatView, fromCards, preset } from '../../../src-shared/index.ts';
import { bidInference, danger, declarerDeclined } from '../../../src-main/ai/inference.ts';

const hand = (cards: string) => cards.split(' ') as Card[];
const holds = (cards: string): CardSet[] => [fromCards(hand(cards)), 0, 0];

/** Seat 1's view of seat 0's suit game in hearts (trumps blind, so their choice says nothing) at the doubling. */
const doubling = (over: Partial<SeatView>): SeatView =>
  ({
    variant: 'chosen',
    rules: preset('csm'),
    phase: 'doubling',
    seat: 1,
    declarer: 0,
    game: 'suit',
    trump: 'H',
    trumpBlind: true,
    calls: [{ type: 'chooseGame', seat: 0, game: 'suit' }],
    components: [{ kind: 'game', side: 'declarer', announcer: 0, doubles: 0 }],
    ...over,
  }) as SeatView;

// Low cards each covered by lower ones: a betl with no danger at all.
const betlHand = 'H7 B7 B8 B9 L7 L8 L9 A7 A8 A9';
const strong = 'HA HX HK HO BA BX LA LX AA AX';

describe('declarerDeclined', () => {
  it('reads the passed-over betl and durch into the defence’s weight of his hand', () => {
    const declined = bidInference(doubling({}));
    const silent = bidInference(doubling({ calls: [] }));
    const ratio = (cards: string) => (declined?.(holds(cards)) ?? NaN) / (silent?.(holds(cards)) ?? NaN);
    expect(danger(hand(betlHand), 'betl')).toBe(0);
    expect(ratio(betlHand)).toBeCloseTo(0.1, 12);
    const fit = Math.min(danger(hand(strong), 'betl'), danger(hand(strong), 'durch'));
    expect(ratio(strong)).toBeCloseTo(1 - 0.9 * Math.exp(-Math.max(0, fit - 2) / 2), 12);
    expect(ratio(strong)).toBeGreaterThan(0.9);
  });

  it('reads nothing for the declarer himself, a betl declarer, a game not named by him, or licitovaný', () => {
    expect(declarerDeclined(doubling({}))).toEqual(['betl', 'durch']);
    expect(declarerDeclined(doubling({ seat: 0 }))).toBeNull();
    expect(declarerDeclined(doubling({ game: 'betl', trump: null }))).toBeNull();
    expect(declarerDeclined(doubling({ calls: [{ type: 'chooseGame', seat: 2, game: 'suit' }] }))).toBeNull();
    expect(declarerDeclined(doubling({ variant: 'auction' }))).toBeNull();
  });
});
