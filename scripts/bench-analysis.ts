/**
 * The analysis board's speed (issue 15): on a fixed seeded set of fresh 10-trick positions (the opening
 * lead, every contract type in turn, tests/support/deals.ts), through the real worker pool as the app
 * calls it (`pool.run`, background lane, one position at a time):
 *   (a) `analyze`, the exact value of every legal card: cold (the first call of a freshly started pool,
 *       worker start-up included, over --cold fresh pools), pre-started (the first call of a fresh pool
 *       whose background worker was started ahead by `warmup`, as when the board or the editor opens)
 *       and warm (a long-lived pool after a warm-up);
 *   (b) `analyzeForSeat`, the time to its first streamed estimate (the first partial, after one layout,
 *       or the answer when it comes first), and to the whole answer.
 * Also `analyze` in-process, to show what the pool adds. Prints p50, p95 and max milliseconds against
 * the targets (exact values ≤ 150 ms at p95, first seat-view estimate ≤ 0.5 s).
 *
 * npm run bench:analysis [-- --positions 60 --cold 8 --seed 1]
 */
import { type HandState, createRng, describe } from '../src-shared/index.ts';
import { analyze } from '../src-main/solver/analyze.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { CONTRACTS, endPosition } from '../tests/support/deals.ts';
import { option, percentile } from './cli-args.ts';

const count = Number(option('positions') ?? 60);
const coldPools = Number(option('cold') ?? 8);
const seed = Number(option('seed') ?? 1);
if (!Number.isInteger(count) || count < 1) throw new Error('--positions must be a positive whole number');

const TARGET_EXACT_P95 = 150;
const TARGET_FIRST_ESTIMATE = 500;

const rng = createRng(seed);
const positions: HandState[] = Array.from({ length: count }, (_, i) =>
  endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 10, 0),
);

function line(label: string, ms: readonly number[], target?: number): void {
  const m = ms.slice().sort((a, b) => a - b);
  const f = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  const p95 = percentile(m, 95);
  const verdict =
    target === undefined
      ? ''
      : p95 <= target
        ? `  target ≤ ${target}: met`
        : `  target ≤ ${target}: missed by ${f(p95 - target)} ms`;
  console.log(
    `${label.padEnd(34)} n ${String(m.length).padStart(3)}  p50 ${f(percentile(m, 50)).padStart(7)}  ` +
      `p95 ${f(p95).padStart(7)}  max ${f(m.at(-1) as number).padStart(7)} ms${verdict}`,
  );
}

async function timedAnalyze(pool: SolverPool, s: HandState): Promise<number> {
  const t0 = performance.now();
  const r = await pool.run('analyze', { position: describe(s) });
  const ms = performance.now() - t0;
  if (!r.ok) throw new Error(`analyze failed: ${JSON.stringify(r.error)}`);
  return ms;
}

/** Milliseconds to the first estimate of the seat view and to its whole answer. */
async function timedSeat(pool: SolverPool, s: HandState, i: number): Promise<{ first: number; all: number }> {
  const t0 = performance.now();
  let first: number | null = null;
  const r = await pool.run(
    'analyzeForSeat',
    { position: describe(s), seat: s.toAct as number, seed: i },
    { onProgress: () => (first ??= performance.now() - t0) },
  );
  const all = performance.now() - t0;
  if (!r.ok) throw new Error(`analyzeForSeat failed: ${JSON.stringify(r.error)}`);
  return { first: first ?? all, all };
}

console.log(
  `${count} fresh 10-trick positions (seed ${seed}, every contract type in turn), one call at a time`,
);

// In-process, after a JIT warm-up on other deals: the solver's own time.
const warm = createRng(seed + 1000);
for (let i = 0; i < 20; i++) analyze(endPosition(warm, CONTRACTS[i % CONTRACTS.length]!, 10, 0));
const inProcess = positions.map((s) => {
  const t0 = performance.now();
  analyze(s);
  return performance.now() - t0;
});

// Cold: the first call of a freshly started pool (the worker starts on demand, loads and compiles).
const cold: number[] = [];
for (let k = 0; k < coldPools; k++) {
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  cold.push(await timedAnalyze(pool, positions[k % positions.length] as HandState));
  await pool.close();
}

// Pre-started: a fresh pool's background worker started ahead (`warmup`, when the board or the editor
// opens), the first call made once it has loaded.
const prestarted: number[] = [];
for (let k = 0; k < coldPools; k++) {
  const pool = new SolverPool({ size: 1, backgroundSize: 1 });
  await pool.warmup();
  prestarted.push(await timedAnalyze(pool, positions[k % positions.length] as HandState));
  await pool.close();
}

// Warm: one long-lived pool as in the app, warmed on other deals first.
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
for (let i = 0; i < 20; i++)
  await timedAnalyze(pool, endPosition(warm, CONTRACTS[i % CONTRACTS.length]!, 10, 0));
const warmMs: number[] = [];
for (const s of positions) warmMs.push(await timedAnalyze(pool, s));
const first: number[] = [];
const all: number[] = [];
for (const [i, s] of positions.entries()) {
  const t = await timedSeat(pool, s, i);
  first.push(t.first);
  all.push(t.all);
}
await pool.close();

line('analyze, in-process', inProcess);
line('analyze, pool, cold (fresh pool)', cold, TARGET_EXACT_P95);
line('analyze, pool, pre-started', prestarted, TARGET_EXACT_P95);
line('analyze, pool, warm', warmMs, TARGET_EXACT_P95);
line('analyzeForSeat, first estimate', first, TARGET_FIRST_ESTIMATE);
line('analyzeForSeat, whole answer', all);
