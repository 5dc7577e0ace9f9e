/**
 * The saved sessions ("evenings"), most recently played first (sessionList); naming and deleting them
 * (sessionRename, sessionDelete); the statistics across them (stats). An evening whose stored settings
 * no longer read comes as damaged: it is kept apart in `damaged` (shown with its reason, deletable).
 * The settle-up's one evening (`evening`: `sessionEvening`, on a guest's page — a friend's device at a
 * shared table — `guestEvening`: the guest server answers nothing about the host's other evenings).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { Seat } from '../../src-shared/engine/table.ts';
import {
  type DamagedSession,
  type EveningSummary,
  type SessionSummary,
  type Stats,
  isDamagedSession,
} from '../../src-shared/api/game.ts';
import { isGuest, useApiClient } from '../api/client.ts';

/** A session id that names no evening (deleted, or another evening than a guest's link's). */
const isNoSession = (e: ApiError): boolean =>
  e.code === 'badInput' && 'problem' in e.error && e.error.problem.kind === 'noSession';

export const useSessionsStore = defineStore('sessions', () => {
  const list = ref<readonly SessionSummary[]>([]);
  /** Evenings that no longer read (a damaged file), with the reason. */
  const damaged = ref<readonly DamagedSession[]>([]);
  const loading = ref(false);
  const loaded = ref(false);
  const error = ref<ApiError | null>(null);
  const stats = ref<Stats | null>(null);
  const statsError = ref<ApiError | null>(null);
  /** The evening the settle-up shows (`loadEvening`), or null. */
  const evening = ref<EveningSummary | null>(null);
  /** On a guest's page, the seat its link plays in `evening` (null on the host's screens). */
  const mySeat = ref<Seat | null>(null);

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

  /**
   * The evening `id` afresh for its settle-up (`sessionEvening` on the host, `guestEvening` on a guest's
   * page): its summary, each hand's money and each seat's figures by role. An evening that does not
   * exist leaves `evening` null without an error (the screen says it is not found).
   */
  async function loadEvening(id: number): Promise<void> {
    loading.value = true;
    const api = useApiClient();
    let r;
    if (isGuest()) {
      // The link's seat alongside: the settle-up shows that seat's figures by role.
      const [evening, seat] = await Promise.all([
        api.call('guestEvening', { id }),
        api.call('guestSeat', {}),
      ]);
      r = evening;
      mySeat.value = seat.ok && seat.value.id === id ? seat.value.seat : null;
    } else {
      r = await api.call('sessionEvening', { id });
      mySeat.value = null;
    }
    loading.value = false;
    if (r.ok) {
      evening.value = r.value;
      error.value = null;
    } else {
      evening.value = null;
      error.value = isNoSession(r.error) ? null : r.error;
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
    if (evening.value?.id === id) evening.value = { ...evening.value, name: r.value.name };
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
    evening,
    mySeat,
    load,
    loadEvening,
    rename,
    remove,
    loadStats,
  };
});
