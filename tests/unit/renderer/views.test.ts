// @vitest-environment happy-dom
/** Home, new session, settings and the app frame, with a fake API client. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, PRESETS, type SessionSummary } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import App from '../../../src-renderer/App.vue';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import NewSessionView from '../../../src-renderer/views/NewSessionView.vue';
import SettingsView from '../../../src-renderer/views/SettingsView.vue';
import { approvedSuit } from '../helpers.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { fakeClient, mountWith, screen, settleAll, setup, snapshotOf } from './support.ts';

afterEach(() => {
  setApiClient(null);
  document.body.innerHTML = '';
  window.location.hash = '';
});

const SESSIONS: SessionSummary[] = [
  {
    id: 4,
    name: 'U Nováků',
    created: '2025-03-01T18:00:00Z',
    updated: '2025-03-01T21:30:00Z',
    names: ['Jana', 'Karel', 'Pepa'],
    ledger: [120, -40, -80],
    hands: 3,
    practice: false,
  },
  {
    id: 2,
    name: null,
    created: '2025-02-01T18:00:00Z',
    updated: '2025-02-01T19:00:00Z',
    names: ['Jana', 'Petr', 'Pepa'],
    ledger: [0, 0, 0],
    hands: 1,
    practice: true,
  },
];

describe('home', () => {
  it('lists the saved sessions with their ledger and resumes the latest', async () => {
    const pinia = setup(fakeClient({ sessionList: () => ({ ok: true, value: SESSIONS }) }));
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    const items = wrapper.findAll('[data-testid="session-item"]');
    expect(items).toHaveLength(2);
    expect(items[0]!.text()).toContain('+1,20 Kč');
    expect(items[0]!.text()).toContain('3 odehrané hry');
    expect(items[1]!.text()).toContain('1 odehraná hra');
    expect(items[1]!.text()).toContain('cvičná');
    await wrapper.find('[data-testid="home-resume"]').trigger('click');
    expect(await screen()).toEqual({ name: 'table', id: 4 });
    expect(window.location.hash).toBe('#/table/4');
    wrapper.unmount();
  });

  it('says when main cannot be reached', async () => {
    const pinia = setup(fakeClient({}));
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    expect(wrapper.find('[data-testid="sessions-error"]').text()).toContain('Vnitřní chyba');
    expect(wrapper.find('[data-testid="home-resume"]').attributes('disabled')).toBeDefined();
    wrapper.unmount();
  });
});

describe('new session', () => {
  it('sends the seats, the rules with the base and practice, then opens the table', async () => {
    const client = fakeClient({
      sessionNew: (p) => ({
        ok: true,
        value: snapshotOf(approvedSuit('H7', ['B7', 'L7']), { id: 9, seats: p.settings.seats }),
      }),
    });
    const pinia = setup(client);
    const wrapper = mountWith(NewSessionView, pinia);
    const seats = wrapper.findAll('[data-testid="seat-config"]');
    expect(seats).toHaveLength(3);
    await seats[1]!.find('[data-testid="seat-kind"]').setValue('human');
    await seats[1]!.find('[data-testid="seat-name"]').setValue('Petr');
    await seats[2]!.find('[data-testid="seat-level"]').setValue('mistr');
    await wrapper.find('[data-testid="rules-preset"]').setValue('house001');
    await wrapper.find('[data-testid="rules-base"]').setValue('100');
    await wrapper.find('[data-testid="practice"]').setValue(true);
    await wrapper.find('form').trigger('submit');
    await settleAll();
    const call = client.calls.find((c) => c.method === 'sessionNew');
    expect(call?.params).toEqual({
      settings: {
        rules: { ...PRESETS.house001, baseHaler: 100 },
        seats: [
          { kind: 'human', name: 'Honza' },
          { kind: 'human', name: 'Petr' },
          { kind: 'ai', name: 'Pepa', level: 'mistr' },
        ],
        practice: true,
      },
    });
    expect(await screen()).toEqual({ name: 'table', id: 9 });
    wrapper.unmount();
  });

  it('default names follow the language; a typed name is kept', async () => {
    const pinia = setup(fakeClient({}));
    const wrapper = mountWith(NewSessionView, pinia);
    const names = () =>
      wrapper.findAll<HTMLInputElement>('[data-testid="seat-name"]').map((n) => n.element.value);
    expect(names()).toEqual(['Honza', 'Karel', 'Pepa']);
    await wrapper.findAll('[data-testid="seat-name"]')[1]!.setValue('Petr');
    setLocale('en');
    await settleAll();
    expect(names()).toEqual(['Sam', 'Petr', 'Pepa']);
    setLocale('cs');
    await settleAll();
    expect(names()).toEqual(['Honza', 'Petr', 'Pepa']);
    wrapper.unmount();
  });

  it('needs at least one person', async () => {
    const pinia = setup(fakeClient({}));
    const wrapper = mountWith(NewSessionView, pinia);
    await wrapper.findAll('[data-testid="seat-kind"]')[0]!.setValue('ai');
    expect(wrapper.find('[data-testid="new-session-problem"]').text()).toBe(
      'Aspoň jedno místo musí hrát člověk.',
    );
    expect(wrapper.find('[data-testid="start"]').attributes('disabled')).toBeDefined();
    wrapper.unmount();
  });
});

describe('settings', () => {
  it('saves each choice at once', async () => {
    const client = fakeClient({
      prefsSet: (p) => ({ ok: true, value: { ...DEFAULT_PREFS, ...p.prefs } }),
    });
    const pinia = setup(client);
    const wrapper = mountWith(SettingsView, pinia);
    await wrapper.find('[data-testid="pref-deck"] input[data-value="french"]').setValue(true);
    await wrapper.find('[data-testid="pref-animation"] input[data-value="off"]').setValue(true);
    await settleAll();
    expect(client.calls.map((c) => c.params)).toEqual([
      { prefs: { deck: 'french' } },
      { prefs: { animation: 'off' } },
    ]);
    wrapper.unmount();
  });
});

describe('the app', () => {
  it('loads the preferences and shows the screen named by the address', async () => {
    window.location.hash = '#/settings';
    const pinia = setup(
      fakeClient({ prefsGet: () => ({ ok: true, value: { ...DEFAULT_PREFS, lang: 'en', table: 'wine' } }) }),
    );
    const wrapper = mountWith(App, pinia);
    await settleAll();
    expect(wrapper.find('[data-testid="settings"]').exists()).toBe(true);
    expect(wrapper.find('.app').classes()).toContain('table-wine');
    expect(wrapper.find('h1').text()).toBe('Settings');
    await wrapper.find('[data-testid="nav-home"]').trigger('click');
    await settleAll();
    expect(wrapper.find('[data-testid="home-new"]').text()).toBe('New game');
    wrapper.unmount();
  });
});
