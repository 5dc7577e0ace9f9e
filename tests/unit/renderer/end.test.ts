// @vitest-environment happy-dom
/**
 * The end of a hand: the itemised settlement worded by the src-shared formatters, the score sheet with
 * its chart, "Další hra", and the language switch changing every text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { type Action, PRESETS, createRng, legalActions, settle, view } from '../../../src-shared/index.ts';
import { publicHistory } from '../../../src-main/game/history.ts';
import { explainItem, formatMoney } from '../../../src-shared/explain/format.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import HandLog from '../../../src-renderer/components/HandLog.vue';
import LanguageSwitch from '../../../src-renderer/components/LanguageSwitch.vue';
import ScoreSheet from '../../../src-renderer/components/table/ScoreSheet.vue';
import SettlementPanel from '../../../src-renderer/components/table/SettlementPanel.vue';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { BIDDING_DECK, approvedSuit, handFrom, playOut, run } from '../helpers.ts';
import { ONE_PERSON, engineClient, fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
const NAMES = ONE_PERSON.map((s) => s.name);

/** A suit game with seven, flekked, played out at random. */
function finished() {
  const s = run(
    approvedSuit('H7', ['B7', 'L7'], NO_SKIP),
    { type: 'announce', seat: 0, seven: true, hundred: false },
    { type: 'double', seat: 1, components: ['game'] },
    { type: 'pass', seat: 2 },
    { type: 'pass', seat: 0 },
  );
  return playOut(s, createRng(7));
}

afterEach(() => {
  setApiClient(null);
  document.body.innerHTML = '';
});

describe('the settlement', () => {
  it('lists every item with why, the multipliers and the money', () => {
    const state = finished();
    const s = settle(state);
    const pinia = setup(null);
    const wrapper = mountWith(SettlementPanel, pinia, { settlement: s, rules: state.rules, names: NAMES });
    expect(wrapper.find('h2').text()).toBe('Vyhodnocení hry');
    const items = wrapper.findAll('[data-testid="settlement-item"]');
    expect(items).toHaveLength(s.items.length);
    expect(s.items.length).toBeGreaterThanOrEqual(2);
    s.items.forEach((item, i) => {
      const e = explainItem(item, state.rules, 'cs', NAMES);
      const li = items[i]!;
      expect(li.attributes('data-kind')).toBe(item.kind);
      expect(li.attributes('data-won')).toBe(String(item.won));
      // Whose item it is, so that a tick is not read as good news for the wrong side.
      expect(li.find('[data-testid="settlement-side"]').text()).toBe(
        item.side === 'declarer' ? 'aktér:' : 'obrana:',
      );
      expect(li.text()).toContain(e.title);
      expect(li.text()).toContain(e.result);
      expect(li.text()).toContain(e.why);
      expect(li.text()).toContain(e.math);
    });
    // Hearts are trumps and the game was flekked: the multipliers are shown.
    expect(wrapper.text()).toContain('(červené)');
    expect(wrapper.text()).toContain('(flek)');
    const money = wrapper.find('[data-testid="settlement-money"]').text();
    s.money.forEach((haler, seat) => {
      expect(money).toContain(NAMES[seat]!);
      expect(money).toContain(formatMoney(haler, 'cs', true));
    });
    expect(money).toContain('základ 0,20 Kč');
    wrapper.unmount();
  });

  it('is shown at the end of the hand with the score sheet and "Další hra"', async () => {
    const state = finished();
    const next = { ...snapshotOf(approvedSuit('H7', ['B7', 'L7'], NO_SKIP)), handNo: 2 };
    const client = fakeClient({
      sessionOpen: () => ({ ok: true, value: snapshotOf(state) }),
      nextHand: () => ({ ok: true, value: next }),
    });
    const pinia = setup(client);
    await useTableStore().open(1);
    const wrapper = mountWith(TableView, pinia, { id: 1 });
    await settleAll();
    expect(wrapper.find('[data-testid="settlement"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="score-sheet"]').exists()).toBe(true);
    await wrapper.find('[data-testid="next-hand"]').trigger('click');
    await settleAll();
    // Only the nextHand calls: the table's idle poll (REFRESH_MS) may add a `sessionOpen` of its own on a
    // machine slow enough to take two seconds over this test.
    expect(client.calls.filter((c) => c.method === 'nextHand')).toEqual([
      { method: 'nextHand', params: { id: 1, version: '1.0' } },
    ]);
    expect(wrapper.find('[data-testid="settlement"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="hand-no"]').text()).toBe('2');
    wrapper.unmount();
  });
});

describe('the score sheet', () => {
  it('keeps the running ledger per player per hand and draws it', () => {
    const pinia = setup(null);
    const hands = [
      [40, -20, -20],
      [-60, 30, 30],
      [0, 100, -100],
    ];
    const wrapper = mountWith(ScoreSheet, pinia, { hands, ledger: [-20, 110, -90], names: NAMES });
    const rows = wrapper.findAll('[data-testid="score-row"]');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.text()).toContain('−0,60 Kč');
    expect(rows[1]!.text()).toContain('−0,20 Kč');
    expect(wrapper.find('[data-testid="score-total"]').text()).toContain('+1,10 Kč');
    const lines = wrapper.findAll('[data-testid="chart-line"]');
    expect(lines).toHaveLength(3);
    // One point per hand plus the start at zero.
    expect(lines[0]!.find('polyline').attributes('points')?.split(' ')).toHaveLength(4);
    // Each line has its own dash pattern or none: not only a colour.
    const dashes = lines.map((l) => l.find('polyline').attributes('stroke-dasharray') ?? '');
    expect(new Set(dashes).size).toBe(3);
    wrapper.unmount();
  });
});

