/**
 * The review of finished hands: one hand (`#/review/<session>/<hand>`) replayed from its record by the
 * engine, stepped through moment by moment (`step` = how many actions are applied), with one seat's
 * decisions graded by main (`reviewStart` / `reviewPoll` / `reviewStop`, a job whose partial review is
 * polled; a cached review comes back complete on the first poll); and the evening
 * (`#/review/<session>`): every finished hand of a session reviewed one after another, one job at a time.
 * Answers that arrive after the screen moved on are dropped; leaving stops the job in main.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { SessionSettings } from '../../src-shared/api/game.ts';
import type { FinishedHand, HandReview, ReviewedDecision } from '../../src-shared/api/review.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import type { HandState } from '../../src-shared/engine/state.ts';
import { isDecision } from '../../src-shared/review/decisions.ts';
import { personSeat } from '../../src-shared/review/person-seat.ts';
import { type Seat, activeSeats } from '../../src-shared/engine/table.ts';
import { useApiClient } from '../api/client.ts';
import { replayMoments } from '../format/review.ts';

/** How often a running review is asked for the decisions graded so far (ms). */
export const REVIEW_POLL_MS = 250;

/** The seat reviewed by default (src-shared/review/person-seat.ts: main reviews it ahead too). */
export { personSeat };

/** One hand of the evening summary (`satOut`: the reviewed seat sat it out, at four, so nothing is graded). */
export interface EveningHand {
  readonly handNo: number;
  readonly hand: FinishedHand | null;
  readonly review: HandReview | null;
  readonly status: 'waiting' | 'running' | 'done' | 'stopped' | 'failed' | 'satOut';
  readonly error: ApiError | null;
}

/** A running review job: cancelled by bumping `token`. */
interface Job {
  readonly token: number;
  id: string | null;
}

