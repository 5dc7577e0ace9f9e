/** Points of a hand (rules/000 čl. III): aces and tens 10, the last trick 10, marriages 20 / 40. */
import { type Card, SUITS, cardPoints } from '../cards/card.ts';
import { type CardSet, has } from '../cards/cardset.ts';
import type { Side } from './contract.ts';
import { type HandState, type Marriage, partnerOf } from './state.ts';
import { type Seat, activeSeats, tricksPerHand } from './table.ts';

export { tricksPerHand } from './table.ts';

export const LAST_TRICK_POINTS = 10;

/** Whether the hand holds a marriage (queen and king of one suit): a hundred may be announced. */
export function hasMarriage(hand: CardSet): boolean {
  return SUITS.some((s) => has(hand, `${s}O` as Card) && has(hand, `${s}K` as Card));
}

export interface SidePoints {
  /** Aces, tens and the last trick taken by the side. */
  readonly cards: number;
  /** Marriages the side announced, in the order announced. */
  readonly marriages: readonly Marriage[];
  readonly tricks: number;
}

/**
 * Who sits on the declarer's side: a hand's state (its partner read from the variant's slot,
 * state.ts partnerOf), or a view or description giving the partner as far as it knows him.
 */
export type SideFacts = Pick<HandState, 'declarer'> &
  (Pick<HandState, 'own'> | { readonly partner?: Seat | null; readonly own?: never });

/**
 * The side a seat plays on: the declarer and (křížový) his partner, or the defence. `partner` may be
 * missing (a view that does not know him, a description of volený): then only the declarer's seat is
 * on his side.
 */
export function sideOf(state: SideFacts, seat: Seat): Side {
  const partner = state.own === undefined ? (state.partner ?? null) : partnerOf(state);
  return seat === state.declarer || (partner !== null && seat === partner) ? 'declarer' : 'defence';
}

/** Card points (with the last trick) each seat has taken so far. */
export function seatCardPoints(state: Pick<HandState, 'table' | 'tricks'>): number[] {
  const out = new Array<number>(state.table.size).fill(0);
  const last = tricksPerHand(state) - 1;
  state.tricks.forEach((t, i) => {
    let p = t.cards.reduce((sum, c: Card) => sum + cardPoints(c), 0);
    if (i === last) p += LAST_TRICK_POINTS;
    out[t.winner] = (out[t.winner] ?? 0) + p;
  });
  return out;
}

export function sidePoints(state: HandState, side: Side): SidePoints {
  const perSeat = seatCardPoints(state);
  const seats = activeSeats(state.table).filter((s) => sideOf(state, s) === side);
  return {
    cards: seats.reduce((sum, s) => sum + (perSeat[s] ?? 0), 0),
    marriages: state.marriages.filter((m) => seats.includes(m.seat)),
    tricks: state.tricks.filter((t) => seats.includes(t.winner)).length,
  };
}

/**
 * The points each side has so far, as every seat may see them (a `SeatView` has these fields): card
 * points of the tricks taken with the last trick, and the marriages announced. Before a declarer is
 * known every seat counts as defence.
 */
export function pointsSoFar(
  state: Pick<HandState, 'table' | 'tricks' | 'marriages'> & SideFacts,
): Record<Side, number> {
  const perSeat = seatCardPoints(state);
  const out: Record<Side, number> = { declarer: 0, defence: 0 };
  for (const s of activeSeats(state.table)) out[sideOf(state, s)] += perSeat[s] ?? 0;
  for (const m of state.marriages) out[sideOf(state, m.seat)] += m.points;
  return out;
}

/** A marriage is worth 40 in trumps and 20 in another suit (rules/000 čl. III odst. 1). */
export function marriagePoints(inTrumps: boolean): number {
  return inTrumps ? 40 : 20;
}

const OBER = 5; // rank indices in RANKS
const KING = 6;

/**
 * Whether playing `card` (an index) announces a marriage (rules/000 čl. III odst. 3): it is the svršek
 * or král and the player still holds the other of the pair in `handAfter`; with `overFirst` only the
 * svršek announces it (rules/003).
 */
export function announcesMarriage(handAfter: number, card: number, overFirst: boolean): boolean {
  const rank = card & 7;
  if (rank !== OBER && (rank !== KING || overFirst)) return false;
  const partner = (card & ~7) | (rank === OBER ? KING : OBER);
  return ((handAfter >>> partner) & 1) === 1;
}