describe('the language switch', () => {
  it('changes the texts, the formatters included, and saves the choice', async () => {
    const state = finished();
    const s = settle(state);
    const engine = engineClient(state);
    const pinia = setup(engine.client);
    await usePrefsStore().load();
    const Both = defineComponent({
      setup: () => () => [
        h(LanguageSwitch),
        h(SettlementPanel, { settlement: s, rules: state.rules, names: NAMES }),
      ],
    });
    const wrapper = mountWith(Both, pinia);
    const first = s.items[0]!;
    expect(wrapper.find('h2').text()).toBe('Vyhodnocení hry');
    expect(wrapper.text()).toContain(explainItem(first, state.rules, 'cs', NAMES).why);
    await wrapper.find('[data-testid="lang-switch"] [data-lang="en"]').trigger('click');
    await settleAll();
    expect(wrapper.find('h2').text()).toBe('Settlement of the hand');
    expect(wrapper.text()).toContain(explainItem(first, state.rules, 'en', NAMES).why);
    expect(wrapper.find('[data-lang="en"]').attributes('aria-pressed')).toBe('true');
    expect(engine.client.calls.at(-1)).toEqual({ method: 'prefsSet', params: { prefs: { lang: 'en' } } });
    expect(document.documentElement.lang).toBe('en');
    wrapper.unmount();
  });
});

describe('the log of the hand', () => {
  it('lists every call with its caller and every trick with who played each card and who took it', () => {
    // The same hand as finished(), with its actions kept for the history.
    const actions: Action[] = [
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'announce', seat: 0, seven: true, hundred: false },
      { type: 'double', seat: 1, components: ['game'] },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 0 },
    ];
    let state = run(handFrom(BIDDING_DECK, NO_SKIP), ...actions);
    const rng = createRng(7);
    while (state.phase !== 'finished') {
      const legal = legalActions(state).filter((x) => x.type !== 'claim');
      const a = legal[rng.int(legal.length)] as Action;
      actions.push(a);
      state = run(state, a);
    }
    const pinia = setup(null);
    const seen = view(state, 1);
    const wrapper = mountWith(HandLog, pinia, {
      view: seen,
      history: publicHistory(actions, 1, state),
      names: NAMES,
      open: true,
    });
    const calls = wrapper.findAll('[data-testid="log-call"]').map((c) => c.text());
    expect(calls).toEqual([
      // The trump card was turned up, so every seat may see it.
      'Jana: Trumf: červená sedma',
      'Jana: Barva?',
      'Jana: Odhazuji',
      'Karel: Dobrá',
      'Pepa: Dobrá',
      'Jana: Sedma',
      'Karel: Flek (hra)',
      'Pepa: Mlčím',
      'Jana: Mlčím',
    ]);
    const tricks = wrapper.findAll('[data-testid="log-trick"]');
    expect(tricks).toHaveLength(state.tricks.length);
    state.tricks.forEach((trick, i) => {
      const row = tricks[i]!;
      expect(row.findAll('[data-card]').map((c) => c.attributes('data-card'))).toEqual(trick.cards);
      // The leader's card comes first, and the winner's card is framed.
      expect(row.findAll('.played')[0]!.attributes('data-name')).toBe(NAMES[trick.leader]);
      const won = row.findAll('.played.won');
      expect(won).toHaveLength(1);
      expect(won[0]!.attributes('data-name')).toBe(NAMES[trick.winner]);
      // The taker under the column "Bere", said whole to a screen reader.
      expect(row.find('.taker').text()).toBe(NAMES[trick.winner]);
      expect(row.find('.taker').attributes('aria-label')).toBe(`bere ${NAMES[trick.winner]}`);
    });
    wrapper.unmount();
  });

  it('says when the cards were not played', () => {
    const actions: Action[] = [
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    ];
    // rules/004 pays an undoubled game without play (the ČSM rules play it).
    const state = run(approvedSuit('H7', ['B7', 'L7'], PRESETS.app004), ...actions);
    expect(state.phase).toBe('finished');
    const pinia = setup(null);
    const wrapper = mountWith(HandLog, pinia, { view: view(state, 0), history: actions, names: NAMES });
    expect(wrapper.findAll('[data-testid="log-call"]')).toHaveLength(3);
    expect(wrapper.text()).toContain('Karty se nehrály.');
    wrapper.unmount();
  });

  it('offers "proč?" for a call a stand-in made for a person, as for a computer seat’s, not for the person’s own', () => {
    const actions: Action[] = [
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    ];
    const state = run(approvedSuit('H7', ['B7', 'L7'], PRESETS.app004), ...actions);
    const pinia = setup(null);
    const asked = (standIn: readonly number[], seats: readonly number[]) => {
      const wrapper = mountWith(HandLog, pinia, {
        view: view(state, 0),
        history: actions,
        names: NAMES,
        open: true,
        standIn,
        why: { session: 1, handNo: 1, seats },
      });
      const rows = wrapper.findAll('[data-testid="log-call"]');
      const out = rows.flatMap((r, i) => (r.find('[data-testid="why-ask"]').exists() ? [i] : []));
      wrapper.unmount();
      return out;
    };
    // Seats 1 and 2 people: only the call the stand-in made for seat 1 (index 1) may be asked.
    expect(asked([1], [])).toEqual([1]);
    expect(asked([], [])).toEqual([]);
    // Seat 2 a computer: its call is asked as before, beside the stand-in's.
    expect(asked([1], [2])).toEqual([1, 2]);
  });
});
