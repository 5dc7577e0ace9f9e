/**
 * Laydown (ložená hra), judged from the declarer's knowledge only. Hand-made positions, each with why
 * its answer is what it is; every line and counter is replayed through the engine's own apply in the
 * layout the answer names, after checking that layout against the public history. On random endings the
 * answer is compared with a naive game written here over the explicit list of layouts.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  allowedPlays,
  apply,
  cardIndex,
  createRng,
  describe as describePosition,
  fromCards,
  fromPosition,
  legalActions,
  settle,
  shuffledDeck,
  toCards,
} from '../../../src-shared/index.ts';
import { exclusion, laydown } from '../../../src-main/solver/laydown.ts';
import { type Layout, stateOf } from '../helpers.ts';
import { CONTRACTS as ALL_CONTRACTS, endPosition } from '../../support/deals.ts';

/** The cards that may be played (a claim is what is being decided here, not a move). */
const plays = (s: HandState): Action[] => legalActions(s).filter((a) => a.type === 'play');

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** Every item of the declarer's contract won and every defence announcement lost (silent sevens aside). */
const allWon = (s: HandState) =>
  settle(s).items.every((i) => i.kind === 'silentSeven' || (i.side === 'declarer') === i.won);

/** The state with other current hands, after checking them against everything the declarer knows. */
function withHands(s: HandState, hands: readonly (readonly Card[])[]): HandState {
  const declarer = s.declarer as number;
  expect(hands[declarer]).toEqual(toCards(s.hands[declarer] as number));
  const unseen = (hs: readonly number[]) =>
    hs.reduce((m, h, seat) => (seat === declarer ? m : m | h), 0) >>> 0;
  expect(unseen(hands.map(fromCards))).toBe(unseen(s.hands));
  // The history replays through the engine with these hands and announces the same marriages.
  const replayed = fromPosition({ ...describePosition(s), hands });
  if (!replayed.ok)
    throw new Error(`layout inconsistent with the history: ${JSON.stringify(replayed.error)}`);
  expect(replayed.value.marriages).toEqual(s.marriages);
  return replayed.value;
}

function play(s: HandState, cards: readonly Card[]): HandState {
  return cards.reduce((st, card) => after(st, { type: 'play', seat: st.toAct as number, card }), s);
}

/** With every card visible: can the declarer make sure of winning everything? (Small positions only.) */
function wonOpen(s: HandState): boolean {
  if (s.phase === 'finished') return allWon(s);
  const next = plays(s).map((a) => after(s, a));
  return s.toAct === s.declarer ? next.some(wonOpen) : next.every(wonOpen);
}

/** Whether any continuation at all (both sides helping) still wins everything. */
function stillPossible(s: HandState): boolean {
  if (s.phase === 'finished') return allWon(s);
  return plays(s).some((a) => stillPossible(after(s, a)));
}

function checkLine(s: HandState) {
  const r = laydown(s);
  expect(r.decided).toBe(true);
  expect(r.claimable).toBe(true);
  const end = play(withHands(s, r.hands ?? []), r.line ?? []);
  expect(end.phase).toBe('finished');
  expect(allWon(end)).toBe(true);
  return { r, end };
}

function checkCounter(s: HandState) {
  const r = laydown(s);
  expect(r.decided).toBe(true);
  expect(r.claimable).toBe(false);
  const end = play(withHands(s, r.hands ?? []), r.counter ?? []);
  if (end.phase === 'finished') expect(allWon(end)).toBe(false);
  else expect(stillPossible(end)).toBe(false);
  return { r, end };
}

// (a) Seat 0, forehand and declarer of a hearts game, holds seven trumps from the ace down to the
// eight and the three other aces; only H7 is out. Leading trumps draws it, and every ace is the top of
// its suit, so he takes all ten tricks whatever the split: 90 card points and the 40 marriage against
// at most 60 in defence marriages.
const OBVIOUS: Layout = {
  hands: ['HA HX HK HO HU H9 H8 BA LA AA', 'H7 BX BK BO BU B9 L8 LX LK AX', 'B8 LO LU L9 AK AO AU A9 A8 A7'],
  talon: 'B7 L7',
  trump: 'H',
};

