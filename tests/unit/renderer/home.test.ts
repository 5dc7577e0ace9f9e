// @vitest-environment happy-dom
/**
 * The home table extras in the renderer, with a fake API client: renaming and deleting evenings (with a
 * confirmation naming the evening), the statistics page, the sound and new-session defaults in the
 * settings, and a new session prefilled from those defaults.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ContractTallies,
  type Prefs,
  type SessionSummary,
  type Stats,
  COMPONENTS,
  DEFAULT_PREFS,
} from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import NewSessionView from '../../../src-renderer/views/NewSessionView.vue';
import SettingsView from '../../../src-renderer/views/SettingsView.vue';
import StatsView from '../../../src-renderer/views/StatsView.vue';
import { fakeClient, mountWith, screen, settleAll, setup } from './support.ts';

afterEach(() => {
  setApiClient(null);
  setLocale('cs');
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

/** A main that keeps the list and answers rename and delete as the service does. */
function evenings() {
  let list = [...SESSIONS];
  const client = fakeClient({
    sessionList: () => ({ ok: true, value: list }),
    sessionRename: ({ id, name }) => {
      const s = list.find((x) => x.id === id);
      if (!s)
        return {
          ok: false,
          error: {
            code: 'badInput',
            error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
          },
        };
      const renamed = { ...s, name };
      list = list.map((x) => (x.id === id ? renamed : x));
      return { ok: true, value: renamed };
    },
    sessionDelete: ({ id }) => {
      list = list.filter((x) => x.id !== id);
      return { ok: true, value: {} };
    },
  });
  return client;
}

const item = (w: ReturnType<typeof mountWith>, id: number) =>
  w.find(`[data-testid="session-item"][data-session-id="${id}"]`);

describe('home: the ways in', () => {
  it('leads to play, statistics and settings', async () => {
    const pinia = setup(evenings());
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    expect(wrapper.text()).toContain('Hrát');
    expect(wrapper.find('[data-testid="home-resume"]').text()).toContain('U Nováků');
    await wrapper.find('[data-testid="home-stats"]').trigger('click');
    expect(await screen()).toEqual({ name: 'stats' });
    expect(window.location.hash).toBe('#/stats');
    await wrapper.find('[data-testid="home-settings"]').trigger('click');
    expect(await screen()).toEqual({ name: 'settings' });
    wrapper.unmount();
  });
});

