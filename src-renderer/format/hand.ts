/**
 * What the hand and the table show, read off the seat's view: the order of the cards (as tricks are
 * judged), which cards the current decision may use (from `view.legal`), where each seat sits, and the
 * points each side has so far (the engine's count).
 */
import { type Card, type CardOrder, type Suit, sortCards } from '../../src-shared/cards/card.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { isNoTrump } from '../../src-shared/engine/contract.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { type Table, activeSeats, forehand, nextActive } from '../../src-shared/engine/table.ts';
import { pointsSoFar } from '../../src-shared/engine/score.ts';
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

/** The seat sitting out this hand: the dealer at a table of four (pravidla ČSM, čl. II odst. 4); else null. */
export function sittingOut(table: Table): number | null {
  const active = activeSeats(table);
  for (let s = 0; s < table.size; s++) if (!active.includes(s)) return s;
  return null;
}

/**
 * Where the other seats sit, seen from the viewer: play passes to the left (rules of ČSM: forehand sits
 * left of the dealer), so the next to play sits on the left and the one after on the right. A viewer
 * sitting out (the dealer at four) watches the three who play: forehand on the left, the next across
 * (`top`), the last on the right; otherwise `top` is null (a seat sitting out is shown apart).
 */
export function seatPlaces(view: SeatView): { left: number; right: number; top: number | null } {
  if (sittingOut(view.table) === view.seat) {
    const [left, top, right] = activeSeats(view.table) as [number, number, number];
    return { left, right, top };
  }
  const left = nextActive(view.table, view.seat);
  const right = nextActive(view.table, left);
  return { left, right, top: null };
}

/** Where a seat sits on screen, seen from the viewer. */
export type Place = 'bottom' | 'left' | 'top' | 'right';

export function placeOf(view: SeatView, seat: number): Place {
  if (seat === view.seat) return 'bottom';
  const places = seatPlaces(view);
  if (places.left === seat) return 'left';
  return places.top === seat ? 'top' : 'right';
}

/**
 * The seats playing this hand in play order starting from the viewer: bottom, left, right (the revealed
 * hands, the hand-over); a viewer sitting out has no cards and is left out.
 */
export function seatsFromViewer(view: SeatView): number[] {
  const { left, right, top } = seatPlaces(view);
  return top === null ? [view.seat, left, right] : [left, top, right];
}

/** The marks a seat carries: the dealer of this hand and forehand (the engine's table helpers). */
export function seatMarks(view: SeatView, seat: number): { dealer: boolean; forehand: boolean } {
  return { dealer: view.table.dealer === seat, forehand: forehand(view.table) === seat };
}

/** Who played each card of a trick led by `leader` (the engine's `seatOfCard`). */
export function trickSeats(view: SeatView, leader: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => seatOfCard(view, leader, i));
}

/** The points each side has taken so far, when the game is played for points (not betl or durch). */
export function sidePointsShown(view: SeatView): { declarer: number; defence: number } | null {
  if (view.game === null || isNoTrump(view.game) || view.declarer === null) return null;
  return pointsSoFar(view);
}
