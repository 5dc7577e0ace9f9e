/**
 * How long the computer players take per decision: seeded hands with the same level at every seat,
 * every decision timed. Prints median, p95 and max milliseconds for card decisions (all, and the first
 * trick alone) and for each bidding decision.
 *
 * npm run bench:ai [-- --hands 30 --level hrac]
 */
import { type HandState, PHASES, PRESETS, apply, newHand, view } from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import { LEVELS, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { option, percentile } from './cli-args.ts';

const hands = Number(option('hands') ?? 30);
const level = (option('level') ?? 'hrac') as Level;
if (!Number.isInteger(hands) || hands < 1) {
  console.error(`bench-ai: --hands must be a positive whole number, got ${option('hands')}`);
  process.exit(2);
}
if (!LEVELS.includes(level)) {
  console.error(`bench-ai: unknown level "${level}"; known: ${LEVELS.join(', ')}`);
  process.exit(2);
}
const player = samplingPlayer(level);
const times = new Map<string, number[]>();
const note = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);

// Warm up the JIT on other deals first, as a long-lived worker is.
const playOut = (i: number, record: boolean) => {
  let state: HandState = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: dealDeck(7, i) });
  for (let n = 0; state.phase !== 'finished'; n++) {
    const seat = state.toAct as number;
    const t0 = performance.now();
    const d = player.decide(view(state, seat), decisionRng(i, n));
    const ms = performance.now() - t0;
    if (record) {
      note(state.phase === 'play' ? 'card' : state.phase, ms);
      if (state.phase === 'play' && state.tricks.length === 0) note('card, first trick', ms);
    }
    const next = apply(state, d.action);
    if (!next.ok) throw new Error(`illegal decision: ${next.error.code}`);
    state = next.value;
  }
};
for (let i = 0; i < 3; i++) playOut(10_000 + i, false);
for (let i = 0; i < hands; i++) playOut(i, true);

console.log(`${hands} seeded hands, level ${level} at every seat, ms per decision`);
// Card decisions apart (all of them, and those of the first trick), then every bidding phase in order.
const bidding = PHASES.filter((p) => p !== 'play' && p !== 'finished');
for (const key of ['card', 'card, first trick', ...bidding]) {
  const xs = (times.get(key) ?? []).sort((a, b) => a - b);
  if (xs.length === 0) continue;
  console.log(
    `${key.padEnd(18)} n ${String(xs.length).padStart(4)}  median ${percentile(xs, 50).toFixed(1).padStart(6)}  ` +
      `p95 ${percentile(xs, 95).toFixed(1).padStart(7)}  max ${(xs.at(-1) as number).toFixed(1).padStart(7)}`,
  );
}
