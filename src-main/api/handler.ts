/**
 * The one entry point of the API for every transport (Electron IPC, the browser-mode HTTP server):
 * `handle(method, params, call)` checks both, runs the method and answers an ApiResult. It never throws
 * and never rejects: anything unexpected becomes `internal`. The solver methods run in the pool with the
 * call's signal (a transport aborts it when its caller goes away) and caller, in the lane of
 * `SOLVER_LANES`: the answers a person waits for in the interactive lane, a seat analysis in the
 * background one, where the analysis jobs (`analysisStart`/`Poll`/`Stop`, jobs.ts) run, each caller
 * seeing its own.
 */
import {
  type AnalysisMethod,
  type ApiError,
  type ApiResult,
  type GameMethod,
  type LessonMethod,
  type Method,
  type ParamsOf,
  type ReviewMethod,
  type ShareMethod,
  type SolverMethod,
  type StoreNotice,
  ANALYSIS_METHODS,
  GAME_METHODS,
  LESSON_METHODS,
  REVIEW_METHODS,
  SHARE_METHODS,
  SOLVER_METHODS,
  err,
  fromPosition,
  ok,
  parseMethod,
  parseParams,
  view,
} from '../../src-shared/index.ts';
import type { CoachApi } from '../coach/coach.ts';
import type { GameApi } from '../game/service.ts';
import type { ReviewApi } from '../review/service.ts';
import type { LessonApi } from '../training/lessons.ts';
import type { DrillApi } from '../training/drills.ts';
import type { ProgressService } from '../training/progress.ts';
import type { Lane, SolverPool } from '../solver/pool.ts';
import { AnalysisJobs } from './jobs.ts';

/** The host's methods of the shared table (src-main/share/controller.ts). */
export type ShareApi = {
  readonly [M in ShareMethod]: (params: ParamsOf<M>) => Promise<ApiResult<M>>;
};

export interface HandlerDeps {
  /** Runs the solver methods (and, when it can, the board's computer moves). */
  readonly pool: Pick<SolverPool, 'run'> & Partial<Pick<SolverPool, 'decide' | 'warmup'>>;
  readonly games: GameApi;
  /** Analysis jobs polled by the board (default: jobs over `pool`). */
  readonly jobs?: AnalysisJobs;
  /** The coach at the table (without it `coachCard` answers `internal`). */
  readonly coach?: CoachApi;
  /** The review of finished hands (without it the review methods answer `internal`). */
  readonly reviews?: ReviewApi;
  /** What opening the store at start-up found (`storeNotice` answers it; default null). */
  readonly storeNotice?: StoreNotice | null;
  /** The lesson runner (without it the lesson methods answer `internal`). */
  readonly lessons?: LessonApi;
  /** Drills (without it the drill methods answer `internal`). */
  readonly drills?: DrillApi;
  /** The learner's progress (without it `progress` answers `internal`). */
  readonly progress?: Pick<ProgressService, 'progress'>;
  /** The shared table's host methods (without it they answer `internal`). */
  readonly share?: ShareApi;
}

/** What a transport knows about one call. */
export interface CallContext {
  /** Aborted when the caller is gone (the HTTP client disconnected): a running analysis stops. */
  readonly signal?: AbortSignal;
  /** Who calls (a window): the pool lets callers take turns. */
  readonly caller?: string;
}

export type Handle = (method: unknown, params: unknown, call?: CallContext) => Promise<ApiResult<Method>>;

/**
 * The lane of each solver method called from outside. `solve`, `analyze` and `laydown` are one exact
 * answer a person waits for (the board's line and values, a claim): interactive, so no amount of
 * background work delays them. A seat analysis samples layouts for seconds: background, like the
 * board's polled jobs.
 */
export const SOLVER_LANES: { readonly [M in SolverMethod]: Lane } = {
  solve: 'interactive',
  analyze: 'interactive',
  laydown: 'interactive',
  analyzeForSeat: 'background',
};

const isSolverMethod = (m: Method): m is SolverMethod => (SOLVER_METHODS as readonly string[]).includes(m);
const isGameMethod = (m: Method): m is GameMethod => (GAME_METHODS as readonly string[]).includes(m);
const isAnalysisMethod = (m: Method): m is AnalysisMethod =>
  (ANALYSIS_METHODS as readonly string[]).includes(m);

const isReviewMethod = (m: Method): m is ReviewMethod => (REVIEW_METHODS as readonly string[]).includes(m);

const isLessonMethod = (m: Method): m is LessonMethod => (LESSON_METHODS as readonly string[]).includes(m);

const isShareMethod = (m: Method): m is ShareMethod => (SHARE_METHODS as readonly string[]).includes(m);

