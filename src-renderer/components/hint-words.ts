/**
 * The hint's formatter (src-shared/explain/hint.ts, with the verdicts and principles it words from)
 * loaded when the first hint is shown, not with the table's page: the words are large and a hint is
 * asked for now and then. `hintWords` is null until it has arrived; `hintWordsFailed` says the load
 * failed (ExplanationPanel then says so, and the next hint tries again).
 */
import { shallowRef } from 'vue';
import type { formatHint } from '../../src-shared/explain/hint.ts';

type FormatHint = typeof formatHint;

export const hintWords = shallowRef<FormatHint | null>(null);
export const hintWordsFailed = shallowRef(false);
let loading: Promise<void> | null = null;

/** Starts loading the formatter (once; again after a failure). */
export function loadHintWords(): Promise<void> {
  loading ??= import('../../src-shared/explain/hint.ts').then(
    (m) => {
      hintWords.value = m.formatHint;
      hintWordsFailed.value = false;
    },
    () => {
      hintWordsFailed.value = true;
      loading = null;
    },
  );
  return loading;
}
