/**
 * The learner's progress, answered by `progress` (src-main/training/progress.ts) from the
 * training tables of the store: lessons done and stars by chapter, the drill rating over time, mistakes
 * by theme and by chapter, streaks of local days, what is due for repetition today, and totals.
 *
 * Days are the learner's local calendar days: the renderer sends its offset from UTC (minutes east,
 * +60 for CET; `Date#getTimezoneOffset` has the opposite sign).
 */
import type * as v from 'valibot';
import type { DamagedRow } from '../io/errors.ts';
import type { Text } from '../training/lesson.ts';
import { paramFields, intIn, validate } from '../io/schema.ts';
import type { PrincipleSpot, WeakSpotSums } from '../training/weak-spots.ts';

/** The widest offsets in use: UTC−12 … UTC+14. */
export const UTC_OFFSET_MIN = -720;
export const UTC_OFFSET_MAX = 840;

export const ProgressParams = paramFields({
  /** The learner's offset from UTC in minutes, east positive (UTC_OFFSET_MIN … UTC_OFFSET_MAX). */
  utcOffset: intIn(
    UTC_OFFSET_MIN,
    UTC_OFFSET_MAX,
    `minutes east of UTC (integer ${UTC_OFFSET_MIN} … ${UTC_OFFSET_MAX})`,
  ),
});
export type ProgressParams = v.InferOutput<typeof ProgressParams>;

/** One chapter of the course: lessons completed of all, stars won of 3 per lesson. */
export interface ChapterProgress {
  readonly id: string;
  readonly title: Text;
  readonly done: number;
  readonly total: number;
  readonly stars: number;
}

export interface LessonsProgress {
  readonly done: number;
  readonly total: number;
  readonly stars: number;
  /** 3 per lesson of the course. */
  readonly maxStars: number;
  /** In course order, every chapter (also those not started). */
  readonly chapters: readonly ChapterProgress[];
}

/** The learner's rating after one drill attempt. */
export interface RatingPoint {
  /** ISO 8601 time of the attempt. */
  readonly at: string;
  readonly rating: number;
}

export interface RatingProgress {
  /** The learner's current Glicko-2 rating; null before the first rated drill. */
  readonly current: number | null;
  /** Its deviation (how sure it is); null with `current`. */
  readonly deviation: number | null;
  /** After each rated drill attempt, oldest first. */
  readonly history: readonly RatingPoint[];
}

/** Drill attempts of one theme (a drill theme id: sedma, sto, betl, durch, obrana, vynaseni, pocitani). */
export interface ThemeMistakes {
  readonly theme: string;
  readonly attempts: number;
  /** Attempts not solved. */
  readonly failures: number;
}

/** Lesson attempts of one chapter and the wrong cards played in them. */
export interface ChapterMistakes {
  readonly id: string;
  readonly title: Text;
  readonly attempts: number;
  readonly mistakes: number;
}

export interface MistakesProgress {
  /** Themes with at least one drill attempt, in the order of the drill themes. */
  readonly themes: readonly ThemeMistakes[];
  /** Chapters with at least one lesson attempt, in course order. */
  readonly chapters: readonly ChapterMistakes[];
}

/** Runs of local days with at least one finished attempt. */
export interface Streaks {
  /** Days in the run that ends today, or yesterday when nothing was finished yet today; else 0. */
  readonly current: number;
  /** The longest run ever. */
  readonly best: number;
  /** Whether something was finished today. */
  readonly today: boolean;
  /** Local days with at least one finished attempt. */
  readonly days: number;
}

/** One item on the repetition ladder as the screens show it. */
export interface RepetitionEntry {
  /** `drill:<id>`, `lesson:<lesson id>` or `bid:<session>:<hand>:<seat>:<index>` (src-shared/training/repetition.ts). */
  readonly id: string;
  readonly kind: 'drill' | 'lesson' | 'bid';
  /** A drill's theme (a drill theme id); a lesson's chapter id; a bidding mistake's DecisionKind; else null. */
  readonly theme: string | null;
  /** A drill from a reviewed mistake (`review`) or mined (`mined`); null for a lesson. */
  readonly source: 'mined' | 'review' | null;
  /** A personal drill's origin, `review:<session>:<hand>:<seat>:<index>`; else null. */
  readonly origin: string | null;
  /** A lesson's id and title (null for a drill, or a lesson no longer in the course). */
  readonly lesson: { readonly id: string; readonly title: Text } | null;
  /** A reviewed bidding mistake's decision (kind `bid`: its "try again" is there); else null. */
  readonly decision: {
    readonly session: number;
    readonly handNo: number;
    readonly seat: number;
    readonly index: number;
  } | null;
  readonly rung: number;
  readonly lapses: number;
  /** When it comes back (epoch ms). */
  readonly due: number;
  /** Due now (what the due queue serves, or a lesson to repeat). */
  readonly dueNow: boolean;
  /** Local days from today to the due time (0 today, 1 tomorrow). */
  readonly days: number;
}

/** The learner's Glicko-2 rating in one drill theme. */
export interface ThemeRating {
  readonly theme: string;
  readonly rating: number;
  readonly deviation: number;
}

/** The mistakes of one principle, with the lesson that teaches it (null: none in the course). */
export interface PrincipleWeakSpot extends PrincipleSpot {
  readonly lesson: { readonly id: string; readonly title: Text } | null;
}

/**
 * The learner's own mistakes (reviews of their seat, drills, lessons) by the principle that explains
 * them and by drill theme, the weakest first (src-shared/training/weak-spots.ts).
 */
export interface WeakSpots extends Omit<WeakSpotSums, 'principles'> {
  readonly principles: readonly PrincipleWeakSpot[];
}

export interface ProgressTotals {
  readonly attempts: number;
  readonly solved: number;
  readonly lessonAttempts: number;
  readonly drillAttempts: number;
  readonly hints: number;
}

export interface Progress {
  readonly lessons: LessonsProgress;
  readonly rating: RatingProgress;
  readonly mistakes: MistakesProgress;
  readonly streaks: Streaks;
  /**
   * Drills due for repetition now (src-shared/training/repetition.ts `due`, up to the end of the
   * learner's day for items that wait a day or more): exactly what the due queue serves one after another.
   */
  readonly dueToday: number;
  /**
   * Items of `repetition` not due now that come back later today (a fresh failure's 4 hours): drills,
   * bidding mistakes and lessons, exactly the list's.
   */
  readonly laterToday: number;
  /** Every item on the repetition ladder (not learned), the soonest due first. */
  readonly repetition: readonly RepetitionEntry[];
  /** The learner's drill rating per theme (themes with a rated attempt, in the drill themes' order). */
  readonly themeRatings: readonly ThemeRating[];
  readonly totals: ProgressTotals;
  /** The learner's weak spots: their mistakes by principle and theme (absent from an older main: none). */
  readonly weakSpots?: WeakSpots;
  /**
   * Rows of the file that do not read (a damaged rating, stars outside 0–3): listed here, kept in the
   * file, left out of every figure above.
   */
  readonly damaged: readonly DamagedRow[];
}

export const parseProgressParams = (x: unknown, path: string) => validate(ProgressParams, x, path);
