/**
 * The table: the current snapshot of the session being played, and the loop that lets the computer
 * seats act one decision at a time (`advance`) with a pause between them, so that every call and card
 * is seen. Refusals are kept as data (`error`) and worded by the components in the current language.
 */
import { defineStore } from 'pinia';
import { computed, onScopeDispose, ref } from 'vue';
import type { ApiError, ApiResult } from '../../src-shared/api/contract.ts';
import type { SessionDeal, SessionSettings, Suggestion, TableSnapshot } from '../../src-shared/api/game.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { type Seat, activeSeats } from '../../src-shared/engine/table.ts';
import { isGuest, isRevoked, isUnreachable, useApiClient } from '../api/client.ts';
import { type EventNote, useEvents } from '../api/events.ts';
import { usePrefsStore } from './prefs.ts';

/**
 * Why the rest of a hand may be played fast (see `fastReason`): every person sits it out, or main's
 * solver proved its result settled (whatever is played, the money stays the same).
 */
export type FastReason = 'sittingOut' | 'settled';

/** After a lost connection, the next try waits twice as long as the last, up to this (ms). */
export { RETRY_MAX_MS } from '../api/events.ts';

/** A computer decision that takes longer than this shows on its seat as thinking. */
export const THINKING_AFTER_MS = 400;

/** Every person's seat at the table, on this device or another. */
const peopleAt = (s: TableSnapshot): readonly number[] =>
  s.settings.seats.flatMap((p, i) => (p.kind === 'human' ? [i] : []));

/**
 * The seats played by the people at this screen (hot seat when more than one): main's `localSeats`,
 * without the seats friends play on their own devices or the computer stands in for.
 */
const peopleHere = (s: TableSnapshot): readonly number[] => s.localSeats;

