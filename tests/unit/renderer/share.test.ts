// @vitest-environment happy-dom
/**
 * The shared table in the renderer: a device plays only its `localSeats` (another person's turn is
 * waited for, said by name, with the hand inactive and no hand-over); a guest's page keeps its own
 * preferences; a lost connection is said and the table fetched once the event stream is back, and a
 * revoked link stops the listening.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFS, type SeatPlayer } from '../../../src-shared/index.ts';
import { SEAT_KEY, setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { BIDDING_DECK, handFrom } from '../helpers.ts';
import {
  engineClient,
  fakeClient,
  mountWith,
  settleAll,
  setup,
  snapshotOf,
  testEventsNow,
} from './support.ts';
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
  it('says when the host cannot be reached, and goes on once the event stream is back, fetching the table', async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const snap = snapshotOf(handFrom(BIDDING_DECK, NO_SKIP), { seats: FRIENDS, localSeats: [1], viewer: 1 });
    const client = fakeClient({ sessionOpen: () => ({ ok: true, value: snap }) });
    setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    expect(await table.open(1)).toBe(true);
    const events = testEventsNow();
    const opens = () => client.calls.filter((c) => c.method === 'sessionOpen').length;
    const before = opens();
    // The stream drops (it re-opens by itself, src-renderer/api/events.ts): said, nothing asked.
    events.tell({ kind: 'lost' });
    expect(table.connection).toBe('lost');
    await settleAll();
    expect(opens()).toBe(before);
    events.tell({ kind: 'connected' });
    await settleAll();
    expect(opens()).toBe(before + 1);
    expect(table.connection).toBe('ok');
    expect(table.snapshot?.viewer).toBe(1);
    table.leave();
  });

  it('leaves nothing to press on the table while the host is out of reach or has closed it', async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const snap = snapshotOf(handFrom(BIDDING_DECK, NO_SKIP), { seats: FRIENDS, localSeats: [1], viewer: 1 });
    const client = fakeClient({ sessionOpen: () => ({ ok: true, value: snap }) });
    const pinia = setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    await table.open(1);
    const wrapper = mountWith(TableView, pinia, { id: 1 });
    await settleAll();
    const events = testEventsNow();
    const inert = () => wrapper.findAll('[inert]').map((w) => w.classes()[0]);
    expect(inert()).toEqual([]);
    events.tell({ kind: 'lost' });
    await settleAll();
    expect(table.connection).toBe('lost');
    expect(inert()).toEqual(['felt', 'me']);
    events.tell({ kind: 'connected' });
    await settleAll();
    expect(table.connection).toBe('ok');
    expect(inert()).toEqual([]);
    events.tell({ kind: 'closed' });
    await settleAll();
    expect(table.connection).toBe('closed');
    expect(inert()).toEqual(['felt', 'me']);
    wrapper.unmount();
    table.leave();
  });

  it('stops listening once the host has closed the table (401)', async () => {
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
    const events = testEventsNow();
    expect(events.listening()).toBe(1);
    closed = true;
    // Told the table moved on, it asks, and the 401 closes it: no more listening, no more asking.
    events.tell({ kind: 'table', id: 1, version: 'moved' });
    await settleAll();
    expect(table.connection).toBe('closed');
    expect(events.listening()).toBe(0);
    const after = client.calls.length;
    events.tell({ kind: 'table', id: 1, version: 'moved again' });
    await settleAll();
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
