/**
 * What forehand's two decisions with twelve cards cost in volený: the game (chooseGame) and the talon
 * (discard), for one hand, each level and several seeds, untimed (so the figures depend on the seed
 * alone). Prints each decision, its milliseconds, the deals it solved and its nodes (solver and
 * laydown together, as the decision's budget counts them).
 *
 * npm run bench:talon [-- --hand "B7 B8 B9 BX BU BK BA H9 HU HK HA LA" --trump B8 --seeds 1,2,3
 *   --levels hrac,mistr]
 * The first seven cards of --hand are forehand's first seven, --trump one of them; dealer is seat 2,
 * the other cards are dealt in their deck order.
 */
import {
  type Action,
  type Card,
  type HandState,
  CARDS,
  PRESETS,
  apply,
  newHand,
  view,
} from '../src-shared/index.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import type { WorkDone } from '../src-main/ai/level-config.ts';
import { LEVELS, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { option } from './cli-args.ts';

const hand = (option('hand') ?? 'B7 B8 B9 BX BU BK BA H9 HU HK HA LA').split(' ') as Card[];
const trump = (option('trump') ?? 'B8') as Card;
const seeds = (option('seeds') ?? '1,2,3').split(',').map(Number);
const levels = (option('levels') ?? 'hrac,mistr').split(',') as Level[];
if (hand.length !== 12 || new Set(hand).size !== 12 || !hand.every((c) => CARDS.includes(c))) {
  console.error('bench-talon: --hand must name twelve different cards');
  process.exit(2);
}
for (const level of levels)
  if (!LEVELS.includes(level)) {
    console.error(`bench-talon: unknown level "${level}"; known: ${LEVELS.join(', ')}`);
    process.exit(2);
  }

/** Forehand (seat 0) at the game choice with `hand`, trumps named by `trump`. */
function atGameChoice(): HandState {
  const rest = CARDS.filter((c) => !hand.includes(c));
  const deck = [...hand.slice(0, 7), ...rest.slice(0, 10), ...hand.slice(7), ...rest.slice(10)];
  const r = apply(newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck }), {
    type: 'chooseTrump',
    seat: 0,
    card: trump,
  });
  if (!r.ok) throw new Error(`bench-talon: cannot name trumps by ${trump}: ${r.error.code}`);
  return r.value;
}

const show = (a: Action) =>
  a.type === 'chooseGame' ? a.game : a.type === 'discard' ? a.cards.join(' ') : a.type;
const row = (label: string, a: Action, ms: number, w: WorkDone | null) =>
  `${label.padEnd(6)} ${show(a).padEnd(7)} ${ms.toFixed(0).padStart(6)} ms ${String(w?.deals ?? '-').padStart(4)} deals ${String(w?.nodes ?? '-').padStart(9)} nodes`;

console.log(`hand ${hand.join(' ')}, trumps by ${trump}`);
for (const level of levels) {
  // What the decision last reported doing (null: it searched nothing).
  const last: { work: WorkDone | null } = { work: null };
  const player = samplingPlayer(level, undefined, { timed: false, onWork: (_, w) => (last.work = w) });
  // Warm up the JIT once, as a long-lived worker is.
  player.decide(view(atGameChoice(), 0), decisionRng(1000, 0));
  for (const seed of seeds) {
    let state = atGameChoice();
    for (let n = 0; n < 2; n++) {
      last.work = null;
      const phase = state.phase;
      const t0 = performance.now();
      const d = player.decide(view(state, 0), decisionRng(seed, n));
      const ms = performance.now() - t0;
      console.log(
        `${level.padEnd(6)} seed ${seed}  ${row(phase === 'gameChoice' ? 'game' : 'talon', d.action, ms, last.work)}`,
      );
      const next = apply(state, d.action);
      if (!next.ok) throw new Error(`illegal decision: ${next.error.code}`);
      state = next.value;
    }
  }
}
