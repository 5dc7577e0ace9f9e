/**
 * The review's jobs in main (stores/review.ts): one seat's decisions of a finished hand graded in the
 * background (`reviewStart`), its news told as `job` events; the store fetches the decisions graded so
 * far (`reviewPoll`) when told (api/follow-job.ts) and never polls; a cached review is complete on the
 * first fetch. Cancelling stops the job in main (`reviewStop`) and ends its run at once as stopped.
 */
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import type { Seat } from '../../../src-shared/engine/table.ts';
import { useApiClient } from '../../api/client.ts';
import { followJob } from '../../api/follow-job.ts';

/** A running review job: cancelled by `cancelReview`. */
export interface ReviewJob {
  readonly token: number;
  id: string | null;
  /** Ends the run as stopped (set while its news is followed). */
  end: (() => void) | null;
}

/** How a run ended: the last review fetched, why it failed, whether it was stopped. */
export interface ReviewRunEnd {
  readonly review: HandReview | null;
  readonly error: ApiError | null;
  readonly stopped: boolean;
}

export function useReviewJobs() {
  const client = () => useApiClient();
  let jobToken = 0;
  const cancelled = new Set<number>();

  const newJob = (): ReviewJob => ({ token: ++jobToken, id: null, end: null });

  function cancelReview(job: ReviewJob): void {
    cancelled.add(job.token);
    job.end?.();
    if (job.id !== null) void client().call('reviewStop', { job: job.id });
  }

  /** Runs one review job to its end, handing each partial review over; answers how it ended. */
  async function runReview(
    job: ReviewJob,
    params: { session: number; handNo: number; seat: Seat },
    onPartial: (r: HandReview) => void,
  ): Promise<ReviewRunEnd> {
    const started = await client().call('reviewStart', params);
    if (cancelled.has(job.token)) {
      if (started.ok) void client().call('reviewStop', { job: started.value.job });
      return { review: null, error: null, stopped: true };
    }
    if (!started.ok) return { review: null, error: started.error, stopped: false };
    const id = started.value.job;
    job.id = id;
    return new Promise<ReviewRunEnd>((resolve) => {
      let latest: HandReview | null = null;
      const unfollow = followJob(
        id,
        () => client().call('reviewPoll', { job: id }),
        (r) => {
          if (!r.ok) return resolve({ review: latest, error: r.error, stopped: false });
          if (r.value.partial !== null) {
            latest = r.value.partial;
            onPartial(latest);
          }
          if (r.value.state !== 'running')
            resolve({ review: latest, error: r.value.error, stopped: r.value.state === 'stopped' });
        },
      );
      job.end = () => {
        unfollow();
        resolve({ review: latest, error: null, stopped: true });
      };
    });
  }

  return { newJob, cancelReview, runReview };
}
