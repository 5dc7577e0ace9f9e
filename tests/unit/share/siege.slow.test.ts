/**
 * A neighbour on the Wi-Fi who wants to lock the friends out without a link (issue 53 point 5): from
 * other loopback addresses (on Linux all of 127/8 is this machine) it holds and renews well over 64
 * sockets — silent ones, requests whose headers never end, requests whose body never ends — while the
 * friends at 127.0.0.1 play a whole evening's worth of calls through their links on the real guest
 * server with its own limits (src-main/server/sockets.ts). Every friend's call must be answered; before
 * the limits per address, the first-byte deadline and the eviction of the oldest idle socket, the server
 * took 64 sockets in all and most calls were dropped.
 */
import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, ShareInfo, TableSnapshot } from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Host, LAN, PEOPLE, guest, host, newSession, portOf, tokenOf, value } from './support.ts';

const ROOMY = { burst: 10_000, perSecond: 1000 };
let pool: SolverPool;
let h: Host;
let s: TableSnapshot;
let info: ShareInfo;
let port: number;

beforeAll(async () => {
  pool = new SolverPool({ size: 1 });
  // The request limits out of the way: the friends' calls come as fast as answered.
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY } });
  s = await newSession(h, PEOPLE);
  info = value(await h.call('shareOpen', { id: s.id }));
  port = portOf(info);
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

type Shape = 'silent' | 'halfHeaders' | 'halfBody';

/** What an attacking socket sends once connected (never a whole request). */
const opening = (shape: Shape): string =>
  shape === 'silent'
    ? ''
    : shape === 'halfHeaders'
      ? `GET / HTTP/1.1\r\nHost: ${LAN}:${port}\r\nX-Slow: `
      : `POST /api/act HTTP/1.1\r\nHost: ${LAN}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 60000\r\n\r\n{"id":`;

/**
 * An attacker at `address` holding `count` sockets of the shapes in turn, each opened again `renewMs`
 * after the server closes it (or refuses it), until stopped.
 */
function siege(address: string, count: number, renewMs: number) {
  const shapes: readonly Shape[] = ['silent', 'halfHeaders', 'halfBody'];
  const open = new Set<Socket>();
  let stopped = false;
  let opened = 0;
  const hold = (shape: Shape): void => {
    if (stopped) return;
    const socket = connect({ host: '127.0.0.1', port, localAddress: address });
    opened++;
    open.add(socket);
    socket.on('connect', () => {
      const text = opening(shape);
      if (text !== '') socket.write(text);
    });
    socket.on('error', () => undefined);
    // Whatever the server answers is read, so its close is seen and the socket renewed.
    socket.resume();
    socket.on('close', () => {
      open.delete(socket);
      setTimeout(() => hold(shape), renewMs);
    });
  };
  for (let i = 0; i < count; i++) hold(shapes[i % shapes.length] as Shape);
  return {
    opened: () => opened,
    held: () => open.size,
    stop: () => {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

/** The first legal action of the seat to act (any will do: the hand goes on). */
const firstLegal = (snap: TableSnapshot): Action => {
  const action = snap.view.legal[0];
  if (action === undefined) throw new Error('no legal action');
  return action;
};

describe('a neighbour holding sockets', () => {
  it("answers every friend's call while other addresses hold and renew over 64 sockets", async () => {
    // One address with far more than the total, and four more that together pass it.
    const attackers = [
      siege('127.0.0.2', 90, 100),
      ...['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((a) => siege(a, 15, 100)),
    ];
    // Let the siege take hold before the friends come.
    await new Promise((r) => setTimeout(r, 1500));
    const failures: string[] = [];
    let calls = 0;
    /** A friend's call through its link: every one must come back 200 with an answer. */
    const call = async (seat: number, method: string, params: unknown): Promise<unknown> => {
      calls++;
      try {
        const answer = await guest(port, tokenOf(info, seat), method, params);
        if (answer.status !== 200) failures.push(`${method}: ${answer.status} ${answer.body.slice(0, 80)}`);
        return answer.json;
      } catch (e) {
        failures.push(`${method}: ${e instanceof Error ? e.message : String(e)}`);
        return null;
      }
    };
    const until = Date.now() + 6000;
    let moves = 0;
    while (Date.now() < until) {
      const seen = (await call(1, 'sessionOpen', { id: s.id })) as {
        ok: boolean;
        value: TableSnapshot;
      } | null;
      if (seen === null || !seen.ok) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const toAct = seen.value.view.toAct;
      if (toAct === null) {
        await call(1, 'nextHand', { id: s.id, version: seen.value.version });
        continue;
      }
      if (toAct === 0) {
        const mine = value(await h.call('sessionOpen', { id: s.id }));
        value(await h.call('act', { id: s.id, action: firstLegal(mine), version: mine.version }));
      } else {
        const theirs = (await call(toAct, 'sessionOpen', { id: s.id })) as { value: TableSnapshot } | null;
        if (theirs === null) continue;
        await call(toAct, 'act', {
          id: s.id,
          action: firstLegal(theirs.value),
          version: theirs.value.version,
        });
      }
      moves++;
    }
    const held = attackers.map((a) => a.held());
    const opened = attackers.reduce((n, a) => n + a.opened(), 0);
    for (const a of attackers) a.stop();
    // The siege was real: the attackers kept opening sockets the whole time.
    expect(opened).toBeGreaterThan(150);
    expect(held.reduce((n, x) => n + x, 0)).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(20);
    expect(moves).toBeGreaterThan(5);
  });
});
