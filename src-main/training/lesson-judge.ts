/**
 * A lesson step's card judged by the solver (docs/lessons.md, "The runner"); pure, run in a worker of
 * the pool's interactive lane (task `lessonJudge`, src-main/solver/tasks.ts).
 *
 * - A right card (one of the step's stated answer, which the lesson tests confirm) is answered by the
 *   replies along the solver's best line (`solveLine`, every hand of the step's position open) until the
 *   trick is over or the hand ends.
 * - A wrong card is judged in one layout with every hand open: an `exact` step's own position; for a
 *   `seat` step a layout consistent with the seat's view in which the card misses the goal — the
 *   adversarial re-deal's layout (redeal.ts) when the card misses there, else the first such layout of
 *   the enumeration. The answer carries that layout's exact analysis (explain/verdict.ts words it), the
 *   line after the card, and the goal's figures for the card and for a right card there.
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
import { type CheckMode, type Goal, legalCards } from '../../src-shared/training/lesson.ts';
import type { Goal as SharedGoal } from '../../src-shared/goal/goal.ts';
import { analyze, solveLine } from '../solver/analyze.ts';
import { judgeGoal } from '../solver/goal.ts';
import { enumerateLayouts } from '../solver/layouts.ts';
import { redeal } from './redeal.ts';

export interface LessonJudgeTask {
  readonly method: 'lessonJudge';
  /** The step's position (every hand), the learner's seat to play. */
  readonly state: HandState;
  readonly goal: Goal;
  readonly check: CheckMode;
  /** The step's stated answer. */
  readonly answer: readonly Card[];
  /** A legal card of the seat to play. */
  readonly card: Card;
}

export type LessonJudgement =
  | {
      readonly kind: 'right';
      readonly replies: readonly LessonReply[];
      /**
       * An `exact` step: the analysis of the position before the card, for "why this is right" (the
       * principle of a best card, explain/principles); null for a `seat` step, whose hidden cards it names.
       */
      readonly analysis: Analysis | null;
    }
  | {
      readonly kind: 'wrong';
      readonly position: Position;
      readonly redealt: boolean;
      readonly analysis: Analysis;
      readonly line: readonly Card[];
      readonly mine: GoalFigures;
      readonly right: GoalFigures;
    };

/** Seat layouts tried when looking for one where a wrong card misses (lesson steps have far fewer). */
const MAX_LAYOUTS = 5000;

export function judgeLessonCard(
  t: LessonJudgeTask,
  hooks: { shouldStop?: () => boolean } = {},
): LessonJudgement {
  const seat = t.state.toAct as Seat;
  if (t.answer.includes(t.card))
    return {
      kind: 'right',
      replies: repliesAfter(t.state, t.card),
      analysis: t.check === 'exact' ? analyze(t.state) : null,
    };
  let layout = t.state;
  let redealt = false;
  if (t.check === 'seat') {
    const found = missingLayout(t, seat, hooks.shouldStop);
    if (found !== null) {
      layout = found;
      redealt = true;
    }
  }
  const rightCard = reaching(layout, t.goal, seat)[0] ?? (t.answer[0] as Card);
  const after = playOn(layout, t.card);
  return {
    kind: 'wrong',
    position: describe(layout),
    redealt,
    analysis: analyze(layout, hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {}),
    line: [t.card, ...after.line],
    mine: figures(layout, t.goal, seat, t.card),
    right: figures(layout, t.goal, seat, rightCard),
  };
}

/** The cards played after `card` along the solver's best line until its trick is over. */
export function repliesAfter(state: HandState, card: Card): LessonReply[] {
  const first = apply(state, { type: 'play', seat: state.toAct as Seat, card });
  if (!first.ok) throw new Error(`${card} refused: ${first.error.code}`);
  const trick = state.tricks.length;
  let s = first.value;
  const out: LessonReply[] = [];
  if (s.phase !== 'play' || s.tricks.length > trick) return out;
  for (const c of solveLine(s).line) {
    const who = s.toAct as Seat;
    const r = apply(s, { type: 'play', seat: who, card: c });
    if (!r.ok) throw new Error(`the line is refused at ${c}`);
    out.push({ seat: who, card: c });
    s = r.value;
    if (s.phase !== 'play' || s.tricks.length > trick) break;
  }
  return out;
}

