/**
 * The fit of a variant's doubling rule (`DOUBLE_RULE[variant]`: z and the declarer's edge) to the money
 * doubles really earn. Plays hands of volený (three of one level), křížový (four) or lízaný (two), on the
 * variant's default rules in the app (as the report's tables: lízaný english003, the others csm) or `--rules`,
 * untimed, on the TUNE seeds only
 * (never the report seeds 211, 223, 227); at every defender's doubling decision that sampled it keeps
 * the rows the level decided on (PlayerOptions `onDoubling`), and when the hand is over it adds, per
 * component open, what raising it once more gained that defender with the cards as they were played.
 * Then every rule of a grid of z and edge (src-main/ai/double-fit.ts) re-decides those decisions and
 * the doubles it would take are paid from what they really earned: flek rate, gain per doubled hand
 * with its 95% interval, money per decision asked, with and without the share bar.
 *
 * npm run -s double-fit -- [--variant chosen|fourHand|twoHand] [--level hrac|zacatecnik+ci|…] [--seeds 1,2,3]
 *   [--hands 10] [--rules csm|english003|…] [--out cases.json] [--also hrac+di]
 * --also asks a second player at the same decisions (the same view; the hand goes on as --level decided)
 * and fits its decisions too, paid from the same play: two ways of sampling compared on one run
 * (written beside --out as cases.also.json; `--from cases.json --pair cases.also.json` pairs them again).
 * npm run -s double-fit -- --from cases.json[,more.json]   (refit saved decisions without playing)
 * [--all] prints every rule of the grid, not only the best.
 * [--correlations 0,0.03,0.05] prints the rule at each correlation of the sampled deals (the design
 * effect, doubling.ts `effectiveDeals`) for z 4, 3.5, 3 and 2.5; the grid keeps the variant's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type PresetId, type SeatView, type Variant, createRng, preset } from '../src-shared/index.ts';
import { presetsOf } from '../src-shared/api/game.ts';
import { ARENA_SEATS, dealDeck } from '../src-main/ai/arena.ts';
import { mainVariant } from '../src-main/variants/registry.ts';
import {
  type DoublingCase,
  evaluateRule,
  fitDoubleRule,
  pairedGain,
  pairedRules,
  realizedGains,
  ruleOf,
} from '../src-main/ai/double-fit.ts';
import { DOUBLE_RULE, type DoubleRule } from '../src-main/ai/doubling.ts';
import type { DoublingSample, PlayerOptions } from '../src-main/ai/level-config.ts';
import { playHand } from '../src-main/ai/match.ts';
import { LEVELS, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { arenaVariant } from '../src-main/ai/players.ts';
import { option } from './cli-args.ts';
import { fitRun } from './fit-options.ts';

/** The variants whose doubling decisions the levels report (`PlayerOptions.onDoubling`). */
const FIT_VARIANTS = ['chosen', 'fourHand', 'twoHand'] as const;
type FitVariant = (typeof FIT_VARIANTS)[number];

const Z_GRID = [6, 5, 4, 3.5, 3, 2.5, 2, 1.5, 1.25, 1, 0.75, 0.5, 0.25, 0];
const EDGE_GRID = [0.4, 0.3, 0.2, 0.15, 0.1, 0.05, 0];
/** The first flek's z tried with every `--correlations` value (the variant's edge). */
const CORRELATION_Z_GRID = [4, 3.5, 3, 2.5];

function fail(message: string): never {
  console.error(`double-fit: ${message}`);
  process.exit(2);
}

