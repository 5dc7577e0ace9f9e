/**
 * The host's side of a shared table (friends each on their own device): whether the session is open to
 * others and who is connected (`shareStatus`, asked when the panel opens and again each time main tells
 * a `share` event — a guest came or went, the share opened or closed — or the event stream re-opens), opening it
 * (`shareOpen`, only ever on the host's explicit choice), the computer standing in for an absent friend
 * (`shareStandIn`, at the level the host picks), one seat's link issued anew (`shareRelink`) and closing
 * it again (`shareClose`). Every change also refreshes the table, whose `localSeats` it changes. The
 * panel and the host's table (its away and stood-in marks) each watch while shown: main is asked while
 * either does.
 */
import { defineStore } from 'pinia';
import { onScopeDispose, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { AiLevel } from '../../src-shared/api/game.ts';
import type { ShareInfo } from '../../src-shared/api/share.ts';
import type { Seat } from '../../src-shared/engine/table.ts';
import { useApiClient } from '../api/client.ts';
import { useEvents } from '../api/events.ts';
import { useTableStore } from './table.ts';

export const useShareStore = defineStore('share', () => {
  /** The table shared now (any session), null when none is. */
  const info = ref<ShareInfo | null>(null);
  const busy = ref(false);
  const error = ref<ApiError | null>(null);
  let unlisten: (() => void) | null = null;
  /** How many watch now (the panel, the host's table). */
  let watchers = 0;

  async function status(): Promise<void> {
    const r = await useApiClient().call('shareStatus', {});
    if (r.ok) info.value = r.value;
  }

  /**
   * Ask who is connected now and again each time main says the share changed, until each `watch` has
   * its `stopWatching`.
   */
  function watch(): void {
    watchers++;
    if (unlisten === null)
      unlisten = useEvents().subscribe((note) => {
        if (note.kind === 'share' || note.kind === 'connected') void status();
      });
    void status();
  }

  function stopWatching(): void {
    watchers = Math.max(0, watchers - 1);
    if (watchers > 0) return;
    unlisten?.();
    unlisten = null;
  }

  async function change(
    run: () => Promise<{ ok: true; value: ShareInfo | null } | { ok: false; error: ApiError }>,
  ) {
    if (busy.value) return false;
    busy.value = true;
    try {
      const r = await run();
      if (!r.ok) {
        error.value = r.error;
        return false;
      }
      error.value = null;
      info.value = r.value;
      // The seats this device plays have changed: the table shows the new snapshot at once.
      await useTableStore().refresh(true);
      return true;
    } finally {
      busy.value = false;
    }
  }

  /** The seat the host kept at each session shared from this page (the share panel's default next time). */
  const kept = new Map<number, Seat>();
  const lastHostSeat = (id: number): Seat | null => kept.get(id) ?? null;
  const open = (id: number, hostSeat: Seat) =>
    change(async () => {
      const r = await useApiClient().call('shareOpen', { id, hostSeat });
      if (r.ok) kept.set(id, r.value.hostSeat);
      return r;
    });
  const standIn = (seat: Seat, level: AiLevel | null) =>
    change(() => useApiClient().call('shareStandIn', { seat, level }));
  const relink = (seat: Seat) => change(() => useApiClient().call('shareRelink', { seat }));
  const close = () =>
    change(async () => {
      const r = await useApiClient().call('shareClose', {});
      return r.ok ? { ok: true as const, value: null } : r;
    });

  onScopeDispose(() => {
    watchers = 0;
    stopWatching();
  });

  return {
    info,
    busy,
    error,
    status,
    watch,
    stopWatching,
    open,
    standIn,
    relink,
    close,
    lastHostSeat,
  };
});
