/**
 * Grades of a decision by the money it cost against the best choice, Lichess-style. Money is the
 * solver's unit: base rates each defender pays the declarer, after the limit (src-shared/api/solver.ts);
 * a loss is always counted from the side of the one who decided (≥ 0).
 *
 * Thresholds (in base rates per defender; csm rates: game 1, seven 2, hundred 4, betl 15, durch 30):
 * - `best`: nothing lost, or less than 0.05 of a base rate (one haléř at the usual base of 20 haléř):
 *   exact losses are whole or half rates, so this only matters for a mean over layouts, where one
 *   layout in a hundred that costs a few rates says more about the sample than about the card;
 * - `inaccuracy`: at most one plain game's rate (the game or a silent seven, or that much on average);
 * - `mistake`: at most a hundred's rate (a seven, a doubled seven, a hundred);
 * - `blunder`: more (a betl or durch, a doubled hundred, …).
 * The same thresholds grade an exact loss (all cards visible, or every layout of a seat's view) and a
 * loss over a sample of the layouts or deals a seat could not tell apart (interval.ts): there the loss
 * must clear a threshold with 95 % confidence — the grade is its interval's lower end's — and a choice
 * whose difference from the best is within the sampling error is best, "as good as the best, within
 * what can be known". A card that was best on what its player could know is never a mistake, whatever
 * the exact loss.
 */
import type { Card } from '../cards/card.ts';
import type { Side } from '../engine/contract.ts';
import type { Analysis } from '../api/solver.ts';

export const GRADES = ['best', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Grade = (typeof GRADES)[number];

/** Upper bounds (inclusive) of the loss for each grade but the last. */
export const GRADE_LIMITS = { best: 0.05, inaccuracy: 1, mistake: 4 } as const;
/** Rounding noise of money sums; a difference below it is no difference. */
export const EPSILON = 1e-9;

export function gradeOf(loss: number): Grade {
  if (loss < GRADE_LIMITS.best) return 'best';
  if (loss <= GRADE_LIMITS.inaccuracy + EPSILON) return 'inaccuracy';
  if (loss <= GRADE_LIMITS.mistake + EPSILON) return 'mistake';
  return 'blunder';
}

/** Worst first: for sorting and for summaries. */
export const gradeRank = (g: Grade): number => GRADES.indexOf(g);

/** One decision graded: what the chosen option is worth, what the best is worth, and the difference. */
export interface DecisionGrade {
  /** Money (declarer-oriented, per defender) after the choice made; a mean for a seat view. */
  readonly value: number;
  /** The best money the decider could get, same orientation. */
  readonly bestValue: number;
  /** bestValue − value from the decider's side (≥ 0). */
  readonly loss: number;
  readonly grade: Grade;
}

/** The money of `value` from `side`'s point of view (the solver's values favour the declarer). */
export const forSide = (side: Side, value: number): number => (side === 'declarer' ? value : -value);

export function grade(side: Side, value: number, bestValue: number): DecisionGrade {
  const loss = Math.max(0, forSide(side, bestValue) - forSide(side, value));
  return { value, bestValue, loss, grade: gradeOf(loss) };
}

/** A played card graded exactly, from a complete `analyze` of the position before it (null: not valued). */
export function gradeCardExact(analysis: Analysis, card: Card): DecisionGrade | null {
  const v =
    analysis.cards.find((c) => c.card === card) ?? analysis.cards.find((c) => c.equivalent.includes(card));
  if (!v) return null;
  return grade(analysis.side, v.value, analysis.value);
}
