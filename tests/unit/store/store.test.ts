/**
 * The SQLite store on a real file in a fresh directory: migrations, WAL, refusing a newer file, and
 * sessions, hands and preferences read back as written.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type SessionSettings,
  PRESETS,
  startSession,
} from '../../../src-shared/index.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../src-main/store/migrations.ts';
import { STORE_FILE, browserDataDir, storeFile } from '../../../src-main/store/location.ts';
import { type Store, StoreVersionError, openStore } from '../../../src-main/store/store.ts';

let dir: string;
let file: string;
const stores: Store[] = [];
const open = (f = file) => {
  const s = openStore(f);
  stores.push(s);
  return s;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-store-'));
  file = join(dir, 'nested', STORE_FILE);
});
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads pragmas through a connection of its own. */
function pragma(name: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma(name, { simple: true });
  } finally {
    db.close();
  }
}

const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: true,
};
const setup = startSession(PRESETS.csm, 3, 7).next;

describe('store', () => {
  it('creates its directory and file, migrates to the current version, and is idempotent on reopen', () => {
    open().close();
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(1);
    expect(pragma('user_version')).toBe(SCHEMA_VERSION);
    const again = open();
    expect(pragma('user_version')).toBe(SCHEMA_VERSION);
    expect(again.sessions()).toEqual([]);
  });

  it('runs in WAL mode with foreign keys', () => {
    const s = open();
    expect(pragma('journal_mode')).toBe('wal');
    const id = s.createSession({ settings, seed: 1, created: '2026-01-01T00:00:00.000Z', firstHand: setup });
    s.deleteSession(id);
    // The hands went with their session (ON DELETE CASCADE needs foreign_keys = ON).
    expect(s.hands(id)).toEqual([]);
  });

  it('refuses a file from a newer version with a message and leaves it as it was', () => {
    const db = new Database(storeFile(dir));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    file = storeFile(dir);
    expect(() => open()).toThrow(StoreVersionError);
    expect(() => open()).toThrow(/newer version of Mariáš/);
    expect(pragma('user_version')).toBe(SCHEMA_VERSION + 1);
    expect(pragma('journal_mode')).not.toBe('wal');
  });

  it('reads back sessions, hands and preferences as written, across a reopen', () => {
    const s = open();
    const a = s.createSession({
      settings,
      seed: 0xfffffffe,
      created: '2026-01-01T10:00:00.000Z',
      firstHand: setup,
    });
    const b = s.createSession({ settings, seed: 2, created: '2026-01-01T11:00:00.000Z', firstHand: setup });
    const actions: Action[] = [
      { type: 'chooseTrump', seat: 0, card: setup.deck[0] as Card },
      { type: 'chooseGame', seat: 0, game: 'suit' },
    ];
    // The second action was the computer's for an absent person (a stand-in at `mistr`).
    s.saveActions(a, 1, actions.slice(0, 1), '2026-01-01T12:00:00.000Z');
    s.finishHand(a, 1, actions, [200, -100, -100], '2026-01-01T12:30:00.000Z', [
      { index: 1, level: 'mistr' },
    ]);
    // A finished hand is final.
    expect(() => s.saveActions(a, 1, [], '2026-01-01T12:40:00.000Z')).toThrow();
    s.addHand(a, 2, setup, '2026-01-01T13:00:00.000Z');
    s.setPrefs({ lang: 'en', table: 'wood' });
    s.setPrefs({ lang: 'cs' });
    s.close();

    const t = open();
    expect(t.sessions().map((r) => r.id)).toEqual([a, b]);
    expect(t.session(a)).toEqual({
      id: a,
      created: '2026-01-01T10:00:00.000Z',
      updated: '2026-01-01T13:00:00.000Z',
      settings,
      seed: 0xfffffffe,
      name: null,
    });
    expect(t.session(999)).toBeNull();
    expect(t.hands(a)).toEqual([
      {
        sessionId: a,
        handNo: 1,
        setup,
        actions,
        money: [200, -100, -100],
        finishedAt: '2026-01-01T12:30:00.000Z',
        standIn: [{ index: 1, level: 'mistr' }],
      },
      { sessionId: a, handNo: 2, setup, actions: [], money: null, finishedAt: null, standIn: [] },
    ]);
    expect(t.hands(b)).toHaveLength(1);
    expect(t.finishedMoney()).toEqual([{ sessionId: a, money: [200, -100, -100] }]);
    expect(t.prefs()).toEqual({ lang: 'cs', table: 'wood' });
  });

  it('migrates a file of the first schema: its sessions and hands stay, unnamed, and can be named', () => {
    // A file as the first released version left it.
    mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    db.exec(MIGRATIONS[0] as string);
    db.pragma('user_version = 1');
    db.prepare('INSERT INTO sessions (id, created, updated, settings, seed) VALUES (?, ?, ?, ?, ?)').run(
      5,
      '2026-01-01T10:00:00.000Z',
      '2026-01-01T11:00:00.000Z',
      JSON.stringify(settings),
      9,
    );
    db.prepare('INSERT INTO hands (session_id, hand_no, setup, actions) VALUES (?, ?, ?, ?)').run(
      5,
      1,
      JSON.stringify(setup),
      '[]',
    );
    db.close();

    const s = open();
    expect(pragma('user_version')).toBe(SCHEMA_VERSION);
    expect(s.session(5)).toMatchObject({ id: 5, seed: 9, settings, name: null });
    expect(s.hands(5)).toHaveLength(1);
    expect(s.renameSession(5, 'U Nováků')).toBe(true);
    expect(s.session(5)?.name).toBe('U Nováků');
    // Naming an evening is not playing it.
    expect(s.session(5)?.updated).toBe('2026-01-01T11:00:00.000Z');
    expect(s.renameSession(6, 'nikdo')).toBe(false);
    // The file itself refuses names the API would refuse by length.
    expect(() => s.renameSession(5, '')).toThrow(/CHECK/);
    expect(() => s.renameSession(5, 'x'.repeat(41))).toThrow(/CHECK/);
    expect(s.renameSession(5, null)).toBe(true);
    expect(s.session(5)?.name).toBeNull();
  });

  it('stores a stand-in mark in the one write of its action, and leaves out a mark that does not read', () => {
    const s = open();
    const a = s.createSession({ settings, seed: 1, created: '2026-01-01T10:00:00.000Z', firstHand: setup });
    const action: Action = { type: 'chooseTrump', seat: 0, card: setup.deck[0] as Card };
    // One UPDATE writes the actions and the marks: the file never holds one without the other.
    s.saveActions(a, 1, [action], '2026-01-01T12:00:00.000Z', [{ index: 0, level: 'hrac' }]);
    const raw = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare('SELECT actions, stand_in FROM hands WHERE session_id = ?').get(a);
      } finally {
        db.close();
      }
    };
    expect(raw()).toEqual({
      actions: JSON.stringify([action]),
      stand_in: JSON.stringify([{ index: 0, level: 'hrac' }]),
    });
    // Taken back with its action (an undo stores the actions kept with their marks).
    s.saveActions(a, 1, [], '2026-01-01T12:01:00.000Z');
    expect(raw()).toEqual({ actions: '[]', stand_in: '[]' });
    // The file refuses a column that is not a JSON array.
    const db = new Database(file);
    expect(() => db.prepare("UPDATE hands SET stand_in = '{}' WHERE session_id = ?").run(a)).toThrow(/CHECK/);
    // A mark edited by hand into something this version does not know is left out, the others kept.
    db.prepare('UPDATE hands SET stand_in = ? WHERE session_id = ?').run(
      JSON.stringify([
        { index: 2, level: 'mistr' },
        { index: -1, level: 'mistr' },
        { index: 0, level: 'bůh' },
        7,
      ]),
      a,
    );
    db.close();
    expect(open().hands(a)[0]?.standIn).toEqual([{ index: 2, level: 'mistr' }]);
  });

  it('deletes a session with its hands and says whether there was one', () => {
    const s = open();
    const a = s.createSession({ settings, seed: 1, created: '2026-01-01T10:00:00.000Z', firstHand: setup });
    const b = s.createSession({ settings, seed: 2, created: '2026-01-01T11:00:00.000Z', firstHand: setup });
    s.finishHand(a, 1, [], [200, -100, -100], '2026-01-01T12:00:00.000Z');
    expect(s.deleteSession(a)).toBe(true);
    expect(s.deleteSession(a)).toBe(false);
    expect(s.sessions().map((r) => r.id)).toEqual([b]);
    expect(s.hands(a)).toEqual([]);
    expect(s.finishedMoney()).toEqual([]);
  });

  it('keeps browser mode data in MARIAS_DATA_DIR, else data/ in the repository', () => {
    expect(browserDataDir('/repo', { MARIAS_DATA_DIR: dir })).toBe(dir);
    expect(browserDataDir('/repo', {})).toBe(join('/repo', 'data'));
    expect(storeFile('/x')).toBe(join('/x', 'marias.sqlite'));
  });
});
