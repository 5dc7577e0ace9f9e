/**
 * Exact-solver speed on a fixed seeded set of positions: complete 10-trick deals for every contract type
 * and end positions with 5 tricks left. Prints median, p95, p99 and max of milliseconds and nodes per
 * solve, and per analyze of the opening lead (every legal card).
 *
 * Each position is timed --repeat times (3 by default, a fresh table each time) and its median counts:
 * this virtual machine stalls now and then, and one stall would otherwise land in the tail.
 *
 * --save file.json writes each line's figures; --compare file.json prints each line's change against a
 * file saved before (node counts are exact, so a change in them is the search's own; times are noisy).
 *
 * npm run bench:solver [-- --deals 200 --repeat 3 --contracts game,seven --no-analyze --save a.json --compare b.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRng } from '../src-shared/index.ts';
import { option, percentile } from './cli-args.ts';
import { analyze } from '../src-main/solver/analyze.ts';
import { Search } from '../src-main/solver/search.ts';
import { CONTRACTS, type Contract, endPosition } from '../tests/support/deals.ts';

const deals = Number(option('deals') ?? 200);
const contracts = (option('contracts')?.split(',') ?? CONTRACTS) as Contract[];
const withAnalyze = !process.argv.includes('--no-analyze');
const repeat = Number(option('repeat') ?? 3);
if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat must be a positive whole number`);
const savePath = option('save');
const comparePath = option('compare');

/** One line's figures, as saved and compared. */
interface Figures {
  msMedian: number;
  msP99: number;
  nodesMedian: number;
  nodesP90: number;
  nodesP99: number;
  nodesTotal: number;
}
const saved: Record<string, Figures> = {};
const before = comparePath
  ? (JSON.parse(readFileSync(comparePath, 'utf8')) as Record<string, Figures>)
  : undefined;

/** The median of `repeat` timings of `run`, and what its last run returned. */
function timed<T>(run: () => T): { ms: number; out: T } {
  const times: number[] = [];
  let out: T | undefined;
  for (let r = 0; r < repeat; r++) {
    const t0 = performance.now();
    out = run();
    times.push(performance.now() - t0);
  }
  return {
    ms: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
    out: out as T,
  };
}

function summary(label: string, ms: number[], nodes: number[]): void {
  const m = ms.slice().sort((a, b) => a - b);
  const n = nodes.slice().sort((a, b) => a - b);
  const figures: Figures = {
    msMedian: percentile(m, 50),
    msP99: percentile(m, 99),
    nodesMedian: percentile(n, 50),
    nodesP90: percentile(n, 90),
    nodesP99: percentile(n, 99),
    nodesTotal: n.reduce((a, b) => a + b, 0),
  };
  saved[label] = figures;
  const f = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  const k = (x: number) =>
    x >= 1e6 ? `${(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : `${x}`;
  console.log(
    `${label.padEnd(28)} ms  median ${f(percentile(m, 50)).padStart(6)}  p95 ${f(percentile(m, 95)).padStart(6)}  ` +
      `p99 ${f(percentile(m, 99)).padStart(6)}  max ${f(m.at(-1) as number).padStart(7)}   ` +
      `nodes median ${k(percentile(n, 50))} p90 ${k(percentile(n, 90))} p99 ${k(percentile(n, 99))} ` +
      `max ${k(n.at(-1) as number)} ` +
      `total ${k(figures.nodesTotal)}`,
  );
  const was = before?.[label];
  if (was) {
    // A file saved before a figure was added lacks it.
    const r = (key: keyof Figures) =>
      was[key] === undefined ? '     –' : `${((figures[key] / was[key] - 1) * 100).toFixed(1).padStart(6)}%`;
    console.log(
      `${'  vs saved'.padEnd(28)} ms  median ${r('msMedian')}  p99 ${r('msP99')}   ` +
        `nodes median ${r('nodesMedian')} p90 ${r('nodesP90')} p99 ${r('nodesP99')} total ${r('nodesTotal')}`,
    );
  }
}

// Warm up the JIT first, as a long-lived worker is: a few deals of every contract on another seed.
const warm = createRng(7);
for (const contract of CONTRACTS)
  for (let i = 0; i < 10; i++) new Search(endPosition(warm, contract, 10, 0)).solve();

console.log(
  `${deals} seeded positions per line (tests/support/deals.ts), each the median of ${repeat} solves, fresh tables`,
);
for (const contract of contracts) {
  for (const left of [10, 5]) {
    const rng = createRng(1000 * (CONTRACTS.indexOf(contract) + 1) + left);
    const positions = Array.from({ length: deals }, () => endPosition(rng, contract, left, 0));
    const ms: number[] = [];
    const nodes: number[] = [];
    for (const s of positions) {
      const { ms: t, out } = timed(() => {
        const search = new Search(s);
        search.solve();
        return search.nodes;
      });
      ms.push(t);
      nodes.push(out);
    }
    summary(`${contract}, ${left} tricks: solve`, ms, nodes);
    if (withAnalyze && left === 10) {
      const ams: number[] = [];
      const anodes: number[] = [];
      for (const s of positions) {
        const { ms: t, out } = timed(() => analyze(s).nodes);
        ams.push(t);
        anodes.push(out);
      }
      summary(`${contract}, ${left} tricks: analyze`, ams, anodes);
    }
  }
}
if (savePath) writeFileSync(savePath, `${JSON.stringify(saved, null, 2)}\n`);
