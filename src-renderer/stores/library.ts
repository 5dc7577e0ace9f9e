/**
 * The library of saved positions (#/library): every entry, the entries matching a search (main's
 * `positionList` search) and a tag, the selection, and what can be done with an entry — open it in the
 * editor or the analysis board, edit its title, notes and tags, delete it, copy its line of text — and
 * files: export as JSON or text, import after a report (src-shared/io/library-file.ts).
 *
 * Nothing is overwritten unless asked: an edit saves over its own entry only, and a title that another
 * entry holds is refused by main (`conflict`) and reported; an import saves per the person's answers.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { LibraryEntry, LibraryPosition } from '../../src-shared/api/library.ts';
import { fromPosition } from '../../src-shared/engine/position.ts';
import type { InputError } from '../../src-shared/io/errors.ts';
import {
  type FileEntry,
  type ImportSave,
  toLibraryJson,
  toLibraryText,
} from '../../src-shared/io/library-file.ts';
import { useApiClient } from '../api/client.ts';
import { useBoardStore } from './board.ts';
import { useEditorStore } from './editor.ts';
import type { Router } from 'vue-router';

/** How long a search waits for the next keystroke before asking main (ms). */
export const SEARCH_DEBOUNCE_MS = 150;

export type ExportKind = 'json' | 'text';

/** A file to hand to the person as a download. */
export interface ExportFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** Why an action on an entry failed: main's answer, or the problem that keeps a position off the board. */
export type LibraryProblem = ApiError | { readonly code: 'problem'; readonly error: InputError };

/** What an import did, entry number by entry number. */
export interface ImportDone {
  readonly saved: readonly number[];
  readonly failed: readonly { readonly number: number; readonly error: ApiError }[];
}

