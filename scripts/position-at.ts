/**
 * For mining test positions from arena runs: replays one hand of a duplicate match exactly as
 * `npm run arena` played it (src-main/ai/arena.ts `playDeal`: deal `i` of the seed, seating `k` of
 * `permutations`, decision seeds `decisionRng(i · seatings + k, n)`, the levels untimed) and stops at one
 * decision. It prints the seating, the calls before it, every seat's cards, the position as text (from
 * the first lead on; before play the engine has no position text, docs/formats.md), the acting seat's
 * view (all it may know, as JSON) and what the player chose there with its hint; `--again 1-6` asks the
 * same player again with `createRng(1..6)`, as the "at least 5 of 6 seeds" tests do.
 *
 * npm exec -- node --disable-warning=ExperimentalWarning scripts/position-at.ts \
 *   --players mistr,hrac,rules --seed 17 --deal 4 [--seating 0] [--variant chosen] [--rules csm] \
 *   [--decision N | --seat S --type double [--nth 1]] [--list] [--again 1-6] [--no-view]
 * npm exec -- … scripts/position-at.ts --from run.json --deal 4 --seating 3 --seat 1 --type double
 *   (players, rules, seed and variant from an arena `--out` file; the replay is checked against its calls)
 *
 * --seating: the index of the hand within the deal in the run file (`deals[i][k]`), that is the k-th
 * seating; its line "seat s: player" names who sat where. --seat counts seats at the table (0 = forehand
 * at three; the dealer is the last seat), --decision counts every decision of the hand from 0, plays
 * included. --list prints every decision of the hand and stops.
 */
import {
  type Action,
  type HandState,
  type PresetId,
  type Seat,
  type Table,
  type Variant,
  apply,
  createRng,
  describe,
  newHand,
  preset,
  toCards,
  toNotation,
  view,
} from '../src-shared/index.ts';
import {
  ARENA_SEATS,
  ARENA_TABLE_SIZES,
  type HandRecord,
  dealDeck,
  permutations,
} from '../src-main/ai/arena.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import type { Decision, Player } from '../src-main/ai/player.ts';
import { PLAYER_NAMES, playerByName } from '../src-main/ai/players.ts';
import { mainVariant } from '../src-main/variants/registry.ts';
import { option, readRunFiles } from './cli-args.ts';

function fail(message: string): never {
  console.error(`position-at: ${message}`);
  process.exit(2);
}

interface Saved {
  readonly names: readonly string[];
  readonly rules: PresetId;
  readonly seed: number;
  readonly variant?: Variant;
  readonly deals: readonly (readonly HandRecord[])[];
}

