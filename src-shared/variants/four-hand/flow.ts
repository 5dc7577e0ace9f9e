/**
 * Křížový's flow (pravidla ČSM, čl. VII odst. 2; the English description, "Four hand Mariáš";
 * docs/variants.md): four play, the dealer too. Four cards to each; forehand lays one of his as the trump
 * card and calls a rank; four more to each (variants/four-hand/deal.ts). Then as in volený but with no
 * talon: forehand names the game ("Barva?"), the others answer Dobrá / Špatná (a refuser names betl or
 * durch with his own eight cards), the declarer announces. In a suit game the holder of the called card
 * is his partner (variants/four-hand/call.ts), hidden from the others until that card falls; the declarer
 * alone speaks for his side in doubling and the partner may not flek nor announce against
 * (variants/four-hand/doubling.ts). Betl is played open from the lead to the second trick and durch may be
 * played "s chytrým" (variants/four-hand/play.ts).
 */
import { type Card, RANKS, suitOf } from '../../cards/card.ts';
import { has, toCards } from '../../cards/cardset.ts';
import type { Reason } from '../../explain/reason.ts';
import type { Action } from '../../engine/action.ts';
import { type Game, gameRank, offeredGames } from '../../engine/contract.ts';
import { hasMarriage } from '../../engine/score.ts';
import { announcedComponents, startDoubling } from '../../engine/doubling.ts';
import { FRESH_HAND_FIELDS, type HandSetup, type HandState } from '../../engine/state.ts';
import { type Seat, forehand, othersAfter } from '../../engine/table.ts';
import { resolveCall } from './call.ts';
import { dealFirstPackets, dealSecondPackets } from './deal.ts';
import { doublingSpeakers, partnerRefusal } from './doubling.ts';
import { betlOpenSeats, breaksContract } from './play.ts';
import { partnerAsSeenBy, revealedIn } from './reveal.ts';
import { FRESH_FOUR_HAND_OWN, ownFourHand } from './state.ts';
import { announceActions } from '../chosen/flow.ts';
import type { Flow } from '../../engine/flow.ts';

/** Games the bidder may name now: forehand any offered one first, a refuser only a higher one. */
function gamesToChoose(state: HandState): Game[] {
  const current = state.bidding?.game ?? null;
  return offeredGames(state).filter(
    (g) => current === null || gameRank(g, state.rules) > gameRank(current, state.rules),
  );
}

// ---------------------------------------------------------------------------------------------
// Legality

function legalActions(state: HandState): Action[] {
  const seat = state.toAct as Seat;
  const hand = state.hands[seat] ?? 0;
  switch (state.phase) {
    case 'trumpChoice':
      return toCards(state.firstSeven).map((card): Action => ({ type: 'chooseTrump', seat, card }));
    case 'call':
      return RANKS.map((rank): Action => ({ type: 'callRank', seat, rank }));
    case 'gameChoice':
      return gamesToChoose(state).map((game): Action => ({ type: 'chooseGame', seat, game }));
    case 'answer': {
      const out: Action[] = [{ type: 'approve', seat }];
      if (gamesToChoose(state).length > 0) out.push({ type: 'refuse', seat });
      return out;
    }
    case 'announce':
      // The declarer must hold the seven himself (open question 20 a) and a marriage for a hundred.
      return announceActions(state, seat, hand);
    default:
      return [];
  }
}

