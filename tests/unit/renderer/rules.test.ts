// @vitest-environment happy-dom
/**
 * The rules to read in the renderer: a refusal's citation is a link that opens its paragraph; the view
 * opens at a citation's paragraph, marks it, lists the lessons that cite each part (from the course main
 * answers), and searches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseSummary } from '../../../src-shared/api/lessons.ts';
import { REASON_ARTICLE, formatCitation } from '../../../src-shared/explain/articles.ts';
import { explainItem } from '../../../src-shared/explain/format.ts';
import { PRESETS, createRng, settle } from '../../../src-shared/index.ts';
import { citationTarget } from '../../../src-shared/rulebook/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import ExplanationPanel from '../../../src-renderer/components/ExplanationPanel.vue';
import { loadRulebook } from '../../../src-renderer/components/rules/rulebook.ts';
import SettlementPanel from '../../../src-renderer/components/table/SettlementPanel.vue';
import { lessonsInPart, useRulesStore } from '../../../src-renderer/stores/rules.ts';
import RulesView from '../../../src-renderer/views/RulesView.vue';
import { approvedSuit, playOut, run } from '../helpers.ts';
import { fakeClient, go, mountWith, screen, screenOf, settleAll, setup, trail } from './support.ts';

afterEach(() => {
  setApiClient(null);
  document.body.innerHTML = '';
  window.location.hash = '';
});

const lesson = (id: string, cites: CourseSummary['chapters'][number]['lessons'][number]['cites']) => ({
  id,
  title: { cs: `Lekce ${id}`, en: `Lesson ${id}` },
  cites,
  steps: 2,
  stars: id === 'b' ? 3 : null,
  completed: null,
  attempts: 0,
});

const COURSE: CourseSummary = {
  chapters: [
    {
      id: 'one',
      title: { cs: 'Jedna', en: 'One' },
      lessons: [
        lesson('a', [{ doc: '000', article: 'II', paragraph: 7 }]),
        lesson('b', [
          { doc: '000', article: 'II', paragraph: 8 },
          { doc: '000', article: 'IV', paragraph: 4 },
        ]),
        lesson('c', [{ doc: '001', section: 'Flek-re' }]),
      ],
    },
    { id: 'two', title: { cs: 'Dvě', en: 'Two' }, lessons: [lesson('d', [{ doc: '000', article: 'IV' }])] },
  ],
};

describe('lessonsInPart', () => {
  it('lists, in course order, the lessons citing anything in a part', () => {
    expect(lessonsInPart(COURSE, '000', 'II').map((l) => l.id)).toEqual(['a', 'b']);
    expect(lessonsInPart(COURSE, '000', 'IV').map((l) => l.id)).toEqual(['b', 'd']);
    expect(lessonsInPart(COURSE, '001', 'Flek-re').map((l) => l.id)).toEqual(['c']);
    expect(lessonsInPart(COURSE, '000', 'VI')).toEqual([]);
  });
});

describe('a citation shown in the app', () => {
  it('is a link to its paragraph, and following it opens the rules there', async () => {
    const pinia = setup();
    const w = mountWith(ExplanationPanel, pinia, {
      error: { code: 'refused', reason: { code: 'mustFollowSuit', suit: 'B' } },
    });
    const link = w.find('[data-testid="explanation-citation"] a');
    expect(link.text()).toBe('pravidla ČSM, čl. II odst. 7');
    expect(link.attributes('href')).toBe('#/rules/000/II/7');
    // The tooltip, the paragraph's title, once the rulebook has loaded (not with the page).
    await loadRulebook();
    await settleAll();
    expect(link.attributes('title')).toBe('Přiznat barvu, jinak trumfovat');
    expect(REASON_ARTICLE.mustFollowSuit).toEqual({ doc: '000', article: 'II', paragraph: 7 });
    await link.trigger('click');
    expect(await screen()).toEqual({ name: 'rules', doc: '000', part: 'II', paragraph: 7 });
    w.unmount();
  });
});

describe('the settlement', () => {
  it("shows each item's citations as links to their places", () => {
    const state = playOut(
      run(
        approvedSuit('H7', ['B7', 'L7'], { ...PRESETS.csm, unplayed: 'never' }),
        { type: 'announce', seat: 0, seven: true, hundred: false },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 2 },
      ),
      createRng(7),
    );
    const s = settle(state);
    const names = ['Jana', 'Karel', 'Pepa'];
    const w = mountWith(SettlementPanel, setup(), { settlement: s, rules: state.rules, names });
    const items = w.findAll('[data-testid="settlement-item"]');
    expect(items.length).toBe(s.items.length);
    s.items.forEach((item, i) => {
      const cites = explainItem(item, state.rules, 'cs', names).citations;
      expect(cites.length).toBeGreaterThan(0);
      const links = items[i]!.findAll('.cite a');
      expect(links.map((a) => a.text())).toEqual(cites.map((c) => formatCitation(c, 'cs')));
      links.forEach((a, j) => {
        const t = citationTarget(cites[j]!)!;
        expect(t.exact).toBe(true);
        expect(a.attributes('href')).toBe(
          `#/rules/${t.doc}/${encodeURIComponent(t.part!)}${t.paragraph === null ? '' : `/${t.paragraph}`}`,
        );
      });
    });
    w.unmount();
  });
});

describe('RulesView', () => {
  it("opens at a citation's paragraph, marked, with each part's lessons from the course", async () => {
    const client = fakeClient({ lessonCourse: async () => ({ ok: true, value: COURSE }) });
    const pinia = setup(client);
    const w = mountWith(RulesView, pinia, { doc: '000', part: 'II', paragraph: 7 });
    await settleAll();
    expect(client.calls.map((c) => c.method)).toEqual(['lessonCourse']);
    const target = w.findAll('[data-testid="rules-paragraph"][data-target="true"]');
    expect(target.map((p) => [p.attributes('data-part'), p.attributes('data-paragraph')])).toEqual([
      ['II', '7'],
    ]);
    expect(target[0]!.text()).toContain('Přiznat barvu');
    const partII = w.find('[data-testid="rules-part"][data-part="II"]');
    expect(partII.findAll('[data-testid="rules-lesson"]').map((l) => l.attributes('data-lesson'))).toEqual([
      'a',
      'b',
    ]);
    expect(partII.find('[data-lesson="b"]').attributes('href')).toBe('#/lessons/b');
    expect(partII.find('[data-lesson="b"]').text()).toContain('★★★');
    expect(w.find('[data-testid="rules-part"][data-part="VI"] [data-testid="rules-lessons"]').exists()).toBe(
      false,
    );
    expect(w.find('[data-testid="rules-nearest"]').exists()).toBe(false);
    // A reference inside the text is a link to its place.
    const ref = w.find('[data-part="II"][data-paragraph="1"] [data-testid="rules-ref"]');
    expect(ref.text()).toBe('čl. IV odst. 7');
    expect(ref.attributes('href')).toBe('#/rules/000/IV/7');
    await ref.trigger('click');
    expect(await screen()).toEqual({ name: 'rules', doc: '000', part: 'IV', paragraph: 7 });
    w.unmount();
  });

  it('without the course (main refused) shows the rules and no lesson links', async () => {
    const pinia = setup(fakeClient({}));
    const w = mountWith(RulesView, pinia, { doc: null, part: null, paragraph: null });
    await settleAll();
    expect(w.find('[data-testid="rules-text"]').attributes('data-doc')).toBe('000');
    expect(w.findAll('[data-testid="rules-part"]').length).toBe(7);
    expect(w.findAll('[data-testid="rules-lesson"]')).toEqual([]);
    expect(w.findAll('[data-target="true"]')).toEqual([]);
    w.unmount();
  });

  it('names the place it could not find and opens the nearest part', async () => {
    const pinia = setup(fakeClient({}));
    const w = mountWith(RulesView, pinia, { doc: '000', part: 'IV', paragraph: 40 });
    await settleAll();
    expect(w.find('[data-testid="rules-nearest"]').text()).toContain('čl. IV odst. 40');
    expect(w.find('[data-testid="rules-part"][data-part="IV"]').attributes('data-target')).toBe('true');
    const unknown = mountWith(RulesView, pinia, { doc: '009', part: null, paragraph: null });
    expect(unknown.find('[data-testid="rules-unknown"]').exists()).toBe(true);
    w.unmount();
    unknown.unmount();
  });

  it('opened from a lesson, offers the way back to it, kept while the reader moves within the rules', async () => {
    const pinia = setup(fakeClient({}));
    await go({ name: 'lesson', id: 'basics.betl' });
    await go({ name: 'rules', doc: '000', part: 'II', paragraph: 7 });
    const w = mountWith(RulesView, pinia, { doc: '000', part: 'II', paragraph: 7 });
    await settleAll();
    expect(w.find('[data-testid="rules-return"]').text()).toBe('← Zpět do lekce');
    // Another place in the rules: the way back still leads to the lesson, not to the previous paragraph.
    await go({ name: 'rules', doc: '000', part: 'IV', paragraph: 7 });
    await settleAll();
    await w.find('[data-testid="rules-return"]').trigger('click');
    expect(await screen()).toEqual({ name: 'lesson', id: 'basics.betl' });
    expect(screenOf(trail().from.value!)).toMatchObject({ name: 'rules', part: 'IV' });
    w.unmount();
    // Opened from home there is no such button: "Zpět domů" is already there.
    await go({ name: 'home' });
    await go({ name: 'rules', doc: null, part: null, paragraph: null });
    const fromHome = mountWith(RulesView, pinia, { doc: null, part: null, paragraph: null });
    expect(fromHome.find('[data-testid="rules-return"]').exists()).toBe(false);
    fromHome.unmount();
  });

  it('searches as the reader types, and a result opens its place', async () => {
    const pinia = setup(fakeClient({}));
    const w = mountWith(RulesView, pinia, { doc: '000', part: null, paragraph: null });
    await w.find('[data-testid="rules-search"]').setValue('renonc');
    expect(useRulesStore().query).toBe('renonc');
    const results = w.findAll('[data-testid="rules-result"]');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.attributes('data-place')).toMatch(/^000\/VI\//);
    expect(w.find('[data-testid="rules-toc"]').exists()).toBe(false);
    await results[0]!.trigger('click');
    expect(await screen()).toMatchObject({ name: 'rules', doc: '000', part: 'VI' });
    await w.find('[data-testid="rules-search-clear"]').trigger('click');
    expect(w.find('[data-testid="rules-toc"]').exists()).toBe(true);
    w.unmount();
  });
});
