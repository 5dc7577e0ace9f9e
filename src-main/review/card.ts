/**
 * One played card graded — the one judge of a card for the review of a finished hand and for the coach
 * at the table: both call `gradeCard` with the same sampling (`CARD_SAMPLING`) and the same seed
 * (`cardSeed` of the card's index in the hand), so the same card gets the same grade in both, whichever
 * is asked first. The position before the card is analysed exactly (`analyze`, every hand open) and
 * from the seat's view (`analyzeForSeat`: only that seat's view goes to a worker, the pool builds it),
 * both in the pool's lane the caller names (the review: background; the coach, whom a person waits
 * for: interactive), and the card is graded by src-shared/review (grade.ts, interval.ts).
 *
 * The seat view samples in rounds of the same seeded stream of layouts (each round asks for the next
 * layouts, `skip`): 30, then up to 60, 120, … 960 in all, stopping as soon as the grade is decided (its
 * 95 % interval inside one grade's band, interval.ts), every layout was solved (exact) or the work's
 * bound is reached (`CARD_SAMPLING.nodes` solver nodes; `openNodes` while best and worse are still
 * apart). The bounds are in layouts and nodes, not in time, so the grade does not depend on how busy
 * the machine is.
 *
 * A lízaný card while the stock lasts (the exact search needs the stock gone) is graded by the stock
 * judge instead (stock-card.ts: the draws played out, over samples of the other hand and the stock's
 * order), with the same seed, in the same lane; it has no exact analysis (`analysis` null).
 *
 * Answers a Result, never throws: a card the engine refuses in that state → `refused` with its reason;
 * a stopped or failed solver call → its error (cancelled / timeout / internal), the other call stopped.
 */
import {
  type Action,
  type Analysis,
  type ApiError,
  type ApiResult,
  type Card,
  type HandState,
  type ParamsOf,
  type PartialOf,
  type Result,
  type SeatAnalysis,
  type Side,
  type SolverMethod,
  apply,
  describe,
  err,
  ok,
} from '../../src-shared/index.ts';
import type { SeatGrade } from '../../src-shared/api/review.ts';
import type { SeatCardStats } from '../../src-shared/api/solver.ts';
import { type DecisionGrade, forSide, gradeCardExact, gradeOf } from '../../src-shared/review/grade.ts';
import { roundSizes, sampledGrade } from '../../src-shared/review/interval.ts';
import type { Lane, RunOptions, SolverRunOptions } from '../solver/lanes.ts';
import type { SeatPrincipleFound, SeatPrincipleTask } from '../solver/principle.ts';
import { STOCK_SAMPLING, type StockPool, gradeStockCard } from './stock-card.ts';
import { cardPrinciple } from './principle.ts';
import type { PrincipleNote } from '../../src-shared/explain/principles/note.ts';
import { partnerOf, stockOf } from '../../src-shared/engine/state.ts';

/**
 * What grading needs of the solver pool (SolverPool.run, and stockCard for lízaný's cards while the
 * stock lasts; tests may run the tasks in-process).
 */
export interface CardPool extends StockPool {
  run<M extends SolverMethod>(
    method: M,
    params: ParamsOf<M>,
    options?: SolverRunOptions<PartialOf<M>>,
  ): Promise<ApiResult<M>>;
  /**
   * A card's principle from its seat's view (SolverPool.seatPrinciple); without it a card's principle is
   * the all-cards-open one only.
   */
  seatPrinciple?(
    task: SeatPrincipleTask,
    options?: RunOptions<never> & { readonly lane?: Lane },
  ): Promise<Result<SeatPrincipleFound, ApiError<never>>>;
}

export interface CardGradeOptions {
  /** Stops both analyses (the answer is then `cancelled`). */
  readonly signal?: AbortSignal;
  /** Who asks (a session, a window): callers take turns in the lane. */
  readonly caller?: string;
  /** The pool's lane of both analyses (default background). */
  readonly lane?: Lane;
  /** Seed of the seat view's layout sample (default 0; the review and the coach: `cardSeed`). */
  readonly seed?: number;
  /** At most this many layouts in the seat view (default CARD_SAMPLING.max). */
  readonly maxLayouts?: number;
  /**
   * At most about this many solver nodes in the seat view (default CARD_SAMPLING.nodes), raised to
   * `openNodes` while best and worse are still apart.
   */
  readonly maxNodes?: number;
  /** The raised bound (default CARD_SAMPLING.openNodes; with `maxNodes` given and this not: maxNodes). */
  readonly openNodes?: number;
  /** Time limit of each analysis (ms; default: the pool's). */
  readonly timeoutMs?: number;
  /** False: skip the seat view (seatView and seatAnalysis are then null). */
  readonly seatView?: boolean;
}

