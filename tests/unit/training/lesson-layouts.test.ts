/**
 * A lesson's seat step tells a wrong card how close it came, as a seat drill does: the judge's own count
 * of the layouts the seat cannot rule out, and in how many of them the card meets the step's goal —
 * checked against a fresh judgement of the seat's view. An exact step has one deal and no count.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type Seat, view } from '../../../src-shared/index.ts';
import { legalCards, stepState } from '../../../src-shared/training/lesson.ts';
import { judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { judgeLessonCard } from '../../../src-main/training/lesson-judge.ts';

const catalogue = loadCatalogue();

describe("a lesson's seat step counts the layouts", () => {
  it('a wrong card meets the goal in fewer of them than the answer, as judged afresh', () => {
    const step = catalogue.lessons.find((l) => l.id === 'declarer.drive-out-the-ace')?.steps[1];
    if (step === undefined) throw new Error('no such step');
    expect(step.check).toBe('seat');
    const s = stepState(step);
    if (!s.ok) throw new Error('the step does not read');
    const state = s.value;
    const fresh = judgeGoalForSeat(view(state, state.toAct as Seat), step.goal, { limit: 5000 });
    expect(fresh.exhaustive).toBe(true);
    const wrong = legalCards(state).filter((c: Card) => !step.answer.includes(c));
    expect(wrong.length).toBeGreaterThan(0);
    for (const card of wrong) {
      const j = judgeLessonCard({ method: 'lessonJudge', state, goal: step.goal, check: 'seat', card });
      expect(j.kind).toBe('wrong');
      if (j.kind !== 'wrong') continue;
      const meets = fresh.cards.find((c) => c.card === card)?.meets;
      expect(j.layouts).toEqual({ count: fresh.layouts, meets });
      expect(meets).toBeLessThan(fresh.layouts);
    }
    // The same card with every hand open: one deal, no count.
    const exact = judgeLessonCard({
      method: 'lessonJudge',
      state,
      goal: step.goal,
      check: 'exact',
      card: wrong[0] as Card,
    });
    expect(exact.kind === 'wrong' && exact.layouts).toBeUndefined();
  });
});
