/**
 * What the hand and the table show, read off the seat's view: the order of the cards (as tricks are
 * judged), which cards the current decision may use (from `view.legal`), where each seat sits, and the
 * points each side has so far (the engine's count).
 */
import { type Card, type CardOrder, type Suit, sortCards } from '../../src-shared/cards/card.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { isNoTrump } from '../../src-shared/engine/contract.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { type Table, activeSeats, forehand, othersAfter } from '../../src-shared/engine/table.ts';
import { pointsSoFar } from '../../src-shared/engine/score.ts';
import { seatOfCard } from '../../src-shared/engine/trick.ts';
import { hasStock, variantOf } from '../variants/registry.ts';

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

/** Where a seat sits on screen, seen from the viewer. */
export type Place = 'bottom' | 'left' | 'top' | 'right';

/** Another seat playing the hand and where it sits on screen. */
export interface SeatPlace {
  readonly seat: number;
  readonly place: 'left' | 'top' | 'right';
}

/**
 * Where `seat` sits seen from `viewer`: fixed by the order of the seats round the table, whoever deals or
 * sits out, so nobody moves between hands. Play passes to the left (rules of ČSM: forehand sits left of
 * the dealer), so the next seat sits on the left; at four the one after sits across (`top`) and the last
 * on the right; at three the last on the right; at two the one opponent sits across.
 */
export function fixedPlace(table: Table, viewer: number, seat: number): Place {
  const offset = (seat - viewer + table.size) % table.size;
  if (offset === 0) return 'bottom';
  if (table.size === 2) return 'top';
  if (offset === 1) return 'left';
  return offset === table.size - 1 ? 'right' : 'top';
}

/**
 * The other seats playing the hand, seen from the viewer, in play order, each in its fixed place
 * (`fixedPlace`): at three left and right, at two across, at four left, across and right — the dealer
 * who sits a hand out at four keeps his place too, so he is never listed here (`sittingOut`; he is
 * shown apart, where he sits). A viewer sitting out watches the three who play: forehand on the left.
 */
export function opponentPlaces(view: SeatView): SeatPlace[] {
  const playing = activeSeats(view.table);
  const others = playing.includes(view.seat) ? othersAfter(view.table, view.seat) : playing;
  return others.map((seat) => ({
    seat,
    place: fixedPlace(view.table, view.seat, seat) as SeatPlace['place'],
  }));
}

/**
 * The compact layout of the screens that show only the seats playing (the board, the review's retry,
 * the lessons, the drills): at three the next to play on the left and the last on the right, whoever
 * sits out; at four all playing left, across, right; at two the one opponent across.
 */
export function compactPlaces(view: SeatView): SeatPlace[] {
  const playing = activeSeats(view.table);
  const others = playing.includes(view.seat) ? othersAfter(view.table, view.seat) : playing;
  const places: readonly (readonly SeatPlace['place'][])[] = [
    [],
    ['top'],
    ['left', 'right'],
    ['left', 'top', 'right'],
  ];
  const at = places[others.length] ?? [];
  return others.map((seat, i) => ({ seat, place: at[i] ?? 'top' }));
}

/**
 * The three-seat layout's places (the board, the lessons, the drills): left, right and the seat across
 * or null. At two the one opponent is across and also stands in for left and right.
 */
export function seatPlaces(view: SeatView): { left: number; right: number; top: number | null } {
  const list = compactPlaces(view);
  const find = (place: SeatPlace['place']) => list.find((p) => p.place === place)?.seat ?? null;
  const top = find('top');
  return { left: find('left') ?? top ?? view.seat, right: find('right') ?? top ?? view.seat, top };
}

/** Where a seat sits in the compact layout (the viewer at the bottom); the table uses `fixedPlace`. */
export function placeOf(view: SeatView, seat: number): Place {
  if (seat === view.seat) return 'bottom';
  return compactPlaces(view).find((p) => p.seat === seat)?.place ?? 'top';
}

/**
 * The seats playing this hand in play order starting from the viewer (the revealed hands, the
 * hand-over); a viewer sitting out has no cards and is left out.
 */
export function seatsFromViewer(view: SeatView): number[] {
  const playing = activeSeats(view.table);
  return playing.includes(view.seat) ? [view.seat, ...othersAfter(view.table, view.seat)] : playing;
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

// --- Lízaný and křížový: the draws after a trick, the partner as the view tells it.

/**
 * Lízaný: who drew after the last trick, the winner first (the English description, "Lízaný Mariáš");
 * null when no draw followed it (no trick yet, another variant, the stock already gone). A seat draws
 * once per trick while the stock lasts, so its own drawn cards count those tricks.
 */
export function drawsAfterLastTrick(view: SeatView): { first: number; second: number } | null {
  const last = view.tricks.at(-1);
  if (!hasStock(view.variant) || !last || view.drawn.length !== view.tricks.length) return null;
  const second = othersAfter(view.table, last.winner)[0];
  return second === undefined ? null : { first: last.winner, second };
}

/** Lízaný: the card this seat drew after the last trick, while it is new in the hand; else null. */
export function freshDraw(view: SeatView): Card | null {
  return drawsAfterLastTrick(view) === null ? null : (view.drawn.at(-1) ?? null);
}

/**
 * Křížový: the mark a seat carries as this view may know it: `partner` once the called card has
 * fallen (the view's `partner`), `partnerSelf` for the partner himself before that (only he knows),
 * `alone` for a declarer whose called card fell from his own hand (everybody saw it); else null.
 */
export type PartnerMark = 'partner' | 'partnerSelf' | 'alone' | null;

export function partnerMark(view: SeatView, seat: number): PartnerMark {
  if (!variantOf(view.variant).calledPartner) return null;
  const card = view.called?.card ?? null;
  const fell = card === null ? null : playedBy(view, card);
  if (view.partner === seat && seat !== view.declarer)
    return fell === null && seat === view.seat ? 'partnerSelf' : 'partner';
  return seat === view.declarer && fell === seat ? 'alone' : null;
}

/** Who played `card` in this hand, from the tricks on the table; null while it is not played. */
function playedBy(view: SeatView, card: Card): number | null {
  for (const tr of [...view.tricks, ...(view.trick ? [view.trick] : [])]) {
    const i = tr.cards.indexOf(card);
    if (i >= 0) return trickSeats(view, tr.leader, tr.cards.length)[i] ?? null;
  }
  return null;
}
