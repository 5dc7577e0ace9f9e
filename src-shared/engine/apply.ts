/**
 * The reducer: apply(state, action) is the next state, or the typed reason the action is refused.
 * Pure and deterministic; legality is decided by legal.ts alone.
 */
import { type Card, cardIndex, suitOf } from '../cards/card.ts';
import { fromCards, remove, union, without } from '../cards/cardset.ts';
import type { Reason } from '../explain/reason.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Result, err, ok } from '../util/result.ts';
import type { Action } from './action.ts';
import { type Component, type ComponentKind, type Game, type Side, gameRank, otherSide } from './contract.ts';
import { judgeClaim } from './claim.ts';
import { isLegal, offeredGames, refusal } from './legal.ts';
import { type Call, type HandState, type Marriage, TRICKS_PER_HAND } from './state.ts';
import { announcesMarriage, marriagePoints } from './score.ts';
import { type Seat, activeSeats, forehand, nextActive, othersAfter } from './table.ts';
import { seatOfCard, winningIndex } from './trick.ts';
import { doublingCap } from '../rules/bounds.ts';

export function apply(state: HandState, action: Action): Result<HandState, Reason> {
  if (!isLegal(state, action)) return err(refusal(state, action));
  return ok(reduce(state, action));
}

/** Apply an action already known to be legal (for replay loops and search that checked it). */
export function reduce(state: HandState, action: Action): HandState {
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
      const talonTrumps =
        state.bidding?.game === 'suit' ? action.cards.filter((c) => suitOf(c) === state.trump) : [];
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
      const declarer = state.declarer as Seat;
      const components: Component[] = [
        { kind: action.hundred ? 'hundred' : 'game', side: 'declarer', announcer: declarer, doubles: 0 },
      ];
      if (action.seven) components.push({ kind: 'seven', side: 'declarer', announcer: declarer, doubles: 0 });
      return startDoubling({ ...state, trumpShown: true, components, calls: [...state.calls, action] });
    }
    case 'double':
      return speakInDoubling(state, action);
    case 'pass':
      return speakInDoubling(state, action);
    case 'play':
      return play(state, action.seat, action.card);
    case 'claim': {
      // Right: the cards are laid down and the hand is over; wrong: play goes on, his cards open.
      const claim = judgeClaim(state);
      const next: HandState = { ...state, claim, calls: [...state.calls, action] };
      return claim.laydown ? { ...next, phase: 'finished', toAct: null, end: 'laidDown' } : next;
    }
    case 'bid':
    case 'hold':
    case 'drop':
    case 'fold':
    case 'declare':
    case 'callRank':
    case 'chooseTrumpSuit':
      // legalActions offers none of these until their variant's flow is registered.
      throw new Error(`no flow reduces ${action.type} yet`);
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
  return startDoubling({
    ...next,
    components: [{ kind: game, side: 'declarer', announcer: declarer, doubles: 0 }],
  });
}

function sideSeats(state: HandState, side: Side): Seat[] {
  const declarer = state.declarer as Seat;
  return side === 'declarer' ? [declarer] : othersAfter(state.table, declarer);
}

function startDoubling(state: HandState): HandState {
  const queue = sideSeats(state, 'defence');
  return {
    ...state,
    phase: 'doubling',
    toAct: queue[0] as Seat,
    doubling: {
      side: 'defence',
      queue,
      open: state.components.map((c) => c.kind),
      raised: [],
      first: true,
    },
  };
}

