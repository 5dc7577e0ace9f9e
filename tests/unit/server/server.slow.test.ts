/**
 * The browser-mode server on a real port with a real store and pool: who may call the API, what bad
 * requests answer, and the renderer's files with their security headers.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFS,
  MAX_LAYOUTS,
  PRESETS,
  createRng,
  describe as toPosition,
} from '../../../src-shared/index.ts';
import { type RunningServer, startServer } from '../../../src-main/server/server.ts';
import { CONTENT_SECURITY_POLICY } from '../../../src-main/server/headers.ts';
import { portFrom } from '../../../src-main/server/main.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { endPosition } from '../../support/deals.ts';

let dir: string;
let rendererDir: string;
let pool: SolverPool;
let server: RunningServer;

const INDEX = '<!doctype html><title>Mariáš</title><script type="module" src="./assets/app.js"></script>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marias-server-'));
  rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), INDEX);
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(rendererDir, 'assets', 'face.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  symlinkSync(join(dir, 'secret.txt'), join(rendererDir, 'assets', 'link.txt'));
  pool = new SolverPool({ size: 1 });
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), rendererDir, pool });
});
afterAll(async () => {
  await server.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request (the path is sent as written, and Host and Origin can be anything). */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `127.0.0.1:${server.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const auth = () => ({ Authorization: `Bearer ${server.token}` });

/** An API call through fetch, as the renderer makes it. */
async function call(method: string, params?: unknown, headers: Record<string, string> = auth()) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(params === undefined ? {} : { body: JSON.stringify(params) }),
  });
  return { status: res.status, json: await res.json().catch((): unknown => null) };
}

describe('browser-mode server', () => {
  it('prints an address on 127.0.0.1 with the token in its hash', () => {
    expect(server.token).toMatch(/^[0-9a-f]{48}$/);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/#token=${server.token}`);
  });

  it('answers API calls with the token as ApiResults', async () => {
    expect(await call('prefsGet')).toEqual({ status: 200, json: { ok: true, value: DEFAULT_PREFS } });
    const settings = {
      rules: PRESETS.csm,
      seats: [
        { kind: 'human', name: 'Eva' },
        { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
        { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
      ],
    };
    const created = await call('sessionNew', { settings });
    expect(created).toMatchObject({
      status: 200,
      json: { ok: true, value: { handNo: 1, turn: 'human', viewer: 0 } },
    });
    // A refusal is an answer too.
    const id = (created.json as { value: { id: number } }).value.id;
    expect(await call('advance', { id })).toMatchObject({
      status: 200,
      json: { ok: false, error: { code: 'refused', reason: { code: 'personToAct', seat: 0 } } },
    });
    // localhost names the same server.
    const viaLocalhost = await fetch(`http://localhost:${server.port}/api/sessionList`, {
      method: 'POST',
      headers: auth(),
    }).catch(() => null);
    if (viaLocalhost !== null) expect(await viaLocalhost.json()).toMatchObject({ ok: true, value: [{ id }] });
  });

  it('answers a bad param with badInput and its JSON path, an unknown method likewise', async () => {
    expect(await call('sessionOpen', { id: 'x' })).toEqual({
      status: 200,
      json: {
        ok: false,
        error: {
          code: 'badInput',
          error: { code: 'shape', path: 'params.id', expected: 'session id', got: 'string', value: 'x' },
        },
      },
    });
    const unknown = await call('cheat', {});
    expect(unknown).toMatchObject({
      status: 200,
      json: {
        ok: false,
        error: {
          code: 'badInput',
          error: { code: 'invalid', path: 'method', problem: { kind: 'unknownMethod' } },
        },
      },
    });
  });

  it('refuses calls without the token or with a wrong one (401)', async () => {
    expect((await call('prefsGet', undefined, {})).status).toBe(401);
    expect((await call('prefsGet', undefined, { Authorization: `Bearer ${'0'.repeat(48)}` })).status).toBe(
      401,
    );
    expect((await call('prefsGet', undefined, { Authorization: server.token })).status).toBe(401);
  });

  it('refuses a foreign Host or Origin (403)', async () => {
    const post = { method: 'POST', body: '{}' };
    expect(
      (await raw('/api/prefsGet', { ...post, headers: { ...auth(), Host: `evil.example:${server.port}` } }))
        .status,
    ).toBe(403);
    expect((await raw('/', { headers: { Host: `127.0.0.1:${server.port + 1}` } })).status).toBe(403);
    expect(
      (await raw('/api/prefsGet', { ...post, headers: { ...auth(), Origin: 'http://evil.example' } })).status,
    ).toBe(403);
    expect((await raw('/api/prefsGet', { ...post, headers: { ...auth(), Origin: 'null' } })).status).toBe(
      403,
    );
    // The page's own origin is welcome.
    const own = await raw('/api/prefsGet', {
      ...post,
      headers: { ...auth(), Origin: `http://127.0.0.1:${server.port}` },
    });
    expect(own.status).toBe(200);
  });

  it('answers unreadable JSON with 400 and a badInput json error', async () => {
    const res = await raw('/api/prefsGet', { method: 'POST', headers: auth(), body: '{"prefs":' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      ok: false,
      error: { code: 'badInput', error: { code: 'json' } },
    });
  });

  it('refuses a body over 1 MB (413), a wrong verb (405) and unknown paths (404)', async () => {
    const big = await raw('/api/prefsSet', {
      method: 'POST',
      headers: auth(),
      body: `"${'x'.repeat(1024 * 1024)}"`,
    });
    expect(big.status).toBe(413);
    const get = await raw('/api/prefsGet', { headers: auth() });
    expect(get.status).toBe(405);
    expect(get.headers['allow']).toBe('POST');
    expect((await raw('/', { method: 'POST' })).status).toBe(405);
    expect((await raw('/nothing-here.js')).status).toBe(404);
    expect((await raw('/api/a/b', { method: 'POST', headers: auth() })).status).toBe(404);
  });

  it('cancels a running analysis when its client goes away, freeing the worker', async () => {
    // A full deal's seat analysis over far more layouts than the test waits for.
    const state = endPosition(createRng(1), 'seven', 10, 0);
    const params = { position: toPosition(state), seat: state.toAct, maxLayouts: MAX_LAYOUTS };
    const gone = new AbortController();
    const asked = fetch(`http://127.0.0.1:${server.port}/api/analyzeForSeat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Marias-Caller': 'tab-1', ...auth() },
      body: JSON.stringify(params),
      signal: gone.signal,
    });
    const until = async (busy: number) => {
      while (pool.stats().background.busy !== busy) await new Promise((r) => setTimeout(r, 10));
    };
    await until(1);
    gone.abort();
    await expect(asked).rejects.toThrow();
    await until(0);
    expect(await call('solve', { position: params.position })).toMatchObject({
      status: 200,
      json: { ok: true },
    });
  });

  it('streams a seat analysis as a job: partial results over plain requests, then stopped', async () => {
    const state = endPosition(createRng(2), 'game', 10, 0);
    const params = { position: toPosition(state), seat: state.toAct, maxLayouts: MAX_LAYOUTS };
    const tab = { 'X-Marias-Caller': 'tab-2', ...auth() };
    const started = await call('analysisStart', params, tab);
    expect(started).toMatchObject({ status: 200, json: { ok: true } });
    const job = (started.json as { value: { job: string } }).value.job;
    // Another window does not see it.
    expect(await call('analysisPoll', { job }, { 'X-Marias-Caller': 'tab-3', ...auth() })).toMatchObject({
      json: { ok: false, error: { code: 'badInput' } },
    });
    type Status = { ok: true; value: { state: string; partial: { layouts: number; done: boolean } | null } };
    // Polled until the first layout is in, however long a busy machine takes to start the worker.
    let seen: Status['value'];
    for (;;) {
      seen = ((await call('analysisPoll', { job }, tab)).json as Status).value;
      if (seen.state !== 'running' || (seen.partial !== null && seen.partial.layouts > 0)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seen.state).toBe('running');
    expect(seen.partial?.done).toBe(false);
    const stopped = await call('analysisStop', { job }, tab);
    expect(stopped).toMatchObject({ json: { ok: true } });
    let last: Status['value'];
    for (;;) {
      last = ((await call('analysisPoll', { job }, tab)).json as Status).value;
      if (last.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(last.state).toBe('stopped');
    expect(last.partial?.layouts).toBeGreaterThanOrEqual(seen.partial?.layouts ?? 1);
    while (pool.stats().background.busy !== 0) await new Promise((r) => setTimeout(r, 10));
  });

  it('serves the renderer with its content types, the CSP and nosniff', async () => {
    const index = await raw('/');
    expect(index.status).toBe(200);
    expect(index.body).toBe(INDEX);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw('/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await raw('/assets/face.svg')).headers['content-type']).toBe('image/svg+xml');
    const head = await raw('/index.html', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
  });

  it('serves nothing outside the renderer directory', async () => {
    for (const path of [
      '/../package.json',
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/link.txt',
      '/%2e%2e%5csecret.txt',
    ]) {
      const res = await raw(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('secret');
    }
  });

  it('answers the API without a built renderer, and says so at /', async () => {
    const bare = await startServer({ dataDir: join(dir, 'data2'), rendererDir: join(dir, 'missing'), pool });
    try {
      const page = await fetch(`http://127.0.0.1:${bare.port}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/renderer is not built/);
      const prefs = await fetch(`http://127.0.0.1:${bare.port}/api/prefsGet`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bare.token}` },
      });
      expect(await prefs.json()).toEqual({ ok: true, value: DEFAULT_PREFS });
      // Another run, another token.
      expect(bare.token).not.toBe(server.token);
    } finally {
      await bare.close();
    }
  });

  it('reads the port from --port or PORT', () => {
    expect(portFrom([], {})).toBe(0);
    expect(portFrom(['--port', '8123'], {})).toBe(8123);
    expect(portFrom(['--port=8124'], { PORT: '1' })).toBe(8124);
    expect(portFrom([], { PORT: '8125' })).toBe(8125);
    expect(portFrom(['--port', 'x'], {})).toBeNull();
    expect(portFrom(['--port', '70000'], {})).toBeNull();
  });
});
