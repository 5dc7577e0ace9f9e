/**
 * Training drills (#/training, #/training/due): the chosen theme (null: every theme), the drill served by
 * main (`drillNext`), the answer to a card (`drillPlay`), the learner's rating and the stock. When the
 * theme's stock is empty main is mining: the store asks again each time main tells that drills were
 * added (a `stock` event) or the event stream re-opens, until a drill is there; it never polls.
 * Days are the learner's local days (the UTC offset goes with every call). After a miss the learner may
 * try the same drill again (`retry`: not rated again) or have the solution shown (`showSolution`).
 * `focus`: the learner's weakest principle the drills of every theme lean toward (null: no lean).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type {
  DrillFocus,
  DrillPlay,
  DrillStatus,
  DrillTheme,
  ShownDrill,
} from '../../src-shared/api/drills.ts';
import type { Card } from '../../src-shared/cards/card.ts';
import { useApiClient } from '../api/client.ts';
import { useEvents } from '../api/events.ts';

/** Minutes east of UTC (Date#getTimezoneOffset has the opposite sign). */
export const utcOffset = (): number => -new Date().getTimezoneOffset();

export const useDrillsStore = defineStore('drills', () => {
  const client = () => useApiClient();
  const theme = ref<DrillTheme | null>(null);
  const due = ref(false);
  const drill = ref<ShownDrill | null>(null);
  const status = ref<DrillStatus | null>(null);
  const focus = ref<DrillFocus | null>(null);
  /** Why there is no drill: the stock is being filled, or nothing is due. */
  const empty = ref<'stock' | 'due' | null>(null);
  const loading = ref(false);
  /** A card sent to main, waiting for its verdict. */
  const pending = ref<Card | null>(null);
  const answer = ref<DrillPlay | null>(null);
  const error = ref<ApiError | null>(null);
  /** After a miss: the same drill tried again (not rated again), and whether the solution is shown. */
  const retrying = ref(false);
  const solution = ref(false);
  /** Drills already shown in this visit (not served again at once). */
  const seen: number[] = [];
  /** Listening for drills added to the stock while it is empty; news heard during a request. */
  let unlisten: (() => void) | null = null;
  let missed = false;

  /** Stops waiting for the stock (the screen left). */
  function stopWaiting(): void {
    unlisten?.();
    unlisten = null;
  }

  /** The stock is empty: ask again when main adds drills (or the event stream re-opens). */
  function waitForStock(): void {
    unlisten ??= useEvents().subscribe((note) => {
      if (note.kind !== 'stock' && note.kind !== 'connected') return;
      // Heard while asking: the answer may predate the new drills, so ask once more after it.
      if (loading.value) missed = true;
      else void next();
    });
  }

  async function next(): Promise<void> {
    missed = false;
    loading.value = true;
    error.value = null;
    const asked = { theme: theme.value, due: due.value };
    const r = await client().call('drillNext', {
      ...asked,
      utcOffset: utcOffset(),
      exclude: seen.slice(-50),
    });
    // The person moved on meanwhile: this answer is for another question.
    if (asked.theme !== theme.value || asked.due !== due.value) return;
    loading.value = false;
    if (!r.ok) {
      stopWaiting();
      error.value = r.error;
      return;
    }
    status.value = r.value.status;
    focus.value = r.value.focus ?? null;
    empty.value = r.value.empty;
    answer.value = null;
    retrying.value = false;
    solution.value = false;
    drill.value = r.value.drill;
    if (r.value.drill !== null) seen.push(r.value.drill.id);
    if (r.value.drill !== null || r.value.empty !== 'stock') return stopWaiting();
    waitForStock();
    if (missed) void next();
  }

  /** Opens the training (or the due queue: every theme, as "dnes k opakování" counts it). */
  async function open(dueOnly: boolean): Promise<void> {
    due.value = dueOnly;
    if (dueOnly) theme.value = null;
    drill.value = null;
    answer.value = null;
    await next();
  }

  async function choose(t: DrillTheme | null): Promise<void> {
    theme.value = t;
    drill.value = null;
    answer.value = null;
    await next();
  }

  async function play(card: Card): Promise<void> {
    const d = drill.value;
    if (d === null || pending.value !== null) return;
    // Once answered, the drill is done: the person goes on with "Další úloha".
    if (answer.value !== null && answer.value.outcome !== 'illegal') return;
    pending.value = card;
    error.value = null;
    const r = await client().call('drillPlay', { drill: d.id, card, utcOffset: utcOffset() });
    pending.value = null;
    if (drill.value?.id !== d.id) return;
    if (!r.ok) {
      error.value = r.error;
      return;
    }
    answer.value = r.value;
    if (r.value.outcome !== 'illegal') status.value = r.value.status;
  }

  /** After a miss: the same drill again, its answer cleared (main rates only the first card). */
  function retry(): void {
    if (answer.value === null || answer.value.outcome !== 'wrong') return;
    answer.value = null;
    retrying.value = true;
    solution.value = false;
  }

  /** After a miss: the right cards shown in the hand. */
  function showSolution(): void {
    if (answer.value !== null && answer.value.outcome !== 'illegal') solution.value = true;
  }

  return {
    theme,
    retrying,
    solution,
    retry,
    showSolution,
    due,
    drill,
    status,
    focus,
    empty,
    loading,
    pending,
    answer,
    error,
    open,
    choose,
    next,
    play,
    stopWaiting,
  };
});
