// @vitest-environment happy-dom
/**
 * The table screen and its parts, on real engine states: the hand sorted as tricks are judged, illegal
 * cards marked (attribute and a sign) yet clickable with the refusal explained, the call bar offering
 * exactly the legal calls, hints, keyboard play and the hot-seat hand-over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type SeatPlayer,
  PRESETS,
  legalActions,
} from '../../../src-shared/index.ts';
import { REASON_ARTICLE, formatCitation } from '../../../src-shared/explain/articles.ts';
import { explainReason } from '../../../src-shared/explain/format.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import CallBar from '../../../src-renderer/components/calls/CallBar.vue';
import { callId, isCallAction } from '../../../src-renderer/format/calls.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { BIDDING_DECK, approvedSuit, handFrom, run } from '../helpers.ts';
import { engineClient, fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };

/** Seat 1 is the person; the others are the computer. */
const SEAT_1_PERSON: readonly SeatPlayer[] = [
  { kind: 'ai', name: 'Karel', level: 'hrac' },
  { kind: 'human', name: 'Jana' },
  { kind: 'ai', name: 'Pepa', level: 'mistr' },
];

/**
 * Hearts are trumps; forehand (seat 0) led the ace of bells. Seat 1 holds
 * H8 HU BX BK BO B9 B8 LX LK LO and must follow in bells.
 */
function followingBells(): HandState {
  return run(
    approvedSuit('H7', ['B7', 'L7'], NO_SKIP),
    { type: 'announce', seat: 0, seven: false, hundred: false },
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'play', seat: 0, card: 'BA' },
  );
}

async function tableAt(state: HandState, seats: readonly SeatPlayer[] = SEAT_1_PERSON) {
  const engine = engineClient(state, { seats });
  const pinia = setup(engine.client);
  await usePrefsStore().load();
  await useTableStore().open(1);
  const wrapper = mountWith(TableView, pinia, { id: 1 });
  await settleAll();
  return { wrapper, engine };
}

const handCards = (w: ReturnType<typeof mountWith>) =>
  w.findAll('[data-testid="hand-card"]').map((b) => b.attributes('data-card'));

afterEach(() => {
  setApiClient(null);
  document.body.innerHTML = '';
});

