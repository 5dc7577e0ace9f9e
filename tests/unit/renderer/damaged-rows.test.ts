// @vitest-environment happy-dom
/**
 * Damaged rows are shown, never hidden (issue 26 item 12): home lists a damaged evening with its
 * reason (and lets it be deleted) beside the evenings that read, the statistics name the evenings left
 * out, and the progress page lists a damaged rating or stars — in Czech and in English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type DamagedRow,
  type DamagedSession,
  type SessionListEntry,
  type Stats,
  COMPONENTS,
} from '../../../src-shared/index.ts';
import type { Progress } from '../../../src-shared/api/progress.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import ProgressView from '../../../src-renderer/views/ProgressView.vue';
import StatsView from '../../../src-renderer/views/StatsView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
  window.location.hash = '';
});

const BAD_SETTINGS: DamagedRow = {
  table: 'sessions',
  key: '7',
  column: 'settings',
  problem: {
    kind: 'invalid',
    error: { code: 'shape', path: 'settings.seats', expected: 'array', got: 'number' },
  },
};
const DAMAGED: DamagedSession = {
  id: 7,
  name: null,
  created: '2025-03-02T18:00:00Z',
  updated: '2025-03-02T21:00:00Z',
  damaged: BAD_SETTINGS,
};
const GOOD: SessionListEntry = {
  id: 4,
  name: 'U Nováků',
  created: '2025-03-01T18:00:00Z',
  updated: '2025-03-01T21:30:00Z',
  names: ['Jana', 'Karel', 'Pepa'],
  ledger: [120, -40, -80],
  hands: 3,
  practice: false,
};

describe('damaged rows in the renderer (issue 26 item 12)', () => {
  it('home lists a damaged evening with its reason, apart from the others, and deletes it', async () => {
    let list: SessionListEntry[] = [DAMAGED, GOOD];
    const pinia = setup(
      fakeClient({
        sessionList: () => ({ ok: true, value: list }),
        sessionDelete: ({ id }) => {
          list = list.filter((s) => s.id !== id);
          return { ok: true, value: {} };
        },
      }),
    );
    const wrapper = mountWith(HomeView, pinia);
    await settleAll();
    // The evening that reads is listed and resumed as before; the damaged one is not offered to open.
    expect(
      wrapper.findAll('[data-testid="session-item"]').map((w) => w.attributes('data-session-id')),
    ).toEqual(['4']);
    expect(wrapper.find('[data-testid="home-resume"]').text()).toContain('U Nováků');
    const damaged = wrapper.find('[data-testid="session-damaged"][data-session-id="7"]');
    expect(damaged.text()).toContain('Večer č. 7');
    expect(damaged.text()).toContain('poškozený');
    expect(damaged.find('[data-testid="session-damaged-reason"]').text()).toBe(
      'Večer č. 7 – nastavení: settings.seats: má tam být pole, je tam číslo',
    );
    setLocale('en');
    await settleAll();
    expect(damaged.find('[data-testid="session-damaged-reason"]').text()).toBe(
      'Evening no. 7 – settings: settings.seats: expected array, got number',
    );
    await damaged.find('[data-testid="session-damaged-delete"]').trigger('click');
    await settleAll();
    await wrapper.find('[data-testid="confirm-delete"]').trigger('click');
    await settleAll();
    expect(wrapper.find('[data-testid="session-damaged"]').exists()).toBe(false);
    expect(list.map((s) => s.id)).toEqual([4]);
    wrapper.unmount();
  });

  it('the statistics name the evenings they leave out', async () => {
    const tallies = Object.fromEntries(COMPONENTS.map((k) => [k, { declared: 0, made: 0 }]));
    const stats = {
      hands: 0,
      damaged: 2,
      damagedEvenings: [BAD_SETTINGS],
      contracts: tallies,
      players: [],
      evenings: [],
    } as unknown as Stats;
    const pinia = setup(fakeClient({ stats: () => ({ ok: true, value: stats }) }));
    const wrapper = mountWith(StatsView, pinia);
    await settleAll();
    const box = wrapper.find('[data-testid="stats-damaged-evenings"]');
    expect(box.text()).toContain('Poškozené večery');
    expect(box.findAll('[data-testid="stats-damaged-evening"]').map((w) => w.text())).toEqual([
      'Večer č. 7 – nastavení: settings.seats: má tam být pole, je tam číslo',
    ]);
    wrapper.unmount();
  });

  it('the progress page lists a damaged rating and stars, and shows no such figure', async () => {
    const progress: Progress = {
      lessons: { done: 1, total: 2, stars: 3, maxStars: 6, chapters: [] },
      rating: { current: null, deviation: null, history: [] },
      mistakes: { themes: [], chapters: [] },
      streaks: { current: 0, best: 1, today: false, days: 1 },
      dueToday: 0,
      laterToday: 0,
      repetition: [],
      themeRatings: [],
      totals: { attempts: 2, solved: 2, lessonAttempts: 2, drillAttempts: 0, hints: 0 },
      damaged: [
        {
          table: 'ratings',
          key: 'learner',
          column: 'deviation',
          problem: { kind: 'outOfRange', value: -40, min: 0, max: 350 },
        },
        {
          table: 'lessonProgress',
          key: 'basics/02',
          column: 'stars',
          problem: { kind: 'outOfRange', value: 7, min: 0, max: 3 },
        },
      ],
    };
    const pinia = setup(fakeClient({ progress: () => ({ ok: true, value: progress }) }));
    const wrapper = mountWith(ProgressView, pinia);
    await settleAll();
    expect(wrapper.findAll('[data-testid="progress-damaged-row"]').map((w) => w.text())).toEqual([
      'Tvoje hodnocení ve cvičeních – odchylka hodnocení: -40 je mimo rozsah 0–350',
      'Výsledek lekce basics/02 – hvězdy: 7 je mimo rozsah 0–3',
    ]);
    expect(wrapper.find('[data-testid="progress-stars"]').attributes('data-stars')).toBe('3');
    setLocale('en');
    await settleAll();
    expect(wrapper.find('[data-testid="progress-damaged"]').text()).toContain(
      'Some saved records are damaged',
    );
    wrapper.unmount();
  });
});
