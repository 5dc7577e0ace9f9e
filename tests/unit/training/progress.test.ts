/**
 * The learner's progress from real rows in a real temporary store file (openStore, schema 5), joined
 * with a small course of two chapters made from the shipped lesson files: lessons and stars by chapter,
 * the rating history in time order, mistakes by theme and chapter, streaks of LOCAL days with an
 * offset, what is due by the end of the local day, and damaged rows left out instead of throwing.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseProgressParams } from '../../../src-shared/api/progress.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { LESSONS_DIR, loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { ProgressService, localDay, streaks } from '../../../src-main/training/progress.ts';
import { JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';

let dir: string;
let store: Store;
let db: Database.Database;

/**
 * Chapter "basics" with its lessons 1–3, chapter "later" with lesson 4 moved into it (a new id), so
 * the figures below do not change when the shipped course grows.
 */
function smallCourse(): string {
  const course = join(dir, 'course');
  mkdirSync(join(course, 'basics'), { recursive: true });
  mkdirSync(join(course, 'later'), { recursive: true });
  writeFileSync(
    join(course, 'chapters.json'),
    JSON.stringify([
      { id: 'basics', order: 1, title: { cs: 'Základy', en: 'Basics' } },
      { id: 'later', order: 2, title: { cs: 'Později', en: 'Later' } },
    ]),
  );
  for (const f of ['01-cards.json', '02-follow-suit.json', '03-overtake.json'])
    copyFileSync(join(LESSONS_DIR, 'basics', f), join(course, 'basics', f));
  const moved = JSON.parse(readFileSync(join(LESSONS_DIR, 'basics', '04-trumps.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    join(course, 'later', '01-trumps.json'),
    JSON.stringify({ ...moved, id: 'later.trumps', chapter: 'later', order: 1 }),
  );
  return course;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-progress-'));
  store = openStore(join(dir, 'marias.sqlite'));
  // A second connection writes the rows the lesson runner and the drills would write.
  db = new Database(join(dir, 'marias.sqlite'));
});
afterEach(() => {
  db.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Attempt {
  at: string;
  kind: 'lesson' | 'drill';
  item: string;
  theme?: string | null;
  solved: boolean;
  mistakes?: number;
  hints?: number;
  stars?: number | null;
  rating?: number | string | null;
}

function attempt(a: Attempt): void {
  db.prepare(
    'INSERT INTO attempts (at, kind, item, theme, solved, mistakes, hints, stars, rating) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    a.at,
    a.kind,
    a.item,
    a.theme ?? null,
    a.solved ? 1 : 0,
    a.mistakes ?? 0,
    a.hints ?? 0,
    a.stars ?? null,
    a.rating ?? null,
  );
}

function lessonRow(id: string, stars: number, completed: boolean): void {
  db.prepare(
    'INSERT INTO lesson_progress (lesson_id, stars, attempts, completed, updated) VALUES (?, ?, 1, ?, ?)',
  ).run(id, stars, completed ? '2026-03-01T10:00:00.000Z' : null, '2026-03-01T10:00:00.000Z');
}

function repetition(item: string, due: number | null, rung = 1): void {
  db.prepare('INSERT INTO repetition (item, kind, rung, due, lapses, updated) VALUES (?, ?, ?, ?, 1, ?)').run(
    item,
    item.slice(0, item.indexOf(':')),
    rung,
    due,
    '2026-03-01T10:00:00.000Z',
  );
}

/**
 * A drill row the queue can serve (what readDrill needs, judged by the current judge), or a damaged one
 * (its deviation negative).
 */
function drillRow(id: number, damaged: 'rating' | 'drill' | null = null): void {
  db.prepare(
    `INSERT INTO drills (id, theme, kind, source, drill, rating, deviation, volatility, created, judge)
     VALUES (?, 'sedma', 'exact', 'mined', ?, 1500, ?, 0.06, '2026-03-01T10:00:00.000Z', ${JUDGE_VERSION})`,
  ).run(
    id,
    JSON.stringify(damaged === 'drill' ? { seat: 0 } : { position: {}, seat: 0, answers: ['HA'] }),
    damaged === 'rating' ? -40 : 250,
  );
}

const at = (iso: string) => () => Date.parse(iso);
const service = (now: string) => {
  const course = loadCatalogue(smallCourse());
  expect(course.problems).toEqual([]);
  return new ProgressService(store.progress, () => course, at(now));
};

describe('progress', () => {
  it('an empty store: every chapter of the course with nothing done, no rating, no streak', () => {
    const p = service('2026-03-03T12:00:00Z').compute(60);
    expect(p.lessons).toEqual({
      done: 0,
      total: 4,
      stars: 0,
      maxStars: 12,
      chapters: [
        { id: 'basics', title: { cs: 'Základy', en: 'Basics' }, done: 0, total: 3, stars: 0 },
        { id: 'later', title: { cs: 'Později', en: 'Later' }, done: 0, total: 1, stars: 0 },
      ],
    });
    expect(p.rating).toEqual({ current: null, deviation: null, history: [] });
    expect(p.mistakes).toEqual({ themes: [], chapters: [] });
    expect(p.streaks).toEqual({ current: 0, best: 0, today: false, days: 0 });
    expect(p.dueToday).toBe(0);
    expect(p.totals).toEqual({ attempts: 0, solved: 0, lessonAttempts: 0, drillAttempts: 0, hints: 0 });
  });

  it('lessons done and stars by chapter: best stars of the course lessons, a lesson not in it left out', () => {
    lessonRow('basics.cards', 3, true);
    lessonRow('basics.follow-suit', 1, true);
    lessonRow('basics.overtake', 0, false); // started, not completed
    lessonRow('later.trumps', 2, true);
    lessonRow('gone.lesson', 3, true); // no longer in the course
    const p = service('2026-03-03T12:00:00Z').compute(0);
    expect(p.lessons.chapters.map((c) => [c.id, c.done, c.total, c.stars])).toEqual([
      ['basics', 2, 3, 4],
      ['later', 1, 1, 2],
    ]);
    expect([p.lessons.done, p.lessons.total, p.lessons.stars, p.lessons.maxStars]).toEqual([3, 4, 6, 12]);
  });

  it('the rating: the current one from ratings, its history after each drill in time order, damaged rows left out', () => {
    db.prepare(
      "INSERT INTO ratings (subject, rating, deviation, volatility, updated) VALUES ('learner', 1612.5, 80, 0.06, 'x')",
    ).run();
    attempt({
      at: '2026-03-02T09:00:00.000Z',
      kind: 'drill',
      item: 'd2',
      theme: 'sto',
      solved: true,
      rating: 1580,
    });
    attempt({
      at: '2026-03-01T09:00:00.000Z',
      kind: 'drill',
      item: 'd1',
      theme: 'sedma',
      solved: false,
      rating: 1450,
    });
    attempt({ at: 'not a time', kind: 'drill', item: 'd3', theme: 'sedma', solved: true, rating: 1700 });
    attempt({
      at: '2026-03-02T10:00:00.000Z',
      kind: 'drill',
      item: 'd4',
      theme: 'sedma',
      solved: true,
      rating: 'abc',
    });
    attempt({ at: '2026-03-02T11:00:00.000Z', kind: 'drill', item: 'd5', theme: 'sedma', solved: true });
    attempt({
      at: '2026-03-02T12:00:00.000Z',
      kind: 'lesson',
      item: 'basics.cards',
      solved: true,
      rating: 1,
    });
    attempt({
      at: '2026-03-03T08:00:00.000Z',
      kind: 'drill',
      item: 'd6',
      theme: 'betl',
      solved: true,
      rating: 1612.5,
    });
    const p = service('2026-03-03T12:00:00Z').compute(60);
    expect(p.rating).toEqual({
      current: 1612.5,
      deviation: 80,
      history: [
        { at: '2026-03-01T09:00:00.000Z', rating: 1450 },
        { at: '2026-03-02T09:00:00.000Z', rating: 1580 },
        { at: '2026-03-03T08:00:00.000Z', rating: 1612.5 },
      ],
    });
    // The attempt with a damaged time still counts in the sums, on no day.
    expect(p.totals.drillAttempts).toBe(6);
    expect(p.streaks.days).toBe(3);
  });

  it('mistakes: drill attempts and failures by theme in theme order, lesson mistakes by chapter', () => {
    const t = '2026-03-02T09:00:00.000Z';
    attempt({ at: t, kind: 'drill', item: 'a', theme: 'betl', solved: false, mistakes: 1 });
    attempt({ at: t, kind: 'drill', item: 'b', theme: 'sedma', solved: true });
    attempt({ at: t, kind: 'drill', item: 'c', theme: 'sedma', solved: false, mistakes: 1 });
    attempt({ at: t, kind: 'drill', item: 'd', theme: 'sedma', solved: false, mistakes: 2 });
    attempt({ at: t, kind: 'drill', item: 'e', theme: 'no-such-theme', solved: false });
    attempt({ at: t, kind: 'drill', item: 'f', theme: null, solved: false });
    attempt({ at: t, kind: 'lesson', item: 'basics.cards', solved: true, mistakes: 2, hints: 1 });
    attempt({ at: t, kind: 'lesson', item: 'basics.overtake', solved: true, mistakes: 1 });
    attempt({ at: t, kind: 'lesson', item: 'later.trumps', solved: false, mistakes: 0, hints: 2 });
    attempt({ at: t, kind: 'lesson', item: 'gone.lesson', solved: false, mistakes: 5 });
    const p = service('2026-03-03T12:00:00Z').compute(0);
    expect(p.mistakes.themes).toEqual([
      { theme: 'sedma', attempts: 3, failures: 2 },
      { theme: 'betl', attempts: 1, failures: 1 },
    ]);
    expect(p.mistakes.chapters.map((c) => [c.id, c.attempts, c.mistakes])).toEqual([
      ['basics', 2, 3],
      ['later', 1, 0],
    ]);
    expect(p.totals).toEqual({ attempts: 10, solved: 3, lessonAttempts: 4, drillAttempts: 6, hints: 3 });
  });

  it('streaks count local days: the same two attempts are one day apart at UTC+1 and UTC−1, two at UTC', () => {
    attempt({ at: '2026-03-01T23:30:00.000Z', kind: 'lesson', item: 'basics.cards', solved: true });
    attempt({ at: '2026-03-03T00:30:00.000Z', kind: 'lesson', item: 'basics.cards', solved: true });
    const s = service('2026-03-03T12:00:00Z');
    // UTC: 1 and 3 March; today (3 March) has one, 2 March none.
    expect(s.compute(0).streaks).toEqual({ current: 1, best: 1, today: true, days: 2 });
    // UTC+1: 2 and 3 March.
    expect(s.compute(60).streaks).toEqual({ current: 2, best: 2, today: true, days: 2 });
    // UTC−1: 1 and 2 March; today is 3 March with nothing yet, so the run to yesterday still counts.
    expect(s.compute(-60).streaks).toEqual({ current: 2, best: 2, today: false, days: 2 });
    // Two days later nothing is current any more; the best stays.
    expect(service('2026-03-05T12:00:00Z').compute(60).streaks).toEqual({
      current: 0,
      best: 2,
      today: false,
      days: 2,
    });
  });

  it('due today: drills due now (a wait of a day or more: by the end of the local day), as the queue serves them', () => {
    const ms = Date.parse;
    for (const id of [1, 2, 3, 4, 5, 6]) drillRow(id);
    drillRow(7, 'rating');
    drillRow(8, 'drill');
    repetition('drill:1', ms('2026-03-02T08:00:00Z'));
    repetition('drill:2', ms('2026-03-03T22:30:00Z'));
    repetition('drill:3', ms('2026-03-03T23:30:00Z'));
    repetition('drill:4', ms('2026-03-04T12:00:00Z'));
    repetition('drill:5', null, 6); // learned
    // A fresh failure waits its 4 hours even when that is still today.
    repetition('drill:6', ms('2026-03-03T14:00:00Z'), 0);
    // A damaged drill (its rating, its data) is neither served, counted nor listed; a lesson is offered, not counted among drills.
    repetition('drill:7', ms('2026-03-02T08:00:00Z'));
    repetition('drill:8', ms('2026-03-02T08:00:00Z'));
    repetition('lesson:basics.cards', ms('2026-03-02T08:00:00Z'));
    repetition('drill:99', ms('2026-03-02T08:00:00Z')); // no such drill
    const course = loadCatalogue(smallCourse());
    const s = new ProgressService(store.progress, () => course, at('2026-03-03T12:00:00Z'), store);
    expect(s.compute(60).dueToday).toBe(2); // the local day ends at 22:59:59.999 UTC
    expect(s.compute(0).dueToday).toBe(3);
    expect(s.compute(-180).dueToday).toBe(3);
    expect(s.compute(60).laterToday).toBe(1);
    const list = s.compute(60).repetition;
    expect(list.map((e) => [e.id, e.dueNow, e.days])).toEqual([
      ['drill:1', true, -1],
      ['lesson:basics.cards', true, -1],
      ['drill:6', false, 0],
      ['drill:2', true, 0],
      ['drill:3', false, 1],
      ['drill:4', false, 1],
    ]);
    expect(list[1]?.lesson?.title.cs).toBe(course.lessons[0]?.title.cs);
    expect(list[0]).toMatchObject({ kind: 'drill', theme: 'sedma', source: 'mined', lesson: null });
    // Without the store's queue nothing is due.
    expect(service('2026-03-03T12:00:00Z').compute(60).dueToday).toBe(0);
  });

  it('later today counts every item of the list that comes back later today, a lesson too', () => {
    const ms = Date.parse;
    for (const id of [1, 2, 3]) drillRow(id);
    // 12:00 UTC = 13:00 in Prague: the day ends at 22:59:59.999 UTC.
    repetition('drill:1', ms('2026-03-03T08:00:00Z')); // due now
    repetition('drill:2', ms('2026-03-03T14:00:00Z'), 0); // a fresh miss, back at 15:00
    repetition('drill:3', ms('2026-03-04T09:00:00Z'), 0); // a fresh miss, back tomorrow
    repetition('bid:4:1:0:3', ms('2026-03-03T16:00:00Z'), 0);
    repetition('lesson:basics.cards', ms('2026-03-03T17:00:00Z'), 0);
    repetition('lesson:basics.follow-suit', ms('2026-03-04T17:00:00Z'), 0);
    const course = loadCatalogue(smallCourse());
    const p = new ProgressService(store.progress, () => course, at('2026-03-03T12:00:00Z'), store).compute(
      60,
    );
    const later = p.repetition.filter((e) => !e.dueNow && e.days <= 0);
    expect(later.map((e) => e.id)).toEqual(['drill:2', 'bid:4:1:0:3', 'lesson:basics.cards']);
    // Before: 2, the lesson the list shows left out.
    expect(p.laterToday).toBe(later.length);
    expect(p.dueToday).toBe(1);
  });

  it('answers through the API handler, refusing an offset that is no whole number of minutes in range', async () => {
    lessonRow('basics.cards', 2, true);
    const games = {} as GameApi;
    const handle = createHandler({
      pool: { run: () => Promise.reject(new Error('no solver here')) },
      games,
      progress: service('2026-03-03T12:00:00Z'),
    });
    const r = await handle('progress', { utcOffset: 60 });
    expect(r.ok && (r.value as { lessons: { stars: number } }).lessons.stars).toBe(2);
    for (const bad of [{}, { utcOffset: 1.5 }, { utcOffset: 900 }, { utcOffset: '60' }, null]) {
      const b = await handle('progress', bad);
      expect(b.ok ? null : b.error.code).toBe('badInput');
    }
    const none = await createHandler({ pool: { run: () => Promise.reject(new Error('-')) }, games })(
      'progress',
      { utcOffset: 0 },
    );
    expect(none.ok ? null : none.error.code).toBe('internal');
  });
});

describe('streaks', () => {
  it('finds the best run across months and the current run ending today or yesterday', () => {
    const days = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-03', '2026-02-04', '2026-02-04'];
    expect(streaks(days, '2026-02-04')).toEqual({ current: 2, best: 3, today: true, days: 5 });
    expect(streaks(days, '2026-02-05')).toEqual({ current: 2, best: 3, today: false, days: 5 });
    expect(streaks(days, '2026-02-06')).toEqual({ current: 0, best: 3, today: false, days: 5 });
    expect(streaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(3);
    expect(streaks([], '2026-02-04')).toEqual({ current: 0, best: 0, today: false, days: 0 });
  });

  it('localDay shifts by the offset across midnight', () => {
    const t = Date.parse('2026-03-01T23:30:00Z');
    expect(localDay(t, 0)).toBe('2026-03-01');
    expect(localDay(t, 60)).toBe('2026-03-02');
    expect(localDay(Date.parse('2026-03-01T00:30:00Z'), -60)).toBe('2026-02-28');
  });

  it('parseProgressParams takes whole minutes from UTC−12 to UTC+14', () => {
    expect(parseProgressParams({ utcOffset: -720 }, 'params')).toEqual({
      ok: true,
      value: { utcOffset: -720 },
    });
    expect(parseProgressParams({ utcOffset: 840 }, 'params').ok).toBe(true);
    expect(parseProgressParams({ utcOffset: 841 }, 'params').ok).toBe(false);
    expect(parseProgressParams({ utcOffset: Number.NaN }, 'params').ok).toBe(false);
  });
});