/** Plays the hands and keeps the decisions; each hand's are written to `out` as they come (a run cut short keeps them). */
function collect(
  variant: FitVariant,
  rulesId: PresetId,
  level: string,
  seeds: readonly number[],
  hands: number,
  out?: string,
  also?: string,
): DoublingCase[] {
  const rules = preset(rulesId);
  const cases: DoublingCase[] = [];
  const alsoCases: DoublingCase[] = [];
  let pending: DoublingSample[] = [];
  let alsoPending: DoublingSample[] = [];
  const byName = (name: string, options: PlayerOptions) => {
    const arena = arenaVariant(name);
    return samplingPlayer(arena?.level ?? (name as Level), arena?.config, { timed: false, ...options });
  };
  const defends = (view: SeatView) => view.declarer !== null && view.declarer !== view.seat;
  // The other player (`--also`) is asked at the same decisions, on the same view, and what it sampled
  // kept beside: the hand goes on as the first player decided, so both are paid from the same play.
  let told: DoublingSample | null = null;
  const other = also === undefined ? null : byName(also, { onDoubling: (view, sampled) => (told = sampled) });
  const player = byName(level, {
    onDoubling: (view, sampled) => {
      if (!defends(view)) return;
      pending.push(sampled);
      if (other === null) return;
      told = null;
      other.decide(view, createRng(alsoPending.length + 7919 * cases.length));
      if (told !== null) alsoPending.push(told);
    },
  });
  const started = performance.now();
  for (const seed of seeds)
    for (let i = 0; i < hands; i++) {
      pending = [];
      alsoPending = [];
      const size = ARENA_SEATS[variant];
      const hand = playHand(
        { rules, table: mainVariant(variant).arenaTable(size), deck: dealDeck(seed, i), variant },
        Array.from({ length: size }, () => player),
        i,
      );
      for (const s of pending) cases.push({ ...s, realized: realizedGains(hand.final, s) });
      for (const s of alsoPending) alsoCases.push({ ...s, realized: realizedGains(hand.final, s) });
      if (out !== undefined) {
        writeFileSync(out, JSON.stringify({ variant, rules: rulesId, level, seeds, hands, cases }));
        if (also !== undefined)
          writeFileSync(
            alsoFile(out),
            JSON.stringify({ variant, rules: rulesId, level: also, seeds, hands, cases: alsoCases }),
          );
      }
      const s = ((performance.now() - started) / 1000).toFixed(0);
      process.stderr.write(`\rseed ${seed} deal ${i + 1}/${hands}: ${cases.length} decisions, ${s} s`);
    }
  process.stderr.write('\n');
  if (also !== undefined) {
    console.log(`--also ${also}, asked at the same ${cases.length} decisions (${alsoCases.length} sampled):`);
    report(alsoCases, `${also} at ${level}'s decisions`, variant);
    if (alsoCases.length === cases.length) {
      const p = pairedGain(cases, alsoCases, DOUBLE_RULE[variant], true);
      console.log(
        `paired, ${also} less ${level}, as the levels play now: ${(KC * p.mean).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč per decision asked`,
      );
    }
    console.log('');
  }
  return cases;
}

/** Where `--also`'s decisions are written beside `--out`. */
const alsoFile = (out: string) => out.replace(/(\.json)?$/, '.also.json');

/** Kč per unit of money (csm's base stake). */
const KC = preset('csm').baseHaler / 100;
const row = (p: ReturnType<typeof evaluateRule>) =>
  `z ${p.z.toFixed(2).padStart(5)} edge ${p.edge.toFixed(2)} ${p.bar ? 'bar   ' : 'no bar'}  ` +
  `flek ${(100 * p.rate).toFixed(1).padStart(5)} % (${p.doubled} of ${p.asked})  ` +
  `gain per doubled hand ${(KC * p.gain).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč, ` +
  `per hand asked ${(KC * p.perAsked).toFixed(3)} Kč`;

