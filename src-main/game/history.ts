/**
 * What a seat may see of a hand's past: its history with hidden cards removed, and at the end every
 * seat's cards as they were at the first lead.
 */
import {
  type Action,
  type Card,
  type HandSetup,
  type HandState,
  type PublicAction,
  type Seat,
  replay,
  toCards,
} from '../../src-shared/index.ts';

/**
 * The actions as `viewer` may see them. A discard's cards are shown to the seat that laid them and to
 * a seat that later took that talon (Špatná); the trump card laid aside only to forehand until it is
 * turned face up. Everything else every seat sees.
 */
export function publicHistory(actions: readonly Action[], viewer: Seat, state: HandState): PublicAction[] {
  const knownBy = new Map<number, Set<Seat>>();
  let talon = -1;
  actions.forEach((a, i) => {
    if (a.type === 'discard') {
      talon = i;
      knownBy.set(i, new Set([a.seat]));
    } else if (a.type === 'refuse' && talon >= 0) {
      knownBy.get(talon)?.add(a.seat);
    }
  });
  return actions.map((a, i): PublicAction => {
    if (a.type === 'discard')
      return knownBy.get(i)?.has(viewer) ? a : { type: 'discard', seat: a.seat, cards: null };
    if (a.type === 'chooseTrump') {
      const shown = state.trumpShown && state.trumpCard === a.card;
      return a.seat === viewer || shown ? a : { type: 'chooseTrump', seat: a.seat, card: null };
    }
    return a;
  });
}

/** Every seat's cards just before the first card was led (at the end, if no card was played). */
export function handsAtFirstLead(setup: HandSetup, actions: readonly Action[], final: HandState): Card[][] {
  const lead = actions.findIndex((a) => a.type === 'play');
  let state = final;
  if (lead >= 0) {
    const before = replay(setup, actions.slice(0, lead));
    if (!before.ok) throw new Error('a prefix of a replayed hand does not replay');
    state = before.value;
  }
  return state.hands.map((h) => toCards(h));
}
