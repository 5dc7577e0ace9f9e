// @vitest-environment happy-dom
/**
 * The table for two (lízaný) and for four playing (křížový), driven by real engine states: where the
 * seats sit, the stock with its count and trumps, the draws after a trick (the winner first), the full
 * duties once the stock is gone, the called card and the partner mark only where the seat's view knows
 * him, the trick in a cross, and the settlement's payments (who paid whom, alone and in pairs).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type SeatPlayer,
  DEFAULT_PREFS,
  PRESETS,
  legalActions,
  newHand,
  settle,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { createRng } from '../../../src-shared/util/random.ts';
import { cardName, rankName, suitName } from '../../../src-shared/explain/names.ts';
import { explainPayments, transfers } from '../../../src-shared/explain/payments.ts';
import { formatMoney } from '../../../src-shared/explain/format.ts';
import {
  drawsAfterLastTrick,
  opponentPlaces,
  partnerMark,
  placeOf,
  seatsFromViewer,
} from '../../../src-renderer/format/hand.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import HandOver from '../../../src-renderer/components/table/HandOver.vue';
import LastTrick from '../../../src-renderer/components/table/LastTrick.vue';
import ScoreSheet from '../../../src-renderer/components/table/ScoreSheet.vue';
import SettlementPanel from '../../../src-renderer/components/table/SettlementPanel.vue';
import { handSummary } from '../../../src-main/game/sheet.ts';
import { run } from '../helpers.ts';
import { fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';
import { calledOf, partnerOf, stockOf } from '../../../src-shared/engine/state.ts';

const NAMES = ['Eva', 'Karel', 'Jana', 'Petr'];
const seatsFor = (n: number, person: number): SeatPlayer[] =>
  NAMES.slice(0, n).map((name, s) =>
    s === person ? { kind: 'human', name } : { kind: 'ai', name, level: 'hrac' },
  );

/** Plays the first legal action (or the one `pick` prefers) until `stop` holds or the hand ends. */
function playUntil(
  s: HandState,
  stop: (s: HandState) => boolean,
  pick: (legal: readonly Action[]) => Action | undefined = () => undefined,
): HandState {
  for (let i = 0; i < 400 && !stop(s) && s.phase !== 'finished'; i++) {
    const legal = legalActions(s);
    s = run(s, pick(legal) ?? (legal[0] as Action));
  }
  return s;
}

const twoHand = (seed: number): HandState =>
  newHand({
    rules: PRESETS.english003,
    table: { size: 2, dealer: 1 },
    deck: shuffledDeck(createRng(seed)),
    variant: 'twoHand',
  });

const fourHand = (seed: number): HandState =>
  newHand({
    rules: PRESETS.csm,
    table: { size: 4, dealer: 3, dealerSitsOut: false },
    deck: shuffledDeck(createRng(seed)),
    variant: 'fourHand',
  });

/** A křížový suit game whose partner is not the declarer, played until `stop`. */
function fourHandWithPartner(stop: (s: HandState) => boolean): HandState {
  for (let seed = 1; seed < 200; seed++) {
    const s = playUntil(fourHand(seed), (x) => x.phase === 'play');
    if (s.game !== 'suit' || partnerOf(s) === null || partnerOf(s) === s.declarer) continue;
    const out = playUntil(s, stop);
    if (out.phase !== 'finished' || stop(out)) return out;
  }
  throw new Error('no křížový deal with a partner');
}

/** Where the called card was played: [trick index, true once its trick holds it]. */
const calledFallen = (s: HandState): boolean => {
  const card = calledOf(s)?.card;
  return card != null && [...s.tricks, ...(s.trick ? [s.trick] : [])].some((t) => t.cards.includes(card));
};

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
});