/** The state after `card` and the solver's best line from there (empty when the hand is over). */
export function playOn(state: HandState, card: Card): { end: HandState; line: readonly Card[] } {
  const r = apply(state, { type: 'play', seat: state.toAct as Seat, card });
  if (!r.ok) throw new Error(`${card} refused: ${r.error.code}`);
  if (r.value.phase === 'finished') return { end: r.value, line: [] };
  const line = solveLine(r.value).line;
  let s = r.value;
  for (const c of line) {
    const next = apply(s, { type: 'play', seat: s.toAct as Seat, card: c });
    if (!next.ok) throw new Error(`the line is refused at ${c}`);
    s = next.value;
  }
  return { end: s, line };
}

/** The card points and marriages of `seat`'s side at the end of a hand. */
export function pointsOf(end: HandState, seat: Seat): number {
  const r = resultOf(end);
  const s = sideOf(end, seat) === 'declarer' ? r.declarerSide : r.defenceSide;
  return s.cards + s.marriages.reduce((a, b) => a + b, 0);
}

/** The figures of `card` in one layout (every hand open). */
function figures(state: HandState, goal: Goal, seat: Seat, card: Card): GoalFigures {
  const { end } = playOn(state, card);
  const from = state.tricks.length;
  return {
    card,
    reached: reaching(state, goal, seat).includes(card),
    points: pointsOf(end, seat),
    tricks: end.tricks.filter((t, i) => i >= from && t.winner === seat).length,
  };
}

/**
 * The cards that reach the goal in one layout, every hand open (the lesson tests' `confirmedAnswer`
 * builds on it, adding the check of a points goal's stated gain): legal — every legal card; best — the
 * analysis's loss 0; contract and noTrick — the goal judge (keep the contract for the declarer's side,
 * stop it for the defence; no trick), forced against any play of the other side; points — the cards with
 * the most points for the side after the card's best line.
 */
export function reaching(state: HandState, goal: Goal, seat: Seat): Card[] {
  const legal = legalCards(state);
  if (goal.kind === 'legal') return legal;
  if (goal.kind === 'best')
    return analyze(state)
      .cards.filter((c) => c.loss === 0)
      .map((c) => c.card);
  // Keep or stop the contract, no trick: the goal judge (solver/goal.ts), the side playing for the goal
  // and the other against it — the same judge as the drills'. (Not the money's best line: a card that
  // keeps the contract only if the defence plays for money would be called right.)
  if (goal.kind === 'contract' || goal.kind === 'noTrick') {
    const side = sideOf(state, seat);
    const asked: SharedGoal =
      goal.kind === 'noTrick'
        ? { kind: 'noTrick' }
        : { kind: side === 'declarer' ? 'keep' : 'stop', part: 'contract' };
    return judgeGoal(state, asked)
      .cards.filter((c) => c.meets)
      .map((c) => c.card);
  }
  const ends = legal.map((card) => ({ card, end: playOn(state, card).end }));
  const points = ends.map((e) => ({ card: e.card, points: pointsOf(e.end, seat) }));
  const top = Math.max(...points.map((p) => p.points));
  return points.filter((p) => p.points === top).map((p) => p.card);
}

/** A layout consistent with the seat's view in which `card` misses the goal, or null. */
function missingLayout(t: LessonJudgeTask, seat: Seat, shouldStop?: () => boolean): HandState | null {
  const v = view(t.state, seat);
  const misses = (layout: HandState) => !reaching(layout, t.goal, seat).includes(t.card);
  const r = redeal(v, t.card);
  if (r.found && misses(r.layout)) return r.layout;
  let n = 0;
  for (const layout of enumerateLayouts(v)) {
    if (++n > MAX_LAYOUTS || shouldStop?.()) break;
    if (misses(layout)) return layout;
  }
  return null;
}
