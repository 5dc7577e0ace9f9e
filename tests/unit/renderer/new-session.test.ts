// @vitest-environment happy-dom
/**
 * The new-session screen's variant: volený and licitovaný by three or four, křížový by four, lízaný by
 * two; the seat rows and presets follow the variant, each variant says what it is, the settings sent
 * pass the API's own check (`parseSettings`), and the variant picked last is offered first next time.
 * The home list names each saved session's variant and how many play.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUCTION_PRESET_IDS,
  DEFAULT_PREFS,
  PRESET_IDS,
  type SessionSettings,
  type SessionSummary,
  parseSettings,
} from '../../../src-shared/index.ts';
import { SESSION_VARIANTS, presetsOf, seatCountsOf } from '../../../src-shared/api/game.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import NewSessionView from '../../../src-renderer/views/NewSessionView.vue';
import { type FakeClient, fakeClient, mountWith, settleAll, setup } from './support.ts';

const mounted: { unmount(): void }[] = [];
beforeEach(() => {
  localStorage.clear();
  setLocale('cs');
});
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
  setLocale('cs');
});

async function screen(prefs = DEFAULT_PREFS) {
  const client = fakeClient({
    prefsGet: () => ({ ok: true, value: prefs }),
    sessionNew: () => ({ ok: false, error: { code: 'internal', message: 'no table in this test' } }),
  });
  const pinia = setup(client);
  await usePrefsStore().load();
  const w = mountWith(NewSessionView, pinia);
  mounted.push(w);
  await settleAll();
  return { w, client };
}

type Screen = Awaited<ReturnType<typeof screen>>['w'];

const seatRows = (w: Screen) => w.findAll('[data-testid="seat-config"]');
const presetOptions = (w: Screen) =>
  w.findAll<HTMLOptionElement>('[data-testid="rules-preset"] option').map((o) => o.element.value);
const presetValue = (w: Screen) => w.get<HTMLSelectElement>('[data-testid="rules-preset"]').element.value;
const pick = (w: Screen, variant: string) =>
  w.get(`[data-testid="variant"][data-variant="${variant}"]`).setValue(true);

async function sent(w: Screen, client: FakeClient): Promise<SessionSettings> {
  await w.get('form').trigger('submit');
  await settleAll();
  const call = client.calls.filter((c) => c.method === 'sessionNew').at(-1);
  expect(call, 'no sessionNew was sent').toBeDefined();
  return (call!.params as { settings: SessionSettings }).settings;
}

describe('the variant of a new session', () => {
  it('offers the four variants, volený picked, each saying what it is', async () => {
    const { w } = await screen();
    const radios = w.findAll<HTMLInputElement>('[data-testid="variant"]');
    expect(radios.map((r) => r.attributes('data-variant'))).toEqual([...SESSION_VARIANTS]);
    expect(radios.filter((r) => r.element.checked).map((r) => r.attributes('data-variant'))).toEqual([
      'chosen',
    ]);
    const abouts = new Set<string>();
    for (const v of SESSION_VARIANTS) {
      await pick(w, v);
      const about = w.get('[data-testid="variant-about"]').text();
      expect(about).toMatch(/\((pravidla ČSM, čl\. VII odst\. [123]|anglický popis hry)\)\.$/);
      abouts.add(about);
    }
    expect(abouts.size).toBe(4);
    setLocale('en');
    await settleAll();
    expect(w.get('[data-testid="variant-about"]').text()).toContain('English description of the game');
  });

  it('volený: three or four seats and volený’s presets; the settings sent carry no variant', async () => {
    const { w, client } = await screen({ ...DEFAULT_PREFS, preset: 'house001' });
    expect(seatRows(w)).toHaveLength(3);
    expect(presetOptions(w)).toEqual([...PRESET_IDS]);
    expect(presetValue(w)).toBe('house001');
    const settings = await sent(w, client);
    expect(settings.variant).toBeUndefined();
    expect(settings.rules.preset).toBe('house001');
    expect(parseSettings(settings).ok).toBe(true);
  });

  it('licitovaný: the tournament rules by default, three or four seats, the dealer out at four', async () => {
    const { w, client } = await screen();
    await pick(w, 'auction');
    expect(presetOptions(w)).toEqual([...AUCTION_PRESET_IDS]);
    expect(presetValue(w)).toBe('csm002');
    expect(w.get('[data-testid="rules-preset"] option[value="csm002"]').text()).toBe(
      'Turnajová pravidla ČSM',
    );
    const counts = w.findAll<HTMLOptionElement>('[data-testid="players"] option').map((o) => o.element.value);
    expect(counts).toEqual(['3', '4']);
    expect(w.find('[data-testid="players-note"]').exists()).toBe(false);
    await w.get('[data-testid="players"]').setValue('4');
    expect(seatRows(w)).toHaveLength(4);
    expect(w.get('[data-testid="players-note"]').text()).toContain('pauzíruje');
    const settings = await sent(w, client);
    expect(settings.variant).toBe('auction');
    expect(settings.seats).toHaveLength(4);
    expect(settings.rules.preset).toBe('csm002');
    expect(settings.rules.twoSevensAuxFour).toBe(true);
    expect(parseSettings(settings)).toEqual({ ok: true, value: settings });
  });

  it('křížový: four seats, all playing (no seat count to pick, no sitting out)', async () => {
    const { w, client } = await screen();
    await pick(w, 'fourHand');
    expect(w.find('[data-testid="players"]').exists()).toBe(false);
    expect(w.get('[data-testid="players-fixed"]').text()).toBe('4 hráči');
    expect(w.find('[data-testid="players-note"]').exists()).toBe(false);
    expect(seatRows(w)).toHaveLength(4);
    expect(presetOptions(w)).toEqual([...presetsOf('fourHand')]);
    const settings = await sent(w, client);
    expect(settings.variant).toBe('fourHand');
    expect(settings.seats.map((s) => s.kind)).toEqual(['human', 'ai', 'ai', 'ai']);
    expect(parseSettings(settings).ok).toBe(true);
  });

  it('lízaný: two seats under the English description by default; names typed are kept across variants', async () => {
    const { w, client } = await screen();
    await w.findAll('[data-testid="seat-name"]')[1]!.setValue('Zuzka');
    await pick(w, 'twoHand');
    expect(seatRows(w)).toHaveLength(2);
    expect(presetValue(w)).toBe('english003');
    expect(presetOptions(w)).toEqual([...presetsOf('twoHand')]);
    const settings = await sent(w, client);
    expect(settings.variant).toBe('twoHand');
    expect(settings.seats.map((s) => s.name)).toEqual(['Honza', 'Zuzka']);
    expect(parseSettings(settings).ok).toBe(true);
    // Back to volený: three rows again, the name still there, volený's preset.
    await pick(w, 'chosen');
    expect(seatRows(w)).toHaveLength(3);
    expect(w.findAll<HTMLInputElement>('[data-testid="seat-name"]')[1]!.element.value).toBe('Zuzka');
    expect(presetValue(w)).toBe('csm');
  });

  it('a preset the next variant also takes is kept; one it does not take gives way to its default', async () => {
    const { w } = await screen();
    await w.get('[data-testid="rules-preset"]').setValue('english003');
    await pick(w, 'auction');
    expect(presetValue(w)).toBe('english003');
    await w.get('[data-testid="rules-preset"]').setValue('csm002');
    await pick(w, 'fourHand');
    expect(presetValue(w)).toBe('csm');
  });

  it('the seat counts shown are the contract’s for every variant', async () => {
    const { w } = await screen();
    for (const v of SESSION_VARIANTS) {
      await pick(w, v);
      expect(seatRows(w)).toHaveLength(seatCountsOf(v)[0]!);
    }
  });

  it('the variant picked last is the one offered next time', async () => {
    const first = await screen();
    await pick(first.w, 'fourHand');
    first.w.unmount();
    mounted.length = 0;
    const again = await screen();
    const checked = again.w
      .findAll<HTMLInputElement>('[data-testid="variant"]')
      .filter((r) => r.element.checked);
    expect(checked.map((r) => r.attributes('data-variant'))).toEqual(['fourHand']);
    expect(seatRows(again.w)).toHaveLength(4);
  });
});

describe('the home list', () => {
  const summary = (id: number, names: string[], variant?: SessionSummary['variant']): SessionSummary => ({
    id,
    name: null,
    created: '2026-11-20T18:00:00Z',
    updated: `2026-11-2${id}T18:00:00Z`,
    names,
    ledger: names.map(() => 0),
    hands: 1,
    practice: false,
    ...(variant === undefined ? {} : { variant }),
  });
  const LIST = [
    summary(1, ['Eva', 'Karel', 'Pepa']),
    summary(2, ['Eva', 'Karel', 'Pepa', 'Jana'], 'auction'),
    summary(3, ['Eva', 'Karel', 'Pepa', 'Jana'], 'fourHand'),
    summary(4, ['Eva', 'Karel'], 'twoHand'),
  ];

  it('names each session’s variant and how many play, beside the players', async () => {
    const pinia = setup(fakeClient({ sessionList: () => ({ ok: true, value: LIST }) }));
    const w = mountWith(HomeView, pinia);
    mounted.push(w);
    await settleAll();
    const line = (id: number) =>
      w.get(`[data-testid="session-item"][data-session-id="${id}"] [data-testid="session-variant"]`);
    expect(line(1).text()).toBe('Volený mariáš, 3 hráči');
    expect(line(1).attributes('data-variant')).toBe('chosen');
    expect(line(2).text()).toBe('Licitovaný mariáš, 4 hráči');
    expect(line(3).text()).toBe('Křížový mariáš, 4 hráči');
    expect(line(4).text()).toBe('Lízaný mariáš, 2 hráči');
    expect(w.get('[data-testid="session-item"][data-session-id="4"] .ledger').text()).toMatch(/Eva.*Karel/s);
    setLocale('en');
    await settleAll();
    expect(line(3).text()).toBe('Křížový mariáš, 4 players');
  });
});
