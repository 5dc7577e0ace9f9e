/**
 * The browser-mode server checks the token before it reads anything else of an API call (issue 17,
 * defect 4): a path whose percent escapes are not UTF-8 answered 500 without a token. A body that is not
 * UTF-8 is refused as such (defect 9), not replaced and then blamed on a missing field.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../src-main/server/server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';

let dir: string;
let pool: SolverPool;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marias-path-'));
  pool = new SolverPool({ size: 1 });
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    rendererDir: join(dir, 'renderer'),
    pool,
  });
});
afterAll(async () => {
  await server.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A POST with the path sent exactly as written. */
function post(path: string, body: Buffer, token: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        headers: {
          Host: `127.0.0.1:${server.port}`,
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${server.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const BROKEN = ['/api/%E0%A4%A', '/api/%FF', '/api/%', '/api/%C0%80', '/api/prefsGet%E0'];

describe('API paths and bodies', () => {
  it('answers 401 to a path with broken escapes and no token', async () => {
    for (const path of BROKEN) expect((await post(path, Buffer.from('{}'), false)).status, path).toBe(401);
  });

  it('answers 404 naming the escapes to the same path with the token', async () => {
    for (const path of BROKEN) {
      const r = await post(path, Buffer.from('{}'), true);
      expect(r.status, path).toBe(404);
      expect(r.body).toContain('not UTF-8');
    }
  });

  it('still decodes a well-formed escaped method name', async () => {
    const r = await post('/api/prefs%47et', Buffer.from(''), true);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: true });
  });

  it('refuses a body that is not UTF-8 as such', async () => {
    const body = Buffer.concat([
      Buffer.from('{"prefs": {"lang": "'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    const r = await post('/api/prefsSet', body, true);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({
      ok: false,
      error: { code: 'badInput', error: { code: 'encoding' } },
    });
  });
});
