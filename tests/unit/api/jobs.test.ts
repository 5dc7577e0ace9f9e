import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiResult,
  type SeatAnalysis,
  type SeatParams,
  PRESETS,
  type SeatView,
  fromPosition,
  legalActions,
  parseParams,
} from '../../../src-shared/index.ts';
import { AnalysisJobs } from '../../../src-main/api/jobs.ts';
import type { JobNews } from '../../../src-main/api/job-registry.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import type { RunOptions } from '../../../src-main/solver/lanes.ts';
import type { GameApi } from '../../../src-main/game/service.ts';

/** A pool whose one analysis is driven by the test: progress, then an answer or a stop. */
function drivenPool() {
  const runs: { options: RunOptions<SeatAnalysis>; finish: (r: ApiResult<'analyzeForSeat'>) => void }[] = [];
  const pool = {
    run: (_method: string, _params: unknown, options: RunOptions = {}) =>
      new Promise<ApiResult<'analyzeForSeat'>>((resolve) => {
        const o = options as RunOptions<SeatAnalysis>;
        runs.push({ options: o, finish: resolve });
        o.signal?.addEventListener('abort', () => {
          const partial = { ...stats(1), done: false };
          resolve({ ok: false, error: { code: 'cancelled', partial } });
        });
      }),
  };
  return { pool: pool as never, runs };
}

const stats = (layouts: number): SeatAnalysis => ({
  seat: 0,
  layouts,
  exact: false,
  total: 100,
  done: false,
  cards: [{ card: 'HA', keeps: 0.5, wins: 0.5, meanValue: 1 }],
});

const params = {
  position: {
    rules: PRESETS.csm,
    players: 3,
    dealer: 2,
    declarer: 0,
    game: 'suit',
    trump: 'H',
    announced: {},
    doubles: {},
    hands: [
      ['H7', 'H8', 'H9', 'HX', 'HU', 'HO', 'HK', 'HA', 'B7', 'B8'],
      ['B9', 'BX', 'BU', 'BO', 'BK', 'BA', 'L7', 'L8', 'L9', 'LX'],
      ['LU', 'LO', 'LK', 'LA', 'A9', 'AX', 'AU', 'AO', 'AK', 'AA'],
    ],
    talon: ['A7', 'A8'],
    tricks: [],
  },
  seat: 0,
} as unknown as SeatParams;

let jobs: AnalysisJobs | null = null;
afterEach(() => jobs?.close());

