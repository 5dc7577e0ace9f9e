/**
 * The drill stock rests when the app is not used, over a real SQLite store and a real worker pool: once
 * no call (`touch`) came for `restAfterMs`, the running batch is stopped and none begins, so the
 * background worker falls idle (and the pool can recycle it); the next call wakes the stock. A theme the
 * learner waits for keeps it mining. Without the rest an app left alone after an evening kept its
 * background worker mining and its memory held (docs/RELIABILITY.md "Memory of a busy evening").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { DrillStock } from '../../../src-main/training/stock.ts';
import { until } from '../../support/wait.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-stock-rest-'));
const store = openStore(join(dir, 'stock.sqlite'));
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
afterAll(async () => {
  await pool.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const stocks: DrillStock[] = [];
afterEach(() => {
  for (const s of stocks.splice(0)) s.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const backgroundBusy = () => pool.stats().background.busy;

describe('the drill stock at rest', () => {
  it('stops its batch and begins none once no call came for restAfterMs; the next call wakes it', async () => {
    let batches = 0;
    let seed = 300;
    const logged: string[] = [];
    // Far more drills wanted than the test can mine: the stock never runs out of work on its own.
    const stock = new DrillStock(store.drills, pool, {
      perTheme: 50,
      perBidTheme: 0,
      startDelayMs: 0,
      pauseMs: 0,
      restAfterMs: 400,
      seed: () => seed++,
      log: (m) => logged.push(m),
      onBatch: () => batches++,
    });
    stocks.push(stock);
    stock.start();
    // In use: a call every 100 ms, until a batch has been mined and the next one runs.
    const calls = setInterval(() => stock.touch(), 100);
    await until(() => batches >= 1 && stock.mining !== null);
    expect(stock.resting).toBe(false);
    clearInterval(calls);

    // No call any more: it rests, the batch under way is stopped, the background worker falls idle.
    await until(() => stock.resting && stock.mining === null && backgroundBusy() === 0);
    const atRest = batches;
    let mined = false;
    const watch = setInterval(() => {
      if (stock.mining !== null || backgroundBusy() > 0) mined = true;
    }, 20);
    await sleep(1500);
    clearInterval(watch);
    expect(mined).toBe(false);
    expect(batches).toBe(atRest);
    expect(stock.resting).toBe(true);

    // A call: it mines again, and the stopped batch was no failure (nothing logged, no backoff).
    stock.touch();
    expect(stock.resting).toBe(false);
    await until(() => stock.mining !== null);
    expect(logged).toEqual([]);
    expect(stock.failures).toBe(0);
  });

  it('mines on while the learner waits for a theme that has no drill yet', async () => {
    // Seed 1 finds no durch drill in its deals (drill-service.slow.test.ts), so durch stays empty.
    const stock = new DrillStock(store.drills, pool, {
      perTheme: 1,
      perBidTheme: 0,
      startDelayMs: 60_000,
      restAfterMs: 300,
      seed: () => 1,
    });
    stocks.push(stock);
    stock.start();
    stock.kick('durch');
    await until(() => stock.mining === 'durch');
    // Well past the rest: no call came, yet the learner's theme is still being mined.
    await sleep(1200);
    expect(stock.resting).toBe(false);
    await until(() => stock.mining === 'durch');
  });
});
