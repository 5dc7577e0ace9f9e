/**
 * Elo ratings of computer players from duplicate arena matches (arena.ts): each deal of a match is a game
 * between every pair of its players — the one with more money on that deal (its mean over the deal's
 * seatings, `perDealMeans`) wins, equal money is a draw counted as half a win each. The ratings are the
 * maximum-likelihood fit of the Bradley–Terry model on the Elo scale, P(i beats j) = 1 / (1 + 10^((Rj −
 * Ri) / 400)), over all pairs and matches of a round robin, anchored by fixing one player (the rule-based
 * `rules`) at 1500. The 95% interval of each rating is a percentile bootstrap over deals: deal indices are
 * drawn with replacement and every match's result on a drawn deal goes with it (the matches of a round
 * robin share their deals' cards, and the pairs of one deal are not independent games). The Fisher
 * information's standard error, which treats every game as independent, is given beside it.
 */
import { createRng } from '../../src-shared/util/random.ts';
import { type Interval, interval } from './arena.ts';

/** One duplicate match: its players and, per player, the money of each deal (deal d = the match's deal d). */
export interface MatchDeals {
  readonly players: readonly string[];
  /** money[p][d]: player p's mean money per hand on deal d (arena.ts `perDealMeans`). */
  readonly money: readonly (readonly number[])[];
}

/** Scores and game counts between players by index: score[i][j] = i's wins + half its draws against j. */
export interface Tally {
  readonly score: number[][];
  readonly games: number[][];
}

export interface EloFit {
  /** Per player, on the Elo scale, the anchor at its fixed rating. */
  readonly ratings: readonly number[];
  /** Per player, the half-width of the 95% interval from the Fisher information (0 for the anchor). */
  readonly fisherHalf: readonly number[];
  /** The ratings' covariance from the Fisher information, in Elo points squared (0 for the anchor). */
  readonly covariance: readonly (readonly number[])[];
  /** Some rating hit the bound (one group of players won or lost every game against the rest). */
  readonly bounded: boolean;
}

export interface PlayerRating {
  readonly name: string;
  readonly rating: number;
  /** The 95% interval (bootstrap over deals); the anchor's is its fixed rating. */
  readonly low: number;
  readonly high: number;
  /** Half-width of the 95% interval from the Fisher information, for comparison. */
  readonly fisherHalf: number;
  /** Deals it played (summed over its matches) and the pairwise games they made. */
  readonly deals: number;
  readonly games: number;
}

export interface PairResult {
  readonly a: string;
  readonly b: string;
  /** Deals a ended with more money than b, with the same, with less. */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** a's rating less b's, with its 95% interval (the same bootstrap, paired by resample). */
  readonly difference: number;
  readonly low: number;
  readonly high: number;
  /**
   * a's money less b's per hand (haléř), with its 95% interval over deal indices: per deal index, the mean of
   * the difference over the matches seating both (they share the deal's cards), `n` the deal indices.
   */
  readonly money: Interval;
}

export interface RoundRobinRatings {
  readonly anchor: string;
  readonly anchorRating: number;
  readonly ratings: readonly PlayerRating[];
  readonly pairs: readonly PairResult[];
  /** Distinct deal indices over the matches (the bootstrap's unit). */
  readonly deals: number;
  readonly resamples: number;
  /** The fit on the measured deals hit the bound (a rating is then a floor or a ceiling, not an estimate). */
  readonly bounded: boolean;
}

export interface RateOptions {
  /** The player whose rating is fixed (default `rules`) and its rating (default 1500). */
  readonly anchor?: string;
  readonly anchorRating?: number;
  /** Bootstrap resamples (default 1000; 0: intervals from the Fisher information alone) and their seed. */
  readonly resamples?: number;
  readonly seed?: number;
}

/** Natural-log units per Elo point: 10^(d/400) = e^(d·ELO). */
const ELO = Math.LN10 / 400;
/** No rating moves further than this from the anchor (Elo points): the fit of a whitewash stops here. */
export const RATING_BOUND = 1600;
const Z95 = 1.959964;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

function zeros(n: number): number[][] {
  return Array.from({ length: n }, () => new Array<number>(n).fill(0));
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A small, symmetric positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  // A pivot this small against the largest diagonal: the matrix is singular (up to rounding).
  const tiny = 1e-12 * Math.max(...a.map((row, i) => Math.abs(row[i]!)));
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (!(Math.abs(p) > tiny)) throw new Error('ratings: the players are not connected by games');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      if (f !== 0) for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The inverse of a small symmetric positive definite matrix, column by column. */
function inverse(a: number[][]): number[][] {
  const n = a.length;
  const cols = Array.from({ length: n }, (_, j) =>
    solve(
      a,
      Array.from({ length: n }, (_, i) => +(i === j)),
    ),
  );
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => cols[j]![i]!));
}

