/** The saved sessions, most recently played first (sessionList). */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { SessionSummary } from '../../src-shared/api/game.ts';
import { useApiClient } from '../api/client.ts';

export const useSessionsStore = defineStore('sessions', () => {
  const list = ref<readonly SessionSummary[]>([]);
  const loading = ref(false);
  const loaded = ref(false);
  const error = ref<ApiError | null>(null);

  /** The session to resume: the one played most recently. */
  const latest = computed<SessionSummary | null>(() => {
    let best: SessionSummary | null = null;
    for (const s of list.value) if (best === null || s.updated > best.updated) best = s;
    return best;
  });

  async function load(): Promise<void> {
    loading.value = true;
    const r = await useApiClient().call('sessionList', {});
    loading.value = false;
    loaded.value = true;
    if (r.ok) {
      list.value = r.value;
      error.value = null;
    } else {
      error.value = r.error;
    }
  }

  return { list, loading, loaded, error, latest, load };
});
