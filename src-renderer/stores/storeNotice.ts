/**
 * The store notice: whether main set a damaged or newer store file aside at start-up (`storeNotice`).
 * Asked once per run; a dismissal is remembered in memory for the run (main keeps answering it).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { StoreNotice } from '../../src-shared/api/store.ts';
import { useApiClient } from '../api/client.ts';

export const useStoreNoticeStore = defineStore('storeNotice', () => {
  const notice = ref<StoreNotice | null>(null);
  const dismissed = ref(false);
  let asked = false;

  /** The notice to show: set, and not dismissed in this run. */
  const shown = computed(() => (dismissed.value ? null : notice.value));

  /** Asks main once; a failed call shows nothing (the log and Electron's box still say it). */
  async function load(): Promise<void> {
    if (asked) return;
    asked = true;
    const r = await useApiClient().call('storeNotice', {});
    if (r.ok) notice.value = r.value;
  }

  function dismiss(): void {
    dismissed.value = true;
  }

  return { notice, dismissed, shown, load, dismiss };
});
