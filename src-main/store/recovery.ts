/**
 * Opening the store without ever stopping the app or losing a file: a damaged file (StoreCorruptError)
 * or one written by a newer version (StoreVersionError) is renamed to a dated backup beside it, with its
 * `-wal` and `-shm`, and a fresh store is created in its place. The caller gets a StoreNotice naming both
 * files to log and show. Any other failure (permissions, a full disk, a locked file) is thrown as it
 * was: a readable file is never set aside.
 *
 * Backup name: `<file>.<UTC time, e.g. 2026-11-22T19-50-03>.<corrupt|newer>` (`-2`, `-3`… after the
 * time if that name is taken); SQLite opens it as it was, its `-wal` beside it.
 */
import { existsSync, renameSync } from 'node:fs';
import type { StoreNotice } from '../../src-shared/api/store.ts';
import { type Store, StoreCorruptError, StoreVersionError, openStore } from './store.ts';

export type { StoreNotice };

export interface OpenedStore {
  readonly store: Store;
  /** Null when the file opened as it was. */
  readonly notice: StoreNotice | null;
}

const SIDE_FILES = ['', '-wal', '-shm'] as const;

/** `2026-11-22T19-50-03` (UTC; no colons, which some file systems refuse). */
const stamp = (when: Date): string => when.toISOString().slice(0, 19).replaceAll(':', '-');

/** A backup name for `file` that no existing file (or its -wal/-shm) has. */
function backupName(file: string, kind: StoreNotice['kind'], when: Date): string {
  for (let n = 1; ; n++) {
    const name = `${file}.${stamp(when)}${n === 1 ? '' : `-${n}`}.${kind}`;
    if (SIDE_FILES.every((side) => !existsSync(name + side))) return name;
  }
}

/** Moves `file` and its -wal and -shm (those that exist) to `backup`. */
function setAside(file: string, backup: string): void {
  for (const side of SIDE_FILES) if (existsSync(file + side)) renameSync(file + side, backup + side);
}

function describe(kind: StoreNotice['kind'], file: string, backup: string, reason: string): string {
  return kind === 'corrupt'
    ? `The saved data in ${file} could not be read (${reason}). The file was moved to ${backup} ` +
        `unchanged, and a fresh ${file} was created.`
    : `${file} was written by a newer version of Mariáš (${reason}). The file was moved to ${backup} ` +
        `unchanged, and a fresh ${file} was created; update the app and move the file back to use it again.`;
}

/** Opens the store at `file`, setting a damaged or newer file aside (see above). */
export function openStoreSafely(file: string, now: () => Date = () => new Date()): OpenedStore {
  let kind: StoreNotice['kind'];
  let reason: string;
  try {
    return { store: openStore(file), notice: null };
  } catch (e) {
    if (e instanceof StoreCorruptError) {
      kind = 'corrupt';
      reason = e.reason;
    } else if (e instanceof StoreVersionError) {
      kind = 'newer';
      reason = `data version ${e.found}; this version knows up to ${e.known}`;
    } else throw e;
  }
  const backup = backupName(file, kind, now());
  setAside(file, backup);
  const store = openStore(file);
  return { store, notice: { kind, file, backup, reason, message: describe(kind, file, backup, reason) } };
}
