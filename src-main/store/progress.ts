/**
 * Read-only queries over the training tables of schema 5 (migrations.ts) for the progress page
 * (src-main/training/progress.ts): the lessons' best stars, sums of the attempts, the rating after each
 * drill and per theme, the local days with an attempt. (What is due is decided by src-main/training/queue.ts,
 * the one place the drills' queue and every count share.) Others write these rows (the lesson
 * runner, the drills); nothing here writes.
 *
 * A damaged row never throws: an attempt whose time is no date counts in the sums but on no day and in
 * no rating history; a rating that is not a finite number is left out of the history. A damaged
 * `ratings` or `lesson_progress` row (rows.ts: a rating that is no number, a negative deviation, stars
 * outside 0–3) is neither served nor counted: `damaged()` lists it, and it stays in the file.
 */
import type Database from 'better-sqlite3';
import type { DamagedRow } from '../../src-shared/index.ts';
import { checkLessonStars, checkRating } from './rows.ts';

/** The subject of the learner's own rating in `ratings`. */
export const LEARNER = 'learner';

export interface LessonStarsRow {
  readonly lessonId: string;
  /** Best stars, 0–3. */
  readonly stars: number;
  /** Whether the lesson was completed. */
  readonly completed: boolean;
}

/** Sums over the attempts of one kind and item (a lesson id) or theme. */
export interface AttemptSums {
  readonly key: string;
  readonly attempts: number;
  readonly failures: number;
  readonly mistakes: number;
}

export interface AttemptTotals {
  readonly attempts: number;
  readonly solved: number;
  readonly lessons: number;
  readonly drills: number;
  readonly hints: number;
}

export interface StoredRating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  /** When it was last written (ISO 8601). */
  readonly updated: string;
}

export interface ProgressQueries {
  /** Every row of lesson_progress that reads (callers join it with the course). */
  lessonStars(): LessonStarsRow[];
  /** The rows of `ratings`, `drills` (their ratings) and `lesson_progress` that do not read (kept in the file). */
  damaged(): DamagedRow[];
  /** Lesson attempts summed per lesson id. */
  lessonAttempts(): AttemptSums[];
  /** Drill attempts summed per theme (attempts without a theme left out). */
  drillThemes(): AttemptSums[];
  totals(): AttemptTotals;
  /** The learner's current rating, or null (none yet, or damaged: then in `damaged()`). */
  rating(): StoredRating | null;
  /** The rating after each drill attempt that has one, oldest first. */
  ratingHistory(): { at: string; rating: number }[];
  /** The distinct local days ("YYYY-MM-DD") with an attempt, given minutes east of UTC; ascending. */
  activeDays(utcOffset: number): string[];
  /** The learner's rating per drill theme (subjects `learner:<theme>` that read), by theme. */
  themeRatings(): (StoredRating & { theme: string })[];
}

interface SumsRecord {
  key: string;
  attempts: number;
  failures: number;
  mistakes: number;
}

