// @vitest-environment happy-dom
/**
 * The bars of the new phases on real engine states: licitovaný's auction (the steps on offer named by
 * the preset's ladder, "Mám" exactly when the engine lets the seat hold, "Dál"), the winner's declare
 * panel (every legal declaration and nothing else can be confirmed; omyl where offered; the talon's
 * two cards), křížový's call of a rank (the card each rank calls in trumps, the own ones marked) and
 * lízaný's trumps; the hand log and the bubbles say who bid what.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type PresetId,
  type PublicAction,
  type SeatPlayer,
  type Table,
  actionKey,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import type { Variant } from '../../../src-shared/engine/table.ts';
import { ladderStepName } from '../../../src-shared/explain/names.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import AuctionBar from '../../../src-renderer/components/calls/AuctionBar.vue';
import CallBar from '../../../src-renderer/components/calls/CallBar.vue';
import CallRank from '../../../src-renderer/components/calls/CallRank.vue';
import DeclarePanel from '../../../src-renderer/components/calls/DeclarePanel.vue';
import HandLog from '../../../src-renderer/components/HandLog.vue';
import {
  declareChoice,
  declareFor,
  declareMissing,
  initialDeclare,
  selectDeclare,
  talonTaken,
} from '../../../src-renderer/format/auction.ts';
import { speechBubbles } from '../../../src-renderer/format/bubbles.ts';
import { historyLabels } from '../../../src-renderer/format/calls.ts';
import { i18n } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { engineClient, mountWith, settleAll, setup } from './support.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';
import { auxOf } from '../../../src-shared/engine/state.ts';

const t = (key: string, named: Record<string, unknown> = {}) => i18n.global.t(key, named);
const THREE: Table = { size: 3, dealer: 0 };

function deal(variant: Variant, id: PresetId, table: Table, seed = 1): HandState {
  return newHand({ rules: preset(id), table, deck: shuffledDeck(createRng(seed)), variant });
}

function step(s: HandState, a: Action): HandState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
  setApiClient(null);
});

function mountIt<C extends Parameters<typeof mountWith>[0]>(c: C, props: Record<string, unknown>) {
  const w = mountWith(c, setup(null), props);
  mounted.push(w);
  return w;
}
const emitted = (w: { emitted: (e: string) => unknown[][] | undefined }) =>
  (w.emitted('call') ?? []).map((e) => e[0] as Action);

/** The auction played from the deal: the seat to act bids `first`, everybody else drops. */
function wonAt(id: PresetId, first: string, seed = 1): HandState {
  let s = deal('auction', id, THREE, seed);
  const bid = legalActions(s).find((a) => a.type === 'bid' && a.step === first);
  if (!bid) throw new Error(`no bid ${first}`);
  s = step(s, bid);
  while (s.phase === 'auction') s = step(s, legalActions(s).find((a) => a.type === 'drop') as Action);
  return s;
}