describe('the hand', () => {
  it('is sorted as tricks are judged: trumps first, the ten under the ace', async () => {
    const { wrapper } = await tableAt(followingBells());
    expect(handCards(wrapper)).toEqual(['HU', 'H8', 'BX', 'BK', 'BO', 'B9', 'B8', 'LX', 'LK', 'LO']);
    wrapper.unmount();
  });

  it('is sorted in the plain order in betl', async () => {
    // Forehand (the person) names betl: no trumps, the ten between the nine and the Unter.
    const state = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'betl' },
    );
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Jana' },
      { kind: 'ai', name: 'Karel', level: 'hrac' },
      { kind: 'ai', name: 'Pepa', level: 'hrac' },
    ];
    const { wrapper } = await tableAt(state, seats);
    expect(handCards(wrapper)).toEqual([
      'HA',
      'HK',
      'HO',
      'HX',
      'H9',
      'H7',
      'BA',
      'B7',
      'LA',
      'L7',
      'AA',
      'A7',
    ]);
    wrapper.unmount();
  });

  it('marks the cards it may not play with an attribute and a sign that is not a colour', async () => {
    const { wrapper } = await tableAt(followingBells());
    for (const b of wrapper.findAll('[data-testid="hand-card"]')) {
      const bells = b.attributes('data-card')?.startsWith('B');
      expect(b.attributes('data-legal')).toBe(bells ? 'true' : 'false');
      expect(b.find('[data-testid="illegal-mark"]').exists()).toBe(!bells);
      expect(b.classes('illegal')).toBe(!bells);
      if (!bells) expect(b.attributes('aria-label')).toContain('nepovolená');
    }
    wrapper.unmount();
  });

  it('sends an illegal card to main and shows the refusal with its rule article', async () => {
    const { wrapper, engine } = await tableAt(followingBells());
    await wrapper.find('[data-card="HU"]').trigger('click');
    await settleAll();
    // The act calls only: a refresh may add a `sessionOpen`.
    expect(engine.client.calls.filter((c) => c.method === 'act')).toEqual([
      { method: 'act', params: { id: 1, action: { type: 'play', seat: 1, card: 'HU' }, version: '1.0' } },
    ]);
    const panel = wrapper.find('[data-testid="explanation"]');
    expect(panel.attributes('aria-live')).toBe('polite');
    const expected = explainReason({ code: 'mustFollowSuit', suit: 'B' }, 'cs');
    expect(panel.find('[data-testid="explanation-text"]').text()).toBe(expected.text);
    const citation = formatCitation(REASON_ARTICLE.mustFollowSuit!, 'cs');
    expect(panel.find('[data-testid="explanation-citation"]').text()).toContain(citation);
    wrapper.unmount();
  });

  it('plays a legal card from the keyboard', async () => {
    const { wrapper, engine } = await tableAt(followingBells());
    const first = wrapper.find('[data-testid="hand-card"]');
    expect(first.attributes('tabindex')).toBe('0');
    await first.trigger('keydown', { key: 'ArrowRight' });
    await settleAll(2);
    expect(document.activeElement?.getAttribute('data-card')).toBe('H8');
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await settleAll(2);
    const focused = document.activeElement as HTMLElement | null;
    expect(focused?.getAttribute('data-card')).toBe('BX');
    focused?.click();
    await settleAll();
    expect(engine.client.calls.find((c) => c.method === 'act')?.params).toEqual({
      id: 1,
      action: { type: 'play', seat: 1, card: 'BX' },
      version: '1.0',
    });
    wrapper.unmount();
  });

  it('highlights the card a hint suggests and words the reason', async () => {
    const state = followingBells();
    const pinia = setup(
      fakeClient({
        sessionOpen: () => ({ ok: true, value: snapshotOf(state, { seats: SEAT_1_PERSON }) }),
        hint: () => ({
          ok: true,
          value: {
            action: { type: 'play', seat: 1, card: 'B8' },
            hint: { code: 'throwLow', card: 'B8' },
          },
        }),
      }),
    );
    await useTableStore().open(1);
    const wrapper = mountWith(TableView, pinia, { id: 1 });
    await wrapper.find('[data-testid="hint"]').trigger('click');
    await settleAll();
    expect(wrapper.find('[data-card="B8"]').attributes('data-hinted')).toBe('true');
    expect(wrapper.find('[data-testid="explanation-text"]').text()).toBe(
      'Zdvih nebrat, odhodit kulovou osmu.',
    );
    wrapper.unmount();
  });
});

