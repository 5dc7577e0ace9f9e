/**
 * The learner's progress (`progress`): the course (catalogue.ts) joined with the store's training rows
 * (store/progress.ts, read only). Lessons no longer in the course are left out of the lesson figures;
 * an attempt's theme that is no drill theme is left out of the mistakes by theme. Damaged rows (a rating
 * or a lesson's stars that do not read) are left out of the figures and listed in `damaged`.
 */
import type { ApiResult } from '../../src-shared/api/contract.ts';
import type {
  ChapterMistakes,
  ChapterProgress,
  Progress,
  ProgressParams,
  Streaks,
  ThemeMistakes,
  WeakSpots,
} from '../../src-shared/api/progress.ts';
import { ratingAt } from '../../src-shared/training/glicko.ts';
import type { DrillTables } from '../store/drills.ts';
import type { RepetitionTables } from '../store/repetition.ts';
import { type HandsOf, queueSummary } from './queue.ts';
import { ok } from '../../src-shared/util/result.ts';
import type { ProgressQueries } from '../store/progress.ts';
import { type Catalogue, shippedCatalogue } from './catalogue.ts';
import { DRILL_THEMES } from '../../src-shared/api/drills.ts';
import type { MistakeTables } from '../store/mistakes.ts';
import { weakSpotSums } from '../../src-shared/training/weak-spots.ts';
import { TECHNIQUE_LESSONS } from '../../src-shared/explain/principles/techniques.ts';

const DAY_MS = 86_400_000;

/** The local calendar day ("YYYY-MM-DD") of `now` at `utcOffset` minutes east of UTC. */
export function localDay(now: number, utcOffset: number): string {
  return new Date(now + utcOffset * 60_000).toISOString().slice(0, 10);
}

/** The day before a "YYYY-MM-DD" day. */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * Runs of consecutive days in `days` (distinct "YYYY-MM-DD", any order): the best, and the current one —
 * the run ending `today`, or yesterday while nothing is finished today (the streak is still alive).
 */
export function streaks(days: readonly string[], today: string): Streaks {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const d of sorted) {
    run = previous !== null && dayBefore(d) === previous ? run + 1 : 1;
    best = Math.max(best, run);
    previous = d;
  }
  const have = new Set(sorted);
  let current = 0;
  let d = have.has(today) ? today : dayBefore(today);
  while (have.has(d)) {
    current++;
    d = dayBefore(d);
  }
  return { current, best, today: have.has(today), days: sorted.length };
}

/** The store's tables the queue is read from. */
export interface RepetitionSource {
  readonly drills: Pick<DrillTables, 'pending' | 'drill'>;
  readonly repetition: Pick<RepetitionTables, 'queue'>;
  /** A session's stored hands (a bidding mistake's kind of decision); absent: not named. */
  readonly hands?: HandsOf;
  /** The learner's own mistakes (the weak spots); absent: none. */
  readonly mistakes?: Pick<MistakeTables, 'all'>;
}

export class ProgressService {
  readonly #queries: ProgressQueries;
  readonly #course: () => Catalogue;
  #catalogue: Catalogue | null = null;
  readonly #clock: () => number;
  readonly #queue: RepetitionSource | null;

  /**
   * `course`: the course, read on the first call (default shippedCatalogue(): the one the lessons use; a chapters.json that does
   * not read then answers `internal` rather than stopping the app); `clock`: epoch milliseconds now;
   * `queue`: the drills and the repetition queue (the store), for what is due (queue.ts) — without it
   * nothing is due.
   */
  constructor(
    queries: ProgressQueries,
    course: () => Catalogue = shippedCatalogue,
    clock: () => number = Date.now,
    queue: RepetitionSource | null = null,
  ) {
    this.#queue = queue;
    this.#queries = queries;
    this.#course = course;
    this.#clock = clock;
  }

  progress(params: ProgressParams): Promise<ApiResult<'progress'>> {
    return Promise.resolve(ok(this.compute(params.utcOffset)));
  }

