/**
 * The library of saved positions (positionSave, positionList, positionGet, positionDelete): its entries
 * and the checks of the params on arrival. A saved position need only be well formed (parsePosition):
 * one with problems of the game may be kept and edited; analysing it validates it.
 *
 * Nothing is overwritten unless the caller says so: a save that would replace an entry (the same id, or
 * another entry's title) without `overwrite` answers `conflict` with that entry.
 */
import type { Position } from '../engine/position.ts';
import { type InputError, shapeError } from '../io/errors.ts';
import { parsePosition } from '../io/parse.ts';
import { type Result, err, ok } from '../util/result.ts';
import { parseName } from './game.ts';

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

export interface PositionSaveParams {
  /** The entry to replace; absent: a new entry. */
  readonly id?: number;
  /** Trimmed, 1–TITLE_MAX characters; unique in the library (case-insensitive for a–z). */
  readonly title: string;
  readonly notes: string;
  /** Trimmed, each 1–TAG_MAX characters, at most TAGS_MAX, no repeats. */
  readonly tags: readonly string[];
  readonly position: Position;
  /** Replace the entry with this id, or the one with this title. Default false. */
  readonly overwrite: boolean;
}

export interface PositionListParams {
  /** Words that must all occur in the title, notes or tags (any case, with or without diacritics). */
  readonly search?: string;
}

export interface PositionIdParams {
  readonly id: number;
}

function object(v: unknown, path: string): Result<Record<string, unknown>, InputError> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return err(shapeError(path, 'object', v));
  return ok(v as Record<string, unknown>);
}

function entryId(v: unknown, path: string): Result<number, InputError> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return err(shapeError(path, 'position id', v));
  return ok(v);
}

function tags(v: unknown, path: string): Result<readonly string[], InputError> {
  if (v === undefined) return ok([]);
  if (!Array.isArray(v) || v.length > TAGS_MAX)
    return err(shapeError(path, `array of at most ${TAGS_MAX} tags`, v));
  const out: string[] = [];
  for (let i = 0; i < v.length; i++) {
    const tag = parseName(v[i], `${path}[${i}]`, TAG_MAX);
    if (!tag.ok) return tag;
    if (!out.includes(tag.value)) out.push(tag.value);
  }
  return ok(out);
}

export function parsePositionSaveParams(v: unknown, path: string): Result<PositionSaveParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const { id: rawId, title: rawTitle, notes: rawNotes, overwrite: rawOverwrite } = o.value;
  const id = rawId === undefined ? undefined : entryId(rawId, `${path}.id`);
  if (id !== undefined && !id.ok) return id;
  const title = parseName(rawTitle, `${path}.title`, TITLE_MAX);
  if (!title.ok) return title;
  const notes = rawNotes ?? '';
  if (typeof notes !== 'string' || notes.length > NOTES_MAX)
    return err(shapeError(`${path}.notes`, `text of at most ${NOTES_MAX} characters`, notes));
  const tagList = tags(o.value.tags, `${path}.tags`);
  if (!tagList.ok) return tagList;
  const position = parsePosition(o.value.position, `${path}.position`);
  if (!position.ok) return position;
  const overwrite = rawOverwrite ?? false;
  if (typeof overwrite !== 'boolean') return err(shapeError(`${path}.overwrite`, 'boolean', overwrite));
  return ok({
    ...(id === undefined ? {} : { id: id.value }),
    title: title.value,
    notes: notes.trim(),
    tags: tagList.value,
    position: position.value,
    overwrite,
  });
}

export function parsePositionListParams(v: unknown, path: string): Result<PositionListParams, InputError> {
  if (v === undefined || v === null) return ok({});
  const o = object(v, path);
  if (!o.ok) return o;
  const search = o.value.search;
  if (search === undefined) return ok({});
  if (typeof search !== 'string' || search.length > SEARCH_MAX)
    return err(shapeError(`${path}.search`, `text of at most ${SEARCH_MAX} characters`, search));
  return ok({ search });
}

export function parsePositionIdParams(v: unknown, path: string): Result<PositionIdParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const id = entryId(o.value.id, `${path}.id`);
  return id.ok ? ok({ id: id.value }) : id;
}

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