describe('the call bar', () => {
  const names = PRESETS.csm.doubleNames;

  function mountBar(state: HandState) {
    const pinia = setup(null);
    const legal = legalActions(state);
    const wrapper = mountWith(CallBar, pinia, { legal, components: state.components, doubleNames: names });
    // Doubles are built with the toggles and one confirm (tests/unit/renderer/calls.test.ts).
    const offered = wrapper
      .findAll('[data-testid="call"]:not([data-confirm])')
      .map((b) => b.attributes('data-call'));
    const expected = legal
      .filter(isCallAction)
      .filter((a) => a.type !== 'double')
      .map(callId);
    return { wrapper, offered, expected, legal };
  }

  it('offers Dobrá and Špatná when the game is asked about', () => {
    const state = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
    );
    const { wrapper, offered, expected } = mountBar(state);
    expect(offered).toEqual(['approve', 'refuse']);
    expect(offered).toEqual(expected);
    expect(wrapper.find('[data-call="approve"] .label').text()).toBe('Dobrá');
    expect(wrapper.find('[data-call="refuse"] .label').text()).toBe('Špatná');
    wrapper.unmount();
  });

  it('offers exactly the legal calls in every bidding phase', () => {
    const states: HandState[] = [];
    let s = handFrom(BIDDING_DECK, NO_SKIP);
    states.push(s); // trump choice: z lidu 1–5
    s = run(s, { type: 'chooseTrump', seat: 0, card: 'H7' });
    states.push(s); // game choice
    s = run(
      s,
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
    );
    s = run(s, { type: 'approve', seat: 1 }, { type: 'approve', seat: 2 });
    states.push(s); // announce: hra, sedma, sto, sto a sedma
    s = run(s, { type: 'announce', seat: 0, seven: true, hundred: false });
    states.push(s); // doubling by the defence
    s = run(s, { type: 'double', seat: 1, components: ['game', 'seven'] }, { type: 'pass', seat: 2 });
    states.push(s); // the declarer answers: re
    for (const state of states) {
      const { wrapper, offered, expected, legal } = mountBar(state);
      expect(offered, state.phase).toEqual(expected);
      expect(offered.length).toBe(legal.filter((a: Action) => isCallAction(a) && a.type !== 'double').length);
      wrapper.unmount();
    }
  });

  it('names the doubling steps from the ruleset', () => {
    let s = run(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), {
      type: 'announce',
      seat: 0,
      seven: true,
      hundred: false,
    });
    const first = mountBar(s);
    expect(first.wrapper.find('[data-call="pass"] .label').text()).toBe('Mlčím');
    expect(first.wrapper.find('[data-confirm][data-call="double-game"] .label').text()).toBe('Flek');
    first.wrapper.unmount();
    s = run(s, { type: 'double', seat: 1, components: ['game', 'seven'] }, { type: 'pass', seat: 2 });
    const second = mountBar(s);
    // The declarer may re the game, the seven or both: the game is selected to start with.
    expect(second.wrapper.findAll('[data-testid="double-toggle"]')).toHaveLength(2);
    expect(second.wrapper.find('[data-confirm][data-call="double-game"] .label').text()).toBe('Re');
    second.wrapper.unmount();
  });

  it('sends the call clicked', async () => {
    const state = run(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), {
      type: 'announce',
      seat: 0,
      seven: false,
      hundred: false,
    });
    const { wrapper } = mountBar(state);
    await wrapper.find('[data-call="pass"]').trigger('click');
    expect(wrapper.emitted('call')).toEqual([[{ type: 'pass', seat: 1 }]]);
    wrapper.unmount();
  });
});

describe('the trump choice and the talon', () => {
  it('takes the trump card from the first seven by a click and offers z lidu', async () => {
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Jana' },
      { kind: 'ai', name: 'Karel', level: 'hrac' },
      { kind: 'ai', name: 'Pepa', level: 'hrac' },
    ];
    const { wrapper, engine } = await tableAt(handFrom(BIDDING_DECK, NO_SKIP), seats);
    expect(handCards(wrapper)).toHaveLength(7);
    expect(wrapper.findAll('[data-call^="chooseTrumpBlind"]')).toHaveLength(5);
    await wrapper.find('[data-card="HA"]').trigger('click');
    await settleAll();
    expect(engine.state().trumpCard).toBe('HA');
    // Game choice: Barva?, betl, durch.
    expect(wrapper.find('[data-call="chooseGame-suit"]').text()).toBe('Barva?');
    await wrapper.find('[data-call="chooseGame-suit"]').trigger('click');
    await settleAll();
    // Discard: pick two cards, then confirm; the ace may not go to the talon and is marked.
    expect(wrapper.find('[data-card="BA"]').attributes('data-legal')).toBe('false');
    await wrapper.find('[data-card="B7"]').trigger('click');
    await wrapper.find('[data-card="L7"]').trigger('click');
    expect(wrapper.find('[data-card="B7"]').attributes('aria-pressed')).toBe('true');
    await wrapper.find('[data-testid="discard-confirm"]').trigger('click');
    await settleAll();
    expect(engine.state().talon).not.toBe(0);
    expect(engine.state().talonBy).toBe(0);
    wrapper.unmount();
  });
});

