/**
 * Damaged rows in a real store file (written past the table's checks, as a hand edit or a bad disk
 * would): the store reads them without throwing, the list of evenings keeps every other evening, a
 * damaged evening answers an error of its own when opened, and the statistics count what they skip.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type SessionSettings,
  PRESETS,
  describeDamagedRow,
  isDamagedSession,
  startSession,
} from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import { DrillService } from '../../../src-main/training/drills.ts';
import type { Catalogue } from '../../../src-main/training/catalogue.ts';
import { JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';
import { JUDGES } from '../../../src-main/training/judges.ts';

let dir: string;
let file: string;
let store: Store;

/** No computer seat is asked to play in these tests; if one were, the call would say so. */
const idle: Decider = {
  decide: () => Promise.resolve({ ok: false, error: { code: 'internal', message: 'no play in this test' } }),
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-damaged-'));
  file = join(dir, 'marias.sqlite');
  store = openStore(file);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = (name: string): SessionSettings => ({
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: false,
});
const setup = startSession(PRESETS.csm, 3, 3).next;

/** Runs `sql` on the file through a connection that skips the tables' CHECKs. */
function damage(sql: string, ...params: unknown[]): void {
  const db = new Database(file);
  db.pragma('ignore_check_constraints = ON');
  db.prepare(sql).run(...params);
  db.close();
}

const newSession = (name: string, minute: number) =>
  store.createSession({
    settings: settings(name),
    seed: minute,
    created: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    firstHand: setup,
  });

describe('damaged rows', () => {
  it('leave every other evening in the list; each damaged one answers its own error', async () => {
    const good = [newSession('Eva', 1), newSession('Petr', 2)];
    const badJson = newSession('Jiří', 3);
    const badShape = newSession('Olga', 4);
    const badSetup = newSession('Hana', 5);
    const badActions = newSession('Tomáš', 6);
    damage('UPDATE sessions SET settings = ? WHERE id = ?', '{"rules": ', badJson);
    damage('UPDATE sessions SET settings = ? WHERE id = ?', '{"seats": 3}', badShape);
    damage('UPDATE hands SET setup = ?, money = ? WHERE session_id = ?', 'not json', 'oops', badSetup);
    // Valid JSON, but the actions do not replay (a seat plays a card before any bidding).
    damage(
      'UPDATE hands SET actions = ?, money = ? WHERE session_id = ?',
      JSON.stringify([{ type: 'play', seat: 2, card: 'HA' }]),
      '[20,-10,-10]',
      badActions,
    );

    // The store itself reads every row.
    expect(store.sessions()).toHaveLength(6);
    expect(store.session(badJson)?.settings).toBeNull();
    expect(store.hands(badSetup)[0]?.setup).toBeNull();
    // Money that is not JSON is left out of the ledgers; the rest stays.
    expect(store.finishedMoney()).toEqual([{ sessionId: badActions, money: [20, -10, -10] }]);

    const games = new GameService(store, idle);
    const list = await games.sessionList({});
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    // Every evening is listed (newest first); a damaged hand does not hide its evening, and one whose
    // settings do not read is listed as damaged with the reason (issue 26 item 12: it was left out).
    expect(list.value.map((s) => s.id)).toEqual([
      badActions,
      badSetup,
      badShape,
      badJson,
      ...good.toReversed(),
    ]);
    const first = list.value.find((s) => s.id === good[0]);
    expect(first !== undefined && !isDamagedSession(first) && first.names).toEqual(['Eva', 'Karel', 'Jana']);
    expect(list.value.filter(isDamagedSession).map((s) => [s.id, s.damaged])).toEqual([
      [
        badShape,
        {
          table: 'sessions',
          key: String(badShape),
          column: 'settings',
          problem: { kind: 'invalid', error: expect.objectContaining({ code: 'shape' }) },
        },
      ],
      [
        badJson,
        {
          table: 'sessions',
          key: String(badJson),
          column: 'settings',
          problem: { kind: 'invalid', error: expect.objectContaining({ code: 'shape', got: 'null' }) },
        },
      ],
    ]);
    // Kept in the file as it was.
    expect(store.session(badShape)?.settings).toEqual({ seats: 3 });

    for (const id of good) expect((await games.sessionOpen({ id })).ok).toBe(true);
    for (const id of [badJson, badShape, badSetup, badActions]) {
      const opened = await games.sessionOpen({ id });
      expect(opened.ok).toBe(false);
      if (!opened.ok)
        expect(opened.error).toMatchObject({ message: expect.stringMatching(`session ${id} is damaged`) });
    }

    // Renaming a damaged evening is refused with the same error and writes nothing.
    const renamed = await games.sessionRename({ id: badShape, name: 'Nový' });
    expect(renamed.ok).toBe(false);
    if (!renamed.ok)
      expect(renamed.error).toMatchObject({
        message: expect.stringMatching(`session ${badShape} is damaged`),
      });
    expect(store.session(badShape)?.name ?? null).toBeNull();

    const stats = await games.stats({});
    expect(stats.ok).toBe(true);
    if (stats.ok) {
      expect(stats.value.damaged).toBe(1);
      // The evenings whose settings do not read are named in the statistics, oldest first.
      expect(stats.value.damagedEvenings.map((d) => d.key)).toEqual([String(badJson), String(badShape)]);
    }
  });

  it('a preference that no longer reads does not hide the others', async () => {
    store.setPrefs({ lang: 'en', table: 'wood' });
    damage('UPDATE prefs SET value = ? WHERE key = ?', '{oops', 'table');
    expect(store.prefs()).toEqual({ lang: 'en', table: null });
    const games = new GameService(store, idle);
    const prefs = await games.prefsGet({});
    expect(prefs.ok && prefs.value.lang).toBe('en');
  });

  // Issue 26 item 12: a damaged `ratings` row was served as it was (a string rating, a negative
  // deviation) and stars of 7 reached the progress page.
  it.each([
    [
      'a rating that is text',
      { rating: 'abc', deviation: 120, volatility: 0.06 },
      'rating',
      { kind: 'notNumber', got: 'abc' },
    ],
    [
      'a negative deviation',
      { rating: 1620, deviation: -40, volatility: 0.06 },
      'deviation',
      { kind: 'outOfRange', value: -40, min: 0, max: 350 },
    ],
    [
      'a volatility over 1',
      { rating: 1620, deviation: 120, volatility: 7 },
      'volatility',
      { kind: 'outOfRange', value: 7, min: 0, max: 1 },
    ],
  ])('%s is listed as damaged, never served, and kept in the file', async (_, row, column, problem) => {
    store.drills.recordAttempt({
      drill: 1,
      theme: 'sedma',
      solved: true,
      mistakes: 0,
      learner: { rating: 1600, deviation: 100, volatility: 0.06 },
      themeRating: { rating: 1600, deviation: 100, volatility: 0.06 },
      drillRating: { rating: 1500, deviation: 200, volatility: 0.06 },
      repetition: null,
      at: '2026-03-01T10:00:00.000Z',
    });
    damage(
      'UPDATE ratings SET rating = ?, deviation = ?, volatility = ? WHERE subject = ?',
      row.rating,
      row.deviation,
      row.volatility,
      'learner',
    );
    const progress = new ProgressService(
      store.progress,
      () => COURSE,
      () => Date.parse('2026-03-02T10:00:00Z'),
    );
    const p = await progress.progress({ utcOffset: 60 });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.rating.current).toBeNull();
    expect(p.value.rating.deviation).toBeNull();
    expect(p.value.damaged).toEqual([{ table: 'ratings', key: 'learner', column, problem }]);
    // The drills count the learner as unrated instead of serving the row.
    const drills = new DrillService(
      store.drills,
      { refuteDrill: () => Promise.reject(new Error('unused')) },
      null,
    );
    const status = await drills.drillStatus({});
    expect(status.ok && status.value.learner).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
    // Kept in the file as it was.
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT rating, deviation FROM ratings').get()).toEqual({
      rating: row.rating,
      deviation: row.deviation,
    });
    db.close();
  });

  it('a drill whose rating is damaged is listed, neither served nor counted in the stock', async () => {
    const write = (origin: string) =>
      store.drills.insertDrill(
        {
          theme: 'sedma',
          kind: 'seat',
          source: 'mined',
          origin,
          drill: { seat: 0 },
          rating: { rating: 1500, deviation: 250, volatility: 0.06 },
          judge: JUDGE_VERSION,
        },
        '2026-03-01T10:00:00.000Z',
      ) as number;
    const good = write('a');
    const bad = write('b');
    damage('UPDATE drills SET deviation = ? WHERE id = ?', 'lots', bad);
    expect(store.drills.stock(null, JUDGES).map((d) => d.id)).toEqual([good]);
    expect(store.drills.stockCounts(JUDGES)).toEqual({ sedma: 1 });
    expect(store.drills.drill(bad)).toBeNull();
    expect(store.drills.drill(good)?.id).toBe(good);
    expect(store.progress.damaged()).toEqual([
      {
        table: 'drills',
        key: String(bad),
        column: 'deviation',
        problem: { kind: 'notNumber', got: 'lots' },
      },
    ]);
    expect(describeDamagedRow(store.progress.damaged()[0] as never, 'cs')).toBe(
      'Cvičení č. 2 – odchylka hodnocení: má tam být číslo, je tam „lots“',
    );
  });

  it('stars of 7 are listed as damaged, out of the lesson figures; the other lessons count', async () => {
    for (const [lessonId, stars] of [
      ['basics/01', 3],
      ['basics/02', 2],
    ] as const)
      store.lessons.recordLesson({
        lessonId,
        chapter: 'basics',
        solved: true,
        mistakes: 0,
        hints: 0,
        stars,
        at: '2026-03-01T10:00:00.000Z',
      });
    damage('UPDATE lesson_progress SET stars = 7 WHERE lesson_id = ?', 'basics/02');
    const progress = new ProgressService(
      store.progress,
      () => COURSE,
      () => Date.parse('2026-03-02T10:00:00Z'),
    );
    const p = await progress.progress({ utcOffset: 60 });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.lessons).toMatchObject({ done: 1, stars: 3, maxStars: 6 });
    expect(p.value.damaged).toEqual([
      {
        table: 'lessonProgress',
        key: 'basics/02',
        column: 'stars',
        problem: { kind: 'outOfRange', value: 7, min: 0, max: 3 },
      },
    ]);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT stars FROM lesson_progress WHERE lesson_id = ?').get('basics/02')).toEqual({
      stars: 7,
    });
    db.close();
  });

  it('a damaged row is worded in Czech and English', () => {
    const rows = [
      {
        table: 'lessonProgress',
        key: 'basics/02',
        column: 'stars',
        problem: { kind: 'outOfRange', value: 7, min: 0, max: 3 },
      },
      { table: 'ratings', key: 'learner', column: 'rating', problem: { kind: 'notNumber', got: 'abc' } },
      {
        table: 'sessions',
        key: '4',
        column: 'settings',
        problem: {
          kind: 'invalid',
          error: { code: 'shape', path: 'settings.seats', expected: 'array', got: 'number' },
        },
      },
    ] as const;
    expect(rows.map((d) => describeDamagedRow(d, 'cs'))).toEqual([
      'Výsledek lekce basics/02 – hvězdy: 7 je mimo rozsah 0–3',
      'Tvoje hodnocení ve cvičeních – hodnocení: má tam být číslo, je tam „abc“',
      expect.stringMatching(/^Večer č\. 4 – nastavení: settings\.seats: má tam být /),
    ]);
    expect(rows.map((d) => describeDamagedRow(d, 'en'))).toEqual([
      'The result of lesson basics/02 – stars: 7 is outside 0–3',
      'Your drill rating – rating: should be a number, holds "abc"',
      'Evening no. 4 – settings: settings.seats: expected array, got number',
    ]);
  });
});

/** A course of two lessons in one chapter (the progress page joins the stars with it). */
const COURSE = {
  chapters: [{ id: 'basics', title: { cs: 'Základy', en: 'Basics' } }],
  lessons: [
    { id: 'basics/01', chapter: 'basics' },
    { id: 'basics/02', chapter: 'basics' },
  ],
} as unknown as Catalogue;