function refusal(state: HandState, action: Action): Reason {
  const hand = state.hands[state.toAct as Seat] ?? 0;
  switch (action.type) {
    case 'chooseTrump':
      if (!has(hand, action.card)) return { code: 'notInHand', card: action.card };
      return { code: 'notInFirstFour', card: action.card };
    case 'chooseTrumpBlind':
      return { code: 'noBlindHere' };
    case 'discard':
      return { code: 'noTalonHere' };
    case 'chooseGame':
      if (!offeredGames(state).includes(action.game)) return { code: 'gameNotOffered', game: action.game };
      return { code: 'gameTooLow', game: action.game, current: state.bidding?.game ?? 'suit' };
    case 'refuse':
      return {
        code: 'gameTooLow',
        game: state.bidding?.game ?? 'suit',
        current: state.bidding?.game ?? 'suit',
      };
    case 'announce':
      if (action.seven && !has(hand, `${state.trump}7` as Card))
        return { code: 'sevenNeedsTrumpSeven', card: `${state.trump}7` as Card };
      if (action.hundred && !hasMarriage(hand)) return { code: 'hundredNeedsMarriage' };
      break;
    default:
      // Not this flow's action type: the engine hands a flow only its own (legal.ts refusal).
      break;
  }
  // Not reachable for a well-formed action the engine refused; kept total for safety.
  return { code: 'wrongPhase', action: action.type, phase: state.phase };
}

// ---------------------------------------------------------------------------------------------
// The reducer of the bidding

function reduce(state: HandState, action: Action): HandState {
  const f = forehand(state.table);
  switch (action.type) {
    case 'chooseTrump':
      // Laid face down; it stays in his hand and is played like any other card.
      return { ...state, phase: 'call', toAct: f, trumpCard: action.card, trump: suitOf(action.card) };
    case 'callRank': {
      const own = ownFourHand(state);
      const hands = dealSecondPackets(state.table, state.hands, own.stock);
      return {
        ...state,
        hands,
        own: { ...own, stock: [], called: { rank: action.rank, card: null } },
        phase: 'gameChoice',
        toAct: f,
        bidding: { bidder: f, game: null, queue: [] },
        calls: [...state.calls, action],
      };
    }
    case 'chooseGame': {
      const bidding = { ...(state.bidding as NonNullable<HandState['bidding']>), game: action.game };
      const noTrump = action.game !== 'suit';
      const next: HandState = {
        ...state,
        bidding,
        // Forehand takes his trump card back into his hand for a game without trumps.
        trump: noTrump ? null : state.trump,
        trumpCard: noTrump ? null : state.trumpCard,
        calls: [...state.calls, action],
      };
      return askOthers(next);
    }
    case 'approve': {
      const bidding = state.bidding as NonNullable<HandState['bidding']>;
      const queue = bidding.queue.slice(1);
      const next: HandState = { ...state, bidding: { ...bidding, queue }, calls: [...state.calls, action] };
      return queue.length > 0 ? { ...next, toAct: queue[0] as Seat } : establish(next);
    }
    case 'refuse': {
      // "Špatná": he names a higher game with his own eight cards; there is no talon to take.
      const bidding = state.bidding as NonNullable<HandState['bidding']>;
      return {
        ...state,
        phase: 'gameChoice',
        toAct: action.seat,
        trump: null,
        trumpCard: null,
        bidding: { bidder: action.seat, game: bidding.game, queue: [] },
        calls: [...state.calls, action],
      };
    }
    case 'announce': {
      const components = announcedComponents(state.declarer as Seat, action);
      return startDoubling(
        { ...state, trumpShown: true, components, calls: [...state.calls, action] },
        FOUR_HAND_FLOW,
      );
    }
    default:
      throw new Error(`křížový has no ${action.type}`);
  }
}

/** After the game is named: the others answer in turn, unless nothing higher could be named. */
function askOthers(state: HandState): HandState {
  const bidding = state.bidding as NonNullable<HandState['bidding']>;
  const game = bidding.game as Game;
  const higher = offeredGames(state).some((g) => gameRank(g, state.rules) > gameRank(game, state.rules));
  const queue = higher ? othersAfter(state.table, bidding.bidder) : [];
  const next: HandState = { ...state, bidding: { ...bidding, queue } };
  return queue.length > 0 ? { ...next, phase: 'answer', toAct: queue[0] as Seat } : establish(next);
}

