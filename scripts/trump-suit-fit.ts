/**
 * How a level names trumps in lízaný from its first four: the calibration of `TWO_HAND_TRUMP_SCALE`
 * (src-main/ai/inference.ts `trumpSuitChance`), the dealer's reading of forehand's trump suit. Given a
 * volený run, the same from forehand's first seven (trumps named blind left out), beside volený's
 * `TRUMP_SCALE` (the defence's reading of the declarer's trump suit).
 *
 * Reads a lízaný arena run (`npm run arena -- --variant twoHand … --out f.json`), deals each of its
 * deals again from the seed to find forehand's first four, and pairs it with the suit he named (from
 * the run's calls; `--player` keeps only the choices of the players whose names start with it). Fits
 * P(suit | four) = softmax over the four suits of `trumpScore(four, suit) / scale` by maximum
 * likelihood (Newton's method on 1 / scale), and prints it beside the rules of thumb's fit (their best
 * suit, the others at `FIRST_FOUR_OFF_POLICY`), both as log-likelihoods of the choices.
 *
 * npm run -s trump-suit-fit -- --from f.json [--player hrac]
 */
import { readFileSync } from 'node:fs';
import { type PresetId, SUITS, newHand, preset, toCards } from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { trumpScore } from '../src-main/ai/heuristics.ts';
import { FIRST_FOUR_OFF_POLICY, TRUMP_SCALE, TWO_HAND_TRUMP_SCALE } from '../src-main/ai/inference.ts';
import { option } from './cli-args.ts';

const file = option('from');
const only = option('player') ?? '';
if (file === undefined) {
  console.error('trump-suit-fit: --from an arena run of lízaný (--variant twoHand --out f.json) or volený');
  process.exit(2);
}
interface Run {
  readonly variant?: string;
  readonly names: readonly string[];
  readonly rules: PresetId;
  readonly seed: number;
  readonly deals: readonly (readonly { readonly calls: readonly string[] }[])[];
}
const run = JSON.parse(readFileSync(file, 'utf8')) as Run;
// Volený: forehand names trumps from his first seven (the arena's files before the variant was kept are volený's).
const chosen = (run.variant ?? 'chosen') === 'chosen';
if (!chosen && run.variant !== 'twoHand') {
  console.error(`trump-suit-fit: ${file} is a run of ${run.variant}, not lízaný or volený`);
  process.exit(2);
}

/** Per choice: each suit's score in the four (volený: the seven), and the index of the suit named. */
const choices: { scores: number[]; named: number }[] = [];
run.deals.forEach((hands, i) => {
  const state = newHand({
    rules: preset(run.rules),
    table: chosen ? { size: 3, dealer: 2 } : { size: 2, dealer: 1 },
    deck: dealDeck(run.seed, i),
    variant: chosen ? 'chosen' : 'twoHand',
  });
  // Forehand sits first (the dealer last, as in the arena); his first four (seven) are his cards at the call.
  const first = toCards(chosen ? state.firstSeven : (state.hands[0] ?? 0));
  for (const hand of hands) {
    const call = chosen ? ' chooseTrump ' : ' chooseTrumpSuit ';
    const line = hand.calls.find((c) => c.includes(call));
    // Volený: trumps named blind ("z lidu") say nothing of his hand.
    if (line === undefined && chosen) continue;
    if (line === undefined) throw new Error(`deal ${i}: a hand without forehand's trump suit`);
    const [who, , action] = line.split(' ');
    const name = run.names[Number(who?.replace(':', ''))] ?? '';
    if (!name.startsWith(only)) continue;
    const parsed = JSON.parse(action ?? '{}') as { suit?: string; card?: string };
    const suit = chosen ? parsed.card?.[0] : parsed.suit;
    choices.push({
      scores: SUITS.map((s) => trumpScore(first, s)),
      named: SUITS.indexOf(suit as (typeof SUITS)[number]),
    });
  }
});
if (choices.length === 0) {
  console.error(`trump-suit-fit: no choice by a player named ${only}… in ${file}`);
  process.exit(2);
}

/** Log-likelihood of the choices under the softmax at inverse scale `b`, with its first two derivatives. */
function softmaxFit(b: number): { ll: number; d1: number; d2: number } {
  let ll = 0;
  let d1 = 0;
  let d2 = 0;
  for (const { scores, named } of choices) {
    const top = Math.max(...scores);
    const w = scores.map((x) => Math.exp(b * (x - top)));
    const z = w.reduce((a, v) => a + v, 0);
    const mean = scores.reduce((a, x, k) => a + (x * (w[k] as number)) / z, 0);
    const square = scores.reduce((a, x, k) => a + (x * x * (w[k] as number)) / z, 0);
    ll += Math.log((w[named] as number) / z);
    d1 += (scores[named] as number) - mean;
    d2 -= square - mean * mean;
  }
  return { ll, d1, d2 };
}

let b = 1 / 3;
for (let step = 0; step < 50; step++) {
  const { d1, d2 } = softmaxFit(b);
  const next = b - d1 / d2;
  if (Math.abs(next - b) < 1e-10) break;
  b = next;
}
const ruleLl = choices.reduce((sum, { scores, named }) => {
  const top = Math.max(...scores);
  const w = scores.map((x) => (x >= top ? 1 : FIRST_FOUR_OFF_POLICY));
  return sum + Math.log((w[named] as number) / w.reduce((a, v) => a + v, 0));
}, 0);
const best = choices.filter(({ scores, named }) => (scores[named] as number) >= Math.max(...scores)).length;
const unheld = choices.filter(({ scores, named }) => scores[named] === 0).length;
const pct = (n: number) => `${((100 * n) / choices.length).toFixed(1)} %`;
console.log(
  `${choices.length} choices of forehand's trump suit (${file}${only ? `, players ${only}…` : ''})`,
);
console.log(
  `  the best-scored suit of the ${chosen ? 'seven' : 'four'}: ${best} (${pct(best)}); a suit not in them: ${unheld} (${pct(unheld)})`,
);
console.log(
  `  softmax of trumpScore, fitted: scale ${(1 / b).toFixed(3)} (1 / ${b.toFixed(4)}), log-likelihood ${softmaxFit(b).ll.toFixed(1)}`,
);
const stored = chosen ? TRUMP_SCALE : TWO_HAND_TRUMP_SCALE;
console.log(
  `  softmax at the stored scale ${stored}${chosen ? ' (TRUMP_SCALE)' : ''}: log-likelihood ${softmaxFit(1 / stored).ll.toFixed(1)}`,
);
console.log(
  `  the rules of thumb's best, others at ${FIRST_FOUR_OFF_POLICY}: log-likelihood ${ruleLl.toFixed(1)}`,
);
