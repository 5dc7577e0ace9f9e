/**
 * "Proč? / Why?" about the computer's calls after a hand: main's answer (`callWhy`) per session, hand
 * and action index, asked when the person opens it and kept, so opening it again asks nothing. The
 * answer is data (a `CallWhy`, or the error); the component words it with the one formatter.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { CallWhy } from '../../src-shared/explain/why.ts';
import { useApiClient } from '../api/client.ts';

export interface WhyEntry {
  state: 'pending' | 'done' | 'failed';
  why: CallWhy | null;
  error: ApiError | null;
}

export const whyKey = (session: number, handNo: number, index: number): string =>
  `${session}:${handNo}:${index}`;

export const useWhyStore = defineStore('why', () => {
  const entries = ref<Record<string, WhyEntry>>({});

  /** Asks main why the computer made call `index` of the hand (once; a failed answer is asked again). */
  async function ask(session: number, handNo: number, index: number): Promise<void> {
    const key = whyKey(session, handNo, index);
    const known = entries.value[key];
    if (known !== undefined && known.state !== 'failed') return;
    entries.value[key] = { state: 'pending', why: null, error: null };
    const r = await useApiClient().call('callWhy', { id: session, handNo, index });
    entries.value[key] = r.ok
      ? { state: 'done', why: r.value, error: null }
      : { state: 'failed', why: null, error: r.error };
  }

  const entry = (session: number, handNo: number, index: number): WhyEntry | null =>
    entries.value[whyKey(session, handNo, index)] ?? null;

  return { entries, ask, entry };
});
