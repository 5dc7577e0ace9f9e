// @vitest-environment happy-dom
/**
 * Two windows on one session: two table stores (two Pinias) over one fake main that answers from the
 * real engine and, as the real one, answers `stale` with the current table to a call naming an older
 * version (support.ts `versionedMain`). A window out of date takes the current table without an error; two windows running the
 * computers make each decision once; an idle window catches up when it comes to the front and when
 * main tells it that the table moved on (no polling: an idle window asks nothing).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disposePinia } from 'pinia';
import {
  type Action,
  DEFAULT_PREFS,
  type HandState,
  PRESETS,
  type PublicAction,
  type SeatPlayer,
  apply,
  legalActions,
} from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { approvedSuit } from '../helpers.ts';
import {
  TWO_PEOPLE,
  fakeClient,
  setup,
  settleAll,
  snapshotOf,
  testEventsNow,
  testPinia,
  versionedMain,
} from './support.ts';
import { until } from '../../support/wait.ts';

afterEach(() => {
  setApiClient(null);
  vi.useRealTimers();
});

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
const ANNOUNCE: Action = { type: 'announce', seat: 0, seven: false, hundred: false };

/** Two windows' table stores over one main (animations off). */
async function twoWindows(main: ReturnType<typeof versionedMain>) {
  setup(main.client);
  const windows = [];
  for (let i = 0; i < 2; i++) {
    const pinia = testPinia();
    await usePrefsStore(pinia).load();
    const table = useTableStore(pinia);
    expect(await table.open(1)).toBe(true);
    windows.push(table);
  }
  return windows as [ReturnType<typeof useTableStore>, ReturnType<typeof useTableStore>];
}

