/**
 * The review of finished hands: how long a full review of one seat takes, through the real worker pool
 * as the app runs it (background lane, the app's sampling), in each variant. The hands are dealt and
 * played from seeds (tests/support/variant-hands.ts: volený by the review tests' chooser, the others by
 * the rules players), each reviewed for its declarer and for the first defender after him, alternately.
 *
 * The first line names the variant, the second the machine's load. Then per hand, and at the end the
 * median and p95 of the whole review, of the first graded decision (what the screen waits for before
 * it shows anything) and of one decision (every kind, cards, bidding decisions). Besides the wall
 * time, the CPU time (the whole process, its worker threads included) and the work counted by the
 * solver — nodes searched and samples (layouts, deals, draws) solved — which do not depend on how busy
 * the machine is, so they show an optimisation where the times cannot.
 *
 * `--kind K` (auction, talon, discard, double, card, …) grades only the decisions of that kind, of
 * every seat, each through the pool by the review's judge (decision.ts `gradeDecision`). `--out F`
 * writes every decision's figures and grades as JSON (to compare two runs' grades).
 *
 * npm run bench:review [-- --variant chosen|auction|fourHand|twoHand --hands 10 --seed 1 --kind K --out F]
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type Action, type ApiError, type Result, describe, sideOf } from '../src-shared/index.ts';
import type { DecisionKind, ReviewedDecision } from '../src-shared/api/review.ts';
import type { BidGrade, BidTask } from '../src-main/review/bid.ts';
import type { DecisionPool } from '../src-main/review/decision.ts';
import { gradeDecision } from '../src-main/review/decision.ts';
import { decisionKind, decisionsOf, reviewHand } from '../src-main/review/review.ts';
import type { StockTask, StockValues } from '../src-main/solver/draws.ts';
import type { Lane, RunOptions } from '../src-main/solver/lanes.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { VARIANT_LINE, isReviewVariant, reviewedSeat, variantHand } from '../tests/support/variant-hands.ts';
import { option, percentile } from './cli-args.ts';

const hands = Number(option('hands') ?? 10);
const seed = Number(option('seed') ?? 1);
const variant = option('variant') ?? 'chosen';
const kind = option('kind') as DecisionKind | undefined;
const out = option('out');
if (!Number.isInteger(hands) || hands < 1) throw new Error('--hands must be a positive whole number');
if (!isReviewVariant(variant)) throw new Error('--variant must be chosen, auction, fourHand or twoHand');

/** The solver's work of the tasks run so far: nodes and samples (layouts, deals, draws). */
const work = { nodes: 0, samples: 0 };
const count = (nodes: number | undefined, samples: number | undefined) => {
  work.nodes += nodes ?? 0;
  work.samples += samples ?? 0;
};

/** The pool, counting the work its answers report. */
function counting(pool: SolverPool): DecisionPool {
  return {
    run: async (method, params, options) => {
      const r = await pool.run(method, params, options);
      if (r.ok) {
        const v = r.value as { nodes?: number; layouts?: number };
        count(v.nodes, method === 'analyzeForSeat' ? v.layouts : 0);
      }
      return r;
    },
    reviewBid: async (
      task: BidTask,
      options?: RunOptions<never> & { readonly lane?: Lane },
    ): Promise<Result<BidGrade, ApiError<never>>> => {
      const r = await pool.reviewBid(task, options);
      if (r.ok) {
        // The work the grade reports (bid.ts), else its deals alone.
        const w = (r.value as { work?: { nodes: number; samples: number } }).work;
        count(w?.nodes, w?.samples ?? r.value.seatView?.samples);
      }
      return r;
    },
    stockCard: async (
      task: StockTask,
      options?: RunOptions<never> & { readonly lane?: Lane },
    ): Promise<Result<StockValues, ApiError<never>>> => {
      const r = await pool.stockCard(task, options);
      if (r.ok) count(r.value.nodes, r.value.samples);
      return r;
    },
  };
}

interface Row {
  readonly hand: number;
  readonly seed: number;
  readonly seat: number;
  readonly index: number;
  readonly kind: DecisionKind;
  readonly ms: number;
  readonly cpuMs: number;
  readonly nodes: number;
  readonly samples: number;
  readonly exact: string | null;
  readonly seatView: string | null;
  readonly loss: number | null;
  readonly margin: number | null;
  readonly seatSamples: number | null;
}

const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

