/**
 * Licitovaný through the engine's own entry points (newHand, legalActions, apply, view, settle): full
 * hands from the deal to the end, omyl, a thrown-in hand, the refusals of the flow by article, and
 * properties over random hands at three and four seats.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type PresetId,
  type Table,
  apply,
  createRng,
  fromCards,
  legalActions,
  newHand,
  preset,
  settle,
  shuffledDeck,
  size,
  toCards,
  union,
  view,
} from '../../../src-shared/index.ts';
import { CARDS, type Card } from '../../../src-shared/cards/card.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';
import { auxOf } from '../../../src-shared/engine/state.ts';

function deal(id: PresetId, table: Table, seed = 1): HandState {
  return newHand({ rules: preset(id), table, deck: shuffledDeck(createRng(seed)), variant: 'auction' });
}

function step(state: HandState, action: Action): HandState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Every card somewhere: hands, talon, tricks taken and the trick on the table. */
function allCards(s: HandState): number {
  let set = s.talon;
  for (const h of s.hands) set = union(set, h);
  for (const t of s.tricks) set = union(set, fromCards(t.cards));
  return size(union(set, fromCards(s.trick?.cards ?? [])));
}

/** Play on with the first legal action (passes in doubling) until the hand ends. */
function playOut(state: HandState): HandState {
  let s = state;
  for (let n = 0; s.phase !== 'finished' && n < 200; n++) {
    const legal = legalActions(s);
    const pass = legal.find((a) => a.type === 'pass');
    s = step(s, pass ?? (legal.find((a) => a.type !== 'claim') as Action));
  }
  return s;
}

const THREE: Table = { size: 3, dealer: 0 };
const FOUR: Table = { size: 4, dealer: 0 };