/**
 * The maximum-likelihood Elo ratings of `tally`'s players with player `anchor` fixed at `anchorRating`
 * (Newton's method on the concave log-likelihood; a rating is kept within RATING_BOUND of the anchor).
 */
export function fitElo(tally: Tally, anchor: number, anchorRating = 1500): EloFit {
  const n = tally.games.length;
  const free = Array.from({ length: n }, (_, i) => i).filter((i) => i !== anchor);
  const bound = RATING_BOUND * ELO;
  const theta = new Array<number>(n).fill(0);
  const hessian = (): number[][] => {
    const h = zeros(free.length);
    free.forEach((i, a) =>
      free.forEach((j, b) => {
        if (a === b)
          h[a]![a] = tally.games[i]!.reduce(
            (s, g, k) =>
              s + (k === i ? 0 : g * sigmoid(theta[i]! - theta[k]!) * sigmoid(theta[k]! - theta[i]!)),
            0,
          );
        else {
          const p = sigmoid(theta[i]! - theta[j]!);
          h[a]![b] = -tally.games[i]![j]! * p * (1 - p);
        }
      }),
    );
    return h;
  };
  for (let iter = 0; iter < 200; iter++) {
    const grad = free.map((i) =>
      tally.games[i]!.reduce(
        (s, g, k) => s + (k === i ? 0 : tally.score[i]![k]! - g * sigmoid(theta[i]! - theta[k]!)),
        0,
      ),
    );
    const step = solve(hessian(), grad);
    // A damped step: the log-likelihood is concave, but a whitewash pushes a rating without end.
    const longest = Math.max(...step.map(Math.abs));
    const scale = longest > 1 ? 1 / longest : 1;
    free.forEach((i, a) => (theta[i] = Math.max(-bound, Math.min(bound, theta[i]! + step[a]! * scale))));
    if (longest < 1e-10) break;
  }
  const bounded = free.some((i) => Math.abs(theta[i]!) >= bound - 1e-9);
  const cov = inverse(hessian());
  const covariance = zeros(n);
  free.forEach((i, a) => free.forEach((j, b) => (covariance[i]![j] = cov[a]![b]! / (ELO * ELO))));
  const fisherHalf = covariance.map((row, i) => Z95 * Math.sqrt(row[i]!));
  return { ratings: theta.map((t) => anchorRating + t / ELO), fisherHalf, covariance, bounded };
}

/** The pairwise games of each deal index: per deal, the tally it adds. */
function dealTallies(matches: readonly MatchDeals[], names: readonly string[]): Tally[] {
  const n = names.length;
  const count = Math.max(0, ...matches.map((m) => m.money[0]?.length ?? 0));
  const perDeal = Array.from({ length: count }, () => ({ score: zeros(n), games: zeros(n) }));
  for (const m of matches) {
    const idx = m.players.map((p) => names.indexOf(p));
    for (let d = 0; d < (m.money[0]?.length ?? 0); d++)
      for (let a = 0; a < idx.length; a++)
        for (let b = 0; b < idx.length; b++) {
          if (a === b) continue;
          const ma = m.money[a]![d]!;
          const mb = m.money[b]![d]!;
          const t = perDeal[d]!;
          t.games[idx[a]!]![idx[b]!]! += 1;
          t.score[idx[a]!]![idx[b]!]! += ma > mb ? 1 : ma === mb ? 0.5 : 0;
        }
  }
  return perDeal;
}

function sumTallies(parts: readonly Tally[], n: number): Tally {
  const out = { score: zeros(n), games: zeros(n) };
  for (const t of parts)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        out.score[i]![j]! += t.score[i]![j]!;
        out.games[i]![j]! += t.games[i]![j]!;
      }
  return out;
}

/** The q-quantile of sorted values, linearly interpolated. */
function quantile(sorted: readonly number[], q: number): number {
  const x = q * (sorted.length - 1);
  const lo = Math.floor(x);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (x - lo);
}

/**
 * Runs of the same round robin on different deals (another seed) pooled into one: each match's deals
 * of every run in turn. Every run must hold the same matches, the same players in the same seats'
 * order; the deals of a later run are new deals (the bootstrap resamples all of them alike).
 */
