/**
 * view(state, seat) is everything one seat may know: its own cards, what was played and called, and
 * nothing else. A human seat and a computer seat get exactly this; hidden cards never leave main.
 */
import { size, toCards } from '../cards/cardset.ts';
import { flowOf } from '../variants/registry.ts';
import { legalActions } from './legal.ts';
import { claimOpensHand } from './claim.ts';
import type { SeatView } from './seat-view.ts';
import { type HandState, auxOf, calledOf, stockOf } from './state.ts';
import { type Seat, activeSeats, forehand } from './table.ts';

/** The view's shape, declared in seat-view.ts so the flows can name it without importing the view. */
export type { SeatView } from './seat-view.ts';

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
  const called = calledOf(state);
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
    openHand: open ? toCards(state.hands[state.declarer] ?? 0) : null,
    claim: state.claim,
    laidOpen: state.hands.map((cards, s) =>
      open && (s === state.declarer || (openGame && state.rules.openShowsDefence && playing.includes(s)))
        ? toCards(cards)
        : null,
    ),
    end: state.end,
    legal: state.toAct === seat ? legalActions(state) : [],
    // Licitovaný's auction and step won: its flow's viewExtras.
    auction: null,
    wonStep: null,
    aux: auxOf(state),
    called: called === null ? null : { rank: called.rank, card: state.trumpShown ? called.card : null },
    // Hidden unless the flow shows it: the partner is known only to himself until his card falls.
    partner: null,
    stockSize: stockOf(state).length,
    drawn: [],
  };
  const extras = flowOf(state.variant)?.viewExtras;
  return extras ? extras(state, seat, base) : base;
}