/** The rule as it is and the grid's best on `cases` (every rule of the grid with `--all`). */
function report(cases: readonly DoublingCase[], what: string, variant: FitVariant): void {
  if (cases.length === 0) {
    console.log(`no defender doubling decisions: ${what}`);
    return;
  }
  console.log(`${cases.length} defender doubling decisions: ${what}`);
  console.log(`as the levels play now: ${row(evaluateRule(cases, DOUBLE_RULE[variant], true))}`);
  const { points, best } = fitDoubleRule(cases, Z_GRID, EDGE_GRID, DOUBLE_RULE[variant]);
  if (process.argv.includes('--all')) for (const p of points) console.log(`  ${row(p)}`);
  console.log(`money alone, now's z and edge: ${row(evaluateRule(cases, DOUBLE_RULE[variant], false))}`);
  if (best !== null) console.log(`best: ${row(best)}`);
  // The deals' correlation (the design effect, doubling.ts `effectiveDeals`) against z, and the
  // announced seven and hundred raised by money as any component (`announcedZ` 0).
  const now = DOUBLE_RULE[variant];
  const correlations = option('correlations');
  if (correlations !== undefined)
    for (const c of correlations.split(',').map(Number)) {
      if (!Number.isFinite(c) || c < 0 || c >= 1)
        fail(`--correlations must be numbers from 0 to below 1, separated by commas, got ${correlations}`);
      for (const z of CORRELATION_Z_GRID)
        console.log(
          `  correlation ${c.toFixed(3)}: ${row(evaluateRule(cases, { ...ruleOf(z, now.edge, now.noTrumpZ, now), correlation: c }, true))}`,
        );
    }
  if ((now.announcedZ ?? 0) === 0) {
    // The declarer's announced seven and hundred never raised by the defence, as volený's rule.
    const never = { ...now, announcedZ: Infinity };
    const p = pairedRules(cases, now, never);
    console.log(`announced seven and hundred never raised: ${row(evaluateRule(cases, never, true))}`);
    console.log(
      `paired, the rule now less never raising them: ${(KC * p.mean).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč per decision asked`,
    );
  }
  if ((now.announcedZ ?? 0) > 0 || (now.correlation ?? 0) > 0) {
    const byMoney = { ...now, announcedZ: 0 };
    const independent = { ...now, correlation: 0 };
    const neither = { ...byMoney, correlation: 0 };
    console.log(`announced seven and hundred raised by money: ${row(evaluateRule(cases, byMoney, true))}`);
    console.log(`deals counted as independent: ${row(evaluateRule(cases, independent, true))}`);
    console.log(`neither (the rule before 2026-11-27): ${row(evaluateRule(cases, neither, true))}`);
    const paired = (b: DoubleRule) => {
      const p = pairedRules(cases, now, b);
      return `${(KC * p.mean).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč per decision asked`;
    };
    console.log(
      `paired, the rule now less: neither ${paired(neither)}; independent deals ${paired(independent)}`,
    );
  }
  console.log(
    '(decisions counted as independent; the defenders of a hand share its cards, so the intervals are somewhat narrow)',
  );
}

const variantName = option('variant') ?? 'chosen';
if (!(FIT_VARIANTS as readonly string[]).includes(variantName))
  fail(`--variant must be one of ${FIT_VARIANTS.join(', ')}, got ${variantName}`);
let variant = variantName as FitVariant;
const from = option('from');
let cases: DoublingCase[];
let what: string;
if (from !== undefined) {
  const variants = new Set<Variant>();
  cases = from.split(',').flatMap((f) => {
    try {
      const saved = JSON.parse(readFileSync(f, 'utf8')) as { variant?: FitVariant; cases: DoublingCase[] };
      variants.add(saved.variant ?? 'chosen');
      return saved.cases;
    } catch (e) {
      return fail(`--from ${f}: ${(e as Error).message}`);
    }
  });
  if (variants.size > 1) fail(`--from mixes the decisions of ${[...variants].join(' and ')}`);
  variant = ([...variants][0] ?? variant) as FitVariant;
  what = `decisions from ${from}`;
} else {
  const { level, seeds, hands } = fitRun(fail);
  const presets = presetsOf(variant);
  const rulesId = (option('rules') ?? presets[0]) as PresetId;
  if (!presets.includes(rulesId))
    fail(`--rules must be one of ${variant}'s presets (${presets.join(', ')}), got ${rulesId}`);
  const also = option('also');
  if (also !== undefined && !LEVELS.includes(also as Level) && arenaVariant(also) === undefined)
    fail(`--also must be one of ${LEVELS.join(', ')} or an arena-only variant (hrac+di, …), got ${also}`);
  cases = collect(variant, rulesId, level, seeds, hands, option('out'), also);
  what = `${variant}, ${level} ×${ARENA_SEATS[variant]}, ${rulesId}, seeds ${seeds.join(',')}, ${hands} deals each, untimed`;
}
if (cases.length === 0) fail('no defender doubling decisions to fit on');
report(cases, what, variant);
const pairWith = option('pair');
if (pairWith !== undefined) {
  let other: DoublingCase[] = [];
  try {
    other = (JSON.parse(readFileSync(pairWith, 'utf8')) as { cases: DoublingCase[] }).cases;
  } catch (e) {
    fail(`--pair ${pairWith}: ${(e as Error).message}`);
  }
  if (other.length !== cases.length)
    fail(
      `--pair ${pairWith} holds ${other.length} decisions, not the ${cases.length} of --from (not asked at the same ones)`,
    );
  const p = pairedGain(cases, other, DOUBLE_RULE[variant], true);
  console.log(
    `paired, ${pairWith} less the first, as the levels play now: ${(KC * p.mean).toFixed(3)} ± ${(KC * p.half).toFixed(3)} Kč per decision asked`,
  );
}
