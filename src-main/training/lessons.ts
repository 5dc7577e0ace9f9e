/**
 * The lesson runner in main (docs/lessons.md, "The runner"): the course from the catalogue (loaded once
 * at start, catalogue.ts) joined with the stored progress, one lesson as the learner may see it, and
 * attempts kept here — the step each is at, its mistakes (wrong or illegal cards) and hints — so the
 * renderer cannot award itself stars.
 *
 * A card is refused by the engine (`illegal`, its reason), else judged in the pool's interactive lane
 * (lesson-judge.ts): `right` with the replies until the trick is over, or `wrong` with the solver's
 * verdict. A step that collects every right card (`collect: every`, LessonStep) asks for all of them:
 * each right card — a legal one for `everyLegal` (no solver asked), else one the goal judge grades right
 * — is kept as found in the attempt and answered `found` with the cards found so far and how many
 * remain; the step is done by the last one found (every card the judge finds meeting the goal), which is
 * played on as a right card. A wrong card is a mistake as anywhere. The last step's right card
 * finishes the lesson: stars by `starsFor` (api/lessons.ts), one
 * attempt row and the lesson's progress written in one transaction (store/lessons.ts).
 */
import {
  changeOf,
  endOfDay,
  failed,
  firstLesson,
  isDue,
  lessonItem,
  solved,
} from '../../src-shared/training/repetition.ts';
import { randomBytes } from 'node:crypto';
import {
  type ApiError,
  type ApiResult,
  type Card,
  type HandState,
  type Result,
  apply,
  describe,
  err,
  ok,
  view,
} from '../../src-shared/index.ts';
import {
  type CourseSummary,
  type LessonFinish,
  type LessonHintParams,
  type LessonIdParams,
  type LessonPlayParams,
  type LessonShown,
  type LessonStepShown,
  starsFor,
} from '../../src-shared/api/lessons.ts';
import { shapeError } from '../../src-shared/io/errors.ts';
import { type Lesson, legalCards, stepState } from '../../src-shared/training/lesson.ts';
import type { RunOptions } from '../solver/lanes.ts';
import type { LessonTables } from '../store/lessons.ts';
import type { MistakeTables } from '../store/mistakes.ts';
import { positionTheme, recordMistake, techniqueOf } from './weak-spots.ts';
import { type Catalogue, shippedCatalogue } from './catalogue.ts';
import type { LessonJudgeTask, LessonJudgement } from './lesson-judge.ts';

/** What the runner needs of the solver pool (SolverPool.lessonJudge; tests may run it in-process). */
export interface LessonJudgePool {
  lessonJudge(
    task: LessonJudgeTask,
    options?: RunOptions<never>,
  ): Promise<Result<LessonJudgement, ApiError<never>>>;
}

export interface LessonApi {
  lessonCourse(): Promise<ApiResult<'lessonCourse'>>;
  lessonGet(p: LessonIdParams): Promise<ApiResult<'lessonGet'>>;
  lessonStart(p: LessonIdParams): Promise<ApiResult<'lessonStart'>>;
  lessonHint(p: LessonHintParams): Promise<ApiResult<'lessonHint'>>;
  lessonPlay(p: LessonPlayParams): Promise<ApiResult<'lessonPlay'>>;
}

export interface LessonServiceOptions {
  /** The clock of stored attempts (default: now). */
  readonly now?: () => Date;
  /** Attempts kept in memory (default 200, the oldest dropped first). */
  readonly maxAttempts?: number;
  /** Time limit of one judgement (ms; default: the pool's). */
  readonly timeoutMs?: number;
  /** The learner's own mistakes (weak-spots.ts): each wrong card is recorded there with its principle. */
  readonly mistakes?: MistakeTables;
}

interface Attempt {
  readonly id: string;
  readonly lesson: Lesson;
  step: number;
  mistakes: number;
  hints: number;
  /** Hints shown at the current step. */
  shown: number;
  /** A step collecting every right card: the right cards found so far at it, in the order found. */
  found: Card[];
  /** …and every right card of that step, once known (the engine's legal set, or the judge's answer). */
  answer: Card[] | null;
  /** A card is being judged: another one waits for it to be answered. */
  busy: boolean;
  done: boolean;
}

