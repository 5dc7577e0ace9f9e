/**
 * How long a learner on a fresh install waits for drills: the real stock filler (DrillStock) over a real
 * store file and a real pool with one background worker, from an empty store until every theme has one
 * drill, repeated over seeded runs. Prints, per theme, the median and the worst time to its first drill,
 * and the time until every theme had one. The filler's start delay and pauses are set to 0 here: the
 * figures are mining time, not the app's start-up courtesy (4 s).
 *
 * npm run bench:stock -- [--runs 5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SolverPool } from '../src-main/solver/pool.ts';
import { openStore } from '../src-main/store/store.ts';
import { THEMES, type Theme } from '../src-main/training/drill-judge.ts';
import { DrillStock } from '../src-main/training/stock.ts';
import { option, percentile } from './cli-args.ts';

const runs = Number(option('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench-stock: --runs must be a positive whole number, got ${option('runs')}`);
  process.exit(2);
}

/** One fill from empty: the ms to each theme's first drill and to the last of them. */
async function fill(run: number): Promise<{ first: Record<Theme, number>; all: number; batches: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'marias-bench-stock-'));
  const store = openStore(join(dir, 'marias.sqlite'));
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  await pool.warmup();
  const first: Partial<Record<string, number>> = {};
  let batches = 0;
  const t0 = performance.now();
  const all = await new Promise<number>((resolve) => {
    const stock = new DrillStock(store.drills, pool, {
      perTheme: 1,
      // The card drills' themes (the bidding drills have their own bench: bench:bid-drills).
      perBidTheme: 0,
      startDelayMs: 0,
      pauseMs: 0,
      seed: () => run * 100_000 + batches,
      onBatch: (theme, n) => {
        batches++;
        if (n > 0 && first[theme] === undefined) first[theme] = performance.now() - t0;
        if (stock.next() === null) {
          stock.stop();
          resolve(performance.now() - t0);
        }
      },
    });
    stock.start();
  });
  await pool.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
  return { first: first as Record<Theme, number>, all, batches };
}

const results = [];
for (let run = 1; run <= runs; run++) {
  const r = await fill(run);
  results.push(r);
  console.log(`run ${run}: every theme stocked after ${Math.round(r.all)} ms (${r.batches} batches)`);
}
const ms = (x: number) => `${Math.round(x)}`.padStart(7);
console.log('theme       first drill: median      max  (ms)');
for (const t of THEMES) {
  const xs = results.map((r) => r.first[t]).sort((a, b) => a - b);
  console.log(`${t.padEnd(10)} ${ms(percentile(xs, 50))}  ${ms(xs[xs.length - 1] as number)}`);
}
const alls = results.map((r) => r.all).sort((a, b) => a - b);
console.log(
  `every theme: median ${Math.round(percentile(alls, 50))} ms, max ${Math.round(alls[alls.length - 1] as number)} ms`,
);
