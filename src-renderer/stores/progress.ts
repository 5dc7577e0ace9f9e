/**
 * The learner's progress as main computes it (`progress`), days counted in this computer's local
 * calendar. Asked again on each visit of home or the progress page (it changes as lessons and drills are
 * finished); a failed call keeps what was shown and sets `error`.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { Progress } from '../../src-shared/api/progress.ts';
import { useApiClient } from '../api/client.ts';

/** Minutes east of UTC now (`getTimezoneOffset` counts west). */
export const localUtcOffset = (now: Date = new Date()): number => -now.getTimezoneOffset();

export const useProgressStore = defineStore('progress', () => {
  const progress = ref<Progress | null>(null);
  const error = ref<ApiError | null>(null);
  const loading = ref(false);

  async function load(): Promise<void> {
    loading.value = true;
    try {
      const r = await useApiClient().call('progress', { utcOffset: localUtcOffset() });
      if (r.ok) {
        progress.value = r.value;
        error.value = null;
      } else error.value = r.error;
    } finally {
      loading.value = false;
    }
  }

  return { progress, error, loading, load };
});