describe('hot seat', () => {
  it('hides the cards until the next person takes over', async () => {
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Jana' },
      { kind: 'human', name: 'Petr' },
      { kind: 'ai', name: 'Pepa', level: 'hrac' },
    ];
    const { wrapper } = await tableAt(handFrom(BIDDING_DECK, NO_SKIP), seats);
    const handover = wrapper.find('[data-testid="handover"]');
    expect(handover.exists()).toBe(true);
    expect(handover.text()).toContain('Předej počítač – na řadě je Jana');
    expect(wrapper.find('[data-testid="hand-card"]').exists()).toBe(false);
    await wrapper.find('[data-testid="handover-ready"]').trigger('click');
    expect(wrapper.find('[data-testid="handover"]').exists()).toBe(false);
    expect(handCards(wrapper)).toHaveLength(7);
    wrapper.unmount();
  });
});

describe('the opponents and the trick', () => {
  it('shows the calls of the computer seats as speech bubbles and whose turn it is', async () => {
    // Forehand (the person) discarded for a suit game; both computer seats answer Dobrá.
    const state = run(
      handFrom(BIDDING_DECK, NO_SKIP),
      { type: 'chooseTrump', seat: 0, card: 'H7' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
    );
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Jana' },
      { kind: 'ai', name: 'Karel', level: 'hrac' },
      { kind: 'ai', name: 'Pepa', level: 'hrac' },
    ];
    const { wrapper } = await tableAt(state, seats);
    const seat = (s: number) => wrapper.find(`[data-testid="seat"][data-seat="${s}"]`);
    expect(seat(1).find('[data-testid="seat-bubble"]').text()).toBe('Dobrá');
    expect(seat(2).find('[data-testid="seat-bubble"]').text()).toBe('Dobrá');
    expect(seat(1).find('[data-testid="seat-cards"]').text()).toBe('10 karet');
    expect(wrapper.find('[data-testid="to-act"]').text()).toBe('Jana');
    expect(wrapper.findAll('[data-testid="call"]').map((b) => b.text())).toEqual([
      'Hra',
      'Sedma',
      'Sto',
      'Sto a sedma',
    ]);
    // The talon laid by the person is shown face up to them.
    expect(
      wrapper.findAll('[data-testid="talon"] [data-card]').map((c) => c.attributes('data-card')),
    ).toEqual(['B7', 'L7']);
    wrapper.unmount();
  });

  it('keeps a completed trick on the table (animations off) until the next card', async () => {
    // The person (seat 0) leads the ace of bells; both computer seats follow and the ace takes the trick.
    const state = run(
      approvedSuit('H7', ['B7', 'L7'], NO_SKIP),
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Jana' },
      { kind: 'ai', name: 'Karel', level: 'hrac' },
      { kind: 'ai', name: 'Pepa', level: 'hrac' },
    ];
    const { wrapper, engine } = await tableAt(state, seats);
    await wrapper.find('[data-card="BA"]').trigger('click');
    await settleAll();
    expect(engine.state().tricks).toHaveLength(1);
    const shown = () => wrapper.findAll('[data-testid="trick-card"]').map((c) => c.attributes('data-card'));
    expect(shown()).toEqual(engine.state().tricks[0]!.cards);
    expect(shown()[0]).toBe('BA');
    // Jana leads again: the old trick is swept when her card comes.
    await wrapper.find('[data-card="HA"]').trigger('click');
    await settleAll();
    expect(shown()[0]).toBe('HA');
    wrapper.unmount();
  });

  it('offers undo when the snapshot allows it', async () => {
    const state = followingBells();
    const client = fakeClient({
      sessionOpen: () => ({ ok: true, value: snapshotOf(state, { seats: SEAT_1_PERSON, canUndo: true }) }),
      undo: () => ({ ok: true, value: snapshotOf(state, { seats: SEAT_1_PERSON, canUndo: false }) }),
    });
    const pinia = setup(client);
    await useTableStore().open(1);
    const wrapper = mountWith(TableView, pinia, { id: 1 });
    await wrapper.find('[data-testid="undo"]').trigger('click');
    await settleAll();
    // The undo calls only: a refresh may add a `sessionOpen`.
    expect(client.calls.filter((c) => c.method === 'undo')).toEqual([
      { method: 'undo', params: { id: 1, version: '1.0' } },
    ]);
    expect(wrapper.find('[data-testid="undo"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
