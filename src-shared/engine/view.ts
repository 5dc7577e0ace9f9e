/**
 * view(state, seat) is everything one seat may know: its own cards, what was played and called, and
 * nothing else. A human seat and a computer seat get exactly this; hidden cards never leave main.
 */
import type { Card, Suit } from '../cards/card.ts';
import { size, toCards } from '../cards/cardset.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { Action } from './action.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { AuctionState } from '../variants/auction/procedure.ts';
import type { Component, Game } from './contract.ts';
import { flowOf } from '../variants/registry.ts';
import { legalActions } from './legal.ts';
import { claimOpensHand } from './claim.ts';
import type {
  Call,
  Called,
  ClaimRecord,
  CompletedTrick,
  DoublingRound,
  EndKind,
  HandState,
  Marriage,
  Phase,
  Trick,
} from './state.ts';
import { type Seat, type Table, type Variant, activeSeats, forehand } from './table.ts';

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

export function view(state: HandState, seat: Seat): SeatView {
  const own = state.hands[seat] ?? 0;
  // Before choosing trumps forehand may look only at his first seven (rules/000 čl. VII odst. 1).
  const visibleOwn = state.phase === 'trumpChoice' && seat === state.toAct ? state.firstSeven : own;
  // The trump card lies face down until the colour is approved; only forehand knows it.
  const seesTrumpCard = state.trumpShown || seat === forehand(state.table);
  const openGame =
    (state.game === 'openBetl' || state.game === 'openDurch') &&
    state.tricks.length > 0 &&
    state.declarer !== null;
  // A claim lays the declarer's cards open (not the defenders'), right or wrong.
  const open = openGame || (state.declarer !== null && claimOpensHand(state));
  const playing = activeSeats(state.table);
  const base: SeatView = {
    variant: state.variant,
    seat,
    rules: state.rules,
    table: state.table,
    phase: state.phase,
    toAct: state.toAct,
    hand: toCards(visibleOwn),
    hiddenOwn: size(own) - size(visibleOwn),
    handSizes: state.hands.map(size),
    talonSize: size(state.talon),
    talon: state.talonBy === seat ? toCards(state.talon) : null,
    talonBy: state.talonBy,
    trumpCard: seesTrumpCard ? state.trumpCard : null,
    trumpBlind: state.trumpBlind,
    trump: seesTrumpCard ? state.trump : null,
    trumpShown: state.trumpShown,
    talonTrumps: state.trumpShown ? state.talonTrumps : [],
    bidder: state.bidding?.bidder ?? null,
    bid: state.bidding?.game ?? null,
    declarer: state.declarer,
    game: state.game,
    components: state.components,
    doubling: state.doubling,
    tricks: state.tricks,
    trick: state.trick,
    marriages: state.marriages,
    calls: state.calls,
    openHand: open ? toCards(state.hands[state.declarer as Seat] ?? 0) : null,
    claim: state.claim,
    laidOpen: state.hands.map((cards, s) =>
      open && (s === state.declarer || (openGame && state.rules.openShowsDefence && playing.includes(s)))
        ? toCards(cards)
        : null,
    ),
    end: state.end,
    legal: state.toAct === seat ? legalActions(state) : [],
    auction: state.auction,
    wonStep: state.wonStep,
    aux: state.aux,
    called:
      state.called === null
        ? null
        : { rank: state.called.rank, card: state.trumpShown ? state.called.card : null },
    // Hidden unless the flow shows it: the partner is known only to himself until his card falls.
    partner: null,
    stockSize: state.stock.length,
    drawn: [],
  };
  const extras = flowOf(state.variant)?.viewExtras;
  return extras ? extras(state, seat, base) : base;
}
