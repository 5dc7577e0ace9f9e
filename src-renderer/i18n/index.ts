/**
 * vue-i18n set up for Czech first and English. Czech plurals have three forms: 1 karta, 2–4 karty,
 * 0 and 5+ karet; messages write them as "one | few | many".
 */
import { computed } from 'vue';
// The one place that uses vue-i18n's useI18n: components take the typed one below.
// eslint-disable-next-line no-restricted-imports
import { createI18n, useI18n as useVueI18n } from 'vue-i18n';
import type { Lang } from '../../src-shared/explain/names.ts';
import { cs, type Messages } from './cs.ts';
import { en } from './en.ts';
import type { MessageKey, TypedT } from './keys.ts';

export type { MessageKey, PairKeys, TypedT } from './keys.ts';

/** Index of the plural form for Czech: 0 for 1, 1 for 2–4, 2 otherwise (0, 5+, fractions take "few"). */
export function czechPlural(choice: number, choicesLength: number): number {
  const n = Math.abs(choice);
  let index: number;
  if (!Number.isInteger(n)) index = 1;
  else if (n === 1) index = 0;
  else if (n >= 2 && n <= 4) index = 1;
  else index = 2;
  return Math.min(index, choicesLength - 1);
}

/** English: "one | other". */
export function englishPlural(choice: number, choicesLength: number): number {
  return Math.min(Math.abs(choice) === 1 ? 0 : 1, choicesLength - 1);
}

/** Both languages must have the schema's (Czech) shape: a text missing in English does not compile. */
export const i18n = createI18n<[Messages], 'cs' | 'en', false>({
  legacy: false,
  locale: 'cs',
  fallbackLocale: 'cs',
  messages: { cs, en },
  pluralRules: { cs: czechPlural, en: englishPlural },
  missingWarn: false,
  fallbackWarn: false,
});

export function setLocale(lang: Lang): void {
  i18n.global.locale.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * vue-i18n's useI18n (global scope) with `t` narrowed to the app's keys (keys.ts): a key with no text
 * does not compile, in a script or in a template. `te` tells whether a key built from data (an id read
 * from the store) has a text, and narrows it to a key.
 */
export function useI18n() {
  const composer = useVueI18n();
  const t: TypedT = composer.t;
  const te = (key: string): key is MessageKey => composer.te(key);
  return { t, te, locale: composer.locale };
}

/** The current language, for the src-shared formatters. */
export function useLang() {
  const { locale } = useI18n();
  return computed<Lang>(() => (locale.value === 'en' ? 'en' : 'cs'));
}
