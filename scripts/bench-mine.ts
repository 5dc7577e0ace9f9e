/**
 * How fast one worker mines drills: for each theme (and kind), a batch of seeds mined through a real
 * solver pool with one background worker; prints drills found, seeds that gave none, wall time and
 * drills per second.
 *
 * npm exec -- node --disable-warning=ExperimentalWarning scripts/bench-mine.ts \
 *   [--count 10 --kind exact,seat --themes sto,betl]
 */
import { SolverPool } from '../src-main/solver/pool.ts';
import { type DrillKind, THEMES, type Theme } from '../src-main/training/drill-judge.ts';
import { option } from './cli-args.ts';

const count = Number(option('count') ?? 10);
const kinds = (option('kind') ?? 'exact,seat').split(',') as DrillKind[];
const themes = (option('themes')?.split(',') ?? THEMES) as Theme[];
if (!Number.isInteger(count) || count < 1) {
  console.error(`bench-mine: --count must be a positive whole number, got ${option('count')}`);
  process.exit(2);
}
for (const t of themes)
  if (!THEMES.includes(t)) {
    console.error(`bench-mine: unknown theme "${t}"; known: ${THEMES.join(', ')}`);
    process.exit(2);
  }

const pool = new SolverPool({ size: 1, backgroundSize: 1 });
await pool.mineDrills({ method: 'mineDrills', seed: 0, count: 1, themes: ['vynaseni'] });
console.log('kind   theme      drills  misses      ms  drills/s');
let allDrills = 0;
let allMs = 0;
for (const kind of kinds)
  for (const theme of themes) {
    const started = performance.now();
    const r = await pool.mineDrills(
      { method: 'mineDrills', seed: 1, count, themes: [theme], kind },
      { timeoutMs: 600_000 },
    );
    const ms = performance.now() - started;
    if (!r.ok) {
      console.log(kind, theme, 'failed', r.error.code);
      continue;
    }
    const n = r.value.drills.length;
    allDrills += n;
    allMs += ms;
    console.log(
      `${kind.padEnd(6)} ${theme.padEnd(10)} ${String(n).padStart(6)}  ${String(r.value.misses.length).padStart(6)}  ${String(Math.round(ms)).padStart(6)}  ${(n / (ms / 1000)).toFixed(2).padStart(8)}`,
    );
  }
console.log(
  `all: ${allDrills} drills in ${Math.round(allMs)} ms, ${(allDrills / (allMs / 1000)).toFixed(2)} per second`,
);
await pool.close();
