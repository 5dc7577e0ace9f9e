/**
 * What the hand and the table show, read off the seat's view: the order of the cards (as tricks are
 * judged), which cards the current decision may use (from `view.legal`), where each seat sits.
 */
import { type Card, type CardOrder, type Suit, sortCards } from '../../src-shared/cards/card.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { isNoTrump } from '../../src-shared/engine/contract.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { nextActive } from '../../src-shared/engine/table.ts';
import { seatOfCard } from '../../src-shared/engine/trick.ts';

/** The order of the game being played or bid: plain in betl and durch, else trumps first, suit order. */
export function handOrder(view: SeatView): { order: CardOrder; trump: Suit | null } {
  const game = view.game ?? view.bid;
  if (game !== null && isNoTrump(game)) return { order: 'plain', trump: null };
  return { order: 'suit', trump: view.trump };
}

/** The seat's cards, sorted as tricks are judged. */
export function sortedHand(view: SeatView): Card[] {
  const { order, trump } = handOrder(view);
  return sortCards(view.hand, order, trump);
}

/** The kind of card decision the seat faces now, if any. */
export type CardDecision = 'play' | 'chooseTrump' | 'discard' | null;

export function cardDecision(legal: readonly Action[]): CardDecision {
  for (const a of legal) {
    if (a.type === 'play' || a.type === 'chooseTrump' || a.type === 'discard') return a.type;
  }
  return null;
}

/** The cards some legal action of the current card decision uses. */
export function usableCards(legal: readonly Action[]): Set<Card> {
  const out = new Set<Card>();
  for (const a of legal) {
    if (a.type === 'play' || a.type === 'chooseTrump') out.add(a.card);
    else if (a.type === 'discard') for (const c of a.cards) out.add(c);
  }
  return out;
}

/** Where the other seats sit, seen from `viewer`: the next to play on the right, the one after on the left. */
export function seatPlaces(view: SeatView): { right: number; left: number } {
  const right = nextActive(view.table, view.seat);
  const left = nextActive(view.table, right);
  return { right, left };
}

/** Who played each card of a trick led by `leader` (the engine's `seatOfCard`). */
export function trickSeats(view: SeatView, leader: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => seatOfCard(view, leader, i));
}
