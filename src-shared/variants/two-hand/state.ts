/** Lízaný's own part of a hand's state (own.ts), read and written. */
import type { HandState } from '../../engine/state.ts';
import type { Card } from '../../cards/card.ts';
import type { TwoHandOwn } from './own.ts';

/** A lízaný hand's own state; null in another variant's hand. */
export function twoHandOwn(state: Pick<HandState, 'own'>): TwoHandOwn | null {
  return state.own.variant === 'twoHand' ? state.own : null;
}

/** A lízaný hand's own state, where the hand must be one (the flow's): another variant's is refused. */
export function ownTwoHand(state: Pick<HandState, 'own' | 'variant'>): TwoHandOwn {
  if (state.own.variant !== 'twoHand') throw new Error(`not a lízaný hand: ${state.variant}`);
  return state.own;
}

/** The same hand with its lízaný state changed (a hand of another variant is refused). */
export function withTwoHandOwn(state: HandState, patch: Partial<Omit<TwoHandOwn, 'variant'>>): HandState {
  if (state.own.variant !== 'twoHand') throw new Error(`not a lízaný hand: ${state.variant}`);
  return { ...state, own: { ...state.own, ...patch } };
}

/** A lízaný hand's own state with this stock (and these cards drawn). */
export function newTwoHandOwn(stock: readonly Card[], drawn: readonly Card[] = []): TwoHandOwn {
  return { variant: 'twoHand', stock, drawn };
}

/** The cards a lízaný hand has drawn so far, in draw order (empty in another variant's hand). */
export function drawnOf(state: Pick<HandState, 'own'>): readonly Card[] {
  return twoHandOwn(state)?.drawn ?? [];
}
