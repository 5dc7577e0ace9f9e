/**
 * A full disk never ends the app (issue 26 item 9). A real SQLite file is made full with
 * `PRAGMA max_page_count` (the store's `maxPages`): every write that needs a new page fails with
 * SQLITE_FULL, as on a full disk.
 *
 * - The drill stock's filler, whose insert threw SQLITE_FULL from a timer with nobody to catch it (the
 *   process ended within seconds), logs the failure, retries with growing waits, and stores its drills
 *   once there is room again.
 * - Requests during the full disk get the typed error they always got; nothing acknowledged is lost,
 *   and a lesson's last card or a drill's first card refused for it can be played again and is stored
 *   then (the attempt stayed open; before, it was ended before its write and could not be stored).
 * - A process with main's last-resort handler (src-main/last-resort.ts), where a store write fails with
 *   SQLITE_FULL in a timer and in a promise nobody handles, stays up and keeps answering over HTTP.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Card, type Position, type SessionSettings, PRESETS, ok } from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { execute } from '../../../src-main/solver/tasks.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { DrillService } from '../../../src-main/training/drills.ts';
import { LessonService } from '../../../src-main/training/lessons.ts';
import { type MineTask, mineDrill } from '../../../src-main/training/mine.ts';
import { type Drill, JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';
import { DrillStock, type StockPool, initialRating } from '../../../src-main/training/stock.ts';
import { until } from '../../support/wait.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

let dir: string;
let file: string;
const opened: Store[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-full-'));
  file = join(dir, 'marias.sqlite');
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const pages = (): number => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('page_count', { simple: true }) as number;
  } finally {
    db.close();
  }
};

/** A library entry of about `size` bytes (the store writes the position as JSON, unchecked). */
const filler = (size: number) => ({
  title: `filler ${Math.random().toString(36).slice(2)}`,
  notes: '',
  tags: [],
  position: { padding: 'x'.repeat(size) } as unknown as Position,
});

/**
 * A store whose file is full: `room` bytes of library entries written, the file then capped at its
 * size, and smaller and smaller entries written until none fits. Answers the store and the big entry's id.
 */
function fullStore(room: number, prepare?: (s: Store) => void): { store: Store; big: number } {
  const first = openStore(file);
  prepare?.(first);
  const big = first.insertPosition(filler(room), '2026-11-23T10:00:00.000Z');
  first.close();
  const store = openStore(file, { maxPages: pages() });
  opened.push(store);
  const untilFull = (write: (i: number) => void) => {
    for (let i = 0; ; i++)
      try {
        write(i);
      } catch (e) {
        expect((e as { code?: string }).code).toBe('SQLITE_FULL');
        return;
      }
  };
  for (const size of [2000, 200, 20])
    untilFull(() => store.insertPosition(filler(size), '2026-11-23T10:00:00.000Z'));
  // The attempts' pages too (every table's first page has room of its own).
  untilFull((i) =>
    store.lessons.recordLesson({
      lessonId: `fill-${i}`,
      chapter: 'fill',
      solved: false,
      mistakes: 0,
      hints: 0,
      stars: 0,
      at: '2026-11-23T10:00:00.000Z',
    }),
  );
  return { store, big };
}

/** A mined drill as the pool answers it (only what the stock stores is read), `size` bytes of it. */
const drill = (seed: number, size: number): Drill =>
  ({
    theme: 'sedma',
    kind: 'seat',
    seed,
    difficulty: { rating: 1500 },
    padding: 'x'.repeat(size),
  }) as unknown as Drill;

/** A pool that mines at once: every batch one fresh drill of `size` bytes. */
function fakePool(size: number): StockPool & { tasks: MineTask[] } {
  const tasks: MineTask[] = [];
  return {
    tasks,
    stats: () => ({
      interactive: { workers: 1, busy: 0, queued: 0 },
      background: { workers: 1, busy: 0, queued: 0 },
    }),
    mineDrills: (task: MineTask) => {
      tasks.push(task);
      return Promise.resolve(ok({ drills: [drill(task.seed, size)], misses: [] }));
    },
    // Every drill here is stored by the current judge: none is judged again.
    rejudgeDrill: () => Promise.reject(new Error('no drill of an older judge here')),
  };
}

