// @vitest-environment happy-dom
/**
 * The calls as the person makes them, on real engine states: the doubling builder (toggles, one
 * confirm, Mlčím) confirms exactly the calls the engine lists; hot keys; a forbidden discard is never
 * selected and its click is explained with the engine's reason; after Špatná the header no longer
 * shows the refused game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import {
  type Action,
  type HandState,
  type SeatPlayer,
  PRESETS,
  actionKey,
  illegalCards,
  legalActions,
  view,
} from '../../../src-shared/index.ts';
import { explainReason } from '../../../src-shared/explain/format.ts';
import { gameName } from '../../../src-shared/explain/names.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import CallBar from '../../../src-renderer/components/calls/CallBar.vue';
import ContractPanel from '../../../src-renderer/components/ContractPanel.vue';
import { doublingChoice } from '../../../src-renderer/format/doubling.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { i18n } from '../../../src-renderer/i18n/index.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { BIDDING_DECK, approvedSuit, handFrom, run } from '../helpers.ts';
import { randomHands } from './random-hands.ts';
import { engineClient, mountWith, settleAll, setup } from './support.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
const t = (key: string, named: Record<string, unknown> = {}) => i18n.global.t(key, named);

afterEach(() => setApiClient(null));

function mountBar(state: HandState, hinted: string | null = null) {
  const pinia = setup(null);
  return mountWith(CallBar, pinia, {
    legal: legalActions(state),
    components: state.components,
    doubleNames: state.rules.doubleNames,
    hinted,
  });
}
type Bar = ReturnType<typeof mountBar>;

const emitted = (w: Bar) => (w.emitted('call') ?? []).map((e) => e[0] as Action);
const toggles = (w: Bar) => w.findAll('[data-testid="double-toggle"]');
const confirmButton = (w: Bar) => w.find('[data-confirm]');
const key = (k: string, code: string, target: EventTarget = window) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, code, bubbles: true }));

/** Sets the toggles to `on` (indices) by clicking those that differ. */
async function select(w: Bar, on: ReadonlySet<number>): Promise<void> {
  const all = toggles(w);
  for (let i = 0; i < all.length; i++) {
    const pressed = all[i]!.attributes('aria-pressed') === 'true';
    if (pressed !== on.has(i)) await all[i]!.trigger('click');
  }
}

const sevenAnnounced = () =>
  run(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), { type: 'announce', seat: 0, seven: true, hundred: false });

