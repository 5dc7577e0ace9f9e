/** Křížový's own part of a hand's state (own.ts), read and written. */
import type { HandState } from '../../engine/state.ts';
import type { FourHandOwn } from './own.ts';

/** A křížový hand's own state; null in another variant's hand. */
export function fourHandOwn(state: Pick<HandState, 'own'>): FourHandOwn | null {
  return state.own.variant === 'fourHand' ? state.own : null;
}

/** A křížový hand's own state, where the hand must be one (the flow's): another variant's is refused. */
export function ownFourHand(state: Pick<HandState, 'own' | 'variant'>): FourHandOwn {
  if (state.own.variant !== 'fourHand') throw new Error(`not a křížový hand: ${state.variant}`);
  return state.own;
}

/** The same hand with its křížový state changed (a hand of another variant is refused). */
export function withFourHandOwn(state: HandState, patch: Partial<Omit<FourHandOwn, 'variant'>>): HandState {
  if (state.own.variant !== 'fourHand') throw new Error(`not a křížový hand: ${state.variant}`);
  return { ...state, own: { ...state.own, ...patch } };
}

/** A křížový hand's state before anything is called, its deal complete. */
export const FRESH_FOUR_HAND_OWN: FourHandOwn = {
  variant: 'fourHand',
  called: null,
  partner: null,
  stock: [],
};
