/**
 * The shared table's guest server as an attacker on the home network meets it (real HTTP, a real SQLite
 * file): a link plays its own seat of its own session and nothing else; the app's own API is never
 * answered; foreign Hosts and Origins, oversized bodies, floods and revoked links are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShareInfo, type TableSnapshot, API_METHODS, GUEST_METHODS } from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import {
  type Host,
  LAN,
  PEOPLE,
  ai,
  guest,
  host,
  human,
  newSession,
  portOf,
  raw,
  refused,
  tokenOf,
  value,
} from './support.ts';

const ROOMY = { burst: 10_000, perSecond: 1000 };
let pool: SolverPool;
let h: Host;
let s: TableSnapshot;
let info: ShareInfo;
let port: number;

beforeAll(async () => {
  pool = new SolverPool({ size: 1 });
  // Limits out of the way here (a test sends hundreds of requests); the last test checks them.
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY } });
  s = await newSession(h, PEOPLE);
  info = value(await h.call('shareOpen', { id: s.id }));
  port = portOf(info);
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

describe('opening a table', () => {
  it('gives each other person one link of at least 128 random bits on the home network address', () => {
    expect(info).toMatchObject({ id: s.id, hostSeat: 0, addresses: [`http://${LAN}:${port}`] });
    expect(info.seats.map((x) => [x.seat, x.name, x.connected, x.lastSeen, x.standIn])).toEqual([
      [1, 'Jan', false, null, null],
      [2, 'Ota', false, null, null],
    ]);
    const tokens = [tokenOf(info, 1), tokenOf(info, 2)];
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(t.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(2);
    expect(info.seats[0]?.link).toBe(`http://${LAN}:${port}/#seat=${tokens[0]}`);
  });

  it('refuses a session with nobody to share with, an unknown one, and a computer as the host', async () => {
    const alone = await newSession(h, [human('Eva'), ai('Pavel'), ai('Karel')]);
    expect(await h.call('shareOpen', { id: alone.id })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'nothingToShare' } },
    });
    expect(await h.call('shareOpen', { id: 999 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { problem: { kind: 'noSession' } } },
    });
    expect(await h.call('shareOpen', { id: alone.id, hostSeat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'computerSeat', seat: 1 } },
    });
    expect(await h.call('shareOpen', { id: s.id, hostSeat: 5 })).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { path: 'params.hostSeat' } },
    });
    // The open share stayed as it was: its links still work.
    expect((await guest(port, tokenOf(info, 1), 'guestSeat')).status).toBe(200);
  });

  it('opening the same table again keeps its links', async () => {
    const again = value(await h.call('shareOpen', { id: s.id }));
    expect(again.seats.map((x) => x.link)).toEqual(info.seats.map((x) => x.link));
    const same = value(await h.call('shareOpen', { id: s.id, hostSeat: 0 }));
    expect(same.seats.map((x) => x.link)).toEqual(info.seats.map((x) => x.link));
  });
});

describe('a link plays its own seat only', () => {
  it('names its session and seat, and the host sees it connected', async () => {
    const before = Date.now();
    const a = await guest(port, tokenOf(info, 1), 'guestSeat');
    const after = Date.now();
    expect(a.json).toEqual({ ok: true, value: { id: s.id, seat: 1, name: 'Jan', variant: 'chosen' } });
    const status = value(await h.call('shareStatus', {}));
    expect(status?.seats[0]).toMatchObject({ seat: 1, connected: true });
    // Seen during that request: between the clock's readings on either side of it, however long it took.
    const seen = Date.parse(status?.seats[0]?.lastSeen ?? '');
    expect(seen).toBeGreaterThanOrEqual(before);
    expect(seen).toBeLessThanOrEqual(after);
    expect(status?.seats[1]).toMatchObject({ seat: 2, connected: false, lastSeen: null });
  });

  it("shows the link's seat's table: viewer and local seats are that seat", async () => {
    const a = await guest(port, tokenOf(info, 2), 'sessionOpen', { id: s.id });
    const snap = (a.json as { value: TableSnapshot }).value;
    expect(snap).toMatchObject({ viewer: 2, localSeats: [2], turn: 'human' });
    expect(snap.view.toAct).toBe(0);
    // The host's screen plays seat 0 alone now.
    const mine = value(await h.call('sessionOpen', { id: s.id }));
    expect(mine).toMatchObject({ viewer: 0, localSeats: [0] });
  });

  it('answers its seat and that table in one question (guestOpen), as guestSeat and sessionOpen do', async () => {
    for (const seat of [1, 2]) {
      const open = await guest(port, tokenOf(info, seat), 'guestOpen');
      const apart = [
        await guest(port, tokenOf(info, seat), 'guestSeat'),
        await guest(port, tokenOf(info, seat), 'sessionOpen', { id: s.id }),
      ];
      expect(open.json).toEqual({
        ok: true,
        value: {
          seat: (apart[0]!.json as { value: unknown }).value,
          table: (apart[1]!.json as { value: unknown }).value,
        },
      });
      expect((open.json as { value: { table: TableSnapshot } }).value.table).toMatchObject({
        viewer: seat,
        localSeats: [seat],
      });
    }
  });

  it("refuses to act for another seat (the host's to act, the other guest's), changing nothing", async () => {
    const hostView = value(await h.call('sessionOpen', { id: s.id }));
    const action = hostView.view.legal[0];
    expect(action?.seat).toBe(0);
    for (const seat of [0, 2]) {
      const a = await guest(port, tokenOf(info, 1), 'act', { id: s.id, action: { ...action, seat } });
      expect(a.status).toBe(200);
      expect(a.json).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'notYourSeat', seat } },
      });
    }
    // The host cannot play a guest's seat either.
    expect(await h.call('act', { id: s.id, action: { ...action, seat: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'notYourSeat', seat: 1 } },
    });
    expect(value(await h.call('sessionOpen', { id: s.id })).version).toBe(hostView.version);
  });

  it('answers another session id as no session, telling nothing of it', async () => {
    const other = await newSession(h, PEOPLE);
    for (const method of ['sessionOpen', 'advance', 'hint', 'undo', 'nextHand']) {
      const a = await guest(port, tokenOf(info, 1), method, { id: other.id });
      expect(a.json).toEqual({
        ok: false,
        error: {
          code: 'badInput',
          error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id: other.id } },
        },
      });
    }
    const act = await guest(port, tokenOf(info, 1), 'act', { id: other.id, action: other.view.legal[0] });
    expect(act.json).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { problem: { kind: 'noSession' } } },
    });
    expect(act.body).not.toContain('"snapshot"');
  });

  it("never answers any of the app's own methods, whatever the params", async () => {
    const hostOnly = API_METHODS.filter((m) => !(GUEST_METHODS as readonly string[]).includes(m));
    expect(hostOnly).toEqual(
      expect.arrayContaining([
        'prefsGet',
        'prefsSet',
        'sessionList',
        'sessionEvening',
        'stats',
        'positionList',
        'shareOpen',
        'shareStatus',
        'shareClose',
        'shareStandIn',
        'shareRelink',
        'storeNotice',
        'progress',
      ]),
    );
    for (const method of [...hostOnly, 'nope', '..%2Fapi%2FprefsGet']) {
      const a = await guest(port, tokenOf(info, 1), method, { id: s.id, prefs: { lang: 'en' } });
      expect(a.status, method).toBe(404);
      expect(a.body).toBe('No such API path.\n');
    }
    // Nothing was changed through them: the preferences and the share are as they were.
    expect(value(await h.call('prefsGet', {})).lang).toBe('cs');
    expect(value(await h.call('shareStatus', {}))?.id).toBe(s.id);
  });

  it('answers no token, a wrong one and a malformed header with 401', async () => {
    const t = tokenOf(info, 1);
    for (const auth of [null, 'x', t.slice(0, -1), `${t}x`, t.toUpperCase()]) {
      const a = await guest(port, auth, 'guestSeat');
      expect(a.status).toBe(401);
    }
    for (const header of [t, `Basic ${t}`, `bearer ${t}`, `Bearer  ${t}`]) {
      const a = await guest(port, null, 'guestSeat', {}, { headers: { Authorization: header } });
      expect(a.status, header).toBe(401);
    }
  });
});

describe('the server itself', () => {
  it('serves the renderer to a device at the home network address, with the security headers', async () => {
    const page = await raw(port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Mariáš</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Over plain http at a home network's address Chromium ignores Cross-Origin-Opener-Policy and logs an
    // error on every page: it is not sent there, only where a browser honours it (loopback).
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    const api = await guest(port, tokenOf(info, 1), 'guestSeat');
    expect(api.status).toBe(200);
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const here = await raw(port, '/', { headers: { Host: `127.0.0.1:${port}` } });
    expect(here.status).toBe(200);
    expect(here.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await raw(port, '/assets/app.js')).status).toBe(200);
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      const a = await raw(port, path);
      expect(a.status, path).not.toBe(200);
      expect(a.body).not.toContain('root:');
    }
  });

  it('refuses a Host that is not this machine at this port (DNS rebinding) and a foreign Origin', async () => {
    const t = tokenOf(info, 1);
    for (const hostHeader of [
      `evil.example:${port}`,
      `${LAN}:${port + 1}`,
      `${LAN}.nip.io:${port}`,
      LAN,
      `192.168.77.6:${port}`,
    ]) {
      expect(
        (await guest(port, t, 'guestSeat', {}, { headers: { Host: hostHeader } })).status,
        hostHeader,
      ).toBe(403);
      expect((await raw(port, '/', { headers: { Host: hostHeader } })).status).toBe(403);
    }
    for (const origin of [
      'http://evil.example',
      `https://${LAN}:${port}`,
      'null',
      `http://${LAN}:${port + 1}`,
    ]) {
      expect((await guest(port, t, 'guestSeat', {}, { headers: { Origin: origin } })).status, origin).toBe(
        403,
      );
    }
    const same = await guest(port, t, 'guestSeat', {}, { headers: { Origin: `http://${LAN}:${port}` } });
    expect(same.status).toBe(200);
  });

  it('refuses a body over 64 KB (413), not JSON (400), and other verbs (405)', async () => {
    const t = tokenOf(info, 1);
    const big = await guest(port, t, 'sessionOpen', null, {
      body: `{"id":1,"x":"${'x'.repeat(64 * 1024)}"}`,
    });
    expect(big.status).toBe(413);
    const justUnder = await guest(port, t, 'sessionOpen', null, {
      body: `{"id":${s.id}${' '.repeat(60 * 1024)}}`,
    });
    expect(justUnder.status).toBe(200);
    expect((await guest(port, t, 'sessionOpen', null, { body: '{"id":' })).status).toBe(400);
    expect((await raw(port, '/api/sessionOpen', { headers: { Authorization: `Bearer ${t}` } })).status).toBe(
      405,
    );
  });
});

describe('closing', () => {
  it('stops listening, revokes every link, and a re-opened table has new ones (the old: 401)', async () => {
    const old = tokenOf(info, 1);
    expect(value(await h.call('shareClose', {}))).toEqual({});
    expect(await refused(port)).toBe(true);
    expect(value(await h.call('shareStatus', {}))).toBeNull();
    // The seats are the host's again.
    expect(value(await h.call('sessionOpen', { id: s.id })).localSeats).toEqual([0, 1, 2]);
    const reopened = value(await h.call('shareOpen', { id: s.id }));
    const p = portOf(reopened);
    expect(tokenOf(reopened, 1)).not.toBe(old);
    expect((await guest(p, old, 'guestSeat')).status).toBe(401);
    expect((await guest(p, tokenOf(reopened, 1), 'guestSeat')).status).toBe(200);
    info = reopened;
    port = p;
  });

  it("opening another session's table closes this one first", async () => {
    const other = await newSession(h, PEOPLE);
    const before = info;
    const next = value(await h.call('shareOpen', { id: other.id, hostSeat: 1 }));
    expect(next).toMatchObject({ id: other.id, hostSeat: 1 });
    expect(next.seats.map((x) => x.seat)).toEqual([0, 2]);
    if (portOf(next) !== portOf(before)) expect(await refused(portOf(before))).toBe(true);
    expect((await guest(portOf(next), tokenOf(before, 1), 'guestSeat')).status).toBe(401);
    // The first session's seats are all the host's again.
    expect(value(await h.call('sessionOpen', { id: s.id })).localSeats).toEqual([0, 1, 2]);
    expect(await h.call('shareStandIn', { seat: 1, level: 'hrac' })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'notShared', seat: 1 } },
    });
    await h.call('shareClose', {});
    expect(await h.call('shareStandIn', { seat: 0, level: null })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: { code: 'notShared', seat: null } },
    });
    expect(await h.call('guestSeat', {})).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(await h.call('guestOpen', {})).toMatchObject({ ok: false, error: { code: 'refused' } });
  });
});

describe('request limits', () => {
  it('answers 429 with Retry-After past the limit per token, and per remote address', async () => {
    const limited = host(pool, {
      limits: { perToken: { burst: 3, perSecond: 0.2 }, perAddress: { burst: 8, perSecond: 0.2 } },
    });
    try {
      const table = await newSession(limited, PEOPLE);
      const shared = value(await limited.call('shareOpen', { id: table.id }));
      const p = portOf(shared);
      const t = tokenOf(shared, 1);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await guest(p, t, 'guestSeat')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const over = await guest(p, t, 'guestSeat');
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The other seat's token has its own bucket; the address's (8) runs out after it.
      expect((await guest(p, tokenOf(shared, 2), 'guestSeat')).status).toBe(200);
      const rest = [];
      for (let i = 0; i < 4; i++) rest.push((await raw(p, '/')).status);
      expect(rest).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
