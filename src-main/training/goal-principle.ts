/**
 * The principle of a card played on a drill or a lesson step (src-shared/explain/principles), judged by
 * the task's goal, as data for the screen (PrincipleNote). Pure, run in the worker that judges the card
 * (drill-refute.ts, lesson-judge.ts).
 *
 * - A wrong card, every hand open (an `exact` drill or step): the technique that tells the card from a
 *   right one (the answer worth the most money on the deal) on their goal lines (solver/goal.ts
 *   `goalLine`: each side playing for and against the goal; the money's best line and refutation for a
 *   money goal) — scope `open`.
 * - A wrong card from a seat (a `seat` drill or step): the technique common to the layouts the seat cannot
 *   rule out where the card misses the goal and the answer meets it (solver/principle.ts), naming no
 *   card the seat cannot know — scope `seat`; where none holds, the one on the layout shown: the re-deal
 *   against the card (`layout`), or the real deal said as the all-cards-open reason (`allOpen`).
 * - A right card of a money goal with every hand open: why it is right (`open`). Otherwise nothing.
 */
import { type Analysis, type Card, type HandState, type Seat, view } from '../../src-shared/index.ts';
import type { Goal } from '../../src-shared/goal/goal.ts';
import { principleOf } from '../../src-shared/explain/principles/detect.ts';
import { type PrincipleNote, analysisNote, factOf } from '../../src-shared/explain/principles/note.ts';
import { goalLine } from '../solver/goal.ts';
import { seatPrinciple } from '../solver/principle.ts';

export interface GoalPrincipleInput {
  /** The task's own deal (the seat's view is taken from it). */
  readonly real: HandState;
  /** The deal the verdict is shown on: the real one, or the re-deal against the card. */
  readonly shown: HandState;
  readonly redealt: boolean;
  readonly card: Card;
  readonly right: boolean;
  readonly goal: Goal;
  /** The cards that meet the goal (seat: in every layout). */
  readonly answers: readonly Card[];
  readonly check: 'exact' | 'seat';
  /** `analyze(shown)`. */
  readonly analysis: Analysis;
  /** Seed of the seat's layouts. */
  readonly seed: number;
}

export function goalPrinciple(
  t: GoalPrincipleInput,
  hooks: { readonly shouldStop?: () => boolean } = {},
): PrincipleNote | null {
  if (t.goal.kind === 'everyLegal') return null;
  const stop = hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {};
  if (t.right)
    return t.check === 'exact' && t.goal.kind === 'money'
      ? analysisNote(t.shown, t.analysis, t.card, 'open')
      : null;
  const better = betterAnswer(t);
  if (better === null) return null;
  if (t.check === 'seat') {
    const found = seatPrinciple(
      {
        method: 'seatPrinciple',
        view: view(t.real, t.real.toAct as Seat),
        played: t.card,
        better,
        goal: t.goal,
        seed: t.seed,
      },
      stop,
    );
    if (found.fact !== null) return { fact: found.fact, scope: 'seat', layouts: found.failing };
  }
  const scope = t.check === 'exact' ? 'open' : t.redealt ? 'layout' : 'allOpen';
  if (t.goal.kind === 'money') return analysisNote(t.shown, t.analysis, t.card, scope);
  const p = principleOf(
    t.shown,
    { card: t.card, line: goalLine(t.shown, t.card, t.goal, stop) },
    { card: better, line: goalLine(t.shown, better, t.goal, stop) },
  );
  return { fact: p === null ? null : factOf(p, t.shown), scope };
}

/** The answer to set the card against: the one worth the most money on the deal shown. */
function betterAnswer(t: GoalPrincipleInput): Card | null {
  const legal = t.answers.filter((c) => c !== t.card && t.analysis.cards.some((v) => v.card === c));
  if (legal.length === 0) return null;
  const loss = (c: Card) => t.analysis.cards.find((v) => v.card === c)?.loss ?? Infinity;
  return legal.reduce((a, b) => (loss(b) < loss(a) ? b : a));
}
