/**
 * Lízaný's own part of a hand's state (`HandState.own`, variants/states.ts). Data only: read and
 * written through `state.ts` beside this file; the core reads `stock` as a facet (engine/state.ts stockOf).
 */
import type { Card } from '../../cards/card.ts';

export interface TwoHandOwn {
  readonly variant: 'twoHand';
  /** The undealt cards in draw order, top first (hidden from both seats). */
  readonly stock: readonly Card[];
  /**
   * The cards drawn so far in draw order; after trick k the winner drew drawn[2k] and the other
   * drawn[2k + 1]. A seat's view shows only its own.
   */
  readonly drawn: readonly Card[];
}
