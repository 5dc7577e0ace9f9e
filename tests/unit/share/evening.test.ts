/**
 * A guest's evening as an attacker meets it (real HTTP, a real SQLite file, the real solver pool):
 * `guestEvening` answers the link's own evening exactly as the host's settle-up gets it
 * (`sessionEvening`: names, ledger, finished hands, each hand's money, each seat's figures by role) —
 * the guest's settle-up — and nothing else: another session's id is no session, the other evening's
 * money is nowhere in the answer, the host's list and every other host method (its `sessionEvening`
 * too) stay unanswered (404), bad params are badInput, a revoked link is 401, and the host's own API
 * refuses `guestEvening` (the host has `sessionEvening`). The review of a
 * finished hand answers the link's session and the link's seat only, and its jobs are the link's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EveningSummary, SessionSummary, ShareInfo, TableSnapshot } from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Host, PEOPLE, guest, host, newSession, portOf, tokenOf, value } from './support.ts';

const ROOMY = { burst: 10_000, perSecond: 1000 };
let pool: SolverPool;
let h: Host;
let s: TableSnapshot;
let firstHand: TableSnapshot;
let other: TableSnapshot;
let info: ShareInfo;
let port: number;

/** Plays the session's current hand to its end on the host's screen (every seat a person there). */
async function playHand(id: number): Promise<TableSnapshot> {
  for (let i = 0; i < 200; i++) {
    const snap = value(await h.call('sessionOpen', { id }));
    if (snap.turn === 'handEnd') return snap;
    const action = snap.view.legal[0];
    if (action === undefined) throw new Error(`nothing legal at ${JSON.stringify(snap.view.phase)}`);
    value(await h.call('act', { id, action, version: snap.version }));
  }
  throw new Error('the hand did not end');
}

const summaryOf = async (id: number): Promise<SessionSummary> => {
  const list = value(await h.call('sessionList', {}));
  const row = list.find((x) => x.id === id);
  if (row === undefined || 'damaged' in row) throw new Error(`no evening ${id}`);
  return row;
};

beforeAll(async () => {
  pool = new SolverPool({ size: 1 });
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY } });
  // Two evenings with money in them: the shared one and another the guest must not see.
  s = await newSession(h, PEOPLE);
  firstHand = await playHand(s.id);
  value(await h.call('nextHand', { id: s.id }));
  // The other evening has two finished hands: a count no part of the shared evening's answer holds.
  other = await newSession(h, PEOPLE);
  await playHand(other.id);
  value(await h.call('nextHand', { id: other.id }));
  await playHand(other.id);
  value(await h.call('sessionRename', { id: other.id, name: 'Tajný večer' }));
  info = value(await h.call('shareOpen', { id: s.id }));
  port = portOf(info);
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

describe("a guest's settle-up", () => {
  it("answers the link's evening as the host's settle-up gets it, on each guest's link", async () => {
    const listed = await summaryOf(s.id);
    const mine = value(await h.call('sessionEvening', { id: s.id }));
    expect(mine.hands).toBe(1);
    expect(mine.ledger.some((x) => x !== 0)).toBe(true);
    // The summary home's list shows, and besides it each hand's money and each seat's figures by role.
    expect(mine).toMatchObject(listed);
    for (const seat of [1, 2]) {
      const a = await guest(port, tokenOf(info, seat), 'guestEvening', { id: s.id });
      expect(a.status).toBe(200);
      expect(a.json).toEqual({ ok: true, value: mine });
    }
  });

  it("carries each hand's money and each seat's roles of its own evening, nothing of another", async () => {
    const a = await guest(port, tokenOf(info, 1), 'guestEvening', { id: s.id });
    const mine = (a.json as { ok: true; value: EveningSummary }).value;
    // The first hand's money per seat, as the hand's end settled it; it sums to the ledger.
    expect(mine.handMoney).toEqual([firstHand.settlement?.money]);
    expect(mine.names.map((_, seat) => mine.handMoney.reduce((t, h) => t + (h[seat] ?? 0), 0))).toEqual(
      mine.ledger,
    );
    // One hand: one declarer, the others in defence, the money by role summing to each seat's.
    expect(mine.roles.map((r) => r.asDeclarer + r.asDefender)).toEqual([1, 1, 1]);
    expect(mine.roles.reduce((t, r) => t + r.asDeclarer, 0)).toBe(1);
    mine.roles.forEach((r, seat) => {
      expect(r.moneyDeclaring + r.moneyDefending).toBe(r.money);
      expect(r.money).toBe(mine.ledger[seat]);
    });
    // The other evening (two hands) is in no part of the answer: one hand's money, one hand per seat.
    const theirs = value(await h.call('sessionEvening', { id: other.id }));
    expect(theirs.handMoney).toHaveLength(2);
    expect(theirs.roles.map((r) => r.hands)).toEqual([2, 2, 2]);
    expect(mine.handMoney).toHaveLength(1);
    expect(mine.roles.map((r) => r.hands)).toEqual([1, 1, 1]);
    expect(a.body).not.toContain('Tajný');
    expect(a.body).not.toContain(`"id":${other.id}`);
  });

  it("answers another session's id as no session, telling nothing of it", async () => {
    for (const id of [other.id, other.id + 100]) {
      const a = await guest(port, tokenOf(info, 1), 'guestEvening', { id });
      expect(a.json).toEqual({
        ok: false,
        error: {
          code: 'badInput',
          error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
        },
      });
    }
    const a = await guest(port, tokenOf(info, 1), 'guestEvening', { id: other.id });
    expect(a.body).not.toContain('Tajný');
  });

  it('refuses params that are not a session id, naming the problem', async () => {
    for (const params of [{}, { id: 'x' }, { id: 0 }, { id: s.id, seat: 0 }, null]) {
      const a = await guest(port, tokenOf(info, 1), 'guestEvening', params);
      expect(a.status, JSON.stringify(params)).toBe(200);
      expect(a.json, JSON.stringify(params)).toMatchObject({ ok: false, error: { code: 'badInput' } });
    }
  });

  it("never answers the host's list of evenings, renaming, deleting or statistics (404)", async () => {
    for (const method of [
      'sessionList',
      'sessionEvening',
      'sessionRename',
      'sessionDelete',
      'stats',
      'analysisStart',
    ]) {
      const a = await guest(port, tokenOf(info, 1), method, {
        id: s.id,
        name: 'x',
        session: s.id,
        handNo: 1,
      });
      expect(a.status, method).toBe(404);
    }
    // Nothing changed: the evenings are as they were.
    expect((await summaryOf(s.id)).name).toBeNull();
    expect((await summaryOf(other.id)).name).toBe('Tajný večer');
  });
});

