/**
 * The solver pool gives memory back: a worker idle for the pool's `idleMs` is terminated and its lane
 * starts a fresh one on demand; a worker found holding more than `recycleAboveMb` between tasks is
 * recycled; each worker runs under a V8 heap bound and a young generation bound; a worker recycled for idleness announces the pause
 * (`onIdle`). Real worker threads running the .ts sources; the idle clock runs on Vitest's fake clock (it
 * moves only when the test moves it), so no wall-clock bound.
 */
import { once } from 'node:events';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type HandState, createRng, describe as toPosition } from '../../../src-shared/index.ts';
import { DEFAULT_IDLE_MS, DEFAULT_WORKER_YOUNG_MB, SolverPool } from '../../../src-main/solver/pool.ts';
import { solveLine as solve } from '../../../src-main/solver/analyze.ts';
import { endPosition } from '../../support/deals.ts';
import { until } from '../../support/wait.ts';

const SMALL = (() => {
  const state: HandState = endPosition(createRng(2), 'game', 4, 0);
  return { state, position: toPosition(state) };
})();

const pools: SolverPool[] = [];
const pool = (options: ConstructorParameters<typeof SolverPool>[0] = {}) => {
  const p = new SolverPool(options);
  pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The pool's timers on a fake clock (time limits, grace, the idle clock); the workers keep a real one. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('solver pool: idle workers recycled', () => {
  it('terminates a worker idle for idleMs, not a moment before, and starts a new one for the next task', async () => {
    fakeClock();
    const onIdle = vi.fn();
    const p = pool({ size: 1, backgroundSize: 1, idleMs: 1_000, recycleAboveMb: 0, onIdle });
    const first = await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    expect(first).toEqual({ ok: true, value: solve(SMALL.state) });
    const [worker] = p.threads('interactive');
    expect(worker).toBeDefined();
    const exited = once(worker as NonNullable<typeof worker>, 'exit');

    vi.advanceTimersByTime(999);
    expect(p.threads()).toHaveLength(1);
    expect(p.recycled).toBe(0);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(p.threads()).toHaveLength(0);
    expect(p.recycled).toBe(1);
    // The pause is announced once (the app's main thread gives back its heap then).
    expect(onIdle).toHaveBeenCalledTimes(1);
    await exited;

    // The recycled lane answers again, on a fresh thread, the same answer.
    const again = await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    expect(again).toEqual(first);
    const [fresh] = p.threads('interactive');
    expect(fresh?.threadId).not.toBe(worker?.threadId);
    expect(p.stats().interactive.workers).toBe(1);
  });

  it('restarts the idle clock with every task, so a worker in steady use is kept', async () => {
    fakeClock();
    const p = pool({ size: 1, backgroundSize: 1, idleMs: 1_000, recycleAboveMb: 0 });
    await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    const [worker] = p.threads();
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(900);
      expect(await p.run('solve', { position: SMALL.position }, { lane: 'interactive' })).toMatchObject({
        ok: true,
      });
    }
    // 2.7 s since the first task, never 1 s idle: the same worker.
    expect(p.threads()).toEqual([worker]);
    expect(p.recycled).toBe(0);
  });

  it('keeps idle workers when recycling is off (idleMs 0)', async () => {
    fakeClock();
    const p = pool({ size: 1, backgroundSize: 1, idleMs: 0, recycleAboveMb: 0 });
    await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    vi.advanceTimersByTime(10 * DEFAULT_IDLE_MS);
    expect(p.threads()).toHaveLength(1);
    expect(p.recycled).toBe(0);
  });

  it('recycles a worker whose memory passes recycleAboveMb between tasks, and still answers', async () => {
    // 1 MB: a loaded worker's heap alone is more, so the first check finds it overgrown.
    const onIdle = vi.fn();
    const p = pool({ size: 1, backgroundSize: 1, recycleAboveMb: 1, checkEveryMs: 0, idleMs: 0, onIdle });
    const first = await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    const [worker] = p.threads();
    await until(() => p.recycled === 1);
    expect(p.threads()).not.toContain(worker);
    const again = await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    expect(again).toEqual(first);
    expect(first).toEqual({ ok: true, value: solve(SMALL.state) });
    // Recycled for its size, not a pause: no announcement.
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("runs each worker under the pool's heap bound (Worker resourceLimits)", async () => {
    const p = pool({ size: 1, backgroundSize: 1, maxHeapMb: 200 });
    await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    expect(p.threads()[0]?.resourceLimits?.maxOldGenerationSizeMb).toBe(200);
  });

  it("bounds each worker's young generation, by default to semi-spaces of 16 MB (Worker resourceLimits)", async () => {
    const p = pool({ size: 1, backgroundSize: 1 });
    await p.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    expect(p.threads()[0]?.resourceLimits?.maxYoungGenerationSizeMb).toBe(DEFAULT_WORKER_YOUNG_MB);
    const own = pool({ size: 1, backgroundSize: 1, maxYoungMb: 24 });
    await own.run('solve', { position: SMALL.position }, { lane: 'interactive' });
    expect(own.threads()[0]?.resourceLimits?.maxYoungGenerationSizeMb).toBe(24);
  });
});
