/**
 * Migrations from every earlier schema: a real file is built at each `user_version` from 0 (an empty
 * database) up to the current one, filled with the rows that schema could hold, opened with the current
 * code, and checked for its data and for a schema equal to a freshly created file's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type SessionSettings,
  PRESETS,
  startSession,
} from '../../../src-shared/index.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../src-main/store/migrations.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { positionOf } from '../helpers.ts';

let dir: string;
const stores: Store[] = [];
const open = (file: string) => {
  const s = openStore(file);
  stores.push(s);
  return s;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-migrations-'));
});
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: false,
};
const setup = startSession(PRESETS.csm, 3, 11).next;
const actions: Action[] = [
  { type: 'chooseTrump', seat: 0, card: setup.deck[0] as Card },
  { type: 'chooseGame', seat: 0, game: 'suit' },
];
const position = positionOf(
  {
    hands: [
      'HA HX HK HO H7 BA BX LA L7 B7',
      'H9 H8 BK BO B9 LX LK LO AA AX',
      'HU BU B8 LU L9 L8 AK AO AU A9',
    ],
    talon: 'A8 A7',
    trump: 'H',
  },
  [],
);
const review = { seat: 0, decisions: [{ card: 'HA', grade: 'best', loss: 0 }] };
const drill = { theme: 'sedma', kind: 'seat', seed: 11, position, seat: 0, answers: ['HA'] };

/** The schema of a file: every table and index as SQLite states it, by name. */
function schemaOf(file: string): Record<string, string | null> {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare<[], { name: string; sql: string | null }>(
        "SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all();
    return Object.fromEntries(rows.map((r) => [r.name, r.sql]));
  } finally {
    db.close();
  }
}

/**
 * A file at schema `version`, as the release that wrote it left it, with the rows that schema holds:
 * two evenings (one named from schema 2 on) with a finished and an unfinished hand, preferences, a
 * library entry (schema 3 on), a stored review (schema 4 on), and a drill with its rating, the
 * learner's rating, a repetition item, an attempt and a lesson's progress (schema 5 on).
 */
