/**
 * The learner's own mistakes (schema 9, migrations.ts): one row per mistake as it happens — a drill's
 * wrong first answer, a lesson's wrong card, a decision of the learner's own seat a review graded mistake
 * or blunder — with its source, drill theme and the technique of its principle (null: none named).
 * Written by the drills, the lessons and the review (src-main/training/weak-spots.ts), read by the
 * progress page's weak spots and the drills' lean (src-shared/training/weak-spots.ts sums them). A row
 * with an `origin` already stored (a review stored again) is not written twice.
 */
import type Database from 'better-sqlite3';
import {
  MISTAKE_SOURCES,
  type MistakeRecord,
  type MistakeSource,
} from '../../src-shared/training/weak-spots.ts';

export interface MistakeWrite {
  readonly source: MistakeSource;
  readonly theme: string;
  readonly technique: string | null;
  /** A unique key (a review's decision: `review:<session>:<hand>:<seat>:<index>`), or null. */
  readonly origin: string | null;
  /** ISO 8601. */
  readonly at: string;
}

export interface MistakeTables {
  /** Whether it was written (false: a mistake of the same origin is stored already). */
  record(m: MistakeWrite): boolean;
  /** Every mistake, oldest first (rows of an unknown source left out). */
  all(): MistakeRecord[];
}

export function openMistakes(db: Database.Database): MistakeTables {
  const insert = db.prepare<[string, string, string, string | null, string | null]>(
    `INSERT OR IGNORE INTO mistakes (at, source, theme, technique, origin) VALUES (?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[], { at: string; source: string; theme: string; technique: string | null }>(
    'SELECT at, source, theme, technique FROM mistakes ORDER BY id',
  );
  return {
    record: (m) => insert.run(m.at, m.source, m.theme, m.technique, m.origin).changes > 0,
    all: () =>
      select
        .all()
        .filter((r): r is typeof r & { source: MistakeSource } =>
          (MISTAKE_SOURCES as readonly string[]).includes(r.source),
        )
        .map((r) => ({ source: r.source, theme: r.theme, technique: r.technique, at: r.at })),
  };
}
