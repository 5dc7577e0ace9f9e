/**
 * Drills end to end over a real temporary SQLite store and a real worker pool: the stock filled by
 * mining in the background lane only (and not before its start delay); a wrong and a right attempt
 * written as stated (both ratings, plays, the attempts row, the repetition item), an illegal card
 * answered with the engine's reason and not rated; a seat drill's wrong card answered on an adversarial
 * re-deal consistent with what the seat saw, where a fresh analysis confirms the card loses; the due
 * queue served first in due mode, and a due item solved moves up the ladder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Card, type Method, fromPosition, view } from '../../../src-shared/index.ts';
import type { DrillPlay, ShownDrill } from '../../../src-shared/api/drills.ts';
import { LADDER } from '../../../src-shared/training/repetition.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { countLayouts } from '../../../src-main/solver/layouts.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { hiddenCards } from '../../../src-main/solver/principle.ts';
import { factCards } from '../../../src-shared/explain/principles/note.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { GameApi } from '../../../src-main/game/service.ts';
import { DrillService, drillItem } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { type Drill } from '../../../src-main/training/drill-judge.ts';
import { DrillStock, STOCK_KIND, initialRating } from '../../../src-main/training/stock.ts';
import { JUDGES } from '../../../src-main/training/judges.ts';
import { until } from '../../support/wait.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-drills-'));
const file = join(dir, 'store.sqlite');
const store = openStore(file);
/** The stock's tests fill a store of their own (the attempts' tests choose among known drills). */
const stockStore = openStore(join(dir, 'stock.sqlite'));
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
afterAll(async () => {
  await pool.close();
  store.close();
  stockStore.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<M extends Method>(r: ApiResult<M>) {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The first drill of `theme` mined in-process from seeds counting up from `from`. */
function mined(theme: Drill['theme'], kind: Drill['kind'], from: number): Drill {
  for (let seed = from; ; seed++) {
    const d = mineDrill(seed, theme, { kind });
    if (d !== null) return d;
  }
}

const NOW = Date.parse('2026-11-22T22:00:00.000Z');
let clock = NOW;
const service = new DrillService(store.drills, pool, null, { now: () => clock, seed: 5 });
const attempts = () =>
  new Database(file, { readonly: true })
    .prepare('SELECT item, theme, solved, mistakes, rating FROM attempts ORDER BY id')
    .all();

/** Stocks a test started: stopped after it even when it fails, so none mines into the next test. */
const stocks: DrillStock[] = [];

describe('the stock', () => {
  afterEach(() => {
    for (const s of stocks.splice(0)) s.stop();
  });

  it('mines in the background lane only, after its start delay, and stores drills with their rating', async () => {
    let batches = 0;
    let resolve = () => {};
    const stored = new Promise<void>((r) => (resolve = r));
    const stock = new DrillStock(stockStore.drills, pool, {
      perTheme: 1,
      startDelayMs: 300,
      seed: () => 100 + batches,
      onBatch: (_, n) => {
        batches++;
        if (n > 0) resolve();
      },
    });
    let early: number | null = null;
    const seen: number[] = [];
    stocks.push(stock);
    stock.start();
    // Before the delay nothing runs.
    setTimeout(() => (early = pool.stats().background.busy + (stock.mining === null ? 0 : 1)), 100);
    const watch = setInterval(() => {
      if (stock.mining !== null) seen.push(pool.stats().interactive.busy, pool.stats().background.busy - 1);
    }, 20);
    await stored;
    stock.stop();
    clearInterval(watch);
    expect(early).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n === 0)).toBe(true);
    // No worker of the interactive lane was ever started: mining never ran there.
    expect(pool.threads('interactive')).toHaveLength(0);
    // One drill stored, of a theme that had none (every theme had none).
    const counts = Object.entries(stockStore.drills.stockCounts(JUDGES));
    expect(counts).toHaveLength(1);
    const [theme, n] = counts[0] as [Drill['theme'], number];
    expect(n).toBe(1);
    const entry = stockStore.drills.stock(theme, JUDGES)[0];
    const row = stockStore.drills.drill(entry?.id ?? 0);
    const drill = row?.drill as Drill;
    expect(row?.kind).toBe(STOCK_KIND[theme]);
    expect(row?.source).toBe('mined');
    expect(row?.origin).toBe(`mined:${theme}:${drill.kind}:${drill.seed}`);
    expect(row?.rating).toEqual(initialRating(drill.difficulty));
    expect(row?.rating.rating).toBe(drill.difficulty.rating);
  });

  it('stops a running batch when other background work arrives, and mines the theme again after', async () => {
    // Seed 1 finds no durch drill in its deals, so every batch is durch again (a random seed that found
    // one would fill durch's stock of one, and the stock would go on to other themes).
    let batches = 0;
    const stock = new DrillStock(stockStore.drills, pool, {
      perTheme: 1,
      startDelayMs: 60_000,
      seed: () => 1,
      onBatch: () => batches++,
    });
    stocks.push(stock);
    stock.start();
    stock.kick('durch');
    await until(() => stock.mining === 'durch' && pool.stats().background.busy === 1);
    const position = mined('vynaseni', 'exact', 700).position;
    // The background worker is the batch's (a second of solving and more): the analysis gets it only
    // when the batch gives way. A batch that ran to its end would be told done (onBatch) first.
    const r = await pool.run('analyze', { position });
    expect(r.ok).toBe(true);
    expect(batches).toBe(0);
    await until(() => stock.mining === 'durch');
    stock.stop();
  });

  it('keeps mining the theme the learner waits for until one is found', async () => {
    const themes: string[] = [];
    let resolve = () => {};
    const done = new Promise<void>((r) => (resolve = r));
    const stock = new DrillStock(stockStore.drills, pool, {
      perTheme: 1,
      startDelayMs: 60_000,
      maxAttempts: 1,
      pauseMs: 0,
      seed: () => 5000 + themes.length,
      onBatch: (theme, n) => {
        themes.push(theme);
        if (n > 0 || themes.length >= 4) resolve();
      },
    });
    stocks.push(stock);
    stock.start();
    stock.kick('pocitani');
    await done;
    stock.stop();
    // Every batch until one was found went to the theme asked for, though others had none either.
    expect(themes.every((t) => t === 'pocitani')).toBe(true);
  });

  it('stores a drill mined twice once', () => {
    const stock = new DrillStock(stockStore.drills, pool);
    const d = mined('vynaseni', 'exact', 900);
    expect(stock.store([d])).toBe(1);
    expect(stock.store([d])).toBe(0);
  });
});

describe('attempts', () => {
  const exact = mined('vynaseni', 'exact', 1);
  const seat = mined('sto', 'seat', 1);
  /** A defender's seat drill: the talon is among the cards it cannot see. */
  const defender = mined('obrana', 'seat', 1);
  beforeAll(() => {
    new DrillStock(store.drills, pool).store([exact, seat, defender]);
  });

  async function serve(theme: Drill['theme']): Promise<ShownDrill> {
    const next = value(await service.drillNext({ theme, due: false }));
    expect(next.empty).toBeNull();
    return next.drill as ShownDrill;
  }

  it('serves what the learner may see and answers an illegal card with the reason, unrated', async () => {
    const shown = await serve('sto');
    expect(shown.kind).toBe('seat');
    expect(shown.hands).toBeNull();
    const real = fromPosition(seat.position);
    if (!real.ok) throw new Error('position');
    expect(shown.view).toEqual(view(real.value, seat.seat));
    // No card of another hand travels with a seat drill.
    const text = JSON.stringify(shown);
    for (const [i, hand] of seat.position.hands.entries())
      if (i !== seat.seat) for (const c of hand) expect(text).not.toContain(`"${c}"`);
    const legal = shown.view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    const illegal = shown.view.hand.find((c) => !legal.includes(c));
    if (illegal !== undefined) {
      const r = value(await service.drillPlay({ drill: shown.id, card: illegal }));
      expect(r.outcome).toBe('illegal');
      expect(r.outcome === 'illegal' && r.reason.code).toBeTruthy();
      expect(store.drills.drill(shown.id)?.plays).toBe(0);
    }
  });

  it('a drill carries the hand so far; a seat drill nothing its seat cannot see', async () => {
    expect(seat.seat).toBe(seat.position.declarer);
    expect(defender.seat).not.toBe(defender.position.declarer);
    for (const [theme, d] of [
      ['sto', seat],
      ['obrana', defender],
    ] as const) {
      const shown = await serve(theme);
      const real = fromPosition(d.position);
      if (!real.ok) throw new Error('position');
      // The hand so far: every trick played, with its leader and winner, and the trick in progress.
      expect(shown.view.tricks.map((t) => t.cards)).toEqual(d.position.tricks.filter((t) => t.length === 3));
      expect(shown.view.tricks.length).toBeGreaterThanOrEqual(5);
      expect(shown.view.trick?.cards).toEqual(d.position.tricks.find((t) => t.length < 3) ?? []);
      expect(shown.view.components).toEqual(real.value.components);
      expect(shown.view.declarer).toBe(d.position.declarer);
      // The talon only to the declarer, who laid it.
      expect(shown.talon).toEqual(d.seat === d.position.declarer ? d.position.talon : null);
      // The layouts the answer must hold in: the miner's count, and what the view alone allows.
      expect(shown.layouts).toBe(d.layouts?.count);
      expect(shown.layouts).toBe(countLayouts(shown.view, 10_000));
      // Every card named anywhere in what travels is one the seat sees: its hand, the cards played,
      // its own talon, trumps laid in the talon and shown.
      const sees = new Set<string>([
        ...shown.view.hand,
        ...d.position.tricks.flat(),
        ...(d.seat === d.position.declarer ? d.position.talon : []),
        ...shown.view.talonTrumps,
      ]);
      const named = [...JSON.stringify(shown).matchAll(/"([HBLA][789XUOKA])"/g)].map((m) => m[1]);
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((c) => !sees.has(c as string))).toEqual([]);
      for (const [i, hand] of d.position.hands.entries())
        if (i !== d.seat) for (const c of hand) expect(named).not.toContain(c);
      if (d.seat !== d.position.declarer) for (const c of d.position.talon) expect(named).not.toContain(c);
    }
    // An exact drill shows every card: the hands and the talon; no layouts to count.
    const shownExact = await serve('vynaseni');
    expect(shownExact.hands).toEqual(exact.position.hands);
    expect(shownExact.talon).toEqual(exact.position.talon);
    expect(shownExact.layouts).toBeNull();
  });

  it('a seat verdict counts the layouts: a wrong card in fewer, an answer in all, as judged afresh', async () => {
    const shown = await serve('obrana');
    const goal = defender.goal ?? { kind: 'money' };
    // Judged afresh from the seat's view alone: per card, in how many layouts it meets the goal.
    const afresh: Map<Card, number> =
      goal.kind === 'money'
        ? (() => {
            const a = analyzeForSeat(shown.view, { seed: 1, exactLimit: 1000, maxLayouts: 1000 });
            return new Map(a.cards.map((c) => [c.card, Math.round(c.keeps * a.layouts)]));
          })()
        : new Map(judgeGoalForSeat(shown.view, goal, { limit: 1000 }).cards.map((c) => [c.card, c.meets]));
    const count = shown.layouts as number;
    // The right card first (rated, solved: no repetition item for the later tests to meet), then a
    // wrong one, answered unrated.
    const right = defender.answers[0] as Card;
    const r = value(await service.drillPlay({ drill: shown.id, card: right }));
    if (r.outcome === 'illegal') throw new Error('illegal');
    expect(r.outcome).toBe('right');
    expect(r.layouts).toEqual({ count, meets: count });
    expect(afresh.get(right)).toBe(count);
    for (const { card } of defender.others) {
      const w = value(await service.drillPlay({ drill: shown.id, card }));
      if (w.outcome === 'illegal') throw new Error('illegal');
      expect(w.outcome).toBe('wrong');
      expect(w.rating).toBeNull();
      expect(w.layouts).toEqual({ count, meets: afresh.get(card) });
      expect(w.layouts?.meets).toBeLessThan(count);
    }
  });

  it('a wrong card in a seat drill: re-dealt consistently, loses there, and is written as a failure', async () => {
    const shown = await serve('sto');
    const wrong = seat.others[0]?.card as Card;
    const before = service.learner();
    const drillBefore = store.drills.drill(shown.id)?.rating;
    const r = value(await service.drillPlay({ drill: shown.id, card: wrong })) as DrillPlay & {
      outcome: 'wrong';
    };
    expect(r.outcome).toBe('wrong');
    expect(r.answers).toEqual(seat.answers);
    // The re-deal: the seat's view of it is what the seat saw, and the card loses there.
    const real = fromPosition(seat.position);
    const redealt = fromPosition(r.position);
    if (!real.ok || !redealt.ok) throw new Error('position');
    expect(r.redealt).toBe(true);
    expect(view(redealt.value, seat.seat)).toEqual(view(real.value, seat.seat));
    const fresh = analyze(redealt.value);
    const verdict = fresh.cards.find((v) => v.card === wrong || v.equivalent.includes(wrong));
    expect(verdict?.loss).toBeGreaterThan(0);
    expect(r.analysis.cards.find((v) => v.card === verdict?.card)?.loss).toBe(verdict?.loss);
    // Its principle by the drill's goal (goal-principle.ts): from the seat's view, naming no card the
    // seat cannot place, or on the re-deal shown, said so.
    expect(r.principle).not.toBeNull();
    expect(['seat', 'layout']).toContain(r.principle?.scope);
    const hidden = hiddenCards(view(real.value, seat.seat));
    if (r.principle?.scope === 'seat' && r.principle.fact !== null)
      for (const c of factCards(r.principle.fact)) expect(hidden.has(c)).toBe(false);
    // Written: the learner down, the drill up, one play, the attempt, the ladder's first rung.
    expect(r.rating?.before).toEqual(before);
    expect(r.rating?.after.rating).toBeLessThan(before.rating);
    expect(store.drills.rating('learner')).toEqual(r.rating?.after);
    const row = store.drills.drill(shown.id);
    expect(row?.plays).toBe(1);
    expect(row?.rating.rating).toBeGreaterThan(drillBefore?.rating ?? Infinity);
    expect(attempts().at(-1)).toEqual({
      item: `drill:${shown.id}`,
      theme: 'sto',
      solved: 0,
      mistakes: 1,
      rating: r.rating?.after.rating,
    });
    expect(store.drills.repetition(drillItem(shown.id))).toEqual({
      id: drillItem(shown.id),
      rung: 0,
      due: NOW + (LADDER[0] as number),
      lapses: 1,
    });
    // A second card on the same drill is answered, not rated again.
    const again = value(await service.drillPlay({ drill: shown.id, card: seat.answers[0] as Card }));
    expect(again.outcome).toBe('right');
    expect(again.outcome !== 'illegal' && again.rating).toBeNull();
    expect(store.drills.drill(shown.id)?.plays).toBe(1);
    // Played drills leave the stock.
    expect(value(await service.drillNext({ theme: 'sto', due: false })).empty).toBe('stock');
  });

  it('a right card in an exact drill is written as solved (no repetition item)', async () => {
    const shown = await serve('vynaseni');
    expect(shown.hands).toEqual(exact.position.hands);
    const before = service.learner();
    const r = value(await service.drillPlay({ drill: shown.id, card: exact.answers[0] as Card }));
    expect(r.outcome).toBe('right');
    if (r.outcome === 'illegal') throw new Error('illegal');
    expect(r.redealt).toBe(false);
    // One deal, no layouts to count.
    expect(r.layouts).toBeNull();
    expect(r.position).toEqual(exact.position);
    expect(r.rating?.after.rating).toBeGreaterThan(before.rating);
    expect(store.drills.rating('learner')).toEqual(r.rating?.after);
    expect(attempts().at(-1)).toMatchObject({ item: `drill:${shown.id}`, solved: 1, mistakes: 0 });
    expect(store.drills.repetition(drillItem(shown.id))).toBeNull();
  });

  it('due mode: a miss waits its 4 hours; a day-rung is due all its local day; solved, a rung up', async () => {
    const failed = attempts().find((a) => (a as { solved: number }).solved === 0) as { item: string };
    const id = Number(failed.item.slice('drill:'.length));
    const firstDue = NOW + (LADDER[0] as number);
    // Due at 02:00 UTC tomorrow: a fresh miss waits its hours, in UTC and in New York alike.
    expect(value(await service.drillNext({ theme: null, due: true })).empty).toBe('due');
    expect(value(await service.drillStatus({})).dueToday).toBe(0);
    expect(value(await service.drillStatus({ utcOffset: -300 })).dueToday).toBe(0);
    clock = firstDue;
    const first = value(await service.drillNext({ theme: null, due: true, utcOffset: -300 }));
    expect(first.drill?.id).toBe(id);
    expect(first.drill?.due).toBe(true);
    const r = value(await service.drillPlay({ drill: id, card: seat.answers[0] as Card, utcOffset: -300 }));
    expect(r.outcome).toBe('right');
    const second = firstDue + (LADDER[1] as number);
    expect(store.drills.repetition(drillItem(id))).toEqual({
      id: drillItem(id),
      rung: 1,
      due: second,
      lapses: 1,
    });
    expect(r.outcome !== 'illegal' && r.repetition).toEqual({
      item: drillItem(id),
      change: 'up',
      rung: 1,
      due: second,
    });
    // Six hours before it: another day in UTC, the same day in New York (15:00 there).
    clock = second - 6 * 3_600_000;
    expect(value(await service.drillStatus({})).dueToday).toBe(0);
    expect(value(await service.drillStatus({ utcOffset: -300 })).dueToday).toBe(1);
    const ny = value(await service.drillNext({ theme: null, due: true, utcOffset: -300 }));
    expect(ny.drill?.id).toBe(id);
    const again = value(
      await service.drillPlay({ drill: id, card: seat.answers[0] as Card, utcOffset: -300 }),
    );
    expect(again.outcome).toBe('right');
    // Reviewed today: counted as at its due time, the next interval from there.
    expect(store.drills.repetition(drillItem(id))).toEqual({
      id: drillItem(id),
      rung: 2,
      due: second + (LADDER[2] as number),
      lapses: 1,
    });
  });
});

describe('over the handler', () => {
  const handle = createHandler({ pool, games: {} as GameApi, drills: service });
  const badPath = (r: ApiResult<Method>): string => {
    if (r.ok || r.error.code !== 'badInput') throw new Error(`expected badInput, got ${JSON.stringify(r)}`);
    const e = r.error.error;
    return 'path' in e ? e.path : '(none)';
  };

  it('checks params on arrival and names unknown drills', async () => {
    expect(badPath(await handle('drillNext', { theme: 'bridge', due: false }))).toBe('params.theme');
    expect(badPath(await handle('drillNext', { theme: null }))).toBe('params.due');
    expect(badPath(await handle('drillNext', { theme: null, due: true, utcOffset: 2000 }))).toBe(
      'params.utcOffset',
    );
    expect(badPath(await handle('drillPlay', { drill: 1, card: 'Z9' }))).toBe('params.card');
    expect(badPath(await handle('drillPlay', { drill: 99_999, card: 'HA' }))).toBe('params.drill');
    const status = await handle('drillStatus', {});
    expect(status.ok && (status.value as { learner: unknown }).learner).toEqual(service.learner());
  });
});
