/**
 * A guest's event stream (`GET /api/events` on the guest server) as an attacker on the home network meets
 * it (real HTTP, a real SQLite file): its seat token or nothing, this machine's Host only, its own table's
 * events only (never the host's `share`, `job` or `stock` events, never another session's), a few streams per seat; the
 * host sees a listening guest as connected; closing the table ends the stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEvent, PRESETS, type ShareInfo, type TableSnapshot } from '../../../src-shared/index.ts';
import { MAX_STREAMS_PER_SEAT } from '../../../src-main/share/guest-server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStream } from '../../support/sse.ts';
import { until } from '../../support/wait.ts';
import { type Host, LAN, PEOPLE, guest, host, newSession, portOf, tokenOf, value } from './support.ts';

const ROOMY = { burst: 10_000, perSecond: 1000 };

/** A position in card play for the host's board (any will do: only the job's news matters). */
const ANALYSIS = {
  position: {
    rules: PRESETS.csm,
    players: 3,
    dealer: 2,
    declarer: 0,
    game: 'suit',
    trump: 'H',
    announced: {},
    doubles: {},
    hands: [
      ['H7', 'H8', 'H9', 'HX', 'HU', 'HO', 'HK', 'HA', 'B7', 'B8'],
      ['B9', 'BX', 'BU', 'BO', 'BK', 'BA', 'L7', 'L8', 'L9', 'LX'],
      ['LU', 'LO', 'LK', 'LA', 'A9', 'AX', 'AU', 'AO', 'AK', 'AA'],
    ],
    talon: ['A7', 'A8'],
    tricks: [],
  },
  seat: 0,
};
let pool: SolverPool;
let h: Host;
let s: TableSnapshot;
let info: ShareInfo;
let port: number;

beforeAll(async () => {
  pool = new SolverPool({ size: 1 });
  h = host(pool, { limits: { perToken: ROOMY, perAddress: ROOMY } });
  s = await newSession(h, PEOPLE);
  info = value(await h.call('shareOpen', { id: s.id }));
  port = portOf(info);
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

const at = () => ({ Host: `${LAN}:${port}` });
const seat = (n: number) => ({ ...at(), Authorization: `Bearer ${tokenOf(info, n)}` });

describe("a guest's stream", () => {
  it('refuses no token, a wrong one (401), a foreign Host or Origin (403) and another verb (405)', async () => {
    expect((await openStream(port, at())).status).toBe(401);
    expect((await openStream(port, { ...at(), Authorization: 'Bearer nope' })).status).toBe(401);
    expect((await openStream(port, { ...seat(1), Host: `evil.example:${port}` })).status).toBe(403);
    expect((await openStream(port, { ...seat(1), Origin: 'http://evil.example' })).status).toBe(403);
    expect((await openStream(port, seat(1), { method: 'POST' })).status).toBe(405);
  });

  it("hears its own table's changes (version only), never the host's share events or another session's", async () => {
    const jan = await openStream(port, seat(1));
    expect(jan.status).toBe(200);
    // The host's own stream would hear `share` when a stand-in is set; the guest must not.
    value(await h.call('shareStandIn', { seat: 2, level: 'zacatecnik' }));
    value(await h.call('shareStandIn', { seat: 2, level: null }));
    // Another session changes: not this guest's business.
    const other = await newSession(h, PEOPLE);
    const otherView = value(await h.call('sessionOpen', { id: other.id }));
    value(await h.call('act', { id: other.id, action: otherView.view.legal[0], version: otherView.version }));
    // Its own table moves on (the host is to act first at this table).
    const mine = value(await h.call('sessionOpen', { id: s.id }));
    const acted = value(await h.call('act', { id: s.id, action: mine.view.legal[0], version: mine.version }));
    await until(() => jan.events.some((e) => (e as { version?: string }).version === acted.version));
    for (const e of jan.events) {
      expect(['table', 'seats']).toContain((e as { kind: string }).kind);
      expect((e as { id: number }).id).toBe(s.id);
    }
    expect(jan.events).toContainEqual({ kind: 'seats', id: s.id });
    expect(JSON.stringify(jan.events)).not.toMatch(/"hand"|"cards"|"view"/);
    jan.close();
  });

  it("never hears the host's jobs (a seat analysis of the board) nor its drill stock", async () => {
    const jan = await openStream(port, seat(1));
    expect(jan.status).toBe(200);
    const heard: AppEvent[] = [];
    const stop = h.app.events.subscribe((e) => heard.push(e));
    // The host's board analyses a position from one seat: a job in the background lane.
    const mine = value(await h.call('sessionOpen', { id: s.id }));
    const job = value(await h.call('analysisStart', { ...ANALYSIS, maxLayouts: 3 })).job;
    await until(() => heard.some((e) => e.kind === 'job' && e.job === job && e.state !== 'running'));
    // Main tells the host its news, as ids and counts only.
    const news = heard.filter((e) => e.kind === 'job');
    expect(news.length).toBeGreaterThan(1);
    expect(JSON.stringify(news)).not.toMatch(/cards|layouts|hand/);
    h.app.events.publish({ kind: 'stock' });
    // Then the guest's own table moves on: its stream is in order, so what it heard before is all.
    const acted = value(await h.call('act', { id: s.id, action: mine.view.legal[0], version: mine.version }));
    await until(() => jan.events.some((e) => (e as { version?: string }).version === acted.version));
    const kinds = jan.events.map((e) => (e as { kind: string }).kind);
    expect(kinds).not.toContain('job');
    expect(kinds).not.toContain('stock');
    expect(JSON.stringify(jan.events)).not.toContain(job);
    stop();
    jan.close();
  });

  it(`holds at most ${MAX_STREAMS_PER_SEAT} streams per seat (429); the host sees a listening guest connected`, async () => {
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_SEAT; i++) open.push(await openStream(port, seat(2)));
    expect(open.map((x) => x.status)).toEqual(open.map(() => 200));
    const more = await openStream(port, seat(2));
    expect(more.status).toBe(429);
    // Another seat's token still may.
    const jan = await openStream(port, seat(1));
    expect(jan.status).toBe(200);
    const status = value(await h.call('shareStatus', {}));
    expect(status?.seats.find((x) => x.seat === 2)?.connected).toBe(true);
    for (const x of [...open, jan]) x.close();
  });

  it('ends when the host closes the table, whose server then stops listening', async () => {
    const jan = await openStream(port, seat(1));
    expect(jan.status).toBe(200);
    value(await h.call('shareClose', {}));
    await until(() => jan.ended());
    await expect(guest(port, tokenOf(info, 1), 'guestSeat')).rejects.toThrow(/ECONNREFUSED/);
  });
});
