/**
 * The library of positions in the SQLite file: migration 3 from the previous latest schema (its data kept),
 * the table's own guards, and rows read back as written.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Position, type SessionSettings, PRESETS, startSession } from '../../../src-shared/index.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../src-main/store/migrations.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { positionOf } from '../helpers.ts';

let dir: string;
let file: string;
const stores: Store[] = [];
const open = () => {
  const s = openStore(file);
  stores.push(s);
  return s;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-positions-'));
  file = join(dir, 'nested', 'marias.sqlite');
});
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: true,
};

const POSITION: Position = positionOf(
  {
    hands: [
      'HA HX HK HO H7 BA BX LA L7 B7',
      'H9 H8 BK BO B9 LX LK LO AA AX',
      'HU BU B8 LU L9 L8 AK AO AU A9',
    ],
    talon: 'A8 A7',
    trump: 'H',
    announced: { seven: true },
    doubles: { game: 1 },
  },
  ['B7'],
);
const write = (title: string, position: Position = POSITION) => ({
  title,
  notes: 'Sedma v ruce',
  tags: ['sedma', 'lekce 1'],
  position,
});

describe('store: positions', () => {
  it('migrates a file of the previous latest schema (2): sessions, hands and prefs stay; the library starts empty', () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(3);
    mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    for (const step of MIGRATIONS.slice(0, 2)) db.exec(step);
    db.pragma('user_version = 2');
    db.prepare(
      'INSERT INTO sessions (id, created, updated, settings, seed, name) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(4, '2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z', JSON.stringify(settings), 9, 'U Nováků');
    db.prepare('INSERT INTO hands (session_id, hand_no, setup, actions) VALUES (?, ?, ?, ?)').run(
      4,
      1,
      JSON.stringify(startSession(PRESETS.csm, 3, 9).next),
      '[]',
    );
    db.prepare('INSERT INTO prefs (key, value) VALUES (?, ?)').run('lang', '"en"');
    db.close();

    const s = open();
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
    expect(s.session(4)).toMatchObject({ id: 4, seed: 9, name: 'U Nováků', settings });
    expect(s.hands(4)).toHaveLength(1);
    expect(s.prefs()).toEqual({ lang: 'en' });
    expect(s.positions()).toEqual([]);
    const id = s.insertPosition(write('Po migraci'), '2026-02-01T10:00:00.000Z');
    expect(s.position(id)?.title).toBe('Po migraci');
  });

  it('reads rows back as written, the most recently saved first; updates keep the creation time', () => {
    const s = open();
    const a = s.insertPosition(write('První'), '2026-02-01T10:00:00.000Z');
    const b = s.insertPosition(write('Druhá'), '2026-02-01T11:00:00.000Z');
    expect(s.positions().map((r) => r.id)).toEqual([b, a]);
    expect(s.position(a)).toEqual({
      id: a,
      title: 'První',
      notes: 'Sedma v ruce',
      tags: ['sedma', 'lekce 1'],
      position: JSON.parse(JSON.stringify(POSITION)),
      created: '2026-02-01T10:00:00.000Z',
      updated: '2026-02-01T10:00:00.000Z',
    });
    expect(s.updatePosition(a, { ...write('První'), notes: 'jinak' }, '2026-02-02T09:00:00.000Z')).toBe(true);
    expect(s.position(a)).toMatchObject({
      notes: 'jinak',
      created: '2026-02-01T10:00:00.000Z',
      updated: '2026-02-02T09:00:00.000Z',
    });
    expect(s.positions().map((r) => r.id)).toEqual([a, b]);
    expect(s.updatePosition(99, write('Nikdo'), '2026-02-02T09:00:00.000Z')).toBe(false);
    expect(s.deletePosition(b)).toBe(true);
    expect(s.deletePosition(b)).toBe(false);
    expect(s.positions().map((r) => r.id)).toEqual([a]);
  });

  it('titles are unique whatever the case of a–z; the file refuses what the API refuses', () => {
    const s = open();
    s.insertPosition(write('Sedma'), '2026-02-01T10:00:00.000Z');
    expect(s.positionByTitle('SEDMA')?.title).toBe('Sedma');
    expect(s.positionByTitle('Sedmá')).toBeNull();
    expect(() => s.insertPosition(write('sedma'), '2026-02-01T10:00:00.000Z')).toThrow(/UNIQUE/);
    expect(() => s.insertPosition(write(''), '2026-02-01T10:00:00.000Z')).toThrow(/CHECK/);
    expect(() => s.insertPosition(write('x'.repeat(81)), '2026-02-01T10:00:00.000Z')).toThrow(/CHECK/);
    expect(() =>
      s.insertPosition({ ...write('Dlouhé'), notes: 'x'.repeat(2001) }, '2026-02-01T10:00:00.000Z'),
    ).toThrow(/CHECK/);
    expect(s.positions()).toHaveLength(1);
  });

  // Issue 26 item 13: a deleted entry's id named another entry once the next one was saved.
  it('never gives a deleted entry’s id again: delete the newest, add, the id is new (also after reopening)', () => {
    let s = open();
    const a = s.insertPosition(write('První'), '2026-02-01T10:00:00.000Z');
    const b = s.insertPosition(write('Druhá'), '2026-02-01T11:00:00.000Z');
    expect(s.deletePosition(b)).toBe(true);
    const c = s.insertPosition(write('Třetí'), '2026-02-01T12:00:00.000Z');
    expect(c).not.toBe(b);
    expect(c).toBeGreaterThan(b);
    expect(s.deletePosition(c)).toBe(true);
    expect(s.deletePosition(a)).toBe(true);
    s.close();
    s = open();
    const d = s.insertPosition(write('Čtvrtá'), '2026-02-01T13:00:00.000Z');
    expect([a, b, c]).not.toContain(d);
    expect(d).toBeGreaterThan(c);
  });

  it('a file from before (schema 5) keeps its ids and continues after its highest', () => {
    mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    for (const step of MIGRATIONS.slice(0, 5)) db.exec(step);
    db.pragma('user_version = 5');
    const insert = db.prepare(
      'INSERT INTO positions (id, title, position, created, updated) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run(3, 'Stará', JSON.stringify(POSITION), '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
    insert.run(
      9,
      'Novější',
      JSON.stringify(POSITION),
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
    );
    db.close();
    const s = open();
    expect(s.positions().map((r) => r.id)).toEqual([9, 3]);
    expect(s.deletePosition(9)).toBe(true);
    expect(s.insertPosition(write('Nová'), '2026-02-01T10:00:00.000Z')).toBe(10);
  });
});
