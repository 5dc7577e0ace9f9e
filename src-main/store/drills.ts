/**
 * The drill tables of schema 5 (migrations.ts): `drills` (mined or personal, each with its Glicko-2
 * rating and plays), `ratings` (the learner's overall, subject 'learner', and per drill theme,
 * `learner:<theme>`), `repetition` (the review queue, repetition.ts) and the `attempts` rows of drills. Prepared
 * statements; a finished attempt is written in one transaction. A drill whose JSON no longer parses
 * reads as null (never throws); one whose rating columns do not read (rows.ts) is neither served nor
 * counted in the stock (the progress page lists it).
 */
import type Database from 'better-sqlite3';
import type { Rating } from '../../src-shared/training/glicko.ts';
import type { ReviewItem } from '../../src-shared/training/repetition.ts';
import { openRepetition } from './repetition.ts';
import { checkRating } from './rows.ts';

export type DrillSource = 'mined' | 'review';

/** The subject of the learner's rating in one drill theme (beside the overall `learner`). */
export const themeSubject = (theme: string): string => `learner:${theme}`;

export interface DrillWrite {
  readonly theme: string;
  readonly kind: 'exact' | 'seat';
  readonly source: DrillSource;
  /** A unique key (personal drills: `review:<session>:<hand>:<seat>:<index>`); a second insert is ignored. */
  readonly origin: string | null;
  /** The drill as data (src-main/training/mine.ts Drill). */
  readonly drill: unknown;
  readonly rating: Rating;
}

export interface DrillRow {
  readonly id: number;
  readonly theme: string;
  readonly kind: 'exact' | 'seat';
  readonly source: DrillSource;
  readonly origin: string | null;
  /** Null when the stored JSON no longer parses. */
  readonly drill: unknown;
  readonly rating: Rating;
  readonly plays: number;
  readonly created: string;
}

/** A drill in the stock as chooseDrill needs it. */
export interface StockEntry {
  readonly id: number;
  readonly theme: string;
  readonly rating: Rating;
}

/** One finished drill attempt, written at once. */
export interface DrillAttempt {
  readonly drill: number;
  readonly theme: string;
  readonly solved: boolean;
  readonly mistakes: number;
  readonly learner: Rating;
  /** The learner's rating in the drill's theme after the attempt (subject `learner:<theme>`). */
  readonly themeRating: Rating;
  readonly drillRating: Rating;
  readonly repetition: ReviewItem | null;
  readonly at: string;
}

export interface DrillTables {
  /** The new drill's id, or null when a drill of the same origin is already stored. */
  insertDrill(d: DrillWrite, when: string): number | null;
  drill(id: number): DrillRow | null;
  /** Unplayed drills (plays = 0) of a theme, or of every theme. */
  stock(theme: string | null): StockEntry[];
  /** Unplayed drills per theme. */
  stockCounts(): Record<string, number>;
  /** A subject's rating ('learner'), or null when it has none yet or its row is damaged (rows.ts). */
  rating(subject: string): Rating | null;
  /** When a subject's rating was last written (ISO 8601), or null. */
  ratedAt(subject: string): string | null;
  repetition(item: string): ReviewItem | null;
  /** Every repetition item that is not learned (due not null). */
  pending(): ReviewItem[];
  /** Puts an item in the queue (replacing one of the same id). */
  saveRepetition(item: ReviewItem, when: string): void;
  /**
   * The learner's overall and theme ratings and the drill's, the drill's plays, the attempts row, the
   * repetition item: one transaction.
   */
  recordAttempt(a: DrillAttempt): void;
  /**
   * A personal drill stored and queued in one transaction (`item` makes its repetition item from the
   * new id); its id, or null when it is stored already (then nothing changes).
   */
  insertPersonal(d: DrillWrite, item: (id: string) => ReviewItem, when: string): number | null;
}

interface DrillRecord {
  id: number;
  theme: string;
  kind: 'exact' | 'seat';
  source: DrillSource;
  origin: string | null;
  drill: string;
  rating: number;
  deviation: number;
  volatility: number;
  plays: number;
  created: string;
}

