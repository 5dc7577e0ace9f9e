/**
 * What the computer did for a person away from the shared table outlives the app (a real SQLite file,
 * the real worker pool): the stand-in's marks are stored with the actions, so a game service opened
 * afresh on the file (as after a restart, its memory empty) still shows them on the table, and takes
 * them through the host's own moves and undo.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Method,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
} from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 240_000;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-stand-in-kept-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

// Untimed, so that a busy machine cannot stop a decision earlier when it is run again (budget.ts).
const untimed: Decider = { decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }) };

/** A game service on `file` as the app starts it: a connection and a memory of its own. */
function start(file: string, seed = 5): GameService {
  const store = openStore(file);
  stores.push(store);
  return new GameService(store, untimed, { newSeed: () => seed });
}

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'hrac' });

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The host plays seat 0's first legal move; the computer (and the stand-in) the rest. */
async function step(games: GameService, s: TableSnapshot): Promise<TableSnapshot> {
  if (s.turn === 'human') return value(await games.act({ id: s.id, action: s.view.legal[0] as Action }));
  if (s.turn === 'ai') return value(await games.advance({ id: s.id }));
  throw new Error('the hand is over');
}

/** Eva at this screen, Jan away (the computer stands in for him at `mistr`), Karel a computer. */
async function evening(games: GameService, practice: boolean): Promise<TableSnapshot> {
  const s = value(
    await games.sessionNew({
      settings: { rules: PRESETS.csm, seats: [human('Eva'), human('Jan'), ai('Karel')], practice },
    }),
  );
  await games.setControl(s.id, { remote: new Set([1]), standIn: new Map([[1, 'mistr']]) });
  return s;
}

describe('the stand-in’s marks', () => {
  it(
    'are read back from the file by a service started afresh, and stay through a move and its undo',
    async () => {
      const file = join(dir, 'kept.sqlite');
      const games = start(file);
      let s = await evening(games, true);
      // Until Jan's stand-in has acted twice and Eva is to act after it.
      const jan = () => s.history.flatMap((a, i) => (a.seat === 1 ? [i] : []));
      while (s.turn !== 'handEnd' && !(jan().length >= 2 && s.turn === 'human')) s = await step(games, s);
      expect(jan().length).toBeGreaterThanOrEqual(2);
      expect(s.standIn).toEqual(jan());

      // The app restarts: a new connection and a new service, nothing shared yet.
      const again = start(file);
      const reopened = value(await again.sessionOpen({ id: s.id }));
      expect(reopened.version).toBe(s.version);
      expect(reopened.standIn).toEqual(jan());

      // Eva plays on and takes her move back: Jan's marks, all before it, stay (stored again with it).
      if (reopened.turn === 'human') {
        const moved = value(await again.act({ id: s.id, action: reopened.view.legal[0] as Action }));
        expect(moved.standIn).toEqual(jan());
        const undone = value(await again.undo({ id: s.id }));
        expect(undone.standIn).toEqual(jan());
      }
      // Only Jan's seat is marked: not Eva's moves, nor Karel's (a computer seat of its own).
      for (const i of reopened.standIn ?? []) expect(reopened.history[i]?.seat).toBe(1);
    },
    TIMEOUT,
  );
});
