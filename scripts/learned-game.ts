/**
 * Volený forehand's game choice with and without the learned evaluation's obvious cases
 * (`LevelConfig.learnedGame`, chosen/learned/obvious.ts), on the same positions: the arena's deals of a
 * seed, forehand naming trumps (or blind) by the rule of thumb, then the level and its
 * `+lg` variant choosing the game on the same view and decision seed, untimed. Prints how many choices
 * the model (or the prover's certain durch) took without a deal, how often the two chose differently, and
 * per variant the ms and solver nodes per decision (median, p95, mean).
 *
 * npm run learned-game [-- --level hrac --seed 7 --deals 200]
 */
import { PRESETS, apply, newHand, view } from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { chooseTrumps } from '../src-main/ai/heuristics.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import type { WorkDone } from '../src-main/ai/level-config.ts';
import type { Player } from '../src-main/ai/player.ts';
import { playerByName } from '../src-main/ai/players.ts';
import { LEVELS } from '../src-main/ai/sampling-player.ts';
import { option, percentile } from './cli-args.ts';

const fail = (message: string): never => {
  console.error(`learned-game: ${message}`);
  process.exit(2);
};
const level = option('level') ?? 'hrac';
if (!(LEVELS as readonly string[]).includes(level))
  fail(`--level must be one of ${LEVELS.join(', ')}, got ${level}`);
const seed = Number(option('seed') ?? 7);
const deals = Number(option('deals') ?? 200);
if (!Number.isInteger(seed) || seed < 0) fail(`--seed must be a whole number ≥ 0, got ${option('seed')}`);
if (!Number.isInteger(deals) || deals < 1)
  fail(`--deals must be a positive whole number, got ${option('deals')}`);

const rules = PRESETS.csm;
const table = { size: 3 as const, dealer: 2 };
interface Taken {
  readonly game: string;
  readonly ms: number;
  readonly nodes: number;
  readonly deals: number;
}
function make(name: string) {
  let last: WorkDone | null = null;
  const player = playerByName(name, { timed: false, onWork: (_, w) => (last = w) }) as Player;
  return (v: ReturnType<typeof view>, i: number): Taken => {
    last = null;
    const t0 = performance.now();
    const d = player.decide(v, decisionRng(seed, i));
    const ms = performance.now() - t0;
    const game = d.action.type === 'chooseGame' ? d.action.game : '?';
    const w = last as WorkDone | null;
    return { game, ms, nodes: w?.nodes ?? 0, deals: w?.deals ?? 0 };
  };
}
const plain = make(level);
const learned = make(`${level}+lg`);
const rows: [Taken, Taken][] = [];
const differ: string[] = [];
for (let i = 0; i < deals; i++) {
  let state = newHand({ rules, table, deck: dealDeck(seed, i) });
  const trump = chooseTrumps(view(state, 0)).action;
  const r = apply(state, trump);
  if (!r.ok) throw new Error(`learned-game: deal ${i}: ${r.error.code}`);
  state = r.value;
  const v = view(state, 0);
  if (v.phase !== 'gameChoice') continue;
  const a = plain(v, i);
  const b = learned(v, i);
  rows.push([a, b]);
  const named = trump.type === 'chooseTrump' ? trump.card : 'blind';
  if (a.game !== b.game) differ.push(`deal ${i}: ${v.hand.join(' ')} (${named}) ${a.game} → ${b.game}`);
}
const stats = (xs: number[]) => {
  const s = xs.slice().sort((x, y) => x - y);
  const mean = s.reduce((t, x) => t + x, 0) / s.length;
  return `median ${percentile(s, 50).toFixed(1)}, p95 ${percentile(s, 95).toFixed(1)}, mean ${mean.toFixed(1)}`;
};
const quick = rows.filter(([, b]) => b.deals === 0).length;
console.log(`${level}, seed ${seed}: ${rows.length} game choices of ${deals} deals`);
console.log(
  `decided without a deal by ${level}+lg: ${quick} (${((100 * quick) / rows.length).toFixed(1)} %)`,
);
const games = (k: 0 | 1) =>
  Object.entries(
    rows.reduce<Record<string, number>>((m, r) => ({ ...m, [r[k].game]: (m[r[k].game] ?? 0) + 1 }), {}),
  )
    .map(([g, n]) => `${g} ${n}`)
    .join(', ');
console.log(`games: ${level} ${games(0)}; ${level}+lg ${games(1)}`);
console.log(`chosen differently: ${differ.length}`);
for (const d of differ) console.log(`  ${d}`);
for (const [name, k] of [
  [level, 0],
  [`${level}+lg`, 1],
] as const) {
  console.log(`${name.padEnd(12)} ms ${stats(rows.map((r) => r[k].ms))}`);
  console.log(`${''.padEnd(12)} nodes ${stats(rows.map((r) => r[k].nodes))}`);
}
