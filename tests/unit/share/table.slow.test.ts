/**
 * A shared table played through: the host's screen plays seat 0, two friends seats 1 and 2 over the
 * guest server (real HTTP, a real SQLite file, the real worker pool for the stand-in's decisions).
 * Every answer a guest gets mid-hand is checked, as text, against the hands the store holds; undo takes
 * back only one's own move; the computer stands in for a person who is away and gives the seat back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type ShareInfo,
  type TableSnapshot,
  toCards,
} from '../../../src-shared/index.ts';
import { loadSession } from '../../../src-main/game/session.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Host, PEOPLE, guest, host, newSession, portOf, tokenOf, value } from './support.ts';

const TIMEOUT = 120_000;
const ROOMY = { burst: 10_000, perSecond: 1000 };

let pool: SolverPool;
let h: Host;

beforeAll(() => {
  pool = new SolverPool({ size: 1 });
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY } });
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

/** A shared table of three people, the host at seat 0. */
async function sharedTable(): Promise<{ id: number; info: ShareInfo; port: number }> {
  const s = await newSession(h, PEOPLE);
  const info = value(await h.call('shareOpen', { id: s.id }));
  return { id: s.id, info, port: portOf(info) };
}

/** The state the store holds now. */
function stored(id: number) {
  const open = loadSession(h.store, id);
  if (!open.ok) throw new Error('no session');
  return open.value;
}

/**
 * The cards `seat` may not know now, from the store: every other seat's hand (but the trump card once
 * it is turned face up for all, and trumps the rules have announced from the talon), and the talon
 * unless the seat holds it or laid those cards there itself.
 */
function secretsOf(id: number, seat: number): Card[] {
  const { state, current } = stored(id);
  const own = new Set(
    current.actions.flatMap((a) => (a.seat === seat && a.type === 'discard' ? a.cards : [])),
  );
  const shown = new Set([
    ...(state.trumpShown && state.trumpCard !== null ? [state.trumpCard] : []),
    ...state.talonTrumps,
  ]);
  const others = state.hands
    .flatMap((hand, s) => (s === seat ? [] : toCards(hand)))
    .filter((c) => !shown.has(c));
  const talon =
    state.talonBy === seat ? [] : toCards(state.talon).filter((c) => !own.has(c) && !shown.has(c));
  return [...others, ...talon];
}

/** Fails when `text` (a whole answer) names any card `seat` may not know. */
function expectNoSecret(id: number, seat: number, text: string, what: string): number {
  const named = secretsOf(id, seat).filter((c) => text.includes(`"${c}"`));
  expect(named, `${what}: seat ${seat} was sent ${named.join(' ')}`).toEqual([]);
  return secretsOf(id, seat).length;
}

interface Table {
  readonly id: number;
  readonly info: ShareInfo;
  readonly port: number;
}

async function guestTable(t: Table, seat: number): Promise<{ snap: TableSnapshot; text: string }> {
  const a = await guest(t.port, tokenOf(t.info, seat), 'sessionOpen', { id: t.id });
  return { snap: value(a.json as never), text: a.body };
}

/** One person's move at the table: the host's for seat 0, a guest's over HTTP for the others. */
async function move(t: Table): Promise<{ seat: number; text: string }> {
  const mine = value(await h.call('sessionOpen', { id: t.id }));
  const toAct = mine.view.toAct;
  if (toAct === null) throw new Error('hand over');
  if (toAct === 0) {
    const r = await h.call('act', { id: t.id, action: mine.view.legal[0] as Action, version: mine.version });
    return { seat: 0, text: JSON.stringify(value(r)) };
  }
  const { snap } = await guestTable(t, toAct);
  expect(snap.viewer).toBe(toAct);
  const a = await guest(t.port, tokenOf(t.info, toAct), 'act', {
    id: t.id,
    action: snap.view.legal[0],
    version: snap.version,
  });
  value(a.json as never);
  return { seat: toAct, text: a.body };
}

