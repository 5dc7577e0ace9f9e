/**
 * A lízaný card played while the stock lasts graded — the branch of the one card judge (card.ts
 * `gradeCard` calls it, so the review and the coach grade it alike). The values come from a worker
 * (the `stockCard` task, src-main/solver/draws.ts, which says how a card is played out):
 *
 * - exact (every card visible, the stock in the record's order): graded when the minimax over the draws
 *   finishes within `STOCK_SAMPLING.exactNodes` and the stock holds at most `exactStock` cards (its last
 *   two tricks); otherwise null, never a guess;
 * - the seat's view: samples of the other hand and the stock's order ("dobraní"), every card valued on
 *   the same samples (paired), graded by interval.ts `sampledGrade` in rounds of one seeded stream (the
 *   card's `cardSeed`) — 30, 60, … up to `max` samples — until the grade is decided or the bound of work
 *   in nodes is reached; a card surely not the best after a round is valued no further (interval.ts
 *   `surelyNotBest`), so the work goes to the cards still in question. Nodes and samples, not time: the
 *   same grade on any machine and in both callers.
 */
import {
  type Action,
  type ApiError,
  type Card,
  type HandState,
  type Result,
  type Side,
  err,
  ok,
  sideOf,
} from '../../src-shared/index.ts';
import type { SeatGrade } from '../../src-shared/api/review.ts';
import { type DecisionGrade, forSide, grade } from '../../src-shared/review/grade.ts';
import { roundSizes, sampledGrade, surelyNotBest } from '../../src-shared/review/interval.ts';
import type { StockTask, StockValues } from '../solver/draws.ts';
import type { Lane, RunOptions } from '../solver/lanes.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/** What the stock judge needs of the solver pool (SolverPool.stockCard; tests run it in-process). */
export interface StockPool {
  stockCard(
    task: StockTask,
    options?: RunOptions<never> & { readonly lane?: Lane },
  ): Promise<Result<StockValues, ApiError<never>>>;
}

/**
 * The sampling of a stock card: the first round and the bound in samples, the bound of work in nodes
 * (search and play-out; some 10,000–35,000 a sample of an early card, so some 45–160 samples of each,
 * a second or two on an idle core — the coach's note waits for it), and the exact minimax's bound and
 * the largest stock it is tried on (the stock's last two tricks: always within the bound; a third would
 * mostly run past it, work spent for nothing). The bound was 4 million nodes until the play-out's leaves
 * were searched only within its minimax's window (draws.ts), which halved the nodes of a sample,
 * 2.1 million until a card surely not the best was valued no further after a round (1.6 million kept
 * the samples about where they were), and 1.6 million until a hand with seven stock cards reviewed at
 * the 10 s goal without a margin (seed 105's, 7.9–11.5 s): at 1.2 million (review 13) the cards of
 * `npm run bench:review -- --variant twoHand --hands 6 --seed 101` take 3,733 samples, from 4,715, that
 * hand 6.6–6.7 s in three quiet runs (8.2 s at 1.6 million), and `npm run review:flips -- --variant
 * twoHand --hands 10` still flips no grade between best and a mistake (9 changes of 147, from 7).
 */
export const STOCK_SAMPLING = {
  first: 30,
  max: 240,
  nodes: 1_200_000,
  exactNodes: 2_000_000,
  exactStock: 4,
} as const;

export interface StockGradeOptions {
  readonly signal?: AbortSignal;
  readonly caller?: string;
  readonly lane?: Lane;
  readonly timeoutMs?: number;
  readonly seed?: number;
  /** At most this many samples (default STOCK_SAMPLING.max). */
  readonly maxSamples?: number;
  /** At most about this many nodes on the samples (default STOCK_SAMPLING.nodes). */
  readonly maxNodes?: number;
  /** False: no seat view. */
  readonly seatView?: boolean;
}

export interface GradedStockCard {
  readonly side: Side;
  /** With every card visible and the stock's real order; null past the exact search's bound. */
  readonly exact: DecisionGrade | null;
  readonly bestAction: Action | null;
  /** Over samples of the other hand and the stock's order (`over: 'draws'`). */
  readonly seatView: SeatGrade | null;
}

