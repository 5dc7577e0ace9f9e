/**
 * The flow of licitovaný mariáš (OP čl. VII odst. 3; the tournament rules; DP and AP by preset; see
 * docs/variants.md): the deal (5, the talon, 5, or DP's twos), the auction (variants/auction/procedure.ts),
 * the winner's turn with the talon in his hand — omyl or the contract, not below the step won
 * (auction/talon.ts) — and his discard; then the common doubling and play. Nobody bidding throws the
 * hand in (`allPassed`); omyl ends it unplayed (`folded`); so does a defender showing four auxiliary
 * cards against plain dvě sedmy once doubling ends (`auxShown`, where `twoSevensAuxFour` is on).
 */
import type { Card } from '../../cards/card.ts';
import { type CardSet, fromCards, ofSuit, size, toCards, union, without } from '../../cards/cardset.ts';
import type { Reason } from '../../explain/reason.ts';
import { forAuction } from '../../rules/ruleset.ts';
import type { Action } from '../../engine/action.ts';
import { STEP_SHAPES, stepParts } from './ladder.ts';
import {
  type AuctionState,
  auctionActions,
  auctionReduce,
  auctionRefusal,
  auctionRulesOf,
  newAuction,
} from './procedure.ts';
import { FRESH_AUCTION_OWN, auctionOwn, ownAuction } from './state.ts';
import {
  type Declaration,
  dealAuction,
  declarations,
  declareRefusal,
  discardBan,
  discardedTrumps,
  mayFold,
  type CardMatching,
  winnerMatching,
} from './talon.ts';
import type { Component, ComponentKind } from '../../engine/contract.ts';
import { startDoubling } from '../../engine/doubling.ts';
import { FRESH_HAND_FIELDS, type HandSetup, type HandState } from '../../engine/state.ts';
import { type Seat, activeSeats, othersAfter } from '../../engine/table.ts';
import type { SeatView } from '../../engine/seat-view.ts';
import type { Flow } from '../../engine/flow.ts';
import { bannedDiscards, discardActions, discardRefusal } from '../../engine/discard.ts';

/** The contract declared, read back from the state (suit game or betl/durch, trumps, auxiliary suit). */
function declared(state: HandState): Declaration | null {
  const step = state.calls.findLast((c) => c.type === 'declare');
  return step?.type === 'declare' ? { step: step.step, trump: step.trump, aux: step.aux } : null;
}

function discardBanOf(state: HandState, card: Card): Reason | null {
  const d = declared(state);
  return d === null ? null : discardBan(d, card);
}

// ---------------------------------------------------------------------------------------------
// Legality

function legalActions(state: HandState): Action[] {
  const seat = state.toAct as Seat;
  const hand = state.hands[seat] ?? 0;
  switch (state.phase) {
    case 'auction': {
      const auction = ownAuction(state).auction;
      return auction === null ? [] : auctionActions(auction);
    }
    case 'talon': {
      const out: Action[] = declarations(
        hand,
        ownAuction(state).wonStep,
        state.rules.auctionLadder,
        matchingOf(state, hand),
      ).map((d): Action => ({ type: 'declare', seat, step: d.step, trump: d.trump, aux: d.aux }));
      if (mayFold(ownAuction(state).wonStep, state.rules.auctionFold)) out.unshift({ type: 'fold', seat });
      return out;
    }
    case 'discard':
      return discardActions(seat, hand, (c) => discardBanOf(state, c));
    default:
      return [];
  }
}

function matchingOf(state: HandState, hand: CardSet): CardMatching {
  return winnerMatching(
    hand,
    ownAuction(state).wonStep,
    state.rules.auctionLadder,
    state.rules.contractMatchesCards,
  );
}

