/**
 * A lesson step's card graded by the goal judge (docs/lessons.md, "The runner"); pure, run in a worker of
 * the pool's interactive lane (task `lessonJudge`, src-main/solver/tasks.ts). The judge is the one of
 * drills and the command line (solver/goal.ts): `judgeGoal` with every hand open for an `exact` step,
 * `judgeGoalForSeat` over every layout the seat cannot rule out for a `seat` step, where a card is right
 * only when it meets the goal in every one of them.
 *
 * - A right card is answered with every card meeting the goal (`answer`: a step collecting every right
 *   card is done when all are found), the replies along the goal's line (`goalLine`: the other side playing
 *   against the goal; the money's best line for a money goal) until the trick is over or the hand ends,
 *   with what it costs in money against the best card that meets the goal, when it costs something
 *   (`cost`, the second line "Cíl splníš, ale …"), and why it is right where that can be said: the
 *   principle of a card worth the most money, from the position's analysis (`exact`), or for a `seat`
 *   step its words when they are the same in every layout (so they name nothing the seat cannot know).
 * - A wrong card is judged in one layout with every hand open: an `exact` step's own position; for a
 *   `seat` step a layout consistent with the seat's view in which the card misses the goal — the
 *   adversarial re-deal's layout (redeal.ts) when the card misses there, else the first such layout of
 *   the enumeration. The answer carries that layout's exact analysis (explain/verdict.ts words it), the
 *   goal's line after the card, and the goal's figures for the card and for a right card there.
 */
import {
  type Analysis,
  type Card,
  type HandState,
  type Position,
  type Seat,
  apply,
  describe,
  resultOf,
  sideOf,
  view,
} from '../../src-shared/index.ts';
import type { GoalFigures, LessonReply } from '../../src-shared/api/lessons.ts';
import type { Goal } from '../../src-shared/goal/goal.ts';
import { type Deck, type Lang, theCard } from '../../src-shared/explain/names.ts';
import { CARDS } from '../../src-shared/cards/card.ts';
import { has } from '../../src-shared/cards/cardset.ts';
import { explainVerdict } from '../../src-shared/explain/verdict.ts';
import type { CheckMode, Text } from '../../src-shared/training/lesson.ts';
import { analyze } from '../solver/analyze.ts';
import { goalLine, judgeGoal, judgeGoalForSeat } from '../solver/goal.ts';
import { enumerateLayouts } from '../solver/layouts.ts';
import { redeal } from './redeal.ts';
import { goalPrinciple } from './goal-principle.ts';
import type { PrincipleNote } from '../../src-shared/explain/principles/note.ts';

export interface LessonJudgeTask {
  readonly method: 'lessonJudge';
  /** The step's position (every hand), the learner's seat to play. */
  readonly state: HandState;
  readonly goal: Goal;
  readonly check: CheckMode;
  /** A legal card of the seat to play. */
  readonly card: Card;
}

/** A right card's money given away: `loss` per defender against `better`, a card that meets the goal too. */
export interface GoalCost {
  readonly loss: number;
  readonly better: Card;
}

export type LessonJudgement =
  | {
      readonly kind: 'right';
      /**
       * Every card meeting the goal by this judge (the card among them): a step collecting every right
       * card is done when all of these are found.
       */
      readonly answer: readonly Card[];
      readonly replies: readonly LessonReply[];
      /**
       * An `exact` step: the analysis of the position before the card, for "why this is right" (the
       * principle of a best card, explain/principles); null for a `seat` step, whose hidden cards it
       * would name, and for every legal card.
       */
      readonly analysis: Analysis | null;
      /**
       * A `seat` step: why the card is right, worded for each deck and language, when the words are the
       * same in every layout the seat cannot rule out; null otherwise.
       */
      readonly whyWords: Readonly<Record<Deck, Text>> | null;
      /** The money the card gives away against the best card meeting the goal, or null (none). */
      readonly cost: GoalCost | null;
    }
  | {
      readonly kind: 'wrong';
      readonly position: Position;
      readonly redealt: boolean;
      readonly analysis: Analysis;
      readonly line: readonly Card[];
      readonly mine: GoalFigures;
      readonly right: GoalFigures;
      /**
       * A `seat` step: in how many of the `count` layouts the seat cannot rule out the card meets the goal
       * (the judge's own count, from the judgement that found the step's answers); absent for `exact`.
       */
      readonly layouts?: { readonly count: number; readonly meets: number };
      /** The card's principle by the step's goal (goal-principle.ts), or null. */
      readonly principle: PrincipleNote | null;
    };

