/**
 * The judge of a goal (src-shared/goal): which legal cards of the seat to act meet it, exactly. Every hand
 * open (`judgeGoal`): a minimax over the rest of the hand, the seat's side for the goal and the other side
 * against it. From one seat's view (`judgeGoalForSeat`): the same in each layout of the unseen cards the
 * seat cannot rule out, counted per card. One judge for lessons, drills, repetition and the review.
 *
 * How each kind is decided:
 * - keep, stop, noTrick: the search's objective is the goal met (1) or not (0) on the settled hand, from
 *   the declarer's side (the defence's goal met counts 0); a card meets the goal iff the minimax after it
 *   is the seat's side's 1 (declarer) or 0 (defence): the side can force it against any defence.
 * - money: the solver's money (analyze's value); the cards whose value is the best of them (loss 0).
 * - points: the objective is the seat's side's card points and marriages (negated for the defence); the
 *   cards reaching the best of them.
 * - everyLegal: the engine's legal cards, every one meets it.
 * Cards the search treats as one (touching cards of one hand, Search.classes) settle the same in every
 * line, so one of them is judged and the verdict is given to each.
 */
import {
  type Card,
  type HandResult,
  type HandState,
  type Seat,
  type SeatView,
  type Side,
  cardAt,
  apply,
  cardIndex,
  createRng,
  legalActions,
  settleResult,
  sideOf,
} from '../../src-shared/index.ts';
import { type Goal, goalMet, isBinaryGoal } from '../../src-shared/goal/goal.ts';
import { solveLine } from './analyze.ts';
import { enumerateFrom, layoutModel, modelCount, sampleFrom } from './layouts.ts';
import { STOPPED, Search } from './search.ts';
import { TranspositionTable } from './table.ts';

export interface CardGoal {
  readonly card: Card;
  readonly meets: boolean;
  /**
   * The minimax value after the card: keep/stop/noTrick 1 (met) or 0; money the money each defender pays
   * the declarer (analyze's value); points the seat's side's card points and marriages; everyLegal 1.
   */
  readonly value: number;
}

export interface GoalJudgement {
  readonly seat: Seat;
  readonly goal: Goal;
  /** Every legal card of the seat, in deck order. */
  readonly cards: readonly CardGoal[];
  /** Search nodes spent. */
  readonly nodes: number;
}

export interface GoalOptions {
  /** Polled every 1,024 nodes; when true the judgement throws `STOPPED`. */
  readonly shouldStop?: () => boolean;
}

let goalTable: TranspositionTable | null = null;

/**
 * The table of goal searches: one per thread, apart from the money searches' shared table, so a goal
 * search never reads a bound of another objective (and a judgement between two analyses leaves theirs).
 */
