/**
 * The saved sessions ("evenings"), most recently played first (sessionList); naming and deleting them
 * (sessionRename, sessionDelete); the statistics across them (stats). An evening whose stored settings
 * no longer read comes as damaged: it is kept apart in `damaged` (shown with its reason, deletable).
 * On a guest's page (a friend's device at a shared table) the list is the link's one evening
 * (`guestEvening`): the guest server answers nothing about the host's other evenings.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import {
  type DamagedSession,
  type SessionSummary,
  type Stats,
  isDamagedSession,
} from '../../src-shared/api/game.ts';
import { isGuest, useApiClient } from '../api/client.ts';

export const useSessionsStore = defineStore('sessions', () => {
  const list = ref<readonly SessionSummary[]>([]);
  /** Evenings that no longer read (a damaged file), with the reason. */
  const damaged = ref<readonly DamagedSession[]>([]);
  const loading = ref(false);
  const loaded = ref(false);
  const error = ref<ApiError | null>(null);
  const stats = ref<Stats | null>(null);
  const statsError = ref<ApiError | null>(null);

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
      list.value = r.value.filter((s): s is SessionSummary => !isDamagedSession(s));
      damaged.value = r.value.filter(isDamagedSession);
      error.value = null;
    } else {
      error.value = r.error;
    }
  }

  /** The evening `id` afresh: the host's whole list, or on a guest's page that one evening alone. */
  async function loadEvening(id: number): Promise<void> {
    if (!isGuest()) return load();
    loading.value = true;
    const r = await useApiClient().call('guestEvening', { id });
    loading.value = false;
    loaded.value = true;
    if (r.ok) {
      list.value = [r.value];
      error.value = null;
    } else {
      list.value = [];
      error.value = r.error;
    }
  }

  /** Names a session (null: back to its default name); the list shows the answer. */
  async function rename(id: number, name: string | null): Promise<boolean> {
    const r = await useApiClient().call('sessionRename', { id, name });
    if (!r.ok) {
      error.value = r.error;
      return false;
    }
    list.value = list.value.map((s) => (s.id === id ? r.value : s));
    error.value = null;
    return true;
  }

  async function remove(id: number): Promise<boolean> {
    const r = await useApiClient().call('sessionDelete', { id });
    if (!r.ok) {
      error.value = r.error;
      return false;
    }
    list.value = list.value.filter((s) => s.id !== id);
    damaged.value = damaged.value.filter((s) => s.id !== id);
    error.value = null;
    return true;
  }

  async function loadStats(): Promise<void> {
    const r = await useApiClient().call('stats', {});
    if (r.ok) {
      stats.value = r.value;
      statsError.value = null;
    } else {
      statsError.value = r.error;
    }
  }

  return {
    list,
    damaged,
    loading,
    loaded,
    error,
    latest,
    stats,
    statsError,
    load,
    loadEvening,
    rename,
    remove,
    loadStats,
  };
});
