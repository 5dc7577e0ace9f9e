/**
 * Long work in main whose caller fetches what it has found so far: the seat analyses of the board
 * (api/jobs.ts) and the reviews of finished hands (review/jobs.ts). With `onNews` (the app: a `job`
 * event on main's bus, src-shared/api/events.ts) each new partial result and the end are told, and the
 * caller fetches when told; a job whose news nobody fetched for `abandonMs` is stopped (a closed tab, a
 * screen left: nobody hears it any more). Without `onNews` the caller polls, and a job not polled for
 * `abandonMs` is stopped. An ended one stays fetchable for `keepMs`, then is forgotten. At most
 * `maxJobs` jobs per caller run at once: starting one more stops the oldest. Each caller sees only its
 * own jobs.
 */
import { type ApiError, type JobState, type Result, err, ok, shapeError } from '../../src-shared/index.ts';

/** What a poll answers: the job's state, the partial (or final) result, why it ended if it failed. */
export interface JobStatusOf<T> {
  readonly job: string;
  readonly state: JobState;
  readonly partial: T | null;
  readonly error: ApiError | null;
}

/** What a job's news says: its id, its state and how many partial results it has told (no result). */
export interface JobNews {
  readonly job: string;
  readonly state: JobState;
  readonly progress: number;
}

/** The work of one job: told to stop by `signal`, reporting partial results through `onProgress`. */
export type JobRun<T> = (
  signal: AbortSignal,
  onProgress: (partial: T) => void,
) => Promise<Result<T, ApiError<T>>>;

export interface JobRegistryOptions {
  /** Stop a running job nobody polled for this long (ms). */
  readonly abandonMs: number;
  /** Forget an ended job this long after it ended (ms). */
  readonly keepMs: number;
  /** Running jobs per caller. */
  readonly maxJobs: number;
  readonly now?: () => number;
  /** The first letter of the ids (tells the kinds of job apart in logs). */
  readonly prefix: string;
  /** A stopped job's error leaves out the partial result, which travels in `partial` only. */
  readonly bareStopError?: boolean;
  /** Told each new partial result and the end of every job (the caller fetches when told). */
  readonly onNews?: (news: JobNews) => void;
}

interface Job<T> {
  readonly id: string;
  readonly caller: string;
  readonly stop: AbortController;
  status: JobStatusOf<T>;
  touched: number;
  ended: number | null;
  /** Partial results told so far. */
  progress: number;
  /** When news was last told that nobody has fetched since (null: none unread). */
  unread: number | null;
}

export class JobRegistry<T> {
  private readonly jobs = new Map<string, Job<T>>();
  private next = 1;
  private readonly options: JobRegistryOptions;
  private readonly now: () => number;
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(options: JobRegistryOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    // A background timer never ends the app: a failed sweep is logged and tried at the next tick.
    this.sweeper = setInterval(
      () => {
        try {
          this.sweep();
        } catch (e) {
          console.warn(`job sweep: ${e instanceof Error ? e.message : String(e)}`);
        }
      },
      Math.max(50, Math.min(options.abandonMs, 1000)),
    );
    (this.sweeper as { unref?: () => void }).unref?.();
  }

  /** Starts `run` for `caller` (stopping its oldest jobs beyond `maxJobs`); answers the job's id. */
  start(caller: string, run: JobRun<T>): string {
    this.sweep();
    const running = [...this.jobs.values()].filter((j) => j.caller === caller && j.ended === null);
    const excess = Math.max(0, running.length - this.options.maxJobs + 1);
    for (const old of running.slice(0, excess)) old.stop.abort();
    const job = this.add(caller, null);
    const onProgress = (partial: T) => {
      if (job.ended !== null) return;
      job.status = { ...job.status, partial };
      job.progress++;
      this.tell(job);
    };
    void run(job.stop.signal, onProgress).then(
      (r) => this.end(job, r),
      (e: unknown) =>
        this.end(job, err({ code: 'internal', message: e instanceof Error ? e.message : String(e) })),
    );
    return job.id;
  }

  /** A job that is done already (e.g. a result from a cache); answers its id. */
  done(caller: string, value: T): string {
    this.sweep();
    const job = this.add(caller, value);
    job.ended = this.now();
    job.progress = 1;
    this.tell(job);
    return job.id;
  }

  /** The job's status; polling keeps it alive. Unknown, expired or another caller's: badInput. */
  poll(job: string, caller: string): Result<JobStatusOf<T>, ApiError<never>> {
    const j = this.find(job, caller);
    if (j === null) return unknownJob(job);
    j.touched = this.now();
    j.unread = null;
    return ok(j.status);
  }

  /** Stops the job; what it found stays pollable. */
  stop(job: string, caller: string): Result<JobStatusOf<T>, ApiError<never>> {
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

  private add(caller: string, done: T | null): Job<T> {
    const id = `${this.options.prefix}${this.next++}-${Math.random().toString(36).slice(2, 8)}`;
    const job: Job<T> = {
      id,
      caller,
      stop: new AbortController(),
      status: { job: id, state: done === null ? 'running' : 'done', partial: done, error: null },
      touched: this.now(),
      ended: null,
      progress: 0,
      unread: null,
    };
    this.jobs.set(id, job);
    return job;
  }

  private find(id: string, caller: string): Job<T> | null {
    const j = this.jobs.get(id);
    return j !== undefined && j.caller === caller ? j : null;
  }

  /** Tells the job's news (when told at all) and notes it unread. */
  private tell(job: Job<T>): void {
    const onNews = this.options.onNews;
    if (onNews === undefined) return;
    job.unread ??= this.now();
    try {
      onNews({ job: job.id, state: job.status.state, progress: job.progress });
    } catch (e) {
      console.warn(`job news: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private end(job: Job<T>, r: Result<T, ApiError<T>>): void {
    job.ended = this.now();
    if (r.ok) job.status = { ...job.status, state: 'done', partial: r.value, error: null };
    else {
      const e = r.error;
      const stopped = e.code === 'cancelled' || e.code === 'timeout';
      const partial = stopped && e.partial !== undefined ? e.partial : job.status.partial;
      const error: ApiError = stopped && this.options.bareStopError === true ? { code: e.code } : e;
      job.status = { ...job.status, state: stopped ? 'stopped' : 'failed', partial, error };
    }
    this.tell(job);
  }

  /**
   * Stops the jobs nobody asks about (told: news unread for `abandonMs`; polled: no poll for `abandonMs`)
   * and forgets long-ended ones (also run on a timer and at each start).
   */
  sweep(): void {
    const now = this.now();
    const told = this.options.onNews !== undefined;
    for (const j of this.jobs.values()) {
      const since = told ? j.unread : j.touched;
      if (j.ended === null && since !== null && now - since > this.options.abandonMs) j.stop.abort();
      if (j.ended !== null && now - j.ended > this.options.keepMs) this.jobs.delete(j.id);
    }
  }
}

const unknownJob = (job: string): { ok: false; error: ApiError<never> } =>
  err({ code: 'badInput', error: shapeError('params.job', 'a current job id', job) });
