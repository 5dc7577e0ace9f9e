/**
 * The browser-mode server closes a connection whose request does not come (issue 26 item 13): a
 * client that sends its headers and never its body, or never ends its headers, held the connection
 * for minutes (Node's defaults: 60 s for headers, 300 s for the request). Real sockets against a real
 * server started with short timeouts (`headersTimeoutMs`, `requestTimeoutMs`), so the test is fast.
 * Node measures those times on its own clock, which no fake clock reaches: the test asserts what is
 * answered and that it is not before the timeout, and how often the server looks (`timeouts`), never
 * how late a busy machine lets it come (docs/testing.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeouts } from '../../../src-main/server/http.ts';
import {
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  type RunningServer,
  startServer,
} from '../../../src-main/server/server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';

let dir: string;
let pool: SolverPool;
let server: RunningServer;
const TIMEOUT = 400;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marias-timeouts-'));
  pool = new SolverPool({ size: 1 });
  server = await startServer({
    dataDir: join(dir, 'data'),
    rendererDir: join(dir, 'renderer'),
    pool,
    headersTimeoutMs: TIMEOUT,
    requestTimeoutMs: TIMEOUT,
  });
});
afterAll(async () => {
  await server.close();
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Node's own limit for the headers (60 s): a connection still open after half of it was not closed by
 * the server's limit. Not a speed: the server's limit is 0.4 s, and a busy machine stretches that by
 * seconds, never by half a minute.
 */
const GIVE_UP_MS = 30_000;

/** Sends `text` on a fresh socket and waits for the server to close it: what it answered, after how long. */
function sendAndWait(text: string): Promise<{ ms: number; answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ ms: Date.now() - started, answer, closed: false });
    }, GIVE_UP_MS);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - started, answer, closed: true });
    });
    socket.on('error', () => {});
  });
}

const head = (lines: readonly string[]) =>
  [`POST /api/sessionList HTTP/1.1`, `Host: 127.0.0.1:${server.port}`, ...lines].join('\r\n');

describe('request timeouts (issue 26 item 13)', () => {
  it('defaults: seconds, not minutes', () => {
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it('looks for late requests often enough that none runs over by more than a quarter', () => {
    // Node looks every 30 s unless told: a 0.4 s limit would then close a connection up to 30 s late.
    expect(timeouts(TIMEOUT, TIMEOUT)).toEqual({
      headersTimeout: TIMEOUT,
      requestTimeout: TIMEOUT,
      connectionsCheckingInterval: TIMEOUT / 4,
    });
    // The headers never get longer than the whole request; the interval stays between 10 ms and 1 s.
    expect(timeouts(HEADERS_TIMEOUT_MS, 2000)).toMatchObject({
      headersTimeout: 2000,
      connectionsCheckingInterval: 500,
    });
    expect(timeouts(HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS).connectionsCheckingInterval).toBe(1000);
    expect(timeouts(20, 20).connectionsCheckingInterval).toBe(10);
  });

  it.each([
    // Headers with a body of 100 bytes announced, 10 sent, then nothing.
    [
      'headers sent, the body never comes',
      () => `${head([`Authorization: Bearer ${server.token}`, 'Content-Length: 100', '', ''])}0123456789`,
    ],
    // The header block is never ended.
    ['the headers never end', () => head([`Authorization: Bearer ${server.token}`, 'X-Slow: 1'])],
  ])('%s: answered 408 and closed by the server, not before the timeout', async (_, text) => {
    const r = await sendAndWait(text());
    expect(r.closed).toBe(true);
    // A busy machine only makes it later; 50 ms for the two clocks' rounding.
    expect(r.ms).toBeGreaterThanOrEqual(TIMEOUT - 50);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a request that comes in time is answered', async () => {
    const r = await fetch(`http://127.0.0.1:${server.port}/api/sessionList`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}` },
      body: '{}',
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ok: true, value: [] });
  });
});
