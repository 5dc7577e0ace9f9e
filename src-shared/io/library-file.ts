/**
 * Library files (docs/formats.md, "Library files"): the library of positions, or some of its entries,
 * written as JSON (every field) or as text (one position's line a line, titled by the `#` comment
 * right above it), and either kind read back.
 *
 * Reading checks every entry before anything is saved: each one is either fine (with the problem of the
 * game it may have, which the library keeps like the editor does) or bad with its first problem and
 * where it is (entry number, and line in a text file). `planImport` then turns the fine entries and the
 * person's answer for each title already taken into saves that overwrite only where asked.
 */
import { PositionSaveParams, TITLE_MAX } from '../api/library.ts';
import { unknownKey, validate } from './schema.ts';
import { type Position, fromPosition } from '../engine/position.ts';
import { type Result, err, ok } from '../util/result.ts';
import { type InputError, shapeError } from './errors.ts';
import { parseNotation, readNotation, toNotation } from './notation.ts';
import { parseJson } from './parse.ts';

/** The `format` field of a JSON library file. */
export const LIBRARY_FORMAT = 'marias-library';
/** The version written; files of a later version are refused as a whole. */
export const LIBRARY_VERSION = 1;

/** An entry as a file holds it. */
export interface FileEntry {
  readonly title: string;
  readonly notes: string;
  readonly tags: readonly string[];
  readonly position: Position;
}

/** An entry read from a file; a text file's entry may come untitled. */
export interface ReadEntry extends Omit<FileEntry, 'title'> {
  readonly title: string | null;
  /** What is wrong with the position as a game (the editor shows it), or null. */
  readonly problem: InputError | null;
}

/** One entry of a file: `number` counts entries from 1; `line` is its line in a text file. */
export type FileItem =
  | { readonly ok: true; readonly number: number; readonly line: number | null; readonly entry: ReadEntry }
  | { readonly ok: false; readonly number: number; readonly line: number | null; readonly error: InputError };

export interface LibraryFile {
  readonly kind: 'json' | 'text';
  readonly items: readonly FileItem[];
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The JSON file of `entries`, stamped with the time it was written (ISO 8601). */
export function toLibraryJson(entries: readonly FileEntry[], exported: string): string {
  const file = {
    format: LIBRARY_FORMAT,
    version: LIBRARY_VERSION,
    exported,
    entries: entries.map((e) => ({ title: e.title, notes: e.notes, tags: e.tags, position: e.position })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The text file of `entries`: the header lines as comments, then each title as a comment over its line. */
export function toLibraryText(entries: readonly FileEntry[], header: readonly string[]): string {
  const lines = header.map((h) => `# ${h}`.trimEnd());
  for (const e of entries) lines.push('', `# ${e.title}`, toNotation(e.position));
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading

const gameProblem = (p: Position): InputError | null => {
  const s = fromPosition(p);
  return s.ok ? null : s.error;
};

/** The keys of a JSON library file, and of each of its entries (docs/formats.md). */
const FILE_KEYS = ['format', 'version', 'exported', 'entries'];
const ENTRY_KEYS = ['title', 'notes', 'tags', 'position'];

/** A key's error (its path relative, `.key`) at `path` (the file itself: '', the key alone). */
const rebase = (e: InputError, path: string): InputError =>
  e.code === 'invalid' ? { ...e, path: path === '' ? e.path.slice(1) : path + e.path } : e;

function readJson(text: string): Result<LibraryFile, InputError> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return err(shapeError('$', 'object', v));
  const o = v as Record<string, unknown>;
  if (o.format !== LIBRARY_FORMAT) return err(shapeError('format', `"${LIBRARY_FORMAT}"`, o.format));
  if (typeof o.version !== 'number' || !Number.isInteger(o.version) || o.version < 1)
    return err(shapeError('version', 'integer ≥ 1', o.version));
  if (o.version > LIBRARY_VERSION)
    return err({
      code: 'invalid',
      path: 'version',
      problem: { kind: 'fileVersion', version: o.version, supported: LIBRARY_VERSION },
    });
  // A key the format does not have is refused by name (after the version: a later file may have more).
  const extra = unknownKey(o, FILE_KEYS, 'libraryFile');
  if (extra !== null) return err(rebase(extra, ''));
  if (!Array.isArray(o.entries)) return err(shapeError('entries', 'array', o.entries));
  const items = o.entries.map((raw: unknown, i): FileItem => {
    const path = `entries[${i}]`;
    const number = i + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { ok: false, number, line: null, error: shapeError(path, 'object', raw) };
    const e = raw as Record<string, unknown>;
    // Only the fields of the format: an `id` or `overwrite` in a file is refused by name, not obeyed.
    const other = unknownKey(e, ENTRY_KEYS, 'libraryEntry');
    if (other !== null) return { ok: false, number, line: null, error: rebase(other, path) };
    const save = validate(
      PositionSaveParams,
      { title: e.title, notes: e.notes, tags: e.tags, position: e.position },
      path,
    );
    if (!save.ok) return { ok: false, number, line: null, error: save.error };
    const { title, notes, tags, position } = save.value;
    return {
      ok: true,
      number,
      line: null,
      entry: { title, notes, tags, position, problem: gameProblem(position) },
    };
  });
  return ok({ kind: 'json', items });
}

function readText(text: string): LibraryFile {
  const items: FileItem[] = [];
  let title: string | null = null;
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') {
      title = null;
      return;
    }
    if (line.startsWith('#')) {
      // Tabs and other control characters (a title may not hold them) count as spaces.
      // eslint-disable-next-line no-control-regex
      const words = line.slice(1).replace(/[\u0000-\u001f\u007f]/g, ' ');
      title = words.trim() === '' ? null : words.trim().slice(0, TITLE_MAX).trim();
      return;
    }
    const number = items.length + 1;
    const parsed = parseNotation(line);
    if (!parsed.ok) items.push({ ok: false, number, line: i + 1, error: parsed.error });
    else {
      const read = readNotation(line);
      items.push({
        ok: true,
        number,
        line: i + 1,
        entry: { title, notes: '', tags: [], position: parsed.value, problem: read.ok ? null : read.error },
      });
    }
    title = null;
  });
  return { kind: 'text', items };
}

/**
 * A library file read: JSON when its first character (after a byte order mark and white space) is `{`
 * or `[`, else text. A JSON file that is not one as a whole (broken JSON, another format or a later
 * version) is an error; otherwise every entry is reported on its own.
 */
export function readLibraryFile(text: string): Result<LibraryFile, InputError> {
  const body = text.replace(/^\uFEFF/, '');
  const first = body.trimStart()[0];
  return first === '{' || first === '[' ? readJson(body) : ok(readText(body));
}

// ---------------------------------------------------------------------------------------------
// Importing without losing anything

/** Titles compare as the library's unique index does: a–z in any case, everything else exactly. */
export const titleKey = (title: string): string => title.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** `title` or, when taken, "title (2)", "title (3)" … cut so that it stays within TITLE_MAX. */
export function freeTitle(title: string, taken: ReadonlySet<string>): string {
  if (!taken.has(titleKey(title))) return title;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(titleKey(candidate))) return candidate;
  }
}

