/**
 * Drills mined by the solver: random deals (practicePosition) played forward by the computer players'
 * rule of thumb (ruleCard: pure, fast, plausible) to a position where one card, or very few, keep the
 * best result for the side to move and every other card loses money against best play. Each drill is
 * tagged by a theme whose definition is checked here (see docs/training.md, "Drills mined by the
 * solver"). Seeded and deterministic; pure TypeScript, for worker threads.
 */
import {
  type Analysis,
  type Card,
  type CardVerdict,
  type HandState,
  type ItemKind,
  type Position,
  type Rng,
  type Seat,
  type Side,
  CARDS,
  PRESETS,
  SUITS,
  apply,
  createRng,
  describe,
  fromPosition,
  shuffled,
  strength,
  suitOf,
  view,
} from '../../src-shared/index.ts';
import { type Contract, betlGaps, durchSafe, practicePosition } from '../../src-shared/editor/random.ts';
import type { Ruleset } from '../../src-shared/rules/ruleset.ts';
import type { Rating } from '../../src-shared/training/glicko.ts';
import type { PublicAction } from '../../src-shared/api/game.ts';
import { type Goal, goalsFor } from '../../src-shared/goal/goal.ts';
import { ruleCard } from '../ai/heuristics.ts';
import { analyze } from '../solver/analyze.ts';
import { judgeGoal, judgeGoalForSeat } from '../solver/goal.ts';
import { countLayouts } from '../solver/layouts.ts';
import { analyzeForSeat } from '../solver/seat.ts';

/**
 * The version of the judgement a stored drill carries (the store's `drills.judge`). Bump it in the same
 * change whenever one position, seat, theme and goal would be stored with other answers, others, costs,
 * value, layouts, difficulty or theme than before — a change to the goal judge (../solver/goal.ts), the
 * analyses (analyze.ts, seat.ts, layouts.ts, the search), the settlement or the rates behind the money,
 * the themes' definitions or their goals (meetsThemePosition, meetsTheme, themeGoals, fewAnswers),
 * `difficulty`, or a personal drill's answers or theme (drill-personal.ts). Not for a change of which
 * deals a seed draws or how the stock picks themes: that changes no stored drill. At the next start the
 * stock (stock.ts) judges every drill of an older version again in the background; until then such a
 * drill is neither served nor counted. See docs/training.md, "Drills know their judge".
 *
 * 0: stored before versions (schema 8 gives them 0). 1: the silent hundred is the game's points, never
 * sto (meetsTheme, onPoints).
 */
export const JUDGE_VERSION = 1;

export const THEMES = ['sedma', 'sto', 'betl', 'durch', 'obrana', 'vynaseni', 'pocitani'] as const;
/** sedma, sto, betl, durch, obrana (the defence to move), vynášení (a lead), počítání (points decide). */
export type Theme = (typeof THEMES)[number];

/** `exact`: every hand visible; `seat`: the answer holds from the seat's view (over every layout). */
export type DrillKind = 'exact' | 'seat';

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

/** A card that misses the drill's goal, and what it costs in money. */
export interface DrillLoss {
  readonly card: Card;
  /** Money per defender lost against the best card (exact, on the real deal; ≥ 0: a card can miss a
   * goal such as keeping the seven and still cost no money). */
  readonly loss: number;
  /** Seat drills: in how many of the `layouts.count` layouts the seat cannot rule out it meets the goal. */
  readonly meets?: number;
}

/** An answer that meets the goal but costs money a better answer keeps (exact, on the real deal). */
export interface DrillCost {
  readonly card: Card;
  /** Money per defender lost against `better` (> 0). */
  readonly loss: number;
  /** An answer worth the most money. */
  readonly better: Card;
}

/** A rough difficulty estimate, as data (ratings start from it). */
export interface Difficulty {
  readonly tricksLeft: number;
  readonly legalCards: number;
  /** Classes of equivalent legal cards (distinct choices). */
  readonly choices: number;
  /** The rule of thumb would play another card. */
  readonly unusual: boolean;
  /** Every answer card is the lowest legal card of its suit. */
  readonly low: boolean;
  /** A starting rating: 1500 ± what the fields above suggest. */
  readonly rating: number;
}

/** RD of a new drill: the difficulty estimate is a prior worth more than an unrated player's 350. */
export const DRILL_DEVIATION = 250;

/** A mined drill's starting rating: its Difficulty's rating, RD 250, σ 0.06. */
export const initialRating = (d: Pick<Difficulty, 'rating'>): Rating => ({
  rating: d.rating,
  deviation: DRILL_DEVIATION,
  volatility: 0.06,
});

