/**
 * The editor's draft (src-shared/editor/validate.ts), kept in localStorage on every change, so that a
 * draft with problems survives a reload and can be finished later.
 */
import { ref, watch } from 'vue';
import { type EditorDraft, emptyDraft } from '../../../src-shared/editor/validate.ts';

export const STORAGE_KEY = 'marias.editor.draft';

function stored(): EditorDraft | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    // Fields a stored draft lacks take the empty draft's values; a draft of another shape is dropped.
    const d = { ...emptyDraft(), ...(JSON.parse(raw) as Partial<EditorDraft>) };
    const lists = [d.hands, d.talon, d.tricks, d.current, d.stock, ...d.hands, ...d.tricks];
    return lists.every(Array.isArray) && d.hands.length === d.players ? d : null;
  } catch {
    return null;
  }
}

export function useDraft() {
  const draft = ref<EditorDraft>(stored() ?? emptyDraft());

  watch(
    draft,
    (d) => {
      try {
        if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, JSON.stringify(d));
      } catch {
        // Storage full or unavailable: the draft stays in memory.
      }
    },
    { deep: true },
  );

  /** Some fields of the draft changed. */
  function update(change: Partial<EditorDraft>): void {
    draft.value = { ...draft.value, ...change };
  }

  return { draft, update };
}

export type Draft = ReturnType<typeof useDraft>;
