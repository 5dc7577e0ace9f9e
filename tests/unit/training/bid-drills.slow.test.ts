/**
 * Drills of the decisions before the first card (src-main/training/bid-mine.ts, bid-drills.ts): the
 * judgement of the choices on the judge's samples (the best against every other, paired, simultaneous
 * over the comparisons and looks, recomputed here), agreeing with the review's own judge; a real mined
 * flek drill stored in a real temporary SQLite store and served by the real service — the seat's view
 * only, the calls as that seat saw them — answered wrong (rated per theme, on the ladder, back in 4
 * hours), then not rated again, a refused and an unknown choice, due mode serving it again, the
 * handler's params; and the stock mining the bidding themes in the background lane, giving way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Method,
  CARDS,
  actionKey,
  createRng,
  legalActions,
  view,
} from '../../../src-shared/index.ts';
import type { DrillCall, ShownDrill } from '../../../src-shared/api/drills.ts';
import { GRADE_LIMITS } from '../../../src-shared/review/grade.ts';
import { criticalValue, judgeSamples } from '../../../src-shared/review/interval.ts';
import { LADDER } from '../../../src-shared/training/repetition.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import { publicHistory } from '../../../src-main/game/history.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStore } from '../../../src-main/store/store.ts';
import {
  BID_JUDGE_VERSION,
  type BidDrill,
  judgeChoices,
  mineBidDrill,
  rejudgeBidDrill,
  replayTo,
} from '../../../src-main/training/bid-mine.ts';
import { DrillService, drillItem } from '../../../src-main/training/drills.ts';
import { DrillStock, storeMined } from '../../../src-main/training/stock.ts';
import { JUDGES } from '../../../src-main/training/judges.ts';
import { JUDGE_VERSION } from '../../../src-main/training/drill-judge.ts';

/** Mean and standard error with one imaginary sample of no difference, written out again here. */
function seWithZero(d: readonly number[]): number {
  const xs = [...d, 0];
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
}

/** Samples of `k` choices: choice j worth `offset[j]` plus a noise shared by all and its own. */
function rowsOf(offsets: readonly number[], n: number, own: number, seed: number): number[][] {
  const rng = createRng(seed);
  const shared = Array.from({ length: n }, () => (rng.int(2001) - 1000) / 100);
  return offsets.map((o) => shared.map((s) => s + o + (rng.int(2001) - 1000) / (1000 / own)));
}

describe('the choices judged on the samples', () => {
  it('compares the best with every other: paired, its ± simultaneous over the comparisons and looks', () => {
    const rows = rowsOf([0, 2, -1, 1.2], 48, 0.5, 1);
    const j = judgeChoices(rows, 3);
    const means = rows.map((r) => r.reduce((a, b) => a + b, 0) / r.length);
    expect(j.best).toBe(1);
    const z = criticalValue(47, 3 * 3);
    rows.forEach((r, i) => {
      const d = (rows[1] as number[]).map((v, k) => v - (r[k] as number));
      expect(j.loss[i]).toBeCloseTo(i === 1 ? 0 : (means[1] as number) - (means[i] as number), 9);
      expect(j.margin[i]).toBeCloseTo(i === 1 ? 0 : z * seWithZero(d), 9);
    });
    expect(j.separated).toBe(true);
    // The review's judge on the same samples: the best is best, every other one worse than best.
    expect(judgeSamples(rows, 1, { exact: false, looks: 3 }).grade).toBe('best');
    for (const i of [0, 2, 3])
      expect(judgeSamples(rows, i, { exact: false, looks: 3 }).grade).not.toBe('best');
  });

  it('counts a choice worth the best on every sample as an answer; one within the error spoils the drill', () => {
    const rows = rowsOf([0, 2, -1], 48, 0.5, 2);
    const twin = [...(rows[1] as number[])];
    const j = judgeChoices([...rows, twin], 4);
    expect(j.equal).toEqual([false, true, false, true]);
    expect(j.margin[3]).toBe(0);
    expect(j.separated).toBe(true);
    // Every choice worth the same on every sample: nothing to ask.
    expect(judgeChoices([twin, [...twin], [...twin]], 4).separated).toBe(false);
    // A choice 0.1 below the best with noise of its own: not told apart, no drill.
    const close = rowsOf([0, 2, 1.9], 48, 1, 3);
    const c = judgeChoices(close, 4);
    expect((c.loss[2] as number) - (c.margin[2] as number)).toBeLessThan(GRADE_LIMITS.best);
    expect(c.separated).toBe(false);
  });

  it('claims nothing on fewer than eight samples, and nothing when the lower end is under best’s limit', () => {
    expect(judgeChoices(rowsOf([0, 5], 7, 0.1, 4), 1).separated).toBe(false);
    expect(judgeChoices(rowsOf([0, 5], 8, 0.1, 4), 1).separated).toBe(true);
    // A sure difference of 0.02 of a rate: beyond zero, but below best's limit — the review calls it best.
    const tiny = [Array.from({ length: 40 }, () => 1), Array.from({ length: 40 }, () => 1.02)];
    const j = judgeChoices(tiny, 1);
    expect((j.loss[0] as number) - (j.margin[0] as number)).toBeGreaterThan(0);
    expect(j.separated).toBe(false);
  });
});

