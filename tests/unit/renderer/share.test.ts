// @vitest-environment happy-dom
/**
 * The shared table in the renderer: a device plays only its `localSeats` (another person's turn is
 * waited for, said by name, with the hand inactive and no hand-over); a guest's page keeps its own
 * preferences; a lost connection is said and tried again with growing pauses, and a revoked link stops
 * the asking.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFS, type SeatPlayer } from '../../../src-shared/index.ts';
import { SEAT_KEY, setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { REFRESH_MS, SHARED_REFRESH_MS, useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { BIDDING_DECK, handFrom } from '../helpers.ts';
import { engineClient, fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';
import { PRESETS } from '../../../src-shared/index.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
const FRIENDS: readonly SeatPlayer[] = [
  { kind: 'human', name: 'Jana' },
  { kind: 'human', name: 'Petr' },
  { kind: 'ai', name: 'Pepa', level: 'zacatecnik' },
];

afterEach(() => {
  setApiClient(null);
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

async function tableFor(localSeats: readonly number[], viewer: number) {
  const engine = engineClient(handFrom(BIDDING_DECK, NO_SKIP), { seats: FRIENDS, localSeats, viewer });
  const pinia = setup(engine.client);
  await usePrefsStore().load();
  await useTableStore().open(1);
  const wrapper = mountWith(TableView, pinia, { id: 1 });
  await settleAll();
  return { wrapper, engine };
}

describe('a device plays only its own seats', () => {
  it('waits for the person on another device by name: no hand-over, the hand inactive, no hint', async () => {
    // Jana (seat 0) is to choose trumps on her phone; the host's screen plays Petr.
    const { wrapper } = await tableFor([1], 1);
    const table = useTableStore();
    expect(table.waitingFor).toBe(0);
    expect(table.needsHandover).toBe(false);
    expect(wrapper.find('[data-testid="handover"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="turn"]').text()).toContain('Čeká se na hráče Jana…');
    expect(wrapper.find('[data-testid="hand"]').attributes('data-active')).toBe('false');
    expect(wrapper.find('[data-testid="call-bar"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="hint"]').attributes('disabled')).toBeDefined();
    wrapper.unmount();
  });

  it('plays its own seat at once, and hot seat only among its local seats', async () => {
    const one = await tableFor([0], 0);
    expect(useTableStore().waitingFor).toBeNull();
    expect(one.wrapper.find('[data-testid="handover"]').exists()).toBe(false);
    expect(one.wrapper.find('[data-testid="hand"]').attributes('data-active')).toBe('true');
    one.wrapper.unmount();
    // Both people on the host's screen (nothing shared): the hand-over as before.
    const both = await tableFor([0, 1], 0);
    expect(both.wrapper.find('[data-testid="handover"]').exists()).toBe(true);
    both.wrapper.unmount();
  });

  it('offers the host "Hrát s přáteli" only at a table with another person', async () => {
    const { wrapper } = await tableFor([0, 1], 0);
    await wrapper.find('[data-testid="handover-ready"]').trigger('click');
    expect(wrapper.find('[data-testid="share-open"]').exists()).toBe(true);
    wrapper.unmount();
  });
});

describe('the connection of a shared table', () => {
  it('says when the host cannot be reached, tries again waiting longer each time, and goes on', async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const snap = snapshotOf(handFrom(BIDDING_DECK, NO_SKIP), { seats: FRIENDS, localSeats: [1], viewer: 1 });
    let down = false;
    const client = fakeClient({
      sessionOpen: () =>
        down
          ? { ok: false, error: { code: 'internal', message: 'Failed to fetch' } }
          : { ok: true, value: snap },
    });
    setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    expect(await table.open(1)).toBe(true);
    const opens = () => client.calls.filter((c) => c.method === 'sessionOpen').length;
    // A guest asks more often than a table played on one screen.
    let before = opens();
    await vi.advanceTimersByTimeAsync(SHARED_REFRESH_MS + 10);
    expect(opens()).toBe(before + 1);
    expect(SHARED_REFRESH_MS).toBeLessThanOrEqual(1000);
    expect(SHARED_REFRESH_MS).toBeLessThan(REFRESH_MS);

    down = true;
    await vi.advanceTimersByTimeAsync(SHARED_REFRESH_MS + 10);
    expect(table.connection).toBe('lost');
    // The pauses grow: 1 s, 2 s, 4 s …
    before = opens();
    await vi.advanceTimersByTimeAsync(1010);
    expect(opens()).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(opens()).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(600);
    expect(opens()).toBe(before + 2);
    expect(table.connection).toBe('lost');

    down = false;
    await vi.advanceTimersByTimeAsync(4100);
    expect(table.connection).toBe('ok');
    expect(table.snapshot?.viewer).toBe(1);
    table.leave();
  });

  it('leaves nothing to press on the table while the host is out of reach or has closed it', async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const snap = snapshotOf(handFrom(BIDDING_DECK, NO_SKIP), { seats: FRIENDS, localSeats: [1], viewer: 1 });
    let answer: 'ok' | 'lost' | 'closed' = 'ok';
    const client = fakeClient({
      sessionOpen: () =>
        answer === 'ok'
          ? { ok: true, value: snap }
          : {
              ok: false,
              error: {
                code: 'internal',
                message: answer === 'lost' ? 'Failed to fetch' : 'HTTP 401: Missing or wrong token',
              },
            },
    });
    const pinia = setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    await table.open(1);
    const wrapper = mountWith(TableView, pinia, { id: 1 });
    await vi.advanceTimersByTimeAsync(10);
    const inert = () => wrapper.findAll('[inert]').map((w) => w.classes()[0]);
    expect(inert()).toEqual([]);
    answer = 'lost';
    await vi.advanceTimersByTimeAsync(SHARED_REFRESH_MS + 10);
    expect(table.connection).toBe('lost');
    expect(inert()).toEqual(['felt', 'me']);
    answer = 'ok';
    await vi.advanceTimersByTimeAsync(1100);
    expect(table.connection).toBe('ok');
    expect(inert()).toEqual([]);
    answer = 'closed';
    await vi.advanceTimersByTimeAsync(SHARED_REFRESH_MS + 10);
    expect(table.connection).toBe('closed');
    expect(inert()).toEqual(['felt', 'me']);
    wrapper.unmount();
    table.leave();
  });

  it('stops asking once the host has closed the table (401)', async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const snap = snapshotOf(handFrom(BIDDING_DECK, NO_SKIP), { seats: FRIENDS, localSeats: [1], viewer: 1 });
    let closed = false;
    const client = fakeClient({
      sessionOpen: () =>
        closed
          ? { ok: false, error: { code: 'internal', message: 'HTTP 401: Missing or wrong token' } }
          : { ok: true, value: snap },
    });
    setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    await table.open(1);
    closed = true;
    await vi.advanceTimersByTimeAsync(SHARED_REFRESH_MS + 10);
    expect(table.connection).toBe('closed');
    const after = client.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.calls.length).toBe(after);
    table.leave();
  });
});

describe('a guest device’s preferences', () => {
  it('are its own, kept in localStorage, never asked of or sent to the host', async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const client = fakeClient({});
    setup(client);
    const prefs = usePrefsStore();
    await prefs.load();
    expect(prefs.prefs.deck).toBe(DEFAULT_PREFS.deck);
    expect(await prefs.set({ lang: 'en', deck: 'french' })).toBe(true);
    expect(client.calls).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem('marias.guestPrefs') ?? '{}')).toMatchObject({
      lang: 'en',
      deck: 'french',
    });
    setup(client);
    const again = usePrefsStore();
    await again.load();
    expect(again.prefs.deck).toBe('french');
    expect(client.calls).toEqual([]);
  });
});
