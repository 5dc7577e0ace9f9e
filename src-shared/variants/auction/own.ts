/**
 * Licitovaný's own part of a hand's state (`HandState.own`, variants/states.ts). Data only: read and
 * written through `state.ts` beside this file.
 */
import type { Suit } from '../../cards/card.ts';
import type { StepId } from './ladder.ts';
import type { AuctionState } from './procedure.ts';

export interface AuctionOwn {
  readonly variant: 'auction';
  /** The auction, until it is won (procedure.ts). */
  readonly auction: AuctionState | null;
  /** The step the auction was won at; the contract may not be lower. */
  readonly wonStep: StepId | null;
  /** Dvě sedmy: the auxiliary suit the declarer named (OP čl. IV odst. 9); the core reads it as a facet (engine/state.ts auxOf). */
  readonly aux: Suit | null;
}
