/**
 * Drills mined by the solver: every stated answer is confirmed afresh (analyze on the real deal, and
 * analyzeForSeat over every consistent layout for seat drills), every theme holds by its definition,
 * mining repeats by seed, the adversarial re-deal hands out only layouts consistent with the view,
 * and a batch runs in a real worker pool.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CardVerdict,
  type HandState,
  type SeatView,
  describe as describePosition,
  fromPosition,
  view,
} from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { type Drill, type Theme, mineDrill, mineDrills } from '../../../src-main/training/mine.ts';
import { redeal } from '../../../src-main/training/redeal.ts';

const stateOf = (d: Drill): HandState => {
  const r = fromPosition(d.position);
  if (!r.ok) throw new Error('a drill whose position the engine refuses');
  return r.value;
};
const classKey = (v: CardVerdict) => [v.card, ...v.equivalent].sort().join();

/** The theme's definition, written out again from docs/training.md, "Drills mined by the solver". */
function holds(theme: Theme, s: HandState, losing: readonly CardVerdict[]): boolean {
  const costs = (v: CardVerdict, kinds: readonly string[]) =>
    v.changes.some((c) => kinds.includes(c.kind) && c.amount < 0);
  switch (theme) {
    case 'sedma':
      return losing.every((v) => costs(v, ['seven', 'sevenAgainst', 'silentSeven']));
    case 'sto':
      return losing.every((v) => costs(v, ['hundred', 'hundredAgainst', 'silentHundred']));
    case 'betl':
      return s.game === 'betl';
    case 'durch':
      return s.game === 'durch';
    case 'obrana':
      return s.game === 'suit' && s.toAct !== s.declarer;
    case 'vynaseni':
      return s.game === 'suit' && s.trick?.cards.length === 0;
    case 'pocitani':
      return losing.every(
        (v) =>
          v.changes.length > 0 &&
          v.changes.every(
            (c) => c.kind === 'game' && c.before?.code === 'morePoints' && c.after?.code === 'morePoints',
          ),
      );
  }
}

/** A fresh exact analysis agrees with everything the drill states. */
function confirmExact(d: Drill): void {
  const s = stateOf(d);
  expect(s.toAct).toBe(d.seat);
  const a = analyze(s);
  expect(a.side).toBe(d.side);
  expect(a.value).toBe(d.value);
  const best = a.cards.filter((v) => v.loss === 0);
  expect(d.answers.slice().sort()).toEqual(best.map((v) => v.card).sort());
  expect(d.others.map((o) => [o.card, o.loss]).sort()).toEqual(
    a.cards
      .filter((v) => v.loss > 0)
      .map((v) => [v.card, v.loss])
      .sort(),
  );
  expect(d.others.every((o) => o.loss > 0)).toBe(true);
  // One answer of at least three choices, or two of at least four.
  const answerClasses = new Set(best.map(classKey)).size;
  const choices = new Set(a.cards.map(classKey)).size;
  expect(answerClasses === 1 ? choices >= 3 : answerClasses === 2 && choices >= 4).toBe(true);
  expect(d.difficulty.choices).toBe(choices);
  expect(d.difficulty.tricksLeft).toBe(10 - s.tricks.length);
  const losing = [...new Map(a.cards.filter((v) => v.loss > 0).map((v) => [classKey(v), v])).values()];
  expect(holds(d.theme, s, losing)).toBe(true);
}

const EXACT_THEMES: readonly Theme[] = ['sedma', 'sto', 'betl', 'obrana', 'vynaseni', 'pocitani'];

describe('exact drills', () => {
  it('state an answer a fresh analysis confirms, of their theme', () => {
    for (const theme of EXACT_THEMES) {
      const drills = [1, 2].map((seed) => mineDrill(seed, theme)).filter((d) => d !== null);
      expect(drills.length, theme).toBeGreaterThan(0);
      for (const d of drills) {
        expect(d.theme).toBe(theme);
        expect(d.kind).toBe('exact');
        confirmExact(d);
      }
    }
  });

  it('find durch drills too, rarer: the first seed of ten that gives one is confirmed', () => {
    let d: Drill | null = null;
    for (let seed = 1; seed <= 10 && d === null; seed++) d = mineDrill(seed, 'durch');
    expect(d).not.toBeNull();
    if (d !== null) confirmExact(d);
  });

  it('repeat by seed, and differ between seeds', () => {
    expect(mineDrill(4, 'sto')).toEqual(mineDrill(4, 'sto'));
    expect(mineDrill(4, 'obrana')).toEqual(mineDrill(4, 'obrana'));
    expect(mineDrill(5, 'sto')?.position).not.toEqual(mineDrill(4, 'sto')?.position);
  });

  it('give up after the attempts allowed, or when told to stop', () => {
    let polls = 0;
    expect(mineDrill(1, 'sto', { shouldStop: () => ++polls > 0 })).toBeNull();
    expect(polls).toBe(1);
    expect(mineDrill(1, 'durch', { maxAttempts: 0 })).toBeNull();
  });
});

