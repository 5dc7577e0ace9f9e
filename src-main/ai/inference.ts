/**
 * Inference from the bidding: how likely the other seats were to call what they called, given the cards
 * they held when play began, judged by the rules of thumb the computer players bid with. Deals and
 * layouts sampled uniformly from the view are then weighted by it (importance weighting), so cards that
 * fit the calls count for more. Reads only the view and the sampled cards.
 *
 * What is read:
 * - the declarer named trumps from his first seven (not blind): a suit game is likelier the longer and
 *   higher his trumps are against his best other suit;
 * - a seat doubled (flek, re, …): likelier the more trumps and aces it holds.
 * Voids, marriages, the talon ban and announced sevens and hundreds are not here: they are certain and
 * layouts.ts and unseen.ts enforce them exactly.
 */
import {
  type CardSet,
  type HandState,
  type Seat,
  type SeatView,
  SUITS,
  add,
  rankOf,
  seatOfCard,
  suitOf,
  toCards,
} from '../../src-shared/index.ts';
import { trumpScore } from './heuristics.ts';

/** Weight of one deal: start-of-play hands indexed by seat. */
export type Weigh = (hands: readonly CardSet[]) => number;

/** How sharply the trump choice is read: one card of length less than the best other suit = 1/e. */
const TRUMP_SCALE = 3;
/** A doubler's trumps plus aces at which a double is even odds, and the slope around it. */
const DOUBLE_MIDPOINT = 4;
const DOUBLE_SLOPE = 1.2;

/** The weighing the view supports, or null when its calls say nothing about the hidden cards. */
export function bidInference(view: SeatView): Weigh | null {
  const { declarer, trump } = view;
  const factors: Weigh[] = [];
  if (
    view.game === 'suit' &&
    trump !== null &&
    !view.trumpBlind &&
    declarer !== null &&
    declarer !== view.seat
  )
    factors.push((hands) => {
      const cards = toCards(hands[declarer] ?? 0);
      const best = Math.max(...SUITS.map((s) => trumpScore(cards, s)));
      return Math.exp((trumpScore(cards, trump) - best) / TRUMP_SCALE);
    });
  if (trump !== null) {
    const doublers = new Set<Seat>();
    for (const c of view.calls) if (c.type === 'double' && c.seat !== view.seat) doublers.add(c.seat);
    for (const seat of doublers)
      factors.push((hands) => {
        let strength = 0;
        for (const c of toCards(hands[seat] ?? 0)) if (suitOf(c) === trump || rankOf(c) === 'A') strength++;
        return 1 / (1 + Math.exp(-DOUBLE_SLOPE * (strength - DOUBLE_MIDPOINT)));
      });
  }
  if (factors.length === 0) return null;
  return (hands) => factors.reduce((w, f) => w * f(hands), 1);
}

/** Each seat's cards when play began: what it holds now and what it has played. */
export function startHands(state: HandState): CardSet[] {
  const hands = state.hands.slice();
  const tricks = state.trick === null ? state.tricks : [...state.tricks, state.trick];
  for (const t of tricks)
    t.cards.forEach((card, i) => {
      const seat = seatOfCard(state, t.leader, i);
      hands[seat] = add(hands[seat] ?? 0, card);
    });
  return hands;
}
