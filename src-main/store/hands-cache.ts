/**
 * The hands of the sessions last read or written through one store connection, so that a call on the
 * table does not read and parse every hand of its evening again (it did: a call late in a long evening
 * cost time and garbage in proportion to the hands before it).
 *
 * - The store puts what it read, and after each committed write of a hand the row as read back from
 *   the file (so a cached row is exactly what a fresh read gives); a write it cannot place drops the
 *   session. Deleting a session drops it.
 * - Another connection's commit (another process on the same file, or a second connection in this one)
 *   changes SQLite's `PRAGMA data_version`; the cache is then emptied before it answers.
 * - Lists and rows are frozen and never changed in place: a list handed out stays as it was.
 * - At most `limit` sessions are kept, the least recently used dropped first.
 */
import type { HandRow } from './hand-row.ts';

export const CACHED_SESSIONS = 8;

export class HandsCache {
  private readonly bySession = new Map<number, readonly HandRow[]>();
  private readonly dataVersion: () => number;
  private readonly limit: number;
  private seen: number;

  constructor(dataVersion: () => number, limit = CACHED_SESSIONS) {
    this.dataVersion = dataVersion;
    this.limit = limit;
    this.seen = dataVersion();
  }

  /** The session's hands if kept and nothing else has written the file since. */
  get(sessionId: number): readonly HandRow[] | undefined {
    this.checkOthers();
    const rows = this.bySession.get(sessionId);
    if (rows === undefined) return undefined;
    // Most recently used last.
    this.bySession.delete(sessionId);
    this.bySession.set(sessionId, rows);
    return rows;
  }

  /** Keeps a session's hands as just read. */
  set(sessionId: number, rows: readonly HandRow[]): readonly HandRow[] {
    const kept = Object.freeze(rows.map(freezeRow));
    this.bySession.delete(sessionId);
    this.bySession.set(sessionId, kept);
    while (this.bySession.size > this.limit)
      this.bySession.delete(this.bySession.keys().next().value as number);
    return kept;
  }

  /**
   * A hand just committed, as read back: it replaces the kept hand of its number or follows the last;
   * anything else drops the session (read again next time).
   */
  written(row: HandRow): void {
    this.checkOthers();
    const rows = this.bySession.get(row.sessionId);
    if (rows === undefined) return;
    const i = row.handNo - 1;
    if (i === rows.length) this.bySession.set(row.sessionId, Object.freeze([...rows, freezeRow(row)]));
    else if (rows[i]?.handNo === row.handNo)
      this.bySession.set(row.sessionId, Object.freeze(rows.with(i, freezeRow(row))));
    else this.bySession.delete(row.sessionId);
  }

  drop(sessionId: number): void {
    this.bySession.delete(sessionId);
  }

  /** Sessions kept (tests). */
  get size(): number {
    return this.bySession.size;
  }

  private checkOthers(): void {
    const now = this.dataVersion();
    if (now === this.seen) return;
    this.seen = now;
    this.bySession.clear();
  }
}

function freezeRow(row: HandRow): HandRow {
  Object.freeze(row.actions);
  Object.freeze(row.standIn);
  if (row.money !== null) Object.freeze(row.money);
  return Object.freeze(row);
}
