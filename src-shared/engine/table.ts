/**
 * Seats and their order. Seats are numbered 0..size-1 in the direction of play. Volený and licitovaný
 * are played by three; at a table of four the dealer sits out (rules/000 čl. II odst. 4), except in
 * křížový, where all four play; lízaný is played by two (rules/003).
 */
export type Seat = number;

// The variants of mariáš (GLOSSARY): their ids live with the variants (variants/ids.ts), each one's rules in its folder.
export { DEFAULT_VARIANT, VARIANTS, type Variant } from '../variants/ids.ts';

/** Table sizes at which the implemented variant, volený, can be played. */
export const CHOSEN_TABLE_SIZES = [3, 4] as const;

export interface Table {
  readonly size: 2 | 3 | 4;
  readonly dealer: Seat;
  /** Four play at a table of four only in křížový; otherwise the dealer sits out. */
  readonly dealerSitsOut?: boolean;
}

function sitsOut(table: Table, seat: Seat): boolean {
  return table.size === 4 && table.dealerSitsOut !== false && seat === table.dealer;
}

/** The seats taking part in the hand, in play order from forehand (left of the dealer). */
export function activeSeats(table: Table): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= table.size; i++) {
    const seat = (table.dealer + i) % table.size;
    if (sitsOut(table, seat)) continue;
    out.push(seat);
  }
  return out;
}

/**
 * Tricks in a hand: the 32 cards less the talon over the seats playing. Three play with a talon of two
 * (volený, licitovaný: 10 tricks), four play all 32 (křížový: 8) and so do two (lízaný, the stock drawn
 * into the hands: 16). The last of them carries the last-trick bonus (rules/000 čl. III odst. 1).
 */
export function tricksPerHand(state: { readonly table: Table }): number {
  const playing = activeSeats(state.table).length;
  return playing === 3 ? 10 : 32 / playing;
}

export function forehand(table: Table): Seat {
  return (table.dealer + 1) % table.size;
}

/** The next seat taking part after `seat` in the direction of play. */
export function nextActive(table: Table, seat: Seat): Seat {
  let s = (seat + 1) % table.size;
  if (sitsOut(table, s)) s = (s + 1) % table.size;
  return s;
}

/** The other active seats in play order, starting left of `seat`. */
export function othersAfter(table: Table, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let s = nextActive(table, seat); s !== seat; s = nextActive(table, s)) out.push(s);
  return out;
}
