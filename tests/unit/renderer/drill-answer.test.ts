// @vitest-environment happy-dom
/**
 * The drill's answer words a card's verdict with the one verdict component (VerdictWords) the board and
 * the review use: the same paragraphs explainVerdict gives, in the drill's place, and above them the
 * principle main sends (PrincipleNote, every goal) with its lesson's link.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src-main/solver/analyze.ts';
import type { DrillPlay } from '../../../src-shared/api/drills.ts';
import { describe as describePosition } from '../../../src-shared/engine/position.ts';
import { goalCostWords, goalMissWords } from '../../../src-shared/explain/goal.ts';
import { explainLine, explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { goalsFor, isBinaryGoal } from '../../../src-shared/goal/goal.ts';
import { goalLine, judgeGoal } from '../../../src-main/solver/goal.ts';
import { goalPrinciple } from '../../../src-main/training/goal-principle.ts';
import { principleNoteWords } from '../../../src-shared/explain/principles/words.ts';
import DrillAnswer from '../../../src-renderer/components/drill/DrillAnswer.vue';
import { randomPosition } from '../../../src-renderer/format/board.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';
import { shippedCatalogue } from '../../../src-main/training/catalogue.ts';
import type { CourseSummary } from '../../../src-shared/api/lessons.ts';

/** The shipped course as lessonCourse answers it (the principle's link is named by its lesson's title). */
function course(): CourseSummary {
  const cat = shippedCatalogue();
  return {
    chapters: cat.chapters.map((c) => ({
      id: c.id,
      title: c.title,
      lessons: cat.lessons
        .filter((l) => l.chapter === c.id)
        .map((l) => ({
          id: l.id,
          title: l.title,
          cites: l.cites,
          steps: l.steps.length,
          stars: null,
          completed: null,
          attempts: 0,
        })),
    })),
  };
}
const titleOf = (id: string, lang: 'cs' | 'en') =>
  shippedCatalogue().lessons.find((l) => l.id === id)?.title[lang];

describe('drill answer', () => {
  it('words a wrong card as the board does: its cost, then its line', async () => {
    // The first random first lead with a losing card (so there is a line to word).
    for (let seed = 1; ; seed++) {
      const { state } = randomPosition(seed);
      const analysis = analyze(state);
      const losing = analysis.cards.find((c) => c.loss > 0);
      if (losing === undefined) continue;
      const answer: DrillPlay = {
        outcome: 'wrong',
        card: losing.card,
        answers: analysis.cards.filter((c) => c.loss === 0).map((c) => c.card),
        goal: { kind: 'money' },
        cost: null,
        goalLine: null,
        position: describePosition(state),
        redealt: false,
        analysis,
        // Main's principle of the card (src-main/training/goal-principle.ts), as drillPlay sends it.
        principle: goalPrinciple({
          real: state,
          shown: state,
          redealt: false,
          card: losing.card,
          right: false,
          goal: { kind: 'money' },
          answers: analysis.cards.filter((c) => c.loss === 0).map((c) => c.card),
          check: 'exact',
          analysis,
          seed: 1,
        }),
        rating: null,
        status: { due: 0, done: 0, rating: null } as never,
      };
      for (const lang of ['cs', 'en'] as const) {
        const pinia = setup(fakeClient({ lessonCourse: async () => ({ ok: true, value: course() }) }));
        setLocale(lang);
        const w = mountWith(DrillAnswer, pinia, { answer, names: ['A', 'B', 'C'] });
        await settleAll();
        const said = explainVerdict(state, analysis, losing.card, lang);
        expect(said.line).not.toBe('');
        expect(w.findAll('[data-testid="drill-verdict"]').map((p) => p.text())).toEqual([
          said.cost,
          said.line,
        ]);
        // Above them the principle the card misses, with the lesson that teaches it (a link into #/lessons).
        const principle = w.find('[data-testid="drill-verdict-principle"]');
        expect(said.principle).not.toBeNull();
        expect(principle.text()).toContain(said.principle!.text);
        const link = w.find('[data-testid="drill-verdict-lesson"]');
        if (said.principle!.lesson === null) expect(link.exists()).toBe(false);
        else {
          expect(link.attributes('href')).toBe(`#/lessons/${said.principle!.lesson}`);
          // "Lekce: <its title> →", the course asked for once.
          expect(link.text()).toContain(titleOf(said.principle!.lesson, lang));
        }
        w.unmount();
      }
      setLocale('cs');
      return;
    }
  });

  it("words a goal's miss with the judge's line, and a right card's money as a second line", () => {
    // The first random first lead with a binary goal that some card meets and another misses, where a
    // card meeting it gives money away against another that meets it too.
    for (let seed = 1; seed < 200; seed++) {
      const { state } = randomPosition(seed);
      const analysis = analyze(state);
      const loss = new Map(analysis.cards.map((c) => [c.card, c.loss]));
      for (const goal of goalsFor(state, state.toAct as number).filter(isBinaryGoal)) {
        const j = judgeGoal(state, goal).cards;
        const miss = j.find((c) => !c.meets);
        const meets = j
          .filter((c) => c.meets)
          .sort((a, b) => (loss.get(a.card) ?? 0) - (loss.get(b.card) ?? 0));
        const better = meets[0];
        const costly = meets.at(-1);
        if (!miss || !better || !costly || (loss.get(costly.card) ?? 0) <= (loss.get(better.card) ?? 0))
          continue;
        const common = {
          goal,
          answers: meets.map((c) => c.card),
          position: describePosition(state),
          redealt: false,
          analysis,
          rating: null,
          status: { due: 0, done: 0, rating: null } as never,
        };
        const line = goalLine(state, miss.card, goal);
        const principle = goalPrinciple({
          real: state,
          shown: state,
          redealt: false,
          card: miss.card,
          right: false,
          goal,
          answers: meets.map((c) => c.card),
          check: 'exact',
          analysis,
          seed: 1,
        });
        const wrong: DrillPlay = {
          ...common,
          outcome: 'wrong',
          card: miss.card,
          cost: null,
          goalLine: line,
          principle,
        };
        const extra = (loss.get(costly.card) ?? 0) - (loss.get(better.card) ?? 0);
        const right: DrillPlay = {
          ...common,
          outcome: 'right',
          card: costly.card,
          cost: { loss: extra, better: better.card },
          goalLine: null,
        };
        for (const lang of ['cs', 'en'] as const) {
          const pinia = setup(fakeClient({ lessonCourse: async () => ({ ok: true, value: course() }) }));
          setLocale(lang);
          const w = mountWith(DrillAnswer, pinia, { answer: wrong, names: ['A', 'B', 'C'] });
          expect(w.findAll('[data-testid="drill-goal"]').map((p) => p.text())).toEqual([
            goalMissWords(goal, lang),
            explainLine(state, line, lang),
          ]);
          // The money's verdict is not the goal's: it is not shown for another goal.
          expect(w.findAll('[data-testid="drill-verdict"]')).toHaveLength(0);
          // The principle is: the one component, the goal's technique against a right card.
          expect(principle).not.toBeNull();
          const said = principleNoteWords(principle!, lang);
          expect(w.find('[data-testid="drill-verdict-principle"]').text()).toContain(said.text);
          w.unmount();
          const r = mountWith(DrillAnswer, pinia, { answer: right, names: ['A', 'B', 'C'] });
          expect(r.findAll('[data-testid="drill-goal"]').map((p) => p.text())).toEqual([
            goalCostWords(extra, better.card, lang),
          ]);
          r.unmount();
        }
        setLocale('cs');
        return;
      }
    }
    throw new Error('no random first lead with such a goal');
  });
});
