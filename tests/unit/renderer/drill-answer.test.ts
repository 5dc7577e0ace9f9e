// @vitest-environment happy-dom
/**
 * The drill's answer words a card's verdict with the one verdict component (VerdictWords) the board and
 * the review use: the same paragraphs explainVerdict gives, in the drill's place, and the principle above
 * them with its lesson's link.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src-main/solver/analyze.ts';
import type { DrillPlay } from '../../../src-shared/api/drills.ts';
import { describe as describePosition } from '../../../src-shared/engine/position.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import DrillAnswer from '../../../src-renderer/components/drill/DrillAnswer.vue';
import { randomPosition } from '../../../src-renderer/format/board.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { mountWith, setup } from './support.ts';

describe('drill answer', () => {
  it('words a wrong card as the board does: its cost, then its line', () => {
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
        position: describePosition(state),
        redealt: false,
        analysis,
        rating: null,
        status: { due: 0, done: 0, rating: null } as never,
      };
      for (const lang of ['cs', 'en'] as const) {
        const pinia = setup(); // answers in Czech
        setLocale(lang);
        const w = mountWith(DrillAnswer, pinia, { answer, names: ['A', 'B', 'C'] });
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
        else expect(link.attributes('href')).toBe(`#/lessons/${said.principle!.lesson}`);
        w.unmount();
      }
      setLocale('cs');
      return;
    }
  });
});