export const useTableStore = defineStore('table', () => {
  const snapshot = ref<TableSnapshot | null>(null);
  /** A request the person made is in flight. */
  const busy = ref(false);
  /** The computer seats are taking their turns. */
  const aiRunning = ref(false);
  /** Why the last request failed (a refusal carries the engine's reason). */
  const error = ref<ApiError | null>(null);
  /** The action that was refused, if the last error was a refusal of an action. */
  const refused = ref<Action | null>(null);
  /** The hint asked for in this position. */
  const suggestion = ref<Suggestion | null>(null);
  /**
   * Hot seat: the person sitting at the screen, the one the cards were last shown to (null until
   * someone takes it: a table just opened).
   */
  const shownTo = ref<Seat | null>(null);
  /** The computer seat whose `advance` has been in flight longer than THINKING_AFTER_MS, if any. */
  const thinking = ref<Seat | null>(null);

  /**
   * The server can be reached (`ok`), cannot be now (`lost`: the event stream re-opens with backoff and
   * the table is fetched once it has), or refuses this page's token (`closed`: a guest whose host closed
   * the shared table).
   */
  const connection = ref<'ok' | 'lost' | 'closed'>('ok');

  /** Bumped whenever the table changes session, so that a running loop stops. */
  let generation = 0;
  /** Pause before the next computer decision: longer right after a trick is complete. */
  let pauseMs = 0;
  /** Fast forward: the hand (session and number) whose rest the computers play without pauses. */
  const fastHand = ref<string | null>(null);
  /**
   * The settled proof: the hand (session and number) and the trick count at which main's solver proved
   * that the money cannot change (it stays proven for the rest of that line of play), if it did.
   */
  const settledAt = ref<{ readonly hand: string; readonly tricks: number } | null>(null);
  /** The tricks (hand and trick count) main was already asked about: once per trick, never per refresh. */
  const askedSettled = new Set<string>();
  /**
   * An undo is waiting for the computers' loop to stop: the loop asks for no further decision until the
   * undo is answered, so that the undo names the table main holds (else it would come back `stale` and
   * the person's click be lost).
   */
  let undoPending = false;
  /** The computers' loop while it runs (an undo waits for it to stop). */
  let loop: Promise<void> | null = null;
  /** Ends the pause the computer loop is waiting in (fast forward asked for mid-pause). */
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const handKey = (s: TableSnapshot) => `${s.id}.${s.handNo}`;

  const names = computed(() => snapshot.value?.settings.seats.map((s) => s.name) ?? []);
  /** The seats played by the people at this screen (hot seat when more than one). */
  const humanSeats = computed(() => (snapshot.value ? peopleHere(snapshot.value) : []));
  /** The seats this device plays (the others of a shared table are played on their own devices). */
  const localSeats = computed<readonly Seat[]>(() => humanSeats.value);
  /** A person on another device is to act: the seat this device waits for, else null. */
  const waitingFor = computed<Seat | null>(() => {
    const s = snapshot.value;
    if (s === null || s.turn !== 'human' || s.view.toAct === null) return null;
    return localSeats.value.includes(s.view.toAct) ? null : s.view.toAct;
  });
  /**
   * Hot seat: the screen must pass to another person before it shows the cards. The cards shown are
   * always the viewer's (main's `viewerOf`: the person to act, else the person who acted last), so the
   * hand-over comes exactly when they would be shown to somebody else than the one at the screen: when
   * another person's decision comes — never for a computer's turn, one person's consecutive decisions,
   * the same person again after computers, or the hand's end, where every card is shown anyway. A
   * table just opened has nobody at the screen yet, so it starts with a hand-over.
   */
  const needsHandover = computed(() => {
    const s = snapshot.value;
    return s !== null && humanSeats.value.length > 1 && s.turn !== 'handEnd' && shownTo.value !== s.viewer;
  });

  /**
   * Why the person may play the rest of the hand fast, or null: only where nothing he could do is
   * skipped — every person at this screen sits this hand out (the dealer at four), so only computers
   * decide. (Every other end the engine proves — a claim accepted, a betl or durch lost, omyl, all
   * passing — finishes the hand on the spot, leaving nothing to play.)
   */
  const fastReason = computed<FastReason | null>(() => {
    const s = snapshot.value;
    if (s === null) return null;
    if (s.turn === 'human') {
      const proof = settledAt.value;
      return proof !== null && proof.hand === handKey(s) && s.view.tricks.length >= proof.tricks
        ? 'settled'
        : null;
    }
    if (s.turn !== 'ai') return null;
    const playing = activeSeats(s.view.table);
    const people = humanSeats.value;
    return people.length > 0 && people.every((p) => !playing.includes(p)) ? 'sittingOut' : null;
  });
  /** The rest of this hand is being played fast. */
  const fast = computed(() => snapshot.value !== null && fastHand.value === handKey(snapshot.value));

  /**
   * Play the rest of the hand fast: no pause between the computers' decisions (each still shown); a
   * settled hand is finished by main at once (`finishHand`, which proves it again) and its end shown.
   */
  function fastForward(): void {
    const s = snapshot.value;
    const reason = fastReason.value;
    if (s === null || reason === null) return;
    fastHand.value = handKey(s);
    if (reason === 'settled') {
      void request(() => useApiClient().call('finishHand', { id: s.id, version: s.version })).then((done) => {
        if (!done && snapshot.value !== null && fastHand.value === handKey(snapshot.value)) {
          fastHand.value = null;
          settledAt.value = null;
        }
      });
      return;
    }
    wake?.();
  }

  /**
   * Asks main once per trick, when a person at this screen is to act in card play and every person of
   * the table sits here, whether the rest of the hand is settled. An answer for a table that has moved on
   * to another hand, or a refusal, offers nothing.
   */
  async function askSettled(s: TableSnapshot): Promise<void> {
    if (s.view.phase !== 'play' || s.turn !== 'human') return;
    if (!peopleAt(s).every((p) => s.localSeats.includes(p))) return;
    const hand = handKey(s);
    const tricks = s.view.tricks.length;
    const key = `${hand}.${tricks}`;
    if (askedSettled.has(key) || (settledAt.value?.hand === hand && tricks >= settledAt.value.tricks)) return;
    askedSettled.add(key);
    const gen = generation;
    // Only an offer: a call that fails (a transport gone) offers nothing and shows nothing.
    const r = await useApiClient()
      .call('handSettled', { id: s.id, version: s.version })
      .catch(() => null);
    if (gen !== generation || r === null || !r.ok || !r.value.settled) return;
    if (snapshot.value !== null && handKey(snapshot.value) === hand) settledAt.value = { hand, tricks };
  }

  function receive(next: TableSnapshot): void {
    const prev = snapshot.value;
    const prefs = usePrefsStore();
    const trickDone =
      prev !== null &&
      prev.id === next.id &&
      prev.handNo === next.handNo &&
      next.view.tricks.length > prev.view.tricks.length;
    // After a complete trick, wait until it has been seen and swept (see TrickArea) before the next card.
    pauseMs = trickDone ? prefs.aiDelayMs * 1.5 + prefs.animationMs * 2 : prefs.aiDelayMs;
    // With one person at the table the cards are always theirs (set first: nothing shows them to nobody).
    if (peopleHere(next).length <= 1) shownTo.value = next.viewer;
    // Taken back (undo here or in another window): a proof made further along no longer holds.
    if (prev !== null && handKey(prev) === handKey(next) && next.history.length < prev.history.length) {
      settledAt.value = null;
      askedSettled.clear();
    }
    snapshot.value = next;
    suggestion.value = null;
    received++;
    listen();
    void askSettled(next);
  }

  // --- Two windows, other devices: told, not asking -----------------------------------------------
  // Calls name the snapshot's version; main answers `stale` with the current table when another
  // window has moved it on, and the table silently takes that instead of showing an error. Main tells
  // every window and device when a table moves on (src-renderer/api/events.ts); the table then fetches
  // its own view, as it does when its window comes back to the front and when the event stream re-opens.

  /** Bumped by every snapshot taken: a refresh answered after a newer snapshot is dropped. */
  let received = 0;
  let refreshing = false;
  /** A refresh was asked for while a request or the computers ran: made once they are done. */
  let missed = false;
  /** Ends listening to main's events (null while not listening). */
  let unlisten: (() => void) | null = null;

  /** Take the current table another window has left (no message: nothing went wrong). */
  function catchUp(current: TableSnapshot): void {
    clearMessage();
    receive(current);
    void runComputers();
  }

  /**
   * Fetch the table and catch up if another window has moved it on; `force`: take it even at the same
   * version (sharing the table changes which seats this device plays, not the game).
   */
  async function refresh(force = false): Promise<void> {
    const s = snapshot.value;
    if (s === null) return;
    if (busy.value || aiRunning.value || (refreshing && !force)) {
      missed = true;
      return;
    }
    refreshing = true;
    const gen = generation;
    const seen = received;
    try {
      const r = await useApiClient().call('sessionOpen', { id: s.id });
      if (gen !== generation) return;
      if (!r.ok) {
        reached(r.error);
        return;
      }
      reached(null);
      if (seen !== received || busy.value) return;
      if (force || r.value.version !== snapshot.value?.version) catchUp(r.value);
    } finally {
      refreshing = false;
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
    if (connection.value === 'lost' && error.value !== null && isUnreachable(error.value)) clearMessage();
    connection.value = 'ok';
    return true;
  }

  /** The token is refused for good: stop listening. */
  function closed(): void {
    connection.value = 'closed';
    unlisten?.();
    unlisten = null;
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

  /** Listens to main's events while a table is shown (not after its token was refused). */
  function listen(): void {
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

  // ---------------------------------------------------------------------------------------------

  function fail(e: ApiError, action: Action | null = null): void {
    error.value = e;
    refused.value = action;
  }

  function clearMessage(): void {
    error.value = null;
    refused.value = null;
  }

  /** Run a request the person made; answers whether it succeeded. */
  async function request(
    run: () => Promise<ApiResult<'act' | 'undo' | 'nextHand' | 'sessionOpen' | 'sessionNew' | 'finishHand'>>,
    action: Action | null = null,
  ): Promise<boolean> {
    if (busy.value) return false;
    busy.value = true;
    const gen = generation;
    const r = await run();
    busy.value = false;
    if (gen !== generation) return false;
    if (!reached(r.ok ? null : r.error)) {
      // Not reached: the connection note says so; the event stream's return fetches the table again.
      catchMissed();
      return false;
    }
    if (!r.ok) {
      if (r.error.code === 'stale') catchUp(r.error.snapshot);
      else fail(r.error, action);
      return false;
    }
    clearMessage();
    receive(r.value);
    void runComputers();
    catchMissed();
    return true;
  }

  /** Let the computer seats act until a person is to act, the hand is over or an undo waits. */
  async function runComputers(): Promise<void> {
    if (aiRunning.value) return;
    const run = computers();
    loop = run;
    try {
      await run;
    } finally {
      if (loop === run) loop = null;
      catchMissed();
    }
  }

  async function computers(): Promise<void> {
    const gen = generation;
    aiRunning.value = true;
    try {
      while (gen === generation && snapshot.value?.turn === 'ai') {
        if (pauseMs > 0 && !fast.value) await sleep(pauseMs);
        if (gen !== generation || snapshot.value?.turn !== 'ai' || undoPending) break;
        const seat = snapshot.value.view.toAct;
        const shown = setTimeout(() => {
          if (gen === generation) thinking.value = seat;
        }, THINKING_AFTER_MS);
        const { id, version } = snapshot.value;
        const r = await useApiClient()
          .call('advance', { id, version })
          .finally(() => {
            clearTimeout(shown);
            if (gen === generation) thinking.value = null;
          });
        if (gen !== generation) break;
        if (!r.ok && r.error.code === 'stale') {
          // Another window made this decision: show it and go on from there.
          receive(r.error.snapshot);
          continue;
        }
        if (!r.ok) {
          if (reached(r.error)) fail(r.error);
          break;
        }
        reached(null);
        receive(r.value);
      }
    } finally {
      if (gen === generation) aiRunning.value = false;
    }
  }

  /** Forget the table (leaving it, or before another session); stops the computer loop. */
  function leave(): void {
    generation++;
    aiRunning.value = false;
    busy.value = false;
    thinking.value = null;
    unlisten?.();
    unlisten = null;
    missed = false;
    snapshot.value = null;
    suggestion.value = null;
    shownTo.value = null;
    connection.value = 'ok';
    fastHand.value = null;
    settledAt.value = null;
    askedSettled.clear();
    wake?.();
    clearMessage();
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

  async function act(action: Action): Promise<boolean> {
    const s = snapshot.value;
    if (s === null) return false;
    return request(() => useApiClient().call('act', { id: s.id, action, version: s.version }), action);
  }

  async function hint(): Promise<boolean> {
    const s = snapshot.value;
    if (s === null || busy.value) return false;
    busy.value = true;
    const gen = generation;
    const r = await useApiClient().call('hint', { id: s.id, version: s.version });
    busy.value = false;
    if (gen !== generation) return false;
    if (!r.ok) {
      if (r.error.code === 'stale') catchUp(r.error.snapshot);
      else fail(r.error);
      return false;
    }
    clearMessage();
    suggestion.value = r.value;
    return true;
  }

  /**
   * Takes the person's last decision back. Clicked while a computer decides (undo is offered then), it
   * first lets that decision's answer arrive and holds the next, so that it is made against the table
   * main holds; the computers go on from wherever the undo leaves the table.
   */
  async function undo(): Promise<boolean> {
    if (snapshot.value === null || !snapshot.value.canUndo || busy.value) return false;
    undoPending = true;
    try {
      const gen = generation;
      // The loop stops after the decision in flight (its answer shown) or at once from its pause.
      wake?.();
      if (loop !== null) await loop;
      const s = snapshot.value;
      if (gen !== generation || s === null || !s.canUndo) return false;
      return await request(() => useApiClient().call('undo', { id: s.id, version: s.version }));
    } finally {
      undoPending = false;
      if (snapshot.value?.turn === 'ai') void runComputers();
    }
  }

  async function nextHand(): Promise<boolean> {
    const s = snapshot.value;
    if (s === null) return false;
    return request(() => useApiClient().call('nextHand', { id: s.id, version: s.version }));
  }

  /** Hot seat: the person named on the hand-over screen has taken the computer. */
  function confirmHandover(): void {
    if (snapshot.value) shownTo.value = snapshot.value.viewer;
  }

  return {
    snapshot,
    busy,
    aiRunning,
    error,
    refused,
    suggestion,
    shownTo,
    thinking,
    names,
    humanSeats,
    localSeats,
    waitingFor,
    connection,
    needsHandover,
    fastReason,
    fast,
    fastForward,
    start,
    open,
    act,
    hint,
    undo,
    nextHand,
    leave,
    clearMessage,
    confirmHandover,
    runComputers,
    refresh,
  };
});
