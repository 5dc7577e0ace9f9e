/**
 * The one entry point of the API for every transport (Electron IPC, the browser-mode HTTP server):
 * `handle(method, params)` checks both, runs the method and answers an ApiResult. It never throws
 * and never rejects: anything unexpected becomes `internal`.
 */
import {
  type ApiError,
  type ApiResult,
  type GameMethod,
  type Method,
  type ParamsOf,
  type SolverMethod,
  GAME_METHODS,
  SOLVER_METHODS,
  err,
  parseMethod,
  parseParams,
} from '../../src-shared/index.ts';
import type { GameApi } from '../game/service.ts';
import type { SolverPool } from '../solver/pool.ts';

export interface HandlerDeps {
  /** Runs the solver methods. */
  readonly pool: Pick<SolverPool, 'run'>;
  readonly games: GameApi;
}

export type Handle = (method: unknown, params: unknown) => Promise<ApiResult<Method>>;

const isSolverMethod = (m: Method): m is SolverMethod => (SOLVER_METHODS as readonly string[]).includes(m);
const isGameMethod = (m: Method): m is GameMethod => (GAME_METHODS as readonly string[]).includes(m);

const internal = (e: unknown): { ok: false; error: ApiError<never> } =>
  err({ code: 'internal', message: e instanceof Error ? e.message : String(e) });

type AnyRun = (params: unknown) => Promise<ApiResult<Method>>;

export function createHandler({ pool, games }: HandlerDeps): Handle {
  /** Params are already checked for `method`. */
  const dispatch = (method: Method, params: unknown): Promise<ApiResult<Method>> => {
    if (isSolverMethod(method)) return pool.run(method, params as ParamsOf<SolverMethod>);
    if (isGameMethod(method)) return (games[method] as AnyRun).call(games, params);
    return Promise.resolve(internal(`no handler for ${String(method)}`));
  };

  return async (rawMethod, rawParams) => {
    try {
      const method = parseMethod(rawMethod);
      if (!method.ok) return err({ code: 'badInput', error: method.error });
      const params = parseParams(method.value, rawParams);
      if (!params.ok) return err({ code: 'badInput', error: params.error });
      return await dispatch(method.value, params.value);
    } catch (e) {
      return internal(e);
    }
  };
}