function refusal(state: HandState, action: Action): Reason {
  const seat = state.toAct as Seat;
  const hand = state.hands[seat] ?? 0;
  switch (action.type) {
    case 'bid':
    case 'hold':
    case 'drop': {
      const auction = ownAuction(state).auction;
      return (
        (auction && auctionRefusal(auction, action)) ?? {
          code: 'auctionOver',
          procedure: state.rules.auctionProcedure,
        }
      );
    }
    case 'fold':
      return { code: 'foldNotAllowed', won: ownAuction(state).wonStep, offered: state.rules.auctionFold };
    case 'declare': {
      const d = { step: action.step, trump: action.trump, aux: action.aux };
      const why = declareRefusal(
        hand,
        ownAuction(state).wonStep,
        d,
        state.rules.auctionLadder,
        matchingOf(state, hand),
      );
      if (why !== null) return why;
      break;
    }
    case 'discard': {
      const why = discardRefusal(hand, action.cards, (c) => discardBanOf(state, c));
      if (why !== null) return why;
      break;
    }
    default:
      // Not this flow's action type: the engine hands a flow only its own (legal.ts refusal).
      break;
  }
  // Not reachable for a well-formed action the engine refused; kept total for safety.
  return { code: 'wrongPhase', action: action.type, phase: state.phase };
}

function illegalCards(state: HandState): { card: Card; reason: Reason }[] {
  if (state.phase !== 'discard') return [];
  return bannedDiscards(state.hands[state.toAct as Seat] ?? 0, (c) => discardBanOf(state, c));
}

// ---------------------------------------------------------------------------------------------
// The reducer

function reduce(state: HandState, action: Action): HandState {
  switch (action.type) {
    case 'bid':
    case 'hold':
    case 'drop':
      return afterCall({ ...state, calls: [...state.calls, action] }, action);
    case 'fold': {
      // Omyl: the hand ends unplayed; the settlement pays the game and the seven at one flek each.
      const declarer = action.seat;
      return {
        ...state,
        phase: 'finished',
        toAct: null,
        game: 'suit',
        components: components(declarer, ['game', 'seven']),
        end: 'folded',
        calls: [...state.calls, action],
      };
    }
    case 'declare': {
      const declarer = action.seat;
      const shape = STEP_SHAPES[action.step];
      return {
        ...state,
        phase: 'discard',
        toAct: declarer,
        game: shape.game,
        trump: action.trump,
        own: { ...ownAuction(state), aux: action.aux },
        trumpShown: true,
        components: components(declarer, stepParts(action.step, state.rules.twoSevensWithGame)),
        calls: [...state.calls, action],
      };
    }
    case 'discard': {
      const seat = action.seat;
      const talon = fromCards(action.cards);
      const hands = state.hands.slice();
      hands[seat] = without(hands[seat] as number, talon);
      const d = declared(state) as Declaration;
      const talonTrumps = state.rules.talonTrumpsShown ? discardedTrumps(d, action.cards) : [];
      return startDoubling({ ...state, hands, talon, talonBy: seat, talonTrumps }, AUCTION_FLOW);
    }
    default:
      throw new Error(`licitovaný does not reduce ${action.type} in ${state.phase}`);
  }
}

function components(declarer: Seat, kinds: readonly ComponentKind[]): Component[] {
  return kinds.map((kind) => ({ kind, side: 'declarer', announcer: declarer, doubles: 0 }));
}

/** After an auction call: the next seat speaks, or the winner takes the talon, or the hand is thrown in. */
function afterCall(state: HandState, action: Extract<Action, { type: 'bid' | 'hold' | 'drop' }>): HandState {
  const own = ownAuction(state);
  const auction = auctionReduce(own.auction as AuctionState, action);
  const result = auction.result;
  if (result === null) return { ...state, own: { ...own, auction }, toAct: auction.toAct };
  // The auction is over: the calls keep its record (its own `auction` lives only while it runs).
  if (result.kind === 'redeal')
    return { ...state, own: { ...own, auction: null }, phase: 'finished', toAct: null, end: 'allPassed' };
  // The winner takes the talon into his hand (OP čl. VII odst. 3) and is the declarer from now on.
  const hands = state.hands.slice();
  hands[result.seat] = union(hands[result.seat] as number, state.talon);
  return {
    ...state,
    own: { ...own, auction: null, wonStep: result.step },
    phase: 'talon',
    toAct: result.seat,
    hands,
    talon: 0,
    declarer: result.seat,
  };
}

