/**
 * Solver tasks: a checked request turned into exactly what the solver needs (`prepare`, on the main
 * thread: hidden cards of a seat analysis never leave it), and running one (`execute`, in a worker or
 * in-process for the CLI). No Electron imports: this runs in worker threads.
 */
import {
  type ApiError,
  type HandState,
  type PartialOf,
  type Reason,
  type Result,
  type ResultOf,
  type Seat,
  type SeatView,
  type SolverMethod,
  createRng,
  err,
  fromPosition,
  ok,
  parseParams,
  view,
} from '../../src-shared/index.ts';
import type { Decision } from '../ai/player.ts';
import { type PlayerName, playerByName } from '../ai/players.ts';
import { type BidGrade, type BidTask, gradeBid } from '../review/bid.ts';
import { type MineTask, type MinedBatch, mineDrills } from '../training/mine.ts';
import { type BidMineTask, type MinedBidBatch, mineBidDrills } from '../training/bid-mine.ts';
import { type LessonJudgeTask, type LessonJudgement, judgeLessonCard } from '../training/lesson-judge.ts';
import { type RefuteTask, type Refutation, refuteDrill } from '../training/drill-refute.ts';
import { type RejudgeTask, type Rejudged, rejudgeDrill } from '../training/drill-rejudge.ts';
import { analyze, solveLine } from './analyze.ts';
import { type StockTask, type StockValues, valueStockCard } from './draws.ts';
import { laydown } from './laydown.ts';
import { analyzeForSeat } from './seat.ts';
import { type SettledProof, provenSettled } from './settled.ts';
import { type SeatPrincipleFound, type SeatPrincipleTask, seatPrinciple } from './principle.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/** What a worker receives for each method (plain data, structured-cloned). */
export interface TaskSpec {
  readonly solve: { readonly state: HandState };
  readonly analyze: { readonly state: HandState };
  readonly analyzeForSeat: {
    readonly view: SeatView;
    readonly seed?: number;
    readonly maxLayouts?: number;
    readonly skip?: number;
    readonly values?: boolean;
    readonly maxNodes?: number;
  };
  readonly laydown: { readonly state: HandState };
}

/** A computer player's decision for one seat (main builds the view; the worker never sees the state). */
export interface DecideTask {
  readonly method: 'decide';
  readonly view: SeatView;
  readonly player: PlayerName;
  readonly seed: number;
  /** False: without the level's time cap, so the decision depends on the view and seed alone (tests). */
  readonly timed?: boolean;
  /** The level's best choice, without its temperature (a hint for a person: src-main/ai/level-choice.ts). */
  readonly best?: boolean;
}

/** Whether a hand's result is settled (settled.ts): main holds the real state, so it sends it whole. */
export interface SettledTask {
  readonly method: 'settled';
  readonly state: HandState;
  readonly maxNodes?: number;
}

/**
 * What a worker can run: the API's solver methods, the computer players' decisions, and a bidding
 * decision of a finished hand graded for its review (src-main/review/bid.ts), a lízaný card while the
 * stock lasts valued for the card judge (draws.ts, src-main/review/stock-card.ts), a batch of drills
 * mined for training (src-main/training/mine.ts), a stored drill judged again
 * (src-main/training/drill-rejudge.ts), and a card's principle from its seat's view (principle.ts).
 */
export type TaskMethod =
  | SolverMethod
  | 'decide'
  | 'reviewBid'
  | 'stockCard'
  | 'mineDrills'
  | 'mineBidDrills'
  | 'lessonJudge'
  | 'refuteDrill'
  | 'rejudgeDrill'
  | 'seatPrinciple'
  | 'settled';
type AnyTask =
  | { readonly [K in SolverMethod]: { readonly method: K } & TaskSpec[K] }[SolverMethod]
  | DecideTask
  | BidTask
  | StockTask
  | MineTask
  | BidMineTask
  | LessonJudgeTask
  | RefuteTask
  | RejudgeTask
  | SeatPrincipleTask
  | SettledTask;
export type Task<M extends TaskMethod = TaskMethod> = Extract<AnyTask, { readonly method: M }>;

export interface Hooks<P = unknown> {
  /** Polled by the search; true asks it to return what it has. */
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (partial: P) => void;
}

/** Methods whose solver function polls `shouldStop` and returns a partial result when stopped. */
export const STOPPABLE: ReadonlySet<TaskMethod> = new Set<TaskMethod>(['analyze', 'analyzeForSeat']);

/** Raw params → a task, or badInput (with a JSON path) / refused. */
export function prepare<M extends SolverMethod>(method: M, raw: unknown): Result<Task<M>, ApiError<never>> {
  return prepareTask(method, raw) as Result<Task<M>, ApiError<never>>;
}

function prepareTask(method: SolverMethod, raw: unknown): Result<Task, ApiError<never>> {
  const params = parseParams(method, raw);
  if (!params.ok) return err({ code: 'badInput', error: params.error });
  const state = fromPosition(params.value.position);
  if (!state.ok) return err({ code: 'badInput', error: state.error });
  const task = taskFor(method, state.value, params.value as SeatOptions);
  return task.ok ? task : err({ code: 'refused', reason: task.error });
}

export interface SeatOptions {
  readonly seat?: Seat;
  readonly seed?: number;
  readonly maxLayouts?: number;
  readonly skip?: number;
  readonly values?: boolean;
  readonly maxNodes?: number;
}

