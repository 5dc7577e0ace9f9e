/**
 * The table's core, which every concern of the table store reads: the snapshot main last answered, the
 * person's request in flight, why the last request failed, the hint, and the generation a change of
 * session bumps so that whatever was started for the old table drops its answer.
 */
import { ref } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { Suggestion, TableSnapshot } from '../../../src-shared/api/game.ts';
import type { Action } from '../../../src-shared/engine/action.ts';

/** One hand of one session: a proof or a fast forward holds for it alone. */
export const handKey = (s: TableSnapshot): string => `${s.id}.${s.handNo}`;

/** Every person's seat at the table, on this device or another. */
export const peopleAt = (s: TableSnapshot): readonly number[] =>
  s.settings.seats.flatMap((p, i) => (p.kind === 'human' ? [i] : []));

/**
 * The seats played by the people at this screen (hot seat when more than one): main's `localSeats`,
 * without the seats friends play on their own devices or the computer stands in for.
 */
export const peopleHere = (s: TableSnapshot): readonly number[] => s.localSeats;

export function useSnapshot() {
  const snapshot = ref<TableSnapshot | null>(null);
  /** A request the person made is in flight. */
  const busy = ref(false);
  /** Why the last request failed (a refusal carries the engine's reason). */
  const error = ref<ApiError | null>(null);
  /** The action that was refused, if the last error was a refusal of an action. */
  const refused = ref<Action | null>(null);
  /** The hint asked for in this position. */
  const suggestion = ref<Suggestion | null>(null);
  /** Bumped whenever the table changes session, so that a running loop stops. */
  let generation = 0;

  function fail(e: ApiError, action: Action | null = null): void {
    error.value = e;
    refused.value = action;
  }

  function clearMessage(): void {
    error.value = null;
    refused.value = null;
  }

  return {
    snapshot,
    busy,
    error,
    refused,
    suggestion,
    /** The current generation: an answer is used only if it has not changed since the question. */
    generation: (): number => generation,
    /** Another session (or none): whatever runs for the old one stops. */
    nextGeneration: (): void => {
      generation++;
    },
    fail,
    clearMessage,
  };
}

export type TableCore = ReturnType<typeof useSnapshot>;
