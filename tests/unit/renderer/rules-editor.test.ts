// @vitest-environment happy-dom
/** The rules editor on the new-session screen: every option, presets, validation, and what is sent. */
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { type DOMWrapper, type VueWrapper } from '@vue/test-utils';
import {
  AUCTION_OPTIONS,
  PRESET_IDS,
  PRESETS,
  type Ruleset,
  TWO_HAND_OPTIONS,
} from '../../../src-shared/rules/ruleset.ts';
import { parseRules } from '../../../src-shared/io/parse.ts';
import { DOC_NAME } from '../../../src-shared/explain/articles.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { FIELD_GROUPS, draftOf, readDraft, readDoubleNames } from '../../../src-renderer/format/rules.ts';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import NewSessionView from '../../../src-renderer/views/NewSessionView.vue';
import { approvedSuit } from '../helpers.ts';
import { type FakeClient, fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';

afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
  window.location.hash = '';
});

/** A file of the project or an internal name, never shown to a reader. */
const INTERNAL_REFERENCE = /rules\/|\b00\d\b|\.txt|popis aplikace|app description/i;

/**
 * Every option path of a ruleset except the preset id, the base (chosen outside the editor) and the
 * licitovaný and lízaný options (not edited until the app offers those variants).
 */
function optionPaths(r: Ruleset): string[] {
  const hidden: readonly string[] = [...AUCTION_OPTIONS, ...TWO_HAND_OPTIONS];
  return Object.keys(r)
    .flatMap((k) =>
      k === 'preset' || k === 'baseHaler'
        ? []
        : k === 'rates'
          ? Object.keys(r.rates).map((rk) => `rates.${rk}`)
          : [k],
    )
    .filter((path) => !hidden.includes(path));
}

function mountScreen(): { wrapper: VueWrapper; client: FakeClient } {
  const client = fakeClient({
    sessionNew: (p) => ({
      ok: true,
      value: snapshotOf(approvedSuit('H7', ['B7', 'L7']), { id: 3, seats: p.settings.seats }),
    }),
  });
  const pinia = setup(client);
  return { wrapper: mountWith(NewSessionView, pinia), client };
}

const field = (w: VueWrapper, option: string): DOMWrapper<HTMLInputElement> =>
  w.find<HTMLInputElement>(`[data-testid="rule-${option}"]`);

const value = (w: VueWrapper, option: string) => field(w, option).element.value;
const checked = (w: VueWrapper, option: string) => field(w, option).element.checked;

