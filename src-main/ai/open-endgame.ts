/**
 * Lízaný once the stock is drawn (AP, Lízaný Mariáš): the 32 cards are all in the two hands or played,
 * so the cards a seat does not see are exactly the other hand. The seat's view then determines the hand
 * in full, and the exact search plays it. Reads only the view.
 */
import {
  type Card,
  type CardSet,
  type HandState,
  type Rng,
  type SeatView,
  CARDS,
  cardAt,
  fromCards,
} from '../../src-shared/index.ts';
import { Search } from '../solver/search.ts';
import { type Chooser, exactRows } from './level-choice.ts';
import type { Decision } from './player.ts';
import { mainVariant } from '../variants/registry.ts';
import { newTwoHandOwn } from '../../src-shared/variants/two-hand/state.ts';

/** The whole hand as the view of a lízaný seat fixes it once the stock is gone, or null before then. */
export function openEndgame(view: SeatView): HandState | null {
  if (
    !mainVariant(view.variant).drawsFromStock ||
    view.phase !== 'play' ||
    view.stockSize > 0 ||
    view.toAct === null
  )
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
    // Only the view shows the draws; play, settlement and the rules of thumb do not read them.
    own: newTwoHandOwn(stock),
  };
}

/** The phase a lízaný card after the stock is reported under to `onChoice` (the calibration). */
export const ENDGAME_PHASE = 'endgame';

/**
 * The card the exact search values best for the seat to act (money from the declarer's side: he takes
 * the highest, the defender the lowest; the first such class in the search's order), or the one
 * `choose` draws by the exact values (a level's temperature; the best by default, which draws
 * nothing); null when the view does not fix the hand. A card below the best says which was best.
 */
export function endgameCard(view: SeatView, rng?: Rng, choose?: Chooser): Decision | null {
  const state = openEndgame(view);
  if (state === null) return null;
  const search = new Search(state);
  const sign = view.seat === view.declarer ? 1 : -1;
  const cards = search.classes().map((cls) => cardAt(cls[0] as number));
  if (cards.length === 0) return null;
  // The seat's own money: one player pays the other.
  const values = cards.map((card) => sign * search.valueAfter(card));
  let best = 0;
  values.forEach((v, j) => {
    if (v > (values[best] as number)) best = j;
  });
  // Exact values: a card below the best is a certain loss, never drawn (level-choice.ts `exactRows`).
  const j = choose && rng ? choose(ENDGAME_PHASE, values, best, rng, exactRows(values)) : best;
  const card = cards[j] as Card;
  const stats = {
    card,
    layouts: 1,
    keeps: values[j] === values[best] ? 1 : 0,
    wins: (values[j] as number) > 0 ? 1 : 0,
  };
  return {
    action: { type: 'play', seat: view.seat, card },
    hint:
      (values[j] as number) < (values[best] as number)
        ? { code: 'levelCard', ...stats, best: cards[best] as Card }
        : { code: 'bestCard', ...stats },
  };
}
