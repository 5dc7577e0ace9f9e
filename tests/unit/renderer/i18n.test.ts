// @vitest-environment happy-dom
/** Czech first, English complete: the Czech plural rule, and the same keys in both message files. */
import { beforeEach, describe, expect, it } from 'vitest';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { guestLanguage } from '../../../src-renderer/api/client.ts';
import {
  czechPlural,
  i18n,
  languageLoad,
  loadLanguage,
  setLocale,
} from '../../../src-renderer/i18n/index.ts';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaves(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'object' && v !== null ? leaves(v as object) : [v]));
}

beforeEach(() => setLocale('cs'));

describe('i18n', () => {
  it('uses the Czech plural forms 1 / 2–4 / 5+', () => {
    const t = i18n.global.t;
    expect(t('cards.count', 1)).toBe('1 karta');
    expect(t('cards.count', 2)).toBe('2 karty');
    expect(t('cards.count', 4)).toBe('4 karty');
    expect(t('cards.count', 5)).toBe('5 karet');
    expect(t('cards.count', 0)).toBe('0 karet');
    expect(t('cards.count', 10)).toBe('10 karet');
    expect([1, 2, 3, 4, 5, 11, 22].map((n) => czechPlural(n, 3))).toEqual([0, 1, 1, 1, 2, 2, 2]);
  });

  it('uses the English plural in English', () => {
    setLocale('en');
    const t = i18n.global.t;
    expect(t('cards.count', 1)).toBe('1 card');
    expect(t('cards.count', 2)).toBe('2 cards');
    expect(t('cards.count', 5)).toBe('5 cards');
  });

  it('has every text in both languages', () => {
    expect(keys(en).sort()).toEqual(keys(cs).sort());
    for (const text of [...leaves(cs), ...leaves(en)]) expect(text.trim()).not.toBe('');
  });

  it('compiles every message (no stray special characters)', () => {
    for (const lang of ['cs', 'en'] as const) {
      setLocale(lang);
      for (const key of keys(cs)) {
        const out = i18n.global.t(key, { n: 2, name: 'X', id: 1, max: 24 });
        expect(out, `${lang}:${key}`).not.toBe(key);
      }
    }
  });
});

describe('the language a guest’s device shows', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('is its own choice once made, else its browser’s', () => {
    expect(guestLanguage(storage(JSON.stringify({ lang: 'en', deck: 'french' })), 'cs-CZ')).toBe('en');
    expect(guestLanguage(storage(JSON.stringify({ lang: 'cs' })), 'en-US')).toBe('cs');
    expect(guestLanguage(storage(null), 'cs-CZ')).toBe('cs');
    expect(guestLanguage(storage(null), 'en-US')).toBe('en');
    expect(guestLanguage(storage(null), 'de-DE')).toBe('en');
  });
  it('ignores a stored language it does not have and an unreadable store', () => {
    expect(guestLanguage(storage(JSON.stringify({ lang: 'de' })), 'cs')).toBe('cs');
    expect(guestLanguage(storage('{not json'), 'en-GB')).toBe('en');
    expect(guestLanguage(storage('null'), 'cs')).toBe('cs');
  });
});

describe('a language’s texts, loaded when first shown', () => {
  it('shows a language whose texts are loaded at once', async () => {
    await loadLanguage('en');
    setLocale('en');
    expect(i18n.global.locale.value).toBe('en');
    expect(languageLoad.pending.value).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });
  it('loads each language from a module of its own, holding that language’s texts', async () => {
    const [csModule, enModule] = await Promise.all([
      import('../../../src-renderer/i18n/cs.ts'),
      import('../../../src-renderer/i18n/en.ts'),
    ]);
    await Promise.all([loadLanguage('cs'), loadLanguage('en')]);
    expect(i18n.global.getLocaleMessage('cs')).toEqual(csModule.cs);
    expect(i18n.global.getLocaleMessage('en')).toEqual(enModule.en);
  });
});