describe('two windows on one session', () => {
  it('gives a window that acts on an old table the current one, without an error', async () => {
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP));
    const [a, b] = await twoWindows(main);
    expect(await a.act(ANNOUNCE)).toBe(true);
    await settleAll();
    // A announced and the computers answered; B still shows the announcement and makes it again.
    expect(a.snapshot?.view.phase).toBe('play');
    expect(b.snapshot?.view.phase).not.toBe('play');
    const applied = main.applied();
    expect(await b.act(ANNOUNCE)).toBe(false);
    await settleAll();
    expect(main.applied()).toBe(applied);
    expect(b.error).toBeNull();
    expect(b.refused).toBeNull();
    expect(b.snapshot).toEqual(main.snap());
    expect(a.snapshot).toEqual(main.snap());
  });

  it('lets two windows run the computers at once: no error, each decision made once', async () => {
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP));
    const [a, b] = await twoWindows(main);
    // A's announcement leaves two computer decisions; B learns of it while A's loop runs.
    await Promise.all([a.act(ANNOUNCE), b.refresh()]);
    await Promise.all([a.runComputers(), b.runComputers()]);
    await settleAll();
    expect(main.applied()).toBe(3);
    const advances = main.client.calls.filter((c) => c.method === 'advance');
    expect(advances.length).toBeGreaterThanOrEqual(2);
    for (const table of [a, b]) {
      expect(table.error).toBeNull();
      expect(table.snapshot).toEqual(main.snap());
      expect(table.snapshot?.turn).toBe('human');
    }
  });

  it('catches up when its window comes to the front', async () => {
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP));
    const [, b] = await twoWindows(main);
    main.move(ANNOUNCE);
    expect(b.snapshot?.version).not.toBe(main.snap().version);
    window.dispatchEvent(new Event('focus'));
    await settleAll();
    // B took the new table and let the computers answer, as after its own action.
    expect(b.snapshot).toEqual(main.snap());
    expect(main.snap().view.phase).toBe('play');
    expect(b.error).toBeNull();
  });

  it('asks nothing while idle, fetches the table when told it moved on, and stops listening when it leaves', async () => {
    vi.useFakeTimers();
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP));
    const [a, b] = await twoWindows(main);
    const events = testEventsNow();
    expect(events.listening()).toBe(2);
    a.leave();
    expect(events.listening()).toBe(1);
    main.move(ANNOUNCE);
    const opens = () => main.client.calls.filter((c) => c.method === 'sessionOpen').length;
    const before = opens();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opens()).toBe(before);
    // Told of another session, or of the version it already has: nothing to fetch.
    events.tell({ kind: 'table', id: 2, version: main.snap().version });
    events.tell({ kind: 'table', id: 1, version: b.snapshot?.version ?? '' });
    await vi.advanceTimersByTimeAsync(10);
    expect(opens()).toBe(before);
    events.tell({ kind: 'table', id: 1, version: main.snap().version });
    await vi.advanceTimersByTimeAsync(10);
    // Only B asked (A has left the table); it caught up and the computers answered.
    expect(opens()).toBe(before + 1);
    await vi.runOnlyPendingTimersAsync();
    expect(b.snapshot?.view.phase).toBe('play');
    expect(b.snapshot?.version).toBe(main.snap().version);
    b.leave();
    expect(events.listening()).toBe(0);
  });

  it('does not lose news told while it fetches: after the answer it fetches the table it was told of', async () => {
    // A device whose seat then waits for other people (every seat a person, this device plays seat 0):
    // nothing but main's news moves its table on. A fetch is under way (the window came to the front)
    // when the device's own move is answered, and then the next person's move is told: the fetch's
    // answer is older than the move's, so it is dropped, and the news heard meanwhile must still be
    // fetched.
    const EVERYONE: readonly SeatPlayer[] = [...TWO_PEOPLE.slice(0, 2), { kind: 'human', name: 'Eva' }];
    const states: HandState[] = [approvedSuit('H7', ['B7', 'L7'], NO_SKIP)];
    const history: PublicAction[] = [];
    const current = () => states.at(-1) as HandState;
    const now = () =>
      snapshotOf(current(), { seats: EVERYONE, viewer: 0, localSeats: [0], history: [...history] });
    const move = (a: Action) => {
      const next = apply(current(), a);
      if (!next.ok) throw new Error(`refused: ${next.error.code}`);
      history.push(a);
      states.push(next.value);
      return now();
    };
    let gate: Promise<void> | null = null;
    let open: () => void = () => undefined;
    const client = fakeClient({
      sessionOpen: async () => {
        const answer = now();
        if (gate) await gate;
        return { ok: true, value: answer };
      },
      act: (p) => ({ ok: true, value: move(p.action) }),
      prefsGet: () => ({ ok: true, value: { ...DEFAULT_PREFS, animation: 'off' } }),
    });
    const opens = () => client.calls.filter((c) => c.method === 'sessionOpen').length;
    setup(client);
    const pinia = testPinia();
    await usePrefsStore(pinia).load();
    const table = useTableStore(pinia);
    expect(await table.open(1)).toBe(true);
    const events = testEventsNow();
    gate = new Promise<void>((r) => (open = r));
    window.dispatchEvent(new Event('focus'));
    await until(() => opens() === 2);
    expect(await table.act(ANNOUNCE)).toBe(true);
    move(legalActions(current())[0] as Action);
    const told = now().version;
    events.tell({ kind: 'table', id: 1, version: told });
    gate = null;
    open();
    await settleAll();
    expect(table.snapshot?.version).toBe(told);
    expect(table.snapshot).toEqual(now());
  });

  it('fetches the table once when the event stream comes back, whatever it missed', async () => {
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP));
    const [, b] = await twoWindows(main);
    const events = testEventsNow();
    events.tell({ kind: 'lost' });
    expect(b.connection).toBe('lost');
    main.move(ANNOUNCE);
    events.tell({ kind: 'connected' });
    await settleAll();
    expect(b.connection).toBe('ok');
    expect(b.snapshot).toEqual(main.snap());
  });

  it('asks nothing more once its Pinia is disposed: no listening, no catching up at the front', async () => {
    // Without this a table store opened by one test kept asking into the next tests' fake clients.
    vi.useFakeTimers();
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP));
    setup(main.client);
    const pinia = testPinia();
    await usePrefsStore(pinia).load();
    expect(await useTableStore(pinia).open(1)).toBe(true);
    main.move(ANNOUNCE);
    const calls = main.client.calls.length;
    disposePinia(pinia);
    window.dispatchEvent(new Event('focus'));
    testEventsNow().tell({ kind: 'table', id: 1, version: main.snap().version });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(main.client.calls.slice(calls)).toEqual([]);
  });
});
