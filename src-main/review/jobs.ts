/**
 * Review jobs: a hand's review running in main for a caller that polls for the decisions graded so far
 * (as the analysis jobs of src-main/api/jobs.ts do for a seat analysis). A job not polled for
 * `abandonMs` is stopped (a closed tab, a screen left); an ended one stays pollable for `keepMs`, then
 * is forgotten. At most `maxJobs` jobs per caller run at once: starting one more stops the oldest. Each
 * caller sees only its own jobs.
 */
import {
  type ApiError,
  type ApiResult,
  type JobParams,
  type ReviewStatus,
  type Result,
  err,
  ok,
  shapeError,
} from '../../src-shared/index.ts';
import type { HandReview } from '../../src-shared/api/review.ts';

export interface ReviewJobOptions {
  /** Stop a running job nobody polled for this long (ms, default 15 000). */
  readonly abandonMs?: number;
  /** Forget an ended job this long after it ended (ms, default 120 000). */
  readonly keepMs?: number;
  /** Running jobs per caller (default 2). */
  readonly maxJobs?: number;
  readonly now?: () => number;
}

/** The work of one job: told to stop by `signal`, reporting partial reviews through `onProgress`. */
export type ReviewRun = (
  signal: AbortSignal,
  onProgress: (partial: HandReview) => void,
) => Promise<Result<HandReview, ApiError<HandReview>>>;

interface Job {
  readonly id: string;
  readonly caller: string;
  readonly stop: AbortController;
  status: ReviewStatus;
  touched: number;
  ended: number | null;
}

export class ReviewJobs {
  private readonly jobs = new Map<string, Job>();
  private next = 1;
  private readonly abandonMs: number;
  private readonly keepMs: number;
  private readonly maxJobs: number;
  private readonly now: () => number;
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(options: ReviewJobOptions = {}) {
    this.abandonMs = options.abandonMs ?? 15_000;
    this.keepMs = options.keepMs ?? 120_000;
    this.maxJobs = options.maxJobs ?? 2;
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(this.abandonMs, 1000)));
    (this.sweeper as { unref?: () => void }).unref?.();
  }

  /** Starts `run` for `caller`; answers the job's id at once. */
  start(caller: string, run: ReviewRun): ApiResult<'reviewStart'> {
    this.sweep();
    const running = [...this.jobs.values()].filter((j) => j.caller === caller && j.ended === null);
    for (const old of running.slice(0, Math.max(0, running.length - this.maxJobs + 1))) old.stop.abort();
    const job = this.add(caller, null);
    const onProgress = (partial: HandReview) => {
      if (job.ended === null) job.status = { ...job.status, partial };
    };
    void run(job.stop.signal, onProgress).then(
      (r) => this.end(job, r),
      (e: unknown) =>
        this.end(job, err({ code: 'internal', message: e instanceof Error ? e.message : String(e) })),
    );
    return ok({ job: job.id });
  }

  /** A job that is done already (a review from the cache). */
  done(caller: string, review: HandReview): ApiResult<'reviewStart'> {
    this.sweep();
    const job = this.add(caller, review);
    job.ended = this.now();
    return ok({ job: job.id });
  }

  poll({ job }: JobParams, caller = ''): ApiResult<'reviewPoll'> {
    const j = this.find(job, caller);
    if (j === null) return unknownJob(job);
    j.touched = this.now();
    return ok(j.status);
  }

  stop({ job }: JobParams, caller = ''): ApiResult<'reviewStop'> {
    const j = this.find(job, caller);
    if (j === null) return unknownJob(job);
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

  private add(caller: string, done: HandReview | null): Job {
    const id = `r${this.next++}-${Math.random().toString(36).slice(2, 8)}`;
    const job: Job = {
      id,
      caller,
      stop: new AbortController(),
      status: { job: id, state: done === null ? 'running' : 'done', partial: done, error: null },
      touched: this.now(),
      ended: null,
    };
    this.jobs.set(id, job);
    return job;
  }

  private find(id: string, caller: string): Job | null {
    const j = this.jobs.get(id);
    return j !== undefined && j.caller === caller ? j : null;
  }

  private end(job: Job, r: Result<HandReview, ApiError<HandReview>>): void {
    job.ended = this.now();
    if (r.ok) job.status = { ...job.status, state: 'done', partial: r.value, error: null };
    else {
      const e = r.error;
      const stopped = e.code === 'cancelled' || e.code === 'timeout';
      const partial = stopped && e.partial !== undefined ? e.partial : job.status.partial;
      // The partial review travels in `partial`, not again inside the error.
      const error: ApiError = stopped ? { code: e.code } : e;
      job.status = { ...job.status, state: stopped ? 'stopped' : 'failed', partial, error };
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

const unknownJob = (job: string): { ok: false; error: ApiError<never> } =>
  err({ code: 'badInput', error: shapeError('params.job', 'a current job id', job) });