async function tableAt(state: HandState, seats: readonly SeatPlayer[], viewer: number) {
  const prefs = { ...DEFAULT_PREFS, animation: 'off' as const };
  const client = fakeClient({
    sessionOpen: () => ({ ok: true, value: snapshotOf(state, { seats, viewer }) }),
    advance: () => new Promise<never>(() => {}),
    prefsGet: () => ({ ok: true, value: prefs }),
  });
  const pinia = setup(client);
  await usePrefsStore().load();
  await useTableStore().open(1);
  const wrapper = mountWith(TableView, pinia, { id: 1 });
  mounted.push(wrapper);
  await settleAll();
  return wrapper;
}

describe('where the seats sit', () => {
  it('at two the opponent sits across; at four playing left, across, right in play order', () => {
    const two = view(twoHand(1), 0);
    expect(opponentPlaces(two)).toEqual([{ seat: 1, place: 'top' }]);
    expect(seatsFromViewer(two)).toEqual([0, 1]);
    const four = view(fourHand(1), 2);
    expect(opponentPlaces(four)).toEqual([
      { seat: 3, place: 'left' },
      { seat: 0, place: 'top' },
      { seat: 1, place: 'right' },
    ]);
    expect([0, 1, 2, 3].map((s) => placeOf(four, s))).toEqual(['top', 'right', 'bottom', 'left']);
    expect(seatsFromViewer(four)).toEqual([2, 3, 0, 1]);
  });
});

describe('lízaný at the table', () => {
  it('the stock shows its count and trumps; after a trick the winner draws first and the new card is marked', async () => {
    const s = playUntil(twoHand(3), (x) => x.tricks.length === 1 && (x.trick?.cards.length ?? 0) === 0);
    expect(stockOf(s)).toHaveLength(14);
    const person = 0;
    const v = view(s, person);
    const draws = drawsAfterLastTrick(v);
    expect(draws?.first).toBe(s.tricks[0]?.winner);
    const w = await tableAt(s, seatsFor(2, person), person);
    expect(w.findAll('.opponent').map((o) => [o.attributes('data-seat'), o.classes()[1]])).toEqual([
      ['1', 'top'],
    ]);
    expect(w.find('.felt').classes()).toContain('across');
    const stock = w.find('[data-testid="stock"]');
    expect(stock.attributes('data-count')).toBe('14');
    expect(stock.find('[data-testid="stock-count"]').text()).toBe('14 karet');
    expect(stock.find('[data-testid="stock-trump"]').text()).toBe(`trumfy: ${suitName(s.trump!, 'cs')}`);
    const order = stock.find('[data-testid="draw-order"]').text();
    const [first, second] = [NAMES[draws!.first]!, NAMES[draws!.second]!];
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
    expect(order).toContain('líže první');
    const fresh = w.findAll('[data-testid="hand-card"][data-fresh="true"]');
    expect(fresh.map((c) => c.attributes('data-card'))).toEqual([v.drawn.at(-1)]);
    expect(fresh[0]?.attributes('aria-label')).toContain('právě líznutá');
    expect(w.find('[data-testid="full-duties"]').exists()).toBe(false);
    expect(w.find('[data-testid="trick"]').attributes('data-seats')).toBe('2');
  });

  it('once the stock is gone the pile says the full duties apply, and a trick holds two cards', async () => {
    const s = playUntil(twoHand(4), (x) => x.tricks.length === 9 && (x.trick?.cards.length ?? 0) === 1);
    expect(stockOf(s)).toHaveLength(0);
    const w = await tableAt(s, seatsFor(2, 0), 0);
    expect(w.find('[data-testid="stock"]').attributes('data-count')).toBe('0');
    // The pile is said to be drawn, not "0 karet".
    expect(w.find('[data-testid="stock-count"]').text()).toBe('dobraný');
    expect(w.find('[data-testid="stock"]').attributes('aria-label')).toBe('Balíček je dobraný');
    expect(w.find('[data-testid="full-duties"]').text()).toContain('přiznat barvu');
    // Trick 9 had no draws: nothing is marked as just drawn, no draw order is told.
    expect(w.find('[data-testid="draw-order"]').exists()).toBe(false);
    expect(w.findAll('[data-testid="hand-card"][data-fresh="true"]')).toHaveLength(0);
    expect(w.findAll('[data-testid="trick-card"]')).toHaveLength(1);
  });

  it('in English the stock and the duties are worded too', async () => {
    const s = playUntil(twoHand(4), (x) => x.tricks.length === 9);
    const w = await tableAt(s, seatsFor(2, 0), 0);
    const { setLocale } = await import('../../../src-renderer/i18n/index.ts');
    setLocale('en');
    await settleAll();
    expect(w.find('[data-testid="stock-count"]').text()).toBe('all drawn');
    expect(w.find('[data-testid="stock"]').attributes('aria-label')).toBe('The stock is all drawn');
    expect(w.find('[data-testid="full-duties"]').text()).toContain('follow suit');
    setLocale('cs');
  });
});