/** Every consistent layout of the seat's view, solved afresh with another seed. */
function confirmSeat(d: Drill): void {
  confirmExact(d);
  const v = view(stateOf(d), d.seat);
  const stats = analyzeForSeat(v, { seed: 99, exactLimit: 10_000, maxLayouts: 10_000 });
  expect(stats.exact).toBe(true);
  expect(stats.layouts).toBe(d.layouts?.count);
  const keeps = new Map(stats.cards.map((c) => [c.card, c.keeps]));
  const answerShare = Math.min(...d.answers.map((c) => keeps.get(c) as number));
  expect(answerShare).toBe(d.layouts?.keeps);
  expect(answerShare).toBeGreaterThanOrEqual(0.75);
  for (const o of d.others) {
    expect(keeps.get(o.card)).toBe(o.keeps);
    expect(keeps.get(o.card) as number).toBeLessThanOrEqual(answerShare - 0.25);
  }
}

describe('seat drills', () => {
  it('state an answer that keeps the best result in (almost) every layout the seat cannot tell apart', () => {
    let confirmed = 0;
    for (const theme of ['vynaseni', 'sto', 'obrana'] as const)
      for (const seed of [1, 2]) {
        const d = mineDrill(seed, theme, { kind: 'seat' });
        if (d === null) continue;
        expect(d.kind).toBe('seat');
        confirmSeat(d);
        confirmed++;
      }
    expect(confirmed).toBeGreaterThanOrEqual(3);
  });
});

/** The re-dealt hand, rebuilt from its position, shows the seat exactly the view it was given. */
function consistent(layout: HandState, v: SeatView): void {
  expect(view(layout, v.seat)).toEqual(v);
  const rebuilt = fromPosition(describePosition(layout));
  expect(rebuilt.ok).toBe(true);
  if (rebuilt.ok) expect(view(rebuilt.value, v.seat)).toEqual(v);
}

describe('adversarial re-deal', () => {
  it('beats a losing card with a consistent layout, and finds none against a card that always keeps', () => {
    let beaten = 0;
    let held = 0;
    for (const seed of [1, 2, 3]) {
      const d = mineDrill(seed, 'vynaseni', { kind: 'seat' });
      if (d === null) continue;
      const v = view(stateOf(d), d.seat);
      for (const o of d.others.slice(0, 2)) {
        // The real deal is one of the layouts and the card loses there: a layout must be found.
        const r = redeal(v, o.card);
        expect(r.found).toBe(true);
        if (!r.found) continue;
        consistent(r.layout, v);
        expect(r.position).toEqual(describePosition(r.layout));
        const there = analyze(r.layout);
        expect(there.cards.find((c) => c.card === o.card)?.loss).toBe(r.loss);
        expect(r.loss).toBeGreaterThanOrEqual(o.loss);
        expect(
          there.cards
            .filter((c) => c.loss === 0)
            .map((c) => c.card)
            .sort(),
        ).toEqual(r.best.slice().sort());
        beaten++;
      }
      for (const a of d.answers) {
        const r = redeal(v, a);
        // Exact: the answer fails in some layout exactly when its share is below one.
        expect(r.found).toBe((d.layouts?.keeps ?? 0) < 1);
        expect(r.tried).toBe(d.layouts?.count);
        if (r.found) consistent(r.layout, v);
        else {
          expect(r.exhaustive).toBe(true);
          held++;
        }
      }
    }
    expect(beaten).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });

  it('refuses a card that is not legal', () => {
    const d = mineDrill(1, 'vynaseni');
    if (d === null) throw new Error('no drill');
    const s = stateOf(d);
    const v = view(s, d.seat);
    const foreign = describePosition(s).hands.find((_, seat) => seat !== d.seat)?.[0];
    expect(() => redeal(v, foreign as never)).toThrow(/not a legal card/);
  });
});

describe('mining in the worker pool', () => {
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  afterAll(() => pool.close());

  it('answers a batch like the in-process function', async () => {
    const task = { method: 'mineDrills', seed: 10, count: 4, themes: ['vynaseni', 'sto'] } as const;
    const started = performance.now();
    const r = await pool.mineDrills(task);
    const ms = performance.now() - started;
    expect(r).toEqual({ ok: true, value: mineDrills(task) });
    if (r.ok) {
      expect(r.value.drills.length + r.value.misses.length).toBe(4);
      expect(r.value.drills.map((d) => d.theme)).toEqual(
        r.value.drills.map((d) => (d.seed % 2 === 0 ? 'vynaseni' : 'sto')),
      );
      console.log(`mineDrills in a worker: ${r.value.drills.length} drills in ${Math.round(ms)} ms`);
    }
  });

  it('stops a batch when cancelled', async () => {
    const controller = new AbortController();
    const task = { method: 'mineDrills', seed: 1, count: 1000, themes: ['betl'] } as const;
    const pending = pool.mineDrills(task, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    expect(await pending).toEqual({ ok: false, error: { code: 'cancelled' } });
  });
});
