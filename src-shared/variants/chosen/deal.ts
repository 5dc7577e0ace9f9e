/** Volený's deal (rules/000 čl. VII odst. 1): the packets of 7-5-5-5-5-5. */
import type { Card } from '../../cards/card.ts';
import { type Table, activeSeats } from '../../engine/table.ts';

/**
 * Packets of the volený deal (rules/000 čl. VII odst. 1: 7-5-5-5-5-5): forehand gets seven, the
 * others five, then everybody five more. Returns each active seat's cards and forehand's packets.
 */
export function dealPackets(table: Table, deck: readonly Card[]) {
  const seats = activeSeats(table);
  const hands = new Map<number, Card[]>(seats.map((s) => [s, []]));
  let pos = 0;
  const give = (seat: number, n: number) => {
    (hands.get(seat) as Card[]).push(...deck.slice(pos, pos + n));
    pos += n;
  };
  const [f, second, third] = seats as [number, number, number];
  give(f, 7);
  give(second, 5);
  give(third, 5);
  give(f, 5);
  give(second, 5);
  give(third, 5);
  const fh = hands.get(f) as Card[];
  return { hands, firstSeven: fh.slice(0, 7), people: fh.slice(7, 12) };
}
