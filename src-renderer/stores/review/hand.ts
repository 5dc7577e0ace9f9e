/**
 * One finished hand of the review (stores/review.ts, `#/review/<session>/<hand>`): replayed from its
 * record by the engine, stepped through moment by moment (`step` = how many actions are applied), with
 * one seat's decisions graded by main as a job (review/job.ts).
 */
import { computed, ref, shallowRef } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { FinishedHand, HandReview, ReviewedDecision } from '../../../src-shared/api/review.ts';
import type { Action } from '../../../src-shared/engine/action.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import type { Seat } from '../../../src-shared/engine/table.ts';
import { isDecision } from '../../../src-shared/review/decisions.ts';
import { replayMoments } from '../../format/review.ts';
import type { ReviewJob, useReviewJobs } from './job.ts';

export function useReviewHand(jobs: ReturnType<typeof useReviewJobs>) {
  const hand = shallowRef<FinishedHand | null>(null);
  const loading = ref(false);
  const loadError = shallowRef<ApiError | null>(null);
  const seat = ref<Seat>(0);
  const step = ref(0);
  const review = shallowRef<HandReview | null>(null);
  const running = ref(false);
  const reviewError = shallowRef<ApiError | null>(null);

  const moments = computed<HandState[]>(() =>
    hand.value ? replayMoments(hand.value.record.setup, hand.value.record.actions) : [],
  );
  const actions = computed<readonly Action[]>(
    () => hand.value?.record.actions.slice(0, moments.value.length - 1) ?? [],
  );
  const last = computed(() => Math.max(0, moments.value.length - 1));
  const state = computed<HandState | null>(() => moments.value[step.value] ?? null);
  /** The action taken at this moment (null at the end of the hand). */
  const action = computed<Action | null>(() => actions.value[step.value] ?? null);
  const decisions = computed<readonly ReviewedDecision[]>(() => review.value?.decisions ?? []);
  const decision = computed<ReviewedDecision | null>(
    () => decisions.value.find((d) => d.index === step.value) ?? null,
  );
  /**
   * Moments at which the reviewed seat decided (graded or not yet), in order: exactly the actions main
   * grades (src-shared/review/decisions.ts, one definition) — not the forced ones, nor a card whose only
   * alternative was claiming the rest.
   */
  const seatMoments = computed<number[]>(() =>
    actions.value.flatMap((a, i) =>
      a.seat === seat.value && isDecision(moments.value[i] as HandState, a) ? [i] : [],
    ),
  );

  function go(i: number): void {
    step.value = Math.min(Math.max(0, i), last.value);
  }
  const forward = () => go(step.value + 1);
  const back = () => go(step.value - 1);
  const first = () => go(0);
  const end = () => go(last.value);
  /** The reviewed seat's next (or previous) decision from here. */
  function nextDecision(dir: 1 | -1): void {
    const list = dir > 0 ? seatMoments.value : [...seatMoments.value].reverse();
    const i = list.find((m) => (dir > 0 ? m > step.value : m < step.value));
    if (i !== undefined) go(i);
  }

  function setSeat(next: Seat): void {
    if (next === seat.value && review.value?.seat === next) return;
    seat.value = next;
    review.value = null;
    startHand();
  }

  let handJob: ReviewJob | null = null;

  function startHand(): void {
    const h = hand.value;
    if (!h) return;
    stopHand();
    const job = jobs.newJob();
    handJob = job;
    running.value = true;
    reviewError.value = null;
    const wanted = seat.value;
    void jobs
      .runReview(job, { session: h.session, handNo: h.handNo, seat: wanted }, (partial) => {
        if (handJob === job) review.value = partial;
      })
      .then((out) => {
        if (handJob !== job) return;
        handJob = null;
        running.value = false;
        if (out.error) reviewError.value = out.error;
      });
  }

  /** Stops grading this hand (the decisions graded so far stay shown). */
  function stopHand(): void {
    const job = handJob;
    handJob = null;
    running.value = false;
    if (job) jobs.cancelReview(job);
  }

  return {
    hand,
    loading,
    loadError,
    seat,
    step,
    moments,
    actions,
    last,
    state,
    action,
    review,
    decisions,
    decision,
    seatMoments,
    running,
    reviewError,
    go,
    forward,
    back,
    first,
    end,
    nextDecision,
    setSeat,
    startHand,
    stopHand,
  };
}
