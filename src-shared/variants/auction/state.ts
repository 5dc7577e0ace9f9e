/** Licitovaný's own part of a hand's state (own.ts), read and written. */
import type { HandState } from '../../engine/state.ts';
import type { AuctionOwn } from './own.ts';

/** A licitovaný hand's own state; null in another variant's hand. */
export function auctionOwn(state: Pick<HandState, 'own'>): AuctionOwn | null {
  return state.own.variant === 'auction' ? state.own : null;
}

/** A licitovaný hand's own state, where the hand must be one (the flow's): another variant's is refused. */
export function ownAuction(state: Pick<HandState, 'own' | 'variant'>): AuctionOwn {
  if (state.own.variant !== 'auction') throw new Error(`not a licitovaný hand: ${state.variant}`);
  return state.own;
}

/** The same hand with its licitovaný state changed (a hand of another variant is refused). */
export function withAuctionOwn(state: HandState, patch: Partial<Omit<AuctionOwn, 'variant'>>): HandState {
  if (state.own.variant !== 'auction') throw new Error(`not a licitovaný hand: ${state.variant}`);
  return { ...state, own: { ...state.own, ...patch } };
}

/** A licitovaný hand's state before anything is bid. */
export const FRESH_AUCTION_OWN: AuctionOwn = { variant: 'auction', auction: null, wonStep: null, aux: null };