describe('home: renaming an evening', () => {
  it('shows names, default "Večer č. N" for an unnamed one, and renames in place', async () => {
    const client = evenings();
    const pinia = setup(client);
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    expect(item(wrapper, 4).find('[data-testid="session-name"]').text()).toBe('U Nováků');
    expect(item(wrapper, 2).find('[data-testid="session-name"]').text()).toBe('Večer č. 2');

    await item(wrapper, 2).find('[data-testid="session-rename"]').trigger('click');
    const input = item(wrapper, 2).find<HTMLInputElement>('[data-testid="session-name-input"]');
    expect(input.element.value).toBe('');
    expect(document.activeElement).toBe(input.element);
    await input.setValue('  Silvestr ');
    await item(wrapper, 2).find('form').trigger('submit');
    await settleAll();
    expect(client.calls.filter((c) => c.method === 'sessionRename')).toEqual([
      { method: 'sessionRename', params: { id: 2, name: 'Silvestr' } },
    ]);
    expect(item(wrapper, 2).find('[data-testid="session-name"]').text()).toBe('Silvestr');
    expect(item(wrapper, 2).find('[data-testid="session-name-input"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('refuses a name that is too long with a message, and an empty name restores the default', async () => {
    const client = evenings();
    const pinia = setup(client);
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    await item(wrapper, 4).find('[data-testid="session-rename"]').trigger('click');
    const input = item(wrapper, 4).find<HTMLInputElement>('[data-testid="session-name-input"]');
    expect(input.element.value).toBe('U Nováků');
    await input.setValue('x'.repeat(41));
    expect(item(wrapper, 4).find('[data-testid="session-name-problem"]').text()).toBe(
      'Název může mít nejvýše 40 znaků.',
    );
    expect(item(wrapper, 4).find('[data-testid="session-rename-save"]').attributes('disabled')).toBeDefined();
    await item(wrapper, 4).find('form').trigger('submit');
    await settleAll();
    expect(client.calls.some((c) => c.method === 'sessionRename')).toBe(false);

    await input.setValue('   ');
    await item(wrapper, 4).find('form').trigger('submit');
    await settleAll();
    expect(client.calls.filter((c) => c.method === 'sessionRename')).toEqual([
      { method: 'sessionRename', params: { id: 4, name: null } },
    ]);
    expect(item(wrapper, 4).find('[data-testid="session-name"]').text()).toBe('Večer č. 4');
    wrapper.unmount();
  });

  it('cancels with Escape without asking main', async () => {
    const client = evenings();
    const pinia = setup(client);
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    await item(wrapper, 4).find('[data-testid="session-rename"]').trigger('click');
    await item(wrapper, 4).find('[data-testid="session-name-input"]').setValue('Jinak');
    await item(wrapper, 4).find('form').trigger('keydown', { key: 'Escape' });
    expect(item(wrapper, 4).find('[data-testid="session-name"]').text()).toBe('U Nováků');
    expect(client.calls.some((c) => c.method === 'sessionRename')).toBe(false);
    wrapper.unmount();
  });
});

describe('home: deleting an evening', () => {
  it('asks first, naming the evening; cancelling keeps it, confirming deletes it', async () => {
    const client = evenings();
    const pinia = setup(client);
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    expect(wrapper.find('[data-testid="confirm-dialog"]').exists()).toBe(false);

    await item(wrapper, 4).find('[data-testid="session-delete"]').trigger('click');
    const dialog = wrapper.find('[data-testid="confirm-dialog"]');
    expect(dialog.attributes('role')).toBe('alertdialog');
    expect(dialog.text()).toContain('Smazat večer?');
    expect(wrapper.find('[data-testid="confirm-text"]').text()).toContain('„U Nováků“');
    expect(wrapper.find('[data-testid="confirm-text"]').text()).toContain('3 odehrané hry');
    // The safe answer has the focus.
    expect(document.activeElement).toBe(wrapper.find('[data-testid="confirm-cancel"]').element);
    await wrapper.find('[data-testid="confirm-cancel"]').trigger('click');
    expect(wrapper.find('[data-testid="confirm-dialog"]').exists()).toBe(false);
    expect(client.calls.some((c) => c.method === 'sessionDelete')).toBe(false);
    // Escape closes it too.
    await item(wrapper, 4).find('[data-testid="session-delete"]').trigger('click');
    await wrapper.find('[data-testid="confirm-dialog"]').trigger('keydown', { key: 'Escape' });
    expect(wrapper.find('[data-testid="confirm-dialog"]').exists()).toBe(false);
    expect(wrapper.findAll('[data-testid="session-item"]')).toHaveLength(2);

    await item(wrapper, 2).find('[data-testid="session-delete"]').trigger('click');
    expect(wrapper.find('[data-testid="confirm-text"]').text()).toContain('„Večer č. 2“');
    await wrapper.find('[data-testid="confirm-delete"]').trigger('click');
    await settleAll();
    expect(client.calls.filter((c) => c.method === 'sessionDelete')).toEqual([
      { method: 'sessionDelete', params: { id: 2 } },
    ]);
    expect(wrapper.find('[data-testid="confirm-dialog"]').exists()).toBe(false);
    expect(
      wrapper.findAll('[data-testid="session-item"]').map((i) => i.attributes('data-session-id')),
    ).toEqual(['4']);
    wrapper.unmount();
  });

  it('keeps the dialog open and says why when main refuses', async () => {
    const client = fakeClient({
      sessionList: () => ({ ok: true, value: SESSIONS }),
      sessionDelete: ({ id }) => ({
        ok: false,
        error: {
          code: 'badInput',
          error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
        },
      }),
    });
    const pinia = setup(client);
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    await item(wrapper, 4).find('[data-testid="session-delete"]').trigger('click');
    await wrapper.find('[data-testid="confirm-delete"]').trigger('click');
    await settleAll();
    expect(wrapper.find('[data-testid="confirm-dialog"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="sessions-error"]').text()).toContain('hra č. 4 neexistuje');
    wrapper.unmount();
  });
});

const tallies = (t: Partial<Record<keyof ContractTallies, [number, number]>>): ContractTallies =>
  Object.fromEntries(
    COMPONENTS.map((k) => [k, { declared: t[k]?.[0] ?? 0, made: t[k]?.[1] ?? 0 }]),
  ) as unknown as ContractTallies;

/** Each seat's figures by role in a fake evening: the money all won or lost as the declarer. */
const roles = (hands: number, money: readonly number[]) =>
  money.map((m) => ({
    hands,
    satOut: 0,
    asDeclarer: 1,
    asDefender: hands - 1,
    money: m,
    moneyDeclaring: m,
    moneyDefending: 0,
  }));

const STATS: Stats = {
  hands: 11,
  damaged: 0,
  damagedEvenings: [],
  contracts: tallies({ game: [6, 4], seven: [2, 1], betl: [3, 0] }),
  players: [
    {
      name: 'Eva',
      human: true,
      hands: 11,
      satOut: 0,
      asDeclarer: 5,
      asDefender: 6,
      contracts: tallies({ game: [3, 2], seven: [1, 1] }),
      money: 340,
      moneyDeclaring: 500,
      moneyDefending: -160,
    },
    {
      name: 'Zuzka',
      human: true,
      hands: 5,
      satOut: 0,
      asDeclarer: 1,
      asDefender: 4,
      contracts: tallies({ betl: [1, 0] }),
      money: -100,
      moneyDeclaring: -200,
      moneyDefending: 100,
    },
    {
      name: 'Karel',
      human: false,
      hands: 6,
      satOut: 0,
      asDeclarer: 5,
      asDefender: 1,
      contracts: tallies({ game: [3, 2], seven: [1, 0], betl: [2, 0] }),
      money: -240,
      moneyDeclaring: -300,
      moneyDefending: 60,
    },
  ],
  evenings: [
    {
      id: 3,
      name: 'Pátek',
      created: '2025-03-07T18:00:00Z',
      practice: false,
      names: ['Eva', 'Karel', 'Pepa'],
      humans: [true, false, false],
      hands: 6,
      money: [400, -240, -160],
      roles: roles(6, [400, -240, -160]),
    },
    {
      id: 5,
      name: null,
      created: '2025-03-08T18:00:00Z',
      practice: false,
      names: ['Zuzka', 'Eva', 'Pepa'],
      humans: [true, true, false],
      hands: 5,
      money: [-100, -60, 160],
      roles: roles(5, [-100, -60, 160]),
    },
  ],
};

describe('statistics', () => {
  it('shows hands, contracts declared and made by everyone and each person, players and evenings', async () => {
    const client = fakeClient({ stats: () => ({ ok: true, value: STATS }) });
    const pinia = setup(client);
    const wrapper = mountWith(StatsView, pinia);
    await settleAll();
    expect(client.calls.map((c) => c.method)).toEqual(['stats']);
    expect(wrapper.find('[data-testid="stats-summary"]').text()).toBe('11 her za 2 večery.');

    // Only what anybody declared, with everyone's and each person's tally.
    const rows = wrapper.findAll('[data-testid="stats-contract"]');
    expect(rows.map((r) => r.attributes('data-kind'))).toEqual(['game', 'seven', 'betl']);
    expect(rows[0]!.find('th').text()).toBe('Hra');
    expect(rows[0]!.find('[data-testid="stats-everyone"]').text()).toBe('4 z 6');
    expect(rows[0]!.find('[data-player="Eva"]').text()).toBe('2 z 3');
    expect(rows[2]!.find('[data-player="Eva"]').text()).toBe('–');
    expect(rows[2]!.find('[data-player="Zuzka"]').text()).toBe('0 z 1');
    // Computers are not columns of their own.
    expect(rows[0]!.find('[data-player="Karel"]').exists()).toBe(false);

    const players = wrapper.findAll('[data-testid="stats-player"]');
    expect(players.map((p) => p.find('th').text())).toEqual(['Eva', 'Zuzka', 'Karel (počítač)']);
    expect(players[0]!.text()).toContain('+3,40 Kč');
    // Each player's money by role: as declarer and in defence.
    expect(players[1]!.find('[data-testid="stats-as-defender"]').text()).toBe('4');
    expect(players[1]!.find('[data-testid="stats-money-declaring"]').text()).toBe('−2,00 Kč');
    expect(players[1]!.find('[data-testid="stats-money-defending"]').text()).toBe('+1,00 Kč');

    const evenings = wrapper.findAll('[data-testid="stats-evening"]');
    // Each evening by its name (or "Večer č. N") and its variant.
    expect(evenings.map((e) => e.find('th').text())).toEqual([
      'Pátek Volený mariáš',
      'Večer č. 5 Volený mariáš',
    ]);
    expect(evenings[1]!.text()).toContain('Zuzka: −1,00 Kč');
    // The real minus sign (U+2212) of the app's one money formatter, never a hyphen.
    expect(wrapper.text()).not.toMatch(/-\d+,\d\d Kč/);
    wrapper.unmount();
  });

  it('counts the hands a player sat out apart from those played, only when someone sat one out', async () => {
    const pinia = setup(fakeClient({ stats: () => ({ ok: true, value: STATS }) }));
    const wrapper = mountWith(StatsView, pinia);
    await settleAll();
    expect(wrapper.find('[data-testid="stats-sat-out"]').exists()).toBe(false);
    wrapper.unmount();
    const atFour: Stats = {
      ...STATS,
      players: STATS.players.map((p) => (p.name === 'Eva' ? { ...p, hands: 8, satOut: 3 } : p)),
    };
    const four = mountWith(StatsView, setup(fakeClient({ stats: () => ({ ok: true, value: atFour }) })));
    await settleAll();
    const eva = four.findAll('[data-testid="stats-player"]')[0]!;
    expect(eva.findAll('td').map((c) => c.text())).toEqual([
      '8',
      '3',
      '5',
      '6',
      '+5,00 Kč',
      '−1,60 Kč',
      '+3,40 Kč',
    ]);
    expect(four.find('[data-testid="stats-sat-out"]').text()).toBe('Mimo hru');
    expect(four.find('[data-testid="stats-sat-out-note"]').text()).toContain('rozdávající');
    four.unmount();
  });

  it('charts one person’s money per evening, the person chosen', async () => {
    const pinia = setup(fakeClient({ stats: () => ({ ok: true, value: STATS }) }));
    const wrapper = mountWith(StatsView, pinia);
    await settleAll();
    const bars = () =>
      wrapper
        .findAll('[data-testid="stats-bar"]')
        .map((b) => [b.attributes('data-value'), b.find('rect').classes()]);
    expect(bars()).toEqual([
      ['400', ['plus']],
      ['-60', ['minus']],
    ]);
    await wrapper.find('[data-testid="stats-chart-player"]').setValue('Zuzka');
    expect(bars()).toEqual([['-100', ['minus']]]);
    expect(wrapper.find('[data-testid="stats-chart"]').attributes('aria-label')).toContain('Zuzka');
    wrapper.unmount();
  });

  it('says when nothing has been played yet, in English too', async () => {
    setLocale('en');
    const empty: Stats = {
      hands: 0,
      damaged: 0,
      damagedEvenings: [],
      contracts: tallies({}),
      players: [],
      evenings: [],
    };
    const pinia = setup(fakeClient({ stats: () => ({ ok: true, value: empty }) }));
    setLocale('en');
    const wrapper = mountWith(StatsView, pinia);
    await settleAll();
    expect(wrapper.find('[data-testid="stats-empty"]').text()).toContain('No hand has been finished yet');
    await wrapper.find('[data-testid="stats-back"]').trigger('click');
    expect(await screen()).toEqual({ name: 'home' });
    wrapper.unmount();
  });
});

/** A main that keeps the preferences as prefsSet does (checked values only are tested here). */
function prefsMain(start: Prefs = { ...DEFAULT_PREFS }) {
  let prefs = start;
  return fakeClient({
    prefsGet: () => ({ ok: true, value: prefs }),
    prefsSet: (p) => {
      prefs = { ...prefs, ...p.prefs };
      return { ok: true, value: prefs };
    },
  });
}

describe('settings: sound and new-session defaults', () => {
  it('switches the sound and sets the volume', async () => {
    const client = prefsMain();
    const pinia = setup(client);
    await usePrefsStore().load();
    const wrapper = mountWith(SettingsView, pinia);
    const on = wrapper.find<HTMLInputElement>('[data-testid="pref-sound-on"]');
    expect(on.element.checked).toBe(true);
    await on.setValue(false);
    await settleAll();
    expect(usePrefsStore().prefs.sound).toBe(false);
    expect(wrapper.find('[data-testid="pref-volume"]').attributes('disabled')).toBeDefined();
    await on.setValue(true);
    // Moving the slider shows the value; letting it go saves it.
    await wrapper.find('[data-testid="pref-volume"]').setValue('35');
    expect(wrapper.find('.volume').text()).toBe('35 %');
    await settleAll();
    expect(client.calls.filter((c) => c.method === 'prefsSet').map((c) => c.params)).toEqual([
      { prefs: { sound: false } },
      { prefs: { sound: true } },
      { prefs: { volume: 35 } },
    ]);
    wrapper.unmount();
  });

  it('keeps default names, base and preset; a name too long is named and not saved', async () => {
    const client = prefsMain();
    const pinia = setup(client);
    await usePrefsStore().load();
    const wrapper = mountWith(SettingsView, pinia);
    const name = (i: number) => wrapper.find<HTMLInputElement>(`[data-testid="pref-name-${i}"]`);
    expect(name(0).attributes('placeholder')).toBe('Honza');
    await name(1).setValue('x'.repeat(25));
    expect(wrapper.find('[data-testid="pref-names-problem"]').text()).toBe(
      'Jméno na místě 2 může mít nejvýše 24 znaků.',
    );
    expect(client.calls.some((c) => c.method === 'prefsSet')).toBe(false);
    await name(1).setValue('');
    await name(0).setValue(' Eva ');
    await settleAll();
    await wrapper.find('[data-testid="pref-base"]').setValue('50');
    await wrapper.find('[data-testid="pref-preset"]').setValue('house001');
    await settleAll();
    expect(client.calls.filter((c) => c.method === 'prefsSet').map((c) => c.params)).toEqual([
      { prefs: { names: ['Eva', '', '', ''] } },
      { prefs: { baseHaler: 50 } },
      { prefs: { preset: 'house001' } },
    ]);
    expect(wrapper.find('[data-testid="pref-names-problem"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('new session from the defaults', () => {
  it('prefills names, base and preset; a seat without a default name takes the language’s', async () => {
    const pinia = setup(
      prefsMain({ ...DEFAULT_PREFS, names: ['Eva', '', 'Bohouš'], baseHaler: 50, preset: 'house001' }),
    );
    await usePrefsStore().load();
    const wrapper = mountWith(NewSessionView, pinia);
    const names = () =>
      wrapper.findAll<HTMLInputElement>('[data-testid="seat-name"]').map((n) => n.element.value);
    expect(names()).toEqual(['Eva', 'Karel', 'Bohouš']);
    expect(wrapper.find<HTMLSelectElement>('[data-testid="rules-preset"]').element.value).toBe('house001');
    expect(wrapper.find<HTMLSelectElement>('[data-testid="rules-base"]').element.value).toBe('50');
    setLocale('en');
    await settleAll();
    expect(names()[0]).toBe('Eva');
    wrapper.unmount();
  });

  it('takes the defaults that arrive after the screen opened (a reload), unless changed here', async () => {
    const pinia = setup(prefsMain({ ...DEFAULT_PREFS, names: ['Eva', '', ''], baseHaler: 100 }));
    const wrapper = mountWith(NewSessionView, pinia);
    const names = () =>
      wrapper.findAll<HTMLInputElement>('[data-testid="seat-name"]').map((n) => n.element.value);
    expect(names()).toEqual(['Honza', 'Karel', 'Pepa']);
    await wrapper.findAll('[data-testid="seat-name"]')[1]!.setValue('Petr');
    await usePrefsStore().load();
    await settleAll();
    expect(names()).toEqual(['Eva', 'Petr', 'Pepa']);
    expect(wrapper.find<HTMLSelectElement>('[data-testid="rules-base"]').element.value).toBe('100');
    wrapper.unmount();
  });
});