/** Seat layouts judged for one card (the lesson tests refuse a seat step with more than 2,000). */
export const MAX_LAYOUTS = 5000;

const EPS = 1e-9;

export function judgeLessonCard(
  t: LessonJudgeTask,
  hooks: { shouldStop?: () => boolean } = {},
): LessonJudgement {
  const seat = t.state.toAct as Seat;
  const stop = hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {};
  const seatJudged = t.check === 'seat' ? seatAnswer(t.state, t.goal, stop) : null;
  const answer = seatJudged?.answer ?? lessonAnswer(t.state, t.goal, t.check, stop);
  if (answer.includes(t.card)) {
    const replies = repliesAfter(t.state, t.card, t.goal);
    if (t.check === 'exact') {
      // Every legal card is a task about the rules: no money to weigh, no technique to name.
      if (t.goal.kind === 'everyLegal')
        return { kind: 'right', answer, replies, analysis: null, whyWords: null, cost: null };
      const analysis = analyze(t.state, stop);
      return {
        kind: 'right',
        answer,
        replies,
        analysis,
        whyWords: null,
        cost: exactCost(analysis, answer, t),
      };
    }
    const seen = seatFacts(t, answer, stop);
    return { kind: 'right', answer, replies, analysis: null, whyWords: seen.why, cost: seen.cost };
  }
  let layout = t.state;
  let redealt = false;
  if (t.check === 'seat') {
    const found = missingLayout(t, hooks.shouldStop);
    if (found !== null) {
      layout = found;
      redealt = true;
    }
  }
  const meets = meetingCards(layout, t.goal);
  const rightCard = meets[0] ?? t.card;
  const line = goalLine(layout, t.card, t.goal, stop);
  const analysis = analyze(layout, stop);
  return {
    kind: 'wrong',
    position: describe(layout),
    redealt,
    analysis,
    line,
    mine: figures(layout, t.goal, seat, t.card, meets, line),
    right: figures(layout, t.goal, seat, rightCard, meets),
    ...(seatJudged === null
      ? {}
      : { layouts: { count: seatJudged.count, meets: seatJudged.meets.get(t.card) ?? 0 } }),
    principle: goalPrinciple(
      {
        real: t.state,
        shown: layout,
        redealt,
        card: t.card,
        right: false,
        goal: t.goal,
        answers: t.check === 'exact' ? meets : answer,
        check: t.check,
        analysis,
        seed: 1,
      },
      stop,
    ),
  };
}

/**
 * The cards a step asks for, by the goal judge: with every hand open (`exact`) the cards that meet the
 * goal; from the seat the cards that meet it in every layout the seat cannot rule out (judged up to
 * `MAX_LAYOUTS`; a lesson's seat step has at most 2,000, so all of them).
 */
export function lessonAnswer(
  state: HandState,
  goal: Goal,
  check: CheckMode,
  options: { shouldStop?: () => boolean } = {},
): Card[] {
  if (check === 'exact') return meetingCards(state, goal, options);
  return seatAnswer(state, goal, options).answer;
}