const whole = (name: string, fallback?: number): number => {
  const text = option(name);
  if (text === undefined) {
    if (fallback === undefined) fail(`--${name} is required`);
    return fallback;
  }
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number ≥ 0, got ${text}`);
  return n;
};

/** "1-6" or "1,3,5": the decision seeds to ask again with. */
function seedList(text: string): number[] {
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return Array.from({ length: Math.max(0, b - a + 1) }, (_, j) => a + j);
  }
  const list = text.split(',').map(Number);
  if (list.some((n) => !Number.isInteger(n))) fail(`--again takes "1-6" or "1,2,3", got ${text}`);
  return list;
}

const fromFile = option('from');
const saved = fromFile === undefined ? null : (readRunFiles<Saved>([fromFile], fail)[0] as Saved);
const names = saved?.names ?? (option('players') ?? fail('--players (or --from) is required')).split(',');
const variant = (saved?.variant ?? option('variant') ?? 'chosen') as Variant;
if (!(variant in ARENA_SEATS))
  fail(`unknown variant "${variant}"; known: ${Object.keys(ARENA_SEATS).join(', ')}`);
const rulesId = (saved?.rules ?? option('rules') ?? (variant === 'auction' ? 'csm002' : 'csm')) as PresetId;
const seed = saved?.seed ?? whole('seed');
const deal = whole('deal');
const seatingIndex = whole('seating', 0);
const size = names.length as Table['size'];
if (!(ARENA_TABLE_SIZES[variant] as readonly number[]).includes(size))
  fail(`${variant} seats ${ARENA_TABLE_SIZES[variant].join(' or ')} players, not ${size}`);
for (const n of names)
  if (playerByName(n) === null) fail(`unknown player "${n}"; known: ${PLAYER_NAMES.join(', ')}`);
const seatings = permutations(size);
const seating = seatings[seatingIndex] ?? fail(`--seating must be below ${seatings.length}`);
const players = seating.map((p) => playerByName(names[p] as string, { timed: false }) as Player);
const rules = preset(rulesId);
const setup = { rules, table: mainVariant(variant).arenaTable(size), deck: dealDeck(seed, deal), variant };
const handSeed = (deal * seatings.length + seatingIndex) >>> 0;

/** A decision as the arena's run file writes it (`calls`), seat and action. */
const actionText = (a: Action) => {
  const { type, seat: _, ...rest } = a as { type: string; seat: number };
  return `${type} ${JSON.stringify(rest)}`;
};

// Replays the hand, keeping every state a decision was taken in.
const states: HandState[] = [];
const decisions: (Decision & { seat: Seat })[] = [];
let state = newHand(setup);
while (state.phase !== 'finished') {
  const seat = state.toAct as Seat;
  const decision = (players[seat] as Player).decide(
    view(state, seat),
    decisionRng(handSeed, decisions.length),
  );
  const next = apply(state, decision.action);
  if (!next.ok) fail(`the replay made an illegal move at decision ${decisions.length}: ${next.error.code}`);
  states.push(state);
  decisions.push({ ...decision, seat });
  state = next.value;
}

if (saved !== null) {
  const recorded =
    saved.deals[deal]?.[seatingIndex] ?? fail(`${fromFile} has no hand ${deal}/${seatingIndex}`);
  const replayed = decisions
    .filter((d) => d.action.type !== 'play')
    .map((d) => `${seating[d.seat]}: ${actionText(d.action)} ${JSON.stringify(d.hint)}`);
  if (replayed.join('\n') !== recorded.calls.join('\n'))
    fail(
      `the replay's calls differ from ${fromFile}'s (was the run timed, or has the code changed since?)\n` +
        `  run:    ${recorded.calls.join('\n          ')}\n  replay: ${replayed.join('\n          ')}`,
    );
}

console.log(
  `${variant} by ${size}, rules ${rulesId}, seed ${seed}, deal ${deal} (dealDeck(${seed}, ${deal})), seating ${seatingIndex}, hand seed ${handSeed}`,
);
seating.forEach((p, s) => console.log(`  seat ${s}: ${names[p]} (player ${p + 1})`));

if (process.argv.includes('--list')) {
  decisions.forEach((d, n) =>
    console.log(
      `  ${String(n).padStart(3)} seat ${d.seat} ${actionText(d.action)} ${JSON.stringify(d.hint)}`,
    ),
  );
  process.exit(0);
}

let at: number;
if (option('decision') !== undefined) at = whole('decision');
else {
  const seat = whole('seat');
  const type = option('type') ?? fail('give --decision N, or --seat S with --type (e.g. double, pass, bid)');
  const nth = whole('nth', 1);
  const hits = decisions.flatMap((d, n) => (d.seat === seat && d.action.type === type ? [n] : []));
  at = hits[nth - 1] ?? fail(`seat ${seat} took no ${nth}. "${type}" in this hand (--list shows them)`);
}
const here = states[at] ?? fail(`the hand has ${decisions.length} decisions (0–${decisions.length - 1})`);
const chosen = decisions[at] as Decision & { seat: Seat };

console.log(`calls before decision ${at}:`);
decisions.slice(0, at).forEach((d, n) => {
  if (d.action.type !== 'play')
    console.log(`  ${String(n).padStart(3)} seat ${d.seat} ${actionText(d.action)}`);
});
console.log(`the seats' cards at decision ${at} (phase ${here.phase}):`);
here.hands.forEach((h, s) => console.log(`  seat ${s}: ${toCards(h).join(' ')}`));
console.log(`  talon: ${toCards(here.talon).join(' ') || '-'}`);
const inPlay = here.phase === 'play';
console.log(
  inPlay
    ? `position: ${toNotation(describe(here))}`
    : 'position: none before the first lead (replay the calls above from newHand of the deal)',
);
console.log(
  `seat ${chosen.seat} (${players[chosen.seat]?.name}) chose: ${actionText(chosen.action)} ${JSON.stringify(chosen.hint)}`,
);
const again = option('again');
if (again !== undefined)
  for (const k of seedList(again)) {
    const d = (players[chosen.seat] as Player).decide(view(here, chosen.seat), createRng(k));
    console.log(`  createRng(${k}): ${actionText(d.action)} ${JSON.stringify(d.hint)}`);
  }
if (!process.argv.includes('--no-view'))
  console.log(`view of seat ${chosen.seat}:\n${JSON.stringify(view(here, chosen.seat))}`);
