/**
 * An independent reference for lízaný while the stock lasts (src-main/solver/draws.ts): plain minimax
 * with no cut-offs over every card of both seats until the stock is gone, the exact search after, and
 * the documented play-out (the rules of thumb until the stock's last trick). Shared by the review's and
 * the stock judge's tests.
 */
import {
  type Card,
  type HandState,
  type Seat,
  apply,
  legalActions,
  sideOf,
  view,
} from '../../src-shared/index.ts';
import { ruleCard } from '../../src-main/ai/heuristics.ts';
import { Search } from '../../src-main/solver/search.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

export const playsOf = (s: HandState): Card[] =>
  legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));

export function next(s: HandState, card: Card): HandState {
  const r = apply(s, { type: 'play', seat: s.toAct as Seat, card });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Plain minimax over every card of both seats until the stock is gone, the exact search after. */
export function bruteForce(s: HandState): number {
  if (stockOf(s).length === 0) return new Search(s).value();
  const values = playsOf(s).map((c) => bruteForce(next(s, c)));
  return sideOf(s, s.toAct as Seat) === 'declarer' ? Math.max(...values) : Math.min(...values);
}

/** As documented: the rules of thumb while more than the stock's last trick remains, then plain minimax. */
export function playedOut(s: HandState): number {
  let x = s;
  while (stockOf(x).length > 2)
    x = next(x, (ruleCard(view(x, x.toAct as Seat)).action as { card: Card }).card);
  return bruteForce(x);
}
