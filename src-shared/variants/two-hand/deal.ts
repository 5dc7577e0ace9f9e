/**
 * The deal of lízaný mariáš (the English description, "Lízaný Mariáš"): two seats, the non-dealer is
 * forehand; four cards to each, forehand then the dealer; forehand names trumps from his four; four more
 * to each in the same order; the sixteen left stay face down as the stock. No card is turned up: the
 * description lays none, and trumps are named, not shown by a card.
 */
import type { Card } from '../../cards/card.ts';
import type { CardSet } from '../../cards/cardset.ts';
import { type Stock, dealFromStock, withDraws } from './stock.ts';
import { type Seat, type Table, forehand } from '../../engine/table.ts';

/** Cards in each of the two packets a seat gets. */
export const TWO_HAND_PACKET = 4;
/** Cards each seat holds once dealt, and keeps while the stock lasts (it draws one per trick). */
export const TWO_HAND_HAND = 2 * TWO_HAND_PACKET;
/** The stock once both packets are dealt: 32 − 2 × 8. */
export const TWO_HAND_STOCK = 16;
/** Tricks in a hand: the 32 cards over two seats. */
export const TWO_HAND_TRICKS = 16;

/** The two seats in dealing (and play) order: forehand, then the dealer. */
export function twoHandSeats(table: Table): [Seat, Seat] {
  return [forehand(table), table.dealer];
}

export interface TwoHandDeal {
  /** Cards each seat holds (index = seat). */
  readonly hands: readonly CardSet[];
  /** The cards not yet dealt, top first. */
  readonly stock: Stock;
}

/** The first packets: four to forehand, four to the dealer, off the top of the deck (32 cards). */
export function dealFirstPackets(table: Table, deck: readonly Card[]): TwoHandDeal {
  if (table.size !== 2) throw new Error(`lízaný is played by two, not ${table.size}`);
  if (deck.length !== 32) throw new Error(`a deck of 32 cards, not ${deck.length}`);
  const { draws, stock } = dealFromStock(deck, twoHandSeats(table), TWO_HAND_PACKET);
  return { hands: withDraws([0, 0], draws), stock };
}

/** After trumps are named: four more to each in the same order; what is left is the stock of sixteen. */
export function dealSecondPackets(table: Table, dealt: TwoHandDeal): TwoHandDeal {
  const { draws, stock } = dealFromStock(dealt.stock, twoHandSeats(table), TWO_HAND_PACKET);
  return { hands: withDraws(dealt.hands, draws), stock };
}
