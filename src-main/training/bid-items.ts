/**
 * Bidding mistakes repeated (repetition items `bid:<session>:<hand>:<seat>:<index>`): each bidding
 * decision of a complete review judged a mistake or a blunder — from the seat's view where that was
 * priced (its grade is the lower end of its interval, so sampling noise never enters the ladder), else
 * exactly — goes on the ladder once, failed at the review's time (back in 4 hours). When it is due it
 * is offered as a link to the review's "try again" at that decision; a retry moves it as a lesson's
 * attempt moves a lesson: right when due (by the end of the learner's day, counted as at its due time)
 * a rung up, right early unchanged, wrong at any time back to the first rung. A card's retry moves
 * nothing: the card mistake's repetition item is its personal drill (drill-personal.ts), the retry is
 * practice.
 */
import {
  type FinishedHand,
  type HandReview,
  type ReviewedDecision,
  bidItem,
} from '../../src-shared/api/review.ts';
import { judged } from '../../src-shared/explain/review.ts';
import {
  type RepetitionChange,
  changeOf,
  endOfDay,
  failed,
  isDue,
  solved,
} from '../../src-shared/training/repetition.ts';
import type { DrillTables } from '../store/drills.ts';

/** Whether a reviewed decision is a bidding mistake that goes on the ladder. */
export function isBidMistake(d: ReviewedDecision): boolean {
  if (d.kind === 'card' || d.unjudged !== undefined) return false;
  const g = judged(d)?.grade;
  return g === 'mistake' || g === 'blunder';
}

/** Puts a complete review's bidding mistakes on the ladder (each once); the ids of the new items. */
export function addBidItems(
  tables: Pick<DrillTables, 'repetition' | 'saveRepetition'>,
  hand: FinishedHand,
  review: HandReview,
  now: number,
): string[] {
  if (!review.complete) return [];
  const when = new Date(now).toISOString();
  const ids: string[] = [];
  for (const d of review.decisions) {
    if (!isBidMistake(d)) continue;
    const id = bidItem(hand.session, hand.handNo, review.seat, d.index);
    if (tables.repetition(id) !== null) continue;
    tables.saveRepetition(failed(id, undefined, now), when);
    ids.push(id);
  }
  return ids;
}

/** A retry of the decision of item `id` answered (`right`) at `now`: what it did to the item (none: null). */
export function repeatBid(
  tables: Pick<DrillTables, 'repetition' | 'saveRepetition'>,
  id: string,
  right: boolean,
  now: number,
  utcOffset: number,
): RepetitionChange | null {
  const item = tables.repetition(id);
  // A decision that never went on the ladder (no mistake) is practice.
  if (item === null) return null;
  const today = isDue(item, now, endOfDay(now, utcOffset));
  const next = right ? solved(item, today ? Math.max(now, item.due as number) : now) : failed(id, item, now);
  if (next !== item) tables.saveRepetition(next, new Date(now).toISOString());
  return changeOf(item, next);
}
