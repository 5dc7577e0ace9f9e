/**
 * Seats and their order. Seats are numbered 0..size-1 in the direction of play. Volený mariáš is
 * played by three; at a table of four the dealer sits out (rules/000 čl. II odst. 4).
 */
export type Seat = number;

export interface Table {
  readonly size: 3 | 4;
  readonly dealer: Seat;
}

/** The seats taking part in the hand, in play order from forehand (left of the dealer). */
export function activeSeats(table: Table): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= table.size; i++) {
    const seat = (table.dealer + i) % table.size;
    if (table.size === 4 && seat === table.dealer) continue;
    out.push(seat);
  }
  return out;
}

export function forehand(table: Table): Seat {
  return (table.dealer + 1) % table.size;
}

/** The next seat taking part after `seat` in the direction of play. */
export function nextActive(table: Table, seat: Seat): Seat {
  let s = (seat + 1) % table.size;
  if (table.size === 4 && s === table.dealer) s = (s + 1) % table.size;
  return s;
}

/** The other active seats in play order, starting left of `seat`. */
export function othersAfter(table: Table, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let s = nextActive(table, seat); s !== seat; s = nextActive(table, s)) out.push(s);
  return out;
}