const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: false,
};
const idle: Decider = {
  decide: () => Promise.resolve({ ok: false, error: { code: 'internal', message: 'no play in this test' } }),
};

describe('a full disk (issue 26 item 9)', () => {
  it('the drill stock logs SQLITE_FULL, retries with growing waits, and stores once there is room', async () => {
    const { store, big } = fullStore(200_000);
    const logs: string[] = [];
    const stored: number[] = [];
    let seed = 1;
    const pool = fakePool(20_000);
    const stock = new DrillStock(store.drills, pool, {
      perTheme: 1,
      startDelayMs: 0,
      pauseMs: 0,
      retryMs: 10,
      maxRetryMs: 40,
      seed: () => seed++,
      log: (m) => logs.push(m),
      onBatch: (_, n) => stored.push(n),
    });
    try {
      stock.start();
      await until(() => logs.length >= 4);
      // Each failure logged with SQLite's code, the waits doubling up to the cap.
      expect(logs.every((m) => m.includes('SQLITE_FULL'))).toBe(true);
      expect(stored).toEqual([]);
      expect(stock.failures).toBeGreaterThanOrEqual(4);
      expect(stock.retryDelay()).toBe(40);

      // Room again (a library entry deleted): the next try stores the drill, the waits start over.
      expect(store.deletePosition(big)).toBe(true);
      await until(() => stored.length > 0);
      expect(stored[0]).toBe(1);
      expect(stock.failures).toBe(0);
      expect(stock.counts().sedma).toBeGreaterThanOrEqual(1);
    } finally {
      stock.stop();
    }
  });

  it('requests get their typed error while the disk is full, and what was answered stays', async () => {
    const first = openStore(file);
    const games0 = new GameService(first, idle);
    const acknowledged = await games0.sessionNew({ settings });
    expect(acknowledged.ok).toBe(true);
    first.close();

    const { store, big } = fullStore(100_000);
    const games = new GameService(store, idle);
    const refused = await games.sessionNew({ settings });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'internal', message: expect.stringMatching(/full/) },
    });
    const saved = await games.positionSave({ ...filler(5000), overwrite: false });
    expect(saved).toMatchObject({ ok: false, error: { code: 'internal' } });
    // Reads go on; the evening answered before is there, the refused one is not.
    const list = await games.sessionList({});
    expect(list.ok && list.value.length).toBe(1);
    if (acknowledged.ok) expect((await games.sessionOpen({ id: acknowledged.value.id })).ok).toBe(true);

    store.deletePosition(big);
    expect((await games.sessionNew({ settings })).ok).toBe(true);
  });

  it('a lesson’s last card refused for a full disk can be played again and is stored then', async () => {
    const { store, big } = fullStore(50_000);
    const lessons = new LessonService(loadCatalogue(), store.lessons, {
      lessonJudge: (task) => Promise.resolve(ok(execute(task))),
    });
    const started = await lessons.lessonStart({ id: 'basics.betl' });
    if (!started.ok) throw new Error('no attempt');
    const attempt = started.value.attempt;
    // Every step but the last answered right; the last step's right card finishes the lesson and writes.
    const steps = loadCatalogue().lessons.find((l) => l.id === 'basics.betl')?.steps ?? [];
    const last = steps.length - 1;
    for (let step = 0; step < last; step++)
      await lessons.lessonPlay({ attempt, step, card: steps[step]?.answer[0] as Card });
    const card = steps[last]?.answer[0] as Card;
    await expect(lessons.lessonPlay({ attempt, step: last, card })).rejects.toMatchObject({
      code: 'SQLITE_FULL',
    });
    expect(store.lessons.lessonProgress('basics.betl')).toBeNull();
    store.deletePosition(big);
    const again = await lessons.lessonPlay({ attempt, step: last, card });
    expect(again.ok && again.value.kind === 'right' && again.value.finish).toMatchObject({
      stars: 3,
      first: true,
    });
    expect(store.lessons.lessonProgress('basics.betl')).toMatchObject({ stars: 3, attempts: 1 });
  });

  it('a drill’s first card refused for a full disk is rated when played again', async () => {
    let seed = 1;
    let drill: Drill | null = null;
    while (drill === null) drill = mineDrill(seed++, 'sedma', { kind: 'exact' });
    const mined = drill;
    let id = 0;
    const { store, big } = fullStore(50_000, (s) => {
      id = s.drills.insertDrill(
        {
          theme: 'sedma',
          kind: 'exact',
          source: 'mined',
          origin: 'test',
          drill: mined,
          rating: initialRating(mined.difficulty),
          judge: JUDGE_VERSION,
        },
        '2026-11-23T10:00:00.000Z',
      ) as number;
    });
    const drills = new DrillService(
      store.drills,
      {
        refuteDrill: (task) =>
          Promise.resolve(
            ok({ position: task.position, redealt: false, goalLine: null, analysis: null as never }),
          ),
      },
      null,
    );
    const served = await drills.drillNext({ theme: null, due: false });
    expect(served.ok && served.value.drill?.id).toBe(id);
    const card = mined.answers[0] as Card;
    await expect(drills.drillPlay({ drill: id, card })).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    store.deletePosition(big);
    const again = await drills.drillPlay({ drill: id, card });
    expect(again.ok && again.value.outcome === 'right' && again.value.rating).toMatchObject({
      before: expect.any(Object),
      after: expect.any(Object),
    });
    expect(store.drills.drill(id)?.plays).toBe(1);
  });

  it('a process with the last-resort handler outlives SQLITE_FULL in a timer and in a promise', async () => {
    // The store file made full first, as above; the child opens it capped at its size.
    fullStore(50_000).store.close();
    opened.length = 0;
    const url = (p: string) => pathToFileURL(join(ROOT, p)).href;
    const child = join(dir, 'child.ts');
    writeFileSync(
      child,
      `
      import { createServer } from 'node:http';
      import { installLastResort } from ${JSON.stringify(url('src-main/last-resort.ts'))};
      import { openStore } from ${JSON.stringify(url('src-main/store/store.ts'))};
      if (process.argv.includes('--last-resort')) installLastResort();
      const store = openStore(${JSON.stringify(file)}, { maxPages: Number(process.argv[2]) });
      const big = { title: 'more', notes: '', tags: [], position: { padding: 'x'.repeat(20000) } };
      const server = createServer((req, res) => res.end(JSON.stringify(store.positions().length)));
      server.listen(0, '127.0.0.1', () => {
        console.log('port ' + server.address().port);
        // A write nobody guards, from a timer and from a promise nobody awaits.
        setTimeout(() => store.insertPosition(big, 'now'), 20);
        setTimeout(() => void (async () => store.insertPosition({ ...big, title: 'again' }, 'now'))(), 40);
        setTimeout(() => console.log('survived'), 200);
      });
      `,
    );
    const run = (lastResort: boolean) =>
      new Promise<{ code: number | null; out: string; err: string; answer: string | null }>((done) => {
        const args = ['--disable-warning=ExperimentalWarning', child, String(pages())];
        const proc = spawn(process.execPath, lastResort ? [...args, '--last-resort'] : args, { cwd: ROOT });
        let out = '';
        let err = '';
        let answer: string | null = null;
        proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
        proc.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const port = /port (\d+)/.exec(out)?.[1];
          if (out.includes('survived') && port !== undefined && answer === null) {
            answer = '';
            void fetch(`http://127.0.0.1:${port}/`)
              .then((r) => r.text())
              .then((t) => (answer = t))
              .finally(() => proc.kill());
          }
        });
        proc.on('exit', (code) => done({ code, out, err, answer }));
      });

    const without = await run(false);
    expect(without.out).not.toContain('survived');
    expect(without.err).toContain('SQLITE_FULL');
    expect(without.code).not.toBe(0);

    const withHandler = await run(true);
    expect(withHandler.out).toContain('survived');
    // It still answers over HTTP (the library's entries, read from the full file).
    expect(Number(withHandler.answer)).toBeGreaterThan(0);
    expect(withHandler.err).toMatch(/an error nobody caught \[SQLITE_FULL\]; the app keeps running/);
    expect(withHandler.err).toMatch(/a promise failed with nobody to handle it \[SQLITE_FULL\]/);
  });
});
