/**
 * How long a plain `solve` waits while the board's seat analyses fill the pool (issue 26 item 14): the
 * real handler over a real worker pool sized as on this machine, 30 analysis jobs (`analysisStart`,
 * fresh 10-trick deals, the board's 200 layouts) from 15 windows polling them every 250 ms, then one
 * `solve` of a fresh deal from another window, timed from the call to the answer. Then the jobs are
 * stopped and the next run starts. `before`: the solve as the handler sent it before the fix (the
 * pool's `run` without a lane, i.e. the background lane, the same queue as the analyses); `after`: the
 * handler as it is (`solve` in the interactive lane). Prints each run and the median, minimum and
 * maximum per mode; a solve still queued at the pool's time limit (60 s) is answered `timeout` and counts
 * as the 60 s it waited.
 *
 * npm run bench:fair -- [--runs 3] [--mode before|after|both]
 */
import { type SeatParams, createRng, describe } from '../src-shared/index.ts';
import { createHandler } from '../src-main/api/handler.ts';
import { AnalysisJobs } from '../src-main/api/jobs.ts';
import type { GameApi } from '../src-main/game/service.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { CONTRACTS, endPosition } from '../tests/support/deals.ts';
import { option, percentile } from './cli-args.ts';

const runs = Number(option('runs') ?? 3);
const mode = option('mode') ?? 'both';
if (!Number.isInteger(runs) || runs < 1 || !['before', 'after', 'both'].includes(mode)) {
  console.error('bench-fair-share: --runs N (a positive whole number), --mode before|after|both');
  process.exit(2);
}

const JOBS = 30;
const WINDOWS = 15;

const pool = new SolverPool();
const jobs = new AnalysisJobs(pool);
const handle = createHandler({ pool, games: {} as GameApi, jobs });
await Promise.all([pool.warmup('interactive'), pool.warmup('background')]);
console.log(`pool: ${pool.size} interactive worker(s), ${pool.backgroundSize} background worker(s)`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One run: the ms the solve took with 30 jobs running and queued. */
async function once(run: number, before: boolean): Promise<number> {
  const rng = createRng(1000 + run);
  const started: { job: string; caller: string }[] = [];
  for (let i = 0; i < JOBS; i++) {
    const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 10, 0);
    const params: SeatParams = { position: describe(s), seat: s.toAct as number, seed: i };
    const caller = `window:${i % WINDOWS}`;
    const r = await handle('analysisStart', params, { caller });
    if (r.ok) started.push({ job: (r.value as { job: string }).job, caller });
  }
  let polling = true;
  const poller = (async () => {
    while (polling) {
      for (const { job, caller } of started) await handle('analysisPoll', { job }, { caller });
      await sleep(250);
    }
  })();
  const s = endPosition(rng, 'game', 10, 0);
  const position = describe(s);
  const caller = 'window:solve';
  const t0 = performance.now();
  const r = before
    ? await pool.run('solve', { position }, { caller })
    : await handle('solve', { position }, { caller });
  const ms = performance.now() - t0;
  // The pool's time limit (60 s, queueing included) may end the wait: counted as the time it waited.
  const timedOut = !r.ok && r.error.code === 'timeout';
  if (!r.ok && !timedOut) throw new Error(`solve failed: ${JSON.stringify(r.error)}`);
  const { background } = pool.stats();
  polling = false;
  await poller;
  for (const { job, caller: c } of started) await handle('analysisStop', { job }, { caller: c });
  while (pool.stats().background.busy > 0 || pool.stats().background.queued > 0) await sleep(20);
  console.log(
    `${before ? 'before' : 'after '} run ${run + 1}: solve ${timedOut ? 'timed out' : 'answered'} after ${ms.toFixed(0)} ms; ` +
      `analyses still queued then: ${background.queued} of ${JOBS}`,
  );
  return ms;
}

const report = (label: string, ms: number[]) => {
  const m = ms.slice().sort((a, b) => a - b);
  console.log(
    `${label}: median ${percentile(m, 50).toFixed(0)} ms, min ${m[0]!.toFixed(0)} ms, max ${m.at(-1)!.toFixed(0)} ms (${m.length} runs)`,
  );
};

const results: Record<string, number[]> = {};
for (const before of mode === 'both' ? [true, false] : [mode === 'before']) {
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) ms.push(await once(run, before));
  results[before ? 'before' : 'after'] = ms;
}
for (const [label, ms] of Object.entries(results)) report(label, ms);
jobs.close();
await pool.close();
