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
 * - What is kept is bounded by hands, not by sessions: at most `limit` hands (a session counts at least
 *   one), the least recently used session dropped first, but never the one just read or written (a
 *   single evening longer than the bound is still kept). A bound by sessions thrashed: with eight kept
 *   and ten tables playing in turn, every call of two tables in five read and parsed its whole evening
 *   again (622 of 1,577 reads in 40 hands of a ten-table soak, 10 with room for all).
 */
import type { HandRow } from './hand-row.ts';

/**
 * Hands kept over all sessions: about 5 KB each in V8's heap (40 actions, measured), so about 10 MB;
 * room for ten tables of a hundred-hand evening twice over.
 */
export const CACHED_HANDS = 2000;

export class HandsCache {
  private readonly bySession = new Map<number, readonly HandRow[]>();
  private readonly dataVersion: () => number;
  private readonly limit: number;
  private seen: number;
  /** The cost of what is kept: the sum of `cost` over the kept sessions. */
  private hands = 0;

  constructor(dataVersion: () => number, limit = CACHED_HANDS) {
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
    this.put(sessionId, kept);
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
    if (i === rows.length) this.put(row.sessionId, Object.freeze([...rows, freezeRow(row)]));
    else if (rows[i]?.handNo === row.handNo)
      this.put(row.sessionId, Object.freeze(rows.with(i, freezeRow(row))));
    else this.drop(row.sessionId);
  }

  drop(sessionId: number): void {
    const rows = this.bySession.get(sessionId);
    if (rows === undefined) return;
    this.bySession.delete(sessionId);
    this.hands -= cost(rows);
  }

  /** Sessions kept (tests). */
  get size(): number {
    return this.bySession.size;
  }

  /** Hands kept, each session counting at least one (tests). */
  get keptHands(): number {
    return this.hands;
  }

  /** Keeps a session as the most recently used, then drops the least recently used over the bound. */
  private put(sessionId: number, rows: readonly HandRow[]): void {
    this.drop(sessionId);
    this.bySession.set(sessionId, rows);
    this.hands += cost(rows);
    while (this.hands > this.limit && this.bySession.size > 1)
      this.drop(this.bySession.keys().next().value as number);
  }

  private checkOthers(): void {
    const now = this.dataVersion();
    if (now === this.seen) return;
    this.seen = now;
    this.bySession.clear();
    this.hands = 0;
  }
}

function cost(rows: readonly HandRow[]): number {
  return Math.max(1, rows.length);
}

function freezeRow(row: HandRow): HandRow {
  Object.freeze(row.actions);
  Object.freeze(row.standIn);
  if (row.money !== null) Object.freeze(row.money);
  return Object.freeze(row);
}
