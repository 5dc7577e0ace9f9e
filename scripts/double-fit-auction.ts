/**
 * The fit of licitovaný's doubling rule (`DOUBLE_RULE.auction`: z and the declarer's edge) and of the
 * weight a defender gives the declarer's bid (`BID_VALUE`, auction-inference.ts `bidValueWeight`) to
 * the money doubles really earn: volený's `npm run double-fit` (scripts/double-fit.ts) for licitovaný.
 * Plays licitovaný hands (csm002, three seats or `--seats 4`) with one level in every seat, untimed, on
 * the TUNE seeds only (never the report seeds 211, 223, 227); at every defender's doubling decision that
 * sampled it keeps the rows the level decided on (PlayerOptions `onDoubling`) and each deal's undoubled
 * value of the contract, and when the hand is over it adds, per component open, what raising it once
 * more gained that defender with the cards as they were played. Then, for each logistic of
 * `BID_VALUE_GRID` (and none), the deals are re-weighed (auction-double-fit.ts `reweighed`) and every
 * rule of a grid of z and edge (src-main/ai/double-fit.ts) re-decides the decisions; the doubles it
 * would take are paid from what they really earned: flek rate, gain per doubled hand with its 95%
 * interval, money per decision asked, with and without the share bar.
 *
 * npm run -s double-fit:auction -- [--seats 3|4] [--level hrac|mistr|zacatecnik|…] [--seeds 1,2,3]
 *   [--hands 10] [--out cases.json]
 * npm run -s double-fit:auction -- --from cases.json[,more.json]   (refit saved decisions without playing)
 * [--all] prints every rule of the grid, not only the best.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type ComponentKind, preset, variantTable } from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { reweighed } from '../src-main/ai/auction/auction-double-fit.ts';
import { BID_VALUE, type BidValueFit } from '../src-main/ai/auction/auction-inference.ts';
import {
  type DoublingCase,
  evaluateRule,
  fitDoubleRule,
  pairedRules,
  realizedGains,
} from '../src-main/ai/double-fit.ts';
import { DOUBLE_RULE, type DoubleRule } from '../src-main/ai/doubling.ts';
import type { DoublingSample } from '../src-main/ai/level-config.ts';
import { playHand } from '../src-main/ai/match.ts';
import { type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { arenaVariant } from '../src-main/ai/players.ts';
import { option } from './cli-args.ts';
import { fitRun } from './fit-options.ts';

const Z_GRID = [6, 5, 4, 3.5, 3, 2.5, 2, 1.5, 1.25, 1, 0.75, 0.5, 0.25, 0];
/** Up to 1.5: the levels' own sevens as declarer made about 1 to 1.6 units per defender over double-dummy. */
const EDGE_GRID = [1.5, 1, 0.8, 0.6, 0.4, 0.3, 0.2, 0.15, 0.1, 0.05, 0];
/** The declarer's bid read by these logistics (midpoint, scale; units of the base), and not at all. */
const BID_VALUE_GRID: readonly (BidValueFit | null)[] = [
  BID_VALUE,
  null,
  ...[-6, -3, -1.5, 0, 1.5, 3].flatMap((midpoint) => [1.5, 3, 5].map((scale) => ({ midpoint, scale }))),
];
const RULES = 'csm002';
/** Sets of the declarer's components tried as never raised by the defence. */
const NEVER_RAISED: readonly (readonly ComponentKind[])[] = [
  ['hundred', 'twoSevens'],
  ['hundred'],
  ['twoSevens'],
  ['seven', 'hundred', 'twoSevens'],
];

function fail(message: string): never {
  console.error(`double-fit:auction: ${message}`);
  process.exit(2);
}

