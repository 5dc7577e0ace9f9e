/**
 * The one entry point of the API for every transport (Electron IPC, the browser-mode HTTP server):
 * `handle(method, params, call)` checks both, runs the method and answers an ApiResult. It never throws
 * and never rejects: anything unexpected becomes `internal`. The solver methods run in the pool with the
 * call's signal (a transport aborts it when its caller goes away; the table's methods — a hint, a
 * computer's move, the settled proof — get it too) and caller, in the lane of
 * `SOLVER_LANES`: the answers a person waits for in the interactive lane, a seat analysis in the
 * background one, where the analysis jobs (`analysisStart`/`Poll`/`Stop`, jobs.ts) run, each caller
 * seeing its own. Every method has its handler in one table typed over the contract (`Handlers`), so a
 * method added to the contract without a handler does not compile.
 */
import {
  type ApiError,
  type ApiResult,
  type GameMethod,
  type Method,
  type ParamsOf,
  type ReviewMethod,
  type ShareMethod,
  type SolverMethod,
  type StoreNotice,
  GAME_METHODS,
  LESSON_METHODS,
  REVIEW_METHODS,
  DRILL_METHODS,
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
import type { GameApi, TableCall } from '../game/service.ts';
import type { ReviewApi } from '../review/service.ts';
import type { LessonApi } from '../training/lessons.ts';
import type { DrillApi } from '../training/drills.ts';
import type { ProgressService } from '../training/progress.ts';
import type { Lane } from '../solver/lanes.ts';
import type { SolverPool } from '../solver/pool.ts';
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

const internal = (e: unknown): { ok: false; error: ApiError<never> } =>
  err({ code: 'internal', message: e instanceof Error ? e.message : String(e) });

/** A game method as the handler calls it: the host's device (undefined: the default) and the call. */
type GameRun = (params: unknown, device: undefined, call: TableCall) => Promise<ApiResult<GameMethod>>;

/** One method's handler: its params (already checked for it) and the call. */
type Run<M extends Method> = (params: ParamsOf<M>, call: CallContext) => Promise<ApiResult<M>>;
/** A handler for every method of the contract: a method added to it without one does not compile. */
export type Handlers = { readonly [M in Method]: Run<M> };
type GroupOf<G extends Method> = { readonly [M in G]: Run<M> };

/** The handlers of a group of methods, each made by `make` (one call to its service, say). */
function group<G extends Method>(methods: readonly G[], make: (method: G) => Run<G>): GroupOf<G> {
  // `make` answers one method of the group; the record it fills holds each under its own name.
  return Object.fromEntries(methods.map((m) => [m, make(m)])) as unknown as GroupOf<G>;
}

/** The handlers of a group whose service is not here: each answers `internal` with `why`. */
function absent<G extends Method>(methods: readonly G[], why: string): GroupOf<G> {
  return group(methods, () => () => Promise.resolve(internal(why)));
}

/**
 * The handlers of a group served by one object with a method of each name taking the params alone;
 * without it (undefined), each answers `internal` with `why`.
 */
function served<G extends Method>(
  methods: readonly G[],
  service: object | undefined,
  why: string,
): GroupOf<G> {
  if (service === undefined) return absent(methods, why);
  const byName = service as Readonly<Record<G, (params: unknown) => Promise<ApiResult<G>>>>;
  return group(methods, (method) => (params) => byName[method].call(service, params));
}

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
  /** A computer player's card for the seat to act at a position, from that seat's view only. */
  const boardMove = async (p: ParamsOf<'boardMove'>, call: CallContext): Promise<ApiResult<'boardMove'>> => {
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

  const handlers: Handlers = {
    ...group(
      SOLVER_METHODS,
      (method) => (params, call) =>
        pool.run(method, params, {
          lane: SOLVER_LANES[method],
          ...(call.signal ? { signal: call.signal } : {}),
          ...(call.caller === undefined ? {} : { caller: call.caller }),
        }),
    ),
    // The table's methods get the call's signal too: a hint or a computer's move stops with its caller.
    ...group(
      GAME_METHODS,
      (method) => (params, call) =>
        (games[method] as GameRun).call(games, params, undefined, call.signal ? { signal: call.signal } : {}),
    ),
    analysisStart: (params, call) => Promise.resolve(jobs.start(params, call.caller ?? '')),
    analysisPoll: (params, call) => Promise.resolve(jobs.poll(params, call.caller ?? '')),
    analysisStop: (params, call) => Promise.resolve(jobs.stop(params, call.caller ?? '')),
    boardMove,
    warmup: () => {
      // Not awaited: the workers load while the caller goes on. Both lanes: the board's values run
      // in the interactive one, its seat analyses in the background one.
      void pool.warmup?.('interactive');
      void pool.warmup?.('background');
      return Promise.resolve(ok({}));
    },
    ...(reviews === undefined
      ? absent(REVIEW_METHODS, 'no review of finished hands here')
      : group(
          REVIEW_METHODS,
          (method) => (params, call) =>
            (reviews[method] as (p: unknown, caller: string) => Promise<ApiResult<ReviewMethod>>).call(
              reviews,
              params,
              call.caller ?? '',
            ),
        )),
    coachCard: (params) =>
      coach === undefined ? Promise.resolve(internal('no coach here')) : coach.coachCard(params),
    storeNotice: () => Promise.resolve(ok(storeNotice)),
    ...served(LESSON_METHODS, lessons, 'no lessons here'),
    ...served(DRILL_METHODS, drills, 'no drills here'),
    progress: (params) =>
      progress === undefined ? Promise.resolve(internal('no progress here')) : progress.progress(params),
    ...served(SHARE_METHODS, share, 'no shared table here'),
    // A seat's link asks this on the guest server only (src-main/share); this device plays no link.
    guestSeat: () => Promise.resolve(err({ code: 'refused', reason: { code: 'notShared', seat: null } })),
    guestOpen: () => Promise.resolve(err({ code: 'refused', reason: { code: 'notShared', seat: null } })),
    // The host's own screens have `sessionEvening`; the guest's settle-up is asked on the guest server only.
    guestEvening: () => Promise.resolve(err({ code: 'refused', reason: { code: 'notShared', seat: null } })),
  };

  return async (rawMethod, rawParams, call = {}) => {
    try {
      const method = parseMethod(rawMethod);
      if (!method.ok) return err({ code: 'badInput', error: method.error });
      const params = parseParams(method.value, rawParams);
      if (!params.ok) return err({ code: 'badInput', error: params.error });
      // The params were checked for this very method: its handler takes them.
      const run = handlers[method.value] as Run<Method>;
      return await run(params.value, call);
    } catch (e) {
      return internal(e);
    }
  };
}
