/**
 * What a contract is worth on one deal with every card visible: the exact solver's money per defender
 * (the declarer's side wants it high; solved within a decision's budget by `Work.value`, budget.ts). A
 * bidding player averages it over deals of the cards it cannot see (unseen.ts) — perfect-information
 * sampling, as its card play does with layouts.ts.
 */
import {
  type Announced,
  type CardSet,
  type ComponentKind,
  type Game,
  type HandState,
  type Ruleset,
  type Seat,
  type SeatView,
  type Suit,
  type Table,
  announcedOf,
  fromPosition,
  settle,
  toCards,
} from '../../src-shared/index.ts';

export interface ContractSpec {
  readonly declarer: Seat;
  readonly game: Game;
  readonly trump: Suit | null;
  readonly announced: Announced;
  readonly doubles: Partial<Record<ComponentKind, number>>;
}

/** The contract as it stands in a view of the doubling phase or play (announcements and doubles). */
export function contractInView(view: SeatView): ContractSpec {
  const doubles: Partial<Record<ComponentKind, number>> = {};
  for (const c of view.components) doubles[c.kind] = c.doubles;
  return {
    declarer: view.declarer as number,
    game: view.game as Game,
    trump: view.trump,
    announced: announcedOf(view.components),
    doubles,
  };
}

/** The hand at the first lead under this contract, or an error naming why the deal cannot carry it. */
export function startOfPlay(
  rules: Ruleset,
  table: Table,
  hands: readonly CardSet[],
  talon: CardSet,
  spec: ContractSpec,
): HandState {
  const r = fromPosition({
    rules,
    players: table.size,
    dealer: table.dealer,
    declarer: spec.declarer,
    game: spec.game,
    trump: spec.trump,
    announced: spec.announced,
    doubles: spec.doubles,
    hands: hands.map(toCards),
    talon: toCards(talon),
    tricks: [],
  });
  if (!r.ok) throw new Error(`cannot build the contract on this deal: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Money of the contract paid without play (an undoubled plain game, when the rules allow it). */
export function unplayedValue(start: HandState): number {
  return settle({ ...start, phase: 'finished', toAct: null, trick: null, end: 'unplayed' }).perDefender;
}

/** Mean and the share of samples above zero (the declarer's side ahead). */
export interface Estimate {
  readonly mean: number;
  readonly win: number;
}

/** Weighted by `weights` when given (one per value), else each value counts once. */
export function estimate(values: readonly number[], weights?: readonly number[]): Estimate {
  let total = 0;
  let sum = 0;
  let ahead = 0;
  values.forEach((v, i) => {
    const w = weights?.[i] ?? 1;
    total += w;
    sum += w * v;
    if (v > 0) ahead += w;
  });
  return total === 0 ? { mean: 0, win: 0 } : { mean: sum / total, win: ahead / total };
}

/** The index of the highest mean; an earlier one wins ties, and means less than `margin` higher. */
export function bestMean(estimates: readonly Estimate[], margin = 0): number {
  let j = 0;
  estimates.forEach((e, k) => {
    if (e.mean > (estimates[j] as Estimate).mean + margin) j = k;
  });
  return j;
}

/**
 * Whether `after` beats `before` for this side (sign) by more than one standard error of the weighted
 * mean of the per-deal differences (with the weights' effective sample size).
 */
export function surelyGains(
  after: readonly number[],
  before: readonly number[],
  weights: readonly number[],
  sign: number,
): boolean {
  let total = 0;
  let squares = 0;
  let sum = 0;
  after.forEach((a, i) => {
    const w = weights[i] ?? 1;
    total += w;
    squares += w * w;
    sum += w * sign * (a - (before[i] as number));
  });
  if (total === 0) return false;
  const mean = sum / total;
  let spread = 0;
  after.forEach((a, i) => {
    const w = weights[i] ?? 1;
    spread += w * (sign * (a - (before[i] as number)) - mean) ** 2;
  });
  const effective = (total * total) / squares;
  if (effective < 2) return false;
  const error = Math.sqrt(spread / total / (effective - 1));
  return mean > error;
}

/**
 * Of candidates with these values per deal (each the seat's own money, higher better), the best mean
 * where it beats candidate `prior` (the rules player's) by more than the standard error of the gain on
 * the same deals, else `prior`: on few deals the best of several close candidates is mostly the
 * luckiest (křížový's calls, lízaný's calls).
 */
export function beyondPrior(values: readonly (readonly number[])[], prior: number): number {
  const best = bestMean(values.map((v) => estimate(v)));
  const ones = (values[prior] ?? []).map(() => 1);
  return best !== prior && surelyGains(values[best] ?? [], values[prior] ?? [], ones, 1) ? best : prior;
}

/**
 * The levels' bar for a double: the side must come out ahead in `doubleAt` of the (weighted) deals, 10%
 * more for every double already on the component, and from Re on the share is read cautiously
 * (`surely`): sampling flatters both sides, each seeing the other's cards in every deal.
 */
export function clearsDoubleBar(
  share: number,
  weights: readonly number[],
  doubles: number,
  doubleAt: number,
): boolean {
  const win = doubles === 0 ? share : surely(share, weights);
  return win >= doubleAt + 0.1 * doubles;
}

/**
 * A cautious reading of a weighted share: one success and one failure added to the weights' effective
 * number of deals (so a few deals all won do not read as certainty), less one standard error.
 */
export function surely(share: number, weights: readonly number[]): number {
  let total = 0;
  let squares = 0;
  for (const w of weights) {
    total += w;
    squares += w * w;
  }
  if (total === 0) return 0;
  const n = (total * total) / squares + 2;
  const p = (share * (n - 2) + 1) / n;
  return p - Math.sqrt((p * (1 - p)) / n);
}