function buildFile(version: number): string {
  const file = join(dir, `v${version}.sqlite`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const step of MIGRATIONS.slice(0, version)) db.exec(step);
  db.pragma(`user_version = ${version}`);
  if (version >= 1) {
    const session = db.prepare(
      'INSERT INTO sessions (id, created, updated, settings, seed) VALUES (?, ?, ?, ?, ?)',
    );
    session.run(3, '2026-01-01T10:00:00.000Z', '2026-01-01T12:00:00.000Z', JSON.stringify(settings), 41);
    session.run(8, '2026-01-02T10:00:00.000Z', '2026-01-02T10:05:00.000Z', JSON.stringify(settings), 42);
    const hand = db.prepare(
      'INSERT INTO hands (session_id, hand_no, setup, actions, money, finished_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    hand.run(
      3,
      1,
      JSON.stringify(setup),
      JSON.stringify(actions),
      '[40,-20,-20]',
      '2026-01-01T11:00:00.000Z',
    );
    hand.run(3, 2, JSON.stringify(setup), JSON.stringify(actions), null, null);
    hand.run(8, 1, JSON.stringify(setup), '[]', null, null);
    db.prepare('INSERT INTO prefs (key, value) VALUES (?, ?)').run('lang', '"en"');
  }
  if (version >= 2) db.prepare('UPDATE sessions SET name = ? WHERE id = 3').run('U Nováků');
  if (version >= 3)
    db.prepare(
      'INSERT INTO positions (id, title, notes, tags, position, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      5,
      'Sedma v ruce',
      'Vytáhni trumfy',
      '["sedma"]',
      JSON.stringify(position),
      '2026-01-03T09:00:00.000Z',
      '2026-01-03T09:30:00.000Z',
    );
  if (version >= 4)
    db.prepare(
      'INSERT INTO reviews (session_id, hand_no, seat, version, review, created) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(3, 1, 0, 2, JSON.stringify(review), '2026-01-01T11:10:00.000Z');
  if (version >= 5) {
    db.prepare(
      `INSERT INTO attempts (id, at, kind, item, theme, solved, mistakes, hints, stars, rating)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(1, '2026-01-04T08:00:00.000Z', 'drill', 'drill:7', 'sedma', 0, 1, 0, null, 1460.5);
    db.prepare(
      'INSERT INTO lesson_progress (lesson_id, stars, attempts, completed, updated) VALUES (?, ?, ?, ?, ?)',
    ).run('basics/01', 2, 3, '2026-01-04T07:00:00.000Z', '2026-01-04T07:00:00.000Z');
    db.prepare(
      `INSERT INTO drills (id, theme, kind, source, origin, drill, rating, deviation, volatility, plays, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      7,
      'sedma',
      'seat',
      'mined',
      'mined:sedma:seat:11',
      JSON.stringify(drill),
      1610,
      240,
      0.06,
      1,
      '2026-01-04T06:00:00.000Z',
    );
    db.prepare(
      'INSERT INTO ratings (subject, rating, deviation, volatility, updated) VALUES (?, ?, ?, ?, ?)',
    ).run('learner', 1460.5, 290, 0.06, '2026-01-04T08:00:00.000Z');
    const item = ['drill:7', 0, Date.parse('2026-01-04T12:00:00.000Z'), 1, '2026-01-04T08:00:00.000Z'];
    // Schema 7 names each item's kind.
    if (version >= 7)
      db.prepare(
        'INSERT INTO repetition (item, kind, rung, due, lapses, updated) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(item[0], 'drill', ...item.slice(1));
    else
      db.prepare('INSERT INTO repetition (item, rung, due, lapses, updated) VALUES (?, ?, ?, ?, ?)').run(
        ...item,
      );
  }
  db.close();
  return file;
}

describe('migrations', () => {
  const fresh = () => {
    const file = join(dir, 'fresh.sqlite');
    open(file).close();
    return schemaOf(file);
  };

  it('has a step for every version up to the current one', () => {
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(4);
  });

  for (let version = 0; version <= SCHEMA_VERSION; version++) {
    it(`brings a file of schema ${version} up to date and keeps its data`, () => {
      const expected = fresh();
      const file = buildFile(version);
      const s = open(file);

      const db = new Database(file, { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      db.close();
      expect(schemaOf(file)).toEqual(expected);

      if (version === 0) {
        expect(s.sessions()).toEqual([]);
        expect(s.prefs()).toEqual({});
        expect(s.positions()).toEqual([]);
        return;
      }
      expect(s.sessions().map((r) => [r.id, r.seed, r.name])).toEqual([
        [8, 42, null],
        [3, 41, version >= 2 ? 'U Nováků' : null],
      ]);
      expect(s.session(3)?.settings).toEqual(settings);
      expect(s.hands(3)).toEqual([
        {
          sessionId: 3,
          handNo: 1,
          setup,
          actions,
          money: [40, -20, -20],
          finishedAt: '2026-01-01T11:00:00.000Z',
          // Schema 10: a hand from before has no stand-in marks.
          standIn: [],
        },
        { sessionId: 3, handNo: 2, setup, actions, money: null, finishedAt: null, standIn: [] },
      ]);
      expect(s.hands(8)).toEqual([
        { sessionId: 8, handNo: 1, setup, actions: [], money: null, finishedAt: null, standIn: [] },
      ]);
      expect(s.prefs()).toEqual({ lang: 'en' });
      expect(s.positions().map((p) => [p.id, p.title, p.tags, p.position])).toEqual(
        version >= 3 ? [[5, 'Sedma v ruce', ['sedma'], position]] : [],
      );
      expect(s.review(3, 1, 0, 2)).toEqual(version >= 4 ? review : null);
      const stored = s.drills.drill(7);
      expect(stored && [stored.theme, stored.kind, stored.source, stored.origin, stored.drill]).toEqual(
        version >= 5 ? ['sedma', 'seat', 'mined', 'mined:sedma:seat:11', drill] : null,
      );
      expect(stored?.rating).toEqual(
        version >= 5 ? { rating: 1610, deviation: 240, volatility: 0.06 } : undefined,
      );
      // Schema 8: a drill stored before judge versions reads as judged by judge 0, not retired, and is
      // listed for judging again (it is on the ladder, due as stored).
      expect(stored && [stored.judge, stored.retired]).toEqual(version >= 5 ? [0, null] : null);
      expect(s.drills.stale({ card: 1, bid: 1, bidThemes: [] })).toEqual(
        version >= 5
          ? [{ id: 7, theme: 'sedma', source: 'mined', due: Date.parse('2026-01-04T12:00:00.000Z') }]
          : [],
      );
      expect(s.drills.rating('learner')).toEqual(
        version >= 5 ? { rating: 1460.5, deviation: 290, volatility: 0.06 } : null,
      );
      expect(s.drills.repetition('drill:7')).toEqual(
        version >= 5
          ? { id: 'drill:7', rung: 0, due: Date.parse('2026-01-04T12:00:00.000Z'), lapses: 1 }
          : null,
      );
      expect(s.repetition.queue().map((q) => [q.id, q.kind, q.theme])).toEqual(
        version >= 5 ? [['drill:7', 'drill', 'sedma']] : [],
      );
      const raw = new Database(file, { readonly: true });
      expect(raw.prepare('SELECT item, theme, solved, mistakes, rating FROM attempts').all()).toEqual(
        version >= 5 ? [{ item: 'drill:7', theme: 'sedma', solved: 0, mistakes: 1, rating: 1460.5 }] : [],
      );
      expect(raw.prepare('SELECT lesson_id, stars, attempts FROM lesson_progress').all()).toEqual(
        version >= 5 ? [{ lesson_id: 'basics/01', stars: 2, attempts: 3 }] : [],
      );
      raw.close();

      // The migrated file takes every kind of write the current schema has.
      s.addHand(3, 3, setup, '2026-02-01T10:00:00.000Z');
      expect(s.renameSession(8, 'Doma')).toBe(true);
      s.saveReview(3, 1, 1, 2, review, '2026-02-01T10:01:00.000Z');
      const id = s.insertPosition(
        { title: 'Nová', notes: '', tags: [], position },
        '2026-02-01T10:02:00.000Z',
      );
      expect(s.position(id)?.title).toBe('Nová');
      expect(s.deleteSession(3)).toBe(true);
      expect(s.review(3, 1, 1, 2)).toBeNull();
      // A lesson finished clean enters the ladder with no lapse (schema 7).
      const lesson = {
        id: 'lesson:basics/01',
        rung: 1,
        due: Date.parse('2026-02-02T10:00:00.000Z'),
        lapses: 0,
      };
      s.repetition.save(lesson, '2026-02-01T10:03:00.000Z');
      expect(s.repetition.queue().find((q) => q.id === lesson.id)).toMatchObject({
        ...lesson,
        kind: 'lesson',
      });
      // A drill written with its judge (schema 8), judged again, and retired.
      const mined = s.drills.insertDrill(
        {
          theme: 'sto',
          kind: 'exact',
          source: 'mined',
          origin: 'mined:sto:exact:3',
          drill,
          rating: { rating: 1500, deviation: 250, volatility: 0.06 },
          judge: 1,
        },
        '2026-02-01T10:04:00.000Z',
      ) as number;
      expect(s.drills.drill(mined)).toMatchObject({ judge: 1, retired: null });
      expect(s.drills.stale({ card: 1, bid: 1, bidThemes: [] }).map((d) => d.id)).not.toContain(mined);
      expect(s.drills.retire(mined, 2, '2026-02-01T10:05:00.000Z')).toBe(true);
      expect(s.drills.drill(mined)).toMatchObject({ judge: 2, retired: '2026-02-01T10:05:00.000Z' });
      expect(
        s.drills.rejudged(mined, {
          theme: 'sto',
          drill,
          rating: { rating: 1400, deviation: 250, volatility: 0.06 },
          judge: 3,
        }),
      ).toBe(true);
      expect(s.drills.drill(mined)).toMatchObject({
        judge: 3,
        retired: null,
        rating: { rating: 1400, deviation: 250, volatility: 0.06 },
      });
      // The learner's mistakes (schema 9): none in a file from before; one of an origin written once.
      expect(s.mistakes.all()).toEqual([]);
      const mistake = {
        source: 'review' as const,
        theme: 'sedma',
        technique: 'killTheSeven',
        origin: 'review:8:1:0:12',
        at: '2026-02-01T10:06:00.000Z',
      };
      expect(s.mistakes.record(mistake)).toBe(true);
      expect(s.mistakes.record(mistake)).toBe(false);
      expect(s.mistakes.record({ ...mistake, origin: null, technique: null })).toBe(true);
      expect(s.mistakes.all()).toEqual([
        { source: 'review', theme: 'sedma', technique: 'killTheSeven', at: mistake.at },
        { source: 'review', theme: 'sedma', technique: null, at: mistake.at },
      ]);
    });
  }
});
