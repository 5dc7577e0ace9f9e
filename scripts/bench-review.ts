/**
 * The review of finished hands (issue 15): how long a full review of one seat takes, through the real
 * worker pool as the app runs it (background lane, the app's sampling: CARD_LAYOUTS layouts per card,
 * BID_DEALS deals per bidding decision). The hands are dealt and played from seeds by the review
 * tests' chooser (tests/unit/review/support.ts), each reviewed for its declarer and for the defender
 * after him, alternately. Prints median and p95 of the whole review, of the first graded decision
 * (what the screen waits for before it shows anything) and of one card and one bidding decision.
 *
 * npm run bench:review [-- --hands 10 --seed 1]
 */
import { type Seat, describe } from '../src-shared/index.ts';
import { reviewHand } from '../src-main/review/review.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { playedOutHand } from '../tests/unit/review/support.ts';
import { option, percentile } from './cli-args.ts';

const hands = Number(option('hands') ?? 10);
const seed = Number(option('seed') ?? 1);
if (!Number.isInteger(hands) || hands < 1) throw new Error('--hands must be a positive whole number');

function line(label: string, ms: readonly number[]): void {
  const m = ms.slice().sort((a, b) => a - b);
  const f = (x: number) => (x / 1000).toFixed(2);
  console.log(
    `${label.padEnd(28)} n ${String(m.length).padStart(3)}  median ${f(percentile(m, 50)).padStart(6)}  ` +
      `p95 ${f(percentile(m, 95)).padStart(6)}  max ${f(m.at(-1) as number).padStart(6)} s`,
  );
}

const pool = new SolverPool();
const whole: number[] = [];
const first: number[] = [];
const cards: number[] = [];
const bids: number[] = [];
let decisions = 0;
try {
  // The background worker started before the clock runs, as a review opened in a running app finds it.
  const warm = playedOutHand(seed).end;
  await pool.run('solve', { position: describe(warm) });
  let from = seed;
  for (let i = 0; i < hands; i++) {
    const hand = playedOutHand(from);
    from = hand.seed + 1;
    const declarer = hand.end.declarer as Seat;
    const seat = i % 2 === 0 ? declarer : (((declarer + 1) % 3) as Seat);
    const t0 = performance.now();
    let last = t0;
    let seen = 0;
    const r = await reviewHand(pool, { session: 0, handNo: i + 1, record: hand.record }, seat, {
      onProgress: (p) => {
        const now = performance.now();
        if (seen === 0) first.push(now - t0);
        const d = p.decisions.at(-1);
        if (d !== undefined) (d.kind === 'card' ? cards : bids).push(now - last);
        seen = p.decisions.length;
        last = now;
      },
    });
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(`review of hand ${i + 1} failed: ${JSON.stringify(r.error)}`);
    decisions += r.value.decisions.length;
    whole.push(ms);
    console.log(
      `hand ${String(i + 1).padStart(2)} (seed ${hand.seed}, seat ${seat}${seat === declarer ? ', declarer' : ''}): ` +
        `${r.value.decisions.length} decisions in ${(ms / 1000).toFixed(2)} s`,
    );
  }
} finally {
  await pool.close();
}
console.log(
  `\n${hands} hands, ${decisions} decisions; pool: ${pool.size} interactive + ${pool.backgroundSize} background workers`,
);
line('whole review', whole);
line('first decision graded', first);
line('one card', cards);
line('one bidding decision', bids);
