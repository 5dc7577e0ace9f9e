/**
 * Lízaný's cards while the stock lasts (src-main/review/stock-card.ts): how long one such card takes to
 * grade through the real worker pool — as the review asks it (background lane) and as the coach does
 * (interactive lane), the app's sampling and the card's seed (card.ts `cardSeed`) — and whether the
 * seat-view grades hold when the sample changes (a second seed): flips between best and a mistake or
 * blunder, and every other change of grade. The hands are dealt from seeds and played by the rules
 * players; every card of the declarer's while the stock lasts that had a choice is graded.
 *
 * npm run bench:stock-card [-- --hands 3 --seed 1]
 */
import {
  type Card,
  type HandState,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  shuffledDeck,
} from '../src-shared/index.ts';
import type { Grade } from '../src-shared/review/grade.ts';
import { rulePlayer } from '../src-main/ai/baselines.ts';
import { playHand } from '../src-main/ai/match.ts';
import { cardSeed, gradeCard } from '../src-main/review/card.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { option, percentile } from './cli-args.ts';
import { stockOf } from '../src-shared/engine/state.ts';

const hands = Number(option('hands') ?? 3);
const seed = Number(option('seed') ?? 1);
if (!Number.isInteger(hands) || hands < 1) throw new Error('--hands must be a positive whole number');

function line(label: string, ms: readonly number[]): void {
  const m = ms.slice().sort((a, b) => a - b);
  const f = (x: number) => (x / 1000).toFixed(2);
  console.log(
    `${label.padEnd(26)} n ${String(m.length).padStart(3)}  median ${f(percentile(m, 50)).padStart(6)}  ` +
      `p95 ${f(percentile(m, 95)).padStart(6)}  max ${f(m.at(-1) as number).padStart(6)} s`,
  );
}

/** The declarer's cards while the stock lasts with a choice: the position before each and its index. */
function stockCards(from: number): { state: HandState; card: Card; index: number }[] {
  const setup = {
    rules: PRESETS.csm,
    table: { size: 2 as const, dealer: 1 },
    deck: shuffledDeck(createRng(from)),
    variant: 'twoHand' as const,
  };
  const hand = playHand(setup, [rulePlayer, rulePlayer], from);
  const out: { state: HandState; card: Card; index: number }[] = [];
  let s = newHand(setup);
  hand.decisions.forEach((d, index) => {
    const a = d.action;
    const choice = legalActions(s).filter((x) => x.type === 'play').length > 1;
    if (a.type === 'play' && stockOf(s).length > 0 && a.seat === s.declarer && choice)
      out.push({ state: s, card: a.card, index });
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  });
  return out;
}

const heavy = (g: Grade) => g === 'mistake' || g === 'blunder';
const pool = new SolverPool();
const review: number[] = [];
const coach: number[] = [];
let cards = 0;
let flips = 0;
let changes = 0;
let exact = 0;
const byStock = new Map<number, number[]>();
try {
  // The workers started before the clock runs, as in a running app.
  await pool.warmup();
  for (let h = 0; h < hands; h++) {
    for (const { state, card, index } of stockCards(seed + h)) {
      const grades: Grade[] = [];
      for (const [lane, base, times] of [
        ['background', 0, review],
        ['interactive', 0, coach],
        ['background', 1_000, null],
      ] as const) {
        const t0 = performance.now();
        const r = await gradeCard(pool, state, card, { lane, seed: cardSeed(base, index) });
        const ms = performance.now() - t0;
        if (!r.ok) throw new Error(`grading failed: ${r.error.code}`);
        if (times !== null) times.push(ms);
        if (lane === 'background' && base === 0) {
          const k = stockOf(state).length;
          byStock.set(k, [...(byStock.get(k) ?? []), ms]);
          if (r.value.exact !== null) exact++;
        }
        if (base === 0 && lane === 'interactive') continue;
        grades.push(r.value.seatView?.grade ?? 'best');
      }
      cards++;
      const [a, b] = grades as [Grade, Grade];
      if ((a === 'best' && heavy(b)) || (b === 'best' && heavy(a))) flips++;
      else if (a !== b) changes++;
    }
  }
} finally {
  await pool.close();
}
console.log(
  `lízaný, ${hands} hands from seed ${seed}: ${cards} cards of the declarer's while the stock lasts`,
);
line('one card, review (bg)', review);
line('one card, coach (int)', coach);
for (const [k, ms] of [...byStock.entries()].sort((x, y) => y[0] - x[0])) line(`  review, stock ${k}`, ms);
console.log(`graded exactly too (the draws searched): ${exact} of ${cards}`);
console.log(
  `seat-view grades across seeds 0 and 1000: ${flips} flips best ↔ mistake/blunder, ${changes} other changes`,
);