describe('the hint button keeps its place', () => {
  it('on the person’s turn it is enabled; on the other’s it stays, disabled, its title saying why', async () => {
    const mine = playUntil(twoHand(5), (x) => x.phase === 'play' && x.toAct === 0);
    const w = await tableAt(mine, seatsFor(2, 0), 0);
    const hint = w.find('[data-testid="hint"]');
    expect(hint.attributes('disabled')).toBeUndefined();
    expect(hint.attributes('title')).toBe('Nápověda (klávesa H)');
    const theirs = playUntil(twoHand(5), (x) => x.phase === 'play' && x.toAct === 1);
    const u = await tableAt(theirs, seatsFor(2, 0), 0);
    const waiting = u.find('[data-testid="hint"]');
    expect(waiting.exists()).toBe(true);
    expect(waiting.attributes('disabled')).toBeDefined();
    expect(waiting.attributes('title')).toBe('Nápověda je k dispozici, až budeš na tahu');
  });
});

describe('křížový at the table', () => {
  it('the called card by the contract; the partner knows himself, the others see nothing until it falls', async () => {
    const s = fourHandWithPartner((x) => x.phase === 'play' && x.tricks.length === 0 && !calledFallen(x));
    const partner = partnerOf(s) as number;
    const called = calledOf(s)?.card as NonNullable<NonNullable<ReturnType<typeof calledOf>>['card']>;
    // The partner himself: his own mark, none on anybody else.
    const w = await tableAt(s, seatsFor(4, partner), partner);
    expect(w.find('[data-testid="called-card"]').attributes('aria-label')).toBe(
      `volá: ${cardName(called, 'cs')}`,
    );
    expect(w.find('.me [data-testid="seat-partner"]').attributes('data-mark')).toBe('partnerSelf');
    expect(w.findAll('.opponent [data-testid="seat-partner"]')).toHaveLength(0);
    expect(w.findAll('.opponent').map((o) => o.classes()[1])).toEqual(['left', 'top', 'right']);
    // Any other seat: no partner mark anywhere (the view does not tell it).
    const other = [0, 1, 2, 3].find((x) => x !== partner && x !== s.declarer) as number;
    const w2 = await tableAt(s, seatsFor(4, other), other);
    expect(w2.findAll('[data-testid="seat-partner"]')).toHaveLength(0);
    expect(partnerMark(view(s, other), partner)).toBeNull();
  });

  it('before the trump card is shown only the rank called is named', async () => {
    const s = playUntil(fourHand(2), (x) => calledOf(x) !== null);
    expect(s.trumpShown).toBe(false);
    const w = await tableAt(s, seatsFor(4, 2), 2);
    const called = w.find('[data-testid="called-card"]');
    expect(called.attributes('data-card')).toBeUndefined();
    expect(called.attributes('aria-label')).toBe(`volá: ${rankName(calledOf(s)!.rank, 'cs')} v trumfech`);
  });

  it('once the called card falls every seat sees the partner marked', async () => {
    const s = fourHandWithPartner(calledFallen);
    const partner = partnerOf(s) as number;
    const other = [0, 1, 2, 3].find((x) => x !== partner && x !== s.declarer) as number;
    const w = await tableAt(s, seatsFor(4, other), other);
    const marked = w.findAll('.opponent').filter((o) => o.find('[data-testid="seat-partner"]').exists());
    expect(marked.map((o) => o.attributes('data-seat'))).toEqual([String(partner)]);
    expect(marked[0]?.find('[data-testid="seat-partner"]').text()).toBe('spoluhráč');
  });

  it('a trick of four lies in a cross, each card before its player', async () => {
    const s = fourHandWithPartner((x) => (x.trick?.cards.length ?? 0) === 3);
    const w = await tableAt(s, seatsFor(4, 0), 0);
    expect(w.find('[data-testid="trick"]').attributes('data-seats')).toBe('4');
    const v = view(s, 0);
    const cards = w.findAll('[data-testid="trick-card"]');
    expect(cards).toHaveLength(3);
    const leader = s.trick?.leader as number;
    const seats = [0, 1, 2].map((i) => (leader + i) % 4);
    expect(cards.map((c) => c.attributes('data-place'))).toEqual(seats.map((x) => placeOf(v, x)));
  });
});

