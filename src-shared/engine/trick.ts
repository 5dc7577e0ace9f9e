import { type Card, type Suit, STRENGTH_BY_INDEX, cardIndex, suitIndex } from '../cards/card.ts';
import type { HandState } from './state.ts';
import { type Seat, nextActive } from './table.ts';

/** Position of the winning card among card indices: the highest trump, else the highest of the led suit. */
export function winningPosition(cards: readonly number[], trump: number): number {
  const str = STRENGTH_BY_INDEX[trump < 0 ? 'plain' : 'suit'];
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as number;
    const b = cards[best] as number;
    if (c >> 3 === b >> 3) {
      if ((str[c] as number) > (str[b] as number)) best = i;
    } else if (c >> 3 === trump) {
      best = i;
    }
  }
  return best;
}

/** Position in `cards` of the card winning the trick so far. */
export function winningIndex(cards: readonly Card[], trump: Suit | null): number {
  return winningPosition(cards.map(cardIndex), trump === null ? -1 : suitIndex(trump));
}

/** The seat that played the i-th card of a trick led by `leader`. */
export function seatOfCard(state: Pick<HandState, 'table'>, leader: Seat, i: number): Seat {
  let s = leader;
  for (let k = 0; k < i; k++) s = nextActive(state.table, s);
  return s;
}
