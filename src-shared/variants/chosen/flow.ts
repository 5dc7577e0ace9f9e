/**
 * Volený's bidding (rules/000 čl. VII odst. 1; čl. IV odst. 4–5, 12): forehand chooses trumps from his
 * first seven (or blind, "z lidu"), names the game and discards; the others answer Dobrá / Špatná; the
 * declarer announces. Moved unchanged from legal.ts and apply.ts; the doubling, play and the end of the
 * hand are common (doubling.ts, apply.ts).
 */
import { type Card, SUITS, cardPoints, suitIndex, suitOf } from '../../cards/card.ts';
import { type CardSet, fromCards, has, size, toCards, union, without } from '../../cards/cardset.ts';
import type { Reason } from '../../explain/reason.ts';
import type { Action } from '../../engine/action.ts';
import { type Game, gameRank, offeredGames } from '../../engine/contract.ts';
import { hasMarriage } from '../../engine/score.ts';
import { announcedComponents, startDoubling } from '../../engine/doubling.ts';
import { FRESH_HAND_FIELDS, type HandSetup, type HandState } from '../../engine/state.ts';
import { CHOSEN_OWN } from './state.ts';
import { dealPackets } from './deal.ts';
import { type Seat, activeSeats, forehand, othersAfter } from '../../engine/table.ts';
import type { Flow } from '../../engine/flow.ts';
import { bannedDiscards, discardActions, discardRefusal } from '../../engine/discard.ts';

const SUIT_MASKS = [0xff, 0xff00, 0xff0000, 0xff000000 >>> 0] as const;

// ---------------------------------------------------------------------------------------------
// Bidding helpers

/** Games the bidder may name now: forehand anything on first choice, later only higher games. */
function gamesToChoose(state: HandState): Game[] {
  const current = state.bidding?.game ?? null;
  return offeredGames(state).filter(
    (g) => current === null || gameRank(g, state.rules) > gameRank(current, state.rules),
  );
}

/** Why this card may not go to the talon of this game, or null (an ace, ten or the trump card of a suit game). */
export function talonBan(game: Game | null, trumpCard: Card | null, card: Card): Reason | null {
  if (game !== 'suit') return null;
  if (cardPoints(card) > 0) return { code: 'discardAceOrTen', card };
  if (card === trumpCard) return { code: 'discardTrumpCard', card };
  return null;
}

/**
 * Why forehand may not take the trump blind ("z lidu"), or null: under `blindNeedsShortSuits` the first
 * seven must hold at most two cards of every suit (rules/004 "Rozdávání").
 */
export function blindBan(state: Pick<HandState, 'rules' | 'firstSeven'>): Reason | null {
  if (!state.rules.blindNeedsShortSuits) return null;
  for (const suit of SUITS) {
    const count = size(state.firstSeven & (SUIT_MASKS[suitIndex(suit) as 0] as number));
    if (count > 2) return { code: 'blindNeedsShortSuits', suit, count };
  }
  return null;
}

function discardBan(state: HandState, card: Card): Reason | null {
  return talonBan(state.bidding?.game ?? null, state.trumpCard, card);
}

// ---------------------------------------------------------------------------------------------
// Legality

function legalActions(state: HandState): Action[] {
  const seat = state.toAct as Seat;
  const hand = state.hands[seat] ?? 0;
  switch (state.phase) {
    case 'trumpChoice':
      return [
        ...toCards(state.firstSeven).map((card): Action => ({ type: 'chooseTrump', seat, card })),
        ...(blindBan(state) === null
          ? state.people.map((_, index): Action => ({ type: 'chooseTrumpBlind', seat, index }))
          : []),
      ];
    case 'gameChoice':
      return gamesToChoose(state).map((game): Action => ({ type: 'chooseGame', seat, game }));
    case 'discard':
      return discardActions(seat, hand, (c) => discardBan(state, c));
    case 'answer': {
      const out: Action[] = [{ type: 'approve', seat }];
      if (gamesToChoose(state).length > 0) out.push({ type: 'refuse', seat });
      return out;
    }
    case 'announce':
      return announceActions(state, seat, hand);
    default:
      return [];
  }
}

