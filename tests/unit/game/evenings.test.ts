/**
 * Saved evenings through the game service over a real SQLite file: naming, deleting, and statistics
 * recomputed from the stored hands, checked against hands played through the service (every seat a
 * person, so no computer player is needed) and what their end-of-hand snapshots show.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type ComponentKind,
  type Method,
  type SeatPlayer,
  type SessionSummary,
  type TableSnapshot,
  COMPONENTS,
  PRESETS,
  isDamagedSession,
  settle,
  settleUp,
  paymentBalances,
  createRng,
} from '../../../src-shared/index.ts';
import Database from 'better-sqlite3';
import { GameService } from '../../../src-main/game/service.ts';
import { madeComponent } from '../../../src-main/game/stats.ts';
import { playOut, stateOf } from '../helpers.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

let dir: string;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-evenings-'));
});
afterAll(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const noComputer = {
  decide: () => Promise.reject(new Error('every seat is a person here')),
};

function service(name: string): { games: GameService; store: Store } {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  let seed = 11;
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1, 18, 0, clock++)).toISOString();
  return { games: new GameService(store, noComputer, { newSeed: () => seed++, now }), store };
}

const people = (...names: string[]): SeatPlayer[] => names.map((name) => ({ kind: 'human', name }));

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** A seeded player that mostly lets a suit game stand, likes sevens and sometimes tries betl. */
function chooser(seed: number): (legal: readonly Action[]) => Action {
  const rng = createRng(seed);
  const find = (legal: readonly Action[], f: (a: Action) => boolean) => legal.find(f);
  return (legal) => {
    const seven = find(legal, (a) => a.type === 'announce' && a.seven && !a.hundred);
    if (seven) return seven;
    const game = find(
      legal,
      (a) => a.type === 'chooseGame' && a.game === (rng.int(4) === 0 ? 'betl' : 'suit'),
    );
    if (game) return game;
    const approve = find(legal, (a) => a.type === 'approve');
    if (approve && rng.int(6) > 0) return approve;
    const pass = find(legal, (a) => a.type === 'pass');
    if (pass && rng.int(4) > 0) return pass;
    return legal[rng.int(legal.length)] as Action;
  };
}

/** Plays the current hand of `s` to its end. */
async function playHand(
  games: GameService,
  s: TableSnapshot,
  choose: (l: readonly Action[]) => Action,
): Promise<TableSnapshot> {
  while (s.turn === 'human') s = value(await games.act({ id: s.id, action: choose(s.view.legal) }));
  expect(s.turn).toBe('handEnd');
  return s;
}

type Tally = Record<ComponentKind, { declared: number; made: number }>;
const emptyTally = (): Tally =>
  Object.fromEntries(COMPONENTS.map((k) => [k, { declared: 0, made: 0 }])) as Tally;

/**
 * What a finished hand's snapshot shows about the components whose outcome can be read without the
 * settlement's items: a plain game is made on more points (or unplayed), a seven when the trump seven
 * took the last trick for its announcer, betl with no trick for the declarer, durch with all tricks.
 */
function expectedFrom(s: TableSnapshot, byName: Map<string, Tally>): void {
  const v = s.view;
  const st = s.settlement;
  if (st === null) throw new Error('no settlement');
  const unplayed = v.end === 'unplayed';
  const last = v.tricks.at(-1);
  for (const c of v.components) {
    let made: boolean;
    switch (c.kind) {
      case 'game':
        made = unplayed || st.points.declarer > st.points.defence;
        break;
      case 'seven':
      case 'sevenAgainst': {
        const seven = `${v.trump}7`;
        const at = last?.cards.indexOf(seven as never) ?? -1;
        const by = last === undefined || at < 0 ? -1 : (last.leader + at) % 3;
        made = unplayed || (v.tricks.length === 10 && by === c.announcer && last?.winner === c.announcer);
        break;
      }
      case 'betl':
      case 'openBetl':
        made = v.tricks.every((t) => t.winner !== v.declarer);
        break;
      case 'durch':
      case 'openDurch':
        made = v.tricks.length === 10 && v.tricks.every((t) => t.winner === v.declarer);
        break;
      default:
        continue;
    }
    const name = s.settings.seats[c.announcer]?.name as string;
    const t = byName.get(name) ?? emptyTally();
    byName.set(name, t);
    t[c.kind].declared++;
    if (made) t[c.kind].made++;
  }
}

