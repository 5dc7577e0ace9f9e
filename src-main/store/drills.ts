/**
 * The drill tables of schema 5 (migrations.ts): `drills` (mined or personal, each with its Glicko-2
 * rating and plays), `ratings` (the learner's overall, subject 'learner', and per drill theme,
 * `learner:<theme>`), `repetition` (the review queue, repetition.ts) and the `attempts` rows of drills. Prepared
 * statements; a finished attempt is written in one transaction. A drill whose JSON no longer parses
 * reads as null (never throws); one whose rating columns do not read (rows.ts) is neither served nor
 * counted in the stock (the progress page lists it).
 *
 * Schema 8: each drill carries the version of the judge that wrote its answers (`judge`; the caller
 * names the current ones, src-main/training/judges.ts: the card drills' judge and the bidding drills',
 * the latter for the themes `bidThemes`) and, when that judge found its
 * position no longer makes a drill, when it was `retired`. The stock serves and counts only drills of
 * the current judge that are not retired; `stale` lists the others for judging again (`rejudged`,
 * `retire`), which touch nothing but the drill's own row.
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
  /** The drill as data (src-main/training/drill-judge.ts Drill). */
  readonly drill: unknown;
  readonly rating: Rating;
  /** The version of the judge that computed its answers (training/drill-judge.ts JUDGE_VERSION). */
  readonly judge: number;
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
  /** The version of the judge that computed its answers (0: stored before versions). */
  readonly judge: number;
  /** When a judge found it no longer makes a drill (ISO 8601), or null. */
  readonly retired: string | null;
}

/**
 * The current judges' versions: `bid` for a drill of a theme in `bidThemes` (a bidding drill), `card`
 * for any other. A drill is current when its `judge` is at least its family's version.
 */
export interface JudgeVersions {
  readonly card: number;
  readonly bid: number;
  readonly bidThemes: readonly string[];
}

/** A drill judged by an older judge than the current one, to be judged again. */
export interface StaleDrill {
  readonly id: number;
  readonly theme: string;
  readonly source: DrillSource;
  /** Its repetition item's due time when it is on the ladder (not learned), else null. */
  readonly due: number | null;
}

/** A drill judged again: what the current judge makes of it. */
export interface DrillJudged {
  readonly theme: string;
  readonly drill: unknown;
  /** Its starting rating from the new difficulty: written only while nobody has played it (plays 0). */
  readonly rating: Rating;
  readonly judge: number;
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
  /** A stored drill (retired or judged by an older judge too), or null when missing or damaged. */
  drill(id: number): DrillRow | null;
  /** Unplayed drills (plays = 0) of a theme, or of every theme, of the current judges, not retired. */
  stock(theme: string | null, judges: JudgeVersions): StockEntry[];
  /** Unplayed drills per theme (as `stock`). */
  stockCounts(judges: JudgeVersions): Record<string, number>;
  /**
   * Drills judged by an older judge than their family's current one (retired ones too: a new judge may
   * make a drill of them again): those on the repetition ladder first, the soonest due first; then
   * personal ones; then by id.
   */
  stale(judges: JudgeVersions): StaleDrill[];
  /** A drill judged again (served again if it was retired); false when there is no such drill. */
  rejudged(id: number, r: DrillJudged): boolean;
  /** A drill whose position no longer makes a drill by the judge `judge`: kept, neither served nor counted. */
  retire(id: number, judge: number, when: string): boolean;
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
  judge: number;
  retired: string | null;
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
  const insert = db.prepare<
    [string, string, string, string | null, string, number, number, number, string, number]
  >(
    `INSERT OR IGNORE INTO drills (theme, kind, source, origin, drill, rating, deviation, volatility, created, judge)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectDrill = db.prepare<[number], DrillRecord>('SELECT * FROM drills WHERE id = ?');
  // A drill's current judge by its family: the bidding themes' (a JSON array bound) or the cards'.
  const CURRENT = 'CASE WHEN theme IN (SELECT value FROM json_each(?)) THEN ? ELSE ? END';
  const selectStock = db.prepare<[string, number, number], StockEntry & RatingRecord>(
    `SELECT id, theme, rating, deviation, volatility FROM drills
      WHERE plays = 0 AND retired IS NULL AND judge >= ${CURRENT}`,
  );
  const selectThemeStock = db.prepare<[string, string, number, number], StockEntry & RatingRecord>(
    `SELECT id, theme, rating, deviation, volatility FROM drills
      WHERE plays = 0 AND theme = ? AND retired IS NULL AND judge >= ${CURRENT}`,
  );
  const selectStale = db.prepare<[string, number, number], StaleDrill>(
    `SELECT d.id, d.theme, d.source, r.due FROM drills d
       LEFT JOIN repetition r ON r.kind = 'drill' AND r.item = 'drill:' || d.id AND r.due IS NOT NULL
      WHERE d.judge < ${CURRENT.replace('theme', 'd.theme')}
      ORDER BY r.due IS NULL, r.due, d.source <> 'review', d.id`,
  );
  const current = (j: JudgeVersions): [string, number, number] => [
    JSON.stringify(j.bidThemes),
    j.bid,
    j.card,
  ];
  const updateJudged = db.prepare<[string, string, number, number, number, number, number]>(
    `UPDATE drills SET theme = ?, drill = ?, judge = ?, retired = NULL,
       rating = CASE WHEN plays = 0 THEN ? ELSE rating END,
       deviation = CASE WHEN plays = 0 THEN ? ELSE deviation END,
       volatility = CASE WHEN plays = 0 THEN ? ELSE volatility END
     WHERE id = ?`,
  );
  const updateRetired = db.prepare<[number, string, number]>(
    'UPDATE drills SET judge = ?, retired = ? WHERE id = ?',
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
      d.judge,
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
            judge: r.judge,
            retired: r.retired,
          }
        : null;
    },
    stock: (theme, judges) =>
      (theme === null
        ? selectStock.all(...current(judges))
        : selectThemeStock.all(theme, ...current(judges))
      ).flatMap((r) => {
        const rating = checkRating(String(r.id), r, 'drills');
        return rating.ok ? [{ id: r.id, theme: r.theme, rating: rating.value }] : [];
      }),
    // Damaged drills are not counted: the stock mines others in their place.
    stockCounts: (judges) => {
      const counts: Record<string, number> = {};
      for (const r of selectStock.all(...current(judges)))
        if (checkRating(String(r.id), r, 'drills').ok) counts[r.theme] = (counts[r.theme] ?? 0) + 1;
      return counts;
    },
    stale: (judges) => selectStale.all(...current(judges)),
    rejudged: (id, r) => {
      const { rating, deviation, volatility } = r.rating;
      return (
        updateJudged.run(r.theme, JSON.stringify(r.drill), r.judge, rating, deviation, volatility, id)
          .changes > 0
      );
    },
    retire: (id, judge, when) => updateRetired.run(judge, when, id).changes > 0,
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
