/**
 * Drills mined by the solver: random deals (practicePosition) played forward by the computer players'
 * rule of thumb (ruleCard: pure, fast, plausible) to a position where one card, or very few, keep the
 * best result for the side to move and every other card loses money against best play. Each position
 * is judged by drill-judge.ts (the themes' definitions, the goals, the answers); this module only deals
 * and plays forward (see docs/training.md, "Drills mined by the solver"). Seeded and deterministic;
 * pure TypeScript, for worker threads.
 */
import {
  type Card,
  type HandState,
  type Rng,
  type Seat,
  CARDS,
  PRESETS,
  SUITS,
  apply,
  createRng,
  fromPosition,
  shuffled,
  suitOf,
  view,
} from '../../src-shared/index.ts';
import { type Contract, betlGaps, durchSafe, practicePosition } from '../../src-shared/editor/random.ts';
import type { Ruleset } from '../../src-shared/rules/ruleset.ts';
import { ruleCard } from '../ai/heuristics.ts';
import { analyze } from '../solver/analyze.ts';
import {
  type Drill,
  type DrillKind,
  type Theme,
  drillFor,
  meetsThemePosition,
  themeGoals,
} from './drill-judge.ts';

export interface DrillOptions {
  readonly kind?: DrillKind;
  readonly rules?: Ruleset;
  /** Deals tried before giving up (default 60). */
  readonly maxAttempts?: number;
  /** Tricks left at the drill's position, inclusive (defaults: DEPTHS). */
  readonly minTricksLeft?: number;
  readonly maxTricksLeft?: number;
  /** Seat drills: positions with more consistent layouts are skipped (default 300). */
  readonly maxLayouts?: number;
  /** Polled between deals; true: give up (null). */
  readonly shouldStop?: () => boolean;
}

const CONTRACTS_OF: { readonly [T in Theme]: readonly Contract[] } = {
  sedma: ['seven'],
  sto: ['hundred'],
  betl: ['betl'],
  durch: ['durch'],
  obrana: ['game', 'seven', 'hundred'],
  vynaseni: ['game', 'seven', 'hundred'],
  pocitani: ['game', 'seven', 'hundred'],
};

/**
 * Tricks left at a drill (inclusive) by default, for exact and for seat drills. Betl and durch come
 * from earlier in the hand (late on their outcome is mostly settled); seat drills from late enough
 * that every consistent layout can be solved.
 */
const DEPTHS = {
  suit: [
    [3, 5],
    [3, 4],
  ],
  betl: [
    [5, 8],
    [4, 6],
  ],
  durch: [
    [6, 9],
    [4, 6],
  ],
} as const;

/** Betl and durch gaps allowed in a mined deal (a safe hand leaves no card to lose). */
const LOOSE_GAPS = 3;

/**
 * A betl or durch deal that nearly fits (practicePosition deals only safe ones, rare and without a
 * losing card): forehand declares with at most LOOSE_GAPS betl gaps / one unsafe durch suit.
 */
function looseDeal(rules: Ruleset, game: 'betl' | 'durch', rng: Rng): HandState {
  for (;;) {
    const deck = shuffled(CARDS, rng);
    const hand = deck.slice(0, 10);
    const ofSuit = (s: string) => hand.filter((c) => suitOf(c) === s);
    const held = SUITS.filter((s) => ofSuit(s).length > 0);
    const fits =
      game === 'betl'
        ? held.reduce((n, s) => n + betlGaps(ofSuit(s)), 0) <= LOOSE_GAPS
        : held.filter((s) => !durchSafe(ofSuit(s))).length <= 1;
    if (!fits) continue;
    const dealer = rng.int(3);
    const declarer = (dealer + 1) % 3;
    const hands: Card[][] = [[], [], []];
    hands[declarer] = hand;
    hands[(declarer + 1) % 3] = deck.slice(12, 22);
    hands[(declarer + 2) % 3] = deck.slice(22, 32);
    const r = fromPosition({
      rules,
      players: 3,
      dealer,
      declarer,
      game,
      trump: null,
      announced: {},
      doubles: {},
      hands,
      talon: deck.slice(10, 12),
      tricks: [],
    });
    if (r.ok) return r.value;
  }
}

