/**
 * The seat a review is of when nobody chose one: the first person at the table — one definition for the
 * review screen (src-renderer/stores/review.ts) and for main, which begins reviewing a hand for that seat
 * as soon as the hand ends (src-main/review/service.ts `reviewAhead`), so the screen finds it done.
 */
import type { SessionSettings } from '../api/game.ts';
import { type Seat, type Table, activeSeats, forehand } from '../engine/table.ts';

/**
 * The first person at the table (seat 0 when the settings are unknown). Given the hand's table, only a
 * seat that played it: at four the dealer sat out and decided nothing, so a hand the only person sat
 * out opens at forehand.
 */
export function personSeat(settings: SessionSettings | null, table: Table | null = null): Seat {
  const plays = (seat: Seat) => table === null || activeSeats(table).includes(seat);
  const i = settings?.seats.findIndex((s, seat) => s.kind === 'human' && plays(seat)) ?? -1;
  if (i >= 0) return i;
  return table !== null && !plays(0) ? forehand(table) : 0;
}
