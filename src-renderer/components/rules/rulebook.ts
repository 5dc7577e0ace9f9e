/**
 * The rulebook's text (src-shared/rulebook, every document retold: a few hundred KB) loaded on demand,
 * once, so that a screen showing a citation does not carry it in the first download: the rules view
 * imports it itself, a citation link asks for it to title its tooltip. `rulebook` stays null until it has
 * arrived (and if the load failed: the tooltip is an extra, the link works without it).
 */
import { shallowRef } from 'vue';
import type * as RulebookModule from '../../../src-shared/rulebook/index.ts';

type Rulebook = typeof RulebookModule;

export const rulebook = shallowRef<Rulebook | null>(null);
let loading: Promise<void> | null = null;

/** Starts loading the rulebook (once); resolves when it is there or could not be had. */
export function loadRulebook(): Promise<void> {
  loading ??= import('../../../src-shared/rulebook/index.ts').then(
    (m) => {
      rulebook.value = m;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}