/** A `seat` step's answers, with the layouts judged and in how many of them each legal card meets the goal. */
function seatAnswer(
  state: HandState,
  goal: Goal,
  options: { shouldStop?: () => boolean } = {},
): { answer: Card[]; count: number; meets: ReadonlyMap<Card, number> } {
  const j = judgeGoalForSeat(view(state, state.toAct as Seat), goal, { ...options, limit: MAX_LAYOUTS });
  const answer = j.layouts === 0 ? [] : j.cards.filter((c) => c.meets === j.layouts).map((c) => c.card);
  return { answer, count: j.layouts, meets: new Map(j.cards.map((c) => [c.card, c.meets])) };
}

/** The cards that meet the goal in one layout, every hand open (the goal judge). */
export function meetingCards(
  state: HandState,
  goal: Goal,
  options: { shouldStop?: () => boolean } = {},
): Card[] {
  return judgeGoal(state, goal, options)
    .cards.filter((c) => c.meets)
    .map((c) => c.card);
}

/**
 * What `card` gives away in money against the best card meeting the goal (with every hand open), or
 * null when it gives nothing.
 */
function exactCost(analysis: Analysis, meets: readonly Card[], t: LessonJudgeTask): GoalCost | null {
  const own = analysis.cards.find((c) => c.card === t.card);
  const better = analysis.cards
    .filter((c) => meets.includes(c.card))
    .reduce<(typeof analysis.cards)[number] | null>((b, c) => (b === null || c.loss < b.loss ? c : b), null);
  if (own === undefined || better === null || own.loss - better.loss <= EPS) return null;
  return { loss: own.loss - better.loss, better: better.card };
}

const DECKS: readonly Deck[] = ['czech', 'french'];
const LANGS: readonly Lang[] = ['cs', 'en'];

/**
 * A right card of a `seat` step, over every layout the seat cannot rule out: its cost, when another card
 * meeting the goal is worth more by the same amount in every layout (so the second line is true however
 * the cards lie; the largest such amount), and why it is right, when the card is worth the most money in
 * every layout, the principle's words are the same in every layout in each deck and language, and they
 * name no card whose place differs between layouts (so they tell nothing the seat cannot know).
 */
function seatFacts(
  t: LessonJudgeTask,
  answer: readonly Card[],
  stop: { shouldStop?: () => boolean },
): { cost: GoalCost | null; why: Readonly<Record<Deck, Text>> | null } {
  // Every legal card is a task about the rules: no money to weigh, no technique to name.
  if (t.goal.kind === 'everyLegal') return { cost: null, why: null };
  const others = answer.filter((c) => c !== t.card);
  /** Per other answer card, the money it keeps over this card; undefined once it differs by layout. */
  const diff = new Map<Card, number | undefined>(others.map((c) => [c, Number.NaN]));
  let why: Record<Deck, Record<Lang, string>> | null | undefined;
  /** Where each card lies in the first layout; a card found elsewhere in another layout is hidden. */
  let first: Map<Card, number> | null = null;
  const hidden = new Set<Card>();
  let n = 0;
  for (const layout of enumerateLayouts(view(t.state, t.state.toAct as Seat))) {
    if (++n > MAX_LAYOUTS || stop.shouldStop?.() === true) return { cost: null, why: null };
    const places = placesOf(layout);
    if (first === null) first = places;
    else for (const [c, at] of places) if (first.get(c) !== at) hidden.add(c);
    const analysis = analyze(layout, stop);
    const lossOf = (c: Card) => analysis.cards.find((v) => v.card === c)?.loss ?? Number.NaN;
    const own = lossOf(t.card);
    for (const c of others) {
      const d = diff.get(c);
      if (d === undefined) continue;
      const here = own - lossOf(c);
      diff.set(c, Number.isNaN(d) || Math.abs(d - here) <= EPS ? here : undefined);
    }
    if (why !== null) why = own > EPS ? null : samePrinciple(why, layout, analysis, t.card);
  }
  let cost: GoalCost | null = null;
  for (const [better, loss] of diff)
    if (loss !== undefined && !Number.isNaN(loss) && loss > EPS && (cost === null || loss > cost.loss))
      cost = { loss, better };
  // The words name cards in English as "the <card>" in either deck: none of them may be a hidden one.
  const names = [...hidden].flatMap((c) => DECKS.map((deck) => theCard(c, 'en', deck)));
  const leaks = why != null && DECKS.some((deck) => names.some((w) => why?.[deck].en.includes(w) === true));
  return { cost, why: leaks ? null : (why ?? null) };
}

