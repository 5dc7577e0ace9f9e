/**
 * The computer standing in for a friend away from the shared table (real HTTP, a real SQLite file, the
 * real worker pool): the level the host picks is the level that decides the seat's moves, and the moves
 * the stand-in made are marked in the seat's table (`standIn`, indices into `history`) for the guest
 * who comes back — the host's own moves and the computers' moves are not; undo takes a mark back with
 * its move.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AiLevel,
  type ApiResult,
  type Method,
  type SeatView,
  type TableSnapshot,
  PRESETS,
} from '../../../src-shared/index.ts';
import { createAppHandler, type AppHandler } from '../../../src-main/api/app.ts';
import type { Decider } from '../../../src-main/game/service.ts';
import { loadSession } from '../../../src-main/game/session.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { PEOPLE, ai, fakeInterfaces, guest, human, portOf, tokenOf, value } from './support.ts';

const TIMEOUT = 120_000;
let pool: SolverPool;
let store: Store;
let app: AppHandler;
let dir: string;
/** Every decision asked of the pool: for which seat, at which level. */
const asked: { seat: number; level: string }[] = [];

beforeAll(() => {
  pool = new SolverPool({ size: 1 });
  dir = mkdtempSync(join(tmpdir(), 'marias-stand-in-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  store = openStore(join(dir, 'marias.sqlite'));
  // The real pool decides; the test only writes down what it was asked (the level reaching it).
  const decider: Decider = {
    decide: (v: SeatView, player, seed, options) => {
      asked.push({ seat: v.seat, level: player });
      return pool.decide(v, player, seed, options);
    },
  };
  app = createAppHandler(store, pool, {
    decider,
    games: { newSeed: () => 11 },
    share: {
      rendererDir,
      interfaces: fakeInterfaces,
      limits: {
        perToken: { burst: 10_000, perSecond: 1000 },
        perAddress: { burst: 10_000, perSecond: 1000 },
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  store.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = <M extends Method>(method: M, params: unknown): Promise<ApiResult<M>> =>
  app.handle(method, params);
const stored = (id: number) => {
  const open = loadSession(store, id);
  if (!open.ok) throw new Error('no session');
  return open.value;
};

describe('the stand-in', () => {
  for (const level of ['mistr', 'zacatecnik'] as const satisfies readonly AiLevel[])
    it(
      `plays at the level the host picks (${level}) and its moves are marked for the guest`,
      async () => {
        // Seat 0 the host, seat 1 a friend, seat 2 a computer at another level.
        const s = value(
          await call('sessionNew', {
            settings: {
              rules: PRESETS.csm,
              seats: [human('Eva'), human('Jan'), ai('Pavel')],
              practice: true,
            },
          }),
        );
        const info = value(await call('shareOpen', { id: s.id }));
        const port = portOf(info);
        const token = tokenOf(info, 1);
        const open = async (): Promise<TableSnapshot> => {
          const r = await guest(port, token, 'sessionOpen', { id: s.id });
          return (r.json as { value: TableSnapshot }).value;
        };
        value(await call('shareStandIn', { seat: 1, level }));
        asked.length = 0;
        // The host plays seat 0's first legal move whenever it is to act; anything else is advanced.
        const madeBy1: number[] = [];
        while (stored(s.id).state.phase !== 'finished' && madeBy1.length < 4) {
          const { state, current } = stored(s.id);
          if (state.toAct === 0) {
            const snap = value(await call('sessionOpen', { id: s.id }));
            value(await call('act', { id: s.id, action: snap.view.legal[0] }));
          } else {
            if (state.toAct === 1) madeBy1.push(current.actions.length);
            value(await call('advance', { id: s.id }));
          }
        }
        expect(madeBy1.length).toBeGreaterThan(0);
        // Every decision for seat 1 was asked at the host's level; seat 2 kept its own.
        const levels1 = new Set(asked.filter((a) => a.seat === 1).map((a) => a.level));
        expect([...levels1]).toEqual([level]);
        for (const a of asked.filter((x) => x.seat === 2)) expect(a.level).toBe('zacatecnik');
        // Marked: exactly seat 1's moves, on the guest's table and the host's.
        const g = await open();
        expect(g.standIn).toEqual(madeBy1);
        for (const i of g.standIn ?? []) expect(g.history[i]?.seat).toBe(1);
        expect(value(await call('sessionOpen', { id: s.id })).standIn).toEqual(madeBy1);

        // Given back, the guest takes its seat's last move back (the stand-in's: a person's seat's last
        // move is its person's to undo); its mark goes with it, the earlier ones stay.
        value(await call('shareStandIn', { seat: 1, level: null }));
        if (stored(s.id).state.phase !== 'finished') {
          const last = stored(s.id).current.actions.findLastIndex((a) => a.seat !== 2);
          expect(last).toBe(madeBy1.at(-1));
          const undone = await guest(port, token, 'undo', { id: s.id });
          expect(undone.json).toMatchObject({ ok: true, value: { standIn: madeBy1.slice(0, -1) } });
        }
        await call('shareClose', {});
      },
      TIMEOUT,
    );

  it('marks nothing on a table the computer never stood in for', async () => {
    const s = value(
      await call('sessionNew', { settings: { rules: PRESETS.csm, seats: [...PEOPLE], practice: true } }),
    );
    expect(s.standIn).toEqual([]);
    value(await call('shareOpen', { id: s.id }));
    value(await call('act', { id: s.id, action: s.view.legal[0] }));
    expect(value(await call('sessionOpen', { id: s.id })).standIn).toEqual([]);
    await call('shareClose', {});
  });
});
