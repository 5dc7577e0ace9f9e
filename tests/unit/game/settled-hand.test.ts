/**
 * Finishing a settled hand at once (`handSettled`, `finishHand`) over a real SQLite file and the real
 * solver pool: a hand the solver proves settled is played out and stored with the money every line
 * pays; a hand not proven is refused `notSettled`; an old version answers `stale`; a table with a
 * person on another device is refused `otherPeople`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type HandState,
  type Method,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
  apply,
  legalActions,
  settle,
} from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { loadSession } from '../../../src-main/game/session.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 240_000;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-settled-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

function service(name: string, seed: number): { games: GameService; store: Store } {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const decider: Decider = {
    decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }),
    settled: (state, o) => pool.settled(state, o),
  };
  return { games: new GameService(store, decider, { newSeed: () => seed }), store };
}

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

async function step(games: GameService, s: TableSnapshot): Promise<TableSnapshot> {
  if (s.turn === 'human') return value(await games.act({ id: s.id, action: s.view.legal[0] as Action }));
  return value(await games.advance({ id: s.id }));
}

/** The money of the rest of the hand played with every seat's last legal card (another line). */
function moneyOfLastCards(state: HandState): readonly number[] {
  let s = state;
  while (s.phase === 'play') {
    const plays = legalActions(s).filter((a) => a.type === 'play');
    const next = apply(s, plays[plays.length - 1] as Action);
    if (!next.ok) throw new Error('refused');
    s = next.value;
  }
  return settle(s).money;
}

const atTrickStart = (s: TableSnapshot) =>
  s.view.phase === 'play' && s.turn === 'human' && s.view.trick?.cards.length === 0;

describe('finishing a settled hand', () => {
  it(
    'plays a proven hand out with the money of every line and refuses one not proven',
    async () => {
      let finished = 0;
      let refusedOnce = false;
      for (let seed = 1; seed <= 12 && (finished < 2 || !refusedOnce); seed++) {
        const { games, store } = service(`hand-${seed}`, seed);
        let s = value(
          await games.sessionNew({
            settings: { rules: PRESETS.csm, seats: [human('Ty'), ai('A'), ai('B')], practice: false },
          }),
        );
        while (s.turn !== 'handEnd') {
          if (atTrickStart(s)) {
            const { settled } = value(await games.handSettled({ id: s.id, version: s.version }));
            if (!settled) {
              const r = await games.finishHand({ id: s.id, version: s.version });
              expect(r).toEqual({ ok: false, error: { code: 'refused', reason: { code: 'notSettled' } } });
              refusedOnce = true;
            } else {
              const open = loadSession(store, s.id);
              if (!open.ok) throw new Error('no session');
              const expected = moneyOfLastCards(open.value.state);
              const tricksBefore = s.view.tricks.length;
              const end = value(await games.finishHand({ id: s.id, version: s.version }));
              expect(end.turn).toBe('handEnd');
              expect(end.settlement?.money).toEqual(expected);
              expect(end.view.tricks.length).toBeGreaterThan(tricksBefore);
              // Committed as usual: the stored hand is finished with that money.
              const stored = store.hands(s.id).at(-1);
              expect(stored?.money).toEqual(expected);
              // Nothing is left to finish.
              const again = await games.finishHand({ id: s.id, version: end.version });
              expect(again).toEqual({ ok: false, error: { code: 'refused', reason: { code: 'handOver' } } });
              finished++;
              break;
            }
          }
          s = await step(games, s);
        }
      }
      expect(finished).toBeGreaterThanOrEqual(2);
      expect(refusedOnce).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'answers stale for an old version and refuses a table with a person on another device',
    async () => {
      const { games } = service('shared', 3);
      let s = value(
        await games.sessionNew({
          settings: { rules: PRESETS.csm, seats: [human('Ty'), human('Eva'), ai('B')], practice: false },
        }),
      );
      const first = s;
      while (s.view.phase !== 'play') s = await step(games, s);
      const old = await games.finishHand({ id: s.id, version: first.version });
      expect(old.ok === false && old.error.code).toBe('stale');
      const oldAsk = await games.handSettled({ id: s.id, version: first.version });
      expect(oldAsk.ok === false && oldAsk.error.code).toBe('stale');
      await games.setControl(s.id, { remote: new Set([1]), standIn: new Map() });
      const refused = { ok: false, error: { code: 'refused', reason: { code: 'otherPeople', seat: 1 } } };
      expect(await games.finishHand({ id: s.id, version: s.version })).toEqual(refused);
      expect(await games.handSettled({ id: s.id, version: s.version })).toEqual(refused);
      // The guest's device sees the host's person elsewhere too.
      expect(await games.finishHand({ id: s.id }, { kind: 'guest', seat: 1 })).toEqual({
        ok: false,
        error: { code: 'refused', reason: { code: 'otherPeople', seat: 0 } },
      });
      // Both people at one screen again: the question is answered.
      await games.setControl(s.id, null);
      expect(value(await games.handSettled({ id: s.id }))).toHaveProperty('settled');
    },
    TIMEOUT,
  );
});
