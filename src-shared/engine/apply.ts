/**
 * The reducer: apply(state, action) is the next state, or the typed reason the action is refused.
 * Pure and deterministic; legality is decided by legal.ts alone.
 */
import { type Card, cardIndex, suitOf } from '../cards/card.ts';
import { remove } from '../cards/cardset.ts';
import type { Reason } from '../explain/reason.ts';
import { type Result, err, ok } from '../util/result.ts';
import type { Action } from './action.ts';
import { judgeClaim } from './claim.ts';
import { speakInDoubling } from './doubling.ts';
import { flowOf } from '../variants/registry.ts';
import { isLegal, refusal } from './legal.ts';
import type { EndKind, HandState, Marriage } from './state.ts';
import { announcesMarriage, marriagePoints, tricksPerHand } from './score.ts';
import { type Seat, activeSeats, nextActive } from './table.ts';
import { seatOfCard, winningIndex } from './trick.ts';

export { paidUnplayed } from './doubling.ts';

export function apply(state: HandState, action: Action): Result<HandState, Reason> {
  if (!isLegal(state, action)) return err(refusal(state, action));
  return ok(reduce(state, action));
}

/**
 * Apply an action already known to be legal (for replay loops and search that checked it). Doubling,
 * play and the claim are common; every other action belongs to the variant's flow (variants/registry.ts).
 */
export function reduce(state: HandState, action: Action): HandState {
  switch (action.type) {
    case 'double':
    case 'pass':
      return speakInDoubling(state, action, flowOf(state.variant));
    case 'play':
      return play(state, action.seat, action.card);
    case 'claim': {
      // Right: the cards are laid down and the hand is over; wrong: play goes on, his cards open; not
      // proven: withdrawn, nothing but the verdict (and the call in the record) changes.
      const claim = judgeClaim(state);
      const next: HandState = { ...state, claim, calls: [...state.calls, action] };
      return claim.laydown ? { ...next, phase: 'finished', toAct: null, end: 'laidDown' } : next;
    }
    default: {
      const flow = flowOf(state.variant);
      if (flow === null) throw new Error(`no flow for ${state.variant}`);
      return flow.reduce(state, action);
    }
  }
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
  const flow = flowOf(state.variant);
  const broken = flow?.brokenBy ? flow.brokenBy(next) : brokenContract(next);
  if (broken !== null) return { ...next, phase: 'finished', toAct: null, end: broken };
  if (tricks.length === tricksPerHand(state))
    return { ...next, phase: 'finished', toAct: null, end: 'played' };
  const after = flow?.afterTrick ? flow.afterTrick(next) : next;
  return { ...after, trick: { leader: winner, cards: [] }, toAct: winner };
}

/**
 * Betl and durch are decided by the first trick that breaks them (rules/000 čl. IV odst. 7–8): the end
 * kind when the last trick of `state.tricks` did, else null.
 */
export function brokenContract(state: HandState): EndKind | null {
  const last = state.tricks[state.tricks.length - 1];
  if (last === undefined) return null;
  const declarer = state.declarer as Seat;
  const betl = state.game === 'betl' || state.game === 'openBetl';
  const durch = state.game === 'durch' || state.game === 'openDurch';
  if (betl && last.winner === declarer) return 'betlLost';
  if (durch && last.winner !== declarer) return 'durchLost';
  return null;
}
