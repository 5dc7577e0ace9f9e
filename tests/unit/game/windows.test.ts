/**
 * Two windows on one session, each a client of the same game service (real store, real computer
 * players in worker threads): each keeps the snapshot it was last given and names its version, as the
 * renderer does. A window whose table is out of date changes nothing and is given the current table;
 * two windows letting the computers move make each decision once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
} from '../../../src-shared/index.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 120_000;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-windows-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });

async function session(name: string, seats: SeatPlayer[], practice = false) {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const games = new GameService(store, pool, { newSeed: () => 7 });
  const created = await games.sessionNew({ settings: { rules: PRESETS.csm, seats, practice } });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return { games, store, first: created.value };
}

/** A window: the last snapshot it was given, and what it does on each answer (as the renderer). */
class Window {
  snapshot: TableSnapshot;
  /** Answers other than a snapshot or `stale` (there must be none). */
  readonly errors: unknown[] = [];
  moves = 0;
  stale = 0;
  private readonly games: GameService;

  constructor(games: GameService, snapshot: TableSnapshot) {
    this.games = games;
    this.snapshot = snapshot;
  }

  private take(r: ApiResult<'act' | 'advance' | 'undo' | 'nextHand'>): void {
    if (r.ok) {
      this.moves++;
      this.snapshot = r.value;
    } else if (r.error.code === 'stale') {
      this.stale++;
      this.snapshot = r.error.snapshot;
    } else this.errors.push(r.error);
  }

  async act(action: Action) {
    const { id, version } = this.snapshot;
    this.take(await this.games.act({ id, action, version }));
  }

  async advance() {
    const { id, version } = this.snapshot;
    this.take(await this.games.advance({ id, version }));
  }

  async undo() {
    const { id, version } = this.snapshot;
    this.take(await this.games.undo({ id, version }));
  }

  async nextHand() {
    const { id, version } = this.snapshot;
    this.take(await this.games.nextHand({ id, version }));
  }

  /** The renderer's loop: let the computers move while a computer seat is to act. */
  async runComputers() {
    while (this.snapshot.turn === 'ai' && this.errors.length === 0) await this.advance();
  }
}

const current = async (games: GameService, id: number) => {
  const r = await games.sessionOpen({ id });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('two windows on one session', () => {
  it(
    'answers an action made in an out-of-date window with the current table, and applies nothing',
    async () => {
      const { games, store, first } = await session('act', [human('Eva'), ai('Karel'), ai('Jana')]);
      expect(first.turn).toBe('human');
      const a = new Window(games, first);
      const b = new Window(games, await current(games, first.id));
      expect(b.snapshot.version).toBe(a.snapshot.version);

      await a.act(a.snapshot.view.legal[0] as Action);
      expect(a.moves).toBe(1);
      expect(a.snapshot.version).not.toBe(first.version);
      // B still shows the first question; whatever it answers, it is told the table moved on.
      for (const action of first.view.legal) {
        const r = await games.act({ id: first.id, action, version: first.version });
        expect(r).toEqual({ ok: false, error: { code: 'stale', snapshot: a.snapshot } });
      }
      await b.act(first.view.legal[0] as Action);
      expect(b).toMatchObject({ moves: 0, stale: 1, errors: [] });
      expect(b.snapshot).toEqual(a.snapshot);
      expect(store.hands(first.id)[0]?.actions).toHaveLength(1);
      // Without a version the call is taken as before (and refused by the rules here, not as stale).
      const bare = await games.act({ id: first.id, action: first.view.legal[0] as Action });
      expect(bare.ok || bare.error.code).not.toBe('stale');
    },
    TIMEOUT,
  );

  it(
    'lets two windows advancing the computers at once make each decision once',
    async () => {
      const { games, store, first } = await session('advance', [ai('Karel'), ai('Jana'), human('Eva')]);
      expect(first.turn).toBe('ai');
      const a = new Window(games, first);
      const b = new Window(games, await current(games, first.id));
      // Both ask for the same decision: one makes it, the other is given its result.
      const [ra, rb] = await Promise.all([
        games.advance({ id: first.id, version: first.version }),
        games.advance({ id: first.id, version: first.version }),
      ]);
      const moved = [ra, rb].filter((r) => r.ok);
      const told = [ra, rb].filter((r) => !r.ok);
      expect(moved).toHaveLength(1);
      expect(told).toEqual([
        { ok: false, error: { code: 'stale', snapshot: (moved[0] as { value: unknown }).value } },
      ]);
      expect(store.hands(first.id)[0]?.actions).toHaveLength(1);

      // Both windows run their loops to the person's turn: no errors, every decision made once.
      await Promise.all([a.runComputers(), b.runComputers()]);
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
      expect(a.snapshot).toEqual(b.snapshot);
      expect(a.snapshot.turn).toBe('human');
      const actions = store.hands(first.id)[0]?.actions ?? [];
      expect(actions.every((x) => x.seat !== 2)).toBe(true);
      expect(a.moves + b.moves).toBe(actions.length - 1);
      expect(a.snapshot.history).toHaveLength(actions.length);
    },
    TIMEOUT,
  );

  it(
    'deals the next hand once when two windows ask, and undoes once',
    async () => {
      const { games, store, first } = await session('undo', [human('Eva'), ai('Karel'), ai('Jana')], true);
      const a = new Window(games, first);
      const b = new Window(games, first);
      await a.act(first.view.legal[0] as Action);
      await a.runComputers();
      expect(a.snapshot.canUndo).toBe(true);
      b.snapshot = await current(games, first.id);
      const before = a.snapshot;
      a.moves = 0;
      await Promise.all([a.undo(), b.undo()]);
      expect(a.moves + b.moves).toBe(1);
      expect(a.stale + b.stale).toBe(1);
      expect(a.snapshot).toEqual(b.snapshot);
      expect(a.snapshot.version).toBe(first.version);
      expect(store.hands(first.id)[0]?.actions).toEqual([]);
      // The same action again gives the same table, so its version: a window still there is current.
      await a.act(first.view.legal[0] as Action);
      await a.runComputers();
      expect(a.snapshot.version).toBe(before.version);

      // Play the hand out from one window, then both ask for the next hand.
      while (a.snapshot.turn !== 'handEnd') {
        if (a.snapshot.turn === 'human') await a.act(a.snapshot.view.legal[0] as Action);
        else await a.runComputers();
      }
      expect(a.errors).toEqual([]);
      b.snapshot = a.snapshot;
      a.moves = b.moves = a.stale = b.stale = 0;
      await Promise.all([a.nextHand(), b.nextHand()]);
      expect([a.moves + b.moves, a.stale + b.stale]).toEqual([1, 1]);
      expect(a.snapshot.handNo).toBe(2);
      expect(b.snapshot).toEqual(a.snapshot);
      expect(store.hands(first.id)).toHaveLength(2);
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    },
    TIMEOUT,
  );
});
