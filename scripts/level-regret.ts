/**
 * What a level's temperature (src-main/ai/level-choice.ts) costs in expectation, by its own estimates:
 * seeded hands with one level at every seat, each valued choice (cards, trumps, games, talon pairs,
 * announcements, auction calls, contracts) recorded with its candidates' mean money for the seat, and
 * for each temperature the expected money a choice gives away against the best, summed per hand and
 * seat, by kind of choice. A cheap guide to calibrate the temperatures before a ratings run; the loss is
 * measured on the level's own sampled means, not on the true values.
 *
 * Where a choice came with its values per deal (the bidding choices), the level draws only among the
 * candidates within the sampling error of the best (level-choice.ts `eligible`); the table's losses are
 * under that guard, and a second table counts the clear losses the plain softmax would have drawn (the
 * expected number of picks of a non-eligible candidate), per temperature.
 *
 * In křížový (`--variant fourHand`, four seats) it also prices začátečník's old slip (a random legal
 * card a share of the time, `--slip 0.25`) on the same card choices: the share times the mean gap of a
 * uniformly drawn card to the best.
 *
 * npm run -s level-regret -- [--variant chosen|auction|fourHand|twoHand] [--hands 10] [--level hrac] [--temperatures 0.1,0.25,0.5,1]
 *   [--slip 0.25]
 */
import { PRESETS, preset } from '../src-shared/index.ts';
import { type ChoiceRows, choiceWeights, eligible } from '../src-main/ai/level-choice.ts';
import { LEVELS, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { option } from './cli-args.ts';
import { playSelf } from './self-play.ts';

const hands = Number(option('hands') ?? 10);
const level = (option('level') ?? 'hrac') as Level;
const VARIANTS = ['chosen', 'auction', 'fourHand', 'twoHand'] as const;
const variant = (option('variant') ?? 'chosen') as (typeof VARIANTS)[number];
const temperatures = (option('temperatures') ?? '0.1,0.25,0.5,1,2').split(',').map(Number);
const slip = Number(option('slip') ?? 0.25);
if (!LEVELS.includes(level) || !VARIANTS.includes(variant) || !(hands >= 1)) {
  console.error(
    'level-regret: --level zacatecnik|hrac|mistr, --variant chosen|auction|fourHand|twoHand, --hands N ≥ 1',
  );
  process.exit(2);
}
// Křížový by four; lízaný by two at the app's default rules for it (as the ratings play it).
const seats = variant === 'fourHand' ? 4 : variant === 'twoHand' ? 2 : 3;
const rules =
  variant === 'auction' ? preset('csm002') : variant === 'twoHand' ? preset('english003') : PRESETS.csm;

const choices: { phase: string; values: readonly number[]; best: number; rows?: ChoiceRows }[] = [];
const player = samplingPlayer(level, undefined, {
  timed: false,
  best: true,
  onChoice: (phase, values, best, rows) =>
    choices.push({ phase, values: [...values], best, ...(rows ? { rows: rows.map((r) => [...r]) } : {}) }),
});
const started = performance.now();
for (let i = 0; i < hands; i++)
  playSelf({ variant, seats, rules, deckSeed: 7 }, i, (v, rng) => player.decide(v, rng));

/** Expected loss of one choice at temperature t against its best, and the chance it is not the best. */
function loss(c: (typeof choices)[number], t: number, guard = true): { kc: number; off: number } {
  const p = choiceWeights(c.values, c.best, t, guard ? c.rows : undefined);
  const top = c.values[c.best] as number;
  let kc = 0;
  let off = 0;
  p.forEach((w, i) => {
    const gap = top - (c.values[i] as number);
    kc += w * gap;
    if (gap > 1e-9) off += w;
  });
  return { kc, off };
}

const per = hands * seats;
console.log(
  `${level}, ${variant}, ${hands} hands × ${seats} seats, ${choices.length} valued choices, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
/** The table of expected losses by temperature and phase, with the guard or by the plain softmax. */
function lossTable(guard: boolean): void {
  console.log(
    `expected units of the base given away per hand and seat (share of choices below the best), by temperature, ${guard ? 'draws among the eligible (level-choice.ts)' : 'the plain softmax (no guard)'}`,
  );
  console.log(['T'.padEnd(7), ...phases.map((p) => p.padStart(18)), 'all'.padStart(18)].join(''));
  for (const t of temperatures) {
    const cells = [...phases, null].map((ph) => {
      const cs = choices.filter((c) => ph === null || c.phase === ph);
      let kc = 0;
      let off = 0;
      for (const c of cs) {
        const l = loss(c, t, guard);
        kc += l.kc;
        off += l.off;
      }
      return `${(kc / per).toFixed(3)} (${((100 * off) / Math.max(1, cs.length)).toFixed(0)}%)`.padStart(18);
    });
    console.log([String(t).padEnd(7), ...cells].join(''));
  }
}
const phases = [...new Set(choices.map((c) => c.phase))];
lossTable(true);
lossTable(false);

/** The expected number of picks of a candidate clearly worse than the best (not `eligible`) by the plain softmax. */
function clearLossDraws(c: (typeof choices)[number], t: number): number {
  if (c.rows === undefined) return 0;
  const ok = eligible(c.rows, c.best);
  return choiceWeights(c.values, c.best, t).reduce((a, w, i) => a + (ok[i] === false ? w : 0), 0);
}
const guarded = choices.filter((c) => c.rows !== undefined);
console.log(
  `clear losses the plain softmax would draw (expected picks of a non-eligible candidate; the guard draws none), over the ${guarded.length} choices with rows`,
);
console.log(['T'.padEnd(7), ...phases.map((p) => p.padStart(18)), 'all'.padStart(18)].join(''));
for (const t of temperatures) {
  const cells = [...phases, null].map((ph) => {
    const cs = guarded.filter((c) => ph === null || c.phase === ph);
    const n = cs.reduce((a, c) => a + clearLossDraws(c, t), 0);
    const any = cs.filter((c) => eligible(c.rows as ChoiceRows, c.best).includes(false)).length;
    return `${n.toFixed(2)} of ${cs.length} (${any})`.padStart(18);
  });
  console.log([String(t).padEnd(7), ...cells].join(''));
}
console.log('(in brackets: choices with at least one clear loss among their candidates)');

if (variant === 'fourHand') {
  // The slip plays a uniformly random legal card in a share of the card choices, whatever they are worth.
  const cards = choices.filter((c) => c.phase === 'play');
  let kc = 0;
  let off = 0;
  for (const c of cards) {
    const top = c.values[c.best] as number;
    const gaps = c.values.map((v) => top - v);
    kc += (slip * gaps.reduce((a, b) => a + b, 0)) / gaps.length;
    off += (slip * gaps.filter((g) => g > 1e-9).length) / gaps.length;
  }
  console.log(
    `slip ${slip} (random legal card): ${(kc / per).toFixed(3)} (${((100 * off) / Math.max(1, cards.length)).toFixed(0)}% of the ${cards.length} card choices below the best)`,
  );
}
