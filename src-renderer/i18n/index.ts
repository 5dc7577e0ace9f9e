/**
 * vue-i18n set up for Czech first and English. Czech plurals have three forms: 1 karta, 2–4 karty,
 * 0 and 5+ karet; messages write them as "one | few | many".
 *
 * Each language's texts are a chunk of their own, loaded when that language is first shown
 * (`setLocale`): a page downloads and evaluates only the language on its screen, the other one when the
 * person switches. The entry (main.ts) loads the first language before it mounts.
 */
import { computed, shallowRef } from 'vue';
// The one place that uses vue-i18n's useI18n: components take the typed one below.
// eslint-disable-next-line no-restricted-imports
import { createI18n, useI18n as useVueI18n } from 'vue-i18n';
import type { Lang } from '../../src-shared/explain/names.ts';
import type { Messages } from './cs.ts';
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
  // Filled by `loadLanguage`, one language at a time.
  messages: {} as { cs: Messages; en: Messages },
  pluralRules: { cs: czechPlural, en: englishPlural },
  missingWarn: false,
  fallbackWarn: false,
});

/** Each language's chunk of texts (cs.ts, en.ts), imported on demand. */
const LOADERS: Readonly<Record<Lang, () => Promise<Messages>>> = {
  cs: () => import('./cs.ts').then((m) => m.cs),
  en: () => import('./en.ts').then((m) => m.en),
};

const loading = new Map<Lang, Promise<void>>();
const loaded = new Set<Lang>();

/**
 * The language asked for whose texts are still on their way (null: none); shown by the language
 * switch. `failed`: the language whose texts could not be loaded (the server gone or restarted with a
 * new build), until another is asked for.
 */
export const languageLoad = {
  pending: shallowRef<Lang | null>(null),
  failed: shallowRef<Lang | null>(null),
};

/** Loads a language's texts into vue-i18n (once; a failed load is tried again next time). */
export function loadLanguage(lang: Lang): Promise<void> {
  let load = loading.get(lang);
  if (load === undefined) {
    load = LOADERS[lang]()
      .then((messages: Messages | undefined) => {
        // Vite's preload helper answers undefined for an import whose failure a listener took.
        if (typeof messages !== 'object') throw new Error(`the texts of "${lang}" did not arrive`);
        i18n.global.setLocaleMessage(lang, messages);
        loaded.add(lang);
      })
      .catch((e: unknown) => {
        loading.delete(lang);
        throw e;
      });
    loading.set(lang, load);
  }
  return load;
}

/** The language asked for last: a slower load of one asked for before does not override it. */
let wanted: Lang | null = null;

function show(lang: Lang): void {
  i18n.global.locale.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Shows the interface in `lang`: at once when its texts are loaded, else once they are (the screen keeps
 * the language it has meanwhile, and `languageLoad.pending` says so; a load that failed sets
 * `languageLoad.failed`; asking for it again then changes nothing until the page is reloaded).
 * `loadLanguage(lang)` settles when the texts are in.
 */
export function setLocale(lang: Lang): void {
  // Asked again while its texts are on their way, or after they failed (main's answer to the saved
  // choice, a second click): nothing new. A browser keeps a script that failed as failed until the page
  // is reloaded, which is what the note says.
  if (lang === wanted && (languageLoad.pending.value === lang || languageLoad.failed.value === lang)) return;
  wanted = lang;
  languageLoad.failed.value = null;
  if (loaded.has(lang)) {
    languageLoad.pending.value = null;
    show(lang);
    return;
  }
  languageLoad.pending.value = lang;
  loadLanguage(lang).then(
    () => {
      if (wanted !== lang) return;
      languageLoad.pending.value = null;
      show(lang);
    },
    () => {
      if (wanted !== lang) return;
      languageLoad.pending.value = null;
      languageLoad.failed.value = lang;
    },
  );
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