export function poolRuns(runs: readonly (readonly MatchDeals[])[]): MatchDeals[] {
  const [first, ...rest] = runs;
  if (first === undefined) throw new Error('ratings: no runs to pool');
  const key = (m: MatchDeals) => m.players.join(',');
  for (const [r, run] of rest.entries())
    if (run.length !== first.length || run.some((m, k) => key(m) !== key(first[k]!)))
      throw new Error(
        `ratings: run ${r + 2} holds the matches ${run.map(key).join(' | ')}, not ${first.map(key).join(' | ')}`,
      );
  return first.map((m, k) => ({
    players: m.players,
    money: m.players.map((_, p) => runs.flatMap((run) => run[k]!.money[p]!)),
  }));
}

/** The ratings of every player of a round robin of duplicate matches, with their intervals. */
export function rateMatches(matches: readonly MatchDeals[], options: RateOptions = {}): RoundRobinRatings {
  const anchorName = options.anchor ?? 'rules';
  const anchorRating = options.anchorRating ?? 1500;
  const resamples = options.resamples ?? 1000;
  const names = [...new Set(matches.flatMap((m) => m.players))];
  for (const m of matches)
    if (new Set(m.players).size !== m.players.length)
      throw new Error(`ratings: a match seats ${m.players.join(', ')}; every player once`);
  const anchor = names.indexOf(anchorName);
  if (anchor < 0) throw new Error(`ratings: the anchor ${anchorName} plays in no match`);
  const n = names.length;
  const perDeal = dealTallies(matches, names);
  const fit = fitElo(sumTallies(perDeal, n), anchor, anchorRating);

  const draws: number[][] = names.map(() => []);
  const rng = createRng(options.seed ?? 1);
  for (let r = 0; r < resamples; r++) {
    const drawn = Array.from({ length: perDeal.length }, () => perDeal[rng.int(perDeal.length)]!);
    const again = fitElo(sumTallies(drawn, n), anchor, anchorRating).ratings;
    again.forEach((x, i) => draws[i]!.push(x));
  }

  const total = sumTallies(perDeal, n);
  const ratings = names.map((name, i): PlayerRating => {
    const sorted = draws[i]!.slice().sort((a, b) => a - b);
    const fisher = fit.fisherHalf[i]!;
    const fromFisher = resamples === 0 || i === anchor;
    return {
      name,
      rating: fit.ratings[i]!,
      low: fromFisher ? fit.ratings[i]! - fisher : quantile(sorted, 0.025),
      high: fromFisher ? fit.ratings[i]! + fisher : quantile(sorted, 0.975),
      fisherHalf: fisher,
      deals: matches
        .filter((m) => m.players.includes(name))
        .reduce((s, m) => s + (m.money[0]?.length ?? 0), 0),
      games: total.games[i]!.reduce((s, g) => s + g, 0),
    };
  });
  const pairs = pairResults(matches, names).map((q): PairResult => {
    const [a, b] = [names.indexOf(q.a), names.indexOf(q.b)];
    const difference = fit.ratings[a]! - fit.ratings[b]!;
    if (resamples === 0) {
      const c = fit.covariance;
      const half = Z95 * Math.sqrt(c[a]![a]! + c[b]![b]! - 2 * c[a]![b]!);
      return { ...q, difference, low: difference - half, high: difference + half };
    }
    const sorted = draws[a]!.map((x, r) => x - draws[b]![r]!).sort((x, y) => x - y);
    return { ...q, difference, low: quantile(sorted, 0.025), high: quantile(sorted, 0.975) };
  });
  return {
    anchor: anchorName,
    anchorRating,
    ratings,
    pairs,
    deals: perDeal.length,
    resamples,
    bounded: fit.bounded,
  };
}

type Tallied = Pick<PairResult, 'a' | 'b' | 'wins' | 'draws' | 'losses' | 'money'>;

/** Every pair's wins, draws and losses over the matches, in the order of `names`. */
function pairResults(matches: readonly MatchDeals[], names: readonly string[]): Tallied[] {
  const pairs: Tallied[] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      let wins = 0;
      let draws = 0;
      let losses = 0;
      const difference: number[] = [];
      const matchesOfDeal: number[] = [];
      for (const m of matches) {
        const a = m.players.indexOf(names[i]!);
        const b = m.players.indexOf(names[j]!);
        if (a < 0 || b < 0) continue;
        m.money[a]!.forEach((ma, d) => {
          const mb = m.money[b]![d]!;
          if (ma > mb) wins++;
          else if (ma < mb) losses++;
          else draws++;
          difference[d] = (difference[d] ?? 0) + ma - mb;
          matchesOfDeal[d] = (matchesOfDeal[d] ?? 0) + 1;
        });
      }
      const perDeal = difference.flatMap((x, d) => (matchesOfDeal[d] ? [x / matchesOfDeal[d]] : []));
      if (wins + draws + losses > 0)
        pairs.push({ a: names[i]!, b: names[j]!, wins, draws, losses, money: interval(perDeal) });
    }
  return pairs;
}
