/**
 * The evening of the review (stores/review.ts, `#/review/<session>`): every finished hand of a session
 * reviewed one after another, one job at a time (review/job.ts).
 */
import { ref, shallowRef } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { FinishedHand, HandReview } from '../../../src-shared/api/review.ts';
import { activeSeats } from '../../../src-shared/engine/table.ts';
import { personSeat } from '../../../src-shared/review/person-seat.ts';
import { useApiClient } from '../../api/client.ts';
import type { ReviewJob, useReviewJobs } from './job.ts';
import type { useReviewSession } from './session.ts';

/** One hand of the evening summary (`satOut`: the reviewed seat sat it out, at four, so nothing is graded). */
export interface EveningHand {
  readonly handNo: number;
  readonly hand: FinishedHand | null;
  readonly review: HandReview | null;
  readonly status: 'waiting' | 'running' | 'done' | 'stopped' | 'failed' | 'satOut';
  readonly error: ApiError | null;
}

export function useReviewEvening(
  s: ReturnType<typeof useReviewSession>,
  jobs: ReturnType<typeof useReviewJobs>,
  /** Stops the one hand's review (the evening's and the hand's never run at once). */
  stopHand: () => void,
) {
  const evening = shallowRef<readonly EveningHand[]>([]);
  const eveningRunning = ref(false);
  let eveningJob: ReviewJob | null = null;
  let eveningToken = 0;
  let eveningSession: number | null = null;

  function setEveningHand(i: number, patch: Partial<EveningHand>): void {
    const list = [...evening.value];
    list[i] = { ...(list[i] as EveningHand), ...patch };
    evening.value = list;
  }

  /** Opens the evening summary of a session and reviews its hands one after another. */
  async function openEvening(id: number): Promise<void> {
    stopEvening();
    stopHand();
    const token = ++eveningToken;
    s.session.value = null;
    if (!(await s.loadSession(id)) || token !== eveningToken) return;
    // Hands already reviewed in this evening stay; the others are (re)started in turn.
    const kept = eveningSession === id ? evening.value : [];
    eveningSession = id;
    evening.value = Array.from({ length: s.handCount.value }, (_, i): EveningHand =>
      kept[i]?.status === 'done'
        ? kept[i]
        : { handNo: i + 1, hand: null, review: null, status: 'waiting', error: null },
    );
    void runEvening(token);
  }

  async function runEvening(token: number): Promise<void> {
    const id = s.session.value;
    if (id === null) return;
    const reviewSeat = personSeat(s.settings.value);
    eveningRunning.value = true;
    for (let i = 0; i < evening.value.length; i++) {
      if (token !== eveningToken) return;
      const item = evening.value[i] as EveningHand;
      if (item.status === 'done' || item.status === 'satOut') continue;
      const got = await useApiClient().call('handGet', { session: id, handNo: item.handNo });
      if (token !== eveningToken) return;
      if (!got.ok) {
        setEveningHand(i, { status: 'failed', error: got.error });
        continue;
      }
      // At four the dealer sits the hand out and decides nothing: no review, and none of its grades.
      if (!activeSeats(got.value.record.setup.table).includes(reviewSeat)) {
        setEveningHand(i, { hand: got.value, status: 'satOut' });
        continue;
      }
      setEveningHand(i, { hand: got.value, status: 'running' });
      const job = jobs.newJob();
      eveningJob = job;
      const params = { session: id, handNo: item.handNo, seat: reviewSeat };
      const out = await jobs.runReview(job, params, (partial) => {
        if (token === eveningToken) setEveningHand(i, { review: partial });
      });
      if (token !== eveningToken) return;
      eveningJob = null;
      setEveningHand(i, {
        review: out.review,
        status: out.error ? 'failed' : out.stopped || !out.review?.complete ? 'stopped' : 'done',
        error: out.error,
      });
      if (out.stopped) break;
    }
    if (token === eveningToken) eveningRunning.value = false;
  }

  /** Stops the evening's reviews (what was graded stays shown). */
  function stopEvening(): void {
    const job = eveningJob;
    eveningJob = null;
    eveningToken++;
    eveningRunning.value = false;
    if (job) jobs.cancelReview(job);
    evening.value = evening.value.map((h) => (h.status === 'running' ? { ...h, status: 'stopped' } : h));
  }

  return { evening, eveningRunning, openEvening, stopEvening };
}