/** Where each card of a layout lies: the seat holding it, 9 for the talon (played cards are not listed). */
function placesOf(layout: HandState): Map<Card, number> {
  const out = new Map<Card, number>();
  layout.hands.forEach((hand, seat) => {
    for (const c of CARDS) if (has(hand, c)) out.set(c, seat);
  });
  for (const c of CARDS) if (has(layout.talon, c)) out.set(c, 9);
  return out;
}

/** The principle's words in one layout if they equal `soFar` (or there are none yet); else null. */
function samePrinciple(
  soFar: Record<Deck, Record<Lang, string>> | undefined,
  layout: HandState,
  analysis: Analysis,
  card: Card,
): Record<Deck, Record<Lang, string>> | null {
  const here = {} as Record<Deck, Record<Lang, string>>;
  for (const deck of DECKS) {
    here[deck] = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      const p = explainVerdict(layout, analysis, card, lang, { deck }).principle;
      if (p === null || p.id === null) return null;
      if (soFar !== undefined && soFar[deck][lang] !== p.text) return null;
      here[deck][lang] = p.text;
    }
  }
  return here;
}

/** The cards played after `card` along the goal's line until its trick is over. */
export function repliesAfter(state: HandState, card: Card, goal: Goal): LessonReply[] {
  const trick = state.tricks.length;
  let s = state;
  const out: LessonReply[] = [];
  for (const [i, c] of goalLine(state, card, goal).entries()) {
    const who = s.toAct as Seat;
    const r = apply(s, { type: 'play', seat: who, card: c });
    if (!r.ok) throw new Error(`the line is refused at ${c}`);
    if (i > 0) out.push({ seat: who, card: c });
    s = r.value;
    if (s.phase !== 'play' || s.tricks.length > trick) break;
  }
  return out;
}

/** The state at the end of a line of cards played from `state`. */
function endOf(state: HandState, line: readonly Card[]): HandState {
  let s = state;
  for (const c of line) {
    const next = apply(s, { type: 'play', seat: s.toAct as Seat, card: c });
    if (!next.ok) throw new Error(`the line is refused at ${c}`);
    s = next.value;
  }
  return s;
}

/** The card points and marriages of `seat`'s side at the end of a hand. */
export function pointsOf(end: HandState, seat: Seat): number {
  const r = resultOf(end);
  const s = sideOf(end, seat) === 'declarer' ? r.declarerSide : r.defenceSide;
  return s.cards + s.marriages.reduce((a, b) => a + b, 0);
}

/** The figures of `card` in one layout (every hand open), along the goal's line after it. */
function figures(
  state: HandState,
  goal: Goal,
  seat: Seat,
  card: Card,
  meets: readonly Card[],
  line: readonly Card[] = goalLine(state, card, goal),
): GoalFigures {
  const end = endOf(state, line);
  const from = state.tricks.length;
  return {
    card,
    reached: meets.includes(card),
    points: pointsOf(end, seat),
    tricks: end.tricks.filter((t, i) => i >= from && t.winner === seat).length,
  };
}

/** A layout consistent with the seat's view in which `card` misses the goal, or null. */
function missingLayout(t: LessonJudgeTask, shouldStop?: () => boolean): HandState | null {
  const v = view(t.state, t.state.toAct as Seat);
  const misses = (layout: HandState) => !meetingCards(layout, t.goal).includes(t.card);
  const r = redeal(v, t.card);
  if (r.found && misses(r.layout)) return r.layout;
  let n = 0;
  for (const layout of enumerateLayouts(v)) {
    if (++n > MAX_LAYOUTS || shouldStop?.()) break;
    if (misses(layout)) return layout;
  }
  return null;
}
