/**
 * Lízaný's calls (src-main/review/bid.ts over the draws): how long one call takes to grade through the
 * real worker pool as the review asks it (background lane, the app's sampling, the decision's seed) —
 * the trumps, the announcement and the doubles of hands dealt from seeds and played by the rules
 * players, every call of either seat that had a choice — with the draws it took, and whether the grade
 * holds when the draws change (a second seed, not timed): flips between best and a mistake or blunder,
 * and every other change of grade.
 *
 * npm run bench:lizany-calls [-- --hands 4 --seed 1]
 */
import {
  type Action,
  PRESETS,
  createRng,
  legalActions,
  newHand,
  apply,
  shuffledDeck,
} from '../src-shared/index.ts';
import { rulePlayer } from '../src-main/ai/baselines.ts';
import { playHand } from '../src-main/ai/match.ts';
import type { Grade } from '../src-shared/review/grade.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { option, percentile } from './cli-args.ts';

const hands = Number(option('hands') ?? 4);
const seed = Number(option('seed') ?? 1);
if (!Number.isInteger(hands) || hands < 1) throw new Error('--hands must be a positive whole number');

function line(label: string, ms: readonly number[]): void {
  const m = ms.slice().sort((a, b) => a - b);
  if (m.length === 0) return;
  const f = (x: number) => (x / 1000).toFixed(2);
  console.log(
    `${label.padEnd(26)} n ${String(m.length).padStart(3)}  median ${f(percentile(m, 50)).padStart(6)}  ` +
      `p95 ${f(percentile(m, 95)).padStart(6)}  max ${f(m.at(-1) as number).padStart(6)} s`,
  );
}

const pool = new SolverPool();
const all: number[] = [];
const byType = new Map<string, number[]>();
const samples: number[] = [];
const heavy = (g: Grade) => g === 'mistake' || g === 'blunder';
let flips = 0;
let changes = 0;
try {
  await pool.warmup();
  for (let h = 0; h < hands; h++) {
    const setup = {
      rules: PRESETS.csm,
      table: { size: 2 as const, dealer: 1 },
      deck: shuffledDeck(createRng(seed + h)),
      variant: 'twoHand' as const,
    };
    const hand = playHand(setup, [rulePlayer, rulePlayer], seed + h);
    const actions: Action[] = hand.decisions.map((d) => d.action);
    let s = newHand(setup);
    for (let index = 0; index < actions.length; index++) {
      const a = actions[index] as Action;
      if (a.type === 'play') break;
      if (legalActions(s).length > 1) {
        const t0 = performance.now();
        const r = await pool.reviewBid(
          { method: 'reviewBid', setup, actions, index, seed: index },
          { lane: 'background' },
        );
        const ms = performance.now() - t0;
        if (!r.ok) throw new Error(`grading failed: ${r.error.code}`);
        all.push(ms);
        byType.set(a.type, [...(byType.get(a.type) ?? []), ms]);
        samples.push(r.value.seatView?.samples ?? 0);
        const again = await pool.reviewBid(
          { method: 'reviewBid', setup, actions, index, seed: 1_000 + index },
          { lane: 'background' },
        );
        if (!again.ok) throw new Error(`grading failed: ${again.error.code}`);
        const ga = r.value.seatView?.grade ?? 'best';
        const gb = again.value.seatView?.grade ?? 'best';
        if ((ga === 'best' && heavy(gb)) || (gb === 'best' && heavy(ga))) flips++;
        else if (ga !== gb) changes++;
      }
      const n = apply(s, a);
      if (!n.ok) throw new Error(n.error.code);
      s = n.value;
    }
  }
} finally {
  await pool.close();
}
console.log(`lízaný, ${hands} hands from seed ${seed}: ${all.length} calls with a choice`);
line('one call (bg)', all);
for (const [t, ms] of byType) line(`  ${t}`, ms);
console.log(`draws per call: ${samples.join(' ')}`);
console.log(
  `seat-view grades across seeds index and 1000 + index: ${flips} flips best ↔ mistake/blunder, ${changes} other changes`,
);