/** What to do with an entry whose title is taken: leave it out, replace the entry, or save it renamed. */
export type Resolution = 'skip' | 'overwrite' | 'keepBoth';

/** A fine entry with its title settled (an untitled one named by the caller). */
export interface ImportEntry extends FileEntry {
  readonly number: number;
}

/** The entries whose title is in the library already or on an earlier entry of the same file. */
export function importConflicts(entries: readonly ImportEntry[], existing: readonly string[]): Set<number> {
  const taken = new Set(existing.map(titleKey));
  const out = new Set<number>();
  for (const e of entries) {
    const key = titleKey(e.title);
    if (taken.has(key)) out.add(e.number);
    taken.add(key);
  }
  return out;
}

export interface ImportSave extends FileEntry {
  readonly number: number;
  readonly overwrite: boolean;
}

/**
 * The saves of an import in file order. An entry whose title is free is saved as new; one whose title
 * is taken follows `choose` (its answer for that entry). A renamed entry avoids every title of the
 * library and of the file, so it never meets a later entry's title.
 */
export function planImport(
  entries: readonly ImportEntry[],
  existing: readonly string[],
  choose: (number: number) => Resolution,
): { saves: ImportSave[]; skipped: number[] } {
  const taken = new Set(existing.map(titleKey));
  const reserved = new Set([...taken, ...entries.map((e) => titleKey(e.title))]);
  const saves: ImportSave[] = [];
  const skipped: number[] = [];
  for (const e of entries) {
    const key = titleKey(e.title);
    if (!taken.has(key)) {
      saves.push({ ...e, overwrite: false });
      taken.add(key);
      continue;
    }
    const choice = choose(e.number);
    if (choice === 'skip') skipped.push(e.number);
    else if (choice === 'overwrite') saves.push({ ...e, overwrite: true });
    else {
      const title = freeTitle(e.title, reserved);
      reserved.add(titleKey(title));
      taken.add(titleKey(title));
      saves.push({ ...e, title, overwrite: false });
    }
  }
  return { saves, skipped };
}
