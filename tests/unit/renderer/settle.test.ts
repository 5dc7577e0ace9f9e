// @vitest-environment happy-dom
/**
 * The settle-up screen with a fake main: balances from the ledger, who pays whom in the fewest payments
 * worded without declining a name, the evening renamed there, the ways back, and the ways in (home's
 * list, the table's toolbar and "Ukončit večer" at the end of a hand are checked in e2e).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EveningSummary, RoleTally } from '../../../src-shared/index.ts';
import { SEAT_KEY, setApiClient } from '../../../src-renderer/api/client.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import SettleView from '../../../src-renderer/views/SettleView.vue';
import { fakeClient, mountWith, screen, settleAll, setup } from './support.ts';

afterEach(() => {
  setApiClient(null);
  window.sessionStorage.clear();
  setLocale('cs');
  document.body.innerHTML = '';
  window.location.hash = '';
});

/** A seat's figures by role: `declaring` of its money won or lost as the declarer, the rest in defence. */
const role = (
  hands: number,
  asDeclarer: number,
  money: number,
  declaring: number,
  satOut = 0,
): RoleTally => ({
  hands,
  satOut,
  asDeclarer,
  asDefender: hands - asDeclarer,
  money,
  moneyDeclaring: declaring,
  moneyDefending: money - declaring,
});

// Nine hands at four (each seat dealt and sat out twice or thrice); the money per hand sums to the ledger.
const NINE = [
  [400, -200, 0, -200],
  [-300, 100, 100, 100],
  [200, -400, 200, 0],
  [300, -100, -100, -100],
  [0, -300, 150, 150],
  [200, -200, 0, 0],
  [100, -100, 100, -100],
  [100, 0, -100, 0],
  [200, 0, 0, -200],
];
const FOUR: EveningSummary = {
  id: 7,
  name: null,
  created: '2025-03-01T18:00:00Z',
  updated: '2025-03-01T21:30:00Z',
  names: ['Honza', 'Petr', 'Jana', 'Eva'],
  ledger: [1200, -1200, 350, -350],
  hands: 9,
  practice: false,
  variant: 'fourHand',
  baseHaler: 50,
  handMoney: NINE,
  roles: [
    role(7, 3, 1200, 900, 2),
    role(7, 1, -1200, -400, 2),
    role(6, 1, 350, 200, 3),
    role(7, 2, -350, 0, 2),
  ],
};
const EVEN: EveningSummary = {
  ...FOUR,
  id: 8,
  names: ['Honza', 'Petr'],
  ledger: [0, 0],
  variant: 'twoHand',
  handMoney: [
    [100, -100],
    [-100, 100],
  ],
  hands: 2,
  roles: [role(2, 1, 0, 100), role(2, 1, 0, 100)],
};
const FRESH: EveningSummary = {
  ...FOUR,
  id: 9,
  ledger: [0, 0, 0, 0],
  hands: 0,
  handMoney: [],
  roles: FOUR.names.map(() => role(0, 0, 0, 0)),
};

const noSession = (id: number) =>
  ({
    ok: false,
    error: {
      code: 'badInput',
      error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
    },
  }) as const;

/** A fake main holding `list`: the host's methods, and a guest link's for `seat` of `list[0]`. */
function main(list: EveningSummary[], seat = 1) {
  let now = [...list];
  const evening = ({ id }: { id: number }) => {
    const s = now.find((x) => x.id === id);
    return s === undefined ? noSession(id) : ({ ok: true, value: s } as const);
  };
  return fakeClient({
    sessionList: () => ({ ok: true, value: now }),
    sessionEvening: evening,
    guestEvening: evening,
    guestSeat: () => ({
      ok: true,
      value: { id: list[0]?.id ?? 0, seat, name: list[0]?.names[seat] ?? '', variant: 'fourHand' },
    }),
    sessionRename: ({ id, name }) => {
      const s = now.find((x) => x.id === id) as EveningSummary;
      const renamed = { ...s, name };
      now = now.map((x) => (x.id === id ? renamed : x));
      return { ok: true, value: renamed };
    },
  });
}

/** Each row's cells joined by a space. */
const rows = (w: ReturnType<typeof mountWith>, id: string) =>
  w.findAll(`[data-testid="${id}"]`).map((r) =>
    r
      .findAll('th, td')
      .map((c) => c.text().trim())
      .join(' '),
  );