describe('a licitovaný hand from the deal to the end (OP čl. VII odst. 3)', () => {
  it('deals ten each and two to the talon nobody sees; the rear hand speaks first', () => {
    const s = deal('csm002', THREE);
    expect(s.variant).toBe('auction');
    expect(s.phase).toBe('auction');
    expect(s.hands.map(size)).toEqual([10, 10, 10]);
    expect(size(s.talon)).toBe(2);
    expect(s.toAct).toBe(0); // the dealer is the rear hand at three
    for (const seat of [0, 1, 2]) {
      const v = view(s, seat);
      expect(v.talon).toBeNull();
      expect(v.talonSize).toBe(2);
      expect(v.auction?.toAct).toBe(0);
    }
    // At four the dealer sits out and holds nothing; the seat right of him opens.
    const f = deal('csm002', FOUR);
    expect(f.hands.map(size)).toEqual([0, 10, 10, 10]);
    expect(f.toAct).toBe(3);
  });

  it('the winner takes the talon, declares, discards; doubling and play follow to the end', () => {
    let s = deal('csm002', THREE, 7);
    s = step(s, { type: 'bid', seat: 0, step: 'hundred' });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    expect(s.phase).toBe('talon');
    expect(s.declarer).toBe(0);
    expect(auctionOwn(s)?.wonStep).toBe('hundred');
    expect(size(s.hands[0] as number)).toBe(12);
    expect(s.talon).toBe(0);
    // Not below the step won (OP čl. VII odst. 3): no sedma now; no omyl after a hundred (TP čl. II odst. 17).
    const legal = legalActions(s);
    expect(legal.some((a) => a.type === 'declare' && (a.step === 'seven' || a.step === 'redSeven'))).toBe(
      false,
    );
    expect(legal.some((a) => a.type === 'fold')).toBe(false);
    const declare = legal.find(
      (a) => a.type === 'declare' && a.step === 'hundred' && a.trump === 'B',
    ) as Action;
    s = step(s, declare);
    expect(s.phase).toBe('discard');
    expect(s.trump).toBe('B');
    expect(s.components.map((c) => c.kind)).toEqual(['hundred']);
    const discard = legalActions(s)[0] as Extract<Action, { type: 'discard' }>;
    for (const c of discard.cards) expect(c[1] === 'A' || c[1] === 'X').toBe(false);
    s = step(s, discard);
    expect(s.phase).toBe('doubling');
    expect(s.toAct).toBe(1); // the defence speaks first, forehand first
    expect(view(s, 0).talon).toEqual(
      discard.cards.slice().sort((a, b) => CARDS.indexOf(a) - CARDS.indexOf(b)),
    );
    expect(view(s, 1).talon).toBeNull();
    // TP čl. II odst. 23 (csm002): no seven or hundred against after an auction.
    expect(legalActions(s).some((a) => a.type === 'double' && (a.against ?? []).length > 0)).toBe(false);
    s = playOut(s);
    expect(s.phase).toBe('finished');
    expect(s.end).toBe('played');
    expect(s.tricks).toHaveLength(10);
    expect(s.tricks[0]?.leader).toBe(1); // forehand leads a suit game
    expect(allCards(s)).toBe(32);
    const money = settle(s).money;
    expect(money.reduce((a, b) => a + b, 0)).toBe(0);
    expect(money[0]).not.toBe(0);
  });

  it('betl: the declarer leads (OP čl. VII odst. 3, čl. II odst. 6) and aces may go to the talon', () => {
    let s = deal('csm002', THREE, 3);
    s = step(s, { type: 'bid', seat: 0, step: 'betl' });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    s = step(s, { type: 'declare', seat: 0, step: 'betl', trump: null, aux: null });
    expect(s.game).toBe('betl');
    const hand = toCards(s.hands[0] as number);
    const aces = hand.filter((c) => c[1] === 'A');
    if (aces.length >= 2)
      expect(legalActions(s)).toContainEqual({ type: 'discard', seat: 0, cards: [aces[0], aces[1]] });
    s = step(s, legalActions(s)[0] as Action);
    while (s.phase === 'doubling') s = step(s, { type: 'pass', seat: s.toAct as number });
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe(0);
  });

  it('omyl: the winner of a plain sedma folds and pays the game and seven at one flek (TP čl. II odst. 17, čl. I)', () => {
    let s = deal('csm002', THREE, 11);
    s = step(s, { type: 'bid', seat: 0, step: 'seven' });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    expect(legalActions(s)).toContainEqual({ type: 'fold', seat: 0 });
    s = step(s, { type: 'fold', seat: 0 });
    expect(s.phase).toBe('finished');
    expect(s.end).toBe('folded');
    // 1×2 + 2×2 = 6 units to each defender at 0.20 Kč: 1.20 Kč each (docs/variants.md, Settlement).
    expect(settle(s).money).toEqual([-240, 120, 120]);
  });

  it('omyl at four: the dealer sitting out is paid as a defender (TP čl. II odst. 2)', () => {
    let s = deal('csm002', FOUR, 11);
    s = step(s, { type: 'bid', seat: 3, step: 'seven' });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    s = step(s, { type: 'fold', seat: 3 });
    expect(settle(s).money).toEqual([120, 120, 120, -360]);
  });

  it('nobody bids: forehand is asked, throws in, and nobody pays (question 9)', () => {
    let s = deal('csm002', THREE);
    s = step(s, { type: 'drop', seat: 0 });
    s = step(s, { type: 'drop', seat: 2 });
    expect(s.toAct).toBe(1);
    s = step(s, { type: 'drop', seat: 1 });
    expect(s.phase).toBe('finished');
    expect(s.end).toBe('allPassed');
    expect(s.toAct).toBeNull();
    expect(legalActions(s)).toEqual([]);
    expect(allCards(s)).toBe(32);
    expect(auctionOwn(s)?.auction).toBeNull();
    expect(s.calls.map((c) => c.type)).toEqual(['drop', 'drop', 'drop']);
    expect(settle(s).money).toEqual([0, 0, 0]);
  });

  it("house001: dealt by twos, DP's rotation from forehand (DP, Mariáš licitovaný)", () => {
    const s = deal('house001', THREE);
    expect(s.toAct).toBe(1);
    expect(s.hands.map(size)).toEqual([10, 10, 10]);
    const deck = shuffledDeck(createRng(1));
    expect(toCards(s.hands[1] as number).sort()).toEqual(
      [deck[0], deck[1], deck[6], deck[7], deck[12], deck[13], deck[18], deck[19], deck[24], deck[25]].sort(),
    );
  });
});

