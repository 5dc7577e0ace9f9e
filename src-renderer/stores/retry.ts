/**
 * The review's "try again": one graded decision of the reviewed seat opened again at the moment before
 * it, from that seat's view; an action chosen there is judged by main (`reviewRetry`, the review's own
 * judge, in the interactive lane) and answered right or wrong with the judge's grades, and what it did to
 * the decision's repetition item. "Zkusit znovu" after an answer opens the same moment again; closing
 * goes back to the review. A bidding mistake due for repetition opens here from its link
 * (`#/review/<session>/<hand>/<index>?retry=<seat>`).
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { RetryVerdict } from '../../src-shared/api/review.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import type { HandState } from '../../src-shared/engine/state.ts';
import type { Seat } from '../../src-shared/engine/table.ts';
import { useApiClient } from '../api/client.ts';
import { localUtcOffset, useProgressStore } from './progress.ts';

/** The decision retried: a hand's action `index` decided by `seat`, and the moment before it. */
export interface RetryTarget {
  readonly session: number;
  readonly handNo: number;
  readonly seat: Seat;
  readonly index: number;
  readonly before: HandState;
}

export const useRetryStore = defineStore('retry', () => {
  const target = shallowRef<RetryTarget | null>(null);
  /** The action being judged (the wait shown), or null. */
  const pending = shallowRef<Action | null>(null);
  const verdict = shallowRef<RetryVerdict | null>(null);
  const error = shallowRef<ApiError | null>(null);
  /** Cards picked toward a discard (two make the talon). */
  const picked = ref<readonly string[]>([]);
  let token = 0;

  const active = computed(() => target.value !== null);

  function open(t: RetryTarget): void {
    token++;
    target.value = t;
    again();
  }

  /** The same moment again, nothing chosen. */
  function again(): void {
    token++;
    pending.value = null;
    verdict.value = null;
    error.value = null;
    picked.value = [];
  }

  function close(): void {
    token++;
    target.value = null;
    again();
  }

  async function choose(action: Action): Promise<void> {
    const t = target.value;
    if (t === null || pending.value !== null) return;
    const mine = ++token;
    pending.value = action;
    verdict.value = null;
    error.value = null;
    const r = await useApiClient().call('reviewRetry', {
      session: t.session,
      handNo: t.handNo,
      seat: t.seat,
      index: t.index,
      action,
      utcOffset: localUtcOffset(),
    });
    if (mine !== token) return;
    pending.value = null;
    if (!r.ok) {
      error.value = r.error;
      return;
    }
    verdict.value = r.value;
    // The ladder moved (or the note reads it): the progress answer is asked again.
    void useProgressStore().load();
  }

  /** A card picked toward a discard: toggled; two picked make the discard's action. */
  function pick(card: string): void {
    picked.value = picked.value.includes(card)
      ? picked.value.filter((c) => c !== card)
      : [...picked.value, card].slice(-2);
  }

  return { target, pending, verdict, error, picked, active, open, again, close, choose, pick };
});
