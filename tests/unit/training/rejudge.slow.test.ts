/**
 * Drills know their judge: a store file of the schema before judge versions (7), holding drills whose
 * answers an older judge wrote, opened with the current code over a real worker pool. The stock's
 * background pass judges every one again before it mines: mined drills (exact and seat) come out equal
 * to what the miner makes of the same seed today, a personal drill filed under sto by the old theme rule
 * (its cost the silent hundred) comes out as počítání with the answers of a fresh analysis, a drill
 * whose goal no longer separates its position is retired — left out of the queue, the count and the
 * list — and none of the learner's attempts, ratings or repetition items changes. Damaged rows are
 * skipped and logged; a write refused (a full disk) is tried again. Until its turn a stale drill is
 * neither served nor counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type ApiResult,
  type Card,
  type HandState,
  type Method,
  apply,
  describe as describePosition,
  fromPosition,
  legalActions,
  view,
} from '../../../src-shared/index.ts';
import { readNotation } from '../../../src-shared/io/notation.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { judgeGoal, judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { MIGRATIONS } from '../../../src-main/store/migrations.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import type { DrillTables } from '../../../src-main/store/drills.ts';
import { DrillService } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { type Drill, JUDGE_VERSION, goalOf } from '../../../src-main/training/drill-judge.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import { DrillStock } from '../../../src-main/training/stock.ts';
import { dueCount } from '../../../src-main/training/queue.ts';
import { JUDGES } from '../../../src-main/training/judges.ts';
import { until } from '../../support/wait.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-rejudge-'));
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
const stores: Store[] = [];
const stocks: DrillStock[] = [];
afterEach(() => {
  for (const s of stocks.splice(0)) s.stop();
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<M extends Method>(r: ApiResult<M>) {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The first drill of `theme` and `kind` the miner gives from seeds counting up from 1. */
function mined(theme: Drill['theme'], kind: Drill['kind']): Drill {
  for (let seed = 1; ; seed++) {
    const d = mineDrill(seed, theme, { kind });
    if (d !== null) return d;
  }
}

/** What an older judge might have stored: the first wrong card as the answer, a made-up difficulty. */
function oldJudgement(d: Drill): Drill {
  const wrong = d.others[0]?.card as Card;
  return {
    ...d,
    answers: [wrong],
    others: [{ card: d.answers[0] as Card, loss: 1 }],
    difficulty: { ...d.difficulty, rating: 2222 },
  };
}

/** The declarer's HK gives away his silent hundred (tests/unit/training/drill-personal.slow.test.ts). */
const SILENT =
  'csm d1 2:H / HA A8 AO / B9 BU AU / HX HK LX AX / H8 A9 / L7 L8 LK, BX H9 B7, L9 LU H7, BA HO BO, LO LA HU, A7 AK AA, BK B8';