const badInput = (path: string, expected: string, got: unknown): { ok: false; error: ApiError<never> } =>
  err({ code: 'badInput', error: shapeError(path, expected, got) });

export class LessonService implements LessonApi {
  private readonly catalogue: Catalogue;
  private readonly tables: LessonTables;
  private readonly pool: LessonJudgePool;
  private readonly options: LessonServiceOptions;
  private readonly byId: ReadonlyMap<string, Lesson>;
  private readonly states = new Map<string, HandState>();
  private readonly attempts = new Map<string, Attempt>();

  constructor(
    catalogue: Catalogue,
    tables: LessonTables,
    pool: LessonJudgePool,
    options: LessonServiceOptions = {},
  ) {
    this.catalogue = catalogue;
    this.tables = tables;
    this.pool = pool;
    this.options = options;
    this.byId = new Map(catalogue.lessons.map((l) => [l.id, l]));
  }

  lessonCourse = (): Promise<ApiResult<'lessonCourse'>> => {
    const rows = new Map(this.tables.progress().map((r) => [r.lessonId, r]));
    const summary: CourseSummary = {
      chapters: this.catalogue.chapters.map((c) => ({
        id: c.id,
        title: c.title,
        lessons: this.catalogue.lessons
          .filter((l) => l.chapter === c.id)
          .map((l) => {
            const r = rows.get(l.id);
            return {
              id: l.id,
              title: l.title,
              cites: l.cites,
              steps: l.steps.length,
              stars: r !== undefined && r.completed !== null ? r.stars : null,
              completed: r?.completed ?? null,
              attempts: r?.attempts ?? 0,
            };
          }),
      })),
    };
    return Promise.resolve(ok(summary));
  };

  lessonGet = ({ id }: LessonIdParams): Promise<ApiResult<'lessonGet'>> => {
    const lesson = this.byId.get(id);
    if (lesson === undefined) return Promise.resolve(badInput('params.id', 'a lesson of the course', id));
    const chapter = this.catalogue.chapters.find((c) => c.id === lesson.chapter);
    const shown: LessonShown = {
      id: lesson.id,
      chapter: lesson.chapter,
      chapterTitle: chapter?.title ?? { cs: lesson.chapter, en: lesson.chapter },
      title: lesson.title,
      explanation: lesson.explanation,
      cites: lesson.cites,
      steps: lesson.steps.map((s, index): LessonStepShown => {
        const state = this.state(lesson, index);
        return {
          index,
          seat: s.seat,
          goal: s.goal,
          collect: s.collect,
          check: s.check,
          task: s.task,
          hints: s.hints.length,
          view: view(state, s.seat),
          position: s.check === 'exact' ? describe(state) : null,
        };
      }),
      next: this.nextLesson(lesson.id),
    };
    return Promise.resolve(ok(shown));
  };

  lessonStart = ({ id }: LessonIdParams): Promise<ApiResult<'lessonStart'>> => {
    const lesson = this.byId.get(id);
    if (lesson === undefined) return Promise.resolve(badInput('params.id', 'a lesson of the course', id));
    const attempt: Attempt = {
      id: randomBytes(9).toString('base64url'),
      lesson,
      step: 0,
      mistakes: 0,
      hints: 0,
      shown: 0,
      found: [],
      answer: null,
      busy: false,
      done: false,
    };
    this.attempts.set(attempt.id, attempt);
    const limit = this.options.maxAttempts ?? 200;
    while (this.attempts.size > limit) this.attempts.delete(this.attempts.keys().next().value as string);
    return Promise.resolve(ok({ attempt: attempt.id, lesson: lesson.id }));
  };

