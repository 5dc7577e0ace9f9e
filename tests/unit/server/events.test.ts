/**
 * Browser mode's event stream (`GET /api/events`) on a real port with a real store and pool, as an
 * attacker meets it: no token, a wrong one, a foreign Host or Origin, another verb, too many streams;
 * and as the page meets it: the table's changes arrive as events carrying the version only (no card),
 * and a closed stream is forgotten.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESETS, type TableSnapshot } from '../../../src-shared/index.ts';
import { MAX_STREAMS, type RunningServer, startServer } from '../../../src-main/server/server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStream, type Stream } from '../../support/sse.ts';
import { until } from '../../support/wait.ts';

let dir: string;
let pool: SolverPool;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marias-events-'));
  pool = new SolverPool({ size: 1 });
  server = await startServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: join(dir, 'none'), pool });
});
afterAll(async () => {
  await server.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const host = () => ({ Host: `127.0.0.1:${server.port}` });
const auth = () => ({ ...host(), Authorization: `Bearer ${server.token}` });

async function call(method: string, params: unknown): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
    body: JSON.stringify(params),
  });
  const r = (await res.json()) as { ok: boolean; value: unknown };
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.value;
}

describe('who may listen', () => {
  it('refuses no token and a wrong one (401), before anything is streamed', async () => {
    const none = await openStream(server.port, host());
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await openStream(server.port, { ...host(), Authorization: `Bearer ${'0'.repeat(48)}` });
    expect(wrong.status).toBe(401);
    expect(wrong.events).toEqual([]);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin even with the token (403)', async () => {
    const rebound = await openStream(server.port, { ...auth(), Host: `evil.example:${server.port}` });
    expect(rebound.status).toBe(403);
    const foreign = await openStream(server.port, { ...auth(), Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
  });

  it('streams only to GET (405 for another verb)', async () => {
    const posted = await openStream(server.port, auth(), { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers['allow']).toBe('GET');
  });

  it(`opens at most ${MAX_STREAMS} streams at once (429), and a closed one frees its place`, async () => {
    const open: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS; i++) open.push(await openStream(server.port, auth()));
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const one = await openStream(server.port, auth());
    expect(one.status).toBe(429);
    expect(one.headers['retry-after']).toBe('5');
    open.pop()?.close();
    // The server hears of the close on its own time: a stream is accepted again once it has.
    let again = await openStream(server.port, auth());
    while (again.status !== 200) {
      await new Promise((r) => setTimeout(r, 20));
      again = await openStream(server.port, auth());
    }
    for (const s of [...open, again]) s.close();
  });
});

describe('what a stream hears', () => {
  it("says the table moved on with the session and version only: no card, no seat's view", async () => {
    const stream = await openStream(server.port, auth());
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    // The browser-mode server is loopback: Cross-Origin-Opener-Policy applies there and is sent.
    expect(stream.headers['cross-origin-opener-policy']).toBe('same-origin');
    const s = (await call('sessionNew', {
      settings: {
        rules: PRESETS.csm,
        seats: [
          { kind: 'human', name: 'Eva' },
          { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
          { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
        ],
        practice: true,
      },
    })) as TableSnapshot;
    // Eva is the dealer's left: the computers may be first. Advance until she is to act, then act.
    let snap = s;
    while (snap.turn === 'ai')
      snap = (await call('advance', { id: s.id, version: snap.version })) as TableSnapshot;
    const legal = snap.view.legal[0];
    if (legal === undefined) throw new Error('no legal action');
    const acted = (await call('act', { id: s.id, action: legal, version: snap.version })) as TableSnapshot;
    const heard = (version: string) =>
      stream.events.some((e) => (e as { version?: string }).version === version);
    await until(() => heard(acted.version));
    expect(stream.comments[0]).toBe('connected');
    expect(stream.events.at(-1)).toEqual({ kind: 'table', id: s.id, version: acted.version });
    for (const e of stream.events) expect(Object.keys(e as object).sort()).toEqual(['id', 'kind', 'version']);
    // Opening the table again changes nothing, so nobody is told.
    const told = stream.events.length;
    await call('sessionOpen', { id: s.id });
    await call('prefsGet', {});
    expect(stream.events).toHaveLength(told);
    stream.close();
  });
});
