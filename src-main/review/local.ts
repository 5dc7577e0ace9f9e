/**
 * The review's solver tasks run in this process, one after another (the CLI, tests and the benchmark
 * without workers): the same `prepare` / `execute` the pool's workers run. A stop is seen between tasks.
 */
import { type ApiResult, type ParamsOf, type SolverMethod, err, ok } from '../../src-shared/index.ts';
import { execute, prepare } from '../solver/tasks.ts';
import type { ReviewPool } from './review.ts';

export function inProcessPool(): ReviewPool {
  return {
    run: async <M extends SolverMethod>(
      method: M,
      params: ParamsOf<M>,
      options: { readonly signal?: AbortSignal } = {},
    ): Promise<ApiResult<M>> => {
      if (options.signal?.aborted) return err({ code: 'cancelled' });
      const task = prepare(method, params);
      if (!task.ok) return task;
      return ok(execute(task.value));
    },
    reviewBid: async (task, options = {}) => {
      if (options.signal?.aborted) return err({ code: 'cancelled' });
      return ok(execute(task));
    },
    stockCard: async (task, options = {}) => {
      if (options.signal?.aborted) return err({ code: 'cancelled' });
      return ok(execute(task));
    },
    seatPrinciple: async (task, options = {}) => {
      if (options.signal?.aborted) return err({ code: 'cancelled' });
      return ok(execute(task));
    },
  };
}
