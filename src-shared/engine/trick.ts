import { type Card, type CardOrder, type Suit, strength, suitOf } from '../cards/card.ts';
import type { HandState } from './state.ts';
import { type Seat, nextActive } from './table.ts';

export function cardOrder(trump: Suit | null): CardOrder {
  return trump === null ? 'plain' : 'suit';
}

/** Position in `cards` of the card winning the trick so far: the highest trump, else the highest of the led suit. */
export function winningIndex(cards: readonly Card[], trump: Suit | null): number {
  const order = cardOrder(trump);
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as Card;
    const b = cards[best] as Card;
    if (suitOf(c) === suitOf(b)) {
      if (strength(c, order) > strength(b, order)) best = i;
    } else if (suitOf(c) === trump) {
      best = i;
    }
  }
  return best;
}

/** The seat that played the i-th card of a trick led by `leader`. */
export function seatOfCard(state: Pick<HandState, 'table'>, leader: Seat, i: number): Seat {
  let s = leader;
  for (let k = 0; k < i; k++) s = nextActive(state.table, s);
  return s;
}
