/**
 * Engine throughput: random legal hands from deal to settlement, repeated; prints the median and spread
 * of microseconds per hand and per action. `npm run bench:engine [-- --hands N --runs R]`
 */
import {
  type Action,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  settle,
  shuffledDeck,
} from '../src-shared/index.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const hands = arg('hands', 10_000);
const runs = arg('runs', 7);

const perHand: number[] = [];
const perAction: number[] = [];
for (let r = 0; r < runs; r++) {
  let actions = 0;
  const t0 = performance.now();
  for (let h = 0; h < hands; h++) {
    const rng = createRng(r * hands + h);
    let s = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: h % 3 }, deck: shuffledDeck(rng) });
    while (s.phase !== 'finished') {
      const legal = legalActions(s);
      const next = apply(s, legal[rng.int(legal.length)] as Action);
      if (!next.ok) throw new Error('a legal action was refused');
      s = next.value;
      actions++;
    }
    settle(s);
  }
  const ms = performance.now() - t0;
  perHand.push((ms * 1000) / hands);
  perAction.push((ms * 1000) / actions);
}
const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] as number;
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} µs (min ${sorted(xs)[0]!.toFixed(1)}, max ${sorted(xs).at(-1)!.toFixed(1)})`;
console.log(`${runs} runs × ${hands} random hands (csm rules, deal to settlement)`);
console.log(`per hand:   ${fmt(perHand)}`);
console.log(`per action: ${fmt(perAction)}`);
