/**
 * One played card graded (src-main/review/card.ts) against the solver run directly: on random positions
 * the exact grade equals the value of re-solving the position after the card (solveLine) against the
 * best of analyze, the seat grade equals the judge rebuilt from analyzeForSeat on the seat's own view (rounds of one stream, its interval), and refusals, stops and
 * the real worker pool behave as documented.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type ParamsOf,
  type SolverMethod,
  apply,
  createRng,
  err,
  legalActions,
  ok,
  view,
} from '../../../src-shared/index.ts';
import { forSide, gradeOf } from '../../../src-shared/review/grade.ts';
import { CARD_SAMPLING, type CardPool, gradeCard } from '../../../src-main/review/card.ts';
import { SILENT_SAMPLES } from '../../../src-shared/review/interval.ts';
import { analyze, solveLine } from '../../../src-main/solver/analyze.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { execute, prepare } from '../../../src-main/solver/tasks.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';
import { seatJudge } from '../../support/seat-judge.ts';

/** The pool's tasks run in this process, with every call (method and params) recorded. */
function inProcess(): CardPool & { calls: { method: SolverMethod; params: unknown }[] } {
  const calls: { method: SolverMethod; params: unknown }[] = [];
  return {
    calls,
    run: async <M extends SolverMethod>(method: M, params: ParamsOf<M>) => {
      calls.push({ method, params });
      const task = prepare(method, params);
      if (!task.ok) return task;
      return ok(execute(task.value));
    },
    stockCard: async (task) => ok(execute(task)),
  };
}

const playOf = (s: HandState) => legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));

