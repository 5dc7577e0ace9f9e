/**
 * The lesson runner's rows of schema 5 (migrations.ts): a finished lesson attempt (`attempts`, kind
 * 'lesson', item = lesson id, theme = chapter id), each lesson's progress (`lesson_progress`: best
 * stars, finished attempts, when first completed) and its repetition item (`lesson:<id>`,
 * repetition.ts). All are written in one transaction.
 *
 * A damaged row never throws: stars outside 0–3 or a count that is no whole number read as missing.
 */
import type Database from 'better-sqlite3';
import type { ReviewItem } from '../../src-shared/training/repetition.ts';
import { openRepetition } from './repetition.ts';

export interface LessonProgressRow {
  readonly lessonId: string;
  /** Best stars, 0–3. */
  readonly stars: number;
  readonly attempts: number;
  /** When first completed (ISO 8601), or null. */
  readonly completed: string | null;
  readonly updated: string;
}

/** One finished attempt at a lesson. */
export interface LessonAttempt {
  readonly lessonId: string;
  readonly chapter: string;
  readonly solved: boolean;
  readonly mistakes: number;
  readonly hints: number;
  /** 0–3. */
  readonly stars: number;
  /** ISO 8601. */
  readonly at: string;
  /** The lesson's repetition item after this attempt (`lesson:<id>`), written with it; null: unchanged. */
  readonly repetition?: ReviewItem | null;
}

export interface LessonTables {
  /** Every lesson's progress row (damaged rows left out). */
  progress(): LessonProgressRow[];
  lessonProgress(lessonId: string): LessonProgressRow | null;
  /**
   * Stores a finished attempt and updates the lesson's progress in one transaction: best stars kept,
   * attempts + 1, `completed` set the first time a solved attempt is stored. Answers the new progress.
   */
  recordLesson(a: LessonAttempt): LessonProgressRow;
  /** A repetition item (`lesson:<id>`), or null. */
  repetition(item: string): ReviewItem | null;
}

interface ProgressRecord {
  lesson_id: string;
  stars: unknown;
  attempts: unknown;
  completed: unknown;
  updated: unknown;
}

function toRow(r: ProgressRecord): LessonProgressRow | null {
  const { stars, attempts, completed, updated } = r;
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 0 || stars > 3) return null;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return null;
  return {
    lessonId: r.lesson_id,
    stars,
    attempts,
    completed: typeof completed === 'string' ? completed : null,
    updated: typeof updated === 'string' ? updated : '',
  };
}

export function openLessons(db: Database.Database): LessonTables {
  const selectAll = db.prepare<[], ProgressRecord>('SELECT * FROM lesson_progress ORDER BY lesson_id');
  const selectOne = db.prepare<[string], ProgressRecord>('SELECT * FROM lesson_progress WHERE lesson_id = ?');
  const insertAttempt = db.prepare<[string, string, string, number, number, number, number]>(
    `INSERT INTO attempts (at, kind, item, theme, solved, mistakes, hints, stars)
     VALUES (?, 'lesson', ?, ?, ?, ?, ?, ?)`,
  );
  // A damaged row (stars outside 0–3) is replaced by this attempt's figures rather than kept.
  const upsert = db.prepare<[string, number, string | null, string]>(
    `INSERT INTO lesson_progress (lesson_id, stars, attempts, completed, updated)
     VALUES (?, ?, 1, ?, ?)
     ON CONFLICT (lesson_id) DO UPDATE SET
       stars = max(stars, excluded.stars),
       attempts = attempts + 1,
       completed = coalesce(completed, excluded.completed),
       updated = excluded.updated`,
  );
  const queue = openRepetition(db);
  const one = (id: string) => {
    const r = selectOne.get(id);
    return r === undefined ? null : toRow(r);
  };
  const record = db.transaction((a: LessonAttempt): LessonProgressRow => {
    insertAttempt.run(a.at, a.lessonId, a.chapter, a.solved ? 1 : 0, a.mistakes, a.hints, a.stars);
    upsert.run(a.lessonId, a.solved ? a.stars : 0, a.solved ? a.at : null, a.at);
    if (a.repetition) queue.save(a.repetition, a.at);
    const row = one(a.lessonId);
    if (row === null) throw new Error(`store: lesson progress of ${a.lessonId} unreadable after writing it`);
    return row;
  });
  return {
    progress: () => selectAll.all().flatMap((r) => toRow(r) ?? []),
    lessonProgress: one,
    recordLesson: (a) => record.immediate(a),
    repetition: queue.item,
  };
}
