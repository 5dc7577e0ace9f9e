/**
 * The store notice through the API of browser mode: a server started over a damaged store file answers
 * `storeNotice` with both files named (the old one set aside unchanged, a fresh one in its place); over a
 * good file it answers null.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoreNotice } from '../../../src-shared/index.ts';
import { type RunningServer, startServer } from '../../../src-main/server/server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { STORE_FILE } from '../../../src-main/store/location.ts';

const GARBAGE = 'this is not an SQLite database, just words '.repeat(200);

let dir: string;
let dataDir: string;
let pool: SolverPool;
let server: RunningServer | null = null;

beforeAll(() => {
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-notice-'));
  dataDir = join(dir, 'data');
  mkdirSync(dataDir);
});
afterEach(async () => {
  await server?.close();
  server = null;
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<RunningServer> {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, rendererDir: join(dir, 'none'), pool });
  return server;
}

/** `storeNotice` called as the renderer calls it. */
async function askNotice(s: RunningServer): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${s.port}/api/storeNotice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return res.json();
}

it('answers the notice of a damaged file set aside, naming both files', async () => {
  const file = join(dataDir, STORE_FILE);
  writeFileSync(file, GARBAGE);
  const s = await start();
  const answer = (await askNotice(s)) as { ok: true; value: StoreNotice };
  expect(answer.ok).toBe(true);
  const notice = answer.value;
  expect(notice).toMatchObject({ kind: 'corrupt', file });
  expect(notice.backup).toMatch(new RegExp(`^${file.replaceAll('.', '\\.')}\\.[\\dT-]+\\.corrupt$`));
  // The old file is kept as it was; the new one is a working store.
  expect(readFileSync(notice.backup, 'utf8')).toBe(GARBAGE);
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
  // The same as main was told at start-up, and asked again it answers the same.
  expect(notice).toEqual(s.storeNotice);
  expect(await askNotice(s)).toEqual(answer);
});

it('answers null when the store opened as it was', async () => {
  const s = await start();
  expect(await askNotice(s)).toEqual({ ok: true, value: null });
  await s.close();
  server = null;
  const again = await start();
  expect(await askNotice(again)).toEqual({ ok: true, value: null });
});

it('refuses params that are not empty', async () => {
  const s = await start();
  const res = await fetch(`http://127.0.0.1:${s.port}/api/storeNotice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' },
    body: '[1]',
  });
  const body = (await res.json()) as { ok: boolean; error?: { code: string } };
  expect(body.ok).toBe(false);
  expect(body.error?.code).toBe('badInput');
});