export interface Drill {
  readonly theme: Theme;
  readonly kind: DrillKind;
  /** The seed it was mined from: mineDrill(seed, theme, options) gives the same drill again. */
  readonly seed: number;
  readonly position: Position;
  readonly seat: Seat;
  readonly side: Side;
  /**
   * What the drill asks (src-shared/goal). Absent in drills stored before goals: they were graded by the
   * most money, which `goalOf` reads them as.
   */
  readonly goal?: Goal;
  /**
   * The cards that meet the goal (equivalent cards included): exact drills on the real deal; seat drills
   * in every layout the seat cannot rule out.
   */
  readonly answers: readonly Card[];
  /** Answers that cost money another answer keeps (exact, on the real deal), for the note under "right". */
  readonly costs?: readonly DrillCost[];
  /** Best money per defender (declarer-oriented, on the real deal). */
  readonly value: number;
  /** Every other legal card, smallest loss first. */
  readonly others: readonly DrillLoss[];
  /** Seat drills: the layouts the seat cannot rule out, every one judged (the answers meet it in all). */
  readonly layouts?: { readonly count: number; readonly keeps: number };
  readonly difficulty: Difficulty;
  /**
   * Personal drills (drill-personal.ts): the card played in the reviewed hand, for its theme when judged
   * again. Absent in mined drills and in personal ones stored before it.
   */
  readonly played?: Card;
  /**
   * Personal drills: the reviewed hand's actions before the drill's card as its seat saw them
   * (game/history.ts `publicHistory`: a discard or trump card it could not see hidden), so the drill
   * shows the real calls. Absent in mined drills (their position comes from no auction) and in personal
   * ones stored before it; kept when the drill is judged again.
   */
  readonly history?: readonly PublicAction[];
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

const SEVEN_ITEMS: readonly ItemKind[] = ['seven', 'sevenAgainst', 'silentSeven'];
/**
 * The announced hundred (sto, sto proti). Not the silent hundred: that is the plain game's own item once
 * a side counts a hundred (rules/000 čl. V odst. 7, settle.ts), a matter of the game's points — a card
 * that costs it is filed as one that costs the game's points (`onPoints`), never under sto.
 */
const HUNDRED_ITEMS: readonly ItemKind[] = ['hundred', 'hundredAgainst'];
/** The plain game's items: the game won on more points, or the silent hundred that replaces it. */
const COUNT_ITEMS: readonly ItemKind[] = ['game', 'silentHundred'];

/** The losing card's cost includes one of `kinds`. */
const costs = (v: CardVerdict, kinds: readonly ItemKind[]) =>
  v.changes.some((c) => kinds.includes(c.kind) && c.amount < 0);

/**
 * Points decide: only the plain game's items change, each decided by the count — the game from "more
 * points" to "more points", the silent hundred grown or shrunk, or the one traded for the other (a side
 * reaching or missing its hundred: one item appears where the other was).
 */
const onPoints = (v: CardVerdict) =>
  v.changes.length > 0 &&
  v.changes.every(
    (c) =>
      COUNT_ITEMS.includes(c.kind) &&
      (c.before !== null || c.after !== null) &&
      [c.before, c.after].every((o) => o === null || o.code === 'morePoints' || o.code === 'hundred'),
  );

/** Whether the position is one the theme is about (the game, the side to move, a lead). */
function meetsThemePosition(theme: Theme, state: HandState): boolean {
  const suitGame = state.game === 'suit';
  switch (theme) {
    case 'sedma':
    case 'sto':
    case 'pocitani':
      return suitGame;
    case 'betl':
      return state.game === 'betl';
    case 'durch':
      return state.game === 'durch';
    case 'obrana':
      return suitGame && state.toAct !== state.declarer;
    case 'vynaseni':
      return suitGame && state.trick?.cards.length === 0;
  }
}

/** Whether the position and its losing cards meet the theme's definition. */
export function meetsTheme(theme: Theme, state: HandState, losing: readonly CardVerdict[]): boolean {
  const seat = state.toAct as Seat;
  const suitGame = state.game === 'suit';
  switch (theme) {
    case 'sedma':
      return suitGame && losing.every((v) => costs(v, SEVEN_ITEMS));
    case 'sto':
      return suitGame && losing.every((v) => costs(v, HUNDRED_ITEMS));
    case 'betl':
      return state.game === 'betl';
    case 'durch':
      return state.game === 'durch';
    case 'obrana':
      return suitGame && seat !== state.declarer;
    case 'vynaseni':
      return suitGame && state.trick?.cards.length === 0;
    case 'pocitani':
      return suitGame && losing.every(onPoints);
  }
}

/**
 * A stored drill's data as mine.ts wrote it (the fields the services read), or null when it is no drill
 * (a damaged row: JSON that no longer parses reads as null).
 */
export function readDrill(stored: unknown): Drill | null {
  const d = stored as Partial<Drill> | null;
  if (d === null || typeof d !== 'object' || typeof d.position !== 'object' || d.position === null)
    return null;
  if (typeof d.seat !== 'number' || !Array.isArray(d.answers)) return null;
  return d as Drill;
}

/** The goal a drill asks (drills stored before goals asked for the most money). */
export const goalOf = (d: Pick<Drill, 'goal'>): Goal => d.goal ?? { kind: 'money' };

/**
 * The goals a theme may ask of the seat to act, in the order tried: the first that separates right cards
 * from wrong ones is the drill's. sedma / sto: keep or stop the seven / hundred (announced or silent);
 * betl: no trick for its declarer, stop it for the defence; durch: keep or stop it; obrana: stop the
 * contract, else the most money; vynášení: keep or stop the contract, else the most money; počítání: the
 * most points.
 */
export function themeGoals(theme: Theme, state: HandState, seat: Seat): Goal[] {
  const all = goalsFor(state, seat);
  const part = (p: string) => all.filter((g) => 'part' in g && g.part === p);
  const kind = (k: Goal['kind']) => all.filter((g) => g.kind === k);
  switch (theme) {
    case 'sedma':
      return part('seven');
    case 'sto':
      return part('hundred');
    case 'betl':
      return [...kind('noTrick'), ...part('betl').filter((g) => g.kind === 'stop')];
    case 'durch':
      return part('durch');
    case 'obrana':
      return [...part('contract').filter((g) => g.kind === 'stop'), ...kind('money')];
    case 'vynaseni':
      return [...part('contract'), ...kind('money')];
    case 'pocitani':
      return kind('points');
  }
}

/** At most `maxAnswers` answer classes out of at least `minChoices` choices: 1 of ≥ 3, or 2 of ≥ 4. */
function fewAnswers(answerClasses: number, choices: number): boolean {
  return (answerClasses === 1 && choices >= 3) || (answerClasses === 2 && choices >= 4);
}

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

const legalCards = (s: HandState): Card[] =>
  view(s, s.toAct as Seat).legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));