describe('the doubling builder', () => {
  it('confirms exactly the calls the engine lists, over states reached by random play', async () => {
    const states = randomHands(120)
      .flat()
      .map((s) => s.before)
      .filter((s) => s.phase === 'doubling');
    // Every state with a real choice, and a few with a single one.
    const withToggles = states.filter((s) => !doublingChoice(legalActions(s), s.components)?.fixed);
    const sample = [
      ...withToggles.slice(0, 30),
      ...states.filter((s) => !withToggles.includes(s)).slice(0, 5),
    ];
    expect(sample.length).toBeGreaterThan(20);
    for (const s of sample) {
      const w = mountBar(s);
      const n = toggles(w).length;
      for (let m = 0; m < 1 << n; m++) {
        await select(w, new Set(Array.from({ length: n }, (_, i) => i).filter((i) => (m >> i) & 1)));
        const c = confirmButton(w);
        if (!c.exists()) continue;
        if (c.attributes('disabled') === undefined) await c.trigger('click');
        else expect(c.attributes('data-problem')).toBeDefined();
      }
      const pass = w.find('[data-call="pass"]');
      if (pass.exists()) await pass.trigger('click');
      const made = new Set(emitted(w).map(actionKey));
      expect(made).toEqual(new Set(legalActions(s).map(actionKey)));
      w.unmount();
    }
  });

  it('shows Flek na / Proti toggles, names the confirm, and cannot confirm nothing', async () => {
    const w = mountBar(sevenAnnounced());
    expect(toggles(w).map((t) => t.find('.label').text())).toEqual(['hru', 'sedmu', 'sto']);
    expect(w.find('[data-group="double"] .heading').text()).toBe('Flek na:');
    expect(w.find('[data-group="against"] .heading').text()).toBe('Proti:');
    expect(toggles(w).map((t) => t.attributes('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(confirmButton(w).find('.label').text()).toBe('Flek');
    expect(confirmButton(w).attributes('data-call')).toBe('double-game');
    await toggles(w)[2]!.trigger('click');
    expect(confirmButton(w).find('.label').text()).toBe('Flek + sto proti');
    await toggles(w)[0]!.trigger('click');
    await toggles(w)[2]!.trigger('click');
    expect(confirmButton(w).attributes('disabled')).toBeDefined();
    expect(confirmButton(w).attributes('data-problem')).toBe('empty');
    expect(confirmButton(w).find('.label').text()).toBe('Vyber, co hlásíš');
    await confirmButton(w).trigger('click');
    expect(emitted(w)).toEqual([]);
    w.unmount();
  });

  it('takes the hot keys: digits toggle, F and Enter confirm, M is Mlčím', async () => {
    const w = mountBar(sevenAnnounced());
    key('2', 'Digit2');
    await settleAll(1);
    expect(toggles(w)[1]!.attributes('aria-pressed')).toBe('true');
    key('f', 'KeyF');
    key('Enter', 'Enter');
    key('M', 'KeyM');
    const dbl = { type: 'double', seat: 1, components: ['game', 'seven'] };
    expect(emitted(w)).toEqual([dbl, dbl, { type: 'pass', seat: 1 }]);
    // Enter on a focused button is that button's own click, not the confirm.
    key('Enter', 'Enter', toggles(w)[0]!.element);
    expect(emitted(w)).toHaveLength(3);
    // A card of a hand not in play (aria-disabled) does not keep Enter from the call bar.
    const card = document.createElement('button');
    card.setAttribute('aria-disabled', 'true');
    document.body.append(card);
    key('Enter', 'Enter', card);
    card.remove();
    expect(emitted(w)).toHaveLength(4);
    w.unmount();
  });

  it('offers a single double without toggles, its confirm naming what it raises', () => {
    const s = run(
      sevenAnnounced(),
      { type: 'double', seat: 1, components: ['seven'] },
      { type: 'pass', seat: 2 },
    );
    const w = mountBar(s);
    expect(toggles(w)).toHaveLength(0);
    expect(confirmButton(w).find('.label').text()).toBe('Re (sedma)');
    expect(confirmButton(w).attributes('data-call')).toBe('double-seven');
    w.unmount();
  });

  it('selects the hinted double', () => {
    const hinted = { type: 'double', seat: 1, components: ['seven'] } as const;
    const w = mountBar(sevenAnnounced(), actionKey(hinted));
    expect(toggles(w).map((t) => t.attributes('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(confirmButton(w).attributes('data-hinted')).toBe('true');
    w.unmount();
  });

  it('answers Dobrá with D or Enter and Špatná with S; in English Good with G and Bad with B', async () => {
    const s = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
    );
    const w = mountBar(s);
    try {
      expect(w.find('[data-call="approve"] kbd').text()).toBe('D');
      expect(w.find('[data-call="refuse"]').attributes('aria-keyshortcuts')).toBe('S');
      key('d', 'KeyD');
      key('Enter', 'Enter');
      key('s', 'KeyS');
      // The English keys do nothing in Czech (B and G are no other call's here either).
      key('g', 'KeyG');
      key('b', 'KeyB');
      expect(emitted(w)).toEqual([
        { type: 'approve', seat: 1 },
        { type: 'approve', seat: 1 },
        { type: 'refuse', seat: 1 },
      ]);

      // In English the buttons say Good and Bad: their keys are G and B, the hints follow.
      i18n.global.locale.value = 'en';
      await nextTick();
      expect(w.find('[data-call="approve"] .label').text()).toContain('Good');
      expect(w.find('[data-call="approve"] kbd').text()).toBe('G');
      expect(w.find('[data-call="approve"]').attributes('aria-keyshortcuts')).toBe('G');
      expect(w.find('[data-call="refuse"] kbd').text()).toBe('B');
      expect(w.find('[data-call="refuse"]').attributes('aria-keyshortcuts')).toBe('B');
      expect(w.find('[data-call="refuse"]').attributes('title')).toContain('B');
      key('d', 'KeyD');
      key('s', 'KeyS');
      key('g', 'KeyG');
      key('B', 'KeyB');
      key('Enter', 'Enter');
      expect(emitted(w).slice(3)).toEqual([
        { type: 'approve', seat: 1 },
        { type: 'refuse', seat: 1 },
        { type: 'approve', seat: 1 },
      ]);
    } finally {
      i18n.global.locale.value = 'cs';
      w.unmount();
    }
  });

  it('in English passes with P and confirms the double with D; the Czech M and F do nothing there', async () => {
    const w = mountBar(sevenAnnounced());
    try {
      i18n.global.locale.value = 'en';
      await nextTick();
      expect(w.find('[data-call="pass"] .label').text()).toContain('Pass');
      expect(w.find('[data-call="pass"] kbd').text()).toBe('P');
      expect(w.find('[data-call="pass"]').attributes('aria-keyshortcuts')).toBe('P');
      expect(confirmButton(w).find('kbd').text()).toBe('D');
      expect(confirmButton(w).attributes('aria-keyshortcuts')).toBe('D Enter');
      key('m', 'KeyM');
      key('f', 'KeyF');
      expect(emitted(w)).toEqual([]);
      key('d', 'KeyD');
      key('p', 'KeyP');
      expect(emitted(w)).toEqual([
        { type: 'double', seat: 1, components: ['game'] },
        { type: 'pass', seat: 1 },
      ]);
    } finally {
      i18n.global.locale.value = 'cs';
      w.unmount();
    }
  });

  it('takes no hot key while disabled', () => {
    const pinia = setup(null);
    const s = sevenAnnounced();
    const w = mountWith(CallBar, pinia, {
      legal: legalActions(s),
      components: s.components,
      doubleNames: s.rules.doubleNames,
      disabled: true,
    });
    key('m', 'KeyM');
    key('Enter', 'Enter');
    expect(w.emitted('call')).toBeUndefined();
    w.unmount();
  });
});

describe('discarding to the talon', () => {
  const seats: SeatPlayer[] = [
    { kind: 'human', name: 'Jana' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Pepa', level: 'hrac' },
  ];

  it('never selects a forbidden card and explains it with the engine’s reason', async () => {
    const start = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
    );
    const engine = engineClient(start, { seats });
    const pinia = setup(engine.client);
    await usePrefsStore().load();
    await useTableStore().open(1);
    const w = mountWith(TableView, pinia, { id: 1 });
    await settleAll();
    const forbidden = illegalCards(start);
    // The trump card laid aside, and the aces and the ten.
    expect(forbidden.map((f) => f.reason.code).sort()).toEqual([
      'discardAceOrTen',
      'discardAceOrTen',
      'discardAceOrTen',
      'discardAceOrTen',
      'discardAceOrTen',
      'discardTrumpCard',
    ]);
    await w.find('[data-card="B7"]').trigger('click');
    for (const { card, reason } of forbidden) {
      const el = w.find(`[data-testid="hand-card"][data-card="${card}"]`);
      expect(el.attributes('data-legal')).toBe('false');
      await el.trigger('click');
      await settleAll();
      expect(el.attributes('data-selected')).toBeUndefined();
      expect(w.find('[data-testid="explanation-text"]').text()).toBe(
        explainReason(reason, 'cs', ['Jana', 'Karel', 'Pepa']).text,
      );
    }
    // Nothing was discarded, and the card chosen before is still chosen.
    expect(engine.state().phase).toBe('discard');
    expect(w.find('[data-card="B7"]').attributes('data-selected')).toBe('true');
    await w.find('[data-card="L7"]').trigger('click');
    await w.find('[data-testid="discard-confirm"]').trigger('click');
    await settleAll();
    expect(engine.state().talonBy).toBe(0);
    w.unmount();
  });
});

describe('the header after Špatná', () => {
  it('does not show the refused suit game', () => {
    const s = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
      { type: 'refuse', seat: 1 },
    );
    const pinia = setup(null);
    const names = ['Jana', 'Karel', 'Pepa'];
    for (const seat of [0, 1, 2]) {
      const w = mountWith(ContractPanel, pinia, { view: view(s, seat), names, handNo: 1 });
      expect(w.find('[data-testid="game"]').text()).toBe(t('contract.none'));
      expect(w.find('[data-testid="trump"]').text()).toBe(t('contract.trumpNotChosen'));
      w.unmount();
    }
    // Before the refusal the proposal is shown.
    const before = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
    );
    const w = mountWith(ContractPanel, pinia, { view: view(before, 1), names, handNo: 1 });
    expect(w.find('[data-testid="game"]').text()).toBe(t('contract.bid', { game: gameName('suit', 'cs') }));
    w.unmount();
  });
});
