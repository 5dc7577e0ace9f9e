/**
 * Volený at a table of four, as a session plays it: the dealer sits out each hand and pays or receives
 * as a defender; the deal moves round all four seats. Cases cite the article they come from.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type Ruleset,
  PRESETS,
  apply,
  finishHand,
  legalActions,
  newHand,
  replay,
  settle,
  startSession,
  toCards,
} from '../../../src-shared/index.ts';
import { createRng } from '../../../src-shared/util/random.ts';
import { BIDDING_DECK, run } from '../helpers.ts';

/** ČSM rates, with an undoubled game paid without play (so that a bid alone settles the hand). */
const PAID_UNPLAYED: Ruleset = { ...PRESETS.csm, unplayed: 'game' };

/** Plays a hand out with random legal actions; returns the finished state and who acted. */
function playOut(state: HandState, seed: number): { end: HandState; actors: Set<number> } {
  const rng = createRng(seed);
  const actors = new Set<number>();
  let s = state;
  for (let guard = 0; s.phase !== 'finished'; guard++) {
    if (guard > 500) throw new Error('the hand did not end');
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const a = legal[rng.int(legal.length)] as Action;
    actors.add(a.seat);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`legalActions offered a refused action: ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return { end: s, actors };
}

describe('the dealer sits out (pravidla ČSM, čl. II odst. 4)', () => {
  it.each([0, 1, 2, 3])(
    'dealer %i is dealt no card; the three others ten each, forehand on his left',
    (d) => {
      const s = newHand({ rules: PRESETS.csm, table: { size: 4, dealer: d }, deck: BIDDING_DECK });
      const counts = s.hands.map((h) => toCards(h).length);
      const f = (d + 1) % 4;
      expect(s.toAct).toBe(f);
      // Forehand's twelve (seven, then five "z lidu"), ten each to the other two, none to the dealer.
      expect(counts).toEqual([0, 1, 2, 3].map((seat) => (seat === d ? 0 : seat === f ? 12 : 10)));
      // The deal starts on the dealer's left whoever deals: forehand always gets the deck's first seven.
      expect(toCards(s.firstSeven).sort()).toEqual(BIDDING_DECK.slice(0, 7).sort());
    },
  );
});

describe('the seat sitting out pays or receives as a defender (pravidla ČSM, čl. V odst. 1)', () => {
  // Forehand takes hearts by the king and a plain game; the two players beside him approve and nobody
  // doubles: paid without play at the game's rate, doubled in hearts (čl. V odst. 4): 2 × 20 haléř.
  const won = (dealer: number) => {
    const f = (dealer + 1) % 4;
    const a = (dealer + 2) % 4;
    const b = (dealer + 3) % 4;
    return run(
      newHand({ rules: PAID_UNPLAYED, table: { size: 4, dealer }, deck: BIDDING_DECK }),
      { type: 'chooseTrump', seat: f, card: 'HK' },
      { type: 'chooseGame', seat: f, game: 'suit' },
      { type: 'discard', seat: f, cards: ['B7', 'L7'] },
      { type: 'approve', seat: a },
      { type: 'approve', seat: b },
      { type: 'announce', seat: f, seven: false, hundred: false },
      { type: 'pass', seat: a },
      { type: 'pass', seat: b },
    );
  };
  it.each([
    [3, [120, -40, -40, -40]],
    [0, [-40, 120, -40, -40]],
    [1, [-40, -40, 120, -40]],
    [2, [-40, -40, -40, 120]],
  ])('dealer %i: the declarer takes 40 haléř from each of the three, the dealer too', (dealer, money) => {
    const s = won(dealer);
    expect(s.phase).toBe('finished');
    expect(settle(s).money).toEqual(money);
  });

  it('a lost contract is paid by the declarer to the dealer as to each defender', () => {
    // Forehand is seat 1 (dealer 0) and takes hearts; random play from there loses some hands.
    let lost = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = run(newHand({ rules: PRESETS.csm, table: { size: 4, dealer: 0 }, deck: BIDDING_DECK }), {
        type: 'chooseTrump',
        seat: 1,
        card: 'HK',
      });
      const { end } = playOut(s, seed);
      const m = settle(end).money;
      const declarer = settle(end).declarer;
      if (m[declarer]! >= 0) continue;
      lost++;
      expect(m[0]).toBeGreaterThan(0);
      for (const seat of [0, 1, 2, 3].filter((x) => x !== declarer)) expect(m[seat]).toBe(m[0]);
      expect(m[declarer]).toBe(-3 * m[0]!);
    }
    expect(lost).toBeGreaterThan(0);
  });
});

describe('a session of four: the deal moves round every seat (pravidla ČSM, čl. II odst. 9)', () => {
  it('over eight hands each seat deals and sits out twice, never acts then, and money sums to zero', () => {
    let session = startSession(PRESETS.csm, 4, 7);
    const dealers: number[] = [];
    for (let n = 0; n < 8; n++) {
      const setup = session.next;
      dealers.push(setup.table.dealer);
      const first = replay(setup, []);
      if (!first.ok) throw new Error('the deal did not replay');
      const { end, actors } = playOut(first.value, 100 + n);
      // The dealer never acts and holds no card from the deal to the end.
      expect(actors.has(setup.table.dealer)).toBe(false);
      expect(end.hands[setup.table.dealer]).toBe(0);
      const money = settle(end).money;
      expect(money).toHaveLength(4);
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      // The seat sitting out is paid or pays exactly as each defender.
      const declarer = settle(end).declarer;
      expect(declarer).not.toBe(setup.table.dealer);
      for (let seat = 0; seat < 4; seat++)
        if (seat !== declarer) expect(money[seat]).toBe(money[setup.table.dealer]);
      session = finishHand(session, end);
    }
    // The first dealer is the last seat (seat 0 is forehand), then the deal passes to the left.
    expect(dealers).toEqual([3, 0, 1, 2, 3, 0, 1, 2]);
    expect(session.ledger.reduce((a, b) => a + b, 0)).toBe(0);
    expect(session.ledger).toEqual(
      [0, 1, 2, 3].map((seat) => session.hands.reduce((sum, h) => sum + (h.money[seat] ?? 0), 0)),
    );
  });
});