function after(state: HandState, card: Card): HandState {
  const r = apply(state, { type: 'play', seat: state.toAct as number, card });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe('a played card graded', () => {
  const rng = createRng(1505);
  const cases: { state: HandState; card: Card }[] = [];
  for (let i = 0; i < 60; i++) {
    const state = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4 + (i % 4), i % 3);
    const legal = playOf(state);
    // Every other case plays the card worst for the side to move (found by re-solving), so losses occur.
    const sign = state.toAct === state.declarer ? 1 : -1;
    const worst = legal.reduce((w, c) =>
      sign * solveLine(after(state, c)).value < sign * solveLine(after(state, w)).value ? c : w,
    );
    cases.push({ state, card: i % 2 === 1 ? worst : legal[rng.int(legal.length)]! });
  }

  it('exactly: the money of re-solving after the card against the best, graded by the loss', async () => {
    let losing = 0;
    for (const { state, card } of cases) {
      const r = await gradeCard(inProcess(), state, card, { seatView: false });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const { exact, analysis, bestAction, seatView } = r.value;
      expect(seatView).toBeNull();
      const side = analysis!.side;
      const value = solveLine(after(state, card)).value;
      const best = Math.max(...playOf(state).map((c) => forSide(side, solveLine(after(state, c)).value)));
      expect(exact).not.toBeNull();
      expect(exact!.value).toBeCloseTo(value, 9);
      expect(forSide(side, exact!.bestValue)).toBeCloseTo(best, 9);
      expect(exact!.loss).toBeCloseTo(best - forSide(side, value), 9);
      expect(exact!.grade).toBe(gradeOf(exact!.loss));
      expect(analysis).toEqual(analyze(state));
      if (exact!.grade !== 'best') {
        losing++;
        expect(bestAction).not.toBeNull();
        const b = bestAction as { type: 'play'; card: Card };
        expect(forSide(side, solveLine(after(state, b.card)).value)).toBeCloseTo(best, 9);
      } else {
        expect(bestAction).toBeNull();
      }
    }
    expect(losing).toBeGreaterThan(5);
  });

  it("from the seat's view: analyzeForSeat on that seat's own view in rounds, judged with its interval", async () => {
    let rounds = 0;
    for (const { state, card } of cases.slice(0, 16)) {
      const pool = inProcess();
      const r = await gradeCard(pool, state, card, { seed: 7, maxLayouts: 48 });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const seat = state.toAct as number;
      // The same layouts as one fresh analysis of that many: the rounds continue one seeded stream.
      const direct = seatJudge(state, card, 7, 48);
      const g = r.value.seatView!;
      expect(g.samples).toBe(direct.analysis.layouts);
      expect(r.value.seatAnalysis!.layouts).toBe(direct.analysis.layouts);
      for (const c of direct.analysis.cards) {
        const mine = r.value.seatAnalysis!.cards.find((x) => x.card === c.card)!;
        expect(mine.meanValue).toBeCloseTo(c.meanValue, 9);
        expect(mine.keeps).toBeCloseTo(c.keeps, 9);
        expect(mine.values).toBeUndefined();
      }
      const { loss, margin, grade, withinError, decided, exact } = direct.grade;
      expect(g.loss).toBeCloseTo(loss, 9);
      if (margin === null) expect(g.margin).toBeNull();
      else expect(g.margin).toBeCloseTo(margin, 9);
      expect({ grade: g.grade, withinError: g.withinError, decided: g.decided, exact: g.exact }).toEqual({
        grade,
        withinError,
        decided,
        exact,
      });
      expect(g.bestAction === null ? null : (g.bestAction as { card: Card }).card).toBe(direct.against);
      // Never a grade the interval's lower end does not clear.
      if (g.grade !== 'best' && !g.exact) expect(gradeOf(g.loss - (g.margin as number))).toBe(g.grade);
      const seatCalls = pool.calls.filter((c) => c.method === 'analyzeForSeat');
      rounds = Math.max(rounds, seatCalls.length);
      // Only the seat's view went to the solver: the seat analysis is asked for that seat.
      for (const c of seatCalls) expect((c.params as { seat: number }).seat).toBe(seat);
    }
    expect(rounds).toBeGreaterThan(1);
  });

  it('layouts that tell no card from the played one: best, decided only from SILENT_SAMPLES layouts', async () => {
    let silent = 0;
    for (const { state, card } of cases) {
      const direct = seatJudge(state, card, 7, 240);
      const a = direct.analysis;
      const mine = a.cards.find((c) => c.card === card)!.values!;
      if (a.exact || a.cards.length < 2 || !a.cards.every((c) => c.values!.every((v, k) => v === mine[k])))
        continue;
      silent++;
      const r = await gradeCard(inProcess(), state, card, { seed: 7, maxLayouts: 240 });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const g = r.value.seatView!;
      expect(g).toMatchObject({ grade: 'best', loss: 0, margin: 0, withinError: false });
      expect(g.samples).toBe(a.layouts);
      // Not taken as certain on the first round's 30: on to SILENT_SAMPLES unless the stream ran dry
      // or the nodes were spent, and decided only there.
      const cut = !a.done || (a.nodes ?? 0) >= CARD_SAMPLING.nodes;
      if (!cut) expect(g.samples).toBeGreaterThanOrEqual(SILENT_SAMPLES);
      expect(g.decided).toBe(g.samples >= SILENT_SAMPLES);
    }
    expect(silent).toBeGreaterThan(2);
  });

  it('stops at the bound of work in solver nodes, as one fresh analysis bounded so', async () => {
    let cut = 0;
    for (const { state, card } of cases.slice(0, 12)) {
      const r = await gradeCard(inProcess(), state, card, { seed: 3, maxLayouts: 240, maxNodes: 5000 });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const direct = seatJudge(state, card, 3, 240, 5000);
      expect(r.value.seatView!.samples).toBe(direct.analysis.layouts);
      expect(r.value.seatView!.grade).toBe(direct.grade.grade);
      expect(r.value.seatView!.loss).toBeCloseTo(direct.grade.loss, 9);
      if (!direct.analysis.exact && direct.analysis.layouts < 240) cut++;
    }
    expect(cut).toBeGreaterThan(0);
  });

  it('past the bound of work, goes on to the raised bound only while best and worse are apart', async () => {
    let raised = 0;
    /** Cut at the bound with a worse grade still undecided: no more layouts for that. */
    let held = 0;
    for (const { state, card } of cases.slice(0, 24)) {
      const r = await gradeCard(inProcess(), state, card, {
        seed: 3,
        maxLayouts: 240,
        maxNodes: 60_000,
        openNodes: 240_000,
      });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const g = r.value.seatView!;
      const direct = seatJudge(state, card, 3, 240, 60_000, 240_000);
      expect(g.samples).toBe(direct.analysis.layouts);
      expect(g.grade).toBe(direct.grade.grade);
      expect(g.loss).toBeCloseTo(direct.grade.loss, 9);
      // The same card with the one bound: where it stopped at the bound undecided between best and
      // worse before the last round (30, 60, 120, 240: the raised bound goes on with the next round),
      // the raised bound took more layouts; anywhere else the same ones.
      const once = seatJudge(state, card, 3, 240, 60_000);
      const cut = !once.analysis.exact && once.analysis.layouts < 240;
      if (cut && once.grade.grade === 'best' && !once.grade.decided && once.analysis.layouts <= 120) {
        raised++;
        expect(g.samples).toBeGreaterThan(once.analysis.layouts);
      } else {
        if (cut && !once.grade.decided) held++;
        expect(g.samples).toBe(once.analysis.layouts);
        expect(g.grade).toBe(once.grade.grade);
      }
    }
    expect(raised).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });

  it('refuses a card the engine refuses, and a state outside play', async () => {
    const { state } = cases[0]!;
    const seat = state.toAct as number;
    const notMine = state.hands.findIndex((_, s) => s !== seat);
    const foreign = playOf(state).length > 0 ? view(state, notMine).hand[0] : undefined;
    const r = await gradeCard(inProcess(), state, foreign ?? 'HA');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('refused');
    let end = state;
    while (end.phase !== 'finished') end = after(end, playOf(end)[0]!);
    const f = await gradeCard(inProcess(), end, 'HA');
    expect(!f.ok && f.error).toMatchObject({ code: 'refused', reason: { code: 'wrongPhase' } });
  });

  it('a failed analysis is the answer, and the other one is stopped', async () => {
    const { state, card } = cases[1]!;
    let seatSignal: AbortSignal | undefined;
    const pool: CardPool = {
      run: (method, _params, options) => {
        if (method === 'analyze') return Promise.resolve(err({ code: 'timeout' }));
        seatSignal = options?.signal;
        return new Promise((resolve) =>
          options?.signal?.addEventListener('abort', () => resolve(err({ code: 'cancelled' }))),
        );
      },
      stockCard: () => Promise.resolve(err({ code: 'internal', message: 'not asked' })),
    };
    const r = await gradeCard(pool, state, card);
    expect(!r.ok && r.error).toEqual({ code: 'timeout' });
    expect(seatSignal?.aborted).toBe(true);
  });

  describe('through the real worker pool', () => {
    const pool = new SolverPool({ size: 1, backgroundSize: 1 });
    afterAll(() => pool.close());

    it('grades as in-process, in the background lane', async () => {
      const { state, card } = cases[2]!;
      const [viaPool, direct] = await Promise.all([
        gradeCard(pool, state, card, { maxLayouts: 8, caller: 'test' }),
        gradeCard(inProcess(), state, card, { maxLayouts: 8 }),
      ]);
      expect(viaPool).toEqual(direct);
    });

    it('a signal stops it: cancelled', async () => {
      const { state, card } = cases[3]!;
      const stop = new AbortController();
      stop.abort();
      const r = await gradeCard(pool, state, card, { signal: stop.signal });
      expect(!r.ok && r.error.code).toBe('cancelled');
    });
  });
});