/** The difficulty of a position `analysis` analysed, whose best cards are `answers`. */
export function difficulty(s: HandState, analysis: Analysis, answers: readonly Card[]): Difficulty {
  const legal = legalCards(s);
  const classes = new Set(analysis.cards.map((c) => [c.card, ...c.equivalent].sort().join())).size;
  const rule = ruleCard(view(s, s.toAct as Seat)).action;
  const unusual = rule.type === 'play' && !answers.includes(rule.card);
  const order = s.game === 'suit' ? 'suit' : 'plain';
  const low = answers.every((a) =>
    legal.every((c) => suitOf(c) !== suitOf(a) || strength(c, order) >= strength(a, order)),
  );
  const tricksLeft = 10 - s.tricks.length;
  const rating = Math.round(
    1500 + 60 * (tricksLeft - 4) + 40 * (classes - 4) + (unusual ? 150 : -100) + (low ? 50 : 0),
  );
  return { tricksLeft, legalCards: legal.length, choices: classes, unusual, low, rating };
}

/** The key of a class of equivalent cards. */
const classKey = (v: Pick<CardVerdict, 'card' | 'equivalent'>) => [v.card, ...v.equivalent].sort().join();

/** Which legal cards meet `goal` at `s`: exactly, or for a seat drill in every layout of its view. */
interface Judged {
  readonly meets: ReadonlySet<Card>;
  /** Seat drills: the layouts judged (all of them) and, per card, in how many it meets the goal. */
  readonly layouts?: { readonly count: number; readonly byCard: ReadonlyMap<Card, number> };
}

function judge(s: HandState, goal: Goal, kind: DrillKind, seed: number, maxLayouts: number): Judged | null {
  const seat = s.toAct as Seat;
  if (kind === 'exact')
    return {
      meets: new Set(
        judgeGoal(s, goal)
          .cards.filter((c) => c.meets)
          .map((c) => c.card),
      ),
    };
  const seatView = view(s, seat);
  const count = countLayouts(seatView, maxLayouts);
  if (count === null) return null;
  let byCard: Map<Card, number>;
  let judged: number;
  if (goal.kind === 'money') {
    // The most money in a layout: the card keeps that layout's best result (analyzeForSeat's keeps).
    const stats = analyzeForSeat(seatView, { seed, exactLimit: count, maxLayouts: count });
    if (!stats.exact) return null;
    judged = stats.layouts;
    byCard = new Map(stats.cards.map((c) => [c.card, Math.round(c.keeps * stats.layouts)]));
  } else {
    const j = judgeGoalForSeat(seatView, goal, { limit: count, seed });
    if (!j.exhaustive) return null;
    judged = j.layouts;
    byCard = new Map(j.cards.map((c) => [c.card, c.meets]));
  }
  const meets = new Set([...byCard].filter(([, n]) => n === judged).map(([c]) => c));
  return { meets, layouts: { count: judged, byCard } };
}

