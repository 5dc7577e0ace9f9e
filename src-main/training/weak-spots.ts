/**
 * The learner's own mistakes recorded as they happen (store/mistakes.ts), as data: the drill theme and
 * the technique of the principle the grading named (src-shared/training/weak-spots.ts sums them):
 * - a drill's first answer wrong (drills.ts): the drill's theme, the principle of its verdict (a
 *   bidding drill names none);
 * - a lesson's wrong card (lessons.ts): the theme of the step's position (drill-personal.ts
 *   `personalTheme`, from the verdict's losing cards), the principle of the judge's verdict;
 * - a review of the learner's own seat (review/service.ts, whenever a complete review is stored, the one
 *   begun ahead when a hand ends too): each decision graded mistake or blunder (`judged`: from the seat's
 *   view where priced, else exactly), a card with its theme as a personal drill's and the principle the
 *   review named, a bidding decision under its bidding theme (talon, flek, else game) with none. Keyed
 *   by the decision, so a review stored again records nothing twice.
 *
 * `weakestFocus` is the principle the drills lean toward: the learner's weakest (the most mistakes).
 */
import { type Analysis, type Card, type HandState, replay } from '../../src-shared/index.ts';
import type { FinishedHand, HandReview, ReviewedDecision } from '../../src-shared/api/review.ts';
import { DRILL_THEMES, type DrillFocus } from '../../src-shared/api/drills.ts';
import type { PrincipleNote } from '../../src-shared/explain/principles/note.ts';
import { judged } from '../../src-shared/explain/review.ts';
import { type MistakeRecord, PRINCIPLE_THEMES, weakSpotSums } from '../../src-shared/training/weak-spots.ts';
import type { MistakeTables, MistakeWrite } from '../store/mistakes.ts';
import { personalOrigin, personalTheme } from './drill-personal.ts';

/** The technique a principle note names, or null. */
export const techniqueOf = (note: PrincipleNote | null | undefined): string | null => note?.fact?.id ?? null;

/** The drill theme of a position where `card` was played, from its analysis when there is one. */
export function positionTheme(state: HandState, analysis: Analysis | null, card: Card): string {
  if (analysis === null || analysis.cards.length === 0)
    return state.game === 'betl' ? 'betl' : state.game === 'durch' ? 'durch' : 'pocitani';
  const losing = analysis.cards.filter((v) => v.loss > 0);
  const played = analysis.cards.find((v) => v.card === card || v.equivalent.includes(card)) ?? null;
  return personalTheme(state, losing, played);
}

/** A bidding decision's drill theme: the talon, flek, else the game. */
const bidTheme = (d: ReviewedDecision): string =>
  d.kind === 'discard' ? 'talon' : d.kind === 'double' ? 'flek' : 'game';

/** The mistakes of a complete review of the learner's own seat (graded mistake or blunder). */
export function reviewMistakes(hand: FinishedHand, review: HandReview, at: string): MistakeWrite[] {
  const out: MistakeWrite[] = [];
  for (const d of review.decisions) {
    if (d.unjudged !== undefined) continue;
    const grade = judged(d)?.grade;
    if (grade !== 'mistake' && grade !== 'blunder') continue;
    const origin = personalOrigin(hand.session, hand.handNo, review.seat, d.index);
    if (d.kind !== 'card' || d.action.type !== 'play') {
      out.push({ source: 'review', theme: bidTheme(d), technique: null, origin, at });
      continue;
    }
    const before = replay(hand.record.setup, hand.record.actions.slice(0, d.index));
    if (!before.ok) continue;
    out.push({
      source: 'review',
      theme: positionTheme(before.value, d.analysis, d.action.card),
      technique: techniqueOf(d.principle),
      origin,
      at,
    });
  }
  return out;
}

/** Records a review's mistakes (each once); how many were new. Never throws. */
export function recordReview(
  tables: MistakeTables,
  hand: FinishedHand,
  review: HandReview,
  at: string,
): number {
  try {
    return reviewMistakes(hand, review, at).filter((m) => tables.record(m)).length;
  } catch (e) {
    console.warn(`weak spots: ${e instanceof Error ? e.message : String(e)}`);
    return 0;
  }
}

/** Records one mistake; a failed write is only logged (the answer is never lost for it). */
export function recordMistake(tables: MistakeTables | undefined, m: MistakeWrite): void {
  try {
    tables?.record(m);
  } catch (e) {
    console.warn(`weak spots: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The principle the drills lean toward: the learner's weakest (weakSpotSums' first), with the drill
 * themes that practise it (PRINCIPLE_THEMES); null when no mistake names a principle.
 */
export function weakestFocus(rows: readonly MistakeRecord[], now: number): DrillFocus | null {
  const top = weakSpotSums(rows, now, DRILL_THEMES).principles[0];
  if (top === undefined) return null;
  return { technique: top.technique, mistakes: top.mistakes, themes: PRINCIPLE_THEMES[top.technique] };
}
