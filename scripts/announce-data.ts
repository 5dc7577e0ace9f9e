/**
 * Volený: the declarer's announcements as a level makes them, for fitting how a defender reads them
 * (inference.ts `sevenLikelihood`, `hundredLikelihood`). Deals the tune seeds' hands (never the report
 * seeds 211, 223, 227), the level in the declarer's seat and the rule player in the others (their calls
 * before the announcement only decide whether a suit game is played), and stops where the declarer has
 * announced. Per suit game, one line of JSON: the seed and deal, the trump suit, the declarer's ten cards
 * after the talon and what he announced.
 *
 * npm run -s announce-data -- --level hrac --seeds 1,2,3 --hands 200 --out announce.jsonl
 * (appends; a run cut short keeps every line written)
 */
import { appendFileSync } from 'node:fs';
import { type HandState, type Seat, apply, newHand, preset, view } from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { rulePlayer } from '../src-main/ai/baselines.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import type { Player } from '../src-main/ai/player.ts';
import { type Level, LEVELS, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { mainVariant } from '../src-main/variants/registry.ts';
import { option } from './cli-args.ts';

/** One declarer's announcement: his ten cards after the talon, the trump suit, what he announced. */
export interface AnnouncementRow {
  seed: number;
  deal: number;
  level: string;
  trump: string;
  cards: string[];
  seven: boolean;
  hundred: boolean;
}

const REPORT_SEEDS = [211, 223, 227];

function fail(message: string): never {
  console.error(`announce-data: ${message}`);
  process.exit(2);
}

/** Plays deal `i` of `seed` until the declarer announces; the row, or null when no suit game is announced. */
function announcement(level: Level, player: Player, seed: number, i: number): AnnouncementRow | null {
  const rules = preset('csm');
  let state: HandState = newHand({
    rules,
    table: mainVariant('chosen').arenaTable(3),
    deck: dealDeck(seed, i),
    variant: 'chosen',
  });
  // Forehand, who names trumps and lays the talon away, is the level; the others answer by rule.
  const forehand = state.toAct as Seat;
  for (let n = 0; state.phase !== 'finished' && state.phase !== 'play'; n++) {
    const seat = state.toAct as Seat;
    const seen = view(state, seat);
    const decision = (seat === forehand ? player : rulePlayer).decide(seen, decisionRng(i, n));
    const action = decision.action;
    if (action.type === 'announce') {
      if (seen.game !== 'suit' || seen.trump === null) return null;
      return {
        seed,
        deal: i,
        level,
        trump: seen.trump,
        cards: [...seen.hand],
        seven: action.seven,
        hundred: action.hundred,
      };
    }
    const next = apply(state, action);
    if (!next.ok) fail(`an illegal ${JSON.stringify(action)}: ${next.error.code}`);
    state = next.value;
  }
  return null;
}

const level = (option('level') ?? 'hrac') as Level;
if (!LEVELS.includes(level)) fail(`--level: one of ${LEVELS.join(', ')}`);
const seeds = (option('seeds') ?? '1').split(',').map(Number);
if (seeds.some((s) => !Number.isInteger(s) || REPORT_SEEDS.includes(s)))
  fail(`--seeds: whole numbers, not the report seeds ${REPORT_SEEDS.join(', ')}`);
const hands = Number(option('hands') ?? '100');
const out = option('out') ?? fail('--out: the file the rows are appended to');
const player = samplingPlayer(level, undefined, { timed: false });
const started = performance.now();
let rows = 0;
for (const seed of seeds)
  for (let i = 0; i < hands; i++) {
    const row = announcement(level, player, seed, i);
    if (row !== null) {
      appendFileSync(out, `${JSON.stringify(row)}\n`);
      rows++;
    }
    const s = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(`\rseed ${seed} deal ${i + 1}/${hands}: ${rows} suit games, ${s} s`);
  }
process.stderr.write('\n');
