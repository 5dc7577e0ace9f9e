/**
 * Volený forehand's game choice with and without the learned evaluation's obvious cases
 * (`LevelConfig.learnedGame`, chosen/learned/obvious.ts), on the same positions: the arena's deals of a
 * seed, forehand naming trumps (or blind) by the rule of thumb, then the level and its
 * `+lg` variant choosing the game on the same view and decision seed, untimed. Prints how many choices
 * the model (or the prover's certain durch) took without a deal, how often the two chose differently, and
 * per variant the ms and solver nodes per decision (median, p95, mean). Where they differ, each choice's
 * exact value on the real deal (every card open, the talon a certain one or the rule of thumb's, money per
 * defender in units of the base): what the difference was worth on that deal.
 *
 * npm run learned-game [-- --level hrac --seed 7 --deals 200]
 */
import {
  type Card,
  type Game,
  type HandState,
  PRESETS,
  apply,
  fromCards,
  newHand,
  toCards,
  view,
} from '../src-shared/index.ts';
import { certainTalon } from '../src-main/ai/certain-talon.ts';
import { startOfPlay } from '../src-main/ai/estimate.ts';
import { Search } from '../src-main/solver/search.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { chooseTrumps, discardFor } from '../src-main/ai/heuristics.ts';
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
/** Forehand's money per defender (units) in `game` on the real deal of `state`, every card open. */
function exactValue(state: HandState, game: Game): number {
  const hand = toCards(state.hands[0] ?? 0);
  const trump = game === 'suit' ? state.trump : null;
  const trumpCard = game === 'suit' ? state.trumpCard : null;
  const proven = game === 'suit' ? null : certainTalon(rules, table, 0, hand, game).pair;
  const pair: readonly Card[] = proven ?? discardFor(hand, game, trump, trumpCard);
  const hands = state.hands.slice();
  hands[0] = fromCards(hand.filter((c) => !pair.includes(c)));
  const spec = { declarer: 0, game, trump, announced: {}, doubles: {} };
  return new Search(startOfPlay(rules, table, hands, fromCards(pair), spec)).value();
}
let exactGain = 0;
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
  if (a.game !== b.game) {
    const [va, vb] = [exactValue(state, a.game as Game), exactValue(state, b.game as Game)];
    exactGain += vb - va;
    differ.push(
      `deal ${i}: ${v.hand.join(' ')} (${named}) ${a.game} ${va.toFixed(2)} → ${b.game} ${vb.toFixed(2)}`,
    );
  }
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
console.log(
  `chosen differently: ${differ.length}; +lg's gain on them, exact on the real deals: ${exactGain.toFixed(2)} units per defender`,
);
for (const d of differ) console.log(`  ${d}`);
for (const [name, k] of [
  [level, 0],
  [`${level}+lg`, 1],
] as const) {
  console.log(`${name.padEnd(12)} ms ${stats(rows.map((r) => r[k].ms))}`);
  console.log(`${''.padEnd(12)} nodes ${stats(rows.map((r) => r[k].nodes))}`);
}