interface RatingRecord {
  rating: number;
  deviation: number;
  volatility: number;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const toRating = (r: RatingRecord): Rating => ({
  rating: r.rating,
  deviation: r.deviation,
  volatility: r.volatility,
});

export function openDrills(db: Database.Database): DrillTables {
  const insert = db.prepare<[string, string, string, string | null, string, number, number, number, string]>(
    `INSERT OR IGNORE INTO drills (theme, kind, source, origin, drill, rating, deviation, volatility, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectDrill = db.prepare<[number], DrillRecord>('SELECT * FROM drills WHERE id = ?');
  const selectStock = db.prepare<[], StockEntry & RatingRecord>(
    'SELECT id, theme, rating, deviation, volatility FROM drills WHERE plays = 0',
  );
  const selectThemeStock = db.prepare<[string], StockEntry & RatingRecord>(
    'SELECT id, theme, rating, deviation, volatility FROM drills WHERE plays = 0 AND theme = ?',
  );
  const selectRating = db.prepare<[string], RatingRecord>(
    'SELECT rating, deviation, volatility FROM ratings WHERE subject = ?',
  );
  const selectRatedAt = db.prepare<[string], { updated: string }>(
    'SELECT updated FROM ratings WHERE subject = ?',
  );
  const upsertRating = db.prepare<[string, number, number, number, string]>(
    `INSERT INTO ratings (subject, rating, deviation, volatility, updated) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (subject) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
       volatility = excluded.volatility, updated = excluded.updated`,
  );
  const updateDrill = db.prepare<[number, number, number, number]>(
    'UPDATE drills SET rating = ?, deviation = ?, volatility = ?, plays = plays + 1 WHERE id = ?',
  );
  const insertAttempt = db.prepare<[string, string, string, number, number, number]>(
    `INSERT INTO attempts (at, kind, item, theme, solved, mistakes, rating)
     VALUES (?, 'drill', ?, ?, ?, ?, ?)`,
  );
  const queue = openRepetition(db);

  const insertDrill = (d: DrillWrite, when: string): number | null => {
    const r = insert.run(
      d.theme,
      d.kind,
      d.source,
      d.origin,
      JSON.stringify(d.drill),
      d.rating.rating,
      d.rating.deviation,
      d.rating.volatility,
      when,
    );
    return r.changes === 0 ? null : Number(r.lastInsertRowid);
  };
  const saveRepetition = queue.save;

  const recordAttempt = db.transaction((a: DrillAttempt) => {
    const { learner, drillRating: dr } = a;
    upsertRating.run('learner', learner.rating, learner.deviation, learner.volatility, a.at);
    const th = a.themeRating;
    upsertRating.run(themeSubject(a.theme), th.rating, th.deviation, th.volatility, a.at);
    updateDrill.run(dr.rating, dr.deviation, dr.volatility, a.drill);
    insertAttempt.run(a.at, `drill:${a.drill}`, a.theme, a.solved ? 1 : 0, a.mistakes, learner.rating);
    if (a.repetition !== null) saveRepetition(a.repetition, a.at);
  });

  const insertPersonal = db.transaction(
    (d: DrillWrite, item: (id: string) => ReviewItem, when: string): number | null => {
      const id = insertDrill(d, when);
      if (id !== null) saveRepetition(item(`drill:${id}`), when);
      return id;
    },
  );

  return {
    insertDrill,
    drill: (id) => {
      const r = selectDrill.get(id);
      // A drill whose rating does not read is not served (the progress page lists it).
      return r && checkRating(String(r.id), r, 'drills').ok
        ? {
            id: r.id,
            theme: r.theme,
            kind: r.kind,
            source: r.source,
            origin: r.origin,
            drill: readJson(r.drill),
            rating: toRating(r),
            plays: r.plays,
            created: r.created,
          }
        : null;
    },
    stock: (theme) =>
      (theme === null ? selectStock.all() : selectThemeStock.all(theme)).flatMap((r) => {
        const rating = checkRating(String(r.id), r, 'drills');
        return rating.ok ? [{ id: r.id, theme: r.theme, rating: rating.value }] : [];
      }),
    // Damaged drills are not counted: the stock mines others in their place.
    stockCounts: () => {
      const counts: Record<string, number> = {};
      for (const r of selectStock.all())
        if (checkRating(String(r.id), r, 'drills').ok) counts[r.theme] = (counts[r.theme] ?? 0) + 1;
      return counts;
    },
    rating: (subject) => {
      const r = selectRating.get(subject);
      if (r === undefined) return null;
      // A damaged row is never served: the learner counts as unrated (the progress page lists it).
      const checked = checkRating(subject, r);
      return checked.ok ? checked.value : null;
    },
    ratedAt: (subject) => selectRatedAt.get(subject)?.updated ?? null,
    repetition: queue.item,
    pending: queue.pending,
    saveRepetition,
    recordAttempt: (a) => recordAttempt(a),
    insertPersonal: (d, item, when) => insertPersonal(d, item, when),
  };
}
