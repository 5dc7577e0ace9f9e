/**
 * The course and the lesson being played (#/lessons, #/lessons/<id>). Main keeps the attempt (its step,
 * mistakes and hints) and decides the stars; this store only shows what main answers:
 * - `open(id)` asks for the lesson and starts an attempt;
 * - `play(card)` sends a card of the current step; while main (the solver) judges it `thinking` is set;
 *   a right card's replies are then shown one at a time (`played` grows, paced by the animation pref),
 *   after which the step is `done` (or the lesson `finished`); an illegal or wrong card leaves its
 *   verdict until `retry()`; at a step collecting every right card each right card but the last is `found` (main
 *   keeps the cards found; `found` shows them) and the step goes on;
 * - `hint()` asks main for the next hint of the step (main counts it).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type {
  CourseSummary,
  LessonFinish,
  LessonReply,
  LessonShown,
  LessonVerdict,
} from '../../src-shared/api/lessons.ts';
import type { Card } from '../../src-shared/cards/card.ts';
import type { Text } from '../../src-shared/training/lesson.ts';
import { useApiClient } from '../api/client.ts';
import { usePrefsStore } from './prefs.ts';

/** Where the learner is in a step. */
export type StepPhase = 'play' | 'thinking' | 'illegal' | 'wrong' | 'replying' | 'done' | 'finished';

export const useLessonsStore = defineStore('lessons', () => {
  const course = ref<CourseSummary | null>(null);
  const courseError = ref<ApiError | null>(null);

  const lesson = ref<LessonShown | null>(null);
  const attempt = ref<string | null>(null);
  const step = ref(0);
  const phase = ref<StepPhase>('play');
  /** Cards played in this step after its position: the learner's card, then the replies shown so far. */
  const played = ref<LessonReply[]>([]);
  const verdict = ref<LessonVerdict | null>(null);
  /** A step collecting every right card: the cards main counts as found so far. */
  const found = ref<readonly Card[]>([]);
  /** …and how many right cards are still to find (0: none asked, or all found). */
  const remaining = ref(0);
  const hints = ref<Text[]>([]);
  const hintTotal = ref(0);
  const finish = ref<LessonFinish | null>(null);
  const mistakes = ref(0);
  const error = ref<ApiError | null>(null);
  const loading = ref(false);
  /** Bumped by every open(): an answer for an earlier lesson is dropped. */
  let generation = 0;

  const current = computed(() => lesson.value?.steps[step.value] ?? null);

  async function loadCourse(): Promise<void> {
    const r = await useApiClient().call('lessonCourse', {});
    if (r.ok) {
      course.value = r.value;
      courseError.value = null;
    } else courseError.value = r.error;
  }

  function resetStep(): void {
    phase.value = 'play';
    played.value = [];
    verdict.value = null;
    found.value = [];
    remaining.value = 0;
    hints.value = [];
    hintTotal.value = current.value?.hints ?? 0;
  }

  async function open(id: string): Promise<void> {
    const gen = ++generation;
    loading.value = true;
    error.value = null;
    lesson.value = null;
    attempt.value = null;
    finish.value = null;
    mistakes.value = 0;
    step.value = 0;
    try {
      const api = useApiClient();
      const [got, started] = await Promise.all([
        api.call('lessonGet', { id }),
        api.call('lessonStart', { id }),
      ]);
      if (gen !== generation) return;
      if (!got.ok) return void (error.value = got.error);
      if (!started.ok) return void (error.value = started.error);
      lesson.value = got.value;
      attempt.value = started.value.attempt;
      resetStep();
    } finally {
      if (gen === generation) loading.value = false;
    }
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function play(card: Card): Promise<void> {
    const a = attempt.value;
    const s = current.value;
    if (a === null || s === null || (phase.value !== 'play' && phase.value !== 'illegal')) return;
    const gen = generation;
    verdict.value = null;
    phase.value = 'thinking';
    const r = await useApiClient().call('lessonPlay', {
      attempt: a,
      step: step.value,
      card,
      // The learner's day, for the lesson's place on the repetition ladder.
      utcOffset: -new Date().getTimezoneOffset(),
    });
    if (gen !== generation) return;
    if (!r.ok) {
      error.value = r.error;
      phase.value = 'play';
      return;
    }
    error.value = null;
    const v = r.value;
    mistakes.value = v.mistakes;
    verdict.value = v;
    if (v.kind === 'illegal') return void (phase.value = 'illegal');
    if (v.kind === 'wrong') return void (phase.value = 'wrong');
    found.value = v.found;
    remaining.value = v.kind === 'found' ? v.remaining : 0;
    if (v.kind === 'found') return void (phase.value = 'play');
    phase.value = 'replying';
    played.value = [{ seat: s.seat, card }];
    const pace = Math.max(250, usePrefsStore().animationMs * 2);
    for (const reply of v.replies) {
      await wait(pace);
      if (gen !== generation) return;
      played.value = [...played.value, reply];
    }
    await wait(pace);
    if (gen !== generation) return;
    if (v.finish !== null) {
      finish.value = v.finish;
      phase.value = 'finished';
    } else phase.value = 'done';
  }

  /** After a wrong or illegal card: back to the step's position (the cards found stay found). */
  function retry(): void {
    if (phase.value !== 'wrong' && phase.value !== 'illegal') return;
    const kept = [found.value, remaining.value] as const;
    resetStep();
    [found.value, remaining.value] = kept;
  }

  /** After a finished step: on to the next one. */
  function next(): void {
    const v = verdict.value;
    if (phase.value !== 'done' || v?.kind !== 'right' || v.next === null) return;
    step.value = v.next;
    resetStep();
  }

  async function hint(): Promise<void> {
    const a = attempt.value;
    if (a === null || current.value === null) return;
    const at = step.value;
    const r = await useApiClient().call('lessonHint', { attempt: a, step: at });
    if (!r.ok) return void (error.value = r.error);
    if (at !== step.value) return;
    const shown = hints.value;
    if (r.value.index >= shown.length) hints.value = [...shown, r.value.text];
  }

  return {
    course,
    courseError,
    lesson,
    attempt,
    step,
    phase,
    played,
    verdict,
    found,
    remaining,
    hints,
    hintTotal,
    finish,
    mistakes,
    error,
    loading,
    current,
    loadCourse,
    open,
    play,
    retry,
    next,
    hint,
  };
});