// (b) A hearts game with three tricks left, hand-made: the ending was designed first (the declarer,
// on lead, holds HA BA BX; H9 and H8 are out, one with each defender; no point cards out) and the
// first seven tricks were then picked, with a throwaway search over legal plays, to leave him 30 card
// points to 20 with no marriages. With the trumps 1-1 he draws both with HA and cashes BA BX: 70 to 20.
// But seat 1 has shown a void in bells twice (tricks 4 and 6): if he holds both trumps, whatever the
// declarer leads he ruffs a bell and takes the last trick, 40 to 50 — so the game cannot be claimed.
const ENDING: Layout = {
  hands: ['HA BA BX L7 BO H7 BU LX HK HX', 'H9 L9 A8 AU A7 AK HO LK LA HU', 'H8 L8 A9 AA BK AO B9 LU LO AX'],
  talon: 'B7 B8',
  trump: 'H',
};
const ENDING_TRICKS = ['LX LA LO', 'LK LU L7', 'AK AX HK', 'BO HO BK', 'AU AA HX', 'BU HU B9', 'A7 AO H7'];

// (d) Seven (sedma) in hearts: HA HX HK and the seven against four trumps out. Split 2-2 or 3-1, three
// rounds draw them and the seven takes the last trick; but one defender may hold all four and keep the
// last to kill the seven (or to take a trick with it). With HO as well he has four top trumps and can
// always draw them.
const SEVEN: Layout = {
  hands: ['H7 HA HX HK BA BX LA LX AA AX', 'HO HU B7 B8 B9 BU L7 L8 L9 LU', 'H9 H8 BO BK LO LK A7 A8 A9 AU'],
  talon: 'AO AK',
  trump: 'H',
  announced: { seven: true },
};
const SEVEN_DRAWN: Layout = {
  hands: ['H7 HA HX HK HO BA BX LA LX AA', 'AX HU B7 B8 B9 BU L7 L8 L9 LU', 'H9 H8 BO BK LO LK A7 A8 A9 AU'],
  talon: 'AO AK',
  trump: 'H',
  announced: { seven: true },
};