describe('analysis jobs', () => {
  it('the test position is one the engine accepts', () => {
    expect(fromPosition(params.position).ok).toBe(true);
  });

  it('a poll sees the progress so far, then the final statistics', () => {
    const { pool, runs } = drivenPool();
    jobs = new AnalysisJobs(pool);
    const started = jobs.start(params, 'a');
    if (!started.ok) throw new Error('not started');
    const job = started.value.job;
    const first = jobs.poll({ job }, 'a');
    expect(first.ok && first.value).toMatchObject({ state: 'running', partial: null });
    runs[0]!.options.onProgress?.(stats(10));
    const second = jobs.poll({ job }, 'a');
    expect(second.ok && second.value.partial?.layouts).toBe(10);
    runs[0]!.finish({ ok: true, value: { ...stats(100), done: true } });
    return Promise.resolve().then(() => {
      const last = jobs!.poll({ job }, 'a');
      expect(last.ok && last.value).toMatchObject({ state: 'done', error: null });
      expect(last.ok && last.value.partial?.layouts).toBe(100);
    });
  });

  it('stop aborts the run and keeps its partial result; another caller cannot see the job', async () => {
    const { pool, runs } = drivenPool();
    jobs = new AnalysisJobs(pool);
    const started = jobs.start(params, 'a');
    if (!started.ok) throw new Error('not started');
    const job = started.value.job;
    expect(jobs.poll({ job }, 'b').ok).toBe(false);
    expect(jobs.stop({ job }, 'b').ok).toBe(false);
    expect(runs[0]!.options.signal?.aborted).toBe(false);
    jobs.stop({ job }, 'a');
    expect(runs[0]!.options.signal?.aborted).toBe(true);
    await Promise.resolve();
    const after = jobs.poll({ job }, 'a');
    expect(after.ok && after.value.state).toBe('stopped');
    expect(after.ok && after.value.error?.code).toBe('cancelled');
    expect(after.ok && after.value.partial?.layouts).toBe(1);
    expect(jobs.running()).toBe(0);
  });

  it('a job nobody polls is stopped, and an ended one is forgotten later', async () => {
    const { pool, runs } = drivenPool();
    let now = 0;
    jobs = new AnalysisJobs(pool, { abandonMs: 1000, keepMs: 5000, now: () => now });
    const started = jobs.start(params, 'a');
    if (!started.ok) throw new Error('not started');
    const job = started.value.job;
    now = 900;
    jobs.poll({ job }, 'a');
    now = 1800; // polled 900 ms ago: still wanted
    (jobs as unknown as { sweep(): void }).sweep();
    expect(runs[0]!.options.signal?.aborted).toBe(false);
    now = 2000;
    (jobs as unknown as { sweep(): void }).sweep();
    expect(runs[0]!.options.signal?.aborted).toBe(true);
    await Promise.resolve();
    expect(jobs.poll({ job }, 'a').ok).toBe(true);
    now = 8000;
    (jobs as unknown as { sweep(): void }).sweep();
    expect(jobs.poll({ job }, 'a').ok).toBe(false);
  });

  it('a caller runs at most maxJobs at once: a new start stops its oldest', () => {
    const { pool, runs } = drivenPool();
    jobs = new AnalysisJobs(pool, { maxJobs: 1 });
    jobs.start(params, 'a');
    jobs.start(params, 'b');
    jobs.start(params, 'a');
    expect(runs.map((r) => r.options.signal?.aborted)).toEqual([true, false, false]);
  });

  it('job ids are validated by the contract', () => {
    expect(parseParams('analysisPoll', { job: 'j1-abc' }).ok).toBe(true);
    expect(parseParams('analysisPoll', { job: '../x' }).ok).toBe(false);
    expect(parseParams('analysisStop', {}).ok).toBe(false);
    expect(parseParams('analysisStart', { ...params, seat: 5 }).ok).toBe(false);
  });

  it('the handler runs the jobs with the caller of the call', async () => {
    const { pool, runs } = drivenPool();
    jobs = new AnalysisJobs(pool);
    const handle = createHandler({ pool, games: {} as GameApi, jobs });
    const started = await handle('analysisStart', params, { caller: 'w1' });
    if (!started.ok) throw new Error('not started');
    const { job } = started.value as { job: string };
    expect(runs[0]!.options.caller).toBe('w1');
    runs[0]!.options.onProgress?.(stats(7));
    const seen = await handle('analysisPoll', { job }, { caller: 'w1' });
    expect(seen.ok && (seen.value as { partial: SeatAnalysis }).partial.layouts).toBe(7);
    expect((await handle('analysisPoll', { job }, { caller: 'w2' })).ok).toBe(false);
  });

  it('boardMove asks a computer player on the view of the seat to act and answers its card', async () => {
    const seen: { view: SeatView; player: string }[] = [];
    const pool = {
      run: () => Promise.reject(new Error('not used')),
      decide: async (view: SeatView, player: string) => {
        seen.push({ view, player });
        const a = view.legal[0]!;
        return { ok: true, value: { action: a, hint: null } };
      },
    };
    jobs = new AnalysisJobs(pool);
    const handle = createHandler({ pool: pool as never, games: {} as GameApi, jobs });
    const moved = await handle('boardMove', { position: params.position, level: 'hrac' }, { caller: 'w1' });
    const state = fromPosition(params.position);
    if (!state.ok) throw new Error('bad position');
    const first = legalActions(state.value)[0]!;
    expect(moved).toEqual({ ok: true, value: { card: first.type === 'play' ? first.card : null } });
    expect(seen[0]!.player).toBe('hrac');
    expect(seen[0]!.view.seat).toBe(state.value.toAct);
    // The player sees its own hand only.
    expect(seen[0]!.view.hand.length).toBe(10);
    expect(JSON.stringify(seen[0]!.view)).not.toContain('"hands"');
    expect((await handle('boardMove', { ...params, level: 'grandmaster' })).ok).toBe(false);
  });

  it('warmup starts the workers of both lanes and answers at once, without waiting for them', async () => {
    const asked: unknown[] = [];
    const pool = {
      run: () => Promise.reject(new Error('not used')),
      // Never settles: the answer must not wait for the workers to load.
      warmup: (lane: unknown) => {
        asked.push(lane);
        return new Promise<void>(() => undefined);
      },
    };
    jobs = new AnalysisJobs(pool);
    const handle = createHandler({ pool: pool as never, games: {} as GameApi, jobs });
    expect(await handle('warmup', {})).toEqual({ ok: true, value: {} });
    expect(await handle('warmup', undefined)).toEqual({ ok: true, value: {} });
    // The board's values run in the interactive lane, its seat analyses in the background one.
    expect(asked).toEqual(['interactive', 'background', 'interactive', 'background']);
    expect((await handle('warmup', 'now')).ok).toBe(false);
  });
});

