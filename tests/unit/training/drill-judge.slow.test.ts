/**
 * A learner's card graded by the drill's judge (training/drill-judge.ts `gradeCard`) against the solver:
 * on mined drills of every theme, exact and from the seat's view, a legal card is right exactly when the
 * goal judge says it meets the goal (exactly, or in every layout the seat cannot rule out), a seat
 * drill's count for a card is the goal judge's count, and a right card's cost is what the exact analysis
 * says it gives away against the best answer.
 */
import { describe, expect, it } from 'vitest';
import { type Card, fromPosition, view } from '../../../src-shared/index.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { judgeGoal, judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { THEMES, goalOf, gradeCard } from '../../../src-main/training/drill-judge.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';

const legalCards = (d: NonNullable<ReturnType<typeof mineDrill>>): Card[] => {
  const s = fromPosition(d.position);
  if (!s.ok) throw new Error(s.error.code);
  return view(s.value, d.seat).legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
};

/** The first drill of `theme` from seeds 1, 2, … (a seed's deals may give none). */
function firstDrill(theme: (typeof THEMES)[number], options: { kind?: 'seat' } = {}) {
  for (let seed = 1; seed <= 20; seed++) {
    const d = mineDrill(seed, theme, options);
    if (d !== null) return d;
  }
  return null;
}

describe('gradeCard agrees with the goal judge', () => {
  for (const theme of THEMES)
    it(`exact drills of ${theme}`, () => {
      const d = firstDrill(theme);
      expect(d).not.toBeNull();
      if (d === null) return;
      const read = fromPosition(d.position);
      if (!read.ok) throw new Error(read.error.code);
      const judged = judgeGoal(read.value, goalOf(d));
      const analysis = analyze(read.value);
      const best = Math.min(...analysis.cards.filter((v) => d.answers.includes(v.card)).map((v) => v.loss));
      let right = 0;
      for (const card of legalCards(d)) {
        const g = gradeCard(d, card);
        expect(g.right, card).toBe(judged.cards.find((c) => c.card === card)?.meets);
        expect(g.layouts).toBeNull();
        const loss = (analysis.cards.find((v) => v.card === card)?.loss ?? NaN) - best;
        if (g.right) {
          right++;
          if (loss > 1e-9) expect(g.cost?.loss).toBeCloseTo(loss, 9);
          else expect(g.cost).toBeNull();
        } else expect(g.cost).toBeNull();
      }
      expect(right).toBeGreaterThan(0);
    });

  it('seat drills: right in every layout, counts as the goal judge counts', () => {
    for (const theme of ['sedma', 'obrana', 'pocitani'] as const) {
      const d = firstDrill(theme, { kind: 'seat' });
      expect(d).not.toBeNull();
      if (d === null) continue;
      const read = fromPosition(d.position);
      if (!read.ok) throw new Error(read.error.code);
      const seatView = view(read.value, d.seat);
      const goal = goalOf(d);
      const counts: ReadonlyMap<Card, number> =
        goal.kind === 'money'
          ? (() => {
              const a = analyzeForSeat(seatView, { seed: d.seed, exactLimit: 300, maxLayouts: 300 });
              return new Map(a.cards.map((c) => [c.card, Math.round(c.keeps * a.layouts)]));
            })()
          : new Map(
              judgeGoalForSeat(seatView, goal, { limit: 300, seed: d.seed }).cards.map((c) => [
                c.card,
                c.meets,
              ]),
            );
      const count = d.layouts?.count ?? 0;
      expect(count).toBeGreaterThan(0);
      for (const card of legalCards(d)) {
        const g = gradeCard(d, card);
        expect(g.layouts?.count).toBe(count);
        expect(g.layouts?.meets, card).toBe(counts.get(card));
        expect(g.right, card).toBe(counts.get(card) === count);
      }
    }
  });
});
