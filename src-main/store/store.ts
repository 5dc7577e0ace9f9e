/**
 * The app's SQLite file (better-sqlite3): sessions, their hands, the preferences and the library of
 * positions. Small typed functions over prepared statements; JSON columns are written and read here and
 * nowhere else.
 *
 * Opening sets WAL and foreign keys, checks the file (`PRAGMA quick_check`) and brings the schema up to
 * date (`PRAGMA user_version`, see migrations.ts). A file written by a newer app is refused
 * (StoreVersionError) and a damaged one too (StoreCorruptError), both left untouched; recovery.ts sets
 * them aside. Every write is one transaction, committed before the function returns.
 *
 * A JSON column that no longer parses (a file edited by hand or damaged) reads as null: one damaged row
 * never makes a whole list throw; the callers' checks (parseSettings, checkedHand) refuse it.
 *
 * A session's hands are kept once read (hands-cache.ts): each write of a hand updates them with the
 * row read back, another connection's commit empties them, so `hands` answers what a fresh read would.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  type Action,
  type AiLevel,
  type HandSetup,
  type Position,
  type SessionSettings,
  AI_LEVELS,
  setupJson,
} from '../../src-shared/index.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.ts';
import type { HandRow, StandInMark } from './hand-row.ts';
import { HandsCache } from './hands-cache.ts';
import { type DrillTables, openDrills } from './drills.ts';
import { type ProgressQueries, openProgress } from './progress.ts';
import { type LessonTables, openLessons } from './lessons.ts';
import { type RepetitionTables, openRepetition } from './repetition.ts';
import { type MistakeTables, openMistakes } from './mistakes.ts';

export interface SessionRow {
  readonly id: number;
  /** ISO 8601 times. */
  readonly created: string;
  readonly updated: string;
  /** As stored (null if it is not JSON); callers check it with parseSettings. */
  readonly settings: SessionSettings;
  readonly seed: number;
  /** The name the evening was given, or null. */
  readonly name: string | null;
}

export type { HandRow, StandInMark } from './hand-row.ts';

/** A saved position of the library (positions table). */
export interface PositionRow {
  readonly id: number;
  readonly title: string;
  readonly notes: string;
  readonly tags: readonly string[];
  /** As stored; callers check it with parsePosition. */
  readonly position: unknown;
  /** ISO 8601 times. */
  readonly created: string;
  readonly updated: string;
}

/** What a library save writes. */
export interface PositionWrite {
  readonly title: string;
  readonly notes: string;
  readonly tags: readonly string[];
  readonly position: Position;
}

/** The money of one finished hand, for summaries that need no replay. */
export interface MoneyRow {
  readonly sessionId: number;
  readonly money: readonly number[];
}

export interface NewSession {
  readonly settings: SessionSettings;
  readonly seed: number;
  readonly created: string;
  /** The setup of hand 1, stored with the session in one transaction. */
  readonly firstHand: HandSetup;
}

