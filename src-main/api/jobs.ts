/**
 * Analysis jobs: `analyzeForSeat` started in the pool's background lane for a caller that polls for
 * the statistics so far (the pool's `onProgress`), so partial results reach the renderer over any
 * transport. Abandoning, forgetting and the per-caller limit are the job registry's (job-registry.ts).
 */
import {
  type ApiResult,
  type JobParams,
  type SeatAnalysis,
  type SeatParams,
  ok,
} from '../../src-shared/index.ts';
import type { Lane } from '../solver/lanes.ts';
import { type JobNews, JobRegistry } from './job-registry.ts';

/** What the jobs need of the pool (`SolverPool.run`; no Node types here, so the renderer's tests can use it). */
export interface JobRunner {
  run(
    method: 'analyzeForSeat',
    params: SeatParams,
    options: {
      readonly lane?: Lane;
      readonly signal?: AbortSignal;
      readonly caller?: string;
      readonly timeoutMs?: number;
      readonly onProgress?: (partial: SeatAnalysis) => void;
    },
  ): Promise<ApiResult<'analyzeForSeat'>>;
}

export interface JobOptions {
  /** Stop a running job nobody asked about for this long (ms, default 10 000). */
  readonly abandonMs?: number;
  /** Forget an ended job this long after it ended (ms, default 60 000). */
  readonly keepMs?: number;
  /** Running jobs per caller (default 2). */
  readonly maxJobs?: number;
  /** Time limit of one job (ms, default: the pool's). */
  readonly timeoutMs?: number;
  readonly now?: () => number;
  /** Told each job's news (the app publishes it as a `job` event); without it the caller polls. */
  readonly onNews?: (news: JobNews) => void;
}

export class AnalysisJobs {
  private readonly registry: JobRegistry<SeatAnalysis>;
  private readonly pool: JobRunner;
  private readonly timeoutMs: number | undefined;

  constructor(pool: JobRunner, options: JobOptions = {}) {
    this.pool = pool;
    this.timeoutMs = options.timeoutMs;
    this.registry = new JobRegistry<SeatAnalysis>({
      prefix: 'j',
      abandonMs: options.abandonMs ?? 10_000,
      keepMs: options.keepMs ?? 60_000,
      maxJobs: options.maxJobs ?? 2,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.onNews === undefined ? {} : { onNews: options.onNews }),
    });
  }

  start(params: SeatParams, caller = ''): ApiResult<'analysisStart'> {
    const job = this.registry.start(caller, (signal, onProgress) =>
      this.pool.run('analyzeForSeat', params, {
        // Polled, not waited on: never ahead of what a person waits for.
        lane: 'background',
        signal,
        caller,
        onProgress,
        ...(this.timeoutMs === undefined ? {} : { timeoutMs: this.timeoutMs }),
      }),
    );
    return ok({ job });
  }

  poll({ job }: JobParams, caller = ''): ApiResult<'analysisPoll'> {
    return this.registry.poll(job, caller);
  }

  stop({ job }: JobParams, caller = ''): ApiResult<'analysisStop'> {
    return this.registry.stop(job, caller);
  }

  /** Jobs still running (diagnostics and tests). */
  running(): number {
    return this.registry.running();
  }

  /** Stops the jobs nobody polls and forgets long-ended ones (the registry's timer does it too). */
  sweep(): void {
    this.registry.sweep();
  }

  /** Stops every job and the sweeper. */
  close(): void {
    this.registry.close();
  }
}
