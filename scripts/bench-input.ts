/**
 * Reading input from outside, timed: the figures the input tests once asserted with the wall clock
 * (tests/unit/io/input-bounds.test.ts, tests/unit/io/notation.slow.test.ts prove the same behaviour
 * by what is refused first and by counting work; docs/testing.md). Prints, per case, the median and the
 * range of `--runs` runs (default 15):
 * - a position's hand of 100 KB refused by its length (parsePosition), and a 10 MB position text
 *   (parseNotation): refused before they are read, so microseconds whatever their size;
 * - a duplicate card repeated 100,000 and 200,000 times (fromPosition): linear, so the second takes
 *   about twice the first (a search by pairs: four times, and minutes);
 * - position texts of NOTATION_MAX characters built from each awkward piece (a brace, a quote, a slash,
 *   …), and of half that length: linear, so the full length takes about twice the half.
 * `npm run bench:input [-- --runs R]`
 */
import {
  type Card,
  NOTATION_MAX,
  PRESETS,
  fromPosition,
  parseNotation,
  parsePosition,
  describe as toPosition,
  newHand,
  shuffledDeck,
  createRng,
} from '../src-shared/index.ts';
import { option } from './cli-args.ts';

const runs = Number(option('runs') ?? 15);

const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] as number;
/** Milliseconds per call of `f`, once per run (`repeat` calls a run, for calls too short to time alone). */
function time(f: () => unknown, repeat = 1): number[] {
  f();
  const out: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    for (let i = 0; i < repeat; i++) f();
    out.push((performance.now() - t0) / repeat);
  }
  return out;
}
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(3)} ms (min ${sorted(xs)[0]!.toFixed(3)}, max ${sorted(xs).at(-1)!.toFixed(3)})`;

/** Two calls timed in turn within each run, so that a machine's changing load falls on both alike. */
function timePair(f: () => unknown, g: () => unknown, repeat: number): [number[], number[]] {
  const a: number[] = [];
  const b: number[] = [];
  for (let r = -1; r < runs; r++) {
    const [x, y] = [time1(f, repeat), time1(g, repeat)];
    if (r < 0) continue;
    a.push(x);
    b.push(y);
  }
  return [a, b];
}
function time1(f: () => unknown, repeat: number): number {
  const t0 = performance.now();
  for (let i = 0; i < repeat; i++) f();
  return (performance.now() - t0) / repeat;
}

const deal = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: shuffledDeck(createRng(1)) });
const base = toPosition(deal);
console.log(`${runs} runs each; milliseconds per call`);

const hand = Array<string>(34_000).fill('HA').join(' ');
const refusedHand = time(() => parsePosition({ ...base, hands: [hand, 'B7', 'L7'] }), 100);
console.log(`parsePosition, a hand of ${hand.length} characters refused: ${fmt(refusedHand)}`);
const huge = 'HA '.repeat(3_500_000);
console.log(`parseNotation, ${huge.length} characters refused: ${fmt(time(() => parseNotation(huge), 100))}`);

const duplicates = (n: number) => () =>
  fromPosition({ ...base, hands: [Array<Card>(n).fill('HA'), ...base.hands.slice(1)] });
const [d1, d2] = timePair(duplicates(100_000), duplicates(200_000), 1);
console.log(`fromPosition, HA 100,000 times: ${fmt(d1)}`);
console.log(
  `fromPosition, HA 200,000 times: ${fmt(d2)} (ratio of medians ${(median(d2) / median(d1)).toFixed(2)})`,
);

for (const unit of ['HA ', '{', '/', ',', 'a', 'csm{"x":"', '"']) {
  const of = (n: number) => unit.repeat(Math.floor(n / unit.length));
  const [full, half] = timePair(
    () => parseNotation(of(NOTATION_MAX)),
    () => parseNotation(of(NOTATION_MAX / 2)),
    50,
  );
  console.log(
    `parseNotation, ${JSON.stringify(unit)} repeated to ${NOTATION_MAX} characters: ${fmt(full)} ` +
      `(ratio to half the length ${(median(full) / median(half)).toFixed(2)})`,
  );
}