export interface Store {
  readonly file: string;
  /** The new session's id. */
  createSession(s: NewSession): number;
  session(id: number): SessionRow | null;
  /** Every session, the most recently updated first. */
  sessions(): SessionRow[];
  /** Whether the session existed (its hands go with it, and its hands' `bid:` repetition items). */
  deleteSession(id: number): boolean;
  /** Names a session (null: no name); whether it existed. Does not count as playing it. */
  renameSession(id: number, name: string | null): boolean;
  /** A session's hands in order (kept between calls: frozen, never changed in place). */
  hands(sessionId: number): readonly HandRow[];
  /** The money of every finished hand of every session, in hand order. */
  finishedMoney(): MoneyRow[];
  /** Starts hand `handNo` (no actions yet). */
  addHand(sessionId: number, handNo: number, setup: HandSetup, when: string): void;
  /**
   * Replaces the actions of an unfinished hand and, in the same transaction, its stand-in marks
   * (`standIn`: which of those actions the computer made for an absent person; default none).
   */
  saveActions(
    sessionId: number,
    handNo: number,
    actions: readonly Action[],
    when: string,
    standIn?: readonly StandInMark[],
  ): void;
  /** Stores the last actions of a hand together with its money and its stand-in marks (default none). */
  finishHand(
    sessionId: number,
    handNo: number,
    actions: readonly Action[],
    money: readonly number[],
    when: string,
    standIn?: readonly StandInMark[],
  ): void;
  /** Every stored preference (values as stored; callers check them). */
  prefs(): Record<string, unknown>;
  setPrefs(entries: Readonly<Record<string, unknown>>): void;
  // --- The library of positions
  /** Every saved position, the most recently saved first. */
  positions(): PositionRow[];
  position(id: number): PositionRow | null;
  /** The entry whose title equals `title` (a–z in any case), or null. */
  positionByTitle(title: string): PositionRow | null;
  /** A new entry; its id, never one a deleted entry had. Throws if the title is taken (callers check first). */
  insertPosition(p: PositionWrite, when: string): number;
  /** Replaces entry `id` (keeping its creation time); whether it existed. */
  updatePosition(id: number, p: PositionWrite, when: string): boolean;
  /** Whether the entry existed. */
  deletePosition(id: number): boolean;
  // --- Finished reviews of hands (src-main/review), per version of the grading
  /** The stored review of one seat of a hand (as stored; callers check it), or null. */
  review(sessionId: number, handNo: number, seat: number, version: number): unknown;
  /** Stores a finished review (replacing one of the same version). */
  saveReview(
    sessionId: number,
    handNo: number,
    seat: number,
    version: number,
    review: unknown,
    when: string,
  ): void;
  /** Read-only queries of the training tables for the progress page (progress.ts). */
  readonly progress: ProgressQueries;
  /** Lesson attempts and each lesson's best stars (lessons.ts). */
  readonly lessons: LessonTables;
  /** The drills, the learner's rating, the repetition queue, drill attempts (drills.ts). */
  readonly drills: DrillTables;
  /** The spaced-repetition queue of drills and lessons (repetition.ts). */
  readonly repetition: RepetitionTables;
  /** The learner's own mistakes, by principle and theme (mistakes.ts). */
  readonly mistakes: MistakeTables;
  close(): void;
}

/** The file is from a newer version of the app than this one. */
export class StoreVersionError extends Error {
  readonly found: number;
  readonly known: number;
  constructor(file: string, found: number, known: number) {
    super(
      `${file} was written by a newer version of Mariáš (data version ${found}; this version knows up to ${known}). ` +
        'Update the app, or move the file away to start afresh.',
    );
    this.name = 'StoreVersionError';
    this.found = found;
    this.known = known;
  }
}

/** The file is not an SQLite database, or a damaged one ("database disk image is malformed"). */
export class StoreCorruptError extends Error {
  /** What SQLite said. */
  readonly reason: string;
  constructor(file: string, reason: string) {
    super(`${file} cannot be read: ${reason}.`);
    this.name = 'StoreCorruptError';
    this.reason = reason;
  }
}

/** Whether `e` is SQLite saying the file is not a database or is damaged. */
const isCorruption = (e: unknown): e is Error =>
  e instanceof Database.SqliteError && (e.code === 'SQLITE_NOTADB' || e.code.startsWith('SQLITE_CORRUPT'));

/** The first lines of a quick_check report, without its "*** in database main ***" heading. */
const firstProblems = (report: string): string =>
  report
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('***'))
    .slice(0, 3)
    .join('; ');

interface SessionRecord {
  id: number;
  created: string;
  updated: string;
  settings: string;
  seed: number;
  name: string | null;
}

interface HandRecord {
  session_id: number;
  hand_no: number;
  setup: string;
  actions: string;
  money: string | null;
  finished_at: string | null;
  stand_in: string;
}

/** A JSON column's value, or null if it does not parse (the callers' checks refuse null). */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const toSession = (r: SessionRecord): SessionRow => ({
  id: r.id,
  created: r.created,
  updated: r.updated,
  settings: readJson(r.settings) as SessionSettings,
  seed: r.seed,
  name: r.name,
});

interface PositionRecord {
  id: number;
  title: string;
  notes: string;
  tags: string;
  position: string;
  created: string;
  updated: string;
}

const toPosition = (r: PositionRecord): PositionRow => ({
  id: r.id,
  title: r.title,
  notes: r.notes,
  tags: ((t) => (Array.isArray(t) ? t.filter((x) => typeof x === 'string') : []))(readJson(r.tags)),
  position: readJson(r.position),
  created: r.created,
  updated: r.updated,
});

