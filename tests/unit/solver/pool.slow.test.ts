/**
 * The solver pool with real worker threads running the .ts sources: answers equal the in-process
 * functions, tasks queue, and cancellation, timeouts and crashes resolve with typed errors while the
 * pool keeps working. No wall-clock bound (docs/testing.md): a stop is shown to come from the worker
 * (the tap, tests/support/tap.ts) rather than from the pool's grace, and the pool's time limits and
 * grace are counted on Vitest's fake clock, which moves only when the test moves it.
 */
import type { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  type HandState,
  type SeatAnalysis,
  MAX_LAYOUTS,
  createRng,
  describe as toPosition,
  describeApiError,
  view,
} from '../../../src-shared/index.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { analyze, solveLine as solve } from '../../../src-main/solver/analyze.ts';
import { laydown } from '../../../src-main/solver/laydown.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { type Contract, endPosition } from '../../support/deals.ts';
import { TAP_WORKER, tapAnswers } from '../../support/tap.ts';
import { NO_DEADLINE_MS, until } from '../../support/wait.ts';

const position = (seed: number, left: number, contract: Contract = 'game') => {
  const state: HandState = endPosition(createRng(seed), contract, left, 0);
  return { state, position: toPosition(state) };
};
/** 4 tricks left: a few layouts, solved in milliseconds. */
const SMALL = position(2, 4);
/** 7 tricks left: thousands of layouts at several ms each; the seat analysis polls its stop flag. */
const LONG = position(2, 7);
/** A complete deal (a seven): its seat analysis takes seconds. */
const FULL = position(1, 10, 'seven');

