/**
 * The deal of křížový mariáš (pravidla ČSM, čl. VII odst. 2; the English description, "Four hand
 * Mariáš"): all four seats play, the dealer too; four cards to each in the direction of play from
 * forehand, then, once forehand has laid his trump card and called a rank, four more to each. No talon.
 */
import type { Card } from '../../cards/card.ts';
import { type CardSet, fromCards, union } from '../../cards/cardset.ts';
import { type Seat, type Table, activeSeats, forehand } from '../../engine/table.ts';

/** Cards in each of the two packets a seat gets. */
export const FOUR_HAND_PACKET = 4;
/** Cards each seat holds once dealt. */
export const FOUR_HAND_HAND = 2 * FOUR_HAND_PACKET;
/** Tricks in a hand: the 32 cards over four seats. */
export const FOUR_HAND_TRICKS = 8;

/** The table křížový is played at: four seats, nobody sitting out. */
export function fourHandTable(dealer: Seat): Table & { readonly size: 4 } {
  return { size: 4, dealer, dealerSitsOut: false };
}

/** The four seats in dealing (and play) order: forehand first, the dealer last. */
export function fourHandSeats(table: Table): Seat[] {
  if (table.size !== 4 || table.dealerSitsOut !== false)
    throw new Error('křížový is played by four, the dealer too (dealerSitsOut: false)');
  const seats = activeSeats(table);
  if (seats[0] !== forehand(table)) throw new Error('the deal starts at forehand');
  return seats;
}

export interface FirstPackets {
  /** Each seat's first four (index = seat). */
  readonly hands: readonly CardSet[];
  /** Forehand's four in the order dealt: the cards he may lay as the trump card. */
  readonly firstPacket: readonly Card[];
  /** The sixteen cards not yet dealt, top first. */
  readonly rest: readonly Card[];
}

function packets(table: Table, deck: readonly Card[]): { perSeat: Map<Seat, Card[]>; rest: Card[] } {
  const perSeat = new Map<Seat, Card[]>();
  let pos = 0;
  for (const seat of fourHandSeats(table)) {
    perSeat.set(seat, deck.slice(pos, pos + FOUR_HAND_PACKET));
    pos += FOUR_HAND_PACKET;
  }
  return { perSeat, rest: deck.slice(pos) };
}

/** The first round of the deal: four to each seat from forehand, off the top of a 32-card deck. */
export function dealFirstPackets(table: Table, deck: readonly Card[]): FirstPackets {
  if (deck.length !== 32 || new Set(deck).size !== 32) throw new Error('a deck of 32 different cards');
  const { perSeat, rest } = packets(table, deck);
  const hands = Array.from({ length: 4 }, (_, s) => fromCards(perSeat.get(s) ?? []));
  return { hands, firstPacket: perSeat.get(forehand(table)) ?? [], rest };
}

/** The second round, after the call: four more to each in the same order; nothing is left over. */
export function dealSecondPackets(table: Table, hands: readonly CardSet[], rest: readonly Card[]): CardSet[] {
  if (rest.length !== 16) throw new Error(`the second round deals 16 cards, not ${rest.length}`);
  const { perSeat } = packets(table, rest);
  return hands.map((h, s) => union(h, fromCards(perSeat.get(s) ?? [])));
}