export const useReviewStore = defineStore('review', () => {
  const client = () => useApiClient();

  // -------------------------------------------------------------------------------------------
  // The session (names, who is a person) shared by the hand and the evening

  const session = ref<number | null>(null);
  const settings = shallowRef<SessionSettings | null>(null);
  /** Finished hands of the session. */
  const handCount = ref(0);
  const sessionError = shallowRef<ApiError | null>(null);
  /** The name the evening was given, or null. */
  const sessionName = ref<string | null>(null);

  async function loadSession(id: number): Promise<boolean> {
    if (session.value === id && settings.value !== null) return true;
    const [r, list] = await Promise.all([
      client().call('sessionOpen', { id }),
      client().call('sessionList', {}),
    ]);
    // The evening's own name when it was given one (the list failing only leaves the default name).
    sessionName.value = list.ok ? (list.value.find((x) => x.id === id)?.name ?? null) : null;
    if (!r.ok) {
      sessionError.value = r.error;
      return false;
    }
    session.value = id;
    settings.value = r.value.settings;
    handCount.value = r.value.hands.length;
    sessionError.value = null;
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // One hand stepped through

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

  let handToken = 0;

  /** Opens a finished hand at moment `at` (default: its start) and starts grading `reviewSeat`'s decisions. */
  async function open(id: number, handNo: number, at?: number, reviewSeat?: Seat): Promise<void> {
    const token = ++handToken;
    stopHand();
    stopEvening();
    if (hand.value?.session !== id || hand.value.handNo !== handNo) {
      hand.value = null;
      review.value = null;
    }
    loading.value = true;
    loadError.value = null;
    const [known, r] = await Promise.all([
      loadSession(id),
      hand.value ? Promise.resolve(null) : client().call('handGet', { session: id, handNo }),
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
    const wanted = reviewSeat ?? personSeat(known ? settings.value : null, table);
    if (review.value === null || review.value.seat !== wanted || !review.value.complete) {
      seat.value = wanted;
      startHand();
    }
  }

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

  let handJob: Job | null = null;

  function startHand(): void {
    const h = hand.value;
    if (!h) return;
    stopHand();
    const job: Job = { token: ++jobToken, id: null };
    handJob = job;
    running.value = true;
    reviewError.value = null;
    const wanted = seat.value;
    void runReview(job, { session: h.session, handNo: h.handNo, seat: wanted }, (partial) => {
      if (handJob === job) review.value = partial;
    }).then((out) => {
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
    if (job) cancel(job);
  }

  // -------------------------------------------------------------------------------------------
  // The job: start, poll until complete, stop

  let jobToken = 0;
  const cancelled = new Set<number>();

  function cancel(job: Job): void {
    cancelled.add(job.token);
    if (job.id !== null) void client().call('reviewStop', { job: job.id });
  }

  /** Runs one review job to its end, handing each partial review over; answers how it ended. */
  async function runReview(
    job: Job,
    params: { session: number; handNo: number; seat: Seat },
    onPartial: (r: HandReview) => void,
  ): Promise<{ review: HandReview | null; error: ApiError | null; stopped: boolean }> {
    const started = await client().call('reviewStart', params);
    if (cancelled.has(job.token)) {
      if (started.ok) void client().call('reviewStop', { job: started.value.job });
      return { review: null, error: null, stopped: true };
    }
    if (!started.ok) return { review: null, error: started.error, stopped: false };
    job.id = started.value.job;
    let latest: HandReview | null = null;
    for (let first = true; ; first = false) {
      if (!first) await new Promise((res) => setTimeout(res, REVIEW_POLL_MS));
      if (cancelled.has(job.token)) return { review: latest, error: null, stopped: true };
      const r = await client().call('reviewPoll', { job: job.id });
      if (cancelled.has(job.token)) return { review: latest, error: null, stopped: true };
      if (!r.ok) return { review: latest, error: r.error, stopped: false };
      if (r.value.partial !== null) {
        latest = r.value.partial;
        onPartial(latest);
      }
      if (r.value.state !== 'running')
        return { review: latest, error: r.value.error, stopped: r.value.state === 'stopped' };
    }
  }

  // -------------------------------------------------------------------------------------------
  // The evening: every finished hand reviewed in turn

  const evening = shallowRef<readonly EveningHand[]>([]);
  const eveningRunning = ref(false);
  let eveningJob: Job | null = null;
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
    session.value = null;
    if (!(await loadSession(id)) || token !== eveningToken) return;
    // Hands already reviewed in this evening stay; the others are (re)started in turn.
    const kept = eveningSession === id ? evening.value : [];
    eveningSession = id;
    evening.value = Array.from({ length: handCount.value }, (_, i): EveningHand =>
      kept[i]?.status === 'done'
        ? kept[i]
        : { handNo: i + 1, hand: null, review: null, status: 'waiting', error: null },
    );
    void runEvening(token);
  }

  async function runEvening(token: number): Promise<void> {
    const id = session.value;
    if (id === null) return;
    const reviewSeat = personSeat(settings.value);
    eveningRunning.value = true;
    for (let i = 0; i < evening.value.length; i++) {
      if (token !== eveningToken) return;
      const item = evening.value[i] as EveningHand;
      if (item.status === 'done' || item.status === 'satOut') continue;
      const got = await client().call('handGet', { session: id, handNo: item.handNo });
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
      const job: Job = { token: ++jobToken, id: null };
      eveningJob = job;
      const out = await runReview(job, { session: id, handNo: item.handNo, seat: reviewSeat }, (partial) => {
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
    if (job) cancel(job);
    evening.value = evening.value.map((h) => (h.status === 'running' ? { ...h, status: 'stopped' } : h));
  }

  /** Leaves the review screens: nothing keeps running in main for them. */
  function close(): void {
    stopHand();
    stopEvening();
  }

  return {
    session,
    settings,
    handCount,
    sessionError,
    sessionName,
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
    open,
    go,
    forward,
    back,
    first,
    end,
    nextDecision,
    setSeat,
    startHand,
    stopHand,
    evening,
    eveningRunning,
    openEvening,
    stopEvening,
    close,
  };
});