describe('laydown: hand-made positions', () => {
  it('(a) an obvious claim is claimable; its line is legal and the declarer takes every trick', () => {
    const { r, end } = checkLine(stateOf(OBVIOUS));
    expect(r.line).toHaveLength(30);
    expect(end.tricks.every((t) => t.winner === 0)).toBe(true);
  });

  it('(a) mid-trick too: after HA and H7', () => {
    const s = stateOf(OBVIOUS, ['HA H7']);
    expect(s.toAct).toBe(2);
    checkLine(s);
  });

  it('(b) won with all cards visible, but another split of the same history beats it', () => {
    const s = stateOf(ENDING, ENDING_TRICKS);
    expect(s.toAct).toBe(0);
    expect(wonOpen(s)).toBe(true);
    const { r, end } = checkCounter(s);
    // The counter gives seat 1 both trumps; he ruffs and takes the last trick, and the game is lost.
    expect(r.hands?.[1]).toEqual(expect.arrayContaining(['H9', 'H8']));
    expect(end.phase).toBe('finished');
    expect(settle(end).items.find((i) => i.kind === 'game')?.won).toBe(false);
    expect(end.tricks[9]?.winner).toBe(1);
  });

  it('(c) betl: all his cards below the unseen ones in every suit is claimable', () => {
    // He leads; in every suit some defender follows above him, and without trumps he never wins.
    const { end } = checkLine(
      stateOf({
        hands: [
          'H7 H8 H9 B7 B8 L7 L8 L9 A7 A8',
          'HX HU HO HK HA B9 BX BU BO BK',
          'BA LX LU LO LK LA A9 AX AU AO',
        ],
        talon: 'AK AA',
        trump: null,
        game: 'betl',
      }),
    );
    expect(end.end).toBe('played');
  });

  it('(c) betl with an unguarded ace is not: the defence leads the suit and he must overtake', () => {
    const { end } = checkCounter(
      stateOf({
        hands: [
          'H7 H8 H9 B7 B8 L7 L8 L9 A7 AA',
          'HX HU HO HK HA B9 BX BU BO BK',
          'BA LX LU LO LK LA A9 AX AU AO',
        ],
        talon: 'AK A8',
        trump: null,
        game: 'betl',
      }),
    );
    expect(end.end).toBe('betlLost');
  });

  it('(c) durch with AO under an unseen AK: won if AK falls under AA, lost if it is guarded', () => {
    // Here AK is bare with seat 1 and falls under AA, so he would take every trick; but if AK came
    // with another acorn its holder keeps it, and AO loses a trick.
    const s = stateOf({
      hands: [
        'HA HK HO BA BK BO LA LK AA AO',
        'AK H7 H8 H9 HX HU B7 B8 B9 BX',
        'BU L7 L8 L9 LX LU LO A7 A8 A9',
      ],
      talon: 'AX AU',
      trump: null,
      game: 'durch',
    });
    const { r, end } = checkCounter(s);
    expect(end.end).toBe('durchLost');
    const guard = toCards(fromCards(r.hands?.find((h) => h.includes('AK')) ?? [])).filter(
      (c) => c[0] === 'A',
    );
    expect(guard.length).toBeGreaterThan(1);
  });

  it('(d) an announced seven that a 4-0 trump split kills is not claimable', () => {
    const { r, end } = checkCounter(stateOf(SEVEN));
    // One defender holds all four missing trumps in the counter, and the seven is lost.
    expect(r.hands?.some((h) => ['HO', 'HU', 'H9', 'H8'].every((c) => h.includes(c as Card)))).toBe(true);
    expect(end.phase).toBe('finished');
    expect(settle(end).items.find((i) => i.kind === 'seven')?.won).toBe(false);
  });

  it('(d) with four top trumps to draw three, the seven is claimable and takes the last trick', () => {
    const { end } = checkLine(stateOf(SEVEN_DRAWN));
    expect(end.tricks[9]?.cards).toContain('H7');
    expect(end.tricks[9]?.winner).toBe(0);
  });

  it('(e) the answer does not depend on the hidden split', () => {
    // Same public history, the two unseen trumps with one defender or the other.
    const other: Layout = {
      ...ENDING,
      hands: [
        'HA BA BX L7 BO H7 BU LX HK HX',
        'H9 L9 H8 AU A7 AK HO LK LA HU',
        'A8 L8 A9 AA BK AO B9 LU LO AX',
      ],
    };
    expect(laydown(stateOf(other, ENDING_TRICKS))).toEqual(laydown(stateOf(ENDING, ENDING_TRICKS)));
    // The seven with the trumps 2-2 and 4-0, at the start and after a trick and a card.
    const split40: Layout = {
      ...SEVEN,
      hands: [
        'H7 HA HX HK BA BX LA LX AA AX',
        'HO HU H9 H8 B8 B9 BU L7 L8 L9',
        'B7 LU BO BK LO LK A7 A8 A9 AU',
      ],
    };
    expect(laydown(stateOf(split40))).toEqual(laydown(stateOf(SEVEN)));
    expect(laydown(stateOf(split40, ['LA L7 LO', 'HA']))).toEqual(
      laydown(stateOf(SEVEN, ['LA L7 LO', 'HA'])),
    );
  });

  it('strict: the rules’ own test also wants no card points for the defence', () => {
    expect(laydown(stateOf(OBVIOUS), { strict: true }).claimable).toBe(true);
    // With AX instead of AA the game is still safe, but AA takes AX: 10 points to the defence.
    const tenOut: Layout = {
      ...OBVIOUS,
      hands: [
        'HA HX HK HO HU H9 H8 BA LA AX',
        'H7 BX BK BO BU B9 L8 LX LK AA',
        'B8 LO LU L9 AK AO AU A9 A8 A7',
      ],
    };
    expect(laydown(stateOf(tenOut)).claimable).toBe(true);
    expect(laydown(stateOf(tenOut), { strict: true }).claimable).toBe(false);
  });

  it('reports a search stopped at its node limit as undecided', () => {
    const r = laydown(stateOf(SEVEN), { maxNodes: 50 });
    expect(r).toMatchObject({ decided: false, claimable: false, line: null, counter: null, hands: null });
  });

  it('polls its stop flag and gives up soon after it is raised', () => {
    const full = laydown(stateOf(SEVEN));
    expect(full.decided).toBe(true);
    expect(full.nodes).toBeGreaterThan(2048);
    let polls = 0;
    const r = laydown(stateOf(SEVEN), { shouldStop: () => ++polls >= 2 });
    expect(r.decided).toBe(false);
    expect(r.nodes).toBeLessThanOrEqual(2 * 1024 + 1);
  });
});