export const useLibraryStore = defineStore('library', () => {
  const client = () => useApiClient();
  /** Every entry, the most recently saved first. */
  const all = ref<LibraryEntry[]>([]);
  /** The entries the search matches (all of them while it is empty). */
  const found = ref<LibraryEntry[]>([]);
  const search = ref('');
  const tag = ref<string | null>(null);
  const loaded = ref(false);
  const loading = ref(false);
  const error = ref<ApiError | null>(null);
  /** Ids of the entries chosen for export. */
  const selected = ref<Set<number>>(new Set());

  /** Every tag in use, in alphabetical order. */
  const tags = computed(() =>
    [...new Set(all.value.flatMap((e) => e.tags))].sort((a, b) => a.localeCompare(b, 'cs')),
  );
  const shown = computed(() =>
    tag.value === null ? found.value : found.value.filter((e) => e.tags.includes(tag.value as string)),
  );
  const titles = computed(() => all.value.map((e) => e.title));

  /** Searches run in order; an answer to an older one is dropped. */
  let asked = 0;

  async function runSearch(): Promise<void> {
    const n = ++asked;
    const text = search.value.trim();
    if (text === '') {
      found.value = all.value;
      return;
    }
    const r = await client().call('positionList', { search: text });
    if (n !== asked) return;
    if (r.ok) {
      found.value = [...r.value];
      error.value = null;
    } else error.value = r.error;
  }

  /** Reads every entry again, then the search. */
  async function load(): Promise<void> {
    loading.value = true;
    const r = await client().call('positionList', {});
    loading.value = false;
    if (!r.ok) {
      error.value = r.error;
      return;
    }
    error.value = null;
    all.value = [...r.value];
    loaded.value = true;
    const ids = new Set(all.value.map((e) => e.id));
    selected.value = new Set([...selected.value].filter((id) => ids.has(id)));
    if (tag.value !== null && !tags.value.includes(tag.value)) tag.value = null;
    await runSearch();
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The search box changed: ask main once typing pauses. */
  function setSearch(text: string): void {
    search.value = text;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runSearch();
    }, SEARCH_DEBOUNCE_MS);
  }

  function setTag(next: string | null): void {
    tag.value = tag.value === next ? null : next;
  }

  function toggle(id: number): void {
    const next = new Set(selected.value);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selected.value = next;
  }

  function selectShown(on: boolean): void {
    selected.value = on ? new Set(shown.value.map((e) => e.id)) : new Set();
  }

  async function get(id: number): Promise<LibraryPosition | ApiError> {
    const r = await client().call('positionGet', { id });
    return r.ok ? r.value : r.error;
  }

  /**
   * A new title, notes and tags for an entry. It replaces its own entry only; a title another entry
   * holds answers `conflict` with that entry (main never hands one entry's title to another).
   */
  async function edit(
    id: number,
    change: { title: string; notes: string; tags: readonly string[] },
  ): Promise<ApiError | null> {
    const current = await get(id);
    if ('code' in current) return current;
    const r = await client().call('positionSave', {
      id,
      ...change,
      position: current.position,
      overwrite: true,
    });
    if (!r.ok) return r.error;
    await load();
    return null;
  }

  async function remove(id: number): Promise<ApiError | null> {
    const r = await client().call('positionDelete', { id });
    if (!r.ok) return r.error;
    await load();
    return null;
  }

  /** Opens an entry in the editor (the router shows it), which then offers to save back under its title. */
  async function openInEditor(id: number, router: Router): Promise<ApiError | null> {
    const entry = await get(id);
    if ('code' in entry) return entry;
    useEditorStore().open(entry);
    void router.push({ name: 'editor' });
    return null;
  }

  /**
   * Opens an entry in the analysis board (the router shows it). A position with a problem of the game
   * cannot be analysed: its problem is answered (the editor shows it in full).
   */
  async function openInBoard(id: number, router: Router): Promise<LibraryProblem | null> {
    const entry = await get(id);
    if ('code' in entry) return entry;
    const state = fromPosition(entry.position);
    if (!state.ok) return { code: 'problem', error: state.error };
    if (!useBoardStore().load(entry.position)) return { code: 'internal', message: 'board refused' };
    void router.push({ name: 'board' });
    return null;
  }

  /** The chosen entries (all of them when none is chosen) as a file of the given kind. */
  async function exportFile(
    kind: ExportKind,
    header: (count: number) => readonly string[],
    now = new Date(),
  ): Promise<ExportFile | ApiError> {
    const ids = selected.value.size > 0 ? all.value.filter((e) => selected.value.has(e.id)) : all.value;
    const entries: FileEntry[] = [];
    for (const e of ids) {
      const got = await get(e.id);
      if ('code' in got) return got;
      entries.push({ title: got.title, notes: got.notes, tags: got.tags, position: got.position });
    }
    const day = now.toISOString().slice(0, 10);
    return kind === 'json'
      ? {
          name: `marias-library-${day}.json`,
          type: 'application/json',
          text: toLibraryJson(entries, now.toISOString()),
        }
      : {
          name: `marias-library-${day}.txt`,
          type: 'text/plain',
          text: toLibraryText(entries, header(entries.length)),
        };
  }

  /** Saves an import's plan in order; an entry main refuses is reported, the others still saved. */
  async function importSaves(saves: readonly ImportSave[]): Promise<ImportDone> {
    const saved: number[] = [];
    const failed: { number: number; error: ApiError }[] = [];
    for (const s of saves) {
      const r = await client().call('positionSave', {
        title: s.title,
        notes: s.notes,
        tags: s.tags,
        position: s.position,
        overwrite: s.overwrite,
      });
      if (r.ok) saved.push(s.number);
      else failed.push({ number: s.number, error: r.error });
    }
    await load();
    return { saved, failed };
  }

  return {
    all,
    found,
    shown,
    search,
    tag,
    tags,
    titles,
    loaded,
    loading,
    error,
    selected,
    load,
    setSearch,
    setTag,
    toggle,
    selectShown,
    get,
    edit,
    remove,
    openInEditor,
    openInBoard,
    exportFile,
    importSaves,
  };
});