function silentState(): HandState {
  const r = readNotation(SILENT);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

/** `s` played on by the first legal card until one trick is left: one legal card, nothing to choose. */
function lastTrick(s: HandState): HandState {
  let t = s;
  while (t.tricks.length < 9) {
    const a = legalActions(t).find((x) => x.type === 'play');
    if (a === undefined) throw new Error('no legal action');
    const r = apply(t, a);
    if (!r.ok) throw new Error(r.error.code);
    t = r.value;
  }
  return t;
}

const H = 3_600_000;
const NOW = Date.parse('2026-12-01T09:00:00.000Z');
const WHEN = '2026-11-20T10:00:00.000Z';

interface Row {
  readonly id: number;
  readonly theme: string;
  readonly kind: 'exact' | 'seat';
  readonly source: 'mined' | 'review';
  readonly origin: string;
  readonly drill: unknown;
  readonly plays?: number;
  readonly rating?: number;
}

/** A file at schema 7 (before judge versions) holding `rows`, the learner's history around them. */
function oldFile(name: string, rows: readonly Row[], ladder: readonly number[]): string {
  const file = join(dir, `${name}.sqlite`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const step of MIGRATIONS.slice(0, 7)) db.exec(step);
  db.pragma('user_version = 7');
  const drill = db.prepare(
    `INSERT INTO drills (id, theme, kind, source, origin, drill, rating, deviation, volatility, plays, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, 240, 0.06, ?, ?)`,
  );
  for (const r of rows)
    drill.run(
      r.id,
      r.theme,
      r.kind,
      r.source,
      r.origin,
      JSON.stringify(r.drill),
      r.rating ?? 1600,
      r.plays ?? 0,
      WHEN,
    );
  const rating = db.prepare(
    'INSERT INTO ratings (subject, rating, deviation, volatility, updated) VALUES (?, ?, ?, ?, ?)',
  );
  rating.run('learner', 1480.5, 180, 0.06, WHEN);
  for (const [i, theme] of [...new Set(rows.map((r) => r.theme))].entries())
    rating.run(`learner:${theme}`, 1450 + i, 200, 0.06, WHEN);
  const attempt = db.prepare(
    `INSERT INTO attempts (at, kind, item, theme, solved, mistakes, rating) VALUES (?, 'drill', ?, ?, ?, ?, ?)`,
  );
  const item = db.prepare(
    'INSERT INTO repetition (item, kind, rung, due, lapses, updated) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const id of ladder) {
    const theme = rows.find((r) => r.id === id)?.theme as string;
    attempt.run(WHEN, `drill:${id}`, theme, 0, 1, 1470);
    item.run(`drill:${id}`, 'drill', 1, NOW - 2 * H, 1, WHEN);
  }
  // A lesson's item and attempt beside them.
  item.run('lesson:basics.cards', 'lesson', 2, NOW + 30 * H, 0, WHEN);
  db.prepare(
    `INSERT INTO attempts (at, kind, item, solved, mistakes, stars) VALUES (?, 'lesson', 'basics.cards', 1, 0, 3)`,
  ).run(WHEN);
  db.close();
  return file;
}

/** The learner's history as rows: attempts, ratings, the repetition ladder. */
function history(file: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    return {
      attempts: db.prepare('SELECT * FROM attempts ORDER BY id').all(),
      ratings: db.prepare('SELECT * FROM ratings ORDER BY subject').all(),
      repetition: db.prepare('SELECT * FROM repetition ORDER BY item').all(),
    };
  } finally {
    db.close();
  }
}

/**
 * Runs the stock (no mining: perTheme 0) until no drill of an older judge is left but the `skipped`
 * ones, each of those logged as skipped; what each drill came to, and the log.
 */
async function pass(
  tables: DrillTables,
  skipped: readonly number[],
  options: { retryMs?: number } = {},
): Promise<{ outcomes: Map<number, string>; log: string[] }> {
  const outcomes = new Map<number, string>();
  const log: string[] = [];
  const stock = new DrillStock(tables, pool, {
    perTheme: 0,
    startDelayMs: 0,
    pauseMs: 0,
    now: () => new Date(NOW).toISOString(),
    onRejudged: (id, outcome) => outcomes.set(id, outcome),
    log: (m) => log.push(m),
    ...options,
  });
  stocks.push(stock);
  // Start-up is not held up: start() only schedules the pass.
  stock.start();
  expect(stock.rejudging).toBeNull();
  const logged = (id: number) => log.some((m) => m.includes(`drill ${id} was not judged again`));
  await until(() => !tables.stale(JUDGES).some((d) => !skipped.includes(d.id)) && skipped.every(logged), 25);
  stock.stop();
  return { outcomes, log };
}