/** What a goal makes of a position: a drill, no drill (it does not separate), or no judgement. */
type GoalVerdict = { readonly drill: Drill } | 'apart' | 'unjudged';

/**
 * The drill `goal` makes of `s` for the seat to act (`analysis` its exact analysis), 'apart' when the
 * goal does not separate right cards from wrong ones (or, asked for the most money, the losing cards do
 * not meet the theme), 'unjudged' when the seat's layouts cannot all be judged.
 */
function drillFor(
  s: HandState,
  analysis: Analysis,
  theme: Theme,
  goal: Goal,
  kind: DrillKind,
  seed: number,
  maxLayouts: number,
): GoalVerdict {
  const seat = s.toAct as Seat;
  const classes = new Map<string, CardVerdict>();
  for (const v of analysis.cards) classes.set(classKey(v), v);
  // The theme's subject decides (sedma: a seven item, …), checked on the money's losing cards too, so a
  // drill of a theme is about what the theme names.
  const losing = [...classes.values()].filter((v) => v.loss > 0);
  const j = judge(s, goal, kind, seed, maxLayouts);
  if (j === null) return 'unjudged';
  const right = [...classes.values()].filter((v) => j.meets.has(v.card));
  // The goal separates: a few right choices among several, every other one wrong.
  if (!fewAnswers(right.length, classes.size)) return 'apart';
  if (goal.kind === 'money' && !meetsTheme(theme, s, losing)) return 'apart';
  const answers = analysis.cards.filter((v) => j.meets.has(v.card)).map((v) => v.card);
  const best = Math.max(...analysis.cards.filter((v) => j.meets.has(v.card)).map((v) => -v.loss));
  const better = analysis.cards.find((v) => j.meets.has(v.card) && -v.loss === best) as CardVerdict;
  const costs: DrillCost[] = analysis.cards
    .filter((v) => j.meets.has(v.card) && v.loss - better.loss > 1e-9)
    .map((v) => ({ card: v.card, loss: v.loss - better.loss, better: better.card }));
  const others: DrillLoss[] = analysis.cards
    .filter((v) => !j.meets.has(v.card))
    .map((v) => ({
      card: v.card,
      loss: v.loss,
      ...(j.layouts ? { meets: j.layouts.byCard.get(v.card) ?? 0 } : {}),
    }))
    .sort((a, b) => a.loss - b.loss);
  return {
    drill: {
      theme,
      kind,
      seed,
      position: describe(s),
      seat,
      side: analysis.side,
      goal,
      answers,
      ...(costs.length > 0 ? { costs } : {}),
      value: analysis.value,
      others,
      ...(j.layouts ? { layouts: { count: j.layouts.count, keeps: j.layouts.count } } : {}),
      difficulty: difficulty(s, analysis, answers),
    },
  };
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
 * A mined drill judged again by today's judge (JUDGE_VERSION) from what it stores: its position, seat,
 * theme, kind, seed and goal (a drill stored before goals: the most money). Answers, costs, value,
 * others, layouts and difficulty are computed afresh; the goal is kept, so the task the learner was set
 * stays the task. Null when the position no longer makes a drill of it: the theme's position no longer
 * fits, the goal no longer separates (for the most money: or the losing cards no longer meet the
 * theme), or a seat drill's layouts can no longer all be judged. Throws when the position does not read
 * or the seat is not the one to act (a damaged drill, not a verdict).
 */
export function rejudgeMined(d: Drill): Drill | null {
  const read = fromPosition(d.position);
  if (!read.ok) throw new Error(`the position does not read: ${read.error.code}`);
  const s = read.value;
  if (s.phase !== 'play' || s.toAct !== d.seat) throw new Error('the seat is not the one to act');
  if (!meetsThemePosition(d.theme, s)) return null;
  const maxLayouts = Math.max(300, d.layouts?.count ?? 0);
  const v = drillFor(s, analyze(s), d.theme, goalOf(d), d.kind, d.seed, maxLayouts);
  return typeof v === 'object' ? v.drill : null;
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