export function openProgress(db: Database.Database): ProgressQueries {
  const selectStars = db.prepare<
    [],
    { lesson_id: string; stars: unknown; attempts: unknown; completed: string | null }
  >('SELECT lesson_id, stars, attempts, completed FROM lesson_progress ORDER BY lesson_id');
  const selectDrillRatings = db.prepare<
    [],
    { id: number; rating: unknown; deviation: unknown; volatility: unknown }
  >('SELECT id, rating, deviation, volatility FROM drills ORDER BY id');
  const selectRatings = db.prepare<
    [],
    { subject: string; rating: unknown; deviation: unknown; volatility: unknown }
  >('SELECT subject, rating, deviation, volatility FROM ratings ORDER BY subject');
  const sums = (kind: 'lesson' | 'drill', key: 'item' | 'theme') =>
    db.prepare<[], SumsRecord>(
      `SELECT ${key} AS key, COUNT(*) AS attempts, SUM(solved = 0) AS failures,
              SUM(mistakes) AS mistakes
         FROM attempts WHERE kind = '${kind}' AND ${key} IS NOT NULL GROUP BY ${key}`,
    );
  const selectLessonSums = sums('lesson', 'item');
  const selectThemeSums = sums('drill', 'theme');
  const selectTotals = db.prepare<
    [],
    {
      attempts: number;
      solved: number | null;
      lessons: number | null;
      drills: number | null;
      hints: number | null;
    }
  >(
    `SELECT COUNT(*) AS attempts, SUM(solved) AS solved, SUM(kind = 'lesson') AS lessons,
            SUM(kind = 'drill') AS drills, SUM(hints) AS hints FROM attempts`,
  );
  const selectRating = db.prepare<
    [string],
    { rating: unknown; deviation: unknown; volatility: unknown; updated: string }
  >('SELECT rating, deviation, volatility, updated FROM ratings WHERE subject = ?');
  // julianday() is NULL for a time that is no date: such a row has no place in time.
  const selectHistory = db.prepare<[], { at: string; rating: number }>(
    `SELECT at, rating FROM attempts
      WHERE kind = 'drill' AND typeof(rating) IN ('real', 'integer') AND julianday(at) IS NOT NULL
      ORDER BY julianday(at), id`,
  );
  const selectDays = db.prepare<[string], { day: string }>(
    `SELECT DISTINCT date(at, ?) AS day FROM attempts WHERE day IS NOT NULL ORDER BY day`,
  );
  const selectThemeRatings = db.prepare<
    [],
    { subject: string; rating: unknown; deviation: unknown; volatility: unknown; updated: string }
  >(
    `SELECT subject, rating, deviation, volatility, updated FROM ratings
      WHERE subject LIKE 'learner:%' ORDER BY subject`,
  );

  const toSums = (r: SumsRecord): AttemptSums => ({
    key: r.key,
    attempts: r.attempts,
    failures: r.failures,
    mistakes: r.mistakes,
  });

  return {
    lessonStars: () =>
      selectStars.all().flatMap((r) => {
        const checked = checkLessonStars(r.lesson_id, r);
        return checked.ok
          ? [{ lessonId: r.lesson_id, stars: checked.value.stars, completed: r.completed !== null }]
          : [];
      }),
    damaged: () => [
      ...selectRatings.all().flatMap((r) => {
        const checked = checkRating(r.subject, r);
        return checked.ok ? [] : [checked.error];
      }),
      ...selectDrillRatings.all().flatMap((r) => {
        const checked = checkRating(String(r.id), r, 'drills');
        return checked.ok ? [] : [checked.error];
      }),
      ...selectStars.all().flatMap((r) => {
        const checked = checkLessonStars(r.lesson_id, r);
        return checked.ok ? [] : [checked.error];
      }),
    ],
    lessonAttempts: () => selectLessonSums.all().map(toSums),
    drillThemes: () => selectThemeSums.all().map(toSums),
    totals: () => {
      const r = selectTotals.get();
      return {
        attempts: r?.attempts ?? 0,
        solved: r?.solved ?? 0,
        lessons: r?.lessons ?? 0,
        drills: r?.drills ?? 0,
        hints: r?.hints ?? 0,
      };
    },
    rating: () => {
      const r = selectRating.get(LEARNER);
      if (r === undefined) return null;
      const checked = checkRating(LEARNER, r);
      return checked.ok ? { ...checked.value, updated: r.updated } : null;
    },
    ratingHistory: () => selectHistory.all().filter((r) => Number.isFinite(r.rating)),
    activeDays: (utcOffset) => {
      const sign = utcOffset < 0 ? '-' : '+';
      return selectDays.all(`${sign}${Math.abs(Math.trunc(utcOffset))} minutes`).map((r) => r.day);
    },
    themeRatings: () =>
      selectThemeRatings.all().flatMap((r) => {
        const checked = checkRating(r.subject, r);
        return checked.ok
          ? [{ ...checked.value, updated: r.updated, theme: r.subject.slice(`${LEARNER}:`.length) }]
          : [];
      }),
  };
}
