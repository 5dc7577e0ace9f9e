/**
 * The message keys as a type. Czech (cs.ts) is the schema: `MessageKey` is every dotted path to a text
 * in it, and `TypedT` is vue-i18n's `t` narrowed to those keys, so `t('no.such.key')` does not compile.
 *
 * vue-i18n's own types do not do this: its `t` and `$t` take `Key extends string`, so `DefineLocaleMessage`
 * or `useI18n<{ message: Schema }>()` only suggest keys and still accept any string (intlify/vue-i18n
 * #1116, #771, #2307). A key built at run time is built from a union of ids: `` t(`presets.${id}`) ``
 * with `id: PresetId` checks `` `presets.${PresetId}` `` against `MessageKey`, so an id without a text
 * is a compile error.
 */
import type { NamedValue } from 'vue-i18n';
import type { Messages } from './cs.ts';

/** Dotted paths to the texts (the leaves) of a message tree. */
export type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Every key of a text in the app's messages, e.g. `'app.title'` or `'presets.classic'`. */
export type MessageKey = LeafPaths<Messages>;

/**
 * The keys `prefix.name.value` for each name of a table and each of its own values, e.g.
 * `PairKeys<'settings.values', { deck: 'czech' | 'french' }>`. TypeScript cannot pair a name with its
 * own values in a template literal (`` `${K}.${V[K]}` `` over a union K crosses every name with every
 * value), so the one place that builds such a key casts to this type, which `t` then checks.
 */
export type PairKeys<Prefix extends string, V> = {
  [K in keyof V & string]: `${Prefix}.${K}.${V[K] & string}`;
}[keyof V & string];

/**
 * `t` over the app's keys, with the forms the app uses: the key alone, a plural count, named values,
 * and named values with a plural count. Czech plurals: see index.ts.
 */
export interface TypedT {
  (key: MessageKey): string;
  (key: MessageKey, plural: number): string;
  (key: MessageKey, named: NamedValue): string;
  (key: MessageKey, named: NamedValue, plural: number): string;
}
