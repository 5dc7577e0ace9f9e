/**
 * A bidding drill on the training screen (a decision before the first card, served by `drillNext` like
 * any drill, stores/drills.ts): the talon's two cards picked so far, the choice sent (`drillCall`) and
 * main's answer — right or wrong with every choice's value from the seat's view, the rating change and
 * the ladder. Everything resets when another drill is shown. The answer and the figures are main's.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { DrillCall } from '../../src-shared/api/drills.ts';
import type { Card } from '../../src-shared/cards/card.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { useApiClient } from '../api/client.ts';
import { useDrillsStore, utcOffset } from './drills.ts';

export const useBidDrillStore = defineStore('bidDrill', () => {
  const client = () => useApiClient();
  const drills = useDrillsStore();
  /** The talon's cards picked, at most two. */
  const picked = ref<Card[]>([]);
  /** A choice sent to main, waiting for its answer. */
  const pending = ref<Action | null>(null);
  /** Main's answer to the drill shown (`drill`: its id). */
  const answer = ref<{ readonly drill: number; readonly value: DrillCall } | null>(null);
  const error = ref<ApiError | null>(null);

  function reset(): void {
    picked.value = [];
    pending.value = null;
    answer.value = null;
    error.value = null;
  }
  watch(() => drills.drill?.id, reset);

  /** A card of the hand picked for the talon (again: put back); a third replaces the first. */
  function pick(card: Card): void {
    if (pending.value !== null || answer.value !== null) return;
    const now = picked.value;
    picked.value = now.includes(card) ? now.filter((c) => c !== card) : [...now, card].slice(-2);
  }

  async function choose(action: Action): Promise<void> {
    const d = drills.drill;
    if (d === null || d.bid === undefined || pending.value !== null) return;
    // Once answered, the drill is done: the person goes on with "Další úloha".
    if (answer.value !== null && answer.value.value.outcome !== 'illegal') return;
    pending.value = action;
    error.value = null;
    const r = await client().call('drillCall', { drill: d.id, action, utcOffset: utcOffset() });
    pending.value = null;
    if (drills.drill?.id !== d.id) return;
    if (!r.ok) {
      error.value = r.error;
      return;
    }
    answer.value = { drill: d.id, value: r.value };
    if (r.value.outcome !== 'illegal') drills.status = r.value.status;
  }

  return { picked, pending, answer, error, pick, choose, reset };
});
