// @vitest-environment happy-dom
/**
 * The lesson screen against the real runner (LessonService over the shipped catalogue, the goal judge
 * in-process, a real SQLite file): a card that meets the step's goal but gives money away is right, with
 * the cost as the second line under "Správně!" in the drills' words (goalCostWords), not as a mistake;
 * a step collecting every right card shows each one found and how many remain until main says it is
 * done; an every-legal-card step carries no note on how the unseen cards are judged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiResult, type Method, type ParamsOf, ok } from '../../../src-shared/index.ts';
import { goalCostWords } from '../../../src-shared/explain/goal.ts';
import { stepState } from '../../../src-shared/training/lesson.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { execute } from '../../../src-main/solver/tasks.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { type Catalogue } from '../../../src-main/training/catalogue.ts';
import { LessonService } from '../../../src-main/training/lessons.ts';
import LessonView from '../../../src-renderer/views/LessonView.vue';
import { mountWith, setup } from './support.ts';
import { waitFor } from '../../support/wait.ts';

let dir: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-lesson-view-'));
  store = openStore(join(dir, 'marias.sqlite'));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The lesson screen over the real runner, the judge in-process. */
function mountLesson(catalogue: Catalogue, id: string) {
  const service = new LessonService(catalogue, store.lessons, {
    lessonJudge: (task) => Promise.resolve(ok(execute(task))),
  });
  const client = {
    call: <M extends Method>(method: M, params: ParamsOf<M>): Promise<ApiResult<M>> =>
      (service as unknown as Record<string, (p: unknown) => Promise<ApiResult<M>>>)[method]!(params),
  };
  return mountWith(LessonView, setup(client), { id });
}

describe('the lesson screen', () => {
  it('collects every card a step asks for: each one found, how many remain, done when main says so', async () => {
    const wrapper = mountLesson(loadCatalogue(), 'defence.smear');
    const cardEl = (c: string) => wrapper.find(`[data-testid=hand-card][data-card="${c}"]`);
    const click = async (c: string) => {
      await waitFor(() => expect(cardEl(c).exists()).toBe(true));
      await cardEl(c).trigger('click');
    };
    await click('AX');
    await waitFor(() => expect(wrapper.find('[data-testid=lesson-next-step]').exists()).toBe(true));
    await wrapper.find('[data-testid=lesson-next-step]').trigger('click');
    await waitFor(() => expect(wrapper.find('[data-testid=lesson-step]').attributes('data-step')).toBe('1'));
    expect(wrapper.find('[data-testid=lesson-task]').text()).toContain('Najdi každou kartu');
    await click('A7');
    await waitFor(() => expect(wrapper.find('[data-testid=lesson-found]').exists()).toBe(true));
    expect(wrapper.find('[data-testid=lesson-found-now]').text()).toBe('Ano, žaludská sedma úkol splní.');
    expect(wrapper.find('[data-testid=lesson-remaining]').text()).toBe('Ještě 2 karty.');
    expect(wrapper.find('[data-testid=lesson-found]').text()).toContain('Nalezené: žaludská sedma');
    expect(wrapper.find('[data-testid=lesson-right]').exists()).toBe(false);
    expect(cardEl('A7').attributes('data-found')).toBe('true');
    // Found again: no mistake, nothing more found.
    await click('A7');
    await waitFor(() =>
      expect(wrapper.find('[data-testid=lesson-found-now]').text()).toBe('Tuhle kartu už máš.'),
    );
    expect(wrapper.find('[data-testid=lesson-remaining]').text()).toBe('Ještě 2 karty.');
    await click('A8');
    await waitFor(() => expect(wrapper.find('[data-testid=lesson-remaining]').text()).toBe('Ještě 1 karta.'));
    expect(wrapper.find('[data-testid=lesson-finish]').exists()).toBe(false);
    await click('B8');
    await waitFor(() => expect(wrapper.find('[data-testid=lesson-finish]').exists()).toBe(true));
    expect(wrapper.find('[data-testid=lesson-stars]').attributes('data-stars')).toBe('3');
    wrapper.unmount();
  });

  it('says how cards are judged, except at a question of the rules (every legal card)', async () => {
    const legal = mountLesson(loadCatalogue(), 'basics.follow-suit');
    await waitFor(() => expect(legal.find('[data-testid=lesson-step]').exists()).toBe(true));
    expect(legal.find('[data-testid=lesson-table]').attributes('data-check')).toBe('seat');
    expect(legal.find('[data-testid=lesson-check]').exists()).toBe(false);
    legal.unmount();
    const seat = mountLesson(loadCatalogue(), 'basics.counting');
    await waitFor(() => expect(seat.find('[data-testid=lesson-step]').exists()).toBe(true));
    expect(seat.find('[data-testid=lesson-check]').text()).toContain('Vidíš karty všech hráčů');
    seat.unmount();
  });

  it('says what a right card costs against the best card meeting the goal, as a second line', async () => {
    // basics.contracts, its first step asked only to keep the seven: the ace of bells keeps it but lets
    // the game go; the ace of hearts keeps both.
    const shipped = loadCatalogue();
    const lesson = shipped.lessons.find((l) => l.id === 'basics.contracts');
    if (lesson === undefined) throw new Error('no basics.contracts');
    const first = { ...lesson.steps[0]!, goal: { kind: 'keep', part: 'seven' } as const };
    const catalogue = { ...shipped, lessons: [{ ...lesson, steps: [first, ...lesson.steps.slice(1)] }] };
    const service = new LessonService(catalogue, store.lessons, {
      lessonJudge: (task) => Promise.resolve(ok(execute(task))),
    });
    const client = {
      call: <M extends Method>(method: M, params: ParamsOf<M>): Promise<ApiResult<M>> =>
        (service as unknown as Record<string, (p: unknown) => Promise<ApiResult<M>>>)[method]!(params),
    };
    const pinia = setup(client);
    const wrapper = mountWith(LessonView, pinia, { id: 'basics.contracts' });
    await waitFor(() => expect(wrapper.find('[data-testid=hand-card][data-card="BA"]').exists()).toBe(true));

    const state = stepState(first);
    if (!state.ok) throw new Error(state.error);
    const a = analyze(state.value);
    const loss = (c: string) => a.cards.find((v) => v.card === c)?.loss ?? Number.NaN;
    const words = goalCostWords(loss('BA') - loss('HA'), 'HA', 'cs');
    expect(words).toContain('Cíl splníš, ale s červeným esem');

    await wrapper.find('[data-testid=hand-card][data-card="BA"]').trigger('click');
    await waitFor(() => expect(wrapper.find('[data-testid=lesson-next-step]').exists()).toBe(true));
    expect(wrapper.find('[data-testid=lesson-right]').text()).toContain('Správně');
    expect(wrapper.find('[data-testid=lesson-cost-right]').text()).toBe(words);
    expect(wrapper.find('[data-testid=lesson-mistakes]').text()).toContain('0');
    wrapper.unmount();
  });
});
