/**
 * Which actions of a hand are decisions the review grades — one definition for main, which grades them
 * (src-main/review/review.ts `decisionsOf`, the retry's `notADecision`), and the review screen, which
 * steps through them and counts them while they are graded (src-renderer/stores/review.ts): an action
 * of the seat where the rules allowed another. A claim (ložená hra) is judged by the engine itself, not
 * graded, and makes no card a choice: a card whose only alternative was claiming the rest is forced.
 */
import type { Action } from '../engine/action.ts';
import { legalActions } from '../engine/legal.ts';
import type { HandState } from '../engine/state.ts';

/** Whether `action`, taken at `before`, is a decision the review grades. */
export function isDecision(before: HandState, action: Action): boolean {
  if (action.type === 'claim') return false;
  let choices = 0;
  for (const a of legalActions(before)) if (a.type !== 'claim' && ++choices > 1) return true;
  return false;
}
