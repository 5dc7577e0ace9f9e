/**
 * Statistics of evenings of four (volený, the dealer sits out: pravidla ČSM, čl. II odst. 4): a hand a
 * seat sat out is not one it played. Four people play eight hands through the game service over a real
 * SQLite file, so each deals, and sits out, twice; the statistics then count six hands played and two sat
 * out for each, the money as the table settled it (the dealer pays or receives with the defence, čl. V
 * odst. 1), and contracts only of seats that played; the settle-up's `sessionEvening` gives each hand's
 * money and each seat's figures by role, the same as told from the hands' ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
  activeSeats,
  createRng,
} from '../../../src-shared/index.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { openStore } from '../../../src-main/store/store.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-four-stats-'));
const store = openStore(join(dir, 'marias.sqlite'));
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const noComputer = { decide: () => Promise.reject(new Error('every seat is a person here')) };
const people: SeatPlayer[] = ['Eva', 'Karel', 'Jana', 'Petr'].map((name) => ({ kind: 'human', name }));
const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('statistics of an evening of four', () => {
  it('counts a hand sat out apart from the hands played, with the money as settled and by role', async () => {
    const games = new GameService(store, noComputer, { newSeed: () => 3 });
    const rng = createRng(4);
    let s: TableSnapshot = value(
      await games.sessionNew({ settings: { rules: PRESETS.csm, seats: people, practice: false } }),
    );
    const sat = [0, 0, 0, 0];
    const declared = [0, 0, 0, 0];
    const defended = [0, 0, 0, 0];
    // Money by role, told from each hand's end: the declarer's own, everyone else's (sat out too).
    const declaring = [0, 0, 0, 0];
    const defending = [0, 0, 0, 0];
    const perHand: number[][] = [];
    for (let hand = 1; hand <= 8; hand++) {
      const active = activeSeats(s.view.table);
      for (let seat = 0; seat < 4; seat++) if (!active.includes(seat)) sat[seat]!++;
      while (s.turn === 'human') {
        const legal = s.view.legal;
        s = value(await games.act({ id: s.id, action: legal[rng.int(legal.length)] as Action }));
      }
      expect(s.turn).toBe('handEnd');
      if (s.view.declarer !== null) declared[s.view.declarer]!++;
      const paid = s.settlement?.money ?? [];
      perHand.push([...paid]);
      for (let seat = 0; seat < 4; seat++) {
        const m = paid[seat] ?? 0;
        if (seat === s.view.declarer) declaring[seat]! += m;
        else {
          defending[seat]! += m;
          if (active.includes(seat)) defended[seat]!++;
        }
      }
      if (hand < 8) s = value(await games.nextHand({ id: s.id }));
    }
    expect(sat).toEqual([2, 2, 2, 2]);

    const stats = value(await games.stats({}));
    expect(stats.hands).toBe(8);
    const byName = new Map(stats.players.map((p) => [p.name, p]));
    people.forEach((p, seat) => {
      const row = byName.get(p.name);
      expect(row).toMatchObject({
        hands: 6,
        satOut: 2,
        asDeclarer: declared[seat],
        asDefender: defended[seat],
        money: s.ledger[seat],
        moneyDeclaring: declaring[seat],
        moneyDefending: defending[seat],
      });
    });
    // Contracts are announced only by seats that played.
    const announced = stats.players.reduce(
      (n, p) => n + Object.values(p.contracts).reduce((m, c) => m + c.declared, 0),
      0,
    );
    expect(announced).toBe(Object.values(stats.contracts).reduce((m, c) => m + c.declared, 0));
    expect(stats.evenings[0]).toMatchObject({ hands: 8, money: s.ledger });

    // The settle-up's evening: each hand's money as the hand's end settled it, and each seat's figures
    // by role as told from the hands' ends (the statistics' counting, per seat of this evening).
    const evening = value(await games.sessionEvening({ id: s.id }));
    expect(evening.handMoney).toEqual(perHand);
    expect(evening.ledger).toEqual(s.ledger);
    expect(evening.roles).toEqual(
      people.map((_, seat) => ({
        hands: 6,
        satOut: 2,
        asDeclarer: declared[seat],
        asDefender: defended[seat],
        money: s.ledger[seat],
        moneyDeclaring: declaring[seat],
        moneyDefending: defending[seat],
      })),
    );
    expect(stats.evenings[0]?.roles).toEqual(evening.roles);
    expect(await games.sessionEvening({ id: s.id + 1 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.id', problem: { kind: 'noSession', id: s.id + 1 } } },
    });
  });
});