describe('saved evenings', () => {
  it('are renamed and deleted; an unknown evening is bad input', async () => {
    const { games } = service('rename');
    const a = value(
      await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people('Eva', 'Adam', 'Pepa'), practice: false },
      }),
    );
    const b = value(
      await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people('Eva', 'Adam', 'Pepa'), practice: true },
      }),
    );
    expect(value(await games.sessionList({})).map((s) => [s.id, s.name])).toEqual([
      [b.id, null],
      [a.id, null],
    ]);

    const renamed = value(await games.sessionRename({ id: a.id, name: 'Silvestr' }));
    expect(renamed).toMatchObject({ id: a.id, name: 'Silvestr', names: ['Eva', 'Adam', 'Pepa'] });
    // Naming an evening does not make it the latest one.
    expect(value(await games.sessionList({})).map((s) => [s.id, s.name])).toEqual([
      [b.id, null],
      [a.id, 'Silvestr'],
    ]);
    expect(value(await games.sessionRename({ id: a.id, name: null })).name).toBeNull();

    const missing = await games.sessionRename({ id: 999, name: 'x' });
    expect(missing).toEqual({
      ok: false,
      error: {
        code: 'badInput',
        error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id: 999 } },
      },
    });

    expect(value(await games.sessionDelete({ id: b.id }))).toEqual({});
    expect(value(await games.sessionList({})).map((s) => s.id)).toEqual([a.id]);
    expect(await games.sessionOpen({ id: b.id })).toMatchObject({ ok: false, error: { code: 'badInput' } });
    expect(await games.sessionDelete({ id: b.id })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { problem: { kind: 'noSession' } } },
    });
  });

  it('counts hands, contracts declared and made, and money per evening and player from the stored hands', async () => {
    const { games } = service('stats');
    const empty = value(await games.stats({}));
    expect(empty).toMatchObject({ hands: 0, players: [], evenings: [], damaged: 0 });

    const expected = new Map<string, Tally>();
    const evenings = [people('Eva', 'Adam', 'Pepa'), people('Pepa', 'Eva', 'Zuzka')];
    const ids: number[] = [];
    const handsPer = [6, 5];
    for (let e = 0; e < evenings.length; e++) {
      const choose = chooser(100 + e);
      let s = value(
        await games.sessionNew({
          settings: { rules: PRESETS.csm, seats: evenings[e] as SeatPlayer[], practice: false },
        }),
      );
      ids.push(s.id);
      for (let h = 0; h < (handsPer[e] as number); h++) {
        if (h > 0) s = value(await games.nextHand({ id: s.id }));
        s = await playHand(games, s, choose);
        expectedFrom(s, expected);
      }
      // A hand begun and not finished does not count.
      s = value(await games.nextHand({ id: s.id }));
      value(await games.act({ id: s.id, action: s.view.legal[0] as Action }));
    }

    const stats = value(await games.stats({}));
    const list = value(await games.sessionList({})).filter((s): s is SessionSummary => !isDamagedSession(s));
    expect(stats.hands).toBe(11);
    expect(stats.damaged).toBe(0);
    // Evenings oldest first, with the ledger the table kept while playing.
    expect(stats.evenings.map((e) => e.id)).toEqual(ids);
    for (const e of stats.evenings) {
      const summary = list.find((s) => s.id === e.id);
      expect(e.money).toEqual(summary?.ledger);
      expect(e.hands).toBe(summary?.hands);
      // The settle-up of a played evening: its rates named, its payments reproduce the ledger exactly.
      expect(summary?.baseHaler).toBe(PRESETS.csm.baseHaler);
      const payments = settleUp(summary?.ledger ?? []);
      expect(payments).not.toBeNull();
      expect(paymentBalances(3, payments ?? [])).toEqual(summary?.ledger);
      expect(payments?.length).toBeLessThanOrEqual(2);
    }
    const ledger = (id: number, seat: number) => list.find((s) => s.id === id)?.ledger[seat] ?? NaN;

    // Players by name across seats and evenings.
    const byName = new Map(stats.players.map((p) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual(['Adam', 'Eva', 'Pepa', 'Zuzka']);
    expect(byName.get('Eva')).toMatchObject({
      hands: 11,
      money: ledger(ids[0] as number, 0) + ledger(ids[1] as number, 1),
    });
    expect(byName.get('Zuzka')).toMatchObject({ hands: 5, money: ledger(ids[1] as number, 2) });
    expect(stats.players.reduce((sum, p) => sum + p.money, 0)).toBe(0);
    expect(stats.players.reduce((sum, p) => sum + p.asDeclarer, 0)).toBe(11);
    // Most hands first.
    expect(stats.players.map((p) => p.hands)).toEqual(
      [...stats.players.map((p) => p.hands)].sort((a, b) => b - a),
    );

    // Every component counted once for everyone, and once for whoever announced it.
    for (const k of COMPONENTS) {
      const sum = stats.players.reduce((n, p) => n + p.contracts[k].declared, 0);
      expect(stats.contracts[k].declared).toBe(sum);
      expect(stats.contracts[k].made).toBeLessThanOrEqual(stats.contracts[k].declared);
    }
    // Each hand has exactly one game the declarer plays.
    const games_ = ['game', 'hundred', 'betl', 'durch', 'openBetl', 'openDurch'] as const;
    expect(games_.reduce((n, k) => n + stats.contracts[k].declared, 0)).toBe(11);

    // The outcomes agree with what the hands' end snapshots show.
    const kinds = ['game', 'seven', 'sevenAgainst', 'betl', 'durch'] as const;
    for (const [name, tally] of expected)
      for (const k of kinds)
        expect({ name, k, ...byName.get(name)?.contracts[k] }).toEqual({ name, k, ...tally[k] });
    // The seeded players produced the cases worth checking.
    expect(stats.contracts.seven.declared).toBeGreaterThan(0);
    expect(stats.contracts.game.declared).toBeGreaterThan(0);
    expect(stats.contracts.betl.declared).toBeGreaterThan(0);

    // Deleting an evening takes its hands out of the statistics.
    value(await games.sessionDelete({ id: ids[0] as number }));
    const after = value(await games.stats({}));
    expect(after.hands).toBe(5);
    expect(after.players.find((p) => p.name === 'Adam')).toBeUndefined();
  }, 120_000);

  it('leaves out a hand that no longer replays, and says so', async () => {
    const { games, store } = service('damaged');
    const choose = chooser(7);
    let s = value(
      await games.sessionNew({
        settings: { rules: PRESETS.csm, seats: people('Eva', 'Adam', 'Pepa'), practice: false },
      }),
    );
    s = await playHand(games, s, choose);
    s = value(await games.nextHand({ id: s.id }));
    s = await playHand(games, s, choose);
    expect(value(await games.stats({}))).toMatchObject({ hands: 2, damaged: 0 });
    // Another program (or a broken disk) changed the first hand's first action to one the rules refuse.
    const db = new Database(store.file);
    const row = db.prepare('SELECT actions FROM hands WHERE session_id = ? AND hand_no = 1').get(s.id) as {
      actions: string;
    };
    const actions = JSON.parse(row.actions) as Action[];
    const broken = [{ ...(actions[0] as Action), seat: 2 }, ...actions.slice(1)];
    db.prepare('UPDATE hands SET actions = ? WHERE session_id = ? AND hand_no = 1').run(
      JSON.stringify(broken),
      s.id,
    );
    db.close();
    const stats = value(await games.stats({}));
    expect(stats).toMatchObject({ hands: 1, damaged: 1 });
    expect(stats.evenings[0]?.hands).toBe(1);
    expect(stats.players.find((p) => p.name === 'Eva')?.hands).toBe(1);
  });
});

