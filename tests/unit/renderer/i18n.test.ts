// @vitest-environment happy-dom
/** Czech first, English complete: the Czech plural rule, and the same keys in both message files. */
import { beforeEach, describe, expect, it } from 'vitest';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { czechPlural, i18n, setLocale } from '../../../src-renderer/i18n/index.ts';

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
