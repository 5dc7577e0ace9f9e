/**
 * What lies open over the table — the last trick, the score sheet's drawer, the end-of-hand tab — and the
 * table's keys (never while typing; the call bar has its own): H or N hint, U, Backspace or Ctrl+Z undo,
 * L the last trick, A the score sheet, Escape closes what is open (the last trick, the sheet, a message).
 * Call once per table screen, in its setup.
 */
import { computed, onBeforeUnmount, onMounted, ref, watch } from 'vue';
import { useCoachStore } from '../../stores/coach.ts';
import { useTableStore } from '../../stores/table.ts';

export type EndTab = 'cards' | 'log' | 'sheet' | 'coach';

/** Closes the refusal, error or hint shown. */
export function dismissMessage(): void {
  const table = useTableStore();
  table.clearMessage();
  table.suggestion = null;
}

/** Undo, when the snapshot allows it and nothing is in flight. */
export function undoMove(): void {
  const table = useTableStore();
  if (table.snapshot?.canUndo && !table.busy) void table.undo();
}

/** A hint, on the person's turn while nothing is in flight. */
export function askHint(): void {
  const table = useTableStore();
  if (table.snapshot?.turn === 'human' && !table.busy) void table.hint();
}

export function useTablePanels() {
  const table = useTableStore();
  const coach = useCoachStore();
  const snap = computed(() => table.snapshot);
  const lastTrickOpen = ref(false);
  const sheetOpen = ref(false);
  /** At the end of a hand: which of the cards, the log and the score sheet is shown beside the settlement. */
  const endTab = ref<EndTab>('cards');

  watch(
    () => snap.value?.handNo,
    () => {
      lastTrickOpen.value = false;
      endTab.value = 'cards';
    },
  );
  watch(
    () => snap.value?.turn,
    (turn) => {
      if (turn === 'handEnd') {
        lastTrickOpen.value = false;
        // The person asked to see why after the hand: the coach's notes come first.
        if (coach.entries.some((e) => e.later)) endTab.value = 'coach';
      }
    },
  );

  function onKey(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.metaKey) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const s = snap.value;
    if (!s || table.needsHandover) return;
    const key = e.key.toLowerCase();
    if (e.key === 'Escape') {
      if (lastTrickOpen.value) lastTrickOpen.value = false;
      else if (sheetOpen.value) sheetOpen.value = false;
      else if (table.error || table.suggestion) dismissMessage();
      else return;
    } else if (e.ctrlKey) {
      if (key !== 'z' || !s.canUndo) return;
      undoMove();
    } else if (e.shiftKey) {
      return;
    } else if (key === 'h' || key === 'n') {
      if (s.turn !== 'human') return;
      askHint();
    } else if (key === 'u' || e.key === 'Backspace') {
      if (!s.canUndo) return;
      undoMove();
    } else if (key === 'l') {
      if (s.turn === 'handEnd') return;
      lastTrickOpen.value = !lastTrickOpen.value;
    } else if (key === 'a') {
      if (s.turn === 'handEnd') endTab.value = 'sheet';
      else sheetOpen.value = !sheetOpen.value;
    } else return;
    e.preventDefault();
  }
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));

  return { lastTrickOpen, sheetOpen, endTab };
}
