/**
 * One seat's link revoked and issued anew (`shareRelink`, real HTTP, a real SQLite file): the old link is
 * refused with the revoked link's explanation, the new one plays the same seat, the other seat's link
 * keeps working; and each link is given at every address of this machine, for the QR code the host picks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import type { ShareInfo } from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import {
  type Host,
  LAN,
  PEOPLE,
  fakeInterfaces,
  guest,
  host,
  newSession,
  portOf,
  tokenOf,
  value,
} from './support.ts';

let pool: SolverPool;
let h: Host;

beforeAll(() => {
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
});

describe('revoking one seat’s link', () => {
  beforeAll(() => {
    h = host(pool);
  });
  afterAll(() => h.close());

  it('refuses the old link, answers the new one for the same seat, and keeps the other seat’s', async () => {
    const s = await newSession(h, PEOPLE);
    const before = value(await h.call('shareOpen', { id: s.id }));
    const port = portOf(before);
    const [old1, old2] = [tokenOf(before, 1), tokenOf(before, 2)];
    expect((await guest(port, old1, 'guestSeat')).status).toBe(200);

    const after: ShareInfo = value(await h.call('shareRelink', { seat: 1 }));
    const new1 = tokenOf(after, 1);
    expect(new1).not.toBe(old1);
    expect(new1.length).toBe(old1.length);
    expect(tokenOf(after, 2)).toBe(old2);
    // The old link: 401 with the words a closed link gets.
    const gone = await guest(port, old1, 'sessionOpen', { id: s.id });
    expect(gone.status).toBe(401);
    expect(gone.body).toBe('This link is not valid (any more): ask the host for a new one.\n');
    // The new link plays seat 1, the other link still plays seat 2, on the same server.
    expect((await guest(port, new1, 'guestSeat')).json).toMatchObject({
      ok: true,
      value: { id: s.id, seat: 1 },
    });
    expect((await guest(port, old2, 'guestSeat')).json).toMatchObject({
      ok: true,
      value: { id: s.id, seat: 2 },
    });
    const table = await guest(port, new1, 'sessionOpen', { id: s.id });
    expect(table.json).toMatchObject({ ok: true, value: { viewer: 1, localSeats: [1] } });
    // The new seat starts as never seen; the stand-in setting stays the seat's.
    expect(after.seats.find((x) => x.seat === 1)).toMatchObject({ lastSeen: null });
    await h.call('shareClose', {});
  });

  it('refuses a seat that is not remote, and any seat with nothing shared', async () => {
    const s = await newSession(h, PEOPLE);
    value(await h.call('shareOpen', { id: s.id }));
    expect(await h.call('shareRelink', { seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'notShared', seat: 0 } },
    });
    expect(await h.call('shareRelink', { seat: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.seat' } },
    });
    await h.call('shareClose', {});
    expect(await h.call('shareRelink', { seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'notShared', seat: null } },
    });
  });
});

describe('a machine on several networks', () => {
  const WIRED = '10.0.0.7';
  const twoNetworks = (): NodeJS.Dict<NetworkInterfaceInfo[]> => ({
    ...fakeInterfaces(),
    eth0: [
      {
        address: WIRED,
        netmask: '255.0.0.0',
        family: 'IPv4',
        mac: '02:00:00:00:00:02',
        internal: false,
        cidr: `${WIRED}/8`,
      },
    ],
  });
  beforeAll(() => {
    h = host(pool, { interfaces: twoNetworks });
  });
  afterAll(() => h.close());

  it('gives each link at every address, the first as `link`, and each plays the seat', async () => {
    const s = await newSession(h, PEOPLE);
    const info = value(await h.call('shareOpen', { id: s.id }));
    const port = portOf(info);
    expect(info.addresses).toEqual([`http://${LAN}:${port}`, `http://${WIRED}:${port}`]);
    for (const seat of info.seats) {
      const token = tokenOf(info, seat.seat);
      expect(seat.links).toEqual([
        `http://${LAN}:${port}/#seat=${token}`,
        `http://${WIRED}:${port}/#seat=${token}`,
      ]);
      expect(seat.link).toBe(seat.links[0]);
      // The second address is this machine's too: a device opening it is let in.
      const asked = await guest(port, token, 'guestSeat', {}, { headers: { Host: `${WIRED}:${port}` } });
      expect(asked.json).toMatchObject({ ok: true, value: { seat: seat.seat } });
    }
    await h.call('shareClose', {});
  });
});
