/**
 * A stock: cards not yet dealt or drawn, face down, in the order they come off the top (index 0 is the
 * top). Lízaný mariáš deals its second packets from it and draws from it after every trick while it
 * lasts (the English description, "Lízaný Mariáš"). Pure functions on arrays and card sets; nothing here
 * knows the variant's phases.
 */
import type { Card } from '../../cards/card.ts';
import { type CardSet, fromCards, union } from '../../cards/cardset.ts';
import type { Seat } from '../../engine/table.ts';

/** The undealt cards, top first. */
export type Stock = readonly Card[];

/** One card taken from the stock by one seat. */
export interface Draw {
  readonly seat: Seat;
  readonly card: Card;
}

/** The result of taking cards off the stock: who got which card, and what is left, top first. */
export interface Drawn {
  readonly draws: readonly Draw[];
  readonly stock: Stock;
}

/**
 * `seats` take one card each off the top, in the order given, while cards remain. A seat that comes
 * after the stock ran out gets nothing (never happens in lízaný, where the stock is even).
 */
export function drawInTurn(stock: Stock, seats: readonly Seat[]): Drawn {
  const n = Math.min(seats.length, stock.length);
  const draws = seats.slice(0, n).map((seat, i): Draw => ({ seat, card: stock[i] as Card }));
  return { draws, stock: stock.slice(n) };
}

/**
 * A packet of `count` cards to each seat in turn, off the top (how a deal hands out its packets): the
 * first seat's whole packet, then the next seat's.
 */
export function dealFromStock(stock: Stock, seats: readonly Seat[], count: number): Drawn {
  const draws: Draw[] = [];
  let pos = 0;
  for (const seat of seats)
    for (let k = 0; k < count && pos < stock.length; k++) draws.push({ seat, card: stock[pos++] as Card });
  return { draws, stock: stock.slice(pos) };
}

/** The hands with the drawn cards added to their seats. */
export function withDraws(hands: readonly CardSet[], draws: readonly Draw[]): CardSet[] {
  const out = hands.slice();
  for (const d of draws) out[d.seat] = union(out[d.seat] ?? 0, fromCards([d.card]));
  return out;
}

/** The order of draws after a trick: its winner first, then the others in play order from him. */
export function drawOrder(winner: Seat, othersAfterWinner: readonly Seat[]): Seat[] {
  return [winner, ...othersAfterWinner];
}
