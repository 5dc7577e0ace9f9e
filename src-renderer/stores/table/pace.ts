/**
 * The computers' pace: the loop that lets the computer seats act one decision at a time (`advance`),
 * with a pause between them so that every call and card is seen — longer after a complete trick, none
 * when the hand is played fast — and the seat that takes longer than THINKING_AFTER_MS shown thinking.
 * An undo holds the loop (see undo.ts): it asks for no further decision until the undo is answered.
 */
import { type Ref, ref } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { TableSnapshot } from '../../../src-shared/api/game.ts';
import type { Seat } from '../../../src-shared/engine/table.ts';
import { useApiClient } from '../../api/client.ts';
import { usePrefsStore } from '../prefs.ts';
import type { TableCore } from './snapshot.ts';

/** A computer decision that takes longer than this shows on its seat as thinking. */
export const THINKING_AFTER_MS = 400;

export interface PaceNeeds {
  /** The rest of this hand is played fast: no pauses. */
  readonly fast: Ref<boolean>;
  /** Show a snapshot main answered. */
  receive(next: TableSnapshot): void;
  /** What an answer says of the connection; answers whether main was reached. */
  reached(e: ApiError | null): boolean;
  /** The loop has stopped: the refresh an event asked for meanwhile. */
  stopped(): void;
}

export function useComputerPace(core: TableCore, needs: PaceNeeds) {
  const { snapshot } = core;
  /** The computer seats are taking their turns. */
  const aiRunning = ref(false);
  /** The computer seat whose `advance` has been in flight longer than THINKING_AFTER_MS, if any. */
  const thinking = ref<Seat | null>(null);
  /** Pause before the next computer decision: longer right after a trick is complete. */
  let pauseMs = 0;
  /** An undo waits for the loop to stop (see `hold`). */
  let held = false;
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

  /** A snapshot is about to be shown: after a complete trick, wait until it has been seen and swept (see TrickArea). */
  function receive(prev: TableSnapshot | null, next: TableSnapshot): void {
    const prefs = usePrefsStore();
    const trickDone =
      prev !== null &&
      prev.id === next.id &&
      prev.handNo === next.handNo &&
      next.view.tricks.length > prev.view.tricks.length;
    pauseMs = trickDone ? prefs.aiDelayMs * 1.5 + prefs.animationMs * 2 : prefs.aiDelayMs;
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
      needs.stopped();
    }
  }

  async function computers(): Promise<void> {
    const gen = core.generation();
    const current = () => gen === core.generation();
    aiRunning.value = true;
    try {
      while (current() && snapshot.value?.turn === 'ai') {
        if (pauseMs > 0 && !needs.fast.value) await sleep(pauseMs);
        if (!current() || snapshot.value?.turn !== 'ai' || held) break;
        const seat = snapshot.value.view.toAct;
        const shown = setTimeout(() => {
          if (current()) thinking.value = seat;
        }, THINKING_AFTER_MS);
        const { id, version } = snapshot.value;
        const r = await useApiClient()
          .call('advance', { id, version })
          .finally(() => {
            clearTimeout(shown);
            if (current()) thinking.value = null;
          });
        if (!current()) break;
        if (!r.ok && r.error.code === 'stale') {
          // Another window made this decision: show it and go on from there.
          needs.receive(r.error.snapshot);
          continue;
        }
        if (!r.ok) {
          if (needs.reached(r.error)) core.fail(r.error);
          break;
        }
        needs.reached(null);
        needs.receive(r.value);
      }
    } finally {
      if (current()) aiRunning.value = false;
    }
  }

  /**
   * An undo waits: the loop asks for no further decision until `release`, stopping after the decision
   * in flight (its answer shown) or at once from its pause. Answers the loop to wait for, if it runs.
   */
  function hold(): Promise<void> | null {
    held = true;
    wake?.();
    return loop;
  }

  function release(): void {
    held = false;
  }

  /** The table is left: the loop stops (its generation is gone), its pause ends. */
  function reset(): void {
    aiRunning.value = false;
    thinking.value = null;
    wake?.();
  }

  return { aiRunning, thinking, receive, runComputers, wake: () => wake?.(), hold, release, reset };
}