/** The task of a method on a state already built, or why the method cannot apply to it. */
export function taskFor(
  method: SolverMethod,
  state: HandState,
  options: SeatOptions = {},
): Result<Task, Reason> {
  if (state.phase !== 'play' && state.phase !== 'finished')
    return err({ code: 'wrongPhase', action: 'play', phase: state.phase });
  // Lízaný: the search starts once the stock is gone (search.ts).
  if (state.phase === 'play' && stockOf(state).length > 0)
    return err({ code: 'searchWhileStock', stockSize: stockOf(state).length });
  if (method === 'solve') return ok({ method, state });
  // Only solve answers for a finished hand (its value); the others need a card to choose.
  if (state.phase === 'finished') return err({ code: 'handOver' });
  if (method !== 'analyzeForSeat') return ok({ method, state });
  const { seat, seed, maxLayouts, skip, values, maxNodes } = options;
  if (seat !== state.toAct) return err({ code: 'notYourTurn', seat: seat ?? -1, toAct: state.toAct });
  return ok({
    method,
    view: view(state, seat),
    ...(seed === undefined ? {} : { seed }),
    ...(maxLayouts === undefined ? {} : { maxLayouts }),
    ...(skip === undefined ? {} : { skip }),
    ...(values === undefined ? {} : { values }),
    ...(maxNodes === undefined ? {} : { maxNodes }),
  });
}

/** What each task answers. */
export type TaskResult<M extends TaskMethod> = M extends SolverMethod
  ? ResultOf<M>
  : M extends 'reviewBid'
    ? BidGrade
    : M extends 'stockCard'
      ? StockValues
      : M extends 'mineDrills'
        ? MinedBatch
        : M extends 'mineBidDrills'
          ? MinedBidBatch
          : M extends 'refuteDrill'
            ? Refutation
            : M extends 'rejudgeDrill'
              ? Rejudged
              : M extends 'lessonJudge'
                ? LessonJudgement
                : M extends 'settled'
                  ? SettledProof
                  : M extends 'seatPrinciple'
                    ? SeatPrincipleFound
                    : Decision;
type TaskPartial<M extends TaskMethod> = M extends SolverMethod ? PartialOf<M> : never;

/** Runs a task synchronously. Throws only on a bug in the solver or a player. */
export function execute<M extends TaskMethod>(
  task: Task<M>,
  hooks: Hooks<TaskPartial<M>> = {},
): TaskResult<M> {
  return run(task, hooks as Hooks) as TaskResult<M>;
}

/** How far a stopped decision's clock jumps: past any level's time cap. */
const STOPPED_CLOCK_MS = 1e9;

/** The wall clock, which jumps past every time cap once `shouldStop` says so. */
const stoppingClock =
  (shouldStop: () => boolean): (() => number) =>
  () =>
    performance.now() + (shouldStop() ? STOPPED_CLOCK_MS : 0);

function run(t: Task, hooks: Hooks): unknown {
  const { shouldStop, onProgress } = hooks;
  switch (t.method) {
    case 'solve':
      return solveLine(t.state, shouldStop ? { shouldStop } : {});
    case 'analyze':
      return analyze(t.state, shouldStop ? { shouldStop } : {});
    case 'analyzeForSeat':
      return analyzeForSeat(t.view, {
        seed: t.seed ?? 0,
        ...(t.maxLayouts === undefined ? {} : { maxLayouts: t.maxLayouts }),
        ...(t.skip === undefined ? {} : { skip: t.skip }),
        ...(t.values === undefined ? {} : { values: t.values }),
        ...(t.maxNodes === undefined ? {} : { maxNodes: t.maxNodes }),
        ...(shouldStop ? { shouldStop } : {}),
        ...(onProgress ? { onProgress } : {}),
      });
    case 'laydown':
      return laydown(t.state, shouldStop ? { shouldStop } : {});
    case 'decide': {
      // A stopped decision ends as if its time ran out (the players poll their clock, not the flag): the
      // worker answers at once and stays, where a terminated one would be loaded again. Untimed ones
      // (tests, the arena) are never stopped early.
      if (shouldStop?.() === true) throw new Error('stopped before it began');
      const player = playerByName(t.player, {
        ...(t.timed === false ? { timed: false } : {}),
        ...(t.best === true ? { best: true } : {}),
        ...(shouldStop ? { clock: stoppingClock(shouldStop) } : {}),
      });
      if (player === null) throw new Error(`unknown player ${t.player}`);
      return player.decide(t.view, createRng(t.seed));
    }
    case 'reviewBid':
      return gradeBid(t, shouldStop ? { shouldStop } : {});
    case 'stockCard':
      return valueStockCard(t, shouldStop ? { shouldStop } : {});
    case 'mineDrills':
      return mineDrills(t, shouldStop ? { shouldStop } : {});
    case 'mineBidDrills':
      return mineBidDrills(t, shouldStop ? { shouldStop } : {});
    case 'lessonJudge':
      return judgeLessonCard(t, shouldStop ? { shouldStop } : {});
    case 'refuteDrill':
      return refuteDrill(t, shouldStop ? { shouldStop } : {});
    case 'rejudgeDrill':
      return rejudgeDrill(t, shouldStop ? { shouldStop } : {});
    case 'seatPrinciple':
      return seatPrinciple(t, shouldStop ? { shouldStop } : {});
    case 'settled':
      return provenSettled(t.state, {
        ...(t.maxNodes === undefined ? {} : { maxNodes: t.maxNodes }),
        ...(shouldStop ? { shouldStop } : {}),
      });
  }
}