describe('refusals of the flow', () => {
  const won = (id: PresetId, bid: 'seven' | 'hundred', seed = 5): HandState => {
    let s = deal(id, THREE, seed);
    s = step(s, { type: 'bid', seat: 0, step: bid });
    s = step(s, { type: 'drop', seat: 1 });
    return step(s, { type: 'drop', seat: 2 });
  };
  const refused = (s: HandState, a: Action) => {
    const r = apply(s, a);
    expect(r.ok).toBe(false);
    return r.ok ? null : r.error;
  };

  it('the auction: out of turn, too low, a hold without priority', () => {
    let s = deal('csm002', THREE);
    expect(refused(s, { type: 'bid', seat: 1, step: 'seven' })).toEqual({
      code: 'notYourTurn',
      seat: 1,
      toAct: 0,
    });
    s = step(s, { type: 'bid', seat: 0, step: 'hundred' });
    expect(refused(s, { type: 'bid', seat: 1, step: 'seven' })).toEqual({
      code: 'bidTooLow',
      step: 'seven',
      current: 'hundred',
      ladder: 'csm',
    });
    s = step(s, { type: 'hold', seat: 1 });
    expect(refused(s, { type: 'hold', seat: 0 })).toEqual({
      code: 'holdNotAllowed',
      holder: 1,
      procedure: 'duel',
    });
    expect(refused(s, { type: 'declare', seat: 0, step: 'hundred', trump: 'B', aux: null })).toMatchObject({
      code: 'wrongPhase',
    });
  });

  it('the contract: below the step won, red step not in hearts, omyl where the rules have none', () => {
    const s = won('csm', 'hundred');
    expect(refused(s, { type: 'declare', seat: 0, step: 'seven', trump: 'B', aux: null })).toEqual({
      code: 'contractBelowBid',
      step: 'seven',
      won: 'hundred',
      ladder: 'csmGeneral',
    });
    // The general rules' ladder has no red steps (OP čl. IV odst. 1): hearts only double the rate.
    expect(refused(s, { type: 'declare', seat: 0, step: 'redHundred', trump: 'H', aux: null })).toEqual({
      code: 'stepNotOnLadder',
      step: 'redHundred',
      ladder: 'csmGeneral',
    });
    const tournament = won('csm002', 'hundred');
    expect(
      refused(tournament, { type: 'declare', seat: 0, step: 'redHundred', trump: 'A', aux: null }),
    ).toEqual({ code: 'redStepNeedsHearts', step: 'redHundred', ladder: 'csm' });
    expect(refused(s, { type: 'fold', seat: 0 })).toEqual({
      code: 'foldNotAllowed',
      won: 'hundred',
      offered: false,
    });
    const seven = won('csm', 'seven');
    // csm reads OP alone: no omyl (auctionFold off).
    expect(refused(seven, { type: 'fold', seat: 0 })).toEqual({
      code: 'foldNotAllowed',
      won: 'seven',
      offered: false,
    });
  });

  it('the talon: the announced seven stays in hand (TP čl. II odst. 17)', () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = won('csm002', 'seven', seed);
      const hand = toCards(s.hands[0] as number);
      const sevenSuit = (['B', 'L', 'A'] as const).find((t) => hand.includes(`${t}7` as Card));
      if (sevenSuit === undefined) continue;
      const d = step(s, { type: 'declare', seat: 0, step: 'seven', trump: sevenSuit, aux: null });
      const other = toCards(d.hands[0] as number).find(
        (c) => c !== `${sevenSuit}7` && c[1] !== 'A' && c[1] !== 'X',
      );
      expect(refused(d, { type: 'discard', seat: 0, cards: [`${sevenSuit}7`, other as Card] })).toEqual({
        code: 'discardAnnouncedSeven',
        card: `${sevenSuit}7`,
      });
      return;
    }
    throw new Error('no deal with a plain seven found');
  });
});

