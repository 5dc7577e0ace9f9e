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
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type Action, type SeatPlayer, DEFAULT_PREFS, PRESETS } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import FastForward from '../../../src-renderer/components/table/FastForward.vue';
import { openStore } from '../../../src-main/store/store.ts';
import { serviceClient } from './service-client.ts';
import { mountWith, settleAll, setup } from './support.ts';
import { until } from '../../support/wait.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-pace-'));
const store = openStore(join(dir, 'marias.sqlite'));
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
  setApiClient(null);
});

/** Four at the table, the person last: the first dealer is the last seat, so he sits the first hand out. */
const SEATS: SeatPlayer[] = [
  { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
  { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
  { kind: 'ai', name: 'Petr', level: 'zacatecnik' },
  { kind: 'human', name: 'Eva' },
];

/**
 * The store's pauses on Vitest's fake clock: a pause ends only when the test moves the clock, so what
 * the test sees does not depend on how fast the machine is (docs/testing.md).
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/**
 * Lets the store and the fake main work, turn after turn of the event loop (setImmediate: not faked),
 * until `done()` — without moving the fake clock, so nothing that waits for a pause can happen. A
 * budget of turns, not of time: one turn settles every answer then due.
 */
async function turnsUntil(done: () => boolean, turns = 10_000): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((r) => setImmediate(r));
}
/** Moves the fake clock a tenth of a second at a time until `done()`. */
async function clockUntil(done: () => boolean, steps = 10_000): Promise<void> {
  for (let i = 0; i < steps && !done(); i++) await vi.advanceTimersByTimeAsync(100);
}

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
    fakeClock();
    const { table, client, games, pinia } = await tableOfFour(3);
    expect(table.snapshot?.view.table.dealer).toBe(3);
    expect(table.fastReason).toBe('sittingOut');
    const w = mountWith(FastForward, pinia, {});
    await turnsUntil(() => w.find('[data-testid="fast-forward-reason"]').exists());
    expect(w.find('[data-testid="fast-forward-reason"]').text()).toBe('Tuto hru hrají jen počítače.');
    // At the normal pace the computers wait 0.8 s before each decision: none before it is over…
    await vi.advanceTimersByTimeAsync(799);
    await turnsUntil(() => false, 20);
    expect(client.count.advance ?? 0).toBe(0);
    // …and the first when it is.
    await vi.advanceTimersByTimeAsync(1);
    await turnsUntil(() => (client.count.advance ?? 0) > 0);
    expect(client.count.advance).toBe(1);
    await w.find('[data-testid="fast-forward"]').trigger('click');
    expect(table.fast).toBe(true);
    // The clock stands still from here: the rest of the hand waits for no pause at all.
    await turnsUntil(() => table.snapshot?.turn === 'handEnd');
    expect(table.snapshot?.turn).toBe('handEnd');
    // Every decision of the hand was one advance of the loop, and shown.
    const open = await games.sessionOpen({ id: table.snapshot?.id ?? 0 });
    expect(open.ok && open.value.history.length).toBe(client.count.advance);
    expect(client.count.advance).toBeGreaterThan(20);
    expect(table.fastReason).toBeNull();
    await turnsUntil(() => !w.find('[data-testid="fast-forward-bar"]').exists());
    expect(w.find('[data-testid="fast-forward-bar"]').exists()).toBe(false);
    w.unmount();
    // The next hand the person plays: nothing offered, the pace is back (the clock moves again).
    expect(await table.nextHand()).toBe(true);
    expect(table.fast).toBe(false);
    const before = client.count.advance;
    await turnsUntil(() => false, 20);
    expect(client.count.advance).toBe(before);
    await clockUntil(() => table.snapshot?.turn === 'human');
    expect(table.snapshot?.turn).toBe('human');
    expect(table.fastReason).toBeNull();
    table.leave();
  });

  it('finishes a hand main proves settled, asking once per trick and only when the person acts', async () => {
    const { client, games } = serviceClient(
      store,
      11,
      { ...DEFAULT_PREFS, animation: 'off' },
      { settled: true },
    );
    const pinia = setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Eva' },
      { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
      { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
    ];
    let offered = false;
    let hands = 0;
    expect(await table.start({ rules: PRESETS.csm, seats, practice: false })).toBe(true);
    const tricksAsked = new Set<string>();
    while (!offered && hands < 6) {
      await until(() => !table.aiRunning && !table.busy);
      const s = table.snapshot;
      if (s === null) throw new Error('no table');
      if (s.turn === 'handEnd') {
        hands++;
        expect(await table.nextHand()).toBe(true);
        continue;
      }
      await settleAll();
      if (s.view.phase === 'play') tricksAsked.add(`${s.handNo}.${s.view.tricks.length}`);
      if (table.fastReason === 'settled') {
        offered = true;
        break;
      }
      // Not proven: nothing offered while the person plays.
      expect(table.fastReason).toBeNull();
      expect(await table.act(s.view.legal[0] as Action)).toBe(true);
    }
    expect(offered).toBe(true);
    // Asked at most once per trick the person played in (never per decision or per poll).
    expect(client.count.handSettled ?? 0).toBeGreaterThan(0);
    expect(client.count.handSettled).toBeLessThanOrEqual(tricksAsked.size);
    const w = mountWith(FastForward, pinia, {});
    await settleAll();
    expect(w.find('[data-testid="fast-forward-reason"]').attributes('data-reason')).toBe('settled');
    expect(w.find('[data-testid="fast-forward-reason"]').text()).toBe(
      'Výsledek je jistý: ať se hraje cokoli, peníze se nezmění.',
    );
    const id = table.snapshot?.id ?? 0;
    await w.find('[data-testid="fast-forward"]').trigger('click');
    await until(() => table.snapshot?.turn === 'handEnd');
    expect(table.snapshot?.turn).toBe('handEnd');
    expect(client.count.finishHand).toBe(1);
    expect(table.error).toBeNull();
    // Main's hand is over and stored with its money.
    const open = await games.sessionOpen({ id });
    expect(open.ok && open.value.turn).toBe('handEnd');
    expect(open.ok && open.value.settlement?.money).toEqual(table.snapshot?.settlement?.money);
    await settleAll();
    expect(w.find('[data-testid="fast-forward-bar"]').exists()).toBe(false);
    w.unmount();
    table.leave();
  });
});