describe('what a device is sent', () => {
  it(
    'no answer mid-hand names a card of another seat or of the talon, on any device',
    async () => {
      const t = await sharedTable();
      let checked = 0;
      let moves = 0;
      while (stored(t.id).state.phase !== 'finished') {
        const { seat, text } = await move(t);
        moves++;
        expect(moves).toBeLessThan(200);
        if (stored(t.id).state.phase === 'finished') break;
        // The mover's own answer, then every device's view of the table now.
        checked += expectNoSecret(t.id, seat, text, `move ${moves}`);
        for (const g of [1, 2])
          checked += expectNoSecret(t.id, g, (await guestTable(t, g)).text, `move ${moves}`);
        checked += expectNoSecret(
          t.id,
          0,
          JSON.stringify(value(await h.call('sessionOpen', { id: t.id }))),
          'host',
        );
        // A stale answer carries the device's own table too.
        const stale = await guest(t.port, tokenOf(t.info, 1), 'advance', { id: t.id, version: 'old' });
        expect(stale.json).toMatchObject({ ok: false, error: { code: 'stale', snapshot: { viewer: 1 } } });
        checked += expectNoSecret(t.id, 1, stale.body, 'stale');
      }
      // A whole hand: every card was a secret from someone at every step.
      expect(moves).toBeGreaterThan(30);
      expect(checked).toBeGreaterThan(moves * 40);
      // At the end every hand is shown to everyone (the review of the hand).
      const end = await guestTable(t, 2);
      expect(end.snap.turn).toBe('handEnd');
      expect(end.snap.revealed?.flat()).toHaveLength(30);
      // Any device may deal the next hand.
      const next = await guest(t.port, tokenOf(t.info, 2), 'nextHand', {
        id: t.id,
        version: end.snap.version,
      });
      expect(next.json).toMatchObject({ ok: true, value: { handNo: 2, viewer: 2, localSeats: [2] } });
      await h.call('shareClose', {});
    },
    TIMEOUT,
  );
});

describe('undo at a table of people', () => {
  it(
    "takes back one's own last move only, while nobody else has moved since",
    async () => {
      const t = await sharedTable();
      const start = value(await h.call('sessionOpen', { id: t.id }));
      expect(start.canUndo).toBe(false);
      await move(t); // the host's first decision (seat 0 is forehand)
      expect(value(await h.call('sessionOpen', { id: t.id })).canUndo).toBe(true);
      const g1 = await guestTable(t, 1);
      expect(g1.snap.canUndo).toBe(false);
      const refusedUndo = await guest(t.port, tokenOf(t.info, 1), 'undo', { id: t.id });
      expect(refusedUndo.json).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'notYourUndo', seat: 0 } },
      });
      const undone = value(await h.call('undo', { id: t.id }));
      expect(undone.version).toBe(start.version);

      // Play on until a friend has moved last.
      let last = -1;
      while (last !== 1) last = (await move(t)).seat;
      const before = stored(t.id).current.actions.length;
      expect(await h.call('undo', { id: t.id })).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'notYourUndo', seat: 1 } },
      });
      expect(value(await h.call('sessionOpen', { id: t.id })).canUndo).toBe(false);
      expect((await guestTable(t, 2)).snap.canUndo).toBe(false);
      expect((await guestTable(t, 1)).snap.canUndo).toBe(true);
      const back = await guest(t.port, tokenOf(t.info, 1), 'undo', { id: t.id });
      expect(back.json).toMatchObject({ ok: true, value: { viewer: 1, localSeats: [1], turn: 'human' } });
      expect(stored(t.id).current.actions.length).toBe(before - 1);
      expect(stored(t.id).state.toAct).toBe(1);
      await h.call('shareClose', {});
    },
    TIMEOUT,
  );
});

describe('the computer standing in', () => {
  it(
    'plays a seat whose person is away, and the seat is the person’s again once given back',
    async () => {
      const t = await sharedTable();
      while (stored(t.id).state.toAct !== 1) await move(t);
      const status = value(await h.call('shareStandIn', { seat: 1, level: 'zacatecnik' }));
      expect(status.seats.find((s) => s.seat === 1)?.standIn).toBe('zacatecnik');
      const g1 = await guestTable(t, 1);
      expect(g1.snap.turn).toBe('ai');
      // The person cannot act for the seat while the computer has it.
      const act = await guest(t.port, tokenOf(t.info, 1), 'act', { id: t.id, action: g1.snap.view.legal[0] });
      expect(act.json).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'computerSeat', seat: 1 } },
      });
      // Any device lets the computer move (the host here): the pool decides seat 1 from its view.
      const before = stored(t.id).current.actions.length;
      const moved = value(await h.call('advance', { id: t.id }));
      expect(stored(t.id).current.actions.length).toBe(before + 1);
      expect(stored(t.id).current.actions.at(-1)?.seat).toBe(1);
      expect(moved.localSeats).toEqual([0]);

      // Given back: the next time seat 1 is to act it is a person's turn, which the computer may not take.
      const back = value(await h.call('shareStandIn', { seat: 1, level: null }));
      expect(back.seats.find((s) => s.seat === 1)?.standIn).toBeNull();
      let guard = 0;
      while (stored(t.id).state.toAct !== 1 && stored(t.id).state.phase !== 'finished' && guard++ < 100)
        await move(t);
      if (stored(t.id).state.phase !== 'finished') {
        expect((await guestTable(t, 1)).snap.turn).toBe('human');
        expect(await h.call('advance', { id: t.id })).toMatchObject({
          ok: false,
          error: { code: 'refused', reason: { code: 'personToAct', seat: 1 } },
        });
        expect((await move(t)).seat).toBe(1);
      }
      await h.call('shareClose', {});
    },
    TIMEOUT,
  );
});