describe("a guest's review of its own decisions", () => {
  it("gets a finished hand of its own evening as the host does, never another evening's", async () => {
    const mine = value(await h.call('handGet', { session: s.id, handNo: 1 }));
    const a = await guest(port, tokenOf(info, 1), 'handGet', { session: s.id, handNo: 1 });
    expect(a.json).toEqual({ ok: true, value: mine });
    const b = await guest(port, tokenOf(info, 1), 'handGet', { session: other.id, handNo: 1 });
    expect(b.json).toEqual({
      ok: false,
      error: {
        code: 'badInput',
        error: { code: 'invalid', path: 'params.session', problem: { kind: 'noSession', id: other.id } },
      },
    });
    // A hand not finished yet is not found, as on the host.
    const c = await guest(port, tokenOf(info, 1), 'handGet', { session: s.id, handNo: 2 });
    expect(c.json).toEqual(await h.call('handGet', { session: s.id, handNo: 2 }));
  });

  it("reviews its own seat only: another seat's decisions are refused before anything runs", async () => {
    const paramsOf = (method: 'reviewStart' | 'reviewRetry', session: number, seat: number) =>
      method === 'reviewStart'
        ? { session, handNo: 1, seat }
        : { session, handNo: 1, seat, index: 0, action: { type: 'pass', seat } };
    for (const method of ['reviewStart', 'reviewRetry'] as const) {
      for (const seat of [0, 2]) {
        const a = await guest(port, tokenOf(info, 1), method, paramsOf(method, s.id, seat));
        expect(a.json, `${method} ${seat}`).toMatchObject({
          ok: false,
          error: { code: 'refused', reason: { code: 'notYourSeat', seat } },
        });
      }
      const elsewhere = await guest(port, tokenOf(info, 1), method, paramsOf(method, other.id, 1));
      expect(elsewhere.json).toMatchObject({
        ok: false,
        error: { error: { problem: { kind: 'noSession' } } },
      });
    }
  });

  it("follows its own review job, which neither the other link nor the host's screen can reach", async () => {
    const started = await guest(port, tokenOf(info, 1), 'reviewStart', { session: s.id, handNo: 1, seat: 1 });
    const { job } = (started.json as { ok: true; value: { job: string } }).value;
    expect(typeof job).toBe('string');
    const own = await guest(port, tokenOf(info, 1), 'reviewPoll', { job });
    expect(own.json).toMatchObject({ ok: true, value: { job } });
    const theirs = await guest(port, tokenOf(info, 2), 'reviewPoll', { job });
    expect(theirs.json).toMatchObject({ ok: false, error: { code: 'badInput' } });
    expect(await h.call('reviewPoll', { job })).toMatchObject({ ok: false, error: { code: 'badInput' } });
    expect((await guest(port, tokenOf(info, 2), 'reviewStop', { job })).json).toMatchObject({ ok: false });
    expect((await guest(port, tokenOf(info, 1), 'reviewStop', { job })).json).toMatchObject({ ok: true });
  });
});

describe('closing', () => {
  it("is refused on the host's own API, and to a link once the share is closed (401)", async () => {
    expect(await h.call('guestEvening', { id: s.id })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'notShared' } },
    });
    const t = tokenOf(info, 1);
    value(await h.call('shareClose', {}));
    const reopened = value(await h.call('shareOpen', { id: s.id }));
    const a = await guest(portOf(reopened), t, 'guestEvening', { id: s.id });
    expect(a.status).toBe(401);
  });
});