  compute(utcOffset: number): Progress {
    const q = this.#queries;
    const now = this.#clock();
    const { chapters, lessons } = (this.#catalogue ??= this.#course());
    const chapterOf = new Map(lessons.map((l) => [l.id, l.chapter]));

    const best = new Map(q.lessonStars().map((r) => [r.lessonId, r]));
    const perChapter: ChapterProgress[] = chapters.map((c) => {
      const mine = lessons.filter((l) => l.chapter === c.id);
      let done = 0;
      let stars = 0;
      for (const l of mine) {
        const row = best.get(l.id);
        if (row === undefined) continue;
        if (row.completed) done++;
        stars += row.stars;
      }
      return { id: c.id, title: c.title, done, total: mine.length, stars };
    });
    const sum = (f: (c: ChapterProgress) => number) => perChapter.reduce((a, c) => a + f(c), 0);

    const lessonMistakes = new Map<string, { attempts: number; mistakes: number }>();
    for (const s of q.lessonAttempts()) {
      const chapter = chapterOf.get(s.key);
      if (chapter === undefined) continue;
      const m = lessonMistakes.get(chapter) ?? { attempts: 0, mistakes: 0 };
      lessonMistakes.set(chapter, { attempts: m.attempts + s.attempts, mistakes: m.mistakes + s.mistakes });
    }
    const chapterMistakes: ChapterMistakes[] = chapters.flatMap((c) => {
      const m = lessonMistakes.get(c.id);
      return m === undefined ? [] : [{ id: c.id, title: c.title, ...m }];
    });

    const byTheme = new Map(q.drillThemes().map((s) => [s.key, s]));
    const themes: ThemeMistakes[] = DRILL_THEMES.flatMap((theme) => {
      const s = byTheme.get(theme);
      return s === undefined ? [] : [{ theme, attempts: s.attempts, failures: s.failures }];
    });

    const course = this.#catalogue;
    const queue =
      this.#queue === null
        ? { dueToday: 0, laterToday: 0, entries: [] }
        : queueSummary(
            this.#queue.drills,
            this.#queue.repetition,
            course,
            now,
            utcOffset,
            this.#queue.hands?.bind(this.#queue) ?? null,
          );
    const themeRatings = new Map(q.themeRatings().map((r) => [r.theme, r]));

    const stored = q.rating();
    // As the drills see it now: the deviation grows with the days away (Glicko idle periods).
    const rating = stored === null ? null : ratingAt(stored, stored.updated, now);
    const totals = q.totals();
    return {
      lessons: {
        done: sum((c) => c.done),
        total: sum((c) => c.total),
        stars: sum((c) => c.stars),
        maxStars: 3 * sum((c) => c.total),
        chapters: perChapter,
      },
      rating: {
        current: rating?.rating ?? null,
        deviation: rating?.deviation ?? null,
        history: q.ratingHistory(),
      },
      mistakes: { themes, chapters: chapterMistakes },
      streaks: streaks(q.activeDays(utcOffset), localDay(now, utcOffset)),
      dueToday: queue.dueToday,
      laterToday: queue.laterToday,
      repetition: queue.entries,
      themeRatings: DRILL_THEMES.flatMap((theme) => {
        const r = themeRatings.get(theme);
        if (r === undefined) return [];
        const at = ratingAt(r, r.updated, now);
        return [{ theme, rating: at.rating, deviation: at.deviation }];
      }),
      totals: {
        attempts: totals.attempts,
        solved: totals.solved,
        lessonAttempts: totals.lessons,
        drillAttempts: totals.drills,
        hints: totals.hints,
      },
      weakSpots: this.weakSpots(now, lessons),
      damaged: q.damaged(),
    };
  }

  /** The learner's mistakes by principle (with the lesson that teaches each, if in the course) and theme. */
  private weakSpots(now: number, lessons: Catalogue['lessons']): WeakSpots {
    const sums = weakSpotSums(this.#queue?.mistakes?.all() ?? [], now, DRILL_THEMES);
    const titled = new Map(lessons.map((l) => [l.id, l.title]));
    return {
      ...sums,
      principles: sums.principles.map((p) => {
        const id = TECHNIQUE_LESSONS[p.technique];
        const title = id === null ? undefined : titled.get(id);
        return { ...p, lesson: id === null || title === undefined ? null : { id, title } };
      }),
    };
  }
}
