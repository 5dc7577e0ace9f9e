/**
 * The table: the current snapshot of the session being played, and the loop that lets the computer
 * seats act one decision at a time (`advance`) with a pause between them, so that every call and card
 * is seen. Refusals are kept as data (`error`) and worded by the components in the current language.
 *
 * The store composes one composable per concern (table/): the core it shares (`snapshot.ts`), who sits
 * where and the hot seat's hand-over (`seats.ts`), the computers' pace (`pace.ts`), the connection to
 * main (`connection.ts`), the person's requests (`requests.ts`), undo (`undo.ts`) and fast forward
 * (`fast-forward.ts`). Here they are wired together: what taking a snapshot and leaving the table mean.
 */
import { defineStore } from 'pinia';
import { onScopeDispose } from 'vue';
import type { SessionDeal, SessionSettings, TableSnapshot } from '../../src-shared/api/game.ts';
import { useApiClient } from '../api/client.ts';
import { useConnection } from './table/connection.ts';
import { useFastForward } from './table/fast-forward.ts';
import { useComputerPace } from './table/pace.ts';
import { useRequests } from './table/requests.ts';
import { useSeats } from './table/seats.ts';
import { useSnapshot } from './table/snapshot.ts';
import { useUndo } from './table/undo.ts';

export type { FastReason } from './table/fast-forward.ts';
export { THINKING_AFTER_MS } from './table/pace.ts';
/** After a lost connection, the next try waits twice as long as the last, up to this (ms). */
export { RETRY_MAX_MS } from '../api/events.ts';

export const useTableStore = defineStore('table', () => {
  const core = useSnapshot();
  const { snapshot, suggestion } = core;
  const seats = useSeats(snapshot);
  const forward = useFastForward(core, seats.humanSeats, {
    finish: (s) => request(() => useApiClient().call('finishHand', { id: s.id, version: s.version })),
    wake: () => pace.wake(),
  });
  const pace = useComputerPace(core, {
    fast: forward.fast,
    receive,
    reached: (e) => link.reached(e),
    stopped: () => link.catchMissed(),
  });
  const link = useConnection(core, { aiRunning: pace.aiRunning, catchUp });
  const { request, act, hint, nextHand } = useRequests(core, {
    receive,
    catchUp,
    reached: link.reached,
    catchMissed: link.catchMissed,
    runComputers: pace.runComputers,
  });
  const { undo } = useUndo(core, pace, request);

  /** Show a snapshot main answered: each concern first sees it against the one before. */
  function receive(next: TableSnapshot): void {
    const prev = snapshot.value;
    pace.receive(prev, next);
    seats.receive(next);
    forward.receive(prev, next);
    snapshot.value = next;
    suggestion.value = null;
    link.receive();
    void forward.askSettled(next);
  }

  /** Take the current table another window has left (no message: nothing went wrong). */
  function catchUp(current: TableSnapshot): void {
    core.clearMessage();
    receive(current);
    void pace.runComputers();
  }

  /** Forget the table (leaving it, or before another session); stops the computer loop. */
  function leave(): void {
    core.nextGeneration();
    core.busy.value = false;
    link.reset();
    snapshot.value = null;
    suggestion.value = null;
    seats.shownTo.value = null;
    forward.reset();
    pace.reset();
    core.clearMessage();
  }

  // A disposed store (its Pinia thrown away, as the tests do after each test) leaves no stream, loop or
  // listener behind to call main for a table nobody shows.
  onScopeDispose(leave);

  /** A new session; with `deal`, its first hand is dealt from that deck (the editor's "play from here"). */
  async function start(settings: SessionSettings, deal?: SessionDeal): Promise<boolean> {
    leave();
    return request(() =>
      useApiClient().call('sessionNew', deal === undefined ? { settings } : { settings, deal }),
    );
  }

  async function open(id: number): Promise<boolean> {
    leave();
    return request(() => useApiClient().call('sessionOpen', { id }));
  }

  return {
    snapshot,
    busy: core.busy,
    aiRunning: pace.aiRunning,
    error: core.error,
    refused: core.refused,
    suggestion,
    shownTo: seats.shownTo,
    thinking: pace.thinking,
    names: seats.names,
    humanSeats: seats.humanSeats,
    localSeats: seats.localSeats,
    waitingFor: seats.waitingFor,
    connection: link.connection,
    needsHandover: seats.needsHandover,
    fastReason: forward.fastReason,
    fast: forward.fast,
    fastForward: forward.fastForward,
    start,
    open,
    act,
    hint,
    undo,
    nextHand,
    leave,
    clearMessage: core.clearMessage,
    confirmHandover: seats.confirmHandover,
    runComputers: pace.runComputers,
    refresh: link.refresh,
  };
});