describe('a plain game replaced by a silent hundred', () => {
  // The declarer (seat 0) holds trump A K O and side aces; played out at random, either side may score
  // a silent hundred (rules/000 čl. V odst. 7), which then stands for the game in the settlement.
  const layout = {
    hands: [
      'L7 L8 LO LK LA BA BX HA B7 H7',
      'L9 LU BK BO B9 HX HK HO AA AX',
      'LX BU B8 HU H9 H8 AK AO AU A9',
    ] as const,
    talon: 'A8 A7',
    trump: 'L' as const,
    rules: PRESETS.csm,
    doubles: { game: 1 },
  };

  it('is made exactly when the declarer’s side scored the hundred', () => {
    const start = stateOf(layout);
    const rng = createRng(3);
    const seen = new Set<string>();
    for (let i = 0; i < 20_000 && seen.size < 2; i++) {
      const state = playOut(start, rng);
      const st = settle(state);
      const silent = st.items.find((x) => x.kind === 'silentHundred');
      if (silent === undefined) continue;
      const game = state.components.find((c) => c.kind === 'game');
      if (game === undefined) throw new Error('no game component');
      expect(madeComponent(game, st.items)).toBe(silent.side === 'declarer');
      expect(madeComponent(game, st.items)).toBe(st.points.declarer > st.points.defence);
      seen.add(silent.side);
    }
    expect([...seen].sort()).toEqual(['declarer', 'defence']);
  });
});