describe('settle-up', () => {
  it('shows each balance and the fewest payments, in Czech without declining a name', async () => {
    const pinia = setup(main([FOUR]));
    const w = mountWith(SettleView, pinia, { id: 7, ended: false });
    await settleAll();
    expect(w.find('[data-testid="settle-name"]').text()).toBe('Večer č. 7');
    expect(w.find('[data-testid="settle-facts"]').text()).toBe(
      'Křížový mariáš, 4 hráči · 9 odehraných her · základ 0,50 Kč',
    );
    expect(rows(w, 'settle-balance')).toEqual([
      'Honza +12,00 Kč dostane',
      'Petr −12,00 Kč platí',
      'Jana +3,50 Kč dostane',
      'Eva −3,50 Kč platí',
    ]);
    // Two zero-sum pairs: two payments, not three.
    const pays = w.findAll('[data-testid="settle-payment"]');
    expect(
      pays.map((p) => [p.attributes('data-from'), p.attributes('data-to'), p.attributes('data-haler')]),
    ).toEqual([
      ['1', '0', '1200'],
      ['3', '2', '350'],
    ]);
    expect(pays[0]?.find('.visually-hidden').text()).toBe('Platí Petr, dostane Honza: 12,00 Kč');
    expect(pays[0]?.text()).toContain('Petr→Honza12,00 Kč');
    expect(w.find('[data-testid="settle-count"]').text()).toBe('Všechno vyrovnají 2 platby.');
    expect(w.find('[data-testid="settle-ended"]').exists()).toBe(false);
    w.unmount();
  });

  it('in English', async () => {
    const pinia = setup(main([FOUR]));
    setLocale('en');
    const w = mountWith(SettleView, pinia, { id: 7, ended: true });
    await settleAll();
    expect(w.find('[data-testid="settle-ended"]').text()).toBe('End of the evening');
    expect(w.find('[data-testid="settle-facts"]').text()).toBe(
      'Křížový mariáš, 4 players · 9 hands played · base CZK 0.50',
    );
    expect(w.find('[data-testid="settle-payment"] .visually-hidden').text()).toBe(
      'Petr pays Honza CZK 12.00',
    );
    expect(w.find('[data-testid="settle-count"]').text()).toBe('2 payments settle everything.');
    expect(w.find('[data-testid="settle-table"]').text()).toBe('Play on');
    w.unmount();
  });

  it('says when nobody owes anything, and when nothing was played', async () => {
    const pinia = setup(main([EVEN, FRESH]));
    let w = mountWith(SettleView, pinia, { id: 8, ended: false });
    await settleAll();
    expect(w.find('[data-testid="settle-nobody"]').text()).toBe('Nikdo nikomu nic nedluží.');
    expect(rows(w, 'settle-balance')).toEqual(['Honza 0,00 Kč vyrovnáno', 'Petr 0,00 Kč vyrovnáno']);
    w.unmount();
    w = mountWith(SettleView, pinia, { id: 9, ended: false });
    await settleAll();
    expect(w.find('[data-testid="settle-no-hands"]').exists()).toBe(true);
    expect(w.find('[data-testid="settle-payment"]').exists()).toBe(false);
    w.unmount();
    w = mountWith(SettleView, pinia, { id: 99, ended: false });
    await settleAll();
    expect(w.find('[data-testid="settle-missing"]').exists()).toBe(true);
    w.unmount();
  });

  it('names the evening there, and goes back to the table or home', async () => {
    const client = main([FOUR]);
    const pinia = setup(client);
    const w = mountWith(SettleView, pinia, { id: 7, ended: true });
    await settleAll();
    await w.find('[data-testid="session-rename"]').trigger('click');
    await w.find<HTMLInputElement>('[data-testid="session-name-input"]').setValue(' Silvestr ');
    await w.find('form').trigger('submit');
    await settleAll();
    expect(client.calls.filter((c) => c.method === 'sessionRename')).toEqual([
      { method: 'sessionRename', params: { id: 7, name: 'Silvestr' } },
    ]);
    expect(w.find('[data-testid="settle-name"]').text()).toBe('Silvestr');
    await w.find('[data-testid="settle-table"]').trigger('click');
    expect(await screen()).toEqual({ name: 'table', id: 7 });
    await w.find('[data-testid="settle-home"]').trigger('click');
    expect(await screen()).toEqual({ name: 'home' });
    w.unmount();
  });

  it('draws the ledger over the evening, one line per player ending at their balance', async () => {
    const client = main([FOUR, FRESH]);
    const pinia = setup(client);
    let w = mountWith(SettleView, pinia, { id: 7, ended: false });
    await settleAll();
    expect(client.calls.map((c) => c.method)).toEqual(['sessionEvening']);
    const lines = w.findAll('[data-testid="ledger-chart"] [data-testid="chart-line"]');
    expect(lines.map((l) => l.attributes('data-seat'))).toEqual(['0', '1', '2', '3']);
    // Ten points per line: 0 before the first hand, then one after each of the nine.
    expect(lines.map((l) => l.findAll('path').length)).toEqual([10, 10, 10, 10]);
    expect(w.find('[data-testid="ledger-chart"] desc').text()).toBe(
      'Po 9 hrách: Honza +12,00 Kč, Petr −12,00 Kč, Jana +3,50 Kč, Eva −3,50 Kč.',
    );
    // The host's screen shows no one seat's figures by role (the statistics screen has every player's).
    expect(w.find('[data-testid="settle-roles"]').exists()).toBe(false);
    w.unmount();
    // No hand played, no chart.
    w = mountWith(SettleView, pinia, { id: 9, ended: false });
    await settleAll();
    expect(w.find('[data-testid="ledger-chart"]').exists()).toBe(false);
    w.unmount();
  });

  it("on a guest's page: the link's evening, its chart, and the link seat's figures by role", async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const client = main([FOUR], 1);
    const pinia = setup(client);
    const w = mountWith(SettleView, pinia, { id: 7, ended: false });
    await settleAll();
    expect(client.calls.map((c) => c.method).sort()).toEqual(['guestEvening', 'guestSeat']);
    expect(w.findAll('[data-testid="chart-line"]')).toHaveLength(4);
    expect(w.find('[data-testid="session-rename"]').exists()).toBe(false);
    expect(w.find('[data-testid="settle-roles-name"]').text()).toBe('Tvoje místo: Petr');
    expect(rows(w, 'settle-role')).toEqual([
      'Jako aktér 1 hra −4,00 Kč',
      'V obraně 6 her −8,00 Kč',
      'Mimo hru (jako rozdávající) 2 hry v obraně',
      'Celkem 7 her −12,00 Kč',
    ]);
    expect(w.find('[data-testid="settle-roles-sat-out"]').exists()).toBe(true);
    w.unmount();
  });

  it("a guest's figures by role in English, with Czech's three plural forms in Czech", async () => {
    window.sessionStorage.setItem(SEAT_KEY, 'seat-token');
    const pinia = setup(main([FOUR], 2));
    setLocale('en');
    let w = mountWith(SettleView, pinia, { id: 7, ended: false });
    await settleAll();
    expect(w.find('[data-testid="settle-roles"] h2').text()).toBe('Your evening by role');
    expect(rows(w, 'settle-role')).toEqual([
      'As declarer 1 hand CZK +2.00',
      'In defence 5 hands CZK +1.50',
      'Sat out (as the dealer) 3 hands in defence',
      'Total 6 hands CZK +3.50',
    ]);
    w.unmount();
    setLocale('cs');
    w = mountWith(SettleView, setup(main([{ ...FOUR, roles: [role(0, 0, 0, 0), role(4, 4, 10, 10)] }], 1)), {
      id: 7,
      ended: false,
    });
    await settleAll();
    expect(rows(w, 'settle-role')).toEqual([
      'Jako aktér 4 hry +0,10 Kč',
      'V obraně 0 her 0,00 Kč',
      'Celkem 4 hry +0,10 Kč',
    ]);
    // No hand sat out: neither the row nor its note.
    expect(w.find('[data-testid="settle-roles-sat-out"]').exists()).toBe(false);
    w.unmount();
  });

  it('is offered in home’s list for an evening with a finished hand', async () => {
    const pinia = setup(main([FOUR, FRESH]));
    const w = mountWith(HomeView, pinia);
    await settleAll();
    const item = (id: number) => w.find(`[data-testid="session-item"][data-session-id="${id}"]`);
    expect(item(9).find('[data-testid="session-settle"]').exists()).toBe(false);
    await item(7).find('[data-testid="session-settle"]').trigger('click');
    expect(await screen()).toEqual({ name: 'settle', id: 7, ended: false });
    w.unmount();
  });
});
