/**
 * A guest's moves are the app in use (real HTTP to the guest server, a real SQLite file, the app's own
 * handler): the drill stock rests once no call came for its rest time, and a friend's call on the shared
 * table's server wakes it and puts its rest off, as the host's own calls do. Before, only the host's calls
 * counted, so the miner started in the background while friends played on their phones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareInfo, TableSnapshot } from '../../../src-shared/index.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { until } from '../../support/wait.ts';
import { type Host, PEOPLE, guest, host, newSession, portOf, tokenOf, value } from './support.ts';

/** Far longer than one loopback call takes on a busy machine: a woken stock is still awake when looked at. */
const REST_MS = 2_000;
let pool: SolverPool;
let h: Host;
let s: TableSnapshot;
let info: ShareInfo;

beforeAll(async () => {
  pool = new SolverPool({ size: 1 });
  h = host(pool, {}, { stockRestMs: REST_MS });
  s = await newSession(h, PEOPLE);
  info = value(await h.call('shareOpen', { id: s.id }));
});
afterAll(async () => {
  await h.close();
  await pool.close();
});

describe("the drill stock's rest at a shared table", () => {
  it("is woken by a guest's calls, not only by the host's", async () => {
    const port = portOf(info);
    const jan = tokenOf(info, 1);
    const stock = h.app.stock;
    await until(() => stock.resting);
    // Jan plays on his phone: his call wakes the stock (the call is counted before it is answered).
    expect((await guest(port, jan, 'guestSeat')).status).toBe(200);
    expect(stock.resting).toBe(false);
    // Nobody calls: it rests again; Jan's table's call wakes it again.
    await until(() => stock.resting);
    expect((await guest(port, jan, 'sessionOpen', { id: s.id })).status).toBe(200);
    expect(stock.resting).toBe(false);
  });

  it('is not woken by a call without a valid link', async () => {
    const stock = h.app.stock;
    await until(() => stock.resting);
    expect((await guest(portOf(info), 'not-a-token', 'guestSeat')).status).toBe(401);
    expect(stock.resting).toBe(true);
  });
});
