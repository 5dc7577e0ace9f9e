/**
 * What the computer did for a person away from the shared table outlives the app (a real SQLite file,
 * the real worker pool): the stand-in's marks are stored with the actions, so a game service opened
 * afresh on the file (as after a restart, its memory empty) still shows them on the table, and takes
 * them through the host's own moves and undo; and a call the stand-in made is explained after the hand
 * ("proč?", `callWhy`) like any computer call, to the host and to that seat's guest, by running the
 * stand-in's decision again at its stored level with the step's seed.
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
  type Hint,
  type TableSnapshot,
  PRESETS,
  callReason,
  sideOf,
} from '../../../src-shared/index.ts';
import type { Decision } from '../../../src-main/ai/player.ts';
import { decisionSeed } from '../../../src-main/game/seeds.ts';
import { loadSession } from '../../../src-main/game/session.ts';
import { guestCall } from '../../../src-main/share/guest-api.ts';
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

/** Every decision the pool took, by its seed: the hint the computer gave when it decided. */
const taken = new Map<number, Decision>();
// Untimed, so that a busy machine cannot stop a decision earlier when it is run again (budget.ts).
const untimed: Decider = {
  decide: async (v, p, s, o) => {
    const d = await pool.decide(v, p, s, { ...o, timed: false });
    if (d.ok && !taken.has(s)) taken.set(s, d.value);
    return d;
  },
};

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

      // The host opens the share again (Jan away, his stand-in at mistr), so that this screen is Eva's
      // alone: without it Jan would be at this screen too, and an undo asked on his turn is not Eva's.
      await again.setControl(s.id, { remote: new Set([1]), standIn: new Map([[1, 'mistr']]) });
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

  it(
    'explain the stand-in’s calls after the hand like a computer’s, after a restart too',
    async () => {
      const file = join(dir, 'why.sqlite');
      const games = start(file, 7);
      let s = await evening(games, false);
      while (s.turn !== 'handEnd') s = await step(games, s);
      const { id } = s;

      // After a restart, with nobody standing in any more.
      const again = start(file, 7);
      const store = stores.at(-1) as Store;
      const open = loadSession(store, id);
      if (!open.ok) throw new Error('the session does not load');
      const { current, state } = open.value;
      const marked = new Set(current.standIn.map((m) => m.index));
      expect(current.standIn.every((m) => m.level === 'mistr')).toBe(true);
      const calls = current.actions.flatMap((a, index) =>
        a.type !== 'play' && a.type !== 'claim' && marked.has(index) ? [{ a, index }] : [],
      );
      expect(calls.length).toBeGreaterThan(0);
      for (const { a, index } of calls) {
        expect(a.seat).toBe(1);
        const why = value(await again.callWhy({ id, handNo: 1, index }));
        expect(why).toMatchObject({ seat: 1, index });
        // The stand-in's own decision then: its seed is the step's, as for any computer seat.
        const then = taken.get(decisionSeed(7, 1, index, 'move'));
        expect(then?.action).toEqual(a);
        const side = state.declarer === null ? 'declarer' : sideOf(state, 1);
        expect(why.reason).toEqual(callReason(then?.hint as Hint, side, PRESETS.csm.baseHaler));
        // Jan's guest link is answered as the host is.
        const link = { id, seat: 1, name: 'Jan', variant: 'chosen' as const };
        expect(await guestCall(again, null, link, 'callWhy', { id, handNo: 1, index })).toEqual({
          ok: true,
          value: why,
        });
      }
      // Eva's own calls (a person at this screen) are not the computer's.
      const mine = current.actions.findIndex((a) => a.seat === 0 && a.type !== 'play');
      expect(await again.callWhy({ id, handNo: 1, index: mine })).toEqual({
        ok: false,
        error: { code: 'refused', reason: { code: 'whyNoCall', index: mine } },
      });
    },
    TIMEOUT,
  );
});