describe('the hot-seat hand-over at two and four', () => {
  it('tells who sits across, and at four all three', () => {
    const two = mountWith(HandOver, setup(null), { name: 'Eva', across: 'Karel' });
    mounted.push(two);
    expect(two.find('[data-testid="handover-seating"]').text()).toBe('Naproti tobě sedí Karel.');
    const four = mountWith(HandOver, setup(null), {
      name: 'Eva',
      left: 'Karel',
      across: 'Jana',
      right: 'Petr',
    });
    mounted.push(four);
    expect(four.find('[data-testid="handover-seating"]').text()).toBe(
      'Po tvé levici sedí Karel (hraje po tobě), naproti Jana, po pravici Petr.',
    );
  });
});

describe('the last trick at two and four', () => {
  it("lays the card across above the person's and the side seats between them", () => {
    const s = fourHandWithPartner((x) => x.tricks.length === 1 && (x.trick?.cards.length ?? 0) === 0);
    const v = view(s, 0);
    const w = mountWith(LastTrick, setup(null), { view: v, names: NAMES });
    mounted.push(w);
    expect(w.find('.cards').attributes('data-across')).toBe('true');
    const places = w.findAll('[data-testid="last-trick-card"]').map((c) => c.attributes('data-place'));
    expect([...places].sort()).toEqual(['bottom', 'left', 'right', 'top']);
    const two = playUntil(twoHand(3), (x) => x.tricks.length === 1);
    const w2 = mountWith(LastTrick, setup(null), { view: view(two, 0), names: NAMES });
    mounted.push(w2);
    expect(
      w2
        .findAll('[data-testid="last-trick-card"]')
        .map((c) => c.attributes('data-place'))
        .sort(),
    ).toEqual(['bottom', 'top']);
  });
});

describe('the score sheet of křížový and licitovaný', () => {
  it('names the pair that was paid together, and a hand nobody played', () => {
    const pair = fourHandWithPartner((x) => x.phase === 'finished');
    let passed = newHand({
      rules: PRESETS.csm002,
      table: { size: 4, dealer: 3 },
      deck: shuffledDeck(createRng(7)),
      variant: 'auction',
    });
    passed = playUntil(
      passed,
      () => false,
      (legal) => legal.find((a) => a.type === 'drop'),
    );
    const hands = [settle(pair).money, settle(passed).money];
    const w = mountWith(ScoreSheet, setup(null), {
      hands,
      ledger: [0, 1, 2, 3].map((s) => (hands[0]?.[s] ?? 0) + (hands[1]?.[s] ?? 0)),
      names: NAMES,
      sheet: [handSummary(pair), handSummary(passed)],
    });
    mounted.push(w);
    const rows = w.findAll('[data-testid="score-contract"]').map((r) => r.text());
    expect(rows[0]).toContain(`${NAMES[pair.declarer as number]} a ${NAMES[partnerOf(pair) as number]}:`);
    expect(rows[1]).toBe('nikdo nehrál, zahozeno');
  });
});

