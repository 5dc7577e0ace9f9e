/**
 * The library of saved positions (positionSave, positionList, positionGet, positionDelete): its entries
 * and the checks of the params on arrival. A saved position need only be well formed (parsePosition):
 * one with problems of the game may be kept and edited; analysing it validates it.
 *
 * Nothing is overwritten unless the caller says so: a save that would replace an entry (the same id, or
 * another entry's title) without `overwrite` answers `conflict` with that entry.
 */
import * as v from 'valibot';
import type { Position } from '../engine/position.ts';
import { parsePosition } from '../io/parse.ts';
import { trimmedName } from './game.ts';
import { paramFields, intIn, parsed } from '../io/schema.ts';

export const TITLE_MAX = 80;
export const NOTES_MAX = 2000;
export const TAG_MAX = 24;
export const TAGS_MAX = 12;
export const SEARCH_MAX = 100;

/** An entry as the list shows it. */
export interface LibraryEntry {
  readonly id: number;
  readonly title: string;
  readonly notes: string;
  readonly tags: readonly string[];
  /** ISO 8601 times. */
  readonly created: string;
  readonly updated: string;
  /** The position's line of text (docs/formats.md). */
  readonly notation: string;
}

/** An entry with its position. */
export interface LibraryPosition extends LibraryEntry {
  readonly position: Position;
}

const entryId = intIn(1, null, 'position id');
/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) =>
  v.pipe(
    v.string(`text of at most ${max} characters`),
    v.maxLength(max, `text of at most ${max} characters`),
  );

export const PositionSaveParams = paramFields({
  /** The entry to replace; absent: a new entry. */
  id: v.optional(entryId),
  /** Trimmed, 1–TITLE_MAX characters; unique in the library (case-insensitive for a–z). */
  title: trimmedName(TITLE_MAX),
  /** Trimmed; absent or null: ''. */
  notes: v.pipe(v.nullish(text(NOTES_MAX), ''), v.trim()),
  /** Trimmed, each 1–TAG_MAX characters, at most TAGS_MAX, repeats dropped. */
  tags: v.pipe(
    v.optional(
      v.pipe(
        v.custom<unknown[]>(
          (x) => Array.isArray(x) && x.length <= TAGS_MAX,
          `array of at most ${TAGS_MAX} tags`,
        ),
        v.array(trimmedName(TAG_MAX)),
      ),
      [],
    ),
    v.transform((tags): readonly string[] => [...new Set(tags)]),
  ),
  position: parsed(parsePosition),
  /** Replace the entry with this id, or the one with this title. Absent or null: false. */
  overwrite: v.nullish(v.boolean('boolean'), false),
});
export type PositionSaveParams = v.InferOutput<typeof PositionSaveParams>;

/** Absent params (undefined, null) read as `{}`. */
export const PositionListParams = v.pipe(
  v.nullish(v.unknown(), {}),
  paramFields({
    /** Words that must all occur in the title, notes or tags (any case, with or without diacritics). */
    search: v.optional(text(SEARCH_MAX)),
  }),
);
export type PositionListParams = v.InferOutput<typeof PositionListParams>;

export const PositionIdParams = paramFields({ id: entryId });
export type PositionIdParams = v.InferOutput<typeof PositionIdParams>;

/** Lower case without diacritics, for searching ("Sedma" and "sedma", "čtvrtý" and "ctvrty" match). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of `search` occurs in the entry's title, notes or tags. */
export function matchesSearch(
  entry: Pick<LibraryEntry, 'title' | 'notes' | 'tags'>,
  search: string,
): boolean {
  const words = searchKey(search).split(/\s+/).filter(Boolean);
  const hay = searchKey([entry.title, entry.notes, ...entry.tags].join('\n'));
  return words.every((w) => hay.includes(w));
}