const internal = (e: unknown): { ok: false; error: ApiError<never> } =>
  err({ code: 'internal', message: e instanceof Error ? e.message : String(e) });

type AnyRun = (params: unknown) => Promise<ApiResult<Method>>;

export function createHandler({
  pool,
  games,
  jobs = new AnalysisJobs(pool),
  reviews,
  coach,
  storeNotice = null,
  lessons,
  drills,
  progress,
  share,
}: HandlerDeps): Handle {
  /** Params are already checked for `method`. */
  const dispatch = (method: Method, params: unknown, call: CallContext): Promise<ApiResult<Method>> => {
    if (isSolverMethod(method))
      return pool.run(method, params as ParamsOf<SolverMethod>, {
        lane: SOLVER_LANES[method],
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.caller === undefined ? {} : { caller: call.caller }),
      });
    if (isGameMethod(method)) return (games[method] as AnyRun).call(games, params);
    if (isAnalysisMethod(method)) {
      const caller = call.caller ?? '';
      if (method === 'analysisStart')
        return Promise.resolve(jobs.start(params as ParamsOf<'analysisStart'>, caller));
      if (method === 'boardMove') return boardMove(params as ParamsOf<'boardMove'>, call);
      if (method === 'warmup') {
        // Not awaited: the workers load while the caller goes on. Both lanes: the board's values run
        // in the interactive one, its seat analyses in the background one.
        void pool.warmup?.('interactive');
        void pool.warmup?.('background');
        return Promise.resolve(ok({}));
      }
      if (method === 'analysisPoll')
        return Promise.resolve(jobs.poll(params as ParamsOf<'analysisPoll'>, caller));
      return Promise.resolve(jobs.stop(params as ParamsOf<'analysisStop'>, caller));
    }
    if (isReviewMethod(method)) {
      if (reviews === undefined) return Promise.resolve(internal('no review of finished hands here'));
      return (reviews[method] as (p: unknown, caller: string) => Promise<ApiResult<Method>>).call(
        reviews,
        params,
        call.caller ?? '',
      );
    }
    if (method === 'coachCard')
      return coach === undefined
        ? Promise.resolve(internal('no coach here'))
        : coach.coachCard(params as ParamsOf<'coachCard'>);
    if (method === 'storeNotice') return Promise.resolve(ok(storeNotice));
    if (isLessonMethod(method))
      return lessons === undefined
        ? Promise.resolve(internal('no lessons here'))
        : (lessons[method] as AnyRun).call(lessons, params);
    if (
      method === 'drillNext' ||
      method === 'drillPlay' ||
      method === 'drillStatus' ||
      method === 'drillCall'
    )
      return drills === undefined
        ? Promise.resolve(internal('no drills here'))
        : (drills[method] as (p: unknown) => Promise<ApiResult<Method>>).call(drills, params);
    if (method === 'progress')
      return progress === undefined
        ? Promise.resolve(internal('no progress here'))
        : progress.progress(params as ParamsOf<'progress'>);
    if (isShareMethod(method))
      return share === undefined
        ? Promise.resolve(internal('no shared table here'))
        : (share[method] as AnyRun).call(share, params);
    // A seat's link asks this on the guest server only (src-main/share); this device plays no link.
    if (method === 'guestSeat')
      return Promise.resolve(err({ code: 'refused', reason: { code: 'notShared', seat: null } }));
    return Promise.resolve(internal(`no handler for ${String(method)}`));
  };

  /** A computer player's card for the seat to act at a position, from that seat's view only. */
  const boardMove = async (p: ParamsOf<'boardMove'>, call: CallContext): Promise<ApiResult<Method>> => {
    const state = fromPosition(p.position);
    if (!state.ok) return err({ code: 'badInput', error: state.error });
    const s = state.value;
    if (s.phase !== 'play' || s.toAct === null)
      return err({
        code: 'refused',
        reason:
          s.phase === 'finished'
            ? { code: 'handOver' }
            : { code: 'wrongPhase', action: 'play', phase: s.phase },
      });
    if (!pool.decide) return internal('no computer players here');
    const r = await pool.decide(view(s, s.toAct), p.level, p.seed ?? 0, {
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.caller === undefined ? {} : { caller: call.caller }),
    });
    if (!r.ok) return r;
    const a = r.value.action;
    return a.type === 'play' ? ok({ card: a.card }) : internal(`the player chose ${a.type}`);
  };

  return async (rawMethod, rawParams, call = {}) => {
    try {
      const method = parseMethod(rawMethod);
      if (!method.ok) return err({ code: 'badInput', error: method.error });
      const params = parseParams(method.value, rawParams);
      if (!params.ok) return err({ code: 'badInput', error: params.error });
      return await dispatch(method.value, params.value, call);
    } catch (e) {
      return internal(e);
    }
  };
}