describe('the auction bar (licitovaný, OP čl. VII odst. 3)', () => {
  it('offers the steps the engine lists, named by the ladder, then Mám exactly when holding is legal', async () => {
    let s = deal('auction', 'csm002', THREE);
    const seen = { hold: 0, noHold: 0 };
    // Walk an auction where everybody bids the lowest step on offer or holds, until it is won.
    for (let n = 0; s.phase === 'auction' && n < 40; n++) {
      const legal = legalActions(s);
      const w = mountIt(AuctionBar, {
        legal,
        auction: view(s, s.toAct as number).auction,
        ladder: s.rules.auctionLadder,
        names: ['Eva', 'Karel', 'Jana'],
      });
      const bids = legal.filter((a) => a.type === 'bid');
      const buttons = w.findAll('[data-testid="auction-bid"]');
      expect(buttons.map((b) => b.attributes('data-step'))).toEqual(
        bids.map((a) => (a.type === 'bid' ? a.step : '')),
      );
      for (const [i, b] of buttons.entries()) {
        const a = bids[i] as Extract<Action, { type: 'bid' }>;
        expect(b.text()).toContain(ladderStepName(a.step, 'csm', 'cs').slice(1));
      }
      const mayHold = legal.some((a) => a.type === 'hold');
      expect(w.find('[data-testid="auction-hold"]').exists()).toBe(mayHold);
      expect(w.find('[data-testid="auction-drop"]').exists()).toBe(true);
      seen[mayHold ? 'hold' : 'noHold']++;
      // Hold when allowed, else bid the lowest step on offer while any is left, else drop.
      const target = mayHold
        ? '[data-testid="auction-hold"]'
        : buttons.length > 0 && n < 6
          ? '[data-testid="auction-bid"]'
          : '[data-testid="auction-drop"]';
      await w.find(target).trigger('click');
      const [sent] = emitted(w);
      expect(legal.map(actionKey)).toContain(actionKey(sent as Action));
      s = step(s, sent as Action);
    }
    expect(seen.hold).toBeGreaterThan(0);
    expect(seen.noHold).toBeGreaterThan(0);
    expect(s.phase).toBe('talon');
  });

  it('names the steps as the popular description does under its preset (lepší)', () => {
    const s = deal('auction', 'house001', THREE);
    const w = mountIt(AuctionBar, {
      legal: legalActions(s),
      auction: auctionOwn(s)?.auction,
      ladder: s.rules.auctionLadder,
      names: ['Eva', 'Karel', 'Jana'],
    });
    const labels = w.findAll('[data-testid="auction-bid"]').map((b) => b.text());
    expect(s.rules.auctionLadder).toBe('house001');
    expect(labels).toContain('Lepší hra');
    expect(labels).not.toContain('Hra červená');
    expect(w.find('[data-testid="auction-state"]').text()).toBe(t('bars.auctionOpen'));
  });

  // Issue 26 item 5: the last seat left after the others dropped without a bid plays or throws in.
  const lastSeats: [PresetId, number, string][] = [
    ['csm002', 1, 'forehand (OP čl. VII odst. 3 silent; question 9)'],
    ['english003', 0, 'the dealer (AP, Licitovaný Mariáš)'],
  ];
  it.each(lastSeats)('%s: seat %i, %s, is asked to play any step or throw the hand in', async (id, seat) => {
    let s = deal('auction', id, THREE);
    for (let i = 0; i < 2; i++) s = step(s, { type: 'drop', seat: s.toAct as number });
    expect(s.toAct).toBe(seat);
    const legal = legalActions(s);
    const w = mountIt(AuctionBar, {
      legal: view(s, seat).legal,
      auction: view(s, seat).auction,
      ladder: s.rules.auctionLadder,
      names: ['Eva', 'Karel', 'Jana'],
    });
    expect(w.find('[data-testid="auction-state"]').text()).toBe(
      'Ostatní dali dál: hraješ (zvol stupeň), nebo hru zahodíš?',
    );
    expect(w.findAll('[data-testid="auction-bid"]')).toHaveLength(
      legal.filter((a) => a.type === 'bid').length,
    );
    const drop = w.find('[data-testid="auction-drop"]');
    expect(drop.text()).toBe('Zahodit');
    expect(drop.attributes('title')).toBe('Nehraješ: hra se zahodí a nikdo nic neplatí');
    await drop.trigger('click');
    expect(emitted(w)).toEqual([{ type: 'drop', seat }]);
  });

  it('the hand log says the last seat threw the hand in ("Zahazuji"), the others dropped ("Dál")', () => {
    let s = deal('auction', 'csm002', THREE);
    const history: PublicAction[] = [];
    for (let i = 0; i < 3; i++) {
      const a: Action = { type: 'drop', seat: s.toAct as number };
      history.push(a);
      s = step(s, a);
    }
    expect(s.end).toBe('allPassed');
    const log = mountIt(HandLog, { view: view(s, 0), history, names: ['Eva', 'Karel', 'Jana'], open: true });
    const texts = log.findAll('[data-testid="log-call"]').map((li) => li.text());
    expect(texts.slice(0, 2).every((x) => x.endsWith(': Dál'))).toBe(true);
    expect(texts[2]).toMatch(/: Zahazuji$/);
  });

  it('words the auction in the hand log and the bubbles: who bid what, Mám with its step, Dál', () => {
    let s = deal('auction', 'csm002', THREE);
    const history: PublicAction[] = [];
    const take = (pick: (a: Action) => boolean) => {
      const a = legalActions(s).find(pick) as Action;
      history.push(a);
      s = step(s, a);
    };
    take((a) => a.type === 'bid' && a.step === 'seven');
    take((a) => a.type === 'hold');
    take((a) => a.type === 'bid' && a.step === 'hundred');
    const ctx = { t, lang: 'cs' as const, doubleNames: s.rules.doubleNames, ladder: s.rules.auctionLadder };
    expect(historyLabels(history, ctx)).toEqual(['Sedma', 'Mám (sedma)', 'Sto']);
    const bubbles = speechBubbles(history, view(s, 0), ctx);
    expect(bubbles.get(history[0]!.seat)?.text).toBe('Sto');
    expect(bubbles.get(history[1]!.seat)?.text).toBe('Mám (sedma)');
    const log = mountIt(HandLog, { view: view(s, 0), history, names: ['Eva', 'Karel', 'Jana'], open: true });
    expect(log.findAll('[data-testid="log-call"]').map((li) => li.text())).toEqual([
      'Eva: Sedma',
      'Karel: Mám (sedma)',
      'Eva: Sto',
    ]);
  });
});

