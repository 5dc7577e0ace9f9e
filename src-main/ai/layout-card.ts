/**
 * A card by perfect-information sampling, as the sampling levels of licitovaný and křížový play it:
 * every legal card solved exactly in each layout of the unseen cards (cards of one equivalence class by
 * one search), the card of the best mean for the seat's side, ties to the card best in most layouts —
 * or, given a level's choice (level-choice.ts, licitovaný), the card it draws among them. Given a
 * likelihood (play-inference.ts), each layout counts by how likely the others' recent cards were in it.
 */
import type { Card, HandState, SeatView } from '../../src-shared/index.ts';
import { cardAt } from '../../src-shared/index.ts';
import { STOPPED, Search } from '../solver/search.ts';
import type { Work } from './budget.ts';
import type { Rng } from '../../src-shared/index.ts';
import type { Decision } from './player.ts';
import type { PlayWeigh } from './play-inference.ts';

/**
 * A level's choice among the cards: each card's mean money for the seat in units of the base, the best's
 * index, and the cards' money in each layout solved (`rows`, paired) with the layouts' weights, so that
 * the draw keeps to the cards the layouts cannot tell from the best (level-choice.ts `eligible`).
 */
export interface CardChoice {
  readonly choose: (
    values: readonly number[],
    best: number,
    rng: Rng,
    rows: readonly (readonly number[])[],
    weights: readonly number[],
    prior?: number,
  ) => number;
  /** Money per defender to the seat's own money (level-choice.ts `ownMoney`). */
  readonly scale: number;
  readonly rng: Rng;
  /** The rule player's card, handed to `choose` as its `prior` (level-choice.ts `chooser`). */
  readonly prior?: Card;
}

/**
 * The card for `view` over `layouts` (`sign` 1 for the declarer's side, -1 for the defence), solved
 * while `work` allows (its clock stops a search only when `timed`); null when no layout was solved.
 * Without `choice` the best card; with it the card the level's choice draws (hint `levelCard` when
 * that is not the best). With `likely` the layouts are weighted by it, its nodes counted in `work`.
 */
export function cardOverLayouts(
  view: SeatView,
  layouts: Iterable<HandState>,
  sign: 1 | -1,
  work: Work,
  timed: boolean,
  choice?: CardChoice,
  likely?: PlayWeigh | null,
): Decision | null {
  const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const sums = legal.map(() => 0);
  const keeps = legal.map(() => 0);
  const wins = legal.map(() => 0);
  // Each layout's values (the side's money, sign applied later) and weight, for the level's draw.
  const perLayout: number[][] = [];
  const weights: number[] = [];
  let weightSum = 0;
  for (const state of layouts) {
    if (!work.more()) break;
    const search = new Search(state, timed ? { shouldStop: work.overTime } : {});
    const valueOf = new Map<Card, number>();
    try {
      for (const cls of search.classes()) {
        const v = search.valueAfter(cardAt(cls[0] as number));
        for (const c of cls) valueOf.set(cardAt(c), v);
      }
    } catch (e) {
      if (e === STOPPED) break;
      throw e;
    } finally {
      work.nodes += search.nodes;
    }
    let w = 1;
    if (likely) {
      // After the layout's own search: the searches share one table per thread.
      try {
        const l = likely(state);
        w = l.weight;
        work.nodes += l.nodes;
      } catch (e) {
        if (e === STOPPED) break;
        throw e;
      }
    }
    const values = legal.map((c) => valueOf.get(c) as number);
    const best = Math.max(...values.map((v) => sign * v));
    values.forEach((v, i) => {
      sums[i] = (sums[i] as number) + w * v;
      if (sign * v === best) keeps[i] = (keeps[i] as number) + w;
      if (sign * v > 0) wins[i] = (wins[i] as number) + w;
    });
    weightSum += w;
    perLayout.push(values);
    weights.push(w);
    work.deals++;
  }
  if (work.deals === 0) return null;
  // Sums are weighted (each weight 1 without `likely`): means and shares are over the weights.
  const n = weightSum;
  let j = 0;
  legal.forEach((_, i) => {
    const d = sign * ((sums[i] as number) - (sums[j] as number));
    if (d > 1e-9 || (Math.abs(d) <= 1e-9 && (keeps[i] as number) > (keeps[j] as number))) j = i;
  });
  const k = choice
    ? choice.choose(
        sums.map((v) => (sign * choice.scale * v) / n),
        j,
        choice.rng,
        perLayout.map((values) => values.map((v) => sign * choice.scale * v)),
        weights,
        choice.prior === undefined || !legal.includes(choice.prior) ? undefined : legal.indexOf(choice.prior),
      )
    : j;
  const card = legal[k] as Card;
  const stats = { card, layouts: work.deals, keeps: (keeps[k] as number) / n, wins: (wins[k] as number) / n };
  // A card of the best mean (another of equal mean, say) is a best card; only one below it says so.
  const below = sign * ((sums[j] as number) - (sums[k] as number)) > 1e-9;
  return {
    action: { type: 'play', seat: view.seat, card },
    hint: below ? { code: 'levelCard', ...stats, best: legal[j] as Card } : { code: 'bestCard', ...stats },
  };
}
