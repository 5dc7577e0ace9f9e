/**
 * The review of finished hands (issue 15): how long a full review of one seat takes, through the real
 * worker pool as the app runs it (background lane, the app's sampling: CARD_LAYOUTS layouts per card,
 * BID_DEALS deals per bidding decision). The hands are dealt and played from seeds by the review
 * tests' chooser (tests/unit/review/support.ts), each reviewed for its declarer and for the defender
 * after him, alternately. Prints median and p95 of the whole review, of the first graded decision
 * (what the screen waits for before it shows anything) and of one card and one bidding decision.
 *
 * `--variant auction`: licitovaný by three (csm002), the hands dealt from seeds and played by the rules
 * players (played out, cards on the table). `--kind K` (auction, talon, discard, double, …) grades only
 * the decisions of that kind, of every seat, each through the pool by the review's judge
 * (decision.ts `gradeDecision`), and prints their median and p95.
 *
 * npm run bench:review [-- --hands 10 --seed 1 --variant chosen|auction --kind auction]
 */
import {
  type Action,
  type HandRecord,
  type HandSetup,
  type HandState,
  type Seat,
  createRng,
  describe,
  preset,
  shuffledDeck,
  sideOf,
} from '../src-shared/index.ts';
import type { DecisionKind } from '../src-shared/api/review.ts';
import { rulePlayer } from '../src-main/ai/baselines.ts';
import { playHand } from '../src-main/ai/match.ts';
import { gradeDecision } from '../src-main/review/decision.ts';
import { decisionKind, decisionsOf, reviewHand } from '../src-main/review/review.ts';
import { SolverPool } from '../src-main/solver/pool.ts';
import { playedOutHand } from '../tests/unit/review/support.ts';
import { option, percentile } from './cli-args.ts';

const hands = Number(option('hands') ?? 10);
const seed = Number(option('seed') ?? 1);
const variant = option('variant') ?? 'chosen';
const kind = option('kind') as DecisionKind | undefined;
if (!Number.isInteger(hands) || hands < 1) throw new Error('--hands must be a positive whole number');
if (variant !== 'chosen' && variant !== 'auction') throw new Error('--variant must be chosen or auction');

function line(label: string, ms: readonly number[]): void {
  if (ms.length === 0) return void console.log(`${label.padEnd(28)} n   0`);
  const m = ms.slice().sort((a, b) => a - b);
  const f = (x: number) => (x / 1000).toFixed(2);
  console.log(
    `${label.padEnd(28)} n ${String(m.length).padStart(3)}  median ${f(percentile(m, 50)).padStart(6)}  ` +
      `p95 ${f(percentile(m, 95)).padStart(6)}  max ${f(m.at(-1) as number).padStart(6)} s`,
  );
}

/** The first hand from `from` on played out: the review chooser's (volený) or the rules players' (licitovaný). */
function handFrom(from: number): { seed: number; record: HandRecord; end: HandState } {
  if (variant === 'chosen') return playedOutHand(from);
  for (let s = from; ; s++) {
    const setup: HandSetup = {
      rules: preset('csm002'),
      table: { size: 3, dealer: 2 },
      deck: shuffledDeck(createRng(s)),
      variant: 'auction',
    };
    const played = playHand(setup, [rulePlayer, rulePlayer, rulePlayer], s);
    if (played.playStart === null) continue;
    return { seed: s, record: { setup, actions: played.decisions.map((d) => d.action) }, end: played.final };
  }
}

console.log(
  `variant ${variant === 'chosen' ? 'chosen (volený, pravidla ČSM)' : 'auction (licitovaný by three, csm002)'}` +
    `${kind === undefined ? '' : `, ${kind} decisions only`}`,
);
const pool = new SolverPool();
const whole: number[] = [];
const first: number[] = [];
const cards: number[] = [];
const bids: number[] = [];
const cpu: number[] = [];
let decisions = 0;
try {
  // The background worker started before the clock runs, as a review opened in a running app finds it.
  const warm = playedOutHand(seed).end;
  await pool.run('solve', { position: describe(warm) });
  let from = seed;
  for (let i = 0; i < hands; i++) {
    const hand = handFrom(from);
    from = hand.seed + 1;
    if (kind !== undefined) {
      // One kind of decision of every seat, each graded by the review's judge through the pool.
      for (let seat = 0; seat < hand.record.setup.table.size; seat++)
        for (const { index, before } of decisionsOf(hand.record, seat as Seat)) {
          const action = hand.record.actions[index] as Action;
          if (decisionKind(action) !== kind) continue;
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          const r = await gradeDecision(
            pool,
            hand.record,
            index,
            before,
            action,
            sideOf(hand.end, seat as Seat),
          );
          const ms = performance.now() - t0;
          // CPU of the whole process, its worker threads included: what the machine's load does not change.
          const c = process.cpuUsage(c0);
          cpu.push((c.user + c.system) / 1000);
          if (!r.ok) throw new Error(`grading failed: ${JSON.stringify(r.error)}`);
          bids.push(ms);
          decisions++;
          console.log(
            `hand ${String(i + 1).padStart(2)} (seed ${hand.seed}) seat ${seat} #${index} ${action.type}` +
              `${action.type === 'bid' ? ` ${action.step}` : ''}: ${(ms / 1000).toFixed(2)} s ` +
              `(CPU ${((cpu.at(-1) as number) / 1000).toFixed(2)} s)` +
              `${r.value.seatView === null ? '' : `, ${r.value.seatView.samples} deals`}`,
          );
        }
      continue;
    }
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
if (kind !== undefined) {
  line(`one ${kind} decision`, bids);
  line(`its CPU`, cpu);
} else {
  line('whole review', whole);
  line('first decision graded', first);
  line('one card', cards);
  line('one bidding decision', bids);
}
