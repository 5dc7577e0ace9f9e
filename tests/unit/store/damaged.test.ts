/**
 * Damaged rows in a real store file (written past the table's checks, as a hand edit or a bad disk
 * would): the store reads them without throwing, the list of evenings keeps every other evening, a
 * damaged evening answers an error of its own when opened, and the statistics count what they skip.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SessionSettings, PRESETS, startSession } from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

let dir: string;
let file: string;
let store: Store;

/** No computer seat is asked to play in these tests; if one were, the call would say so. */
const idle: Decider = {
  decide: () => Promise.resolve({ ok: false, error: { code: 'internal', message: 'no play in this test' } }),
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-damaged-'));
  file = join(dir, 'marias.sqlite');
  store = openStore(file);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = (name: string): SessionSettings => ({
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: false,
});
const setup = startSession(PRESETS.csm, 3, 3).next;

/** Runs `sql` on the file through a connection that skips the tables' CHECKs. */
function damage(sql: string, ...params: unknown[]): void {
  const db = new Database(file);
  db.pragma('ignore_check_constraints = ON');
  db.prepare(sql).run(...params);
  db.close();
}

const newSession = (name: string, minute: number) =>
  store.createSession({
    settings: settings(name),
    seed: minute,
    created: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    firstHand: setup,
  });

describe('damaged rows', () => {
  it('leave every other evening in the list; each damaged one answers its own error', async () => {
    const good = [newSession('Eva', 1), newSession('Petr', 2)];
    const badJson = newSession('Jiří', 3);
    const badShape = newSession('Olga', 4);
    const badSetup = newSession('Hana', 5);
    const badActions = newSession('Tomáš', 6);
    damage('UPDATE sessions SET settings = ? WHERE id = ?', '{"rules": ', badJson);
    damage('UPDATE sessions SET settings = ? WHERE id = ?', '{"seats": 3}', badShape);
    damage('UPDATE hands SET setup = ?, money = ? WHERE session_id = ?', 'not json', 'oops', badSetup);
    // Valid JSON, but the actions do not replay (a seat plays a card before any bidding).
    damage(
      'UPDATE hands SET actions = ?, money = ? WHERE session_id = ?',
      JSON.stringify([{ type: 'play', seat: 2, card: 'HA' }]),
      '[20,-10,-10]',
      badActions,
    );

    // The store itself reads every row.
    expect(store.sessions()).toHaveLength(6);
    expect(store.session(badJson)?.settings).toBeNull();
    expect(store.hands(badSetup)[0]?.setup).toBeNull();
    // Money that is not JSON is left out of the ledgers; the rest stays.
    expect(store.finishedMoney()).toEqual([{ sessionId: badActions, money: [20, -10, -10] }]);

    const games = new GameService(store, idle);
    const list = await games.sessionList({});
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    // The evenings whose settings read are listed (newest first); a damaged hand does not hide its evening.
    expect(list.value.map((s) => s.id)).toEqual([badActions, badSetup, ...good.toReversed()]);
    expect(list.value.find((s) => s.id === good[0])?.names).toEqual(['Eva', 'Karel', 'Jana']);

    for (const id of good) expect((await games.sessionOpen({ id })).ok).toBe(true);
    for (const id of [badJson, badShape, badSetup, badActions]) {
      const opened = await games.sessionOpen({ id });
      expect(opened.ok).toBe(false);
      if (!opened.ok)
        expect(opened.error).toMatchObject({ message: expect.stringMatching(`session ${id} is damaged`) });
    }

    const stats = await games.stats({});
    expect(stats.ok).toBe(true);
    if (stats.ok) expect(stats.value.damaged).toBe(1);
  });

  it('a preference that no longer reads does not hide the others', async () => {
    store.setPrefs({ lang: 'en', table: 'wood' });
    damage('UPDATE prefs SET value = ? WHERE key = ?', '{oops', 'table');
    expect(store.prefs()).toEqual({ lang: 'en', table: null });
    const games = new GameService(store, idle);
    const prefs = await games.prefsGet({});
    expect(prefs.ok && prefs.value.lang).toBe('en');
  });
});