const pools: SolverPool[] = [];
const pool = (options: ConstructorParameters<typeof SolverPool>[0] = {}) => {
  const p = new SolverPool(options);
  pools.push(p);
  return p;
};
const tap = tapAnswers();
afterAll(async () => {
  tap.close();
  await Promise.all(pools.map((p) => p.close()));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A worker that never polls its stop flag: only the pool's grace can end its task early. */
const DEAF = new URL('../../support/deaf-worker.ts', import.meta.url);
/**
 * The pool's timers on a fake clock (its time limits and grace; the workers keep their own real one):
 * a limit runs out exactly when the test moves the clock past it, and never otherwise.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** Lets settled promises run their callbacks (microtasks only: no worker's message comes in meanwhile). */
const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
/**
 * Resolves in the same turn as the worker's first message (`ready`), after the pool has handled it: a
 * warmed worker's priming has then just been started, and no answer of the worker can come in before
 * the caller's next step (it goes on in microtasks of that turn).
 */
const whenReady = (worker: Worker) =>
  new Promise<void>((resolve) => worker.once('message', () => queueMicrotask(resolve)));

/** Resolves at the first progress message (the task is surely running in a worker then). */
const firstProgress = () => {
  let resolve: (p: SeatAnalysis) => void = () => {};
  const seen = new Promise<SeatAnalysis>((r) => (resolve = r));
  return { seen, onProgress: (p: SeatAnalysis) => resolve(p) };
};

describe('solver pool', () => {
  it('answers like the in-process functions', async () => {
    const p = pool({ size: 2 });
    const seat = SMALL.state.toAct as number;
    const [solved, analysis, claim, seatAnalysis] = await Promise.all([
      p.run('solve', { position: SMALL.position }),
      p.run('analyze', { position: SMALL.position }),
      p.run('laydown', { position: SMALL.position }),
      p.run('analyzeForSeat', { position: SMALL.position, seat, seed: 5, maxLayouts: 20 }),
    ]);
    expect(solved).toEqual({ ok: true, value: solve(SMALL.state) });
    expect(analysis).toEqual({ ok: true, value: analyze(SMALL.state) });
    expect(claim).toEqual({ ok: true, value: laydown(SMALL.state) });
    expect(seatAnalysis).toEqual({
      ok: true,
      value: analyzeForSeat(view(SMALL.state, seat), { seed: 5, maxLayouts: 20 }),
    });
  });

  it("runs a computer player's decision in a worker, equal to the in-process one", async () => {
    const p = pool({ size: 1 });
    const seat = FULL.state.toAct as number;
    const v = view(FULL.state, seat);
    for (const name of ['rules', 'hrac'] as const) {
      // Untimed on both sides: a timed decision may stop earlier in a worker still cold.
      const answer = await p.decide(v, name, 9, { timed: false });
      const here = (playerByName(name, { timed: false }) as Player).decide(v, createRng(9));
      expect(answer).toEqual({ ok: true, value: here });
    }
    const bad = await p.decide(v, 'nobody' as 'hrac', 9);
    expect(bad).toEqual({ ok: false, error: { code: 'internal', message: 'unknown player nobody' } });
  });

  it('queues tasks beyond its size and runs them on every worker of their lane', async () => {
    const p = pool({ size: 1, backgroundSize: 2 });
    const cases = [1, 2, 3, 4, 5, 6].map((seed) => position(seed, 5));
    const runs = cases.map((c) => p.run('solve', { position: c.position }));
    expect(p.stats()).toEqual({
      interactive: { workers: 0, busy: 0, queued: 0 },
      background: { workers: 2, busy: 2, queued: 4 },
    });
    const results = await Promise.all(runs);
    results.forEach((r, i) => expect(r).toEqual({ ok: true, value: solve(cases[i]!.state) }));
    expect(p.stats().background).toEqual({ workers: 2, busy: 0, queued: 0 });
  });

  it('streams progress and cancels a long task promptly with its partial result', async () => {
    // No grace to speak of: only the worker's own answer can end the task (a grace running out would
    // replace the worker, which the end of the test checks did not happen).
    const p = pool({ size: 1, graceMs: NO_DEADLINE_MS, worker: TAP_WORKER });
    const seat = LONG.state.toAct as number;
    const ac = new AbortController();
    const progress = firstProgress();
    const run = p.run(
      'analyzeForSeat',
      { position: LONG.position, seat, seed: 1, maxLayouts: MAX_LAYOUTS },
      { signal: ac.signal, onProgress: progress.onProgress },
    );
    const first = await progress.seen;
    expect(first.done).toBe(false);
    const worker = p.threads()[0] as Worker;
    ac.abort();
    const r = await run;
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('cancelled');
    const partial = (r.error as { partial?: SeatAnalysis }).partial;
    expect(partial?.done).toBe(false);
    expect(partial?.layouts).toBeGreaterThanOrEqual(first.layouts);
    // Promptly: the search noticed its stop flag and answered with what it had (`stopped`), short of
    // the layouts it was given; a search that ran on to its end would have answered `done`.
    await until(() => tap.ends(worker.threadId).length > 0);
    expect(tap.ends(worker.threadId)).toEqual([{ id: expect.any(Number), type: 'stopped', partial }]);
    expect(partial?.layouts).toBeLessThan(MAX_LAYOUTS);
    // The search noticed the flag: the same worker goes on serving.
    expect(p.threads()[0]).toBe(worker);
    expect(await p.run('solve', { position: SMALL.position })).toEqual({
      ok: true,
      value: solve(SMALL.state),
    });
  });

  it('terminates and replaces a worker that does not stop within the grace period', async () => {
    fakeClock();
    // A real worker running the real tasks, but one that never polls its stop flag.
    const p = pool({ size: 1, graceMs: 250, worker: DEAF });
    const seat = FULL.state.toAct as number;
    await p.run('solve', { position: SMALL.position }); // the worker is up
    const worker = p.threads()[0];
    const ac = new AbortController();
    let answered = false;
    const run = p
      .run(
        'analyzeForSeat',
        { position: FULL.position, seat, seed: 1, maxLayouts: 50 },
        { signal: ac.signal },
      )
      .then((r) => {
        answered = true;
        return r;
      });
    ac.abort();
    // The worker has its grace (its seconds-long analysis cannot end within this synchronous turn)…
    vi.advanceTimersByTime(249);
    await microtasks();
    expect(answered).toBe(false);
    expect(p.threads()).toEqual([worker]);
    // …and not a moment longer: cancelled, and the worker replaced, without waiting for its analysis.
    vi.advanceTimersByTime(1);
    expect(await run).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(p.threads()).toHaveLength(1);
    expect(p.threads()[0]).not.toBe(worker);
    expect(await p.run('solve', { position: SMALL.position })).toEqual({
      ok: true,
      value: solve(SMALL.state),
    });
  });

  it('times out running and queued tasks', async () => {
    fakeClock();
    const p = pool({ size: 1, worker: TAP_WORKER });
    const seat = LONG.state.toAct as number;
    const long = p.run(
      'analyzeForSeat',
      { position: LONG.position, seat, maxLayouts: MAX_LAYOUTS },
      { timeoutMs: 400 },
    );
    let answered = false;
    const queued = p.run('solve', { position: SMALL.position }, { timeoutMs: 100 }).then((r) => {
      answered = true;
      return r;
    });
    vi.advanceTimersByTime(99);
    await microtasks();
    expect(answered).toBe(false);
    // Its limit reached while it waits behind the long task: dropped from the queue.
    vi.advanceTimersByTime(1);
    expect(await queued).toEqual({ ok: false, error: { code: 'timeout' } });
    // The running task's limit: its stop flag is set and the worker answers with what it had (the
    // grace, on the fake clock, never runs out: the answer is the worker's own).
    vi.advanceTimersByTime(300);
    const r = await long;
    expect(r).toMatchObject({ ok: false, error: { code: 'timeout', partial: { done: false } } });
    const worker = p.threads()[0] as Worker;
    await until(() => tap.ends(worker.threadId).length > 0);
    expect(tap.ends(worker.threadId).map((m) => m.type)).toEqual(['stopped']);
    expect(await p.run('solve', { position: SMALL.position })).toMatchObject({ ok: true });
  });

  it('answers a task whose worker dies with internal, and replaces the worker', async () => {
    const p = pool({ size: 1 });
    const seat = LONG.state.toAct as number;
    const progress = firstProgress();
    const run = p.run(
      'analyzeForSeat',
      { position: LONG.position, seat, maxLayouts: MAX_LAYOUTS },
      { onProgress: progress.onProgress },
    );
    await progress.seen;
    const worker = p.threads()[0]!;
    await worker.terminate();
    const r = await run;
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(p.threads()).toHaveLength(1);
    expect(p.threads()[0]).not.toBe(worker);
    expect(await p.run('solve', { position: SMALL.position })).toEqual({
      ok: true,
      value: solve(SMALL.state),
    });
  });

  it('rejects bad input with a JSON path and refuses what the rules do not allow, without a worker', async () => {
    const p = pool({ size: 1 });
    // Params from outside (IPC) are unknown data: the pool checks them whatever their static type.
    const bad = await p.run('solve', { position: { ...SMALL.position, talon: ['HA', 'Q7'] } } as never);
    expect(bad).toEqual({
      ok: false,
      error: {
        code: 'badInput',
        error: { code: 'unknownCard', path: 'params.position.talon[1]', value: 'Q7' },
      },
    });
    if (!bad.ok) expect(describeApiError(bad.error, 'cs')).toContain('params.position.talon[1]');
    const seat = await p.run('analyzeForSeat', { position: SMALL.position, seat: 'two' } as never);
    expect(seat).toMatchObject({ ok: false, error: { code: 'badInput', error: { path: 'params.seat' } } });
    const other = ((SMALL.state.toAct as number) + 1) % 3;
    const turn = await p.run('analyzeForSeat', { position: SMALL.position, seat: other });
    expect(turn).toEqual({
      ok: false,
      error: { code: 'refused', reason: { code: 'notYourTurn', seat: other, toAct: SMALL.state.toAct } },
    });
    if (!turn.ok) expect(describeApiError(turn.error, 'en').length).toBeGreaterThan(10);
    expect(p.stats().background.workers).toBe(0);
  });

  it('answers internal when the worker cannot start, without restarting it in a loop', async () => {
    const p = pool({ size: 1, worker: new URL('./no-such-worker.ts', import.meta.url) });
    const r = await p.run('solve', { position: SMALL.position });
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(p.stats().background.workers).toBe(0);
  });

  it('starts the background workers ahead on warmup, once, and runs the next task on them', async () => {
    const p = pool({ size: 2, backgroundSize: 1 });
    expect(p.stats().background.workers).toBe(0);
    const warming = p.warmup();
    // Started at once, only the background lane, never more than its size however often asked.
    expect(p.stats()).toMatchObject({ background: { workers: 1 }, interactive: { workers: 0 } });
    await Promise.all([warming, p.warmup(), p.warmup()]);
    const [worker] = p.threads('background');
    expect(p.threads('background')).toHaveLength(1);
    expect(await p.run('analyze', { position: SMALL.position })).toEqual({
      ok: true,
      value: analyze(SMALL.state),
    });
    // The task ran on the worker started ahead: no other was started for it.
    expect(p.threads('background')).toEqual([worker]);
    // A worker that cannot load ends the wait too.
    const broken = pool({ size: 1, worker: new URL('./no-such-worker.ts', import.meta.url) });
    await broken.warmup();
    expect(broken.stats().background.workers).toBe(0);
  });

  it('asks a warmed worker priming itself to stop the moment a real task comes', async () => {
    fakeClock();
    // A worker that never stops by itself: its priming ends early only if the pool asks it to stop
    // (and then at the end of the grace, which the fake clock counts exactly).
    const p = pool({ size: 1, backgroundSize: 1, graceMs: 250, worker: DEAF });
    const warming = p.warmup();
    const [worker] = p.threads('background');
    await whenReady(worker as Worker);
    // The worker loaded and was given its priming (a short seat analysis): busy with no task queued.
    expect(p.stats().background).toMatchObject({ workers: 1, busy: 1, queued: 0 });
    const r = p.run('analyze', { position: SMALL.position });
    vi.advanceTimersByTime(250);
    // Asked to stop when the task came: at the end of the grace the worker is replaced, and the task
    // runs on the new one without waiting for the priming to end.
    expect(p.threads('background')).toHaveLength(1);
    expect(p.threads('background')[0]).not.toBe(worker);
    expect(await r).toEqual({ ok: true, value: analyze(SMALL.state) });
    await warming;
  });

  it('gives way when a real task comes while a warmed worker primes itself', async () => {
    // No grace to speak of: the worker ends its priming by itself (stopped when asked, or done).
    const p = pool({ size: 1, backgroundSize: 1, graceMs: NO_DEADLINE_MS });
    const warming = p.warmup();
    const [worker] = p.threads('background');
    await whenReady(worker as Worker);
    expect(p.stats().background).toMatchObject({ workers: 1, busy: 1, queued: 0 });
    const r = await p.run('analyze', { position: SMALL.position });
    expect(r).toEqual({ ok: true, value: analyze(SMALL.state) });
    await warming;
    // The task ran on the worker started ahead, which was not replaced.
    expect(p.threads('background')).toEqual([worker]);
    // Primed once: a later warmup starts nothing and runs nothing.
    await p.warmup();
    expect(p.stats().background).toMatchObject({ workers: 1, busy: 0 });
  });

  it('cancels at once when the signal is already aborted, and everything on close', async () => {
    const p = new SolverPool({ size: 1 });
    expect(await p.run('solve', { position: SMALL.position }, { signal: AbortSignal.abort() })).toEqual({
      ok: false,
      error: { code: 'cancelled' },
    });
    const seat = LONG.state.toAct as number;
    const running = p.run('analyzeForSeat', { position: LONG.position, seat, maxLayouts: MAX_LAYOUTS });
    const queued = p.run('solve', { position: SMALL.position });
    await p.close();
    expect(await running).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await queued).toEqual({ ok: false, error: { code: 'cancelled' } });
    expect(await p.run('solve', { position: SMALL.position })).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });
});

describe('solver pool lanes', () => {
  const seat = FULL.state.toAct as number;
  const fullView = view(FULL.state, seat);
  /** Ends only when stopped: a full deal's seat analysis over far more layouts than the test waits for. */
  const endless = { position: FULL.position, seat, seed: 1, maxLayouts: MAX_LAYOUTS };
  const rules = playerByName('rules') as Player;

  it('answers a decision while a long analysis runs, without waiting for it', async () => {
    const p = pool({ size: 1, backgroundSize: 1 });
    const ac = new AbortController();
    const progress = firstProgress();
    const order: string[] = [];
    const analysis = p.run('analyzeForSeat', endless, { signal: ac.signal, onProgress: progress.onProgress });
    void analysis.then(() => order.push('analysis'));
    const queued = p.run('analyzeForSeat', { ...endless, seed: 2 }, { signal: ac.signal });
    void queued.then(() => order.push('queued analysis'));
    await progress.seen;
    // Both analyses wait for the one background worker; the interactive lane has not been touched.
    expect(p.stats()).toEqual({
      interactive: { workers: 0, busy: 0, queued: 0 },
      background: { workers: 1, busy: 1, queued: 1 },
    });
    const decisions = await Promise.all(
      [3, 4].map((seed) =>
        p.decide(fullView, 'rules', seed).then((d) => {
          order.push(`decision ${seed}`);
          return d;
        }),
      ),
    );
    expect(decisions).toEqual(
      [3, 4].map((seed) => ({ ok: true, value: rules.decide(fullView, createRng(seed)) })),
    );
    expect(order).toEqual(['decision 3', 'decision 4']);
    expect(p.stats().background).toEqual({ workers: 1, busy: 1, queued: 1 });
    ac.abort();
    expect(await analysis).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await queued).toEqual({ ok: false, error: { code: 'cancelled' } });
    expect(order.slice(0, 2)).toEqual(['decision 3', 'decision 4']);
    expect(order).toHaveLength(4);
  });

  it("interleaves two sessions' decisions, whoever asked first", async () => {
    const p = pool({ size: 1, backgroundSize: 1 });
    // Keep the background worker busy so that every decision goes to the one interactive worker.
    const ac = new AbortController();
    const progress = firstProgress();
    const analysis = p.run('analyzeForSeat', endless, { signal: ac.signal, onProgress: progress.onProgress });
    await progress.seen;
    const order: string[] = [];
    const calls = ['A', 'A', 'A', 'B', 'B', 'B'].map((caller, i) =>
      p.decide(fullView, 'rules', i, { caller }).then((d) => {
        order.push(caller);
        return d;
      }),
    );
    expect(p.stats().interactive).toEqual({ workers: 1, busy: 1, queued: 5 });
    const decisions = await Promise.all(calls);
    decisions.forEach((d, i) => expect(d).toEqual({ ok: true, value: rules.decide(fullView, createRng(i)) }));
    // A's first call was already running when B asked; from then on they take turns.
    expect(order).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    ac.abort();
    await analysis;
  });

  it('lets callers of the solver methods take turns too', async () => {
    const p = pool({ size: 1, backgroundSize: 1 });
    const cases = [1, 2, 3, 4, 5].map((seed) => position(seed, 4));
    const callers = ['X', 'X', 'X', 'Y', 'Y'];
    const order: string[] = [];
    const runs = cases.map((c, i) =>
      p.run('solve', { position: c.position }, { caller: callers[i] as string }).then((r) => {
        order.push(`${callers[i]}${i}`);
        return r;
      }),
    );
    const results = await Promise.all(runs);
    results.forEach((r, i) => expect(r).toEqual({ ok: true, value: solve(cases[i]!.state) }));
    expect(order).toEqual(['X0', 'Y3', 'X1', 'Y4', 'X2']);
  });

  it('lets a decision borrow an idle background worker, but never an analysis an interactive one', async () => {
    const p = pool({ size: 1, backgroundSize: 1 });
    const ac = new AbortController();
    const first = p.decide(fullView, 'rules', 1);
    const second = p.decide(fullView, 'rules', 2);
    // Nothing waits in the background lane: the second decision runs on its worker.
    expect(p.stats()).toEqual({
      interactive: { workers: 1, busy: 1, queued: 0 },
      background: { workers: 1, busy: 1, queued: 0 },
    });
    const analysis = p.run('analyzeForSeat', endless, { signal: ac.signal });
    const third = p.decide(fullView, 'rules', 3);
    expect(p.stats()).toEqual({
      interactive: { workers: 1, busy: 1, queued: 1 },
      background: { workers: 1, busy: 1, queued: 1 },
    });
    await Promise.all([first, second, third]);
    // The analysis got the background worker back; the interactive one is idle.
    expect(p.stats()).toEqual({
      interactive: { workers: 1, busy: 0, queued: 0 },
      background: { workers: 1, busy: 1, queued: 0 },
    });
    ac.abort();
    expect(await analysis).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('stops a solver method at the default time limit and frees its worker for the next caller', async () => {
    fakeClock();
    const p = pool({ size: 1, backgroundSize: 1, runTimeoutMs: 300 });
    const order: string[] = [];
    const analysis = p.run('analyzeForSeat', endless).then((r) => {
      order.push('analysis');
      return r;
    });
    const next = p.run('solve', { position: SMALL.position }, { timeoutMs: 60_000 }).then((r) => {
      order.push('solve');
      return r;
    });
    vi.advanceTimersByTime(299);
    await microtasks();
    expect(order).toEqual([]);
    // The default limit reached: the analysis stops; the solve's own limit is far off on this clock.
    vi.advanceTimersByTime(1);
    const r = await analysis;
    expect(r).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(await next).toEqual({ ok: true, value: solve(SMALL.state) });
    expect(order).toEqual(['analysis', 'solve']);
  });
});