describe('rules editor', () => {
  it('shows every option with the values of the chosen preset', async () => {
    const { wrapper } = mountScreen();
    const editor = wrapper.find('[data-testid="rules-editor"]');
    expect(editor.exists()).toBe(true);
    expect(editor.element.tagName).toBe('DETAILS');
    for (const option of optionPaths(PRESETS.csm)) expect(field(wrapper, option).exists(), option).toBe(true);

    expect(value(wrapper, 'rates.game')).toBe('1');
    expect(value(wrapper, 'rates.betl')).toBe('15');
    expect(value(wrapper, 'rates.durch')).toBe('30');
    expect(checked(wrapper, 'rates.openBetl-on')).toBe(false);
    expect(field(wrapper, 'rates.openBetl').element.disabled).toBe(true);
    expect(checked(wrapper, 'redDoubles')).toBe(true);
    expect(checked(wrapper, 'shuffleEveryHand')).toBe(false);
    expect(value(wrapper, 'hundredGrowth')).toBe('rate');
    expect(value(wrapper, 'unplayed')).toBe('never');
    expect(value(wrapper, 'doubleNames')).toBe('flek, re, tutti, boty');
    expect(checked(wrapper, 'maxDoubles-on')).toBe(false);
    expect(checked(wrapper, 'limit-on')).toBe(true);
    expect(value(wrapper, 'limit')).toBe('500');
    // The choices are the lists exported by the ruleset.
    expect(
      field(wrapper, 'hundredGrowth')
        .findAll('option')
        .map((o) => o.element.value),
    ).toEqual(['rate', 'double', 'halfGame']);
    wrapper.unmount();
  });

  it('starts again from the preset when the preset changes or Reset is pressed', async () => {
    const { wrapper } = mountScreen();
    await field(wrapper, 'rates.betl').setValue('7');
    await field(wrapper, 'redDoubles').setValue(false);
    await wrapper.find('[data-testid="rules-preset"]').setValue('house001');
    await nextTick();
    expect(value(wrapper, 'rates.betl')).toBe('5');
    expect(value(wrapper, 'rates.durch')).toBe('10');
    expect(checked(wrapper, 'rates.openBetl-on')).toBe(true);
    expect(value(wrapper, 'rates.openBetl')).toBe('10');
    expect(field(wrapper, 'rates.openBetl').element.disabled).toBe(false);
    expect(checked(wrapper, 'redDoubles')).toBe(true);
    expect(value(wrapper, 'hundredGrowth')).toBe('halfGame');
    expect(value(wrapper, 'unplayed')).toBe('gameAndSeven');
    expect(value(wrapper, 'doubleNames')).toBe('flek, re, tutti, retutti');
    expect(checked(wrapper, 'maxDoubles-on')).toBe(true);
    expect(value(wrapper, 'maxDoubles')).toBe('4');
    expect(checked(wrapper, 'limit-on')).toBe(false);

    await field(wrapper, 'hundredGrowth').setValue('double');
    await field(wrapper, 'rates.game').setValue('');
    expect(wrapper.find('[data-testid="rule-rates.game-problem"]').exists()).toBe(true);
    await wrapper.find('[data-testid="rules-reset"]').trigger('click');
    await nextTick();
    expect(value(wrapper, 'hundredGrowth')).toBe('halfGame');
    expect(value(wrapper, 'rates.game')).toBe('1');
    expect(wrapper.find('[data-testid="rule-rates.game-problem"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="new-session-problem"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('starts the session with the whole edited ruleset, which parseRules accepts', async () => {
    const { wrapper, client } = mountScreen();
    await field(wrapper, 'rates.betl').setValue('20');
    await field(wrapper, 'rates.openBetl-on').setValue(true);
    await field(wrapper, 'rates.openBetl').setValue('12');
    await field(wrapper, 'redDoubles').setValue(false);
    await field(wrapper, 'hundredGrowth').setValue('double');
    await field(wrapper, 'marriageOrder').setValue('overFirst');
    await field(wrapper, 'doubleNames').setValue('Flek, lepší, tutti');
    await field(wrapper, 'maxDoubles-on').setValue(true);
    await field(wrapper, 'maxDoubles').setValue('3');
    await field(wrapper, 'limit-on').setValue(false);
    await field(wrapper, 'shuffleEveryHand').setValue(true);
    await wrapper.find('[data-testid="rules-base"]').setValue('100');
    await nextTick();
    expect(wrapper.find('[data-testid="start"]').attributes('disabled')).toBeUndefined();
    await wrapper.find('form').trigger('submit');
    await settleAll();

    const call = client.calls.find((c) => c.method === 'sessionNew');
    const sent = (call?.params as { settings: { rules: unknown } }).settings.rules;
    const expected: Ruleset = {
      ...PRESETS.csm,
      rates: { ...PRESETS.csm.rates, betl: 20, openBetl: 12 },
      redDoubles: false,
      hundredGrowth: 'double',
      marriageOrder: 'overFirst',
      doubleNames: ['flek', 'lepsi', 'tutti'],
      maxDoubles: 3,
      limit: null,
      shuffleEveryHand: true,
      baseHaler: 100,
    };
    expect(sent).toEqual(expected);
    const parsed = parseRules(sent);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value).toEqual(expected);
    wrapper.unmount();
  });

  it('shows what is wrong with a field and blocks starting', async () => {
    const { wrapper, client } = mountScreen();
    const start = () => wrapper.find('[data-testid="start"]');
    const problem = (option: string) => wrapper.find(`[data-testid="rule-${option}-problem"]`);

    await field(wrapper, 'rates.betl').setValue('-3');
    expect(problem('rates.betl').text()).toBe('Zadej číslo aspoň 0.');
    expect(field(wrapper, 'rates.betl').attributes('aria-invalid')).toBe('true');
    expect(field(wrapper, 'rates.betl').attributes('aria-describedby')).toContain(
      problem('rates.betl').attributes('id'),
    );
    expect(wrapper.find('[data-testid="new-session-problem"]').text()).toBe(
      'Některé volby v části „Pravidla podrobně“ nejsou platné.',
    );
    expect(wrapper.find('[data-testid="rules-editor-problems"]').text()).toBe('(1 chyba)');
    expect(start().attributes('disabled')).toBeDefined();

    await field(wrapper, 'rates.betl').setValue('2.5');
    expect(problem('rates.betl').text()).toBe('Zadej celé číslo.');
    await field(wrapper, 'rates.betl').setValue('');
    expect(problem('rates.betl').text()).toBe('Zadej číslo.');
    await field(wrapper, 'limit').setValue('0');
    expect(problem('limit').text()).toBe('Zadej číslo aspoň 1.');
    await field(wrapper, 'doubleNames').setValue('flek, frak');
    expect(problem('doubleNames').text()).toContain('Neznámý název „frak“');
    expect(wrapper.find('[data-testid="rules-editor-problems"]').text()).toBe('(3 chyby)');

    await wrapper.find('form').trigger('submit');
    await settleAll();
    expect(client.calls.some((c) => c.method === 'sessionNew')).toBe(false);

    // A switched-off option is not checked.
    await field(wrapper, 'limit-on').setValue(false);
    expect(problem('limit').exists()).toBe(false);
    await field(wrapper, 'rates.betl').setValue('15');
    await field(wrapper, 'doubleNames').setValue('flek, re');
    expect(wrapper.find('[data-testid="new-session-problem"]').exists()).toBe(false);
    expect(start().attributes('disabled')).toBeUndefined();
    wrapper.unmount();
  });

  it('labels every input, in Czech and in English', async () => {
    const { wrapper } = mountScreen();
    const inputs = wrapper.findAll('[data-testid="rules-editor"] input, [data-testid="rules-editor"] select');
    expect(inputs.length).toBeGreaterThan(optionPaths(PRESETS.csm).length);
    for (const input of inputs) {
      const id = input.attributes('id');
      const byFor = id ? document.querySelector(`label[for="${id}"]`) : null;
      const around = input.element.closest('label');
      expect((byFor ?? around)?.textContent?.trim(), input.attributes('data-testid')).toBeTruthy();
    }
    const editor = () => wrapper.find('[data-testid="rules-editor"]');
    const labelOf = (option: string) => {
      const input = field(wrapper, option);
      const id = input.attributes('id') as string;
      return (document.querySelector(`label[for="${id}"]`) ??
        input.element.closest('label'))!.textContent.trim();
    };
    expect(editor().find('summary').text()).toBe('Pravidla podrobně');
    expect(labelOf('rates.betl')).toBe('Betl');
    expect(labelOf('redDoubles')).toBe('Červená platí dvojnásob');
    expect(editor().text()).toContain('pravidla ČSM, čl. V odst. 4');
    expect(wrapper.find('[data-testid="rules-reset"]').text()).toBe('Výchozí');

    setLocale('en');
    await nextTick();
    expect(editor().find('summary').text()).toBe('Rules in detail');
    expect(labelOf('redDoubles')).toBe('Hearts pay double');
    expect(labelOf('hundredGrowth')).toBe('Growth of a hundred');
    expect(editor().text()).toContain('ČSM rules, art. V §4');
    expect(wrapper.find('[data-testid="rules-reset"]').text()).toBe('Reset');
    wrapper.unmount();
  });

  it('has a label and a help text citing a rule document by its name for each option in both languages', () => {
    type Texts = { label?: string; help?: string };
    const lookup = (messages: typeof cs, path: string): Texts => {
      let node: unknown = messages.rulesEditor.options;
      for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
      return node ?? {};
    };
    const shown = FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.key as string)).sort();
    expect(shown).toEqual(optionPaths(PRESETS.csm).sort());
    for (const [lang, messages] of [
      ['cs', cs],
      ['en', en],
    ] as const) {
      const docNames = Object.values(DOC_NAME).map((n) => n[lang]);
      for (const option of shown) {
        const texts = lookup(messages, option);
        expect(texts.label, option).toBeTruthy();
        expect(texts.label, option).not.toMatch(INTERNAL_REFERENCE);
        expect(
          docNames.some((d) => texts.help?.includes(d)),
          `${lang} ${option}: ${texts.help}`,
        ).toBe(true);
        // The reader never sees a file of the project ("rules/001 „Kategorie“", "004_….txt").
        expect(texts.help, option).not.toMatch(INTERNAL_REFERENCE);
      }
    }
  });
});

describe('rules draft', () => {
  it('reads every preset back unchanged', () => {
    for (const id of PRESET_IDS) expect(readDraft(draftOf(PRESETS[id])).rules).toEqual(PRESETS[id]);
  });

  it('reads the doubling names with or without diacritics and rejects others', () => {
    expect(readDoubleNames('Flek; re  LEPŠÍ')).toEqual({ value: ['flek', 're', 'lepsi'] });
    expect(readDoubleNames('')).toEqual({ value: [] });
    expect(readDoubleNames('flek, flek')).toEqual({ problem: { code: 'repeatedName', name: 'flek' } });
    expect(readDoubleNames('flek, supr')).toMatchObject({ problem: { code: 'unknownName', name: 'supr' } });
  });
});