/** Everybody approved: the bidder is declarer; in a suit game the called card names his partner. */
function establish(state: HandState): HandState {
  const bidding = state.bidding as NonNullable<HandState['bidding']>;
  const game = bidding.game as Game;
  const declarer = bidding.bidder;
  const own = ownFourHand(state);
  const rank = own.called?.rank ?? 'A';
  const call = resolveCall({
    game,
    declarer,
    trump: state.trump,
    rank,
    hands: state.hands,
    firstPacket: toCards(state.firstSeven),
  });
  const next: HandState = {
    ...state,
    bidding: null,
    declarer,
    game,
    own: { ...own, called: { rank, card: call.card }, partner: call.partner },
  };
  if (game === 'suit') return { ...next, phase: 'announce', toAct: declarer };
  return startDoubling(
    {
      ...next,
      components: [{ kind: game, side: 'declarer', announcer: declarer, doubles: 0 }],
    },
    FOUR_HAND_FLOW,
  );
}

// ---------------------------------------------------------------------------------------------
// The deal

function newHand(setup: HandSetup): HandState {
  const { table, deck } = setup;
  const first = dealFirstPackets(table, deck);
  return {
    variant: 'fourHand',
    rules: setup.rules,
    table,
    phase: 'trumpChoice',
    toAct: forehand(table),
    hands: first.hands,
    talon: 0,
    ...FRESH_HAND_FIELDS,
    // Forehand's first four: all he may look at before laying the trump card.
    firstSeven: first.hands[forehand(table)] as number,
    // The second round of the deal waits for the call.
    own: { ...FRESH_FOUR_HAND_OWN, stock: first.rest },
  };
}

// ---------------------------------------------------------------------------------------------
// Hooks into the common phases

export const FOUR_HAND_FLOW: Flow = {
  variant: 'fourHand',
  phases: ['trumpChoice', 'call', 'gameChoice', 'answer', 'announce'],
  actionPhases: {
    chooseTrump: 'trumpChoice',
    // Never offered: asked for, they are refused with the reason (no z lidu, no talon).
    chooseTrumpBlind: 'trumpChoice',
    discard: 'gameChoice',
    callRank: 'call',
    chooseGame: 'gameChoice',
    approve: 'answer',
    refuse: 'answer',
    announce: 'announce',
  },
  newHand,
  legalActions,
  refusal,
  reduce,
  doublingSeats: (state, side) => doublingSpeakers(state.table, state.declarer as Seat, side),
  doublingBan(state, action) {
    if (action.type === 'pass') return null;
    const code = partnerRefusal(action.seat, ownFourHand(state).partner, {
      doubles: action.components.length,
      against: action.against?.length ?? 0,
    });
    return code === null ? null : { code };
  },
  brokenBy(state) {
    const index = state.tricks.length - 1;
    const last = state.tricks[index];
    if (last === undefined || state.declarer === null) return null;
    if (!breaksContract(state.game, state.declarer, index, last.winner, state.rules.durchClever)) return null;
    return state.game === 'betl' || state.game === 'openBetl' ? 'betlLost' : 'durchLost';
  },
  viewExtras(state, seat, view) {
    const own = ownFourHand(state);
    const card = own.called?.card ?? null;
    const revealed = revealedIn(card, state.tricks, state.trick) !== null;
    const noTrumps = state.game !== null && state.game !== 'suit';
    const partner = partnerAsSeenBy(seat, own.partner, revealed, noTrumps) ?? null;
    const open = betlOpenSeats(
      state.game,
      state.declarer,
      state.tricks.length,
      state.trick?.cards.length ?? 0,
      state.rules.betlOpenAll,
    );
    if (open.length === 0) return { ...view, partner };
    return {
      ...view,
      partner,
      openHand: open.includes(state.declarer as Seat)
        ? toCards(state.hands[state.declarer as Seat] ?? 0)
        : view.openHand,
      laidOpen: view.laidOpen.map((cards, s) => (open.includes(s) ? toCards(state.hands[s] ?? 0) : cards)),
    };
  },
};
