/** What one seat may know of a hand: the shape `view(state, seat)` (view.ts) returns. */
import type { Card, Suit } from '../cards/card.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { AuctionState } from '../variants/auction/procedure.ts';
import type { Action } from './action.ts';
import type { Component, Game } from './contract.ts';
import type {
  Call,
  Called,
  ClaimRecord,
  CompletedTrick,
  DoublingRound,
  EndKind,
  Marriage,
  Phase,
  Trick,
} from './state.ts';
import type { Seat, Table, Variant } from './table.ts';

export interface SeatView {
  readonly variant: Variant;
  readonly seat: Seat;
  readonly rules: Ruleset;
  readonly table: Table;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  /** The seat's own cards it may look at (forehand sees only his first seven before choosing trumps). */
  readonly hand: readonly Card[];
  /** Own cards still face down (forehand's second five before the trump choice). */
  readonly hiddenOwn: number;
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  readonly talonSize: number;
  /** The talon, only for the seat that laid it down. */
  readonly talon: readonly Card[] | null;
  readonly talonBy: Seat | null;
  /** The trump card: to forehand once chosen, to everybody once turned. */
  readonly trumpCard: Card | null;
  readonly trumpBlind: boolean;
  readonly trump: Suit | null;
  readonly trumpShown: boolean;
  readonly talonTrumps: readonly Card[];
  readonly bidder: Seat | null;
  readonly bid: Game | null;
  readonly declarer: Seat | null;
  readonly game: Game | null;
  readonly components: readonly Component[];
  readonly doubling: DoublingRound | null;
  readonly tricks: readonly CompletedTrick[];
  readonly trick: Trick | null;
  readonly marriages: readonly Marriage[];
  readonly calls: readonly Call[];
  /** The declarer's cards laid open: in open betl / durch after the first trick, and after a claim. */
  readonly openHand: readonly Card[] | null;
  /** The last claim (ložená hra) and its verdict, or null. */
  readonly claim: ClaimRecord | null;
  /**
   * Per seat, the cards it has laid face up for everybody, or null: the declarer's in an open game after
   * the first trick or after a claim, and the defenders' too in an open game where the rules have them
   * shown (`openShowsDefence`).
   */
  readonly laidOpen: readonly (readonly Card[] | null)[];
  readonly end: EndKind | null;
  /** What this seat may do now (empty unless it is to act). */
  readonly legal: readonly Action[];
  // --- The other variants (docs/variants.md); empty in volený. A flow's viewExtras may fill or hide.
  /** Licitovaný: the auction; all of it is public. */
  readonly auction: AuctionState | null;
  readonly wonStep: StepId | null;
  /** Dvě sedmy: the auxiliary suit, public once declared. */
  readonly aux: Suit | null;
  /** Křížový: the rank called, public; its card once the trump card is shown. */
  readonly called: Called | null;
  /** Křížový: the declarer's partner where this seat may know him (the flow's viewExtras), else null. */
  readonly partner: Seat | null;
  /** Lízaný: cards left in the stock. */
  readonly stockSize: number;
  /** Lízaný: the cards this seat drew, in order (the flow's viewExtras), else empty. */
  readonly drawn: readonly Card[];
}