describe('properties over random licitovaný hands', () => {
  const presets: PresetId[] = ['csm002', 'csm', 'house001', 'english003'];
  const tables: Table[] = [THREE, FOUR, { size: 3, dealer: 2 }, { size: 4, dealer: 3 }];

  it('cards conserved, a legal action until the end, every legal action applies, money sums to zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...presets),
        fc.constantFrom(...tables),
        fc.integer({ min: 1, max: 1_000_000 }),
        (id, table, seed) => {
          const rng = createRng(seed);
          let s = newHand({ rules: preset(id), table, deck: shuffledDeck(rng), variant: 'auction' });
          for (let n = 0; s.phase !== 'finished'; n++) {
            expect(n).toBeLessThan(300);
            expect(allCards(s)).toBe(32);
            const legal = legalActions(s).filter((a) => a.type !== 'claim');
            expect(legal.length).toBeGreaterThan(0);
            // Climb the auction a little, then mostly pass, so that hands reach play.
            const drop = legal.find((a) => a.type === 'drop');
            const pick =
              drop !== undefined && rng.int(3) > 0 && auctionOwn(s)?.auction?.step !== null
                ? drop
                : (legal[rng.int(legal.length)] as Action);
            s = step(s, pick);
          }
          expect(allCards(s)).toBe(32);
          expect(settle(s).money.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('dvě sedmy through the flow (OP čl. IV odst. 9, 11)', () => {
  /** A deck that deals seat 0 (rear hand at three, dealer 0) these ten cards; the rest in order. */
  function deckFor(rear: readonly Card[]): Card[] {
    const rest = CARDS.filter((c) => !rear.includes(c));
    // fives: seats 1, 2, 0 get five each, two to the talon, then five each again.
    return [
      ...rest.slice(0, 10),
      ...rear.slice(0, 5),
      ...rest.slice(10, 12),
      ...rest.slice(12, 22),
      ...rear.slice(5, 10),
    ];
  }
  const REAR: Card[] = ['L7', 'A7', 'LA', 'LX', 'LK', 'LO', 'AA', 'AX', 'BA', 'HA'];

  it('both sevens are held back: the trump seven for the last trick, the auxiliary one before it', () => {
    let s = newHand({ rules: preset('csm'), table: THREE, deck: deckFor(REAR), variant: 'auction' });
    expect(toCards(s.hands[0] as number).sort()).toEqual([...REAR].sort());
    s = step(s, { type: 'bid', seat: 0, step: 'twoSevens' });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    s = step(s, { type: 'declare', seat: 0, step: 'twoSevens', trump: 'L', aux: 'A' });
    expect(auxOf(s)).toBe('A');
    expect(s.components.map((c) => c.kind)).toEqual(['twoSevens']);
    // OP čl. IV odst. 12 / TP čl. II odst. 17: the trump seven may not go to the talon.
    expect(legalActions(s).some((a) => a.type === 'discard' && a.cards.includes('L7'))).toBe(false);
    s = step(s, legalActions(s)[0] as Action);
    while (s.phase === 'doubling') s = step(s, { type: 'pass', seat: s.toAct as number });
    expect(s.phase).toBe('play');
    while (s.phase === 'play') {
      const legal = legalActions(s).filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
      if (s.toAct === 0) {
        const cards = legal.map((a) => a.card);
        if (cards.includes('L7')) expect(cards).toEqual(['L7']);
        if (cards.includes('A7')) expect(cards.every((c) => c === 'A7' || c === 'L7')).toBe(true);
      }
      s = step(s, legal[0] as Action);
    }
    expect(allCards(s)).toBe(32);
    expect(settle(s).money.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('DP, Příklad licitace through the engine (house001)', () => {
  it('the worked auction replays call by call; C takes the talon and may play betl or durch instead', () => {
    // Dealer 0: A (předák) = 1, B = 2, C = 0.
    const [A, B, C] = [1, 2, 0];
    let s = deal('house001', THREE, 21);
    const calls: Action[] = [
      { type: 'bid', seat: A, step: 'game' },
      { type: 'bid', seat: B, step: 'redGame' },
      { type: 'bid', seat: C, step: 'seven' },
      { type: 'hold', seat: A },
      { type: 'bid', seat: B, step: 'hundred' },
      { type: 'drop', seat: C },
      { type: 'hold', seat: A },
      { type: 'bid', seat: B, step: 'redHundred' },
      { type: 'bid', seat: C, step: 'hundredSeven' },
      { type: 'drop', seat: A },
      { type: 'hold', seat: B },
      { type: 'bid', seat: C, step: 'redHundredSeven' },
      { type: 'drop', seat: A },
      { type: 'drop', seat: B },
    ];
    for (const a of calls) s = step(s, a);
    expect(s.calls).toEqual(calls);
    expect(s.phase).toBe('talon');
    expect(s.declarer).toBe(C);
    expect(auctionOwn(s)?.wonStep).toBe('redHundredSeven');
    const steps = new Set(legalActions(s).flatMap((a) => (a.type === 'declare' ? [a.step] : [])));
    expect(steps.has('betl')).toBe(true);
    expect(steps.has('durch')).toBe(true);
    expect(steps.has('redHundred')).toBe(false);
  });
});

describe('seven and hundred against after an auction (TP čl. II odst. 23; AP; open question 12)', () => {
  /** Seat 0 wins a hundred and declares it in a plain suit whose seven forehand (seat 1) holds. */
  function doublingWithSeven(againstAfterAuction: boolean): { s: HandState; seven: Card } {
    for (let seed = 1; seed < 500; seed++) {
      const rules = { ...preset('csm002'), againstAfterAuction };
      let s = newHand({ rules, table: THREE, deck: shuffledDeck(createRng(seed)), variant: 'auction' });
      const seven = toCards(s.hands[1] as number).find((c) => c[1] === '7' && c[0] !== 'H');
      if (seven === undefined) continue;
      s = step(s, { type: 'bid', seat: 0, step: 'hundred' });
      s = step(s, { type: 'drop', seat: 1 });
      s = step(s, { type: 'drop', seat: 2 });
      s = step(s, { type: 'declare', seat: 0, step: 'hundred', trump: seven[0] as 'B', aux: null });
      s = step(s, legalActions(s)[0] as Action);
      return { s, seven };
    }
    throw new Error('no deal found');
  }

  it('csm002: refused with its own reason', () => {
    const { s } = doublingWithSeven(false);
    expect(s.toAct).toBe(1);
    expect(legalActions(s).some((a) => a.type === 'double' && (a.against ?? []).length > 0)).toBe(false);
    const r = apply(s, { type: 'double', seat: 1, components: [], against: ['sevenAgainst'] });
    expect(r.ok ? null : r.error).toEqual({ code: 'noAgainstAfterAuction', kind: 'sevenAgainst' });
  });

  it('where the rules allow it (AP), forehand holding the trump seven may announce it', () => {
    const { s } = doublingWithSeven(true);
    expect(legalActions(s)).toContainEqual({
      type: 'double',
      seat: 1,
      components: [],
      against: ['sevenAgainst'],
    });
  });
});

describe('four auxiliary cards against dvě sedmy (TP čl. III odst. 1–2)', () => {
  /** Deal at three, dealer 0, by fives: seat 1, seat 2, seat 0 five each, the talon, five each again. */
  function deck3(s1: readonly Card[], s0: readonly Card[], talon: readonly Card[]): Card[] {
    const s2 = CARDS.filter((c) => !s1.includes(c) && !s0.includes(c) && !talon.includes(c));
    return [
      ...s1.slice(0, 5),
      ...s2.slice(0, 5),
      ...s0.slice(0, 5),
      ...talon,
      ...s1.slice(5),
      ...s2.slice(5),
      ...s0.slice(5),
    ];
  }
  const S0: Card[] = ['L7', 'A7', 'LA', 'LX', 'LK', 'LO', 'AA', 'AX', 'BA', 'HA'];
  // Forehand holds four acorns, the auxiliary suit.
  const S1: Card[] = ['A8', 'A9', 'AU', 'AO', 'B7', 'B8', 'B9', 'H7', 'H8', 'H9'];
  const TALON: Card[] = ['L8', 'L9'];

  function toDoubling(id: PresetId, contract: 'twoSevens' | 'twoSevensHundred'): HandState {
    let s = newHand({ rules: preset(id), table: THREE, deck: deck3(S1, S0, TALON), variant: 'auction' });
    expect(toCards(s.hands[1] as number).sort()).toEqual([...S1].sort());
    s = step(s, { type: 'bid', seat: 0, step: contract });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    s = step(s, { type: 'declare', seat: 0, step: contract, trump: 'L', aux: 'A' });
    return step(s, { type: 'discard', seat: 0, cards: ['L8', 'L9'] });
  }

  it('csm002: shown once doubling ends, not played, the declarer pays dvě sedmy', () => {
    let s = toDoubling('csm002', 'twoSevens');
    s = step(s, { type: 'double', seat: 1, components: ['twoSevens'] });
    while (s.phase === 'doubling') s = step(s, { type: 'pass', seat: s.toAct as number });
    expect(s.phase).toBe('finished');
    expect(s.end).toBe('auxShown');
    expect(s.tricks).toHaveLength(0);
    for (const seat of [0, 1, 2]) expect(view(s, seat).laidOpen[1]).toEqual(['A8', 'A9', 'AU', 'AO']);
    // 40 at one flek (question 11: the doubled rate) = 80 units a defender, 16 Kč at 0.20 Kč.
    expect(settle(s).money).toEqual([-3200, 1600, 1600]);
  });

  it('dvě sedmy a sto: nobody shows, the hand is played', () => {
    let s = toDoubling('csm002', 'twoSevensHundred');
    while (s.phase === 'doubling') s = step(s, { type: 'pass', seat: s.toAct as number });
    expect(s.phase).toBe('play');
  });

  it('where the rules have no show (csm by OP alone), dvě sedmy is played', () => {
    let s = toDoubling('csm', 'twoSevens');
    while (s.phase === 'doubling') s = step(s, { type: 'pass', seat: s.toAct as number });
    expect(s.phase).toBe('play');
  });
});
