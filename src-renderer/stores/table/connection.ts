/**
 * The table's connection to main — told, not asking. Calls name the snapshot's version; main answers
 * `stale` with the current table when another window has moved it on, and the table silently takes that
 * instead of showing an error. Main tells every window and device when a table moves on
 * (src-renderer/api/events.ts); the table then fetches its own view, as it does when its window comes
 * back to the front and when the event stream re-opens. A refresh asked for while a request or the
 * computers run is made once they are done.
 */
import { type Ref, onScopeDispose, ref } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { TableSnapshot } from '../../../src-shared/api/game.ts';
import { isGuest, isRevoked, isUnreachable, useApiClient } from '../../api/client.ts';
import { type EventNote, useEvents } from '../../api/events.ts';
import type { TableCore } from './snapshot.ts';

export interface ConnectionNeeds {
  /** The computer seats are taking their turns (a refresh waits for them). */
  readonly aiRunning: Ref<boolean>;
  /** Take the current table another window has left. */
  catchUp(current: TableSnapshot): void;
}

export function useConnection(core: TableCore, needs: ConnectionNeeds) {
  const { snapshot, busy, error } = core;
  /**
   * The server can be reached (`ok`), cannot be now (`lost`: the event stream re-opens with backoff and
   * the table is fetched once it has), or refuses this page's token (`closed`: a guest whose host closed
   * the shared table).
   */
  const connection = ref<'ok' | 'lost' | 'closed'>('ok');
  /** Bumped by every snapshot taken: a refresh answered after a newer snapshot is dropped. */
  let received = 0;
  let refreshing = false;
  /** A refresh was asked for while a request or the computers ran: made once they are done. */
  let missed = false;
  /** Ends listening to main's events (null while not listening). */
  let unlisten: (() => void) | null = null;

  /**
   * Fetch the table and catch up if another window has moved it on; `force`: take it even at the same
   * version (sharing the table changes which seats this device plays, not the game).
   */
  async function refresh(force = false): Promise<void> {
    const s = snapshot.value;
    if (s === null) return;
    if (busy.value || needs.aiRunning.value || (refreshing && !force)) {
      missed = true;
      return;
    }
    refreshing = true;
    const gen = core.generation();
    const seen = received;
    try {
      const r = await useApiClient().call('sessionOpen', { id: s.id });
      if (gen !== core.generation()) return;
      if (!r.ok) {
        reached(r.error);
        return;
      }
      reached(null);
      if (seen !== received || busy.value) return;
      if (force || r.value.version !== snapshot.value?.version) needs.catchUp(r.value);
    } finally {
      refreshing = false;
      // News heard while this fetch was under way may be newer than its answer (or its answer was
      // dropped for a snapshot taken meanwhile): fetch once more, unless a request or the computers
      // run, whose end does it (catchMissed).
      if (missed && !busy.value && !needs.aiRunning.value && gen === core.generation()) {
        missed = false;
        void refresh();
      }
    }
  }

  /**
   * What an answer says of the connection: `error` null (an answer came), unreachable (lost: try again
   * later, each time waiting longer), or 401 (closed: stop asking). Answers whether it was reached.
   */
  function reached(e: ApiError | null): boolean {
    if (e !== null && isRevoked(e) && isGuest()) {
      closed();
      return false;
    }
    if (e !== null && isUnreachable(e)) {
      connection.value = 'lost';
      return false;
    }
    if (connection.value === 'lost' && error.value !== null && isUnreachable(error.value))
      core.clearMessage();
    connection.value = 'ok';
    return true;
  }

  /** The token is refused for good: stop listening. */
  function closed(): void {
    connection.value = 'closed';
    stopListening();
  }

  /** What main's events (and the stream's own notes) mean for the table shown. */
  function heard(note: EventNote): void {
    const s = snapshot.value;
    if (s === null) return;
    switch (note.kind) {
      case 'table':
        if (note.id === s.id && note.version !== s.version) void refresh();
        return;
      case 'seats':
        if (note.id === s.id) void refresh(true);
        return;
      case 'connected':
        // Whatever happened while the stream was down is unknown: fetch the table once.
        void refresh();
        return;
      case 'lost':
        connection.value = 'lost';
        return;
      case 'closed':
        if (isGuest()) closed();
        return;
      case 'share':
      case 'job':
      case 'stock':
        return;
    }
  }

  function stopListening(): void {
    unlisten?.();
    unlisten = null;
  }

  /** A snapshot was taken: a refresh in flight is outdated; main's events are listened to from now. */
  function receive(): void {
    received++;
    if (unlisten !== null || connection.value === 'closed') return;
    unlisten = useEvents().subscribe(heard);
  }

  /** After a request or the computers' turns: the refresh an event asked for meanwhile. */
  function catchMissed(): void {
    if (!missed) return;
    missed = false;
    void refresh();
  }

  if (typeof window !== 'undefined') {
    const onFront = () => {
      if (document.visibilityState !== 'hidden') void refresh();
    };
    document.addEventListener('visibilitychange', onFront);
    window.addEventListener('focus', onFront);
    onScopeDispose(() => {
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('focus', onFront);
    });
  }

  /** The table is left: no events listened to, nothing missed, the connection presumed good. */
  function reset(): void {
    stopListening();
    missed = false;
    connection.value = 'ok';
  }

  return { connection, refresh, reached, receive, catchMissed, reset };
}