/** Plays the hands and keeps the decisions; each hand's are written to `out` as they come (a run cut short keeps them). */
function collect(
  seats: 3 | 4,
  level: string,
  seeds: readonly number[],
  hands: number,
  out?: string,
): DoublingCase[] {
  const rules = preset(RULES);
  const cases: DoublingCase[] = [];
  let pending: DoublingSample[] = [];
  const arena = arenaVariant(level);
  const player = samplingPlayer(arena?.level ?? (level as Level), arena?.config, {
    timed: false,
    onDoubling: (view, sampled) => {
      if (view.declarer !== null && view.declarer !== view.seat) pending.push(sampled);
    },
  });
  const started = performance.now();
  let thrown = 0;
  for (const seed of seeds)
    for (let i = 0; i < hands; i++) {
      pending = [];
      const hand = playHand(
        {
          rules,
          table: variantTable('auction', seats, seats - 1),
          deck: dealDeck(seed, i),
          variant: 'auction',
        },
        Array.from({ length: seats }, () => player),
        i,
      );
      if (hand.final.declarer === null) thrown++;
      for (const s of pending) cases.push({ ...s, realized: realizedGains(hand.final, s) });
      if (out !== undefined) writeFileSync(out, JSON.stringify({ seats, level, seeds, hands, cases }));
      const s = ((performance.now() - started) / 1000).toFixed(0);
      process.stderr.write(`\rseed ${seed} deal ${i + 1}/${hands}: ${cases.length} decisions, ${s} s`);
    }
  process.stderr.write('\n');
  // Every seat passed: what issue 52 asks at most 35 % of at the default table (hráč's).
  const all = seeds.length * hands;
  console.log(`thrown in: ${thrown} of ${all} hands (${((100 * thrown) / all).toFixed(1)} %)`);
  return cases;
}

const from = option('from');
let cases: DoublingCase[];
let what: string;
if (from !== undefined) {
  cases = from.split(',').flatMap((f) => {
    try {
      return (JSON.parse(readFileSync(f, 'utf8')) as { cases: DoublingCase[] }).cases;
    } catch (e) {
      return fail(`--from ${f}: ${(e as Error).message}`);
    }
  });
  what = `decisions from ${from}`;
} else {
  const seats = Number(option('seats') ?? 3);
  if (seats !== 3 && seats !== 4) fail(`--seats must be 3 or 4, got ${option('seats')}`);
  const { level, seeds, hands } = fitRun(fail);
  cases = collect(seats, level, seeds, hands, option('out'));
  what = `${level} ×${seats}, ${RULES}, seeds ${seeds.join(',')}, ${hands} deals each, untimed`;
}
if (cases.length === 0) fail('no defender doubling decisions to fit on');

/** Kč per unit of money (the preset's base stake). */
const KC = preset(RULES).baseHaler / 100;
const RULE = DOUBLE_RULE.auction;
const row = (p: ReturnType<typeof evaluateRule>) =>
  `z ${p.z.toFixed(2).padStart(5)} edge ${p.edge.toFixed(2)} ${p.bar ? 'bar   ' : 'no bar'}  ` +
  `flek ${(100 * p.rate).toFixed(1).padStart(5)} % (${p.doubled} of ${p.asked})  ` +
  `gain per doubled hand ${(KC * p.gain).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč, ` +
  `per hand asked ${(KC * p.perAsked).toFixed(3)} Kč`;
console.log(`${cases.length} defender doubling decisions: ${what}`);
console.log(`as the levels play now: ${row(evaluateRule(cases, RULE, true))}`);
// The declarer's bid components a defender might never raise by its deals (`announcedZ` infinite), as
// volený and křížový never raise his announced seven and hundred; paired with the rule as it is.
for (const kinds of NEVER_RAISED) {
  const never: DoubleRule = { ...RULE, announcedZ: Infinity, announced: kinds };
  const p = pairedRules(cases, never, RULE);
  console.log(
    `${kinds.join(', ')} never raised: ${row(evaluateRule(cases, never, true))}; less now ` +
      `${(KC * p.mean).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč per decision asked`,
  );
}
const reading = cases.some((c) => c.values !== undefined);
for (const fit of reading ? BID_VALUE_GRID : [undefined]) {
  const weighed = fit === undefined ? cases : cases.map((c) => reweighed(c, fit));
  if (fit === null) console.log('deals not weighed by the bid:');
  else if (fit !== undefined)
    console.log(
      `bid read by midpoint ${fit.midpoint}, scale ${fit.scale}${fit === BID_VALUE ? ' (now)' : ''}:`,
    );
  console.log(`  now's rule: ${row(evaluateRule(weighed, RULE, true))}`);
  const { points, best } = fitDoubleRule(weighed, Z_GRID, EDGE_GRID);
  if (process.argv.includes('--all')) for (const p of points) console.log(`    ${row(p)}`);
  console.log(`  money alone, now's z and edge: ${row(evaluateRule(weighed, RULE, false))}`);
  if (best !== null) console.log(`  best: ${row(best)}`);
}
console.log(
  '(decisions counted as independent; the defenders of a hand share its cards, so the intervals are somewhat narrow)',
);
