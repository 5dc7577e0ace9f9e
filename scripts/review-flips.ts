/**
 * Whether a review's grades hold when the sample changes: the same finished hands reviewed with two
 * seeds (every layout and deal sample differs), decision by decision, counting the flips between "best"
 * (within the sampling error included; those where the best one was best for certain, i.e. not merely
 * "as good as the best, within what can be known", apart) and "mistake"/"blunder" of the seat-view
 * grade, every other change of grade, and for comparison the flips had the grades been taken from the mean alone (the
 * grading before src-shared/review/interval.ts). The hands of `--variant` (default chosen: volený, pravidla
 * ČSM, three players, dealt and played from seeds by the review tests' chooser; the others by the rules
 * players: tests/support/variant-hands.ts), each reviewed for its declarer and for the first defender
 * after him, alternately, in this process with the app's sampling. `--out F` writes every seat-view
 * grade of both seeds as JSON.
 *
 * npm run review:flips [-- --variant chosen|auction|fourHand|twoHand --hands 10 --seed 1 --seeds 0,1 --out F]
 */
import { writeFileSync } from 'node:fs';
import type { ReviewedDecision } from '../src-shared/api/review.ts';
import { type Grade, gradeOf } from '../src-shared/review/grade.ts';
import { inProcessPool } from '../src-main/review/local.ts';
import { reviewHand } from '../src-main/review/review.ts';
import { VARIANT_LINE, isReviewVariant, reviewedSeat, variantHand } from '../tests/support/variant-hands.ts';
import { option } from './cli-args.ts';

const hands = Number(option('hands') ?? 10);
const from = Number(option('seed') ?? 1);
const seeds = (option('seeds') ?? '0,1').split(',').map(Number);
const variant = option('variant') ?? 'chosen';
const out = option('out');
if (!isReviewVariant(variant)) throw new Error('--variant must be chosen, auction, fourHand or twoHand');
if (!Number.isInteger(hands) || hands < 1) throw new Error('--hands must be a positive whole number');
if (seeds.length !== 2 || seeds.some((s) => !Number.isInteger(s) || s < 0))
  throw new Error('--seeds must be two whole numbers, e.g. 0,1');

const heavy = (g: Grade) => g === 'mistake' || g === 'blunder';
const flip = (a: Grade, b: Grade) => (a === 'best' && heavy(b)) || (b === 'best' && heavy(a));
type Seen = { readonly grade: Grade; readonly withinError?: boolean };
/** Best for certain on one seed (not merely within the sampling error), mistake or blunder on the other. */
const contradiction = (a: Seen, b: Seen) =>
  (a.grade === 'best' && a.withinError !== true && heavy(b.grade)) ||
  (b.grade === 'best' && b.withinError !== true && heavy(a.grade));

let decisions = 0;
let flips = 0;
let contradictions = 0;
let changes = 0;
let meanFlips = 0;
let withinError = 0;
let sampled = 0;
let next = from;
const t0 = performance.now();
const written: unknown[] = [];
console.log(`variant ${VARIANT_LINE[variant]}`);
for (let i = 0; i < hands; i++) {
  const hand = variantHand(variant, next);
  next = hand.seed + 1;
  const declarer = hand.end.declarer;
  const seat = reviewedSeat(hand.end, i);
  const reviews: ReviewedDecision[][] = [];
  for (const seed of seeds) {
    const r = await reviewHand(inProcessPool(), { session: 0, handNo: i + 1, record: hand.record }, seat, {
      seed,
    });
    if (!r.ok) throw new Error(`review of hand ${i + 1} failed: ${JSON.stringify(r.error)}`);
    reviews.push(r.value.decisions.slice());
  }
  const [a, b] = reviews as [ReviewedDecision[], ReviewedDecision[]];
  written.push({
    hand: i + 1,
    seed: hand.seed,
    seat,
    grades: a.map((d, k) => [d.index, d.kind, d.seatView, b[k]?.seatView ?? null]),
  });
  let handFlips = 0;
  a.forEach((d, k) => {
    const x = d.seatView;
    const y = b[k]?.seatView ?? null;
    if (x === null || y === null) return;
    decisions++;
    if (x.exact !== true) sampled++;
    if (x.withinError === true) withinError++;
    if (y.withinError === true) withinError++;
    if (x.grade !== y.grade) changes++;
    if (flip(x.grade, y.grade)) {
      flips++;
      handFlips++;
      if (contradiction(x, y)) contradictions++;
      const name = (g: Seen) => (g.withinError === true ? 'as good as the best (within the error)' : g.grade);
      console.log(
        `  flip: hand ${i + 1} decision ${d.index} (${d.kind}): ${name(x)} ${x.loss.toFixed(2)} ± ${x.margin?.toFixed(2)} / ` +
          `${name(y)} ${y.loss.toFixed(2)} ± ${y.margin?.toFixed(2)} over ${x.samples} / ${y.samples}`,
      );
    }
    if (flip(gradeOf(x.loss), gradeOf(y.loss))) meanFlips++;
  });
  console.log(
    `hand ${String(i + 1).padStart(2)} (seed ${hand.seed}, seat ${seat}${seat === declarer ? ', declarer' : ''}): ` +
      `${a.length} decisions, ${handFlips} flips, ${((performance.now() - t0) / 1000).toFixed(0)} s so far`,
  );
}
console.log(
  `\n${hands} hands, ${decisions} decisions graded from the seat with seeds ${seeds.join(' and ')} ` +
    `(${sampled} sampled, the rest every layout):\n` +
    `  flips best ↔ mistake/blunder: ${flips}, of them best for certain (not within the error) ↔ mistake/blunder: ${contradictions}\n` +
    `  any change of grade: ${changes}\n` +
    `  "as good as the best, within what can be known" (both seeds): ${withinError}\n` +
    `  flips best ↔ mistake/blunder had the grade been the mean's alone: ${meanFlips}`,
);
if (out !== undefined) writeFileSync(out, JSON.stringify({ variant, hands, from, seeds, written }, null, 1));