describe('the declare panel (the winner with the talon)', () => {
  it('confirms every legal declaration through its step, trumps and auxiliary suit, and nothing else', async () => {
    // Won at the lowest step: every step of the ladder is open (dvě sedmy included, under `sevenOnly`).
    const s = wonAt('csm002', 'seven');
    const legal = legalActions(s);
    const declarations = legal.filter((a) => a.type === 'declare');
    expect(declarations.some((d) => d.type === 'declare' && d.aux !== null)).toBe(true);
    const w = mountIt(DeclarePanel, {
      legal,
      wonStep: auctionOwn(s)?.wonStep,
      ladder: s.rules.auctionLadder,
    });
    expect(w.find('[data-testid="declare-won"]').attributes('data-step')).toBe('seven');
    expect(w.find('[data-testid="declare-fold"]').exists()).toBe(legal.some((a) => a.type === 'fold'));
    const made = new Set<string>();
    for (const d of declarations) {
      if (d.type !== 'declare') continue;
      await w.find(`[data-testid="declare-step"][data-step="${d.step}"]`).trigger('click');
      if (d.trump !== null)
        await w.find(`[data-testid="declare-trump"][data-suit="${d.trump}"]`).trigger('click');
      if (d.aux !== null) await w.find(`[data-testid="declare-aux"][data-suit="${d.aux}"]`).trigger('click');
      const confirm = w.find('[data-testid="declare-confirm"]');
      expect(confirm.attributes('disabled')).toBeUndefined();
      await confirm.trigger('click');
      const sent = emitted(w).at(-1) as Action;
      expect(actionKey(sent)).toBe(actionKey(d));
      made.add(actionKey(sent));
    }
    expect(made.size).toBe(declarations.length);
    // A red step offers hearts alone, chosen for the player; a suit step asks for trumps first.
    const c = declareChoice(legal)!;
    expect(selectDeclare(c, { step: 'redHundred', trump: null, aux: null }).trump).toBe('H');
    expect(declareMissing(c, { step: 'seven', trump: null, aux: null })).toBe('trump');
    expect(initialDeclare(c).step).toBe(c.steps[0]);
    expect(declareFor(c, { step: 'seven', trump: null, aux: null })).toBeNull();
    expect(selectDeclare(c, { step: 'betl', trump: 'L', aux: null })).toEqual({
      step: 'betl',
      trump: null,
      aux: null,
    });
  });

  it('offers omyl where the engine does, and its click sends the fold', async () => {
    const s = wonAt('csm002', 'seven');
    const legal = legalActions(s);
    const fold = legal.find((a) => a.type === 'fold');
    expect(fold).toBeDefined(); // TP čl. II odst. 17: the winner of a plain sedma may fold
    const w = mountIt(DeclarePanel, {
      legal,
      wonStep: auctionOwn(s)?.wonStep,
      ladder: s.rules.auctionLadder,
    });
    await w.find('[data-testid="declare-fold"]').trigger('click');
    expect(emitted(w).map(actionKey)).toEqual([actionKey(fold as Action)]);
    // Won higher, no omyl.
    const higher = wonAt('csm002', 'hundred');
    expect(legalActions(higher).some((a) => a.type === 'fold')).toBe(false);
    const h = mountIt(DeclarePanel, {
      legal: legalActions(higher),
      wonStep: auctionOwn(higher)?.wonStep,
      ladder: higher.rules.auctionLadder,
    });
    expect(h.find('[data-testid="declare-fold"]').exists()).toBe(false);
    expect(h.findAll('[data-testid="declare-step"]').map((b) => b.attributes('data-step'))[0]).toBe(
      'hundred',
    );
  });

  it('the talon taken: the two cards the winner did not hold in the auction', () => {
    let s = deal('auction', 'csm002', THREE);
    const winner = s.toAct as number;
    const before = view(s, winner).hand;
    s = wonAt('csm002', 'seven');
    const after = view(s, winner).hand;
    const taken = talonTaken(before, after);
    expect(taken).toHaveLength(2);
    for (const c of taken) expect(before).not.toContain(c);
    expect(talonTaken(null, after)).toEqual([]);
  });
});