function stat(label: string, xs: readonly number[], unit: (x: number) => string): void {
  if (xs.length === 0) return void console.log(`${label.padEnd(28)} n   0`);
  const m = xs.slice().sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} n ${String(m.length).padStart(3)}  median ${unit(percentile(m, 50)).padStart(8)}  ` +
      `p95 ${unit(percentile(m, 95)).padStart(8)}  max ${unit(m.at(-1) as number).padStart(8)}`,
  );
}
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mega = (n: number) => `${(n / 1e6).toFixed(2)} M`;
const plain = (n: number) => String(Math.round(n));

function rowOf(
  hand: number,
  handSeed: number,
  d: Pick<ReviewedDecision, 'seat' | 'index' | 'kind' | 'exact' | 'seatView'>,
  ms: number,
  cpuMs: number,
  before: { nodes: number; samples: number },
): Row {
  return {
    hand,
    seed: handSeed,
    seat: d.seat,
    index: d.index,
    kind: d.kind,
    ms,
    cpuMs,
    nodes: work.nodes - before.nodes,
    samples: work.samples - before.samples,
    exact: d.exact?.grade ?? null,
    seatView: d.seatView === null ? null : `${d.seatView.grade}${d.seatView.withinError ? '~' : ''}`,
    loss: d.seatView?.loss ?? null,
    margin: d.seatView?.margin ?? null,
    seatSamples: d.seatView?.samples ?? null,
  };
}

const load0 = loadavg();
console.log(`variant ${VARIANT_LINE[variant]}${kind === undefined ? '' : `, ${kind} decisions only`}`);
console.log(
  `load average ${load0.map((x) => x.toFixed(1)).join(' ')} at the start; hands ${hands} from seed ${seed}`,
);
const real = new SolverPool(process.env.YOUNG ? { maxYoungMb: Number(process.env.YOUNG) } : {});
const pool = counting(real);
const whole: number[] = [];
const wholeCpu: number[] = [];
const wholeNodes: number[] = [];
const first: number[] = [];
const rows: Row[] = [];
try {
  // The background worker started before the clock runs, as a review opened in a running app finds it.
  await real.run('solve', { position: describe(variantHand('chosen', seed).end) });
  let from = seed;
  for (let i = 0; i < hands; i++) {
    const hand = variantHand(variant, from);
    from = hand.seed + 1;
    if (kind !== undefined) {
      // One kind of decision of every seat, each graded by the review's judge through the pool.
      for (let seat = 0; seat < hand.record.setup.table.size; seat++)
        for (const { index, before } of decisionsOf(hand.record, seat)) {
          const action = hand.record.actions[index] as Action;
          if (decisionKind(action) !== kind) continue;
          const t0 = performance.now();
          const c0 = cpuNow();
          const w0 = { ...work };
          const side = sideOf(hand.end, seat);
          const r = await gradeDecision(pool, hand.record, index, before, action, side);
          if (!r.ok) throw new Error(`grading failed: ${JSON.stringify(r.error)}`);
          const row = rowOf(
            i + 1,
            hand.seed,
            { seat, index, kind: decisionKind(action), ...r.value },
            performance.now() - t0,
            cpuNow() - c0,
            w0,
          );
          rows.push(row);
          console.log(
            `hand ${String(i + 1).padStart(2)} (seed ${hand.seed}) seat ${seat} #${index} ${action.type}: ` +
              `${secs(row.ms)} (CPU ${secs(row.cpuMs)}), ${mega(row.nodes)} nodes, ${row.samples} samples`,
          );
        }
      continue;
    }
    const seat = reviewedSeat(hand.end, i);
    const t0 = performance.now();
    const c0 = cpuNow();
    const w0 = { ...work };
    let last = { t: t0, c: c0, w: { ...work } };
    let seen = 0;
    const r = await reviewHand(pool, { session: 0, handNo: i + 1, record: hand.record }, seat, {
      onProgress: (p) => {
        const now = { t: performance.now(), c: cpuNow(), w: { ...work } };
        if (seen === 0) first.push(now.t - t0);
        const d = p.decisions.at(-1);
        if (d !== undefined) rows.push(rowOf(i + 1, hand.seed, d, now.t - last.t, now.c - last.c, last.w));
        seen = p.decisions.length;
        last = now;
      },
    });
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(`review of hand ${i + 1} failed: ${JSON.stringify(r.error)}`);
    whole.push(ms);
    wholeCpu.push(cpuNow() - c0);
    wholeNodes.push(work.nodes - w0.nodes);
    console.log(
      `hand ${String(i + 1).padStart(2)} (seed ${hand.seed}, seat ${seat}${seat === hand.end.declarer ? ', declarer' : ''}): ` +
        `${r.value.decisions.length} decisions in ${secs(ms)} (CPU ${secs(wholeCpu.at(-1) as number)}), ` +
        `${mega(wholeNodes.at(-1) as number)} nodes`,
    );
  }
} finally {
  await real.close();
}
const load1 = loadavg();
console.log(
  `\n${hands} hands, ${rows.length} decisions; pool: ${real.size} interactive + ${real.backgroundSize} background ` +
    `workers; load average ${load1.map((x) => x.toFixed(1)).join(' ')} at the end`,
);
const cardRows = rows.filter((r) => r.kind === 'card');
const bidRows = rows.filter((r) => r.kind !== 'card');
const ms = (rs: readonly Row[]) => rs.map((r) => r.ms);
const cpu = (rs: readonly Row[]) => rs.map((r) => r.cpuMs);
const nodes = (rs: readonly Row[]) => rs.map((r) => r.nodes);
if (kind === undefined) {
  stat('whole review', whole, secs);
  stat('  its CPU', wholeCpu, secs);
  stat('  its nodes', wholeNodes, mega);
  stat('first decision graded', first, secs);
}
for (const [label, rs] of [
  ['one decision', rows],
  ['one card', cardRows],
  ['one bidding decision', bidRows],
] as const) {
  stat(label, ms(rs), secs);
  stat('  its CPU', cpu(rs), secs);
  stat('  its nodes', nodes(rs), mega);
  stat(
    '  its samples',
    rs.map((r) => r.samples),
    plain,
  );
}
const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
console.log(
  `work in all: ${mega(total(nodes(rows)))} nodes, ${total(rows.map((r) => r.samples))} samples, ` +
    `CPU ${secs(total(cpu(rows)))}`,
);
if (out !== undefined)
  writeFileSync(out, JSON.stringify({ variant, hands, seed, kind, load: [load0, load1], rows }, null, 1));
