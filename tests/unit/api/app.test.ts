/**
 * The app's handler as every entry point wires it (`createAppHandler`): the table, the store notice and
 * the other services answer through one handle over one store; `close` stops what it started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRESETS, type StoreNotice } from '../../../src-shared/index.ts';
import { createAppHandler } from '../../../src-main/api/app.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStore } from '../../../src-main/store/store.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-app-'));
const store = openStore(join(dir, 'marias.sqlite'));
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
afterAll(async () => {
  await pool.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const notice: StoreNotice = {
  kind: 'corrupt',
  file: '/x/marias.sqlite',
  backup: '/x/marias.sqlite.bad',
  reason: 'file is not a database',
  message: 'The store was damaged.',
};

describe('createAppHandler', () => {
  it('answers the table, the notice and the other services over one store', async () => {
    const app = createAppHandler(store, pool, { storeNotice: notice, games: { newSeed: () => 7 } });
    const settings = {
      rules: PRESETS.csm,
      seats: ['Eva', 'Jan', 'Olga'].map((name) => ({ kind: 'human' as const, name })),
      practice: true,
    };
    const opened = await app.handle('sessionNew', { settings });
    if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    if (!opened.ok) return;
    const id = (opened.value as { id: number }).id;
    // The service behind the handle is the one exposed, and both read the same store.
    const listed = await app.games.sessionList({});
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.value.map((s) => s.id)).toContain(id);
    expect(await app.handle('storeNotice', {})).toEqual({ ok: true, value: notice });
    expect(await app.handle('progress', { utcOffset: 60 })).toMatchObject({ ok: true });
    expect((await app.handle('lessonCourse', {})).ok).toBe(true);
    await app.close();
    await app.close(); // idempotent
    expect(pool.stats().interactive.workers).toBe(0); // a table of people needs no computer
  });

  it('has no notice unless one is given', async () => {
    const app = createAppHandler(store, pool);
    expect(await app.handle('storeNotice', {})).toEqual({ ok: true, value: null });
    await app.close();
  });
});