describe('a flek drill served, answered and repeated', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marias-bid-drills-'));
  const file = join(dir, 'store.sqlite');
  const store = openStore(file);
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  const NOW = Date.parse('2026-11-26T10:00:00Z');
  let clock = NOW;
  const service = new DrillService(store.drills, pool, null, { now: () => clock, seed: 3 });
  let drill: BidDrill;
  afterAll(async () => {
    await pool.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeAll(() => {
    // Volený by three, seed 3: a defender's flek after the declarer's plain game (found on the first try).
    const d = mineBidDrill(3, 'flek', { table: { variant: 'chosen', seats: 3 } });
    if (d === null) throw new Error('seed 3 gives a flek drill');
    drill = d;
    expect(storeMined(store.drills, [d], new Date(NOW).toISOString())).toHaveLength(1);
  }, 120_000);
  const value = <M extends Method>(r: ApiResult<M>) => {
    if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
    return r.value;
  };
  const attempts = () =>
    new Database(file, { readonly: true })
      .prepare('SELECT item, theme, solved, mistakes FROM attempts ORDER BY id')
      .all();

  it('is stored as a seat drill of its theme with its difficulty as the starting rating', () => {
    const [entry] = store.drills.stock('flek', JUDGES);
    const row = store.drills.drill(entry?.id ?? 0);
    expect(row?.kind).toBe('seat');
    expect(row?.origin).toBe(`mined:flek:bid:${drill.seed}`);
    expect(row?.rating.rating).toBe(drill.difficulty.rating);
    expect(drill.kind).toBe('double');
    expect(drill.choices.filter((c) => c.right).length).toBeGreaterThan(0);
    // It names the judge that graded it, which grades it the same way again.
    expect(drill.judge).toBe(BID_JUDGE_VERSION);
    expect(rejudgeBidDrill(drill)).toEqual(drill);
  });

  let shown: ShownDrill;
  it('is served as the seat saw the moment: its view, the calls so far, the choices, no hidden card', async () => {
    const next = value(await service.drillNext({ theme: 'flek', due: false }));
    shown = next.drill as ShownDrill;
    expect(shown.bid).toBeDefined();
    const before = replayTo(drill.record, drill.index);
    expect(shown.view).toEqual(view(before, drill.seat));
    expect(shown.bid?.history).toEqual(
      publicHistory(drill.record.actions.slice(0, drill.index), drill.seat, before),
    );
    expect(shown.bid?.choices).toEqual(drill.choices.map((c) => c.action));
    expect(shown.hands).toBeNull();
    // No card the seat cannot see travels with it (the others' hands, the talon).
    const text = JSON.stringify(shown);
    const own = new Set(shown.view.hand);
    const open = new Set([
      ...(shown.view.talon ?? []),
      ...(shown.view.trumpCard ? [shown.view.trumpCard] : []),
    ]);
    for (const c of CARDS) if (!own.has(c) && !open.has(c)) expect(text).not.toContain(`"${c}"`);
    expect(value(await service.drillStatus({})).stock.flek).toBe(1);
  });

  it('a choice the rules refuse is answered with the reason, not rated', async () => {
    const other = (drill.seat + 1) % 3;
    const r = value(await service.drillCall({ drill: shown.id, action: { type: 'pass', seat: other } }));
    expect(r.outcome).toBe('illegal');
    expect(r.outcome === 'illegal' && r.reason.code).toBe('notYourTurn');
    expect(store.drills.drill(shown.id)?.plays).toBe(0);
  });

  it('a wrong choice: its figures as the judge stored them, rated per theme, back in 4 hours', async () => {
    const wrong = drill.choices.findIndex((c) => !c.right);
    const before = service.learner();
    const r: DrillCall = value(
      await service.drillCall({
        drill: shown.id,
        action: (drill.choices[wrong] as BidDrill['choices'][0]).action,
      }),
    );
    if (r.outcome !== 'wrong') throw new Error(`expected wrong, got ${r.outcome}`);
    expect(r.choice).toBe(wrong);
    expect(r.best).toBe(drill.best);
    expect(r.choices.map((c) => [c.value, c.loss, c.margin, c.right])).toEqual(
      drill.choices.map((c) => [c.value, c.loss, c.margin, c.right]),
    );
    expect(r.rating?.after.rating).toBeLessThan(before.rating);
    expect(store.drills.rating('learner:flek')).not.toBeNull();
    expect(attempts().at(-1)).toEqual({ item: drillItem(shown.id), theme: 'flek', solved: 0, mistakes: 1 });
    expect(r.repetition).toEqual({
      item: drillItem(shown.id),
      change: 'added',
      rung: 0,
      due: NOW + (LADDER[0] as number),
    });
    // The best answered now: right, not rated again.
    const again = value(
      await service.drillCall({
        drill: shown.id,
        action: (drill.choices[drill.best] as BidDrill['choices'][0]).action,
      }),
    );
    expect(again.outcome).toBe('right');
    expect(again.outcome !== 'illegal' && again.rating).toBeNull();
    expect(store.drills.drill(shown.id)?.plays).toBe(1);
  });

  it('a legal call that is none of the choices is bad input; due in 4 hours, the queue serves it again', async () => {
    const before = replayTo(drill.record, drill.index);
    const keys = new Set(drill.choices.map((c) => actionKey(c.action)));
    const extra = legalActions(before).find((a: Action) => !keys.has(actionKey(a)));
    if (extra !== undefined) {
      const r = await service.drillCall({ drill: shown.id, action: extra });
      expect(!r.ok && r.error.code).toBe('badInput');
    }
    expect(value(await service.drillNext({ theme: null, due: true })).empty).toBe('due');
    clock = NOW + (LADDER[0] as number);
    expect(value(await service.drillStatus({})).dueToday).toBe(1);
    const due = value(await service.drillNext({ theme: null, due: true }));
    expect(due.drill?.id).toBe(shown.id);
    expect(due.drill?.due).toBe(true);
    expect(due.drill?.bid?.kind).toBe('double');
    const r = value(
      await service.drillCall({
        drill: shown.id,
        action: (drill.choices[drill.best] as BidDrill['choices'][0]).action,
      }),
    );
    expect(r.outcome !== 'illegal' && r.repetition?.change).toBe('up');
  });

  it('over the handler: params checked on arrival, a card drill id is no bidding drill', async () => {
    const handle = createHandler({ pool, games: {} as GameApi, drills: service });
    const bad = (r: ApiResult<Method>) =>
      !r.ok && r.error.code === 'badInput' && 'path' in r.error.error ? r.error.error.path : null;
    expect(bad(await handle('drillCall', { drill: 0, action: { type: 'pass', seat: 0 } }))).toBe(
      'params.drill',
    );
    expect(bad(await handle('drillCall', { drill: shown.id, action: { type: 'fly', seat: 0 } }))).toMatch(
      /^params\.action/,
    );
    expect(bad(await handle('drillCall', { drill: 99_999, action: { type: 'pass', seat: 0 } }))).toBe(
      'params.drill',
    );
    expect(bad(await handle('drillNext', { theme: 'talon', due: false }))).toBeNull();
  });
});

describe('a bidding drill of an older judge', () => {
  it('is neither served nor counted until the stock judges it again by the bidding judge, not the cards’', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marias-bid-rejudge-'));
    const file = join(dir, 'store.sqlite');
    const store = openStore(file);
    const pool = new SolverPool({ size: 1, backgroundSize: 1 });
    try {
      const d = mineBidDrill(3, 'flek', { table: { variant: 'chosen', seats: 3 } });
      if (d === null) throw new Error('seed 3 gives a flek drill');
      const [id] = storeMined(store.drills, [d], '2026-11-26T10:00:00.000Z');
      expect(store.drills.drill(id ?? 0)?.judge).toBe(BID_JUDGE_VERSION);
      // Written by the card drills' judge's version: current for a card drill, older for a bidding one.
      new Database(file).prepare('UPDATE drills SET judge = ? WHERE id = ?').run(JUDGE_VERSION, id);
      expect(JUDGE_VERSION).toBeLessThan(BID_JUDGE_VERSION);
      expect(store.drills.stale(JUDGES).map((s) => s.id)).toEqual([id]);
      expect(store.drills.stockCounts(JUDGES)['flek'] ?? 0).toBe(0);
      const judged: [number, string][] = [];
      const stock = new DrillStock(store.drills, pool, {
        perTheme: 0,
        perBidTheme: 0,
        startDelayMs: 0,
        onRejudged: (i, outcome) => judged.push([i, outcome]),
      });
      stock.start();
      while (judged.length === 0) await new Promise((r) => setTimeout(r, 50));
      stock.stop();
      // The same deal, decision and seed graded by today's bidding judge: the same drill, current again.
      expect(judged).toEqual([[id, 'judged']]);
      const row = store.drills.drill(id ?? 0);
      expect(row?.judge).toBe(BID_JUDGE_VERSION);
      expect(row?.drill).toEqual(d);
      expect(store.drills.stale(JUDGES)).toEqual([]);
      expect(store.drills.stockCounts(JUDGES)['flek']).toBe(1);
    } finally {
      await pool.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('the stock', () => {
  it('mines the bidding themes in the background lane, and gives way to other background work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marias-bid-stock-'));
    const store = openStore(join(dir, 'store.sqlite'));
    const pool = new SolverPool({ size: 1, backgroundSize: 1 });
    let seeds = 0;
    let batches = 0;
    try {
      const stock = new DrillStock(store.drills, pool, {
        perTheme: 0,
        perBidTheme: 1,
        startDelayMs: 60_000,
        seed: () => 1000 + seeds++,
        onBatch: () => batches++,
      });
      // Card themes kept at none: the bidding themes are next, the fewest first in their order.
      expect(stock.next()).toBe('talon');
      // A pool that cannot mine them: none is mined.
      const cardsOnly = {
        mineDrills: pool.mineDrills.bind(pool),
        rejudgeDrill: pool.rejudgeDrill.bind(pool),
        stats: () => pool.stats(),
      };
      expect(new DrillStock(store.drills, cardsOnly, { perTheme: 0 }).next()).toBeNull();
      stock.start();
      stock.kick('flek');
      const until = async (ok: () => boolean) => {
        while (!ok()) await new Promise((r) => setTimeout(r, 20));
      };
      await until(() => stock.mining === 'flek' && pool.stats().background.busy === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(pool.threads('interactive')).toHaveLength(0);
      // An analysis arrives: the batch stops (answered cancelled, so no batch is told done) and the
      // analysis does not wait for it to end (it takes seconds to minutes).
      expect(batches).toBe(0);
      const r = await pool.run('analyze', {
        position: {
          rules: 'csm',
          dealer: 1,
          declarer: 1,
          trump: 'L',
          announced: {},
          doubles: {},
          hands: ['H8 H9 HK LU', 'HU B8 L7 L8', 'H7 B9 BA LK'],
          talon: 'BO BK',
          tricks: [
            ['HX', 'HA', 'HO'],
            ['LX', 'L9', 'LA'],
            ['BX', 'B7', 'BU'],
            ['AU', 'AK', 'AX'],
            ['A9', 'A7', 'AA'],
            ['AO', 'LO', 'A8'],
          ],
        },
      } as never);
      expect(r.ok).toBe(true);
      expect(batches).toBe(0);
      // The theme the learner waits for is mined again after.
      await until(() => stock.mining === 'flek');
      stock.stop();
    } finally {
      await pool.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
