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
import { CACHED_HANDS, HandsCache } from '../../../src-main/store/hands-cache.ts';
import type { HandRow } from '../../../src-main/store/hand-row.ts';
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

  it('keeps every evening of ten tables played in turn: none is read again', () => {
    // Ten tables at once, each call on the next (as the soak's and a busy evening's tables go). With
    // eight sessions kept, every call of two tables in five read and parsed its whole evening again.
    const store = open();
    const ids = Array.from({ length: 10 }, (_, i) => newSession(store, i + 1));
    const kept = new Map(ids.map((id) => [id, store.hands(id)]));
    for (let hand = 1; hand <= 3; hand++)
      for (const id of ids) {
        // A kept list is handed out again as it is (a reread would be a new, equal list).
        expect(store.hands(id), `table ${id} at hand ${hand}`).toBe(kept.get(id));
        store.finishHand(id, hand, actions(hand), [2, -1, -1], when(hand));
        store.addHand(id, hand + 1, setup(id * 10 + hand), when(hand));
        kept.set(id, store.hands(id));
      }
    for (const id of ids) expect(store.hands(id)).toHaveLength(4);
  });

  it('keeps sessions up to a bound in hands, each still read right', () => {
    const store = open();
    const ids = Array.from({ length: 12 }, (_, i) => newSession(store, i + 1));
    for (const id of ids) store.saveActions(id, 1, actions(id % 5), when(id));
    for (const id of ids) expect(store.hands(id)[0]?.actions).toHaveLength(id % 5);
    for (const id of ids.toReversed()) expect(store.hands(id)[0]?.actions).toHaveLength(id % 5);
    expect(CACHED_HANDS).toBeGreaterThanOrEqual(1000); // ten tables of a hundred-hand evening
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

describe('the bound of the kept hands', () => {
  const rows = (sessionId: number, n: number): HandRow[] =>
    Array.from({ length: n }, (_, i) => ({
      sessionId,
      handNo: i + 1,
      setup: setup(i + 1),
      actions: actions(2),
      money: null,
      finishedAt: null,
      standIn: [],
    }));

  it('drops the least recently used sessions once the hands pass the bound', () => {
    const cache = new HandsCache(() => 0, 10);
    cache.set(1, rows(1, 4));
    cache.set(2, rows(2, 4));
    expect(cache.get(1)).toHaveLength(4); // 1 is now the most recently used
    cache.set(3, rows(3, 4)); // 12 hands: 2 goes
    expect([cache.get(2), cache.get(1)?.length, cache.get(3)?.length]).toEqual([undefined, 4, 4]);
    expect(cache.keptHands).toBe(8);
    // A written hand makes its session the most recently used and counts.
    const next = rows(1, 5)[4];
    if (next === undefined) throw new Error('no fifth row');
    cache.written(next);
    expect(cache.keptHands).toBe(9);
    cache.set(4, rows(4, 2)); // 11: 3 goes, not 1
    expect([cache.get(3), cache.get(1)?.length, cache.get(4)?.length]).toEqual([undefined, 5, 2]);
    cache.drop(1);
    expect([cache.size, cache.keptHands]).toEqual([1, 2]);
  });

  it('keeps the session just used even when it alone passes the bound', () => {
    const cache = new HandsCache(() => 0, 10);
    cache.set(1, rows(1, 3));
    cache.set(2, rows(2, 25));
    expect([cache.get(1), cache.get(2)?.length, cache.size, cache.keptHands]).toEqual([undefined, 25, 1, 25]);
  });

  it('forgets everything, and its count, when another connection wrote', () => {
    let version = 0;
    const cache = new HandsCache(() => version, 10);
    cache.set(1, rows(1, 6));
    version = 1;
    expect(cache.get(1)).toBeUndefined();
    cache.set(2, rows(2, 10));
    expect([cache.size, cache.keptHands]).toEqual([1, 10]);
  });
});