describe('jobs that tell their news (the app: a job event on the bus)', () => {
  it('tell each partial result and the end, with the id and a count, never the result', async () => {
    const { pool, runs } = drivenPool();
    const news: JobNews[] = [];
    jobs = new AnalysisJobs(pool, { onNews: (n) => news.push(n) });
    const started = jobs.start(params, 'a');
    if (!started.ok) throw new Error('not started');
    const job = started.value.job;
    expect(news).toEqual([]);
    runs[0]!.options.onProgress?.(stats(1));
    runs[0]!.options.onProgress?.(stats(2));
    expect(news).toEqual([
      { job, state: 'running', progress: 1 },
      { job, state: 'running', progress: 2 },
    ]);
    runs[0]!.finish({ ok: true, value: { ...stats(3), done: true } });
    await Promise.resolve();
    await Promise.resolve();
    expect(news.at(-1)).toEqual({ job, state: 'done', progress: 2 });
    // The news says where to look, not what was found.
    expect(JSON.stringify(news)).not.toMatch(/layouts|cards|HA/);
  });

  it('a job whose news nobody fetches is stopped; one fetched after each news, or with none yet, runs on', () => {
    const { pool, runs } = drivenPool();
    let now = 0;
    jobs = new AnalysisJobs(pool, { abandonMs: 1000, keepMs: 5000, now: () => now, onNews: () => undefined });
    const read = jobs.start(params, 'a');
    const unread = jobs.start(params, 'b');
    if (!read.ok || !unread.ok) throw new Error('not started');
    // No news yet, long after the start: nobody is asked to fetch anything, so both run on.
    now = 5000;
    jobs.sweep();
    expect(runs.map((r) => r.options.signal?.aborted)).toEqual([false, false]);
    // News for both; only a's caller fetches it.
    runs[0]!.options.onProgress?.(stats(1));
    runs[1]!.options.onProgress?.(stats(1));
    now = 5500;
    jobs.poll({ job: read.value.job }, 'a');
    now = 5900;
    jobs.sweep();
    expect(runs.map((r) => r.options.signal?.aborted)).toEqual([false, false]);
    now = 6100; // b's news unread for 1100 ms: its caller is gone; a has read all it was told
    jobs.sweep();
    expect(runs.map((r) => r.options.signal?.aborted)).toEqual([false, true]);
  });
});
