// @vitest-environment happy-dom
/**
 * The typed keys (src-renderer/i18n/keys.ts). `npm run typecheck` covers this file (tsconfig.web.json):
 * every `@ts-expect-error` below that stopped being an error fails it, and so does every `expectTypeOf`
 * that no longer holds, so each is a check that a key without a text does not compile. At run time the
 * same calls show what the check prevents: vue-i18n answers a missing key with the key itself, which
 * the screen would show. The template side is TypedKeys.vue, mounted below.
 */
import { mount } from '@vue/test-utils';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { AI_LEVELS, type AiLevel } from '../../../src-shared/api/game.ts';
import { DRILL_THEMES, type DrillTheme } from '../../../src-shared/api/drills.ts';
import { VARIANTS, type Variant } from '../../../src-shared/engine/table.ts';
import { PRESET_IDS, type PresetId } from '../../../src-shared/rules/ruleset.ts';
import type { Messages } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import {
  type MessageKey,
  type TypedT,
  i18n,
  setLocale,
  type useI18n,
} from '../../../src-renderer/i18n/index.ts';
import TypedKeys from './fixtures/TypedKeys.vue';

// The t components get from useI18n(); at run time the global composer's t, as in the app.
const t: ReturnType<typeof useI18n>['t'] = i18n.global.t;

beforeEach(() => setLocale('cs'));

describe('typed i18n keys', () => {
  it('takes a key with a text and refuses one without', () => {
    expectTypeOf(t).toEqualTypeOf<TypedT>();
    expect(t('app.title')).toBe('Mariáš');
    expect(t('cards.count', 3)).toBe('3 karty');
    expect(t('seat.ai', { level: 'mistr' })).toBe('počítač, úroveň mistr');
    // @ts-expect-error no such key
    expect(t('app.noSuchKey')).toBe('app.noSuchKey');
    // @ts-expect-error a misspelt one
    expect(t('app.tilte')).toBe('app.tilte');
    // @ts-expect-error a group of texts is not a text
    expect(t('app')).not.toBe('Mariáš');
    // @ts-expect-error a key is a string literal, not any string
    expect(t(['app', 'title'].join('.'))).toBe('Mariáš');
  });

  it('refuses a key built from an id that has no text', () => {
    const ids = ['csm', 'noSuchPreset'] as const;
    const texts = ids.map(
      // @ts-expect-error presets.noSuchPreset has no text
      (id) => t(`presets.${id}`),
    );
    expect(texts[1]).toBe('presets.noSuchPreset');
    // A vocabulary every member of which has a text compiles, and each one is a text at run time.
    for (const id of PRESET_IDS) expect(t(`presets.${id}`)).not.toBe(`presets.${id}`);
  });

  it('has a text for every id of the vocabularies keys are built from', () => {
    expectTypeOf<`presets.${PresetId}`>().toExtend<MessageKey>();
    expectTypeOf<`presetNotes.${PresetId}`>().toExtend<MessageKey>();
    expectTypeOf<`levels.${AiLevel}`>().toExtend<MessageKey>();
    expectTypeOf<`sessionVariant.names.${Variant}`>().toExtend<MessageKey>();
    expectTypeOf<`sessionVariant.about.${Variant}`>().toExtend<MessageKey>();
    // The theme ids read from the store (progress, repetition) are looked up with te(), which the
    // compiler cannot see: these two lines and the loop below are what keeps every theme named.
    expectTypeOf<`drill.themes.${DrillTheme}`>().toExtend<MessageKey>();
    expectTypeOf<`progress.themes.${DrillTheme}`>().toExtend<MessageKey>();
    for (const lang of ['cs', 'en'] as const) {
      setLocale(lang);
      const missing = [
        ...DRILL_THEMES.flatMap((th) => [`drill.themes.${th}`, `progress.themes.${th}`]),
        ...AI_LEVELS.map((l) => `levels.${l}`),
        ...VARIANTS.map((v) => `sessionVariant.names.${v}`),
      ].filter((key) => !i18n.global.te(key, lang));
      expect(missing, lang).toEqual([]);
    }
  });

  it('makes English have exactly the Czech keys', () => {
    const { title: _title, ...withoutTitle } = en.app;
    // @ts-expect-error English without app.title
    const missing: Messages = { ...en, app: withoutTitle };
    // @ts-expect-error English with a key Czech does not have
    const extra: Messages = { ...en, app: { ...en.app, subtitle: 'Learn mariáš' } };
    expect(Object.keys(missing.app)).not.toContain('title');
    expect(Object.keys(extra.app)).toContain('subtitle');
  });

  it('checks the keys in a template', () => {
    setLocale('en');
    const w = mount(TypedKeys, { global: { plugins: [i18n] } });
    expect(w.get('[data-testid=known]').text()).toBe('Mariáš · Home');
    expect(w.get('[data-testid=unknown]').text()).toBe('app.noSuchKey');
    expect(w.findAll('[data-testid=preset]').map((p) => p.text())).toEqual(
      PRESET_IDS.map((id) => en.presets[id]),
    );
    w.unmount();
  });
});