  lessonHint = ({ attempt, step }: LessonHintParams): Promise<ApiResult<'lessonHint'>> => {
    const a = this.current(attempt, step);
    if (!a.ok) return Promise.resolve(a);
    const hints = a.value.lesson.steps[step]?.hints ?? [];
    if (hints.length === 0) return Promise.resolve(badInput('params.step', 'a step with hints', step));
    // Past the last hint the last one is shown again and not counted.
    if (a.value.shown < hints.length) {
      a.value.shown++;
      a.value.hints++;
    }
    const index = a.value.shown - 1;
    return Promise.resolve(ok({ step, index, total: hints.length, text: hints[index] as Lesson['title'] }));
  };

  lessonPlay = async ({
    attempt,
    step,
    card,
    utcOffset,
  }: LessonPlayParams): Promise<ApiResult<'lessonPlay'>> => {
    const running = this.current(attempt, step);
    if (!running.ok) return running;
    const a = running.value;
    if (a.busy) return badInput('params.attempt', 'an attempt not waiting for a judgement', attempt);
    const lesson = a.lesson;
    const s = lesson.steps[step] as Lesson['steps'][number];
    const state = this.state(lesson, step);
    const played = apply(state, { type: 'play', seat: s.seat, card });
    if (!played.ok) {
      a.mistakes++;
      return ok({ kind: 'illegal', card, reason: played.error, mistakes: a.mistakes });
    }
    // A step collecting every right card (`collect: every`): each right card is kept as found and the
    // step is done by the last one; a card found before is answered found again (no mistake, no second
    // find). Every legal card needs no judge: the engine's legal set is the answer. The last card joins
    // the found ones only once it is answered (a judgement or a write that fails leaves it to play again).
    const collecting = s.collect === 'every';
    const foundWith = a.found.includes(card) ? a.found : [...a.found, card];
    const foundSoFar = (again: boolean) => {
      a.found = foundWith;
      return ok({
        kind: 'found' as const,
        card,
        found: [...a.found],
        remaining: (a.answer ?? []).filter((c) => !a.found.includes(c)).length,
        again,
        mistakes: a.mistakes,
      });
    };
    const allFound = () => (a.answer ?? []).every((c) => foundWith.includes(c));
    if (collecting && a.found.includes(card)) return foundSoFar(true);
    if (collecting && s.goal.kind === 'everyLegal') {
      a.answer = legalCards(state);
      if (!allFound()) return foundSoFar(false);
    }
    a.busy = true;
    let judged: Result<LessonJudgement, ApiError<never>>;
    try {
      judged = await this.pool.lessonJudge(
        { method: 'lessonJudge', state, goal: s.goal, check: s.check, card },
        {
          caller: `lesson:${a.id}`,
          ...(this.options.timeoutMs === undefined ? {} : { timeoutMs: this.options.timeoutMs }),
        },
      );
    } finally {
      a.busy = false;
    }
    if (!judged.ok) return judged;
    const j = judged.value;
    if (j.kind === 'wrong') {
      a.mistakes++;
      recordMistake(this.options.mistakes, {
        source: 'lesson',
        theme: positionTheme(state, j.analysis, card),
        technique: techniqueOf(j.principle),
        origin: null,
        at: (this.options.now?.() ?? new Date()).toISOString(),
      });
      return ok({ ...j, card, mistakes: a.mistakes });
    }
    if (collecting && s.goal.kind !== 'everyLegal') {
      // The judge's set of right cards: the step is done when every one of them is found.
      a.answer = [...j.answer];
      if (!allFound()) return foundSoFar(false);
    }
    const found: readonly Card[] = collecting ? foundWith : [card];
    let after = played.value;
    for (const r of j.replies) {
      const next = apply(after, { type: 'play', seat: r.seat, card: r.card });
      if (!next.ok) return err({ code: 'internal', message: `the reply ${r.card} is refused` });
      after = next.value;
    }
    // The last card is written first: when the write is refused (a full disk) the attempt stays at
    // this step, and the same card can be played again once there is room.
    const last = a.step + 1 >= lesson.steps.length;
    const finish = last ? this.finish(a, utcOffset ?? 0) : null;
    a.step++;
    a.shown = 0;
    a.found = [];
    a.answer = null;
    return ok({
      kind: 'right',
      card,
      found,
      replies: j.replies,
      why:
        j.analysis !== null && j.analysis.cards.find((c) => c.card === card)?.loss === 0
          ? { position: describe(state), analysis: j.analysis }
          : null,
      whyWords: j.whyWords,
      cost: j.cost,
      after: { view: view(after, s.seat), position: s.check === 'exact' ? describe(after) : null },
      next: last ? null : a.step,
      finish,
      mistakes: a.mistakes,
    });
  };

