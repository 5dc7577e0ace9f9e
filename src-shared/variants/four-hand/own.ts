/**
 * Křížový's own part of a hand's state (`HandState.own`, variants/states.ts). Data only: read and
 * written through `state.ts` beside this file; the core reads `called`, `partner` and `stock` as
 * facets (engine/state.ts calledOf, partnerOf, stockOf).
 */
import type { Card, Rank } from '../../cards/card.ts';
import type { Seat } from '../../engine/table.ts';

/** The rank forehand called and, once trumps are fixed, the card it names (null in betl, durch). */
export interface Called {
  readonly rank: Rank;
  readonly card: Card | null;
}

export interface FourHandOwn {
  readonly variant: 'fourHand';
  /** The rank called and its card (public); see `partner` for who holds it. */
  readonly called: Called | null;
  /**
   * The holder of the called card, on the declarer's side (score.ts sideOf); null when the declarer
   * plays alone or before it is known. Hidden from the other seats until the card falls (view).
   */
  readonly partner: Seat | null;
  /**
   * The second round of the deal, waiting for the call (dealt then, empty after); the core reads it as
   * the hand's stock (engine/state.ts stockOf).
   */
  readonly stock: readonly Card[];
}
