/**
 * One ranking per screen: a volený trump choice reviewed from the seat, as in the issue — forehand turns a
 * poor trump card (seed 5: the ace of acorns, the suit he holds fewest of), the real judge prices every
 * alternative on the same 48 deals. Blind ("z lidu", a mean over five cards, so its comparison is the
 * narrowest) beats the choice most surely, while a card of hearts has the highest mean: before, the
 * verdict named blind "best" and the table under it marked the hearts "best". Now the verdict's best is
 * the table's top row, its loss is measured against that row (the chosen row's loss in the table), with
 * that comparison's ±; the same in the words of the CLI's `review`, in the review's retry of another
 * choice, and in the grade the retry calls right or wrong.
 */
import { describe, expect, it } from 'vitest';
import { type Action, actionKey, newHand, sideOf } from '../../../src-shared/index.ts';
import type { ReviewedDecision } from '../../../src-shared/api/review.ts';
import { gradeOf } from '../../../src-shared/review/grade.ts';
import { choiceName, explainDecision, lossWithMargin } from '../../../src-shared/explain/review.ts';
import { gradeDecision } from '../../../src-main/review/decision.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { decisionKind, ownRatesOf } from '../../../src-main/review/review.ts';
import { alternativeRows } from '../../../src-renderer/format/review.ts';
import { playedHand, poorTrump } from './support.ts';

const SEED = 5;
const hand = playedHand(SEED, poorTrump);
const INDEX = 0;
const recorded = hand.record.actions[INDEX] as Action;

/** The trump choice judged as the review and its retry judge it (decision.ts), as a ReviewedDecision. */
async function judge(action: Action): Promise<ReviewedDecision> {
  const side = sideOf(hand.end, recorded.seat);
  const r = await gradeDecision(
    inProcessPool(),
    hand.record,
    INDEX,
    newHand(hand.record.setup),
    action,
    side,
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return {
    index: INDEX,
    kind: decisionKind(action),
    seat: recorded.seat,
    action,
    ...r.value,
    ownRates: ownRatesOf(hand.end, recorded.seat),
  };
}

/** The table's rows from the seat (best first) and the verdict's best: one and the same. */
function expectOneBest(d: ReviewedDecision): void {
  const s = d.seatView;
  expect(s).not.toBeNull();
  const rows = alternativeRows(d);
  const top = rows[0]!;
  expect(top.seat).toBe(0);
  // The best named is the table's top row (the highest mean from the seat)…
  expect(actionKey(s!.bestAction as Action)).toBe(actionKey(top.action));
  // … and the loss is measured against it: the chosen row's loss in the table.
  const chosen = rows.find((r) => r.chosen)!;
  expect(chosen.seat).toBeCloseTo(s!.loss * (d.ownRates ?? 1), 9);
}

describe('one best per screen: a trump choice from the seat', () => {
  it('the hand is the issue’s case: forehand turned a card trump, graded worse than best from the seat', () => {
    expect(recorded).toMatchObject({ type: 'chooseTrump', seat: 0, card: 'AA' });
    expect(hand.end.declarer).toBe(0);
  });

  it('names the table’s top row best, measures the loss against it, in the review and its words', async () => {
    const d = await judge(recorded);
    const s = d.seatView!;
    // Worse than best beyond the error (a blunder with the record's replies, a mistake with the rules
    // player's: the grade is not the point here, the one best is).
    expect(['mistake', 'blunder']).toContain(s.grade);
    expectOneBest(d);
    // Blind is not the top row here: before, the verdict named it for its surer comparison.
    const best = s.bestAction as Action;
    expect(best.type).toBe('chooseTrump');
    // The grade is that comparison's lower end's, beyond the sampling error.
    expect(gradeOf(s.loss - (s.margin ?? Infinity))).toBe(s.grade);
    // The words (the CLI's `review`, the screen's): the same best and the same figure.
    for (const lang of ['cs', 'en'] as const) {
      const w = explainDecision(d, lang);
      expect(w.seatView).toContain(choiceName(best, lang));
      expect(w.seatView).toContain(lossWithMargin(s.loss, s.margin, lang));
      expect(w.seatView).not.toContain(choiceName({ type: 'chooseTrumpBlind', seat: 0, index: 0 }, lang));
    }
  });

  it('the retry of another choice names its own table’s top row too', async () => {
    const blind = await judge({ type: 'chooseTrumpBlind', seat: 0, index: 0 });
    expectOneBest(blind);
  });
});
