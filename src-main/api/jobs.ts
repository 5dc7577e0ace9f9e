/**
 * Analysis jobs: `analyzeForSeat` started in the pool's background lane for a caller that polls for
 * the statistics so far (the pool's `onProgress`), so partial results reach the renderer over any
 * transport. A job not polled for `abandonMs` is stopped (a closed tab, a board left); a finished or
 * stopped job stays pollable for `keepMs`, then is forgotten. At most `maxJobs` jobs per caller run at
 * once: starting one more stops the oldest.
 */
import {
  type ApiError,
  type ApiResult,
  type JobParams,
  type JobStatus,
  type SeatAnalysis,
  type SeatParams,
  err,
  ok,
  shapeError,
} from '../../src-shared/index.ts';

/** What the jobs need of the pool (`SolverPool.run`; no Node types here, so the renderer's tests can use it). */
export interface JobRunner {
  run(
    method: 'analyzeForSeat',
    params: SeatParams,
    options: {
      readonly signal?: AbortSignal;
      readonly caller?: string;
      readonly timeoutMs?: number;
      readonly onProgress?: (partial: SeatAnalysis) => void;
    },
  ): Promise<ApiResult<'analyzeForSeat'>>;
}

export interface JobOptions {
  /** Stop a running job nobody polled for this long (ms, default 10 000). */
  readonly abandonMs?: number;
  /** Forget an ended job this long after it ended (ms, default 60 000). */
  readonly keepMs?: number;
  /** Running jobs per caller (default 2). */
  readonly maxJobs?: number;
  /** Time limit of one job (ms, default: the pool's). */
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

interface Job {
  readonly id: string;
  readonly caller: string;
  readonly stop: AbortController;
  status: JobStatus;
  touched: number;
  ended: number | null;
}

export class AnalysisJobs {
  private readonly jobs = new Map<string, Job>();
  private next = 1;
  private readonly abandonMs: number;
  private readonly keepMs: number;
  private readonly maxJobs: number;
  private readonly now: () => number;
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly pool: JobRunner;
  private readonly options: JobOptions;

  constructor(pool: JobRunner, options: JobOptions = {}) {
    this.pool = pool;
    this.options = options;
    this.abandonMs = options.abandonMs ?? 10_000;
    this.keepMs = options.keepMs ?? 60_000;
    this.maxJobs = options.maxJobs ?? 2;
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(this.abandonMs, 1000)));
    (this.sweeper as { unref?: () => void }).unref?.();
  }

  start(params: SeatParams, caller = ''): ApiResult<'analysisStart'> {
    this.sweep();
    const running = [...this.jobs.values()].filter((j) => j.caller === caller && j.ended === null);
    for (const old of running.slice(0, Math.max(0, running.length - this.maxJobs + 1))) old.stop.abort();
    const id = `j${this.next++}-${Math.random().toString(36).slice(2, 8)}`;
    const job: Job = {
      id,
      caller,
      stop: new AbortController(),
      status: { job: id, state: 'running', partial: null, error: null },
      touched: this.now(),
      ended: null,
    };
    this.jobs.set(id, job);
    const onProgress = (partial: SeatAnalysis) => {
      if (job.ended === null) job.status = { ...job.status, partial };
    };
    const options = {
      signal: job.stop.signal,
      caller,
      onProgress,
      ...(this.options.timeoutMs === undefined ? {} : { timeoutMs: this.options.timeoutMs }),
    };
    void this.pool.run('analyzeForSeat', params, options).then(
      (r) => this.end(job, r),
      (e: unknown) =>
        this.end(job, err({ code: 'internal', message: e instanceof Error ? e.message : String(e) })),
    );
    return ok({ job: id });
  }

  poll({ job }: JobParams, caller = ''): ApiResult<'analysisPoll'> {
    const j = this.find(job, caller);
    if (j === null)
      return err({ code: 'badInput', error: shapeError('params.job', 'a current job id', job) });
    j.touched = this.now();
    return ok(j.status);
  }

  stop({ job }: JobParams, caller = ''): ApiResult<'analysisStop'> {
    const j = this.find(job, caller);
    if (j === null)
      return err({ code: 'badInput', error: shapeError('params.job', 'a current job id', job) });
    j.touched = this.now();
    j.stop.abort();
    return ok(j.status);
  }

  /** Jobs still running (diagnostics and tests). */
  running(): number {
    return [...this.jobs.values()].filter((j) => j.ended === null).length;
  }

  /** Stops every job and the sweeper. */
  close(): void {
    clearInterval(this.sweeper);
    for (const j of this.jobs.values()) j.stop.abort();
  }

  private find(id: string, caller: string): Job | null {
    const j = this.jobs.get(id);
    return j !== undefined && j.caller === caller ? j : null;
  }

  private end(job: Job, r: ApiResult<'analyzeForSeat'>): void {
    job.ended = this.now();
    if (r.ok) job.status = { ...job.status, state: 'done', partial: r.value, error: null };
    else {
      const e = r.error as ApiError<SeatAnalysis>;
      const stopped = e.code === 'cancelled' || e.code === 'timeout';
      const partial = stopped && e.partial !== undefined ? e.partial : job.status.partial;
      job.status = { ...job.status, state: stopped ? 'stopped' : 'failed', partial, error: e };
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const j of this.jobs.values()) {
      if (j.ended === null && now - j.touched > this.abandonMs) j.stop.abort();
      if (j.ended !== null && now - j.ended > this.keepMs) this.jobs.delete(j.id);
    }
  }
}