function speakInDoubling(state: HandState, action: Extract<Action, { type: 'double' | 'pass' }>): HandState {
  const round = state.doubling as NonNullable<HandState['doubling']>;
  let components = state.components;
  let raised = round.raised;
  let open = round.open;
  if (action.type === 'double') {
    const up = new Set<ComponentKind>(action.components);
    components = components.map((c) => (up.has(c.kind) ? { ...c, doubles: c.doubles + 1 } : c));
    for (const kind of action.against ?? []) {
      components = [...components, { kind, side: 'defence', announcer: action.seat, doubles: 0 }];
    }
    raised = [...raised, ...action.components, ...(action.against ?? [])];
    open = open.filter((k) => !up.has(k));
  }
  const queue = round.queue.slice(1);
  const next: HandState = {
    ...state,
    components,
    doubling: { ...round, queue, open, raised },
    calls: [...state.calls, action as Call],
  };
  if (queue.length > 0) return { ...next, toAct: queue[0] as Seat };
  // The round is over: the other side may answer what was raised, or doubling ends.
  const max = doublingCap(state.rules);
  const answerable = raised.filter((k) => {
    const c = components.find((x) => x.kind === k) as Component;
    return c.doubles < max;
  });
  if (answerable.length === 0) return startPlay({ ...next, doubling: null });
  const side = otherSide(round.side);
  const seats = sideSeats(state, side);
  return {
    ...next,
    toAct: seats[0] as Seat,
    doubling: { side, queue: seats, open: answerable, raised: [], first: false },
  };
}

/** Whether a contract with these components is paid without playing (see Ruleset.unplayed). */
export function paidUnplayed(rules: Ruleset, game: Game | null, components: readonly Component[]): boolean {
  const rule = rules.unplayed;
  if (rule === 'never' || game !== 'suit') return false;
  const allowed: readonly ComponentKind[] = rule === 'game' ? ['game'] : ['game', 'seven'];
  return components.every((c) => allowed.includes(c.kind) && c.doubles === 0);
}

function startPlay(state: HandState): HandState {
  if (paidUnplayed(state.rules, state.game, state.components))
    return { ...state, phase: 'finished', toAct: null, end: 'unplayed' };
  // Forehand leads a suit game; the declarer leads betl and durch (rules/000 čl. II odst. 6).
  const leader = state.game === 'suit' ? forehand(state.table) : (state.declarer as Seat);
  return { ...state, phase: 'play', toAct: leader, trick: { leader, cards: [] } };
}

/** A marriage is announced by playing the first card of the pair (rules/000 čl. III odst. 3). */
function marriageOf(state: HandState, seat: Seat, card: Card): Marriage | null {
  if (state.game !== 'suit') return null;
  const handAfter = remove(state.hands[seat] as number, card);
  if (!announcesMarriage(handAfter, cardIndex(card), state.rules.marriageOrder === 'overFirst')) return null;
  const suit = suitOf(card);
  return { seat, suit, points: marriagePoints(suit === state.trump), trick: state.tricks.length };
}

function play(state: HandState, seat: Seat, card: Card): HandState {
  const hands = state.hands.slice();
  hands[seat] = remove(hands[seat] as number, card);
  const marriage = marriageOf(state, seat, card);
  const marriages = marriage ? [...state.marriages, marriage] : state.marriages;
  const trick = state.trick as NonNullable<HandState['trick']>;
  const cards = [...trick.cards, card];
  const players = activeSeats(state.table).length;
  if (cards.length < players) {
    return { ...state, hands, marriages, trick: { ...trick, cards }, toAct: nextActive(state.table, seat) };
  }
  const winner = seatOfCard(state, trick.leader, winningIndex(cards, state.trump));
  const tricks = [...state.tricks, { leader: trick.leader, cards, winner }];
  const next: HandState = { ...state, hands, marriages, tricks, trick: null };
  const declarer = state.declarer as Seat;
  const betl = state.game === 'betl' || state.game === 'openBetl';
  const durch = state.game === 'durch' || state.game === 'openDurch';
  // Betl and durch are decided by the first trick that breaks them (rules/000 čl. IV odst. 7–8).
  if (betl && winner === declarer) return { ...next, phase: 'finished', toAct: null, end: 'betlLost' };
  if (durch && winner !== declarer) return { ...next, phase: 'finished', toAct: null, end: 'durchLost' };
  if (tricks.length === TRICKS_PER_HAND) return { ...next, phase: 'finished', toAct: null, end: 'played' };
  return { ...next, trick: { leader: winner, cards: [] }, toAct: winner };
}
