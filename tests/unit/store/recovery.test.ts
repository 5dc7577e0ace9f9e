/**
 * A damaged or newer store file on a real disk: set aside as a dated backup (with its -wal and -shm),
 * a fresh store opened in its place, a notice naming both files; the backup is the old file unchanged.
 * A good file opens as it was, and a failure that is not damage is thrown, the file left in place.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
  closeSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SessionSettings, PRESETS, startSession } from '../../../src-shared/index.ts';
import { SCHEMA_VERSION } from '../../../src-main/store/migrations.ts';
import { STORE_FILE } from '../../../src-main/store/location.ts';
import { type OpenedStore, openStoreSafely } from '../../../src-main/store/recovery.ts';
import { StoreCorruptError, openStore } from '../../../src-main/store/store.ts';

let dir: string;
let file: string;
const opened: OpenedStore[] = [];
const WHEN = new Date('2026-11-22T19:50:03.456Z');
const safely = () => {
  const o = openStoreSafely(file, () => WHEN);
  opened.push(o);
  return o;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-recovery-'));
  file = join(dir, STORE_FILE);
});
afterEach(() => {
  for (const o of opened.splice(0)) o.store.close();
  chmodSync(dir, 0o700);
  rmSync(dir, { recursive: true, force: true });
});

const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: false,
};
const setup = startSession(PRESETS.csm, 3, 5).next;

/** A store with `n` evenings, closed. */
function filled(n: number): void {
  const s = openStore(file);
  for (let i = 0; i < n; i++)
    s.createSession({
      settings,
      seed: i,
      created: `2026-01-01T10:00:${String(i % 60).padStart(2, '0')}.000Z`,
      firstHand: setup,
    });
  s.close();
}

/** Overwrites `length` bytes of the file at `offset`. */
function scribble(offset: number, length: number): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(length, 0x41), 0, length, offset);
  closeSync(fd);
}

const BACKUP = `${STORE_FILE}.2026-11-22T19-50-03`;

describe('opening the store safely', () => {
  it('opens a good file as it was, with no notice', () => {
    filled(3);
    const { store, notice } = safely();
    expect(notice).toBeNull();
    expect(store.sessions()).toHaveLength(3);
    expect(readdirSync(dir).filter((f) => f.includes('.corrupt') || f.includes('.newer'))).toEqual([]);
  });

  it('takes an empty file (as a crash at its creation may leave it) for a new store', () => {
    writeFileSync(file, '');
    const { store, notice } = safely();
    expect(notice).toBeNull();
    expect(store.sessions()).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.includes('.corrupt'))).toEqual([]);
  });

  it('sets aside a file that is not a database and starts a fresh one, naming both files', () => {
    const text = 'Tohle není databáze, jen poznámky k večeru.\n'.repeat(200);
    writeFileSync(file, text);
    const { store, notice } = safely();
    const backup = join(dir, `${BACKUP}.corrupt`);
    expect(notice).toMatchObject({ kind: 'corrupt', file, backup });
    expect(notice?.reason).toMatch(/not a database/);
    expect(notice?.message).toContain(file);
    expect(notice?.message).toContain(backup);
    // The old file is kept byte for byte; the new one is a working, empty store.
    expect(readFileSync(backup, 'utf8')).toBe(text);
    expect(store.sessions()).toEqual([]);
    const id = store.createSession({
      settings,
      seed: 1,
      created: '2026-11-22T19:51:00.000Z',
      firstHand: setup,
    });
    expect(store.session(id)?.seed).toBe(1);
  });

  it('sets aside a malformed database (failing quick_check) with its -wal and -shm, unchanged', () => {
    // A file as a crash leaves it: committed writes still in its WAL (no checkpoint, copied while open).
    const source = join(dir, 'source.sqlite');
    const s = openStore(source);
    const raw = new Database(source);
    raw.pragma('wal_autocheckpoint = 0');
    for (let i = 0; i < 60; i++)
      s.createSession({ settings, seed: i, created: '2026-01-01T10:00:00.000Z', firstHand: setup });
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.prepare('UPDATE sessions SET seed = seed + 1000').run();
    for (const side of ['', '-wal', '-shm']) copyFileSync(source + side, file + side);
    raw.close();
    s.close();
    scribble(4096, 200); // the first page of the sessions table
    const files = ['', '-wal'].map((side) => readFileSync(file + side));
    expect(files[1]?.length).toBeGreaterThan(0);
    // Opened directly, the error names the file.
    expect(() => openStore(file)).toThrow(StoreCorruptError);
    expect(() => openStore(file)).toThrow(file);

    const { store, notice } = safely();
    const backup = join(dir, `${BACKUP}.corrupt`);
    expect(notice).toMatchObject({ kind: 'corrupt', file, backup });
    expect(notice?.reason).toMatch(/quick_check|malformed/);
    // The database and its WAL byte for byte (the -shm is only an index of the WAL that SQLite rebuilds).
    expect(readFileSync(backup).equals(files[0] as Buffer)).toBe(true);
    expect(readFileSync(`${backup}-wal`).equals(files[1] as Buffer)).toBe(true);
    expect(existsSync(`${backup}-shm`)).toBe(true);
    expect(store.sessions()).toEqual([]);
  });

  it('sets aside a file from a newer version unchanged, its data readable in the backup', () => {
    filled(2);
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.exec('CREATE TABLE future (x)');
    db.close();

    const { store, notice } = safely();
    const backup = join(dir, `${BACKUP}.newer`);
    expect(notice).toMatchObject({ kind: 'newer', file, backup });
    expect(notice?.reason).toBe(
      `data version ${SCHEMA_VERSION + 1}; this version knows up to ${SCHEMA_VERSION}`,
    );
    expect(notice?.message).toContain(file);
    expect(notice?.message).toContain(backup);
    expect(notice?.message).toMatch(/newer version/);
    expect(store.sessions()).toEqual([]);

    const old = new Database(backup, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
    expect(old.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 2 });
    old.close();
  });

  it('never overwrites an earlier backup of the same second', () => {
    writeFileSync(file, 'first damaged file '.repeat(100));
    safely().store.close();
    opened.splice(0);
    rmSync(file);
    writeFileSync(file, 'second damaged file '.repeat(100));
    const { notice } = safely();
    expect(notice?.backup).toBe(join(dir, `${STORE_FILE}.2026-11-22T19-50-03-2.corrupt`));
    expect(readFileSync(join(dir, `${BACKUP}.corrupt`), 'utf8')).toMatch(/^first/);
    expect(readFileSync(notice?.backup ?? '', 'utf8')).toMatch(/^second/);
  });

  it('throws a failure that is not damage and leaves the file where it was', () => {
    // A directory in the file's place: SQLite cannot open it, but nothing says the data is damaged.
    mkdirSync(file);
    expect(() => openStoreSafely(file, () => WHEN)).toThrow();
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(dir)).toEqual([STORE_FILE]);
  });
});