/** Plays the rule of thumb from a fresh deal until `left` tricks remain and `inTrick` cards are down. */
function playForward(state: HandState, left: number, inTrick: number): HandState | null {
  let s = state;
  const target = (10 - left) * 3 + inTrick;
  let played = 0;
  while (played < target) {
    if (s.phase !== 'play') return null;
    const d = ruleCard(view(s, s.toAct as Seat));
    const r = apply(s, d.action);
    if (!r.ok) throw new Error(`the rule of thumb played an illegal card: ${r.error.code}`);
    s = r.value;
    played++;
  }
  return s.phase === 'play' ? s : null;
}

/** One attempt: the drill at this deal and depth, or null when the position does not qualify. */
function tryPosition(s: HandState, theme: Theme, seed: number, options: DrillOptions): Drill | null {
  const seat = s.toAct as Seat;
  const kind = options.kind ?? 'exact';
  if (!meetsThemePosition(theme, s)) return null;
  const analysis = analyze(s);
  for (const goal of themeGoals(theme, s, seat)) {
    const v = drillFor(s, analysis, theme, goal, kind, seed, options.maxLayouts ?? 300);
    if (v === 'unjudged') return null;
    if (v !== 'apart') return v.drill;
  }
  return null;
}

/**
 * The seed of the generator that draws a theme's deals: `seed` mixed with the theme's name (FNV-1a of
 * the name, then SplitMix's finaliser, a bijection of 32-bit numbers). A theme is a family of positions:
 * one seed gives each theme deals of its own (obrana, vynášení and počítání deal the same contracts, and
 * with the bare seed they played from the same deal), and for one theme distinct seeds stay distinct.
 */
export function themeSeed(seed: number, theme: Theme): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < theme.length; i++) h = Math.imul(h ^ theme.charCodeAt(i), 0x01000193);
  let z = (seed ^ h) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * A drill of `theme` mined from deals drawn by `seed` (mixed with the theme: `themeSeed`), or null when
 * none of `maxAttempts` deals gives one (or `shouldStop` says so). Same seed, theme and options: the same
 * drill; the same seed and another theme: other deals.
 */
export function mineDrill(seed: number, theme: Theme, options: DrillOptions = {}): Drill | null {
  const rng: Rng = createRng(themeSeed(seed, theme));
  const rules = options.rules ?? PRESETS.csm;
  const seatKind = options.kind === 'seat';
  const [minDefault, maxDefault] =
    DEPTHS[theme === 'betl' || theme === 'durch' ? theme : 'suit'][seatKind ? 1 : 0];
  const minLeft = options.minTricksLeft ?? minDefault;
  const maxLeft = Math.max(minLeft, options.maxTricksLeft ?? maxDefault);
  const contracts = CONTRACTS_OF[theme];
  for (let attempt = 0; attempt < (options.maxAttempts ?? 60); attempt++) {
    if (options.shouldStop?.() === true) return null;
    const contract = contracts[rng.int(contracts.length)] as Contract;
    const deal =
      contract === 'betl' || contract === 'durch'
        ? looseDeal(rules, contract, rng)
        : practicePosition(rules, contract, rng.int(2 ** 31)).state;
    const left = minLeft + rng.int(maxLeft - minLeft + 1);
    const inTrick = theme === 'vynaseni' ? 0 : rng.int(3);
    const s = playForward(deal, left, inTrick);
    if (s === null) continue;
    const drill = tryPosition(s, theme, seed, options);
    if (drill !== null) return drill;
  }
  return null;
}

/** What a worker mines in one task: `count` drills, the i-th from seed + i and themes[i % length]. */
export interface MineTask {
  readonly method: 'mineDrills';
  readonly seed: number;
  readonly count: number;
  readonly themes: readonly Theme[];
  readonly kind?: DrillKind;
  readonly maxAttempts?: number;
}

export interface MinedBatch {
  readonly drills: readonly Drill[];
  /** Seeds that gave no drill within their attempts. */
  readonly misses: readonly number[];
}

/** Runs a mining task (in a worker). */
export function mineDrills(task: MineTask, hooks: { readonly shouldStop?: () => boolean } = {}): MinedBatch {
  const drills: Drill[] = [];
  const misses: number[] = [];
  for (let i = 0; i < task.count; i++) {
    if (hooks.shouldStop?.() === true) break;
    const seed = task.seed + i;
    const theme = task.themes[i % task.themes.length] as Theme;
    const drill = mineDrill(seed, theme, {
      ...(task.kind ? { kind: task.kind } : {}),
      ...(task.maxAttempts === undefined ? {} : { maxAttempts: task.maxAttempts }),
      ...(hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {}),
    });
    if (drill === null) misses.push(seed);
    else drills.push(drill);
  }
  return { drills, misses };
}
