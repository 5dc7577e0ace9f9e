/**
 * Review jobs: a hand's review running in main for a caller that polls for the decisions graded so far
 * (as the analysis jobs of src-main/api/jobs.ts do for a seat analysis); abandoning, forgetting and the
 * per-caller limit are the job registry's (src-main/api/job-registry.ts).
 */
import { type ApiResult, type JobParams, ok } from '../../src-shared/index.ts';
import type { HandReview } from '../../src-shared/api/review.ts';
import { type JobNews, type JobRun, JobRegistry } from '../api/job-registry.ts';

export interface ReviewJobOptions {
  /** Stop a running job nobody asked about for this long (ms, default 15 000). */
  readonly abandonMs?: number;
  /** Forget an ended job this long after it ended (ms, default 120 000). */
  readonly keepMs?: number;
  /** Running jobs per caller (default 2). */
  readonly maxJobs?: number;
  readonly now?: () => number;
  /** Told each job's news (the app publishes it as a `job` event); without it the caller polls. */
  readonly onNews?: (news: JobNews) => void;
}

/** The work of one job: told to stop by `signal`, reporting partial reviews through `onProgress`. */
export type ReviewRun = JobRun<HandReview>;

export class ReviewJobs {
  private readonly registry: JobRegistry<HandReview>;

  constructor(options: ReviewJobOptions = {}) {
    this.registry = new JobRegistry<HandReview>({
      prefix: 'r',
      abandonMs: options.abandonMs ?? 15_000,
      keepMs: options.keepMs ?? 120_000,
      maxJobs: options.maxJobs ?? 2,
      // The partial review travels in `partial`, not again inside the error.
      bareStopError: true,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.onNews === undefined ? {} : { onNews: options.onNews }),
    });
  }

  /** Starts `run` for `caller`; answers the job's id at once. */
  start(caller: string, run: ReviewRun): ApiResult<'reviewStart'> {
    return ok({ job: this.registry.start(caller, run) });
  }

  /** A job that is done already (a review from the cache). */
  done(caller: string, review: HandReview): ApiResult<'reviewStart'> {
    return ok({ job: this.registry.done(caller, review) });
  }

  poll({ job }: JobParams, caller = ''): ApiResult<'reviewPoll'> {
    return this.registry.poll(job, caller);
  }

  stop({ job }: JobParams, caller = ''): ApiResult<'reviewStop'> {
    return this.registry.stop(job, caller);
  }

  /** Jobs still running (diagnostics and tests). */
  running(): number {
    return this.registry.running();
  }

  /** Stops every job and the sweeper. */
  close(): void {
    this.registry.close();
  }
}
