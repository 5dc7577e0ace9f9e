/**
 * Nothing listens beyond 127.0.0.1 until a table is shared, and nothing after: browser mode started as
 * `npm run serve` starts it (real server, real store file), the share opened and closed over its own
 * loopback API, connections to this machine's home network address tried before, during and after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ShareInfo } from '../../../src-shared/index.ts';
import { type RunningServer, startServer } from '../../../src-main/server/server.ts';
import { lanAddresses } from '../../../src-main/share/addresses.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { raw, refused } from './support.ts';

let dir: string;
let pool: SolverPool;
let server: RunningServer;
let sharePort: number;
/** This machine's first address on a network (the loopback one where it has none). */
const address = lanAddresses()[0] ?? '127.0.0.1';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '0.0.0.0', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A call on browser mode's own API (loopback, the run's token). */
function call(method: string, params: unknown): Promise<{ ok: boolean; value?: unknown; error?: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: `/api/${method}`,
        method: 'POST',
        headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(params));
  });
}

/** A new evening of two people and a computer; answers its id. */
async function newEvening(): Promise<number> {
  const made = await call('sessionNew', {
    settings: {
      rules: { preset: 'csm' },
      seats: [
        { kind: 'human', name: 'Eva' },
        { kind: 'human', name: 'Jan' },
        { kind: 'ai', name: 'Pavel', level: 'zacatecnik' },
      ],
    },
  });
  return (made.value as { id: number }).id;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marias-listen-'));
  pool = new SolverPool({ size: 1 });
  sharePort = await freePort();
  process.env['MARIAS_SHARE_PORT'] = String(sharePort);
  server = await startServer({
    port: 0,
    dataDir: join(dir, 'data'),
    rendererDir: join(dir, 'renderer'),
    pool,
  });
});
afterAll(async () => {
  delete process.env['MARIAS_SHARE_PORT'];
  await server.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

it('listens beyond 127.0.0.1 only while a table is shared, not once its session is deleted or the app stops', async () => {
  // Browser mode itself is on the loopback address only.
  if (address !== '127.0.0.1') expect(await refused(server.port, address)).toBe(true);
  expect(await refused(sharePort, address)).toBe(true);
  expect(await refused(sharePort)).toBe(true);

  const id = await newEvening();
  const opened = await call('shareOpen', { id });
  const info = opened.value as ShareInfo;
  expect(info.addresses[0]).toBe(`http://${address}:${sharePort}`);
  // A device on the network reaches the guest server (no renderer built here: 503 from the file server).
  const page = await raw(sharePort, '/', { address, headers: { Host: `${address}:${sharePort}` } });
  expect(page.status).toBe(503);
  // Browser mode's own token is no seat's: the guest server does not take it.
  const withHostToken = await raw(sharePort, '/api/guestSeat', {
    address,
    method: 'POST',
    headers: { Host: `${address}:${sharePort}`, Authorization: `Bearer ${server.token}` },
    body: '{}',
  });
  expect(withHostToken.status).toBe(401);

  expect(await call('shareClose', {})).toEqual({ ok: true, value: {} });
  expect(await refused(sharePort, address)).toBe(true);
  expect(await refused(sharePort)).toBe(true);

  // Shared again, then its session deleted: the table closes with it (no link left to a session gone).
  expect((await call('shareOpen', { id })).ok).toBe(true);
  expect(await refused(sharePort, address)).toBe(false);
  const other = await newEvening();
  // Deleting another session leaves the shared one open.
  expect(await call('sessionDelete', { id: other })).toEqual({
    ok: true,
    value: {},
  });
  expect(await refused(sharePort, address)).toBe(false);
  expect(await call('sessionDelete', { id })).toEqual({ ok: true, value: {} });
  expect(await call('shareStatus', {})).toEqual({ ok: true, value: null });
  expect(await refused(sharePort, address)).toBe(true);

  // Shared again, then the app stops: the guest server goes with it.
  expect((await call('shareOpen', { id: await newEvening() })).ok).toBe(true);
  expect(await refused(sharePort, address)).toBe(false);
  await server.close();
  expect(await refused(sharePort, address)).toBe(true);
});