function ownTable(): TranspositionTable {
  goalTable ??= new TranspositionTable();
  return goalTable;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A side's card points and marriages on a finished play. */
function pointsOf(r: HandResult, side: Side): number {
  const s = side === 'declarer' ? r.declarerSide : r.defenceSide;
  return s.cards + sum(s.marriages);
}

/**
 * The objective the declarer's side maximises for a goal of `side`. Each meets Search's contract: more card
 * points or tricks (or marriages) for the declarer's side only help his game, hundred and silent hundred and
 * only hurt the defence's hundred against and silent hundred; more marriages for the defence do the
 * opposite; sevens, betl and durch do not read points. So the declarer's items' won flags never fall and
 * the defence's never rise as the declarer's side gains, and keep/stop (an all or a none over those flags,
 * the silent hundred's existence moving with its flag) follow; the defence's goal enters as its complement.
 * Points: the declarer's own grow with his points and marriages, the defence's (negated) shrink.
 */
export function goalObjective(goal: Goal, side: Side): ((result: HandResult) => number) | undefined {
  if (goal.kind === 'points')
    return side === 'declarer' ? (r) => pointsOf(r, 'declarer') : (r) => -pointsOf(r, 'defence');
  if (!isBinaryGoal(goal)) return undefined;
  const forDeclarer = side === 'declarer';
  return (r) => (goalMet(goal, settleResult(r), side) === forDeclarer ? 1 : 0);
}

const byDeck = (a: Card, b: Card) => cardIndex(a) - cardIndex(b);

const legalCards = (state: HandState): Card[] =>
  legalActions(state)
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .sort(byDeck);

/** Every legal card of the side to move at `state`, exactly (every hand open, best play by both sides, the other side playing against the goal). */
export function judgeGoal(state: HandState, goal: Goal, options: GoalOptions = {}): GoalJudgement {
  if (state.phase !== 'play' || state.toAct === null) throw new Error('judgeGoal needs a hand in play');
  const seat = state.toAct;
  const legal = legalCards(state);
  if (goal.kind === 'everyLegal')
    return { seat, goal, cards: legal.map((card) => ({ card, meets: true, value: 1 })), nodes: 0 };
  const side = sideOf(state, seat);
  const objective = goalObjective(goal, side);
  const search = new Search(state, {
    ...(objective ? { objective, table: ownTable() } : {}),
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  });
  const declarer = side === 'declarer';
  const valueOf = new Map<Card, number>();
  for (const cls of search.classes()) {
    const rep = cls[0] as number;
    let value: number;
    if (isBinaryGoal(goal)) {
      // Values are 0 or 1: one null-window probe decides.
      search.play(rep);
      const one = search.atLeast(1);
      search.undo();
      value = one === declarer ? 1 : 0;
    } else {
      const v = search.valueAfter(cardAt(rep));
      value = goal.kind === 'points' && !declarer ? -v : v;
    }
    for (const c of cls) valueOf.set(cardAt(c), value);
  }
  const values = legal.map((card) => {
    const v = valueOf.get(card);
    if (v === undefined) throw new Error(`the search does not know the legal card ${card}`);
    return v;
  });
  let target: number;
  if (isBinaryGoal(goal)) target = 1;
  else if (goal.kind === 'money') target = declarer ? Math.max(...values) : Math.min(...values);
  else target = Math.max(...values);
  return {
    seat,
    goal,
    cards: legal.map((card, i) => ({ card, meets: values[i] === target, value: values[i] as number })),
    nodes: search.nodes,
  };
}

export interface SeatGoalOptions {
  /** The most layouts judged (default 500): more than that are sampled uniformly, `limit` of them. */
  readonly limit?: number;
  /** Seed of that sample (default 1). */
  readonly seed?: number;
  /** Polled between layouts and inside their searches; when true the layouts judged so far come back. */
  readonly shouldStop?: () => boolean;
}

export interface SeatGoalJudgement {
  readonly seat: Seat;
  readonly goal: Goal;
  /** Layouts judged. */
  readonly layouts: number;
  /** The layouts the seat cannot rule out (counted by the layout model; when exhaustive, `layouts`). */
  readonly total: number;
  /** Every one of the `total` layouts was judged: "in N of M" is then a fact, not an estimate. */
  readonly exhaustive: boolean;
  /** Per legal card of the seat (deck order): in how many of the judged layouts it meets the goal. */
  readonly cards: readonly { readonly card: Card; readonly meets: number }[];
  readonly nodes: number;
}

/**
 * A goal judged over every layout consistent with a seat's view (layouts.ts), up to `limit`: each layout
 * with `judgeGoal`, the count of layouts per card in which it meets the goal. `exhaustive` is true only
 * when every layout the seat cannot rule out was judged (none left over, none stopped).
 */
export function judgeGoalForSeat(
  view: SeatView,
  goal: Goal,
  options: SeatGoalOptions = {},
): SeatGoalJudgement {
  if (view.phase !== 'play' || view.toAct !== view.seat)
    throw new Error('judgeGoalForSeat needs the view of the seat to act in the play phase');
  const limit = options.limit ?? 500;
  const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])).sort(byDeck);
  const meets = legal.map(() => 0);
  const model = layoutModel(view);
  const total = modelCount(model);
  const all = total <= limit;
  const layouts = all ? enumerateFrom(model) : sampleFrom(model, createRng(options.seed ?? 1), limit);
  let judged = 0;
  let nodes = 0;
  let stopped = false;
  for (const state of layouts) {
    if (options.shouldStop?.() === true) {
      stopped = true;
      break;
    }
    let j: GoalJudgement;
    try {
      j = judgeGoal(state, goal, options.shouldStop ? { shouldStop: options.shouldStop } : {});
    } catch (e) {
      if (e !== STOPPED) throw e;
      stopped = true;
      break;
    }
    nodes += j.nodes;
    const byCard = new Map(j.cards.map((c) => [c.card, c.meets]));
    legal.forEach((card, i) => {
      if (byCard.get(card) === true) meets[i] = (meets[i] as number) + 1;
    });
    judged++;
  }
  // Enumerated, every layout the model counts that the replay accepts was judged.
  const exhaustive = all && !stopped;
  return {
    seat: view.seat,
    goal,
    layouts: judged,
    total: exhaustive ? judged : total,
    exhaustive,
    cards: legal.map((card, i) => ({ card, meets: meets[i] as number })),
    nodes,
  };
}

/**
 * The play after `card` with both sides playing for and against the goal, the card first, to the end of
 * the hand: for a card that misses a keep/stop/noTrick goal, a line on which the other side defeats it;
 * for one that meets it, a line on which it holds whatever the other side does. money: the solver's best
 * line (solveLine); everyLegal: the card alone.
 */
export function goalLine(state: HandState, card: Card, goal: Goal, options: GoalOptions = {}): Card[] {
  if (state.phase !== 'play' || state.toAct === null) throw new Error('goalLine needs a hand in play');
  const after = apply(state, { type: 'play', seat: state.toAct, card });
  if (!after.ok) throw new Error(`goalLine: ${card} is refused (${after.error.code})`);
  if (goal.kind === 'everyLegal' || after.value.phase !== 'play') return [card];
  const stop = options.shouldStop ? { shouldStop: options.shouldStop } : {};
  if (goal.kind === 'money') return [card, ...solveLine(after.value, stop).line];
  return [card, ...goalSearch(after.value, goal, sideOf(state, state.toAct), stop).line().map(cardAt)];
}

/**
 * A search of `state` for a goal of `side` (whose task it is): the money's own search, or one with the
 * goal's objective and the thread's goal table (goalLine; a principle from a seat's view,
 * solver/principle.ts).
 */
export function goalSearch(state: HandState, goal: Goal, side: Side, options: GoalOptions = {}): Search {
  const stop = options.shouldStop ? { shouldStop: options.shouldStop } : {};
  const objective = goal.kind === 'money' ? undefined : goalObjective(goal, side);
  return new Search(state, { ...stop, ...(objective ? { objective, table: ownTable() } : {}) });
}
