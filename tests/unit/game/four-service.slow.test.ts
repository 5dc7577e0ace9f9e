/**
 * A session of four over the game service, a real SQLite file and real computer players: the deal
 * moves round all four seats, the dealer sits out (never acts, holds no card) and pays or receives as
 * a defender (pravidla ČSM, čl. II odst. 4 and čl. V odst. 1); the session reopens from the file as it was.
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
  PRESETS,
  parseNewSessionParams,
} from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { BIDDING_DECK } from '../helpers.ts';

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-four-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

function service(name: string): { games: GameService; store: Store } {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const untimed: Decider = { decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }) };
  return { games: new GameService(store, untimed, { newSeed: () => 11 }), store };
}

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

describe('a session of four (volený, the dealer sits out)', () => {
  it('plays four hands: every seat deals once and sits out, the money sums to zero with the dealer as a defender', async () => {
    const { games, store } = service('four');
    const seats = [human('Eva'), ai('Karel'), ai('Jana'), ai('Petr')];
    let s = value(await games.sessionNew({ settings: { rules: PRESETS.csm, seats, practice: true } }));
    expect(s).toMatchObject({ handNo: 1, viewer: 0, ledger: [0, 0, 0, 0], hands: [] });
    expect(s.view.table).toMatchObject({ size: 4, dealer: 3 });
    expect(s.view.handSizes).toEqual([12, 10, 10, 0]);

    const dealers: number[] = [];
    for (let hand = 1; hand <= 4; hand++) {
      const dealer = s.view.table.dealer;
      dealers.push(dealer);
      // The seat sitting out is never to act, and holds no card the whole hand.
      while (s.turn !== 'handEnd') {
        expect(s.view.toAct).not.toBe(dealer);
        expect(s.view.handSizes[dealer]).toBe(0);
        if (s.turn === 'human') {
          expect(s.viewer).toBe(0);
          s = value(await games.act({ id: s.id, action: s.view.legal[0] as Action, version: s.version }));
        } else s = value(await games.advance({ id: s.id, version: s.version }));
      }
      const stored = store.hands(s.id).find((h) => h.handNo === hand);
      expect(stored?.actions.some((a) => a.seat === dealer)).toBe(false);
      // When Eva sits out, she watches: her view has no cards and nothing to do.
      if (dealer === 0) {
        expect(s.viewer).toBe(0);
        expect(s.view.hand).toEqual([]);
        expect(s.view.legal).toEqual([]);
      }
      const settlement = s.settlement;
      if (settlement === null) throw new Error('no settlement at the end of a hand');
      const money = settlement.money;
      expect(money).toHaveLength(4);
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      expect(settlement.declarer).not.toBe(dealer);
      for (let seat = 0; seat < 4; seat++)
        if (seat !== settlement.declarer) expect(money[seat]).toBe(money[dealer]);
      expect(s.hands.at(-1)).toEqual(money);
      expect(s.sheet).toHaveLength(hand);
      // The score sheet names the seat that sat the hand out.
      expect(s.sheet?.at(-1)?.sittingOut).toBe(dealer);
      expect(s.ledger).toEqual(
        [0, 1, 2, 3].map((seat) => s.hands.reduce((sum, m) => sum + (m[seat] ?? 0), 0)),
      );
      if (hand < 4) s = value(await games.nextHand({ id: s.id, version: s.version }));
    }
    // The deal passes to the left round every seat: each sits out once in four hands.
    expect(dealers).toEqual([3, 0, 1, 2]);

    // The list and a second connection to the file see the same evening of four.
    const listed = value(await games.sessionList({})).find((x) => x.id === s.id);
    expect(listed).toMatchObject({ names: ['Eva', 'Karel', 'Jana', 'Petr'], hands: 4, ledger: s.ledger });
    const again = service('four');
    expect(value(await again.games.sessionOpen({ id: s.id }))).toEqual(s);
  });

  it('undoes the person’s move at four; a stale window changes nothing', async () => {
    const { games } = service('undo4');
    const seats = [ai('Karel'), human('Eva'), ai('Jana'), ai('Petr')];
    let s = value(await games.sessionNew({ settings: { rules: PRESETS.csm, seats, practice: true } }));
    // Dealer 3 sits out; forehand is seat 0, a computer.
    while (s.turn === 'ai') s = value(await games.advance({ id: s.id, version: s.version }));
    expect(s.turn).toBe('human');
    const before = s;
    const after = value(await games.act({ id: s.id, action: s.view.legal[0] as Action, version: s.version }));
    // A second window still showing `before` advances: it is told the table moved on.
    const staleAnswer = await games.advance({ id: s.id, version: before.version });
    expect(staleAnswer).toMatchObject({ ok: false, error: { code: 'stale' } });
    const undone = value(await games.undo({ id: s.id, version: after.version }));
    expect(undone.version).toBe(before.version);
    expect(undone.view).toEqual(before.view);
  });

  it('the API takes three or four seats, and a first deal whose dealer is one of them', () => {
    const params = (n: number, dealer?: number) => ({
      settings: {
        rules: PRESETS.csm,
        seats: [human('Eva'), ...['A', 'B', 'C', 'D'].slice(0, n - 1).map(ai)],
      },
      ...(dealer === undefined ? {} : { deal: { deck: BIDDING_DECK, dealer } }),
    });
    for (const n of [2, 5]) expect(parseNewSessionParams(params(n), 'params').ok).toBe(false);
    for (const n of [3, 4]) expect(parseNewSessionParams(params(n), 'params').ok).toBe(true);
    expect(parseNewSessionParams(params(4, 3), 'params').ok).toBe(true);
    expect(parseNewSessionParams(params(3, 3), 'params')).toMatchObject({
      ok: false,
      error: { problem: { kind: 'seatOutOfRange', seat: 3, players: 3 } },
    });
  });

  it("deals the editor's deck to four seats with the given dealer sitting out", async () => {
    const { games } = service('deal4');
    const seats = [human('Eva'), ai('Karel'), ai('Jana'), ai('Petr')];
    const s = value(
      await games.sessionNew({
        settings: { rules: PRESETS.csm, seats, practice: false },
        deal: { deck: BIDDING_DECK, dealer: 1 },
      }),
    );
    expect(s.view.table).toMatchObject({ size: 4, dealer: 1 });
    expect(s.view.handSizes).toEqual([10, 0, 12, 10]);
  });
});
