/**
 * What a contract is worth on one deal with every card visible: the exact solver's money per defender
 * (the declarer's side wants it high). A bidding player averages it over deals of the cards it cannot
 * see (unseen.ts) — perfect-information sampling, as its card play does with layouts.ts.
 */
import {
  type Announced,
  type CardSet,
  type ComponentKind,
  type Game,
  type HandState,
  type Ruleset,
  type Seat,
  type Suit,
  type Table,
  fromPosition,
  settle,
  toCards,
} from '../../src-shared/index.ts';
import { Search } from '../solver/search.ts';

export interface ContractSpec {
  readonly declarer: Seat;
  readonly game: Game;
  readonly trump: Suit | null;
  readonly announced: Announced;
  readonly doubles: Partial<Record<ComponentKind, number>>;
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
    players: table.size as 3 | 4,
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

/** Exact money of the contract played from the first lead. */
export function playedValue(start: HandState): number {
  return new Search(start).value();
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