  /**
   * Stores the finished attempt; its stars and the lesson's best. The lesson goes on the repetition
   * ladder (`lesson:<id>`): the first time by `firstLesson` (with a mistake or hint: the first rung;
   * clean: a rung higher); after that as a drill — clean when due (by the end of the learner's day,
   * counted as at its due time) a rung up, with a slip back to the first rung, clean early unchanged.
   */
  private finish(a: Attempt, utcOffset: number): LessonFinish {
    const stars = starsFor(a.mistakes, a.hints);
    const clean = stars === 3;
    const before = this.tables.lessonProgress(a.lesson.id);
    const date = this.options.now?.() ?? new Date();
    const now = date.getTime();
    const id = lessonItem(a.lesson.id);
    const item = this.tables.repetition(id);
    const today = item !== null && isDue(item, now, endOfDay(now, utcOffset));
    const next =
      item === null
        ? firstLesson(id, clean, now)
        : clean
          ? solved(item, today ? Math.max(now, item.due as number) : now)
          : failed(id, item, now);
    const row = this.tables.recordLesson({
      repetition: next === item ? null : next,
      lessonId: a.lesson.id,
      chapter: a.lesson.chapter,
      solved: true,
      mistakes: a.mistakes,
      hints: a.hints,
      stars,
      at: date.toISOString(),
    });
    a.done = true;
    this.attempts.delete(a.id);
    return {
      stars,
      mistakes: a.mistakes,
      hints: a.hints,
      best: row.stars,
      first: before?.completed == null,
      next: this.nextLesson(a.lesson.id),
      repetition: changeOf(item, next),
    };
  }

  /** The running attempt, at `step`. */
  private current(id: string, step: number): Result<Attempt, ApiError<never>> {
    const a = this.attempts.get(id);
    if (a === undefined || a.done) return badInput('params.attempt', 'a running attempt', id);
    if (step !== a.step) return badInput('params.step', `the attempt's current step (${a.step})`, step);
    return ok(a);
  }

  private state(lesson: Lesson, index: number): HandState {
    const key = `${lesson.id}#${index}`;
    const known = this.states.get(key);
    if (known) return known;
    const st = stepState(lesson.steps[index] as Lesson['steps'][number]);
    // The catalogue checked every position (checkLesson): a failure here is a bug.
    if (!st.ok) throw new Error(`${key}: ${st.error}`);
    this.states.set(key, st.value);
    return st.value;
  }

  private nextLesson(id: string): string | null {
    const i = this.catalogue.lessons.findIndex((l) => l.id === id);
    return this.catalogue.lessons[i + 1]?.id ?? null;
  }
}

/**
 * The runner of the shipped course, for a transport at start-up: the catalogue read once, a lesson file
 * left out named in the log with its problem.
 */
export function startLessons(
  tables: LessonTables,
  pool: LessonJudgePool,
  log: (line: string) => void = (line) => console.warn(line),
  mistakes?: MistakeTables,
): LessonService {
  let catalogue: Catalogue;
  try {
    catalogue = shippedCatalogue();
  } catch (e) {
    // No course to offer (chapters.json missing or broken): the rest of the app still starts.
    const why = e instanceof Error ? e.message : String(e);
    catalogue = { chapters: [], lessons: [], problems: [`the course could not be read: ${why}`] };
  }
  for (const p of catalogue.problems) log(`lessons: left out ${p}`);
  return new LessonService(catalogue, tables, pool, mistakes === undefined ? {} : { mistakes });
}
