/**
 * The review of finished hands: one hand (`#/review/<session>/<hand>`) replayed from its record by the
 * engine, stepped through moment by moment (`step` = how many actions are applied), with one seat's
 * decisions graded by main (`reviewStart`, a job that tells its news as `job` events; the store fetches
 * the partial review with `reviewPoll` when told and stops it with `reviewStop`; a cached review is
 * complete on the first fetch); and the evening (`#/review/<session>`): every finished hand of a session
 * reviewed one after another, one job at a time. Answers that arrive after the screen moved on are
 * dropped; leaving stops the job in main.
 *
 * The store is the public face of its parts (stores/review/): the session (`session.ts`), the jobs
 * (`job.ts`), the one hand (`hand.ts`) and the evening (`evening.ts`).
 */
import { defineStore } from 'pinia';
import type { Seat } from '../../src-shared/engine/table.ts';
import { personSeat } from '../../src-shared/review/person-seat.ts';
import { isGuest, useApiClient } from '../api/client.ts';
import { useReviewEvening } from './review/evening.ts';
import { useReviewHand } from './review/hand.ts';
import { useReviewJobs } from './review/job.ts';
import { useReviewSession } from './review/session.ts';

/** The seat reviewed by default (src-shared/review/person-seat.ts: main reviews it ahead too). */
export { personSeat };
export type { EveningHand } from './review/evening.ts';

export const useReviewStore = defineStore('review', () => {
  const s = useReviewSession();
  const jobs = useReviewJobs();
  const h = useReviewHand(jobs);
  const e = useReviewEvening(s, jobs, h.stopHand);
  const { hand, review, seat, step, loading, loadError, last } = h;

  let handToken = 0;

  /** Opens a finished hand at moment `at` (default: its start) and starts grading `reviewSeat`'s decisions. */
  async function open(id: number, handNo: number, at?: number, reviewSeat?: Seat): Promise<void> {
    const token = ++handToken;
    h.stopHand();
    e.stopEvening();
    if (hand.value?.session !== id || hand.value.handNo !== handNo) {
      hand.value = null;
      review.value = null;
    }
    loading.value = true;
    loadError.value = null;
    const [known, r] = await Promise.all([
      s.loadSession(id),
      hand.value ? Promise.resolve(null) : useApiClient().call('handGet', { session: id, handNo }),
    ]);
    if (token !== handToken) return;
    loading.value = false;
    if (r !== null) {
      if (!r.ok) {
        loadError.value = r.error;
        return;
      }
      hand.value = r.value;
    }
    step.value = Math.min(Math.max(0, at ?? 0), last.value);
    const table = hand.value?.record.setup.table ?? null;
    // A guest's page reviews its own seat only (main refuses any other).
    const own = isGuest() ? s.localSeats.value[0] : undefined;
    const wanted = own ?? reviewSeat ?? personSeat(known ? s.settings.value : null, table);
    if (review.value === null || review.value.seat !== wanted || !review.value.complete) {
      seat.value = wanted;
      h.startHand();
    }
  }

  /** Leaves the review screens: nothing keeps running in main for them. */
  function close(): void {
    h.stopHand();
    e.stopEvening();
  }

  return {
    session: s.session,
    settings: s.settings,
    handCount: s.handCount,
    sessionError: s.sessionError,
    sessionName: s.sessionName,
    hand,
    loading,
    loadError,
    seat,
    step,
    moments: h.moments,
    actions: h.actions,
    last,
    state: h.state,
    action: h.action,
    review,
    decisions: h.decisions,
    decision: h.decision,
    seatMoments: h.seatMoments,
    running: h.running,
    reviewError: h.reviewError,
    open,
    go: h.go,
    forward: h.forward,
    back: h.back,
    first: h.first,
    end: h.end,
    nextDecision: h.nextDecision,
    setSeat: h.setSeat,
    startHand: h.startHand,
    stopHand: h.stopHand,
    evening: e.evening,
    eveningRunning: e.eveningRunning,
    openEvening: e.openEvening,
    stopEvening: e.stopEvening,
    close,
  };
});