describe('laydown: exclusion sets', () => {
  it('a card is legal from a hand holding it exactly when the hand holds none of its exclusion set', () => {
    const rng = createRng(11);
    for (let n = 0; n < 5000; n++) {
      const deck = shuffledDeck(rng);
      const idx = deck.slice(0, rng.int(3)).map(cardIndex);
      const hand = fromCards(deck.slice(3, 4 + rng.int(10)));
      const trump = rng.int(5) - 1;
      const seven = trump >= 0 && rng.int(2) === 0 ? trump * 8 : -1;
      const allowed = allowedPlays(hand, idx, trump, seven);
      for (let c = 0; c < 32; c++) {
        if (((hand >>> c) & 1) === 0) continue;
        expect(((allowed >>> c) & 1) === 1).toBe((hand & exclusion(c, idx, trump, seven)) === 0);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A naive reference: the game over public histories, with the explicit set of layouts still possible.

/** Every split of the defenders' current cards that the public history allows, as replayed states. */
function layouts(s: HandState): HandState[] {
  const p = describePosition(s);
  const declarer = s.declarer as number;
  const [a, b] = [0, 1, 2].filter((x) => x !== declarer) as [number, number];
  const unseen = toCards(((s.hands[a] as number) | (s.hands[b] as number)) >>> 0);
  const na = toCards(s.hands[a] as number).length;
  const out: HandState[] = [];
  const pick = (i: number, ha: Card[], hb: Card[]): void => {
    if (ha.length > na || hb.length > unseen.length - na) return;
    if (i === unseen.length) {
      const hands = p.hands.map((h, seat) => (seat === a ? ha : seat === b ? hb : h));
      const r = fromPosition({ ...p, hands });
      // fromPosition also checks that a seven or hundred against was held by its announcer.
      if (r.ok && JSON.stringify(r.value.marriages) === JSON.stringify(s.marriages)) out.push(r.value);
      return;
    }
    const c = unseen[i] as Card;
    pick(i + 1, [...ha, c], hb);
    pick(i + 1, ha, [...hb, c]);
  };
  pick(0, [], []);
  return out;
}

function naive(states: HandState[]): boolean {
  const s = states[0] as HandState;
  if (s.phase === 'finished') return allWon(s);
  if (s.toAct === s.declarer) return plays(s).some((a) => naive(states.map((x) => after(x, a))));
  // The defence: one branch per card that some layout allows, and per marriage announced or not.
  const branches = new Map<string, HandState[]>();
  for (const x of states)
    for (const a of plays(x)) {
      const next = after(x, a);
      const key = `${(a as { card: Card }).card}/${next.marriages.length}`;
      branches.set(key, [...(branches.get(key) ?? []), next]);
    }
  return [...branches.values()].every(naive);
}

/** The engine's contracts except the open games (laydown treats them as betl and durch). */
const CONTRACTS = ALL_CONTRACTS.filter((c) => !c.startsWith('open'));

describe('laydown: against the naive game over explicit layouts', () => {
  it('agrees on random endings of every contract, and its lines and counters replay', () => {
    const rng = createRng(2024);
    let claimable = 0;
    for (let n = 0; n < 160; n++) {
      const s = endPosition(rng, CONTRACTS[n % CONTRACTS.length]!, 3, rng.int(3));
      const r = laydown(s);
      expect(r.claimable).toBe(naive(layouts(s)));
      if (r.claimable) {
        claimable++;
        const end = play(withHands(s, r.hands ?? []), r.line ?? []);
        expect(end.phase === 'finished' && allWon(end)).toBe(true);
      } else {
        expect(stillPossible(play(withHands(s, r.hands ?? []), r.counter ?? []))).toBe(false);
      }
    }
    expect(claimable).toBeGreaterThan(15);
  });
});
