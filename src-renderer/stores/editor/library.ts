/**
 * The draft in and out: a position loaded (from the board, a library entry, or pasted as text) and the
 * draft saved in the library of positions, problems and all (main checks only its form).
 */
import { type Ref, ref } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { LibraryPosition } from '../../../src-shared/api/library.ts';
import type { Card } from '../../../src-shared/cards/card.ts';
import {
  type DraftStage,
  type EditorDraft,
  draftOf,
  toPosition,
} from '../../../src-shared/editor/validate.ts';
import type { Position } from '../../../src-shared/engine/position.ts';
import type { InputError } from '../../../src-shared/io/errors.ts';
import { parseNotation } from '../../../src-shared/io/notation.ts';
import type { PresetId } from '../../../src-shared/rules/ruleset.ts';
import { useApiClient } from '../../api/client.ts';

export function useDraftLibrary(
  draft: Ref<EditorDraft>,
  stage: Readonly<Ref<DraftStage>>,
  selected: Ref<Card | null>,
) {
  /** The library entry last saved from here (its title is offered for the next save). */
  const saved = ref<LibraryPosition | null>(null);

  function load(p: Position, presetId: PresetId): void {
    draft.value = draftOf(p, presetId);
    selected.value = null;
  }

  /**
   * Saves the draft in the library of positions, problems and all (main checks only its form). An
   * entry with the same title is replaced only with `overwrite`; without it main answers `conflict`,
   * which is returned for the view to ask. Before the bidding there is no position to save.
   */
  async function save(title: string, overwrite = false): Promise<ApiError | null> {
    if (stage.value !== 'play') return null;
    const r = await useApiClient().call('positionSave', {
      title,
      notes: saved.value?.title === title ? saved.value.notes : '',
      tags: saved.value?.title === title ? saved.value.tags : [],
      position: toPosition(draft.value),
      overwrite,
    });
    if (!r.ok) return r.error;
    saved.value = r.value;
    return null;
  }

  /** A library entry opened here: its position as the draft, its title, notes and tags for the next save. */
  function open(entry: LibraryPosition): void {
    load(entry.position, entry.position.rules.preset);
    saved.value = entry;
  }

  /**
   * A position pasted as text: read by its grammar alone, then laid out as the draft, so whatever is
   * wrong with its cards shows as the editor's problems. Answers the text's own first problem, if any.
   */
  function loadText(input: string): InputError | null {
    const r = parseNotation(input.trim());
    if (!r.ok) return r.error;
    load(r.value, r.value.rules.preset);
    return null;
  }

  return { saved, load, save, open, loadText };
}