const toHand = (r: HandRecord): HandRow => ({
  sessionId: r.session_id,
  handNo: r.hand_no,
  setup: readJson(r.setup) as HandSetup,
  actions: readJson(r.actions) as Action[],
  money: r.money === null ? null : (readJson(r.money) as number[]),
  finishedAt: r.finished_at,
  standIn: readMarks(r.stand_in),
});

/**
 * The `stand_in` column: the marks that read (an integer index ≥ 0 and a level this version knows), in
 * order of index; anything else in it (a file edited by hand) is left out rather than shown wrongly.
 */
function readMarks(text: string): StandInMark[] {
  const marks = readJson(text);
  if (!Array.isArray(marks)) return [];
  return marks
    .flatMap((m: unknown): StandInMark[] => {
      if (typeof m !== 'object' || m === null) return [];
      const { index, level } = m as { index?: unknown; level?: unknown };
      return Number.isSafeInteger(index) &&
        (index as number) >= 0 &&
        (AI_LEVELS as readonly unknown[]).includes(level)
        ? [{ index: index as number, level: level as AiLevel }]
        : [];
    })
    .sort((a, b) => a.index - b.index);
}

const marksJson = (marks: readonly StandInMark[]): string =>
  JSON.stringify(marks.map(({ index, level }) => ({ index, level })));

const userVersion = (db: Database.Database) => db.pragma('user_version', { simple: true }) as number;