// ---------------------------------------------------------------------------------------------
// The deal

function newHand(setup: HandSetup): HandState {
  const { table, deck } = setup;
  // Three play; at four the dealer sits out (OP čl. VII odst. 3, čl. II odst. 4; TP čl. II odst. 2).
  if (activeSeats(table).length !== 3) throw new Error('licitovaný is played by three active seats');
  const t = table;
  // The licitovaný rates (`rules: forAuction` below) are already in: deal.ts applies them.
  const rules = setup.rules;
  const { hands, talon } = dealAuction(t, deck, rules.auctionDeal);
  const handSets: CardSet[] = Array.from({ length: t.size }, (_, s) => fromCards(hands.get(s) ?? []));
  const auction = newAuction(activeSeats(t), auctionRulesOf(rules));
  return {
    variant: 'auction',
    rules,
    table: t,
    phase: 'auction',
    toAct: auction.toAct,
    hands: handSets,
    talon: fromCards(talon),
    ...FRESH_HAND_FIELDS,
    own: { ...FRESH_AUCTION_OWN, auction },
  };
}

/** No seven or hundred against after an auction where the rules forbid it (TP čl. II odst. 23). */
function doublingBan(state: HandState, action: Extract<Action, { type: 'double' | 'pass' }>): Reason | null {
  if (action.type !== 'double' || state.rules.againstAfterAuction) return null;
  const kind = action.against?.[0];
  return kind === undefined ? null : { code: 'noAgainstAfterAuction', kind };
}

/**
 * The defenders holding four or more cards of the auxiliary suit against plain dvě sedmy: they show
 * them once doubling ends and the hand is not played (TP čl. III odst. 1). With dvě sedmy a sto nobody
 * shows and sto is played (odst. 2), so none.
 */
function auxFourSeats(state: HandState): Seat[] {
  const aux = auctionOwn(state)?.aux ?? null;
  if (aux === null || state.declarer === null) return [];
  const kinds = state.components.map((c) => c.kind);
  if (!kinds.includes('twoSevens') || kinds.includes('hundred')) return [];
  return othersAfter(state.table, state.declarer).filter((s) => size(ofSuit(state.hands[s] ?? 0, aux)) >= 4);
}

function beforePlay(state: HandState): HandState | null {
  if (!state.rules.twoSevensAuxFour || auxFourSeats(state).length === 0) return null;
  return { ...state, phase: 'finished', toAct: null, end: 'auxShown' };
}

/** The auction and the step won; after a show of four auxiliary cards, everybody sees the cards shown. */
function viewExtras(state: HandState, _seat: Seat, base: SeatView): SeatView {
  const { auction, wonStep, aux } = ownAuction(state);
  const view = { ...base, auction, wonStep };
  if (state.end !== 'auxShown' || aux === null) return view;
  const shown = auxFourSeats(state);
  return {
    ...view,
    laidOpen: view.laidOpen.map((cards, s) =>
      shown.includes(s) ? toCards(ofSuit(state.hands[s] ?? 0, aux)) : cards,
    ),
  };
}

export const AUCTION_FLOW: Flow = {
  variant: 'auction',
  phases: ['auction', 'talon', 'discard'],
  actionPhases: {
    bid: 'auction',
    hold: 'auction',
    drop: 'auction',
    fold: 'talon',
    declare: 'talon',
    discard: 'discard',
  },
  newHand,
  rules: forAuction,
  legalActions,
  refusal,
  reduce,
  illegalCards,
  doublingBan,
  beforePlay,
  viewExtras,
};