export interface GradedCard {
  /** The side of the seat that played the card. */
  readonly side: Side;
  /**
   * Graded with every card visible; null when the analysis did not value the card, or a lízaný card
   * while the stock lasts whose draws were too many to search (`draws`).
   */
  readonly exact: DecisionGrade | null;
  /** A best card with every card visible (null when the played one is best). */
  readonly bestAction: Action | null;
  /** Graded from what the seat could know (mean over the layouts); null when not priced. */
  readonly seatView: SeatGrade | null;
  /**
   * The exact analysis of the position before the card (the words: src-shared/explain/verdict.ts); null
   * for a lízaný card while the stock lasts (graded by stock-card.ts, not analysed).
   */
  readonly analysis: Analysis | null;
  /** The seat view's statistics behind `seatView` (describeSeatStats words them). */
  readonly seatAnalysis: SeatAnalysis | null;
  /** A lízaný card while the stock lasts: the stock's size, and whether the exact grade was searched. */
  readonly draws?: { readonly stockSize: number; readonly exactSearched: boolean };
  /**
   * The card's principle (principle.ts `cardPrinciple`): from the seat's view where the seat view names a
   * better card and one holds in every layout where this card loses, else the all-cards-open one said
   * plainly; null when nothing is named (a lízaný card while the stock lasts: no analysis).
   */
  readonly principle: PrincipleNote | null;
}

