/**
 * How long the computer players take per decision: seeded hands with the same level at every seat,
 * every decision timed. For each level and each kind of decision prints count, p50, p95 and max
 * milliseconds, the median deals (bidding) or layouts (cards) solved, how many decisions the level's
 * time cap stopped, and the median solver nodes (where the decision counts them). Forced decisions (one legal action) are left out.
 *
 * npm run bench:ai [-- --hands 30 --levels hrac,mistr --untimed] [--variant auction|fourHand|twoHand]
 * (--levels also takes the arena's variants of a level, players.ts ARENA_ONLY: hrac+pi, hrac-pi, hrac-ci, …)
 * (--variant auction: licitovaný under csm002, its auction, talon and declaration among the decisions;
 * fourHand: křížový; twoHand: lízaný, two seats, its cards while the stock lasts a kind of their own.)
 * (--untimed: without the time cap, as the arena and the tests run; decisions then depend only on the
 * seed, the solver-node budget bounds them.)
 * (--busy N: N children running `yes > /dev/null` beside the benchmark, each keeping a core busy, as a
 * laptop doing other work does; they are stopped, by the handles kept at their start, when it ends.)
 */
import { type Phase, PRESETS, type Variant, preset } from '../src-shared/index.ts';
import type { WorkDone } from '../src-main/ai/level-config.ts';
import { LEVELS, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { ARENA_ONLY, arenaVariant } from '../src-main/ai/players.ts';
import { busyCores } from './busy.ts';
import { option, percentile } from './cli-args.ts';
import { playSelf } from './self-play.ts';
import { stockOf } from '../src-shared/engine/state.ts';

const hands = Number(option('hands') ?? 30);
// A level, or one of the arena's variants of it (players.ts ARENA_ONLY: hrac+pi, hrac-pi, hrac-ci, …).
const levels = (option('levels') ?? 'hrac,mistr').split(',');
const timed = !process.argv.includes('--untimed');
const variant = (option('variant') ?? 'chosen') as Variant;
const SEATS: Record<Variant, 2 | 3 | 4> = { chosen: 3, auction: 3, fourHand: 4, twoHand: 2 };
const seats = SEATS[variant];
if (!(variant in SEATS)) {
  console.error(`bench-ai: --variant must be chosen, auction, fourHand or twoHand, got ${variant}`);
  process.exit(2);
}
const rules = variant === 'auction' ? preset('csm002') : PRESETS.csm;
if (!Number.isInteger(hands) || hands < 1) {
  console.error(`bench-ai: --hands must be a positive whole number, got ${option('hands')}`);
  process.exit(2);
}
const busyCount = Number(option('busy') ?? 0);
if (!Number.isInteger(busyCount) || busyCount < 0) {
  console.error(`bench-ai: --busy must be a whole number ≥ 0, got ${option('busy')}`);
  process.exit(2);
}
for (const level of levels)
  if (!(LEVELS as readonly string[]).includes(level) && ARENA_ONLY[level] === undefined) {
    console.error(
      `bench-ai: unknown level "${level}"; known: ${[...LEVELS, ...Object.keys(ARENA_ONLY)].join(', ')}`,
    );
    process.exit(2);
  }

/** The kinds of decision, by phase, in the order they come. */
const KINDS: readonly [Phase | 'first' | 'stock', string][] = [
  ['auction', 'auction'],
  ['talon', 'declaration'],
  ['trumpChoice', 'trumps'],
  ['trumpSuit', 'trump suit'],
  ['call', 'call'],
  ['discard', 'talon'],
  ['gameChoice', 'game'],
  ['answer', 'answer'],
  ['announce', 'announcement'],
  ['doubling', 'doubling'],
  ['play', 'card'],
  ['first', 'card, 1st trick'],
  ['stock', 'card, stock'],
];

interface Sample {
  readonly ms: number;
  readonly work: WorkDone | null;
}

function bench(name: string): Map<string, Sample[]> {
  const samples = new Map<string, Sample[]>();
  let work: WorkDone | null = null;
  const variantOf = arenaVariant(name);
  const player = samplingPlayer(variantOf?.level ?? (name as Level), variantOf?.config, {
    timed,
    onWork: (_, w) => (work = w),
  });
  const note = (key: string, s: Sample) => samples.set(key, [...(samples.get(key) ?? []), s]);
  const playOut = (i: number, record: boolean) =>
    playSelf({ variant, seats, rules, deckSeed: 7 }, i, (v, rng, state) => {
      work = null;
      const t0 = performance.now();
      const d = player.decide(v, rng);
      const s = { ms: performance.now() - t0, work };
      if (record && d.hint.code !== 'forced') {
        note(state.phase, s);
        if (state.phase === 'play' && state.tricks.length === 0) note('first', s);
        if (state.phase === 'play' && stockOf(state).length > 0) note('stock', s);
      }
      return d;
    });
  // Warm up the JIT on other deals first, as a long-lived worker is.
  for (let i = 0; i < 3; i++) playOut(10_000 + i, false);
  for (let i = 0; i < hands; i++) playOut(i, true);
  return samples;
}

const RULES_NAME: Readonly<Record<string, string>> = {
  chosen: 'csm',
  auction: 'licitovaný, csm002',
  fourHand: 'křížový, csm',
  twoHand: 'lízaný, csm',
};
const busy = busyCount > 0 ? busyCores(busyCount) : null;
await busy?.ready;
const cell = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0)).padStart(7);
console.log(
  `${hands} seeded hands per level (${RULES_NAME[variant]} rules), the level at every seat, ${timed ? 'timed as in the app' : 'untimed'}${busy === null ? '' : `, ${busyCount} busy core${busyCount > 1 ? 's' : ''} beside (yes > /dev/null, pid ${busy.pids.join(', ')})`}; ms per decision`,
);
console.log(
  `${'level'.padEnd(11)}${'decision'.padEnd(16)}${'count'.padStart(6)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'max'.padStart(7)}${'deals'.padStart(7)}${'capped'.padStart(8)}${'nodes'.padStart(8)}`,
);
for (const level of levels) {
  const started = performance.now();
  const samples = bench(level);
  for (const [key, name] of KINDS) {
    const xs = samples.get(key) ?? [];
    if (xs.length === 0) continue;
    const ms = xs.map((s) => s.ms).sort((a, b) => a - b);
    const deals = xs.flatMap((s) => (s.work ? [s.work.deals] : [])).sort((a, b) => a - b);
    const capped = xs.filter((s) => s.work?.late === true).length;
    const nodes = xs.flatMap((s) => (s.work?.nodes != null ? [s.work.nodes] : [])).sort((a, b) => a - b);
    const kn = nodes.length > 0 ? `${(percentile(nodes, 50) / 1000).toFixed(0)}k` : '–';
    console.log(
      `${level.padEnd(11)}${name.padEnd(16)}${String(xs.length).padStart(6)}${cell(percentile(ms, 50))}` +
        `${cell(percentile(ms, 95))}${cell(ms.at(-1) as number)}` +
        `${(deals.length > 0 ? String(percentile(deals, 50)) : '–').padStart(7)}${String(capped).padStart(8)}` +
        kn.padStart(8),
    );
  }
  console.log(`${level.padEnd(11)}(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
}
await busy?.stop();