describe('who paid whom', () => {
  it('křížový in pairs: each loser pays one winner, the payments add up to the money', () => {
    const s = fourHandWithPartner((x) => x.phase === 'finished');
    const st = settle(s);
    expect(st.payment).toBe('pairs');
    const list = transfers(st);
    expect(list).toHaveLength(2);
    const net = [0, 0, 0, 0];
    for (const p of list) {
      net[p.from] = (net[p.from] as number) - p.haler;
      net[p.to] = (net[p.to] as number) + p.haler;
    }
    expect(net).toEqual(st.money.map((m) => m + 0));
    const words = explainPayments(st, 'cs', NAMES);
    expect(words.note).toContain('čl. VII odst. 2');
    const panel = mountWith(SettlementPanel, setup(null), { settlement: st, rules: s.rules, names: NAMES });
    mounted.push(panel);
    expect(panel.find('[data-testid="settlement-total"]').text()).toContain(
      st.total >= 0
        ? 'každý obránce platí jednomu z volící strany'
        : 'každý z volící strany platí jednomu obránci',
    );
    expect(panel.find('[data-testid="settlement-with-declarer"]').exists()).toBe(true);
    expect(words.lines[0]).toBe(
      `${NAMES[list[0]!.from]} → ${NAMES[list[0]!.to]}: ${formatMoney(list[0]!.haler, 'cs')}`,
    );
  });

  it('a licitovaný hand nobody played names no declarer, who did what, and nobody pays', () => {
    let s = newHand({
      rules: PRESETS.csm002,
      table: { size: 3, dealer: 2 },
      deck: shuffledDeck(createRng(7)),
      variant: 'auction',
    });
    s = playUntil(
      s,
      () => false,
      (legal) => legal.find((a) => a.type === 'drop'),
    );
    expect(s.end).toBe('allPassed');
    const st = settle(s);
    const w = mountWith(SettlementPanel, setup(null), {
      settlement: st,
      rules: s.rules,
      names: NAMES.slice(0, 3),
      end: s.end,
      calls: s.calls,
      table: s.table,
    });
    mounted.push(w);
    // The rear hand and the middle dropped, then forehand, asked, threw in (issue 26 item 5).
    const [rear, middle, fh] = [NAMES[2], NAMES[1], NAMES[0]];
    expect(w.find('[data-testid="settlement-thrown-in"]').text()).toBe(
      `Hra se nehraje a nikdo nic neplatí: ${rear} a ${middle} z licitace odstoupili a forhont (${fh}) pak hru zahodil, místo aby hrál.`,
    );
    expect(w.find('[data-testid="settlement-total"]').exists()).toBe(false);
    expect(w.findAll('[data-testid="settlement-payment"]').map((l) => l.text())).toEqual([
      'Nikdo nikomu neplatí.',
    ]);
  });

  it('lízaný one against one: the settlement panel names the one payment', async () => {
    const s = playUntil(twoHand(5), () => false);
    expect(s.phase).toBe('finished');
    const st = settle(s);
    const pinia = setup(null);
    const w = mountWith(SettlementPanel, pinia, { settlement: st, rules: s.rules, names: NAMES.slice(0, 2) });
    mounted.push(w);
    const lines = w.findAll('[data-testid="settlement-payment"]').map((l) => l.text());
    const payer = (st.money[0] ?? 0) < 0 ? 0 : 1;
    expect(lines).toEqual([
      `${NAMES[payer]} → ${NAMES[1 - payer]}: ${formatMoney(Math.abs(st.money[0] ?? 0), 'cs')}`,
    ]);
    expect(w.find('[data-testid="settlement-payments-note"]').exists()).toBe(false);
    expect(w.find('[data-testid="settlement-total"]').text()).toContain(
      st.total >= 0 ? 'obránce platí aktérovi' : 'aktér platí obránci',
    );
  });
});
