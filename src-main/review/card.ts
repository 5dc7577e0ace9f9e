/**
 * One played card graded, for the review of a finished hand and for the coach at the table: the
 * position before the card is analysed exactly (`analyze`, every hand open) and from the seat's view
 * (`analyzeForSeat`: only that seat's view goes to a worker, the pool builds it), both in the pool's
 * lane the caller names (the review: background; the coach, whom a person waits for: interactive), and
 * the card is graded by src-shared/review/grade.ts.
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
  type SolverMethod,
  apply,
  describe,
  err,
  ok,
} from '../../src-shared/index.ts';
import type { SeatGrade } from '../../src-shared/api/review.ts';
import {
  type DecisionGrade,
  forSide,
  gradeCardExact,
  gradeCardSeat,
  gradeOf,
} from '../../src-shared/review/grade.ts';
import type { Lane, SolverRunOptions } from '../solver/pool.ts';

/** What grading needs of the solver pool (SolverPool.run; tests may run the tasks in-process). */
export interface CardPool {
  run<M extends SolverMethod>(
    method: M,
    params: ParamsOf<M>,
    options?: SolverRunOptions<PartialOf<M>>,
  ): Promise<ApiResult<M>>;
}

export interface CardGradeOptions {
  /** Stops both analyses (the answer is then `cancelled`). */
  readonly signal?: AbortSignal;
  /** Who asks (a session, a window): callers take turns in the lane. */
  readonly caller?: string;
  /** The pool's lane of both analyses (default background). */
  readonly lane?: Lane;
  /** Seed of the seat view's layout sample (default 0). */
  readonly seed?: number;
  /** At most this many layouts in the seat view (default: the solver's). */
  readonly maxLayouts?: number;
  /** Time limit of each analysis (ms; default: the pool's). */
  readonly timeoutMs?: number;
  /** False: skip the seat view (seatView and seatAnalysis are then null). */
  readonly seatView?: boolean;
}

export interface GradedCard {
  /** Graded with every card visible; null when the analysis did not value the card. */
  readonly exact: DecisionGrade | null;
  /** A best card with every card visible (null when the played one is best). */
  readonly bestAction: Action | null;
  /** Graded from what the seat could know (mean over the layouts); null when not priced. */
  readonly seatView: SeatGrade | null;
  /** The exact analysis of the position before the card (the words: src-shared/explain/verdict.ts). */
  readonly analysis: Analysis;
  /** The seat view's statistics behind `seatView` (describeSeatStats words them). */
  readonly seatAnalysis: SeatAnalysis | null;
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
  // Either call failing stops the other: nothing is left running for an answer nobody reads.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const run = { signal: stop.signal, ...pick(options) };
  const position = describe(state);
  try {
    const exactCall = pool.run('analyze', { position }, run).then(failFast(stop));
    const seatCall =
      options.seatView === false
        ? Promise.resolve(null)
        : pool
            .run(
              'analyzeForSeat',
              {
                position,
                seat,
                seed: options.seed ?? 0,
                ...(options.maxLayouts === undefined ? {} : { maxLayouts: options.maxLayouts }),
              },
              run,
            )
            .then(failFast(stop));
    const [exact, seatRes] = await Promise.all([exactCall, seatCall]);
    if (!exact.ok) return err(withoutPartial(exact.error));
    if (seatRes !== null && !seatRes.ok) return err(withoutPartial(seatRes.error));
    const analysis = exact.value;
    const seatAnalysis = seatRes === null ? null : seatRes.value;
    return ok({
      exact: gradeCardExact(analysis, card),
      bestAction: exactBest(analysis, card),
      seatView: seatAnalysis === null ? null : seatGrade(seatAnalysis, analysis, card),
      analysis,
      seatAnalysis,
    });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

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
  return e as ApiError<never>;
}

/** A best card of the exact analysis when `card` is not graded best. */
function exactBest(analysis: Analysis, card: Card): Action | null {
  const best = analysis.cards[0];
  if (!best || best.card === card || best.equivalent.includes(card)) return null;
  const mine = analysis.cards.find((c) => c.card === card || c.equivalent.includes(card));
  if (mine && gradeOf(mine.loss) === 'best') return null;
  return { type: 'play', seat: analysis.seat, card: best.card };
}

/** The seat view's grade, with the number of layouts and a card of the best mean when it is another. */
function seatGrade(seat: SeatAnalysis, analysis: Analysis, card: Card): SeatGrade | null {
  const g = gradeCardSeat(seat, analysis.side, card);
  if (g === null) return null;
  let best: Card | null = null;
  if (g.grade !== 'best') {
    for (const c of seat.cards)
      if (best === null || forSide(analysis.side, c.meanValue) > forSide(analysis.side, meanOf(seat, best)))
        best = c.card;
  }
  return {
    ...g,
    samples: seat.layouts,
    bestAction: best === null ? null : { type: 'play', seat: seat.seat, card: best },
  };
}

const meanOf = (seat: SeatAnalysis, card: Card): number =>
  seat.cards.find((c) => c.card === card)?.meanValue ?? 0;