describe('drills judged again when the judge changes', () => {
  it('judges every drill of an older judge again in the background; history stays, a drill that no longer separates is retired', async () => {
    const exact = mined('vynaseni', 'exact');
    const seat = mined('sto', 'seat');
    // No longer separates: every legal card meets a goal of every legal card.
    const apart = { ...mined('obrana', 'exact'), goal: { kind: 'everyLegal' } as const };
    const silent = silentState();
    const silentAnalysis = analyze(silent);
    const personal: Drill = {
      theme: 'sto',
      kind: 'exact',
      seed: 0,
      position: describePosition(silent),
      seat: 2,
      side: 'declarer',
      goal: { kind: 'money' },
      answers: ['HK'],
      value: silentAnalysis.value,
      others: [{ card: 'LX', loss: 1 }],
      difficulty: { ...exact.difficulty, rating: 1999 },
    };
    const ended = lastTrick(silent);
    const nothingLoses: Drill = {
      ...personal,
      position: describePosition(ended),
      seat: ended.toAct as 0 | 1 | 2,
    };
    const rows: Row[] = [
      {
        id: 11,
        theme: 'vynaseni',
        kind: 'exact',
        source: 'mined',
        origin: 'mined:vynaseni:exact:a',
        drill: oldJudgement(exact),
      },
      {
        id: 12,
        theme: 'sto',
        kind: 'seat',
        source: 'mined',
        origin: 'mined:sto:seat:a',
        drill: oldJudgement(seat),
        plays: 1,
        rating: 1610,
      },
      { id: 13, theme: 'sto', kind: 'exact', source: 'review', origin: 'review:1:1:2:20', drill: personal },
      {
        id: 14,
        theme: 'obrana',
        kind: 'exact',
        source: 'mined',
        origin: 'mined:obrana:exact:a',
        drill: apart,
        plays: 1,
      },
      { id: 15, theme: 'sedma', kind: 'exact', source: 'mined', origin: 'damaged:data', drill: { seat: 0 } },
      {
        id: 16,
        theme: 'sedma',
        kind: 'exact',
        source: 'mined',
        origin: 'damaged:position',
        drill: { ...exact, theme: 'sedma', position: { hands: [] } },
      },
      {
        id: 17,
        theme: 'sto',
        kind: 'exact',
        source: 'review',
        origin: 'review:1:1:0:27',
        drill: nothingLoses,
      },
    ];
    const file = oldFile('old', rows, [12, 13, 14]);
    const before = history(file);
    const store = openStore(file);
    stores.push(store);
    const tables = store.drills;
    const drills = new DrillService(tables, pool, null, { now: () => NOW, seed: 3 });
    const progress = new ProgressService(
      store.progress,
      () => ({ chapters: [], lessons: [], problems: [] }),
      () => NOW,
      store,
    );

    // Opened: every drill carries judge 0, and none is served or counted before it is judged again.
    expect(rows.map((r) => tables.drill(r.id)?.judge)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // The ladder's first (the soonest due; a personal drill before a mined one), then the rest.
    expect(tables.stale(JUDGES).map((d) => d.id)).toEqual([13, 12, 14, 17, 11, 15, 16]);
    expect(dueCount(tables, NOW, 60)).toBe(0);
    expect(value(await drills.drillNext({ theme: null, due: true, utcOffset: 60 })).empty).toBe('due');
    expect(value(await drills.drillNext({ theme: null, due: false, utcOffset: 60 })).empty).toBe('stock');

    const { outcomes, log } = await pass(tables, [15, 16]);
    expect(Object.fromEntries(outcomes)).toEqual({
      11: 'judged',
      12: 'judged',
      13: 'judged',
      14: 'retired',
      15: 'unreadable',
      16: 'unreadable',
      17: 'retired',
    });

    // The mined drills: what the miner makes of the same seed today, its starting rating from the new
    // difficulty while unplayed; a played one keeps its rating.
    const e = tables.drill(11);
    expect(e?.drill).toEqual(exact);
    expect(e?.judge).toBe(JUDGE_VERSION);
    expect(e?.rating.rating).toBe(exact.difficulty.rating);
    const s = tables.drill(12);
    expect(s?.drill).toEqual(seat);
    expect(s?.rating).toEqual({ rating: 1610, deviation: 240, volatility: 0.06 });
    // Their answers, judged afresh here: on the real deal, and in every layout of the seat's view.
    const stateOf = (d: Drill) => {
      const r = fromPosition(d.position);
      if (!r.ok) throw new Error('position');
      return r.value;
    };
    const exactFresh = judgeGoal(stateOf(exact), goalOf(exact)).cards.filter((c) => c.meets);
    expect([...(e?.drill as Drill).answers].sort()).toEqual(exactFresh.map((c) => c.card).sort());
    const seatFresh = judgeGoalForSeat(view(stateOf(seat), seat.seat), goalOf(seat), { limit: 1000 });
    expect(seatFresh.exhaustive).toBe(true);
    expect([...(s?.drill as Drill).answers].sort()).toEqual(
      seatFresh.cards
        .filter((c) => c.meets === seatFresh.layouts)
        .map((c) => c.card)
        .sort(),
    );

    // The personal drill: the answers of a fresh analysis, filed by the game's points, not under sto.
    const p = tables.drill(13);
    const best = silentAnalysis.cards.filter((v) => v.loss === 0).flatMap((v) => [v.card, ...v.equivalent]);
    expect(p?.theme).toBe('pocitani');
    expect([...(p?.drill as Drill).answers].sort()).toEqual([...best].sort());
    expect((p?.drill as Drill).others.map((o) => o.card)).toEqual(['HK']);
    expect(p?.source).toBe('review');
    expect(p?.origin).toBe('review:1:1:2:20');

    // Retired: kept with its judge, neither served, counted nor listed.
    expect(tables.drill(14)).toMatchObject({ judge: JUDGE_VERSION, retired: new Date(NOW).toISOString() });
    expect(tables.drill(17)?.retired).not.toBeNull();
    // Damaged rows: skipped and logged, left as they were.
    expect(tables.drill(15)?.judge).toBe(0);
    expect(tables.drill(16)?.judge).toBe(0);
    expect(log.filter((m) => /drill 1[56] was not judged again/.test(m))).toHaveLength(2);

    // The learner's history, row for row as it was.
    expect(history(file)).toEqual(before);

    // The queue serves the ladder's drills as judged now, without the retired one.
    const p1 = progress.compute(60);
    expect(p1.dueToday).toBe(2);
    expect(p1.repetition.map((x) => x.id)).toEqual(['drill:12', 'drill:13']);
    const served: number[] = [];
    for (;;) {
      const n = value(await drills.drillNext({ theme: null, due: true, utcOffset: 60, exclude: served }));
      if (n.drill === null || served.includes(n.drill.id)) break;
      served.push(n.drill.id);
    }
    expect(served.sort()).toEqual([12, 13]);
    expect(
      tables
        .stock(null, JUDGES)
        .map((x) => x.id)
        .sort(),
    ).toEqual([11, 13]);
    // The theme ratings were the learner's and stay so; the retired drill's attempts count as before.
    expect(store.progress.drillThemes().find((t) => t.key === 'obrana')).toMatchObject({ attempts: 1 });
  });

  it('a write refused (a full disk) is logged and tried again; the drill is judged then', async () => {
    const exact = mined('vynaseni', 'exact');
    const file = oldFile(
      'full',
      [
        {
          id: 3,
          theme: 'vynaseni',
          kind: 'exact',
          source: 'mined',
          origin: 'mined:vynaseni:exact:b',
          drill: oldJudgement(exact),
        },
      ],
      [],
    );
    const store = openStore(file);
    stores.push(store);
    let refusals = 1;
    const tables: DrillTables = {
      ...store.drills,
      rejudged: (id, r) => {
        if (refusals-- > 0)
          throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        return store.drills.rejudged(id, r);
      },
    };
    const { log } = await pass(tables, [], { retryMs: 20 });
    expect(log).toEqual([expect.stringMatching(/a batch failed \(SQLITE_FULL: database or disk is full\)/)]);
    expect(store.drills.drill(3)?.drill).toEqual(exact);
    expect(store.drills.drill(3)?.judge).toBe(JUDGE_VERSION);
  });
});
