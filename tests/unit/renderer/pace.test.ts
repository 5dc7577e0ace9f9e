// @vitest-environment happy-dom
/**
 * The table's pace: the computers' decisions come one at a time with a readable pause, and "Přeskočit"
 * plays the rest of a hand the person sits out (the dealer at four) without the pauses — every decision
 * still one `advance` through the store's loop, nothing skipped on the server. It is offered only there:
 * not while the person plays, not at the end of a hand. Against the real game service on a real file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type SeatPlayer, DEFAULT_PREFS, PRESETS } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import FastForward from '../../../src-renderer/components/table/FastForward.vue';
import { openStore } from '../../../src-main/store/store.ts';
import { serviceClient } from './service-client.ts';
import { mountWith, settleAll, setup } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-pace-'));
const store = openStore(join(dir, 'marias.sqlite'));
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => setApiClient(null));

/** Four at the table, the person last: the first dealer is the last seat, so he sits the first hand out. */
const SEATS: SeatPlayer[] = [
  { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
  { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
  { kind: 'ai', name: 'Petr', level: 'zacatecnik' },
  { kind: 'human', name: 'Eva' },
];

const until = async (done: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
};

async function tableOfFour(seed: number) {
  const { client, games } = serviceClient(store, seed, { ...DEFAULT_PREFS, animation: 'normal' });
  const pinia = setup(client);
  await usePrefsStore().load();
  const table = useTableStore();
  expect(await table.start({ rules: PRESETS.csm, seats: SEATS, practice: false })).toBe(true);
  return { table, client, games, pinia };
}

describe('fast forward', () => {
  it('plays a hand the person sits out without the pauses, each decision through the loop', async () => {
    const { table, client, games, pinia } = await tableOfFour(3);
    expect(table.snapshot?.view.table.dealer).toBe(3);
    expect(table.fastReason).toBe('sittingOut');
    const w = mountWith(FastForward, pinia, {});
    await settleAll();
    expect(w.find('[data-testid="fast-forward-reason"]').text()).toBe('Tuto hru hrají jen počítače.');
    // At the normal pace the computers wait 0.8 s before each decision.
    await new Promise((r) => setTimeout(r, 300));
    expect(client.count.advance ?? 0).toBe(0);
    const started = Date.now();
    await w.find('[data-testid="fast-forward"]').trigger('click');
    expect(table.fast).toBe(true);
    await until(() => table.snapshot?.turn === 'handEnd', 20_000);
    const took = Date.now() - started;
    expect(table.snapshot?.turn).toBe('handEnd');
    // Every decision of the hand was one advance of the loop, and shown.
    const open = await games.sessionOpen({ id: table.snapshot?.id ?? 0 });
    expect(open.ok && open.value.history.length).toBe(client.count.advance);
    expect(client.count.advance).toBeGreaterThan(20);
    // Far under one normal pause per decision (over 20 s for this hand).
    expect(took).toBeLessThan(3000);
    expect(table.fastReason).toBeNull();
    await settleAll();
    expect(w.find('[data-testid="fast-forward-bar"]').exists()).toBe(false);
    w.unmount();
    // The next hand the person plays: nothing offered, the pace is back.
    expect(await table.nextHand()).toBe(true);
    expect(table.fast).toBe(false);
    await until(() => table.snapshot?.turn === 'human', 20_000);
    expect(table.fastReason).toBeNull();
    table.leave();
  });
});
