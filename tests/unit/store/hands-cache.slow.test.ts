/**
 * The store keeps a session's hands between calls (hands-cache.ts). Correctness first: every write is
 * seen by the next read, through this connection or another one on the same file (another window's
 * process), a failed write leaves what the file holds, a list handed out never changes, and a random
 * run of writes through two connections always reads as a fresh connection reads the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type SeatPlayer,
  type SessionSettings,
  PRESETS,
  createRng,
  startSession,
} from '../../../src-shared/index.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { CACHED_SESSIONS } from '../../../src-main/store/hands-cache.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

let dir: string;
let file: string;
const stores: Store[] = [];
const open = (): Store => {
  const s = openStore(file);
  stores.push(s);
  return s;
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-hands-cache-'));
  file = join(dir, 'marias.sqlite');
});
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const people: SeatPlayer[] = ['A', 'B', 'C'].map((name) => ({ kind: 'human', name }));
const settings: SessionSettings = { rules: PRESETS.csm, seats: people, practice: true };
const setup = (seed: number) => startSession(PRESETS.csm, 3, seed).next;
const newSession = (store: Store, seed = 1): number =>
  store.createSession({ settings, seed, created: '2026-01-01T18:00:00.000Z', firstHand: setup(seed) });
// The store checks no rules: any actions do for what it keeps.
const actions = (n: number): Action[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'pass', seat: i % 3 }) as unknown as Action);
const when = (i: number) => new Date(Date.UTC(2026, 0, 1, 18, 0, i)).toISOString();

describe('the hands a store keeps', () => {
  it('answers the same rows again until a write, then what was written', () => {
    const store = open();
    const id = newSession(store);
    const first = store.hands(id);
    expect(store.hands(id)).toBe(first); // kept, not read again
    store.saveActions(id, 1, actions(2), when(1));
    const saved = store.hands(id);
    expect(saved[0]?.actions).toHaveLength(2);
    expect(first[0]?.actions).toHaveLength(0); // a list handed out stays as it was
    store.finishHand(id, 1, actions(3), [10, -5, -5], when(2));
    store.addHand(id, 2, setup(2), when(3));
    const both = store.hands(id);
    expect(both.map((h) => [h.handNo, h.actions.length, h.money])).toEqual([
      [1, 3, [10, -5, -5]],
      [2, 0, null],
    ]);
    expect(both[1]?.setup).toEqual(JSON.parse(JSON.stringify(setup(2))));
    store.saveActions(id, 2, actions(1), when(4));
    expect(store.hands(id)[0]).toBe(both[0]); // an unchanged hand is the same row
    expect(store.deleteSession(id)).toBe(true);
    expect(store.hands(id)).toEqual([]);
  });

  it('keeps its rows frozen', () => {
    const store = open();
    const id = newSession(store);
    const hands = store.hands(id);
    expect(Object.isFrozen(hands)).toBe(true);
    expect(Object.isFrozen(hands[0])).toBe(true);
    expect(Object.isFrozen(hands[0]?.actions)).toBe(true);
  });

  it('sees what another connection commits', () => {
    const mine = open();
    const other = open();
    const id = newSession(mine);
    expect(mine.hands(id)[0]?.actions).toEqual([]);
    other.saveActions(id, 1, actions(4), when(1));
    expect(mine.hands(id)[0]?.actions).toHaveLength(4);
    other.finishHand(id, 1, actions(5), [2, -1, -1], when(2));
    other.addHand(id, 2, setup(3), when(3));
    expect(mine.hands(id).map((h) => h.money)).toEqual([[2, -1, -1], null]);
    expect(other.deleteSession(id)).toBe(true);
    expect(mine.hands(id)).toEqual([]);
  });

  it('keeps what the file holds when a write is refused', () => {
    const store = open();
    const id = newSession(store);
    store.finishHand(id, 1, actions(3), [4, -2, -2], when(1));
    const before = store.hands(id);
    expect(() => store.saveActions(id, 1, actions(1), when(2))).toThrow(/changed 0 rows/);
    expect(() => store.addHand(id, 1, setup(9), when(3))).toThrow();
    expect(store.hands(id)).toEqual(before);
    expect(open().hands(id)).toEqual(before);
  });

  it('keeps a bounded number of sessions, each still read right', () => {
    const store = open();
    const ids = Array.from({ length: CACHED_SESSIONS + 4 }, (_, i) => newSession(store, i + 1));
    for (const id of ids) store.saveActions(id, 1, actions(id % 5), when(id));
    for (const id of ids) expect(store.hands(id)[0]?.actions).toHaveLength(id % 5);
    for (const id of ids.toReversed()) expect(store.hands(id)[0]?.actions).toHaveLength(id % 5);
  });

  it('reads as a fresh connection reads the file, over random writes through two connections', () => {
    const rng = createRng(17);
    const a = open();
    const b = open();
    const ids = [newSession(a, 1), newSession(b, 2), newSession(a, 3)];
    // The hand each session is on, and how many actions it has, as written.
    const at = new Map(ids.map((id) => [id, { handNo: 1, n: 0 }]));
    for (let step = 0; step < 300; step++) {
      const store = rng.int(2) === 0 ? a : b;
      const id = ids[rng.int(ids.length)] as number;
      const cur = at.get(id) as { handNo: number; n: number };
      const roll = rng.int(10);
      if (roll < 6) {
        // an action, or an undo back to fewer actions
        cur.n = roll === 0 ? rng.int(cur.n + 1) : cur.n + 1;
        store.saveActions(id, cur.handNo, actions(cur.n), when(step));
      } else if (roll < 8) {
        store.finishHand(id, cur.handNo, actions(cur.n + 1), [2, -1, -1], when(step));
        store.addHand(id, cur.handNo + 1, setup(step), when(step));
        at.set(id, { handNo: cur.handNo + 1, n: 0 });
      } else {
        // reads only: either connection, any session
        for (const s of [a, b]) s.hands(ids[rng.int(ids.length)] as number);
      }
      const fresh = openStore(file);
      try {
        for (const s of ids) {
          const truth = fresh.hands(s);
          expect(a.hands(s)).toEqual(truth);
          expect(b.hands(s)).toEqual(truth);
        }
      } finally {
        fresh.close();
      }
    }
  });
});

describe('two windows in two processes on one file', () => {
  it('each sees the table the other moved on its next call', async () => {
    const noComputer = { decide: () => Promise.reject(new Error('every seat is a person here')) };
    const one = new GameService(open(), noComputer, { newSeed: () => 5 });
    const two = new GameService(open(), noComputer, { newSeed: () => 5 });
    const made = await one.sessionNew({ settings });
    if (!made.ok) throw new Error('no session');
    const { id } = made.value;
    const seen = await two.sessionOpen({ id });
    expect(seen.ok && seen.value.version).toBe(made.value.version);
    const action = made.value.view.legal[0] as Action;
    const moved = await one.act({ id, action, version: made.value.version });
    if (!moved.ok) throw new Error('refused');
    // The other process's next call shows the move; an intent made against the old table is stale.
    const again = await two.sessionOpen({ id });
    expect(again.ok && again.value.version).toBe(moved.value.version);
    const late = await two.act({ id, action, version: made.value.version });
    expect(late).toMatchObject({
      ok: false,
      error: { code: 'stale', snapshot: { version: moved.value.version } },
    });
    const undone = await two.undo({ id, version: moved.value.version });
    if (!undone.ok) throw new Error('undo refused');
    const back = await one.sessionOpen({ id });
    expect(back.ok && back.value.version).toBe(made.value.version);
  });
});
