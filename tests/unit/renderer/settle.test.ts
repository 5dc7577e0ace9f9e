// @vitest-environment happy-dom
/**
 * The settle-up screen with a fake main: balances from the ledger, who pays whom in the fewest payments
 * worded without declining a name, the evening renamed there, the ways back, and the ways in (home's
 * list, the table's toolbar and "Ukončit večer" at the end of a hand are checked in e2e).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import SettleView from '../../../src-renderer/views/SettleView.vue';
import { fakeClient, mountWith, screen, settleAll, setup } from './support.ts';

afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
  window.location.hash = '';
});

const FOUR: SessionSummary = {
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
};
const EVEN: SessionSummary = { ...FOUR, id: 8, names: ['Honza', 'Petr'], ledger: [0, 0], variant: 'twoHand' };
const FRESH: SessionSummary = { ...FOUR, id: 9, ledger: [0, 0, 0, 0], hands: 0 };

function main(list: SessionSummary[]) {
  let now = [...list];
  return fakeClient({
    sessionList: () => ({ ok: true, value: now }),
    sessionRename: ({ id, name }) => {
      const s = now.find((x) => x.id === id) as SessionSummary;
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
