/**
 * Work stops with its caller (issue 53 point 6): a hint whose guest hangs up mid-way (the HTTP
 * connection closed before the answer), or whose host window goes away (the handler's signal, as the
 * IPC handler aborts it when the window's webContents is destroyed), stops its decision in the worker,
 * which is free at once for the next call — not terminated, and not busy with the dead task until its
 * budget runs out. A real pool of real workers, the real guest server over a real SQLite file; the
 * decisions are observed as the pool answers them (`decide` wrapped, not replaced).
 */
import { request } from 'node:http';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Result, ShareInfo, TableSnapshot } from '../../../src-shared/index.ts';
import type { Decision } from '../../../src-main/ai/player.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { until } from '../../support/wait.ts';
import { type Host, LAN, PEOPLE, guest, host, newSession, portOf, tokenOf, value } from './support.ts';

const ROOMY = { burst: 10_000, perSecond: 1000 };
let pool: SolverPool;
let h: Host;
let s: TableSnapshot;
let info: ShareInfo;
let port: number;
/** Every decision the pool has answered, in order. */
const answered: Result<Decision, ApiError<never>>[] = [];

beforeAll(async () => {
  pool = new SolverPool({ size: 1, backgroundSize: 1 });
  // Loaded workers: one stopped while still loading its modules would be terminated whatever it does.
  await Promise.all([pool.warmup('interactive'), pool.warmup('background')]);
  const decide = pool.decide.bind(pool);
  pool.decide = (...args) =>
    decide(...args).then((r) => {
      answered.push(r);
      return r;
    });
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY, hints: ROOMY } });
  s = await newSession(h, PEOPLE);
  info = value(await h.call('shareOpen', { id: s.id }));
  port = portOf(info);
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

/** The table as `seat` sees it (the host's seat 0 through the app, the others through their links). */
async function seen(seat: number): Promise<TableSnapshot> {
  if (seat === 0) return value(await h.call('sessionOpen', { id: s.id }));
  const r = (await guest(port, tokenOf(info, seat), 'sessionOpen', { id: s.id })).json as {
    value: TableSnapshot;
  };
  return r.value;
}

/** Plays first legal actions, each seat from its own device, until card play with `seat` to act. */
async function playUntil(seat: number): Promise<TableSnapshot> {
  for (;;) {
    const snap = await seen(0);
    if (snap.view.phase === 'play' && snap.view.toAct === seat) return snap;
    const toAct = snap.view.toAct;
    if (toAct === null) {
      value(await h.call('nextHand', { id: s.id, version: snap.version }));
      continue;
    }
    const theirs = await seen(toAct);
    const action = theirs.view.legal[0];
    if (action === undefined) throw new Error('no legal action');
    if (toAct === 0) value(await h.call('act', { id: s.id, action, version: theirs.version }));
    else await guest(port, tokenOf(info, toAct), 'act', { id: s.id, action, version: theirs.version });
  }
}

const busy = () => pool.stats().interactive.busy + pool.stats().background.busy;
const workers = (): readonly Worker[] => pool.threads();

describe('work stops with its caller', () => {
  it("a guest's hint whose connection closes mid-way stops in its worker, which takes the next call at once", async () => {
    const snap = await playUntil(1);
    const before = answered.length;
    const body = JSON.stringify({ id: s.id, version: snap.version });
    let answer: number | null = null;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/hint',
        method: 'POST',
        headers: {
          Host: `${LAN}:${port}`,
          Authorization: `Bearer ${tokenOf(info, 1)}`,
          'Content-Type': 'application/json',
        },
        agent: false,
      },
      (res) => (answer = res.statusCode ?? 0),
    );
    req.on('error', () => undefined);
    req.end(body);
    // The decision is running in a worker: the guest hangs up.
    await until(() => busy() > 0);
    const threads = workers();
    req.destroy();
    await until(() => answered.length > before);
    expect(answer).toBeNull();
    expect(answered[before]).toEqual({ ok: false, error: { code: 'cancelled' } });
    // The worker stopped the dead task itself (the pool did not have to terminate and replace it).
    await until(() => busy() === 0);
    expect(workers().map((w) => w.threadId)).toEqual(threads.map((w) => w.threadId));
    // The next call is answered, by a free worker: a hint asked again gets its card.
    const again = await guest(port, tokenOf(info, 1), 'hint', { id: s.id, version: snap.version });
    expect(again.json).toMatchObject({ ok: true, value: { action: { seat: 1 } } });
  });

  it("the host's hint whose window goes away (the handler's signal) stops the same way", async () => {
    const snap = await playUntil(0);
    const before = answered.length;
    const gone = new AbortController();
    const asked = h.app.handle('hint', { id: s.id, version: snap.version }, { signal: gone.signal });
    await until(() => busy() > 0);
    const threads = workers();
    gone.abort();
    expect(await asked).toEqual({ ok: false, error: { code: 'cancelled' } });
    await until(() => answered.length > before);
    expect(answered[before]).toEqual({ ok: false, error: { code: 'cancelled' } });
    await until(() => busy() === 0);
    expect(workers().map((w) => w.threadId)).toEqual(threads.map((w) => w.threadId));
  });

  it('a hint whose table moves on meanwhile stops at once and answers `stale`', async () => {
    const snap = await playUntil(1);
    const before = answered.length;
    const asked = guest(port, tokenOf(info, 1), 'hint', { id: s.id, version: snap.version });
    await until(() => busy() > 0);
    // The guest plays a card from another tab while its hint is searching.
    const mine = await seen(1);
    const action = mine.view.legal[0];
    await guest(port, tokenOf(info, 1), 'act', { id: s.id, action, version: mine.version });
    expect((await asked).json).toMatchObject({ ok: false, error: { code: 'stale' } });
    expect(answered[before]).toEqual({ ok: false, error: { code: 'cancelled' } });
  });

  it('a call whose caller has gone before its turn in the session queue does not run at all', async () => {
    const snap = await seen(0);
    const gone = new AbortController();
    gone.abort();
    const before = answered.length;
    expect(await h.app.handle('hint', { id: s.id, version: snap.version }, { signal: gone.signal })).toEqual({
      ok: false,
      error: { code: 'cancelled' },
    });
    expect(answered.length).toBe(before);
  });
});
