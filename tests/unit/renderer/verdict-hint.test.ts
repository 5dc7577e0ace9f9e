// @vitest-environment happy-dom
/**
 * The hint at the table in the seat view's words: counts of layouts ("nejlepší ve 3 ze 4 zkoušených
 * rozložení") instead of bare percentages, from the computer player's own figures, in the panel too.
 */
import { createPinia, setActivePinia } from 'pinia';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { type Hint, createRng, view } from '../../../src-shared/index.ts';
import { formatHint } from '../../../src-shared/explain/hint.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import ExplanationPanel from '../../../src-renderer/components/ExplanationPanel.vue';
import { loadHintWords } from '../../../src-renderer/components/hint-words.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

const hint = (card: Hint & { code: 'bestCard' }) => card;

describe('the bestCard hint', () => {
  it.each<[Hint, string, string]>([
    [
      hint({ code: 'bestCard', card: 'HA', layouts: 12, keeps: 1, wins: 1 }),
      'Červené eso: nejlepší ve všech 12 zkoušených rozloženích, výhra ve všech 12.',
      'Ace of hearts: the best in all 12 layouts tried, a win in all 12.',
    ],
    [
      hint({ code: 'bestCard', card: 'LO', layouts: 4, keeps: 0.75, wins: 0.5 }),
      'Zelený svršek: nejlepší ve 3 ze 4 zkoušených rozložení, výhra ve 2 ze 4.',
      'Ober of leaves: the best in 3 of 4 layouts tried, a win in 2 of 4.',
    ],
    [
      hint({ code: 'bestCard', card: 'B7', layouts: 1, keeps: 1, wins: 0 }),
      'Kulová sedma: nejlepší v jediném zkoušeném rozložení, bez výhry.',
      'Seven of bells: the best in the only layout tried, no win.',
    ],
  ])('%j', (h, cs, en) => {
    expect(formatHint(h, 'cs')).toBe(cs);
    expect(formatHint(h, 'en')).toBe(en);
  });

  it('counts exactly the layouts the seat analysis solved', () => {
    const rng = createRng(4);
    for (let i = 0; i < 12; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4, i % 3);
      const a = analyzeForSeat(view(s, s.toAct!), { seed: i, maxLayouts: 30 });
      for (const c of a.cards) {
        const kept = Math.round(c.keeps * a.layouts);
        const text = formatHint(
          { code: 'bestCard', card: c.card, layouts: a.layouts, keeps: c.keeps, wins: c.wins },
          'en',
        );
        // Equal weights: the share times the layouts is a whole count, and the words say that count.
        expect(Math.abs(kept - c.keeps * a.layouts)).toBeLessThan(1e-9);
        if (a.layouts === 1) expect(text).toContain('the only layout tried');
        else if (kept === a.layouts) expect(text).toContain(`in all ${a.layouts} layouts tried`);
        else if (kept === 0) expect(text).toContain(`in none of the ${a.layouts} layouts tried`);
        else expect(text).toContain(`in ${kept} of ${a.layouts} layouts tried`);
        expect(text).not.toMatch(/%/);
      }
    }
  });
});

describe('the hint panel', () => {
  it('shows the counts in the language and deck on screen', async () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const suggestion = {
      action: { type: 'play', seat: 0, card: 'LO' },
      hint: { code: 'bestCard', card: 'LO', layouts: 4, keeps: 0.75, wins: 0.5 },
    };
    setLocale('cs');
    const w = mount(ExplanationPanel, { props: { suggestion } as never, global: { plugins: [pinia, i18n] } });
    // The hint's words load with the first hint (components/hint-words.ts).
    await loadHintWords();
    await w.vm.$nextTick();
    expect(w.find('[data-testid="explanation-text"]').text()).toBe(
      'Zelený svršek: nejlepší ve 3 ze 4 zkoušených rozložení, výhra ve 2 ze 4.',
    );
    const prefs = usePrefsStore();
    prefs.prefs = { ...prefs.prefs, deck: 'french' };
    setLocale('en');
    await w.vm.$nextTick();
    expect(w.find('[data-testid="explanation-text"]').text()).toBe(
      'Queen of spades: the best in 3 of 4 layouts tried, a win in 2 of 4.',
    );
    setLocale('cs');
    w.unmount();
  });
});