/** Grades `card`, played by the seat to act in `state` (a state of the play phase). */
export async function gradeCard(
  pool: CardPool,
  state: HandState,
  card: Card,
  options: CardGradeOptions = {},
): Promise<Result<GradedCard, ApiError<never>>> {
  const seat = state.toAct;
  if (state.phase !== 'play' || seat === null)
    return err({ code: 'refused', reason: { code: 'wrongPhase', action: 'play', phase: state.phase } });
  const played = apply(state, { type: 'play', seat, card });
  if (!played.ok) return err({ code: 'refused', reason: played.error });

  if (options.signal?.aborted) return err({ code: 'cancelled' });
  if (stockOf(state).length > 0) return gradedWhileStock(pool, state, card, options);
  // Either call failing stops the other: nothing is left running for an answer nobody reads.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const run = { signal: stop.signal, ...pick(options) };
  const position = describe(state);
  const nodeBudget = options.maxNodes ?? CARD_SAMPLING.nodes;
  const openBudget = options.openNodes ?? options.maxNodes ?? CARD_SAMPLING.openNodes;
  try {
    const exactCall = pool.run('analyze', { position }, run).then(failFast(stop));
    const seatCall =
      options.seatView === false
        ? Promise.resolve(null)
        : sampleSeat(
            pool,
            position,
            seat,
            options.seed ?? 0,
            roundsUpTo(options.maxLayouts),
            [nodeBudget, openBudget],
            run,
            (r) => {
              const side = sideOfSeat(state, seat);
              return sampledGrade(side, rowsOf(r, side), chosenIndex(r, card), {
                exact: r.exact,
                looks: roundsUpTo(options.maxLayouts).length,
              }).grade;
            },
          ).then(failFast(stop));
    const [exact, seatRes] = await Promise.all([exactCall, seatCall]);
    if (!exact.ok) return err(withoutPartial(exact.error));
    if (seatRes !== null && !seatRes.ok) return err(withoutPartial(seatRes.error));
    const analysis = exact.value;
    const sampled = seatRes === null ? null : seatRes.value;
    const seatView =
      sampled === null ? null : seatGrade(sampled, analysis, card, roundsUpTo(options.maxLayouts).length);
    const principle = await cardPrinciple(pool, state, card, analysis, seatView, {
      seed: options.seed ?? 0,
      ...run,
    });
    if (!principle.ok) return err(withoutPartial(principle.error));
    return ok({
      side: analysis.side,
      exact: gradeCardExact(analysis, card),
      bestAction: exactBest(analysis, card),
      seatView,
      analysis,
      seatAnalysis: sampled === null ? null : withoutValues(sampled),
      principle: principle.value,
    });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** A lízaný card while the stock lasts, graded over the draws (stock-card.ts) with this judge's options. */
async function gradedWhileStock(
  pool: CardPool,
  state: HandState,
  card: Card,
  options: CardGradeOptions,
): Promise<Result<GradedCard, ApiError<never>>> {
  const r = await gradeStockCard(pool, state, card, {
    ...pick(options),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    seed: options.seed ?? 0,
    // The bound in layouts of an ordinary card caps the samples too (tests and callers lower it).
    maxSamples: Math.min(options.maxLayouts ?? STOCK_SAMPLING.max, STOCK_SAMPLING.max),
    ...(options.maxNodes === undefined ? {} : { maxNodes: options.maxNodes }),
    ...(options.seatView === false ? { seatView: false } : {}),
  });
  if (!r.ok) return r;
  return ok({
    side: r.value.side,
    exact: r.value.exact,
    bestAction: r.value.bestAction,
    seatView: r.value.seatView,
    analysis: null,
    seatAnalysis: null,
    draws: { stockSize: stockOf(state).length, exactSearched: r.value.exact !== null },
    principle: null,
  });
}

/**
 * The sampling of a card's seat view (one judge: the review and the coach): the first round and the
 * bound in layouts, and the bound of work in solver nodes — no round begins a layout past it, so an
 * early trick (some 50,000–200,000 nodes a layout) stops after about 30–120 layouts, under two
 * seconds on an idle machine, a late one (a few thousand) may go to 960. (8 and 16 million until the
 * review's speed asked for less: `review:flips` of volený, licitovaný and křížový as stable with 6 and
 * 12, docs/figures.md.) `openNodes`: the bound instead when,
 * at `nodes`, the interval still straddles best's limit (graded best, undecided: as good as the best
 * only within the error, or best with worse not ruled out) — the one undecided grade that can read
 * best on one sample and a mistake on another, so the samples go where they decide that; a grade
 * decided, or undecided only between worse grades, stops at `nodes` as before. Nodes, not time: the
 * same on any machine.
 */
export const CARD_SAMPLING = { first: 30, max: 960, nodes: 6_000_000, openNodes: 12_000_000 } as const;

/** The layout seed of the card at `index` of a hand: the review's and the coach's (`base` 0 in the app). */
export const cardSeed = (base: number, index: number): number => base + index;

/** Cumulative layouts of the rounds up to the bound `max` (interval.ts roundSizes). */
export const roundsUpTo = (max: number = CARD_SAMPLING.max): number[] => roundSizes(CARD_SAMPLING.first, max);

/**
 * The seat view sampled in rounds of one seeded stream of layouts until the grade is decided, the
 * layouts are all solved (exact) or the last round is done. The work's bound is `budgets[0]` nodes, or
 * `budgets[1]` when the grade at the first is best and undecided (best and worse still apart): the
 * look at the first bound takes the place of the look of the round it cut short (the sampling goes on
 * with the next round's size), so the looks stay at most the rounds' count. The answer has every
 * card's values over all rounds.
 */
async function sampleSeat(
  pool: CardPool,
  position: ReturnType<typeof describe>,
  seat: number,
  seed: number,
  rounds: readonly number[],
  budgets: readonly [number, number],
  run: {
    readonly signal: AbortSignal;
    readonly caller?: string;
    readonly lane?: Lane;
    readonly timeoutMs?: number;
  },
  judge: (sofar: SeatAnalysis) => { readonly grade: string; readonly decided: boolean },
): Promise<ApiResult<'analyzeForSeat'>> {
  let sofar: SeatAnalysis | null = null;
  let spent = 0;
  let budget = budgets[0];
  for (const size of rounds) {
    const have: number = sofar === null ? 0 : sofar.layouts;
    // Layouts few enough to enumerate are all solved in one call unless the work's bound cuts it, which
    // may be past this round's size: that look took this round's place.
    if (have >= size) continue;
    const r: ApiResult<'analyzeForSeat'> = await pool.run(
      'analyzeForSeat',
      {
        position,
        seat,
        seed,
        maxLayouts: size - have,
        values: true,
        maxNodes: Math.max(1, budget - spent),
        ...(have === 0 ? {} : { skip: have }),
      },
      run,
    );
    if (!r.ok) return r;
    const fresh = r.value.layouts;
    spent += r.value.nodes ?? 0;
    const next: SeatAnalysis = sofar === null ? r.value : merged(sofar, r.value);
    sofar = next;
    // Every layout solved or the grade will not change: done. The work's bound was reached (no layout
    // begins past it: the call cut short, or its last layout ended past it) or the stream ran dry (fewer
    // layouts than asked): done, unless best and worse are still apart at the first bound.
    if (next.exact) break;
    const g = judge(next);
    if (g.decided) break;
    if (!r.value.done || fresh < size - have || spent >= budget) {
      if (spent >= budget && budget < budgets[1] && g.grade === 'best') budget = budgets[1];
      else break;
    }
  }
  return ok(sofar as SeatAnalysis);
}

/** Two rounds of the same stream as one analysis (shares weighted by layouts, values in order). */
function merged(a: SeatAnalysis, b: SeatAnalysis): SeatAnalysis {
  const n = a.layouts + b.layouts;
  const w = (x: number, y: number) => (n === 0 ? 0 : (x * a.layouts + y * b.layouts) / n);
  const cards: SeatCardStats[] = a.cards.map((c) => {
    const d = b.cards.find((x) => x.card === c.card) ?? c;
    return {
      card: c.card,
      keeps: w(c.keeps, d.keeps),
      wins: w(c.wins, d.wins),
      meanValue: w(c.meanValue, d.meanValue),
      values: [...(c.values ?? []), ...(d.values ?? [])],
    };
  });
  return {
    ...b,
    layouts: n,
    exact: b.exact,
    // Every layout solved over the rounds: the count is theirs, not the last round's.
    total: b.exact ? n : b.total,
    cards: sortedCards(cards, a.cards),
    nodes: (a.nodes ?? 0) + (b.nodes ?? 0),
  };
}

/** Cards in the solver's order (seat.ts): highest keeps, then wins, then the mover's mean. */
function sortedCards(cards: SeatCardStats[], was: readonly SeatCardStats[]): SeatCardStats[] {
  // The mover's favour: the order of the first round's equal-keeps cards tells it; the mean decides last.
  const sign = favourOf(was);
  return cards.sort((x, y) => y.keeps - x.keeps || y.wins - x.wins || sign * (y.meanValue - x.meanValue));
}

function favourOf(cards: readonly SeatCardStats[]): number {
  for (let i = 1; i < cards.length; i++) {
    const x = cards[i - 1] as SeatCardStats;
    const y = cards[i] as SeatCardStats;
    if (x.keeps === y.keeps && x.wins === y.wins && x.meanValue !== y.meanValue)
      return x.meanValue > y.meanValue ? 1 : -1;
  }
  return 1;
}

const withoutValues = (a: SeatAnalysis): SeatAnalysis => ({
  ...a,
  cards: a.cards.map(({ values: _, ...c }) => c),
});

/** The side of `seat` (the declarer's partner in křížový is on his side). */
function sideOfSeat(state: HandState, seat: number): 'declarer' | 'defence' {
  return seat === state.declarer || seat === partnerOf(state) ? 'declarer' : 'defence';
}

/** Each card's values from the decider's side, in the analysis's card order. */
const rowsOf = (a: SeatAnalysis, side: 'declarer' | 'defence'): number[][] =>
  a.cards.map((c) => (c.values ?? [c.meanValue]).map((v) => forSide(side, v)));

const chosenIndex = (a: SeatAnalysis, card: Card): number => a.cards.findIndex((c) => c.card === card);

function pick(o: CardGradeOptions): {
  readonly caller?: string;
  readonly lane?: Lane;
  readonly timeoutMs?: number;
} {
  return {
    ...(o.caller === undefined ? {} : { caller: o.caller }),
    ...(o.lane === undefined ? {} : { lane: o.lane }),
    ...(o.timeoutMs === undefined ? {} : { timeoutMs: o.timeoutMs }),
  };
}

function failFast(stop: AbortController) {
  return <R extends { readonly ok: boolean }>(r: R): R => {
    if (!r.ok) stop.abort();
    return r;
  };
}

/** A stopped call's partial analysis is not a grade: only the code (and message) travel on. */
function withoutPartial(e: ApiError): ApiError<never> {
  if (e.code === 'cancelled' || e.code === 'timeout') return { code: e.code };
  return e;
}

/** A best card of the exact analysis when `card` is not graded best. */
function exactBest(analysis: Analysis, card: Card): Action | null {
  const best = analysis.cards[0];
  if (!best || best.card === card || best.equivalent.includes(card)) return null;
  const mine = analysis.cards.find((c) => c.card === card || c.equivalent.includes(card));
  if (mine && gradeOf(mine.loss) === 'best') return null;
  return { type: 'play', seat: analysis.seat, card: best.card };
}

/** The seat view's grade with its sampling error, and the card compared when the played one is not best. */
function seatGrade(seat: SeatAnalysis, analysis: Analysis, card: Card, looks: number): SeatGrade | null {
  const i = chosenIndex(seat, card);
  if (i < 0) return null;
  const side = analysis.side;
  const { grade, against } = sampledGrade(side, rowsOf(seat, side), i, { exact: seat.exact, looks });
  const other = against === null ? null : (seat.cards[against] as SeatCardStats).card;
  return { ...grade, bestAction: other === null ? null : { type: 'play', seat: seat.seat, card: other } };
}