/**
 * The declarer's announcements of a suit game: nothing, a seven when he holds the trump seven, a
 * hundred when he holds a marriage, or both (volený, and křížový where he must hold them himself).
 */
export function announceActions(state: HandState, seat: Seat, hand: CardSet): Action[] {
  const seven = has(hand, `${state.trump}7` as Card);
  const hundred = hasMarriage(hand);
  const out: Action[] = [{ type: 'announce', seat, seven: false, hundred: false }];
  if (seven) out.push({ type: 'announce', seat, seven: true, hundred: false });
  if (hundred) out.push({ type: 'announce', seat, seven: false, hundred: true });
  if (seven && hundred) out.push({ type: 'announce', seat, seven: true, hundred: true });
  return out;
}

function refusal(state: HandState, action: Action): Reason {
  const seat = state.toAct as Seat;
  const hand = state.hands[seat] ?? 0;
  switch (action.type) {
    case 'chooseTrump':
      if (!has(hand, action.card)) return { code: 'notInHand', card: action.card };
      return { code: 'notInFirstSeven', card: action.card };
    case 'chooseTrumpBlind': {
      const ban = blindBan(state);
      if (ban !== null && action.index >= 0 && action.index < state.people.length) return ban;
      return { code: 'blindIndex', index: action.index, count: state.people.length };
    }
    case 'chooseGame': {
      if (!offeredGames(state).includes(action.game)) return { code: 'gameNotOffered', game: action.game };
      return { code: 'gameTooLow', game: action.game, current: state.bidding?.game ?? 'suit' };
    }
    case 'discard': {
      const why = discardRefusal(hand, action.cards, (c) => discardBan(state, c));
      if (why !== null) return why;
      break;
    }
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

/** Cards the acting seat may not lay in the talon when discarding. */
function illegalCards(state: HandState): { card: Card; reason: Reason }[] {
  if (state.phase !== 'discard') return [];
  return bannedDiscards(state.hands[state.toAct as Seat] ?? 0, (c) => discardBan(state, c));
}

// ---------------------------------------------------------------------------------------------
// The reducer of the bidding

function reduce(state: HandState, action: Action): HandState {
  switch (action.type) {
    case 'chooseTrump':
      return chooseTrump(state, action.card, false);
    case 'chooseTrumpBlind':
      return chooseTrump(state, state.people[action.index] as Card, true);
    case 'chooseGame': {
      const bidding = { ...(state.bidding as NonNullable<HandState['bidding']>), game: action.game };
      const noTrump = action.game !== 'suit';
      return {
        ...state,
        phase: 'discard',
        bidding,
        trump: noTrump ? null : state.trump,
        trumpCard: noTrump ? null : state.trumpCard,
        calls: [...state.calls, action],
      };
    }
    case 'discard': {
      const seat = action.seat;
      const talon = fromCards(action.cards);
      const hands = state.hands.slice();
      hands[seat] = without(hands[seat] as number, talon);
      // Announced only where the rules say so (Ruleset.talonTrumpsShown); otherwise the talon is secret.
      const talonTrumps =
        state.bidding?.game === 'suit' && state.rules.talonTrumpsShown
          ? action.cards.filter((c) => suitOf(c) === state.trump)
          : [];
      const next: HandState = { ...state, hands, talon, talonBy: seat, talonTrumps };
      return askOthers(next);
    }
    case 'approve': {
      const bidding = state.bidding as NonNullable<HandState['bidding']>;
      const queue = bidding.queue.slice(1);
      const next: HandState = { ...state, bidding: { ...bidding, queue }, calls: [...state.calls, action] };
      return queue.length > 0 ? { ...next, toAct: queue[0] as Seat } : establish(next);
    }
    case 'refuse': {
      const seat = action.seat;
      const hands = state.hands.slice();
      hands[seat] = union(hands[seat] as number, state.talon);
      const bidding = state.bidding as NonNullable<HandState['bidding']>;
      return {
        ...state,
        phase: 'gameChoice',
        toAct: seat,
        hands,
        talon: 0,
        talonBy: null,
        talonTrumps: [],
        trump: null,
        trumpCard: null,
        bidding: { bidder: seat, game: bidding.game, queue: [] },
        calls: [...state.calls, action],
      };
    }
    case 'announce': {
      const components = announcedComponents(state.declarer as Seat, action);
      return startDoubling(
        { ...state, trumpShown: true, components, calls: [...state.calls, action] },
        CHOSEN_FLOW,
      );
    }
    default:
      throw new Error(`volený has no ${action.type}`);
  }
}

function chooseTrump(state: HandState, card: Card, blind: boolean): HandState {
  const f = forehand(state.table);
  return {
    ...state,
    phase: 'gameChoice',
    toAct: f,
    trumpCard: card,
    trumpBlind: blind,
    trump: suitOf(card),
    bidding: { bidder: f, game: null, queue: [] },
  };
}

/** After a discard: the others answer in turn, unless nothing higher could be named. */
function askOthers(state: HandState): HandState {
  const bidding = state.bidding as NonNullable<HandState['bidding']>;
  const game = bidding.game as NonNullable<typeof bidding.game>;
  const higher = offeredGames(state).some((g) => gameRank(g, state.rules) > gameRank(game, state.rules));
  const queue = higher ? othersAfter(state.table, bidding.bidder) : [];
  const next: HandState = { ...state, bidding: { ...bidding, queue } };
  return queue.length > 0 ? { ...next, phase: 'answer', toAct: queue[0] as Seat } : establish(next);
}

/** Everybody approved: the bidder is declarer of the game he named. */
function establish(state: HandState): HandState {
  const bidding = state.bidding as NonNullable<HandState['bidding']>;
  const game = bidding.game as NonNullable<typeof bidding.game>;
  const declarer = bidding.bidder;
  const next: HandState = { ...state, bidding: null, declarer, game };
  if (game === 'suit') return { ...next, phase: 'announce', toAct: declarer };
  return startDoubling(
    {
      ...next,
      components: [{ kind: game, side: 'declarer', announcer: declarer, doubles: 0 }],
    },
    CHOSEN_FLOW,
  );
}

// ---------------------------------------------------------------------------------------------
// The deal

function newHand(setup: HandSetup): HandState {
  const { table, deck } = setup;
  // Volený is played by three, at a table of four with the dealer sitting out (rules/000 čl. II odst. 4).
  if (activeSeats(table).length !== 3) throw new Error('volený is played by three active seats');
  const { hands, firstSeven, people } = dealPackets(table, deck);
  const handSets: CardSet[] = Array.from({ length: table.size }, (_, s) => fromCards(hands.get(s) ?? []));
  return {
    variant: 'chosen',
    rules: setup.rules,
    table,
    phase: 'trumpChoice',
    toAct: forehand(table),
    hands: handSets,
    talon: 0,
    ...FRESH_HAND_FIELDS,
    firstSeven: fromCards(firstSeven),
    people,
    own: CHOSEN_OWN,
  };
}

export const CHOSEN_FLOW: Flow = {
  variant: 'chosen',
  phases: ['trumpChoice', 'gameChoice', 'discard', 'answer', 'announce'],
  actionPhases: {
    chooseTrump: 'trumpChoice',
    chooseTrumpBlind: 'trumpChoice',
    chooseGame: 'gameChoice',
    discard: 'discard',
    approve: 'answer',
    refuse: 'answer',
    announce: 'announce',
  },
  newHand,
  legalActions,
  refusal,
  reduce,
  illegalCards,
};