/** Grades `card` played by the seat to act in `state` (lízaný, the stock not yet gone). */
export async function gradeStockCard(
  pool: StockPool,
  state: HandState,
  card: Card,
  options: StockGradeOptions = {},
): Promise<Result<GradedStockCard, ApiError<never>>> {
  const seat = state.toAct as number;
  const side = sideOf(state, seat);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const run = {
    signal: stop.signal,
    ...(options.caller === undefined ? {} : { caller: options.caller }),
    ...(options.lane === undefined ? {} : { lane: options.lane }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  };
  const seed = options.seed ?? 0;
  const failFast = <R extends { readonly ok: boolean }>(r: R): R => {
    if (!r.ok) stop.abort();
    return r;
  };
  try {
    const exactCall =
      stockOf(state).length <= STOCK_SAMPLING.exactStock
        ? pool.stockCard(task(state, seed, 0, 0, 0, STOCK_SAMPLING.exactNodes), run).then(failFast)
        : Promise.resolve(null);
    const rounds = roundSizes(STOCK_SAMPLING.first, options.maxSamples ?? STOCK_SAMPLING.max);
    const seatCall =
      options.seatView === false
        ? Promise.resolve(null)
        : sampleDraws(
            pool,
            state,
            card,
            side,
            seed,
            rounds,
            options.maxNodes ?? STOCK_SAMPLING.nodes,
            run,
          ).then(failFast);
    const [exact, sampled] = await Promise.all([exactCall, seatCall]);
    if (exact !== null && !exact.ok) return err(exact.error);
    if (sampled !== null && !sampled.ok) return err(sampled.error);
    const exactGrade = exact === null ? null : exactOf(exact.value, card, side, seat);
    return ok({
      side,
      exact: exactGrade?.grade ?? null,
      bestAction: exactGrade?.bestAction ?? null,
      seatView: sampled === null ? null : seatOf(sampled.value, card, side, seat, rounds.length),
    });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

const task = (
  state: HandState,
  seed: number,
  skip: number,
  count: number,
  maxNodes: number,
  exactNodes: number,
): StockTask => ({ method: 'stockCard', state, seed, skip, count, maxNodes, exactNodes });

/** The samples in rounds of one stream until the grade is decided, the stream's bound or the nodes'. */
async function sampleDraws(
  pool: StockPool,
  state: HandState,
  card: Card,
  side: Side,
  seed: number,
  rounds: readonly number[],
  budget: number,
  run: RunOptions<never> & { readonly lane?: Lane },
): Promise<Result<StockValues, ApiError<never>>> {
  let sofar: StockValues | null = null;
  // The classes still valued: one surely not the best after a round gets no further samples.
  let valued: boolean[] | null = null;
  for (const size of rounds) {
    const have = sofar?.samples ?? 0;
    const spent = sofar?.nodes ?? 0;
    const asked = task(state, seed, have, size - have, Math.max(1, budget - spent), 0);
    const r = await pool.stockCard(valued === null ? asked : { ...asked, valued }, run);
    if (!r.ok) return r;
    const fresh = r.value.samples;
    const next: StockValues =
      sofar === null
        ? r.value
        : {
            ...sofar,
            values: sofar.values.map((v, i) => [...v, ...(r.value.values[i] ?? [])]),
            samples: sofar.samples + fresh,
            nodes: sofar.nodes + r.value.nodes,
          };
    sofar = next;
    if (fresh < size - have) break;
    const chosen = classOf(next, card);
    const rows = rowsOf(next, side);
    if (sampledGrade(side, rows, chosen, { exact: false, looks: rounds.length }).grade.decided) break;
    const dropped = surelyNotBest(rows, chosen, { exact: false, looks: rounds.length });
    valued = (valued ?? rows.map(() => true)).map((on, i) => on && !dropped[i]);
  }
  return ok(sofar as StockValues);
}

const classOf = (v: StockValues, card: Card): number => v.classes.findIndex((k) => k.includes(card));

const rowsOf = (v: StockValues, side: Side): number[][] =>
  v.values.map((row) => row.map((x) => forSide(side, x)));

function seatOf(v: StockValues, card: Card, side: Side, seat: number, looks: number): SeatGrade | null {
  const i = classOf(v, card);
  if (i < 0 || v.samples === 0) return null;
  const { grade: g, against } = sampledGrade(side, rowsOf(v, side), i, { exact: false, looks });
  const other = against === null ? null : (v.classes[against]?.[0] ?? null);
  return {
    ...g,
    over: 'draws',
    bestAction: other === null ? null : { type: 'play', seat, card: other },
  };
}

function exactOf(
  v: StockValues,
  card: Card,
  side: Side,
  seat: number,
): { grade: DecisionGrade; bestAction: Action | null } | null {
  if (v.exact === null) return null;
  const i = classOf(v, card);
  if (i < 0) return null;
  const values = v.exact;
  let top = 0;
  values.forEach((x, j) => {
    if (forSide(side, x) > forSide(side, values[top] as number)) top = j;
  });
  const g = grade(side, values[i] as number, values[top] as number);
  const best = g.grade === 'best' ? null : (v.classes[top]?.[0] ?? null);
  return { grade: g, bestAction: best === null ? null : { type: 'play', seat, card: best } };
}
