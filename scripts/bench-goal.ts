/**
 * The goal judge's speed (src-main/solver/goal.ts) on seeded random positions with 3–5 tricks left, every
 * volený contract in turn (tests/support/deals.ts): every goal goalsFor offers the seat to act is judged
 * with every hand open (judgeGoal), and from the seat's own view over every layout it cannot rule out
 * (judgeGoalForSeat, up to --limit layouts). Prints median, p95 and max of milliseconds and nodes per
 * judgement, by goal kind; and how often a goal separates right cards from wrong ones.
 *
 * npm run bench:goal [-- --positions 50 --seed 1 --limit 200 --no-seat]
 */
import { createRng, view } from '../src-shared/index.ts';
import { type GoalKind, goalsFor } from '../src-shared/goal/goal.ts';
import { judgeGoal, judgeGoalForSeat } from '../src-main/solver/goal.ts';
import { CONTRACTS, endPosition } from '../tests/support/deals.ts';
import { option, percentile } from './cli-args.ts';

const positions = Number(option('positions') ?? 50);
const seed = Number(option('seed') ?? 1);
const limit = Number(option('limit') ?? 200);
const withSeat = !process.argv.includes('--no-seat');

type Row = { ms: number[]; nodes: number[]; separating: number };
const rows = new Map<string, Row>();
const row = (label: string): Row => {
  let r = rows.get(label);
  if (!r) rows.set(label, (r = { ms: [], nodes: [], separating: 0 }));
  return r;
};

// Warm the JIT on other positions, as a long-lived worker is.
const warm = createRng(seed + 1000);
for (let i = 0; i < 20; i++) {
  const s = endPosition(warm, CONTRACTS[i % CONTRACTS.length]!, 4, 0);
  for (const g of goalsFor(s, s.toAct as number)) judgeGoal(s, g);
}

const rng = createRng(seed);
const seatLayouts: number[] = [];
let exhaustive = 0;
let seatJudgements = 0;
for (let i = 0; i < positions; i++) {
  const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 3 + (i % 3), rng.int(3));
  const seat = s.toAct as number;
  for (const goal of goalsFor(s, seat)) {
    const t0 = performance.now();
    const j = judgeGoal(s, goal);
    const r = row(goal.kind);
    r.ms.push(performance.now() - t0);
    r.nodes.push(j.nodes);
    const meets = j.cards.filter((c) => c.meets).length;
    if (meets > 0 && meets < j.cards.length) r.separating++;
    if (!withSeat || goal.kind === 'everyLegal') continue;
    const t1 = performance.now();
    const sj = judgeGoalForSeat(view(s, seat), goal, { limit });
    const sr = row(`${goal.kind} (seat view)`);
    sr.ms.push(performance.now() - t1);
    sr.nodes.push(sj.nodes);
    seatLayouts.push(sj.layouts);
    seatJudgements++;
    if (sj.exhaustive) exhaustive++;
  }
}

const kinds: readonly GoalKind[] = ['keep', 'stop', 'noTrick', 'money', 'points', 'everyLegal'];
const f = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const k = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : `${x}`;
console.log(`${positions} seeded positions (3–5 tricks left, every volený contract in turn), seed ${seed}`);
for (const label of [...kinds, ...kinds.map((x) => `${x} (seat view)`)]) {
  const r = rows.get(label);
  if (!r) continue;
  const ms = r.ms.slice().sort((a, b) => a - b);
  const nodes = r.nodes.slice().sort((a, b) => a - b);
  console.log(
    `${label.padEnd(22)} ${String(ms.length).padStart(4)} judgements  ms median ${f(percentile(ms, 50)).padStart(6)} ` +
      `p95 ${f(percentile(ms, 95)).padStart(6)} max ${f(ms.at(-1) as number).padStart(7)}   nodes median ` +
      `${k(percentile(nodes, 50))} p95 ${k(percentile(nodes, 95))} max ${k(nodes.at(-1) as number)}` +
      (label.includes('seat') ? '' : `   separating ${r.separating}`),
  );
}
if (seatJudgements > 0) {
  const l = seatLayouts.slice().sort((a, b) => a - b);
  console.log(
    `seat view: ${exhaustive} of ${seatJudgements} judgements exhaustive (limit ${limit}); layouts judged median ` +
      `${percentile(l, 50)}, max ${l.at(-1)}`,
  );
}
