/**
 * Exact-solver speed on a fixed seeded set of positions: complete 10-trick deals for every contract type
 * and end positions with 5 tricks left. Prints median, p95, p99 and max of milliseconds and nodes per
 * solve, and per analyze of the opening lead (every legal card).
 *
 * npm run bench:solver [-- --deals 200 --contracts game,seven --no-analyze]
 */
import { createRng } from '../src-shared/index.ts';
import { option, percentile } from './cli-args.ts';
import { analyze } from '../src-main/solver/analyze.ts';
import { Search } from '../src-main/solver/search.ts';
import { CONTRACTS, type Contract, endPosition } from '../tests/support/deals.ts';

const deals = Number(option('deals') ?? 200);
const contracts = (option('contracts')?.split(',') ?? CONTRACTS) as Contract[];
const withAnalyze = !process.argv.includes('--no-analyze');

function summary(label: string, ms: number[], nodes: number[]): void {
  const m = ms.slice().sort((a, b) => a - b);
  const n = nodes.slice().sort((a, b) => a - b);
  const f = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  const k = (x: number) =>
    x >= 1e6 ? `${(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : `${x}`;
  console.log(
    `${label.padEnd(28)} ms  median ${f(percentile(m, 50)).padStart(6)}  p95 ${f(percentile(m, 95)).padStart(6)}  ` +
      `p99 ${f(percentile(m, 99)).padStart(6)}  max ${f(m.at(-1) as number).padStart(7)}   ` +
      `nodes median ${k(percentile(n, 50))} p99 ${k(percentile(n, 99))} max ${k(n.at(-1) as number)}`,
  );
}

// Warm up the JIT first, as a long-lived worker is: a few deals of every contract on another seed.
const warm = createRng(7);
for (const contract of CONTRACTS)
  for (let i = 0; i < 10; i++) new Search(endPosition(warm, contract, 10, 0)).solve();

console.log(`${deals} seeded positions per line (tests/support/deals.ts), one solve each, fresh tables`);
for (const contract of contracts) {
  for (const left of [10, 5]) {
    const rng = createRng(1000 * (CONTRACTS.indexOf(contract) + 1) + left);
    const positions = Array.from({ length: deals }, () => endPosition(rng, contract, left, 0));
    const ms: number[] = [];
    const nodes: number[] = [];
    for (const s of positions) {
      const t0 = performance.now();
      const search = new Search(s);
      search.solve();
      ms.push(performance.now() - t0);
      nodes.push(search.nodes);
    }
    summary(`${contract}, ${left} tricks: solve`, ms, nodes);
    if (withAnalyze && left === 10) {
      const ams: number[] = [];
      const anodes: number[] = [];
      for (const s of positions) {
        const t0 = performance.now();
        const a = analyze(s);
        ams.push(performance.now() - t0);
        anodes.push(a.nodes);
      }
      summary(`${contract}, ${left} tricks: analyze`, ams, anodes);
    }
  }
}
