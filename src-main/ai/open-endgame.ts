/**
 * Lízaný once the stock is drawn (AP, Lízaný Mariáš): the 32 cards are all in the two hands or played,
 * so the cards a seat does not see are exactly the other hand. The seat's view then determines the hand
 * in full, and the exact search plays it. Reads only the view.
 */
import {
  type Card,
  type CardSet,
  type HandState,
  type SeatView,
  CARDS,
  cardAt,
  fromCards,
} from '../../src-shared/index.ts';
import { Search } from '../solver/search.ts';
import type { Decision } from './player.ts';

/** The whole hand as the view of a lízaný seat fixes it once the stock is gone, or null before then. */
export function openEndgame(view: SeatView): HandState | null {
  if (view.variant !== 'twoHand' || view.phase !== 'play' || view.stockSize > 0 || view.toAct === null)
    return null;
  const seen = new Set<Card>([
    ...view.hand,
    ...view.tricks.flatMap((t) => t.cards),
    ...(view.trick?.cards ?? []),
  ]);
  const other = 1 - view.seat;
  const rest = CARDS.filter((c) => !seen.has(c));
  if (rest.length !== view.handSizes[other]) return null;
  const hands = [0, 0];
  hands[view.seat] = fromCards(view.hand);
  hands[other] = fromCards(rest);
  return stateOfView(view, hands, []);
}

/**
 * A lízaný hand as the seat's view shows it, with `hands` and `stock` filled in for what the view hides
 * (the other hand, the stock's order): the whole hand once the stock is gone, a sample of it before
 * (stock-player.ts), and before play at the seat's call (two-hand-bid.ts).
 */
export function stateOfView(view: SeatView, hands: readonly CardSet[], stock: readonly Card[]): HandState {
  return {
    variant: view.variant,
    rules: view.rules,
    table: view.table,
    phase: view.phase,
    toAct: view.toAct,
    hands,
    talon: 0,
    talonBy: null,
    firstSeven: 0,
    people: [],
    trumpCard: view.trumpCard,
    trumpBlind: view.trumpBlind,
    trump: view.trump,
    trumpShown: view.trumpShown,
    talonTrumps: [],
    bidding: null,
    declarer: view.declarer,
    game: view.game,
    components: view.components,
    doubling: view.doubling,
    tricks: view.tricks,
    trick: view.trick,
    marriages: view.marriages,
    calls: view.calls,
    claim: view.claim,
    end: null,
    auction: null,
    wonStep: null,
    aux: null,
    called: null,
    partner: null,
    stock,
    // Only the view shows the draws; play, settlement and the rules of thumb do not read them.
    drawn: [],
  };
}

/**
 * The card the exact search values best for the seat to act (money from the declarer's side: he takes
 * the highest, the defender the lowest), or null when the view does not fix the hand.
 */
export function endgameCard(view: SeatView): Decision | null {
  const state = openEndgame(view);
  if (state === null) return null;
  const search = new Search(state);
  const sign = view.seat === view.declarer ? 1 : -1;
  let best: { card: Card; value: number } | null = null;
  for (const cls of search.classes()) {
    const card = cardAt(cls[0] as number);
    const value = search.valueAfter(card);
    if (best === null || sign * (value - best.value) > 0) best = { card, value };
  }
  if (best === null) return null;
  return {
    action: { type: 'play', seat: view.seat, card: best.card },
    hint: { code: 'bestCard', card: best.card, layouts: 1, keeps: 1, wins: sign * best.value > 0 ? 1 : 0 },
  };
}