/** Brings the schema up to SCHEMA_VERSION in one transaction (another process may be opening it too). */
function migrate(db: Database.Database, file: string): void {
  db.transaction(() => {
    const version = userVersion(db);
    if (version > SCHEMA_VERSION) throw new StoreVersionError(file, version, SCHEMA_VERSION);
    for (let v = version; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v] as string);
    if (version !== SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

/**
 * Checks an existing file through a read-only connection, which changes nothing on disk (a writing
 * connection would checkpoint and delete the file's WAL on closing): its version, then quick_check.
 */
function inspect(file: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const version = userVersion(db);
    if (version > SCHEMA_VERSION) throw new StoreVersionError(file, version, SCHEMA_VERSION);
    const check = db.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') throw new StoreCorruptError(file, `quick_check: ${firstProblems(check)}`);
  } catch (e) {
    throw isCorruption(e) ? new StoreCorruptError(file, e.message) : e;
  } finally {
    db?.close();
  }
}

export interface StoreOptions {
  /**
   * The most pages the file may grow to (`PRAGMA max_page_count`): a write past it fails with
   * SQLITE_FULL as on a full disk (tests of a full disk; default: SQLite's, no practical limit).
   */
  readonly maxPages?: number;
}

/** Opens (creating it and its directory if needed), checks and migrates the store at `file`. */
export function openStore(file: string, options: StoreOptions = {}): Store {
  mkdirSync(dirname(file), { recursive: true });
  // Check the file before anything writes to a file this app may not understand or read.
  if (existsSync(file)) inspect(file);
  const db = new Database(file);
  try {
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    migrate(db, file);
    if (options.maxPages !== undefined) db.pragma(`max_page_count = ${Math.trunc(options.maxPages)}`);
  } catch (e) {
    db.close();
    throw isCorruption(e) ? new StoreCorruptError(file, e.message) : e;
  }

  const insertSession = db.prepare<[string, string, string, number]>(
    'INSERT INTO sessions (created, updated, settings, seed) VALUES (?, ?, ?, ?)',
  );
  const selectSession = db.prepare<[number], SessionRecord>('SELECT * FROM sessions WHERE id = ?');
  const selectSessions = db.prepare<[], SessionRecord>(
    'SELECT * FROM sessions ORDER BY updated DESC, id DESC',
  );
  const removeSession = db.prepare<[number]>('DELETE FROM sessions WHERE id = ?');
  // A reviewed bidding mistake's repetition item (`bid:<session>:…`) names the session's hand.
  const removeBidItems = db.prepare<[string]>("DELETE FROM repetition WHERE kind = 'bid' AND item LIKE ?");
  const deleteSessionRows = db.transaction((id: number): boolean => {
    removeBidItems.run(`bid:${id}:%`);
    return removeSession.run(id).changes === 1;
  });
  const nameSession = db.prepare<[string | null, number]>('UPDATE sessions SET name = ? WHERE id = ?');
  const touchSession = db.prepare<[string, number]>('UPDATE sessions SET updated = ? WHERE id = ?');
  const insertHand = db.prepare<[number, number, string, string]>(
    'INSERT INTO hands (session_id, hand_no, setup, actions) VALUES (?, ?, ?, ?)',
  );
  const selectHands = db.prepare<[number], HandRecord>(
    'SELECT * FROM hands WHERE session_id = ? ORDER BY hand_no',
  );
  const selectHand = db.prepare<[number, number], HandRecord>(
    'SELECT * FROM hands WHERE session_id = ? AND hand_no = ?',
  );
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const cache = new HandsCache(() => dataVersion.get() as number);
  /** After a committed write of a hand: the cache takes the row as the file now holds it. */
  const wrote = (sessionId: number, handNo: number): void => {
    try {
      const r = selectHand.get(sessionId, handNo);
      if (r === undefined) cache.drop(sessionId);
      else cache.written(toHand(r));
    } catch {
      // The write is committed; a failed read-back only costs the cache (read afresh next time).
      cache.drop(sessionId);
    }
  };
  const selectMoney = db.prepare<[], { session_id: number; money: string }>(
    'SELECT session_id, money FROM hands WHERE money IS NOT NULL ORDER BY session_id, hand_no',
  );
  const updateActions = db.prepare<[string, string, number, number]>(
    'UPDATE hands SET actions = ?, stand_in = ? WHERE session_id = ? AND hand_no = ? AND money IS NULL',
  );
  const updateFinished = db.prepare<[string, string, string, string, number, number]>(
    'UPDATE hands SET actions = ?, stand_in = ?, money = ?, finished_at = ? WHERE session_id = ? AND hand_no = ? AND money IS NULL',
  );
  const selectPrefs = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM prefs');
  const upsertPref = db.prepare<[string, string]>(
    'INSERT INTO prefs (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  const selectPositions = db.prepare<[], PositionRecord>(
    'SELECT * FROM positions ORDER BY updated DESC, id DESC',
  );
  const selectPosition = db.prepare<[number], PositionRecord>('SELECT * FROM positions WHERE id = ?');
  const selectPositionByTitle = db.prepare<[string], PositionRecord>(
    'SELECT * FROM positions WHERE title = ?',
  );
  const insertPositionRow = db.prepare<[string, string, string, string, string, string]>(
    // The id after the highest ever given (migration 6), never a deleted entry's.
    `INSERT INTO positions (id, title, notes, tags, position, created, updated)
     VALUES ((SELECT last + 1 FROM position_ids), ?, ?, ?, ?, ?, ?)`,
  );
  const updatePositionRow = db.prepare<[string, string, string, string, string, number]>(
    'UPDATE positions SET title = ?, notes = ?, tags = ?, position = ?, updated = ? WHERE id = ?',
  );
  const removePosition = db.prepare<[number]>('DELETE FROM positions WHERE id = ?');

  const selectReview = db.prepare<[number, number, number, number], { review: string }>(
    'SELECT review FROM reviews WHERE session_id = ? AND hand_no = ? AND seat = ? AND version = ?',
  );
  const upsertReview = db.prepare<[number, number, number, number, string, string]>(
    'INSERT OR REPLACE INTO reviews (session_id, hand_no, seat, version, review, created) VALUES (?, ?, ?, ?, ?, ?)',
  );

  /** Runs a write that must change exactly one row. */
  const one = (changes: number, what: string) => {
    if (changes !== 1) throw new Error(`store: ${what} changed ${changes} rows`);
  };

  const createSession = db.transaction((s: NewSession): number => {
    const id = Number(
      insertSession.run(s.created, s.created, JSON.stringify(s.settings), s.seed).lastInsertRowid,
    );
    insertHand.run(id, 1, JSON.stringify(setupJson(s.firstHand)), '[]');
    return id;
  });
  const addHand = db.transaction((sessionId: number, handNo: number, setup: HandSetup, when: string) => {
    insertHand.run(sessionId, handNo, JSON.stringify(setupJson(setup)), '[]');
    one(touchSession.run(when, sessionId).changes, 'touch session');
  });
  const saveActions = db.transaction(
    (
      sessionId: number,
      handNo: number,
      actions: readonly Action[],
      when: string,
      standIn: readonly StandInMark[],
    ) => {
      const r = updateActions.run(JSON.stringify(actions), marksJson(standIn), sessionId, handNo);
      one(r.changes, 'save actions');
      one(touchSession.run(when, sessionId).changes, 'touch session');
    },
  );
  const finishHand = db.transaction(
    (
      sessionId: number,
      handNo: number,
      actions: readonly Action[],
      money: readonly number[],
      when: string,
      standIn: readonly StandInMark[],
    ) => {
      const r = updateFinished.run(
        JSON.stringify(actions),
        marksJson(standIn),
        JSON.stringify(money),
        when,
        sessionId,
        handNo,
      );
      one(r.changes, 'finish hand');
      one(touchSession.run(when, sessionId).changes, 'touch session');
    },
  );
  const setPrefs = db.transaction((entries: Readonly<Record<string, unknown>>) => {
    for (const [key, value] of Object.entries(entries)) upsertPref.run(key, JSON.stringify(value));
  });

  return {
    file,
    createSession: (s) => createSession.immediate(s),
    session: (id) => {
      const r = selectSession.get(id);
      return r === undefined ? null : toSession(r);
    },
    sessions: () => selectSessions.all().map(toSession),
    deleteSession: (id) => {
      cache.drop(id);
      return deleteSessionRows(id);
    },
    renameSession: (id, name) => nameSession.run(name, id).changes === 1,
    hands: (sessionId) =>
      cache.get(sessionId) ?? cache.set(sessionId, selectHands.all(sessionId).map(toHand)),
    finishedMoney: () =>
      selectMoney.all().flatMap((r) => {
        const money = readJson(r.money);
        return Array.isArray(money) ? [{ sessionId: r.session_id, money: money as number[] }] : [];
      }),
    addHand: (sessionId, handNo, setup, when) => {
      addHand.immediate(sessionId, handNo, setup, when);
      wrote(sessionId, handNo);
    },
    saveActions: (sessionId, handNo, actions, when, standIn = []) => {
      saveActions.immediate(sessionId, handNo, actions, when, standIn);
      wrote(sessionId, handNo);
    },
    finishHand: (sessionId, handNo, actions, money, when, standIn = []) => {
      finishHand.immediate(sessionId, handNo, actions, money, when, standIn);
      wrote(sessionId, handNo);
    },
    prefs: () => Object.fromEntries(selectPrefs.all().map((r) => [r.key, readJson(r.value)])),
    setPrefs: (entries) => setPrefs.immediate(entries),
    positions: () => selectPositions.all().map(toPosition),
    position: (id) => {
      const r = selectPosition.get(id);
      return r === undefined ? null : toPosition(r);
    },
    positionByTitle: (title) => {
      const r = selectPositionByTitle.get(title);
      return r === undefined ? null : toPosition(r);
    },
    insertPosition: (p, when) =>
      Number(
        insertPositionRow.run(
          p.title,
          p.notes,
          JSON.stringify(p.tags),
          JSON.stringify(p.position),
          when,
          when,
        ).lastInsertRowid,
      ),
    updatePosition: (id, p, when) =>
      updatePositionRow.run(p.title, p.notes, JSON.stringify(p.tags), JSON.stringify(p.position), when, id)
        .changes === 1,
    deletePosition: (id) => removePosition.run(id).changes === 1,
    review: (sessionId, handNo, seat, version) => {
      const r = selectReview.get(sessionId, handNo, seat, version);
      return r === undefined ? null : readJson(r.review);
    },
    saveReview: (sessionId, handNo, seat, version, review, when) => {
      upsertReview.run(sessionId, handNo, seat, version, JSON.stringify(review), when);
    },
    progress: openProgress(db),
    lessons: openLessons(db),
    drills: openDrills(db),
    repetition: openRepetition(db),
    mistakes: openMistakes(db),
    close: () => {
      if (db.open) db.close();
    },
  };
}