describe('křížový and lízaný', () => {
  it('the call of a rank shows the card each rank calls in trumps and marks those forehand holds', async () => {
    let s = deal('fourHand', 'csm', { size: 4, dealer: 3, dealerSitsOut: false });
    s = step(s, legalActions(s)[0] as Action); // the trump card from his first four
    expect(s.phase).toBe('call');
    const v = view(s, s.toAct as number);
    const w = mountIt(CallRank, { legal: v.legal, trump: v.trump, hand: v.hand });
    const buttons = w.findAll('[data-testid="call-rank"]');
    expect(buttons).toHaveLength(legalActions(s).length);
    for (const b of buttons) {
      const card = `${v.trump}${b.attributes('data-rank')}`;
      expect(b.attributes('data-card')).toBe(card);
      expect(b.attributes('data-own') === 'true').toBe(v.hand.includes(card as never));
    }
    expect(w.findAll('[data-own="true"]').length).toBeGreaterThan(0); // the trump card at least
    await buttons[0]!.trigger('click');
    expect(actionKey(emitted(w)[0] as Action)).toBe(actionKey(legalActions(s)[0] as Action));
  });

  it('lízaný names trumps with four buttons of the call bar', async () => {
    const s = deal('twoHand', 'english003', { size: 2, dealer: 1 });
    const legal = legalActions(s);
    const w = mountIt(CallBar, { legal, components: [], doubleNames: s.rules.doubleNames });
    const calls = w.findAll('[data-testid="call"]');
    expect(calls.map((c) => c.attributes('data-call'))).toEqual(
      legal.map((a) => (a.type === 'chooseTrumpSuit' ? `chooseTrumpSuit-${a.suit}` : '')),
    );
    expect(calls.map((c) => c.text())).toContain('Trumfy: zelené');
    await calls[0]!.trigger('click');
    expect(actionKey(emitted(w)[0] as Action)).toBe(actionKey(legal[0] as Action));
  });

  it('the call bar leaves the auction, the declaration and the call to their own bars', () => {
    const states = [deal('auction', 'csm002', THREE), wonAt('csm002', 'seven')];
    let f = deal('fourHand', 'csm', { size: 4, dealer: 3, dealerSitsOut: false });
    f = step(f, legalActions(f)[0] as Action);
    for (const s of [...states, f]) {
      const w = mountIt(CallBar, {
        legal: legalActions(s),
        components: [],
        doubleNames: s.rules.doubleNames,
      });
      expect(w.find('[data-testid="call-bar"]').exists()).toBe(false);
    }
  });
});

describe('at the table (licitovaný)', () => {
  it('mounts the auction bar in the person’s turn and, once he has won, the declare panel with the talon’s cards', async () => {
    // Seat 0 deals and opens as the rear hand; the person is forehand (seat 1) and may hold every step.
    const seats: SeatPlayer[] = [
      { kind: 'ai', name: 'Karel', level: 'hrac' },
      { kind: 'human', name: 'Jana' },
      { kind: 'ai', name: 'Pepa', level: 'hrac' },
    ];
    const start = deal('auction', 'csm002', THREE);
    const fake = engineClient(start, { seats });
    const pinia = setup(fake.client);
    await usePrefsStore().load(); // animations off: the computers answer at once
    const w = mountWith(TableView, pinia, { id: 1 });
    mounted.push(w);
    await settleAll();
    const before = view(start, 1).hand;
    // The computers take their first legal action (the lowest step above); the person says Mám each time.
    for (let n = 0; n < 80 && fake.state().phase === 'auction'; n++) {
      if (fake.state().toAct !== 1) {
        await settleAll(20);
        continue;
      }
      expect(w.find('[data-testid="turn"]').text()).toContain(t('prompt.auctionHold'));
      expect(w.find('[data-testid="auction-drop"]').exists()).toBe(true);
      expect(w.find('[data-testid="auction-state"]').text()).toContain('Karel');
      await w.find('[data-testid="auction-hold"]').trigger('click');
      await settleAll(20);
    }
    const s = fake.state();
    expect(s.phase).toBe('talon');
    expect(s.toAct).toBe(1);
    expect(auctionOwn(s)?.wonStep).toBe('redTwoSevensHundred');
    expect(w.find('[data-testid="auction-bar"]').exists()).toBe(false);
    expect(w.find('[data-testid="auction-step"]').text()).toBe('Dvě sedmy a sto červených');
    const taken = w.findAll('[data-testid="talon-taken"] [data-card]').map((c) => c.attributes('data-card'));
    expect(taken).toHaveLength(2);
    for (const c of taken) expect(before).not.toContain(c);
    // Hearts are forced by the red step; the auxiliary suit is the player's choice.
    expect(w.findAll('[data-testid="declare-trump"]').map((b) => b.attributes('data-suit'))).toEqual(['H']);
    expect(w.find('[data-testid="declare-confirm"]').attributes('data-missing')).toBe('aux');
    await w.find('[data-testid="declare-aux"][data-suit="L"]').trigger('click');
    await w.find('[data-testid="declare-confirm"]').trigger('click');
    await settleAll(20);
    const d = fake.state();
    expect(d.phase).toBe('discard');
    expect(auxOf(d)).toBe('L');
    expect(w.find('[data-testid="aux"]').attributes('data-suit')).toBe('L');
    expect(w.find('[data-testid="game"]').text()).toBe('Dvě sedmy a sto červených');
    expect(w.find('[data-testid="discard-confirm"]').exists()).toBe(true);
  });
});
