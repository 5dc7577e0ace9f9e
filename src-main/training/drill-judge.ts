/**
 * How a card drill is judged, in one place: what a drill stores (`Drill`), the themes and their
 * definitions (`meetsThemePosition`, `meetsTheme`, `themeGoals`), which legal cards meet the drill's goal
 * (exactly, or for a seat drill in every layout the seat cannot rule out: `judge`), what a goal makes of a
 * position (`drillFor`: the answers, the costs of right cards, every other card's loss, the difficulty),
 * a stored drill judged again (`rejudgeMined`) and a learner's card graded against what the drill stores
 * (`gradeCard`). The miner (mine.ts) calls it on the positions it deals; the stock judges old drills again
 * through it (drill-rejudge.ts); the drill service grades answers with it (drills.ts). Pure TypeScript,
 * for worker threads. See docs/training.md, "Drills mined by the solver".
 */
import {
  type Analysis,
  type Card,
  type CardVerdict,
  type HandState,
  type ItemKind,
  type Position,
  type Seat,
  type Side,
  fromPosition,
  strength,
  suitOf,
  view,
  describe,
} from '../../src-shared/index.ts';
import type { PublicAction } from '../../src-shared/api/game.ts';
import type { Rating } from '../../src-shared/training/glicko.ts';
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
export function meetsThemePosition(theme: Theme, state: HandState): boolean {
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
export type GoalVerdict = { readonly drill: Drill } | 'apart' | 'unjudged';

/**
 * The drill `goal` makes of `s` for the seat to act (`analysis` its exact analysis), 'apart' when the
 * goal does not separate right cards from wrong ones (or, asked for the most money, the losing cards do
 * not meet the theme), 'unjudged' when the seat's layouts cannot all be judged.
 */
export function drillFor(
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

/** A learner's card against a drill: right when it meets the goal; its layouts (seat drills) and cost. */
export interface CardGrade {
  readonly right: boolean;
  /** Seat drills: in how many of the layouts the seat cannot rule out the card meets the goal. */
  readonly layouts: { readonly count: number; readonly meets: number } | null;
  /** A right card that gives money away against a better answer; null otherwise. */
  readonly cost: { readonly loss: number; readonly better: Card } | null;
}

/**
 * Grades a legal card against what the drill stores: right exactly when the judge found that it meets
 * the goal (`answers`); a seat drill's count for the card (an answer in all layouts, a wrong card as the
 * judge counted it); what a right card gives away against a better answer.
 */
export function gradeCard(d: Drill, card: Card): CardGrade {
  const right = d.answers.includes(card);
  const c = right ? d.costs?.find((x) => x.card === card) : undefined;
  return {
    right,
    layouts: layoutsOf(d, card),
    cost: c === undefined ? null : { loss: c.loss, better: c.better },
  };
}

/**
 * A seat drill's count for the card played: in how many of the layouts the seat cannot rule out it meets
 * the goal (an answer in all; a wrong card as the judge counted it). Null for an exact drill.
 */
export function layoutsOf(d: Drill, card: Card): { count: number; meets: number } | null {
  if (d.kind !== 'seat' || d.layouts === undefined) return null;
  const count = d.layouts.count;
  if (d.answers.includes(card)) return { count, meets: count };
  const meets = d.others.find((o) => o.card === card)?.meets;
  return meets === undefined ? null : { count, meets };
}
