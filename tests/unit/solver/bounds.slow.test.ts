/**
 * The search's quick bounds at a trick boundary must cut where they claim to and stay exact. Positions
 * are random endings of three tricks; which of them a bound must decide is found here through the
 * engine alone (every line of play enumerated with legalActions and apply), and each value is checked
 * against a naive minimax priced by settle.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandResult,
  type HandState,
  LAST_TRICK_POINTS,
  cardPoints,
  resultOf,
  toCards,
  apply,
  cardIndex,
  createRng,
  legalActions,
  settle,
  STRENGTH_BY_INDEX,
  suitIndex,
} from '../../../src-shared/index.ts';
import { Search, above } from '../../../src-main/solver/search.ts';
import { TranspositionTable } from '../../../src-main/solver/table.ts';
import { CONTRACTS, endPosition, isNoTrump } from '../../support/deals.ts';

function next(s: HandState): HandState[] {
  return legalActions(s)
    .filter((a) => a.type === 'play')
    .map((a) => {
      const r = apply(s, a);
      if (!r.ok) throw new Error('the engine refused its own legal action');
      return r.value;
    });
}

function naive(s: HandState): number {
  if (s.phase === 'finished') return settle(s).perDefender;
  const values = next(s).map(naive);
  return s.toAct === s.declarer ? Math.max(...values) : Math.min(...values);
}

/** Whether the side of `seat` can make sure of every trick from `from` on, whatever the others play. */
function takesEveryTrick(s: HandState, seat: number, from: number): boolean {
  const side = (x: number) => (x === s.declarer) === (seat === s.declarer);
  if (s.phase === 'finished') return s.tricks.slice(from).every((t) => side(t.winner));
  const lines = next(s).map((n) => takesEveryTrick(n, seat, from));
  return side(s.toAct!) ? lines.some(Boolean) : lines.every(Boolean);
}

/** Svršek–král pairs still together in one hand, per hand. */
function pairsInHand(s: HandState): number {
  let pairs = 0;
  for (const hand of s.hands)
    for (const suit of ['H', 'B', 'L', 'A'] as const) {
      const o = cardIndex(`${suit}O`);
      const k = cardIndex(`${suit}K`);
      if ((((hand ?? 0) >>> o) & 1) === 1 && (((hand ?? 0) >>> k) & 1) === 1) pairs++;
    }
  return pairs;
}

/**
 * The search's sufficient condition for the side on lead to take every trick: each of its cards beats
 * every opposing card of its suit, and the opponents hold no trump, or the leader plays alone with at
 * least as many trumps as each of them.
 */
function cashesOut(s: HandState): boolean {
  const leader = s.toAct!;
  const ours = (seat: number) => (seat === s.declarer) === (leader === s.declarer);
  const seats = s.hands.map((_, i) => i);
  const mine = seats.filter(ours).reduce((m, i) => m | (s.hands[i] ?? 0), 0);
  const theirs = seats.filter((i) => !ours(i)).reduce((m, i) => m | (s.hands[i] ?? 0), 0);
  const str = STRENGTH_BY_INDEX.suit;
  for (let c = 0; c < 32; c++)
    for (let o = 0; o < 32; o++)
      if ((mine >>> c) & 1 && (theirs >>> o) & 1 && c >> 3 === o >> 3 && str[o]! > str[c]!) return false;
  const trump = suitIndex(s.trump!);
  const trumps = (hand: number) =>
    [0, 1, 2, 3, 4, 5, 6, 7].filter((r) => (hand >>> (trump * 8 + r)) & 1).length;
  if (trumps(theirs) === 0) return true;
  if (seats.filter(ours).length > 1) return false;
  // (The positions below have no trump seven left, so none is held back.)
  const own = trumps(s.hands[leader] ?? 0);
  return seats.filter((i) => !ours(i)).every((i) => trumps(s.hands[i] ?? 0) <= own);
}

/** Nodes one probe "is the value at least t?" takes on a fresh table. */
function probeNodes(s: HandState, t: number): { nodes: number; yes: boolean } {
  const search = new Search(s, { table: new TranspositionTable(8) });
  const yes = search.atLeast(t);
  return { nodes: search.nodes, yes };
}

/** The quick bounds of `s` and its value, checked: the bounds hold the naive minimax's value, which the search finds. */
function boundsHold(s: HandState): { lo: number; hi: number; value: number } {
  const search = new Search(s, { table: new TranspositionTable(8) });
  const { lo, hi } = search.quickBounds();
  const value = naive(s);
  expect(lo).toBeLessThanOrEqual(value);
  expect(hi).toBeGreaterThanOrEqual(value);
  expect(search.value()).toBe(value);
  return { lo, hi, value };
}

describe('quick bounds at a trick boundary', () => {
  it('a side on lead that takes every trick left, its marriages to come certain: decided at the root, exactly', () => {
    const rng = createRng(2024);
    let decided = 0;
    let withPair = 0;
    let overFirst = 0;
    for (let i = 0; decided < 40 && i < 4000; i++) {
      const s = endPosition(rng, i % 2 === 0 ? 'game' : 'hundred', 3, 0);
      const trump = suitIndex(s.trump!);
      // A trump seven still out leaves its fate (and a silent seven) open; a hand with two pairs leaves
      // open which marriage comes first.
      const sevenOut = s.hands.some((h) => (((h ?? 0) >>> (trump * 8)) & 1) === 1);
      if (sevenOut || s.hands.some((h) => pairsInHand({ ...s, hands: [h] }) > 1)) continue;
      if (!cashesOut(s)) continue;
      // The condition is sufficient: the engine agrees on every line of play.
      expect(takesEveryTrick(s, s.toAct!, s.tricks.length)).toBe(true);
      const value = naive(s);
      // Both probes answer at the root: the bounds meet at the value.
      expect(probeNodes(s, value)).toEqual({ nodes: 1, yes: true });
      expect(probeNodes(s, above(value))).toEqual({ nodes: 1, yes: false });
      expect(new Search(s, { table: new TranspositionTable(4) }).value()).toBe(value);
      decided++;
      if (pairsInHand(s) > 0) {
        withPair++;
        // Where only the svršek announces, a pair may be spoiled by leading the král: not certain, so
        // the bound may not decide; the value stays exact.
        const spoilable: HandState = { ...s, rules: { ...s.rules, marriageOrder: 'overFirst' } };
        expect(new Search(spoilable, { table: new TranspositionTable(4) }).value()).toBe(naive(spoilable));
        overFirst++;
      }
    }
    expect(decided).toBe(40);
    expect(withPair).toBeGreaterThan(3);
    expect(overFirst).toBe(withPair);
  });

  it('stays exact on random endings of every suit contract, whoever is on lead', () => {
    const rng = createRng(77);
    for (const contract of CONTRACTS.filter((c) => !isNoTrump(c)))
      for (let i = 0; i < 30; i++) {
        const s = endPosition(rng, contract, 3, 0);
        const value = naive(s);
        expect(new Search(s).value()).toBe(value);
        const spoilable: HandState = { ...s, rules: { ...s.rules, marriageOrder: 'overFirst' } };
        expect(new Search(spoilable, { table: new TranspositionTable(4) }).value()).toBe(naive(spoilable));
      }
  });
});

/** The declarer's side's card points of a finished hand (an objective the bounds read directly). */
const declarerPoints = (r: HandResult) => r.declarerSide.cards;

/** The most card points the declarer's side can make sure of from `s` (every card tried, no pruning). */
function naivePoints(s: HandState): number {
  if (s.phase === 'finished') return declarerPoints(resultOf(s));
  const values = next(s).map(naivePoints);
  return s.toAct === s.declarer ? Math.max(...values) : Math.min(...values);
}

/**
 * The plain aces and tens the leader can cash, read plainly: his card that no opposing card of its suit
 * beats, in a suit no opponent can trump (void in it, trumps in hand); one per suit (a second might
 * meet a new void), one in all with a partner; plus a bare ace or ten of another hand that must fall.
 */
function cash(s: HandState): number {
  const leader = s.toAct!;
  const ours = (seat: number) => (seat === s.declarer) === (leader === s.declarer);
  const seats = s.hands.map((_, i) => i);
  const str = STRENGTH_BY_INDEX.suit;
  const trump = suitIndex(s.trump!);
  const inSuit = (seat: number, suit: number) =>
    [0, 1, 2, 3, 4, 5, 6, 7].map((r) => suit * 8 + r).filter((c) => ((s.hands[seat] ?? 0) >>> c) & 1);
  let points = 0;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === trump) continue;
    const opponents = seats.filter((o) => !ours(o));
    if (opponents.some((o) => inSuit(o, suit).length === 0 && inSuit(o, trump).length > 0)) continue;
    const top = inSuit(leader, suit).filter(
      (c) => (c & 7) === 3 || (c & 7) === 7, // the ten and the ace
    );
    const cashable = top.find((c) => opponents.every((o) => inSuit(o, suit).every((x) => str[x]! < str[c]!)));
    if (cashable === undefined) continue;
    points += 10;
    for (const o of seats)
      if (o !== leader && inSuit(o, suit).length === 1 && [3, 7].includes(inSuit(o, suit)[0]! & 7))
        points += 10;
    if (seats.filter(ours).length > 1) break;
  }
  return points;
}

describe('quick bounds on the card points', () => {
  it('the leader cashes his top plain aces and tens: his side is sure of them, and of no more than it can make', () => {
    const rng = createRng(515);
    let cashing = 0;
    for (let i = 0; i < 300; i++) {
      const s = endPosition(rng, (['game', 'hundred', 'sevenAgainst'] as const)[i % 3]!, 3, 0);
      const search = new Search(s, { objective: declarerPoints, table: new TranspositionTable(8) });
      const { lo, hi } = search.quickBounds();
      const value = naivePoints(s);
      expect(lo).toBeLessThanOrEqual(value);
      expect(hi).toBeGreaterThanOrEqual(value);
      expect(search.value()).toBe(value);
      const taken = s.tricks
        .filter((t) => t.winner === s.declarer)
        .reduce((sum, t) => sum + t.cards.reduce((p, c) => p + cardPoints(c), 0), 0);
      const out = s.hands.reduce((sum, h) => sum + toCards(h ?? 0).reduce((p, c) => p + cardPoints(c), 0), 0);
      const onLead = s.toAct === s.declarer;
      const sure = cash(s);
      if (sure > 0) cashing++;
      // The bound holds at least the cash (and the trump ace and ten it counted before).
      if (onLead) expect(lo).toBeGreaterThanOrEqual(taken + sure);
      else expect(hi).toBeLessThanOrEqual(taken + out + LAST_TRICK_POINTS - sure);
    }
    expect(cashing).toBeGreaterThan(30);
  });

  it('a second top card of a cashed suit is not sure: an opponent may be void in it by then and trump it', () => {
    const rng = createRng(616);
    let risky = 0;
    for (let i = 0; risky < 25 && i < 20000; i++) {
      const s = endPosition(rng, 'game', 4, 0);
      const leader = s.toAct!;
      const trump = suitIndex(s.trump!);
      const hand = (seat: number) => s.hands[seat] ?? 0;
      const count = (seat: number, suit: number) =>
        toCards(hand(seat)).filter((c) => suitIndex(c[0] as never) === suit).length;
      // The leader holds the ace and ten of a plain suit; an opponent holds one card of it and a trump.
      const suits = [0, 1, 2, 3].filter(
        (suit) =>
          suit !== trump &&
          ((hand(leader) >>> (suit * 8 + 3)) & 1) === 1 &&
          ((hand(leader) >>> (suit * 8 + 7)) & 1) === 1 &&
          s.hands.some(
            (_, o) =>
              (o === s.declarer) !== (leader === s.declarer) && count(o, suit) === 1 && count(o, trump) > 0,
          ),
      );
      if (suits.length === 0) continue;
      risky++;
      const search = new Search(s, { objective: declarerPoints, table: new TranspositionTable(8) });
      const { lo, hi } = search.quickBounds();
      const value = naivePoints(s);
      expect(lo).toBeLessThanOrEqual(value);
      expect(hi).toBeGreaterThanOrEqual(value);
    }
    expect(risky).toBe(25);
  });
});

describe('quick bounds on the last trick', () => {
  it('a side holding every trump left, one of its hands able to keep one to the end, is sure of the last trick; a declarer keeping one is sure of his top plain aces and tens', () => {
    const rng = createRng(934);
    const contracts = ['game', 'hundred', 'sevenAgainst', 'hundredAgainst'] as const;
    const str = STRENGTH_BY_INDEX.suit;
    let trumpsOnly = 0;
    let keeps = 0;
    let declarerKeeps = 0;
    let open = 0;
    let topCases = 0;
    for (let i = 0; trumpsOnly + keeps < 120 && i < 400000; i++) {
      const s = endPosition(rng, contracts[i % contracts.length]!, 3 + (i % 2), 0);
      const trump = suitIndex(s.trump!);
      const trumps = 0xff << (trump * 8);
      const hand = (seat: number) => s.hands[seat] ?? 0;
      const withTrumps = s.hands.map((_, o) => o).filter((o) => (hand(o) & trumps) !== 0);
      if (withTrumps.length === 0) continue;
      const declarerSide = withTrumps[0] === s.declarer;
      // One side holds every trump left.
      if (withTrumps.some((o) => (o === s.declarer) !== declarerSide)) continue;
      // A hand of nothing but trumps; or the declarer alone with a trump for each time the opponents
      // can lead a suit he lacks (as in keeping the seven), and one more to keep.
      const keepsOne = (o: number) => {
        const cards = toCards(hand(o));
        const own = cards.filter((c) => suitIndex(c[0] as never) === trump).length;
        const plain = cards.length - own;
        if (plain === 0) return true;
        if (o !== s.declarer || own === 0) return false;
        const onLead = s.toAct === o;
        const before = cards.length - 1;
        const leads = Math.min(
          plain + (onLead ? 0 : 1),
          onLead ? Math.floor(before / 2) : Math.ceil(before / 2),
        );
        return own - 1 >= leads;
      };
      const keep = withTrumps.some(keepsOne);
      // Positions the rule does not cover are checked too, a few of them.
      if (!keep && open >= 40) continue;
      if (!keep) open++;
      if (keep && withTrumps.some((o) => hand(o) === (hand(o) & trumps))) trumpsOnly++;
      else if (keep) keeps++;
      if (keep && declarerSide) declarerKeeps++;
      const search = new Search(s, { objective: declarerPoints, table: new TranspositionTable(8) });
      const { lo, hi } = search.quickBounds();
      const value = naivePoints(s);
      expect(lo).toBeLessThanOrEqual(value);
      expect(hi).toBeGreaterThanOrEqual(value);
      expect(search.value()).toBe(value);
      // The money search stays exact too.
      expect(new Search(s, { table: new TranspositionTable(8) }).value()).toBe(naive(s));
      if (!keep) continue;
      const taken = s.tricks
        .filter((t) => t.winner === s.declarer)
        .reduce((sum, t) => sum + t.cards.reduce((p, c) => p + cardPoints(c), 0), 0);
      const out = s.hands.reduce((sum, h) => sum + toCards(h ?? 0).reduce((p, c) => p + cardPoints(c), 0), 0);
      // The trump ace is sure, the ten too without the ace against it; the last trick on top of them.
      const trumpAceTen = [trump * 8 + 7, trump * 8 + 3]
        .filter((c) => withTrumps.some((o) => (hand(o) >>> c) & 1))
        .reduce((sum) => sum + 10, 0);
      // The declarer keeping a trump alone never throws a plain card away: his plain aces and tens that
      // no opposing card of their suit beats are his as well.
      const opposing = s.hands.reduce<number>((m, h, o) => (o === s.declarer ? m : m | (h ?? 0)), 0);
      const top = toCards(hand(s.declarer!))
        .map((c) => cardIndex(c))
        .filter((c) => c >> 3 !== trump && [3, 7].includes(c & 7))
        .filter((c) =>
          [0, 1, 2, 3, 4, 5, 6, 7].every(
            (r) => !((opposing >>> ((c & ~7) + r)) & 1) || str[(c & ~7) + r]! < str[c]!,
          ),
        );
      const declarerKeeper = declarerSide && keepsOne(s.declarer);
      if (declarerKeeper && top.length > 0) topCases++;
      if (declarerSide)
        expect(lo).toBeGreaterThanOrEqual(
          taken + trumpAceTen + LAST_TRICK_POINTS + (declarerKeeper ? top.length * 10 : 0),
        );
      else expect(hi).toBeLessThanOrEqual(taken + out + LAST_TRICK_POINTS - trumpAceTen - LAST_TRICK_POINTS);
    }
    expect(trumpsOnly + keeps).toBe(120);
    expect(trumpsOnly).toBeGreaterThan(20);
    expect(keeps).toBeGreaterThan(40);
    expect(declarerKeeps).toBeGreaterThan(40);
    expect(open).toBe(40);
    expect(topCases).toBeGreaterThan(8);
  });
});

describe('quick bounds where one side controls every card', () => {
  /** The value when one side picks every card of every hand (the most, or the least, over all lines). */
  function controlled(s: HandState, most: boolean): number {
    if (s.phase === 'finished') return settle(s).perDefender;
    const values = next(s).map((n) => controlled(n, most));
    return most ? Math.max(...values) : Math.min(...values);
  }

  it("a keeper's last trick and top cards are his own choice: where the other side controls his cards, they are not counted", () => {
    const rng = createRng(935);
    let kept = 0;
    for (let i = 0; kept < 40 && i < 400000; i++) {
      const s = endPosition(rng, (['game', 'hundred'] as const)[i % 2]!, 4, 0);
      const trump = suitIndex(s.trump!);
      const trumps = 0xff << (trump * 8);
      const hand = (seat: number) => s.hands[seat] ?? 0;
      const declarer = hand(s.declarer!);
      // The declarer holds every trump left beside plain cards.
      if (!(declarer & trumps) || !(declarer & ~trumps)) continue;
      if (s.hands.some((h, o) => o !== s.declarer && ((h ?? 0) & trumps) !== 0)) continue;
      kept++;
      for (const mode of ['defenceControls', 'declarerControls'] as const) {
        const search = new Search(s, { mode, table: new TranspositionTable(8) });
        const { lo, hi } = search.quickBounds();
        const value = controlled(s, mode === 'declarerControls');
        expect(lo).toBeLessThanOrEqual(value);
        expect(hi).toBeGreaterThanOrEqual(value);
        expect(search.value()).toBe(value);
      }
    }
    expect(kept).toBe(40);
  });
});

describe("quick bounds on the seven's fate", () => {
  const holds = (s: HandState, seat: number, card: number) => (((s.hands[seat] ?? 0) >>> card) & 1) === 1;

  it('a leader holding the trump seven may lead it at once (neither won nor beaten last): the bounds hold and often meet the value', () => {
    const rng = createRng(929);
    let seen = 0;
    let tight = 0;
    for (let i = 0; seen < 120 && i < 20000; i++) {
      const s = endPosition(rng, i % 2 === 0 ? 'game' : 'hundred', 3 + (i % 3 === 0 ? 1 : 0), 0);
      const seven = suitIndex(s.trump!) * 8;
      if (!holds(s, s.toAct!, seven)) continue;
      seen++;
      const { lo, hi, value } = boundsHold(s);
      if ((s.toAct === s.declarer ? lo : hi) === value) tight++;
    }
    expect(seen).toBe(120);
    expect(tight).toBeGreaterThan(20);
  });

  it('a leader can lead a trump, or a suit it is void in, to a hand whose only trump is the seven (held back or not, it must go): the bounds hold and often meet the value', () => {
    const rng = createRng(931);
    const contracts = ['game', 'hundred', 'seven', 'sevenAgainst', 'hundredSeven'] as const;
    const seen = new Set<string>();
    let count = 0;
    let onlyTrump = 0;
    let tight = 0;
    for (let i = 0; count < 150 && i < 50000; i++) {
      const contract = contracts[i % contracts.length]!;
      const s = endPosition(rng, contract, 3 + (i % 3 === 0 ? 1 : 0), 0);
      const trump = suitIndex(s.trump!);
      const seven = trump * 8;
      const holder = s.hands.findIndex((_, o) => holds(s, o, seven));
      const inSuit = (seat: number, suit: number) => (s.hands[seat] ?? 0) & (0xff << (suit * 8));
      if (holder < 0 || holder === s.toAct || inSuit(holder, trump) !== 1 << seven) continue;
      // A trump to follow, or a plain suit the holder lacks and must trump (with the seven).
      const forcing = [0, 1, 2, 3].filter((suit) => suit === trump || inSuit(holder, suit) === 0);
      if (!forcing.some((suit) => inSuit(s.toAct!, suit) !== 0)) continue;
      if (!forcing.some((suit) => suit !== trump && inSuit(s.toAct!, suit) !== 0)) onlyTrump++;
      count++;
      seen.add(contract);
      const { lo, hi, value } = boundsHold(s);
      if ((s.toAct === s.declarer ? lo : hi) === value) tight++;
    }
    expect(count).toBe(150);
    expect(onlyTrump).toBeGreaterThan(10);
    expect(onlyTrump).toBeLessThan(140);
    expect(seen.size).toBe(contracts.length);
    expect(tight).toBeGreaterThan(20);
  });

  it("a leader with enough top trumps draws the holder's other trumps and then the seven: the bounds hold and often meet the value", () => {
    const rng = createRng(932);
    const contracts = ['game', 'hundred', 'sevenAgainst'] as const;
    const str = STRENGTH_BY_INDEX.suit;
    let count = 0;
    let drawing = 0;
    let defending = 0;
    let tight = 0;
    for (let i = 0; count < 200 && i < 100000; i++) {
      const s = endPosition(rng, contracts[i % contracts.length]!, 3 + (i % 2), 0);
      const leader = s.toAct!;
      const trump = suitIndex(s.trump!);
      const seven = trump * 8;
      const holder = s.hands.findIndex((_, o) => holds(s, o, seven));
      if (holder < 0 || holder === leader) continue;
      const trumpsOf = (seat: number) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((r) => trump * 8 + r).filter((c) => holds(s, seat, c));
      const others = trumpsOf(holder).length - 1;
      if (others < 1) continue;
      const opposing = s.hands.flatMap((_, o) => (o === leader ? [] : trumpsOf(o)));
      const mine = trumpsOf(leader);
      const top = mine.filter((c) => opposing.every((x) => str[x]! < str[c]!)).length;
      if (mine.length < others + 1) continue;
      // Without enough top trumps the holder may win a trick and the lead: nothing is claimed then.
      const draws = top >= others;
      count++;
      if (draws) drawing++;
      const { lo, hi, value } = boundsHold(s);
      // A defender draws past his partner, who must follow below him.
      if (leader !== s.declarer && draws) defending++;
      if (draws && (leader === s.declarer ? lo : hi) === value) tight++;
    }
    expect(count).toBe(200);
    expect(drawing).toBeGreaterThan(40);
    expect(count - drawing).toBeGreaterThan(40);
    expect(defending).toBeGreaterThan(10);
    expect(tight).toBeGreaterThan(10);
  });

  it('a holder of every trump left who can keep the seven to the last trick wins it there: the bounds hold and often meet the value', () => {
    const rng = createRng(933);
    const contracts = ['game', 'seven', 'hundredSeven', 'sevenAgainst'] as const;
    let count = 0;
    let trumpsOnly = 0;
    let keeps = 0;
    let tight = 0;
    for (let i = 0; count < 200 && i < 200000; i++) {
      const s = endPosition(rng, contracts[i % contracts.length]!, 3 + (i % 2), 0);
      const trump = suitIndex(s.trump!);
      const trumps = 0xff << (trump * 8);
      const holder = s.hands.findIndex((_, o) => holds(s, o, trump * 8));
      if (holder < 0 || s.hands.some((h, o) => o !== holder && ((h ?? 0) & trumps) !== 0)) continue;
      const hand = toCards(s.hands[holder] ?? 0);
      const own = hand.filter((c) => suitIndex(c[0] as never) === trump).length - 1;
      const plain = hand.length - 1 - own;
      // Nothing but trumps; or alone (the declarer at three) with a trump for each time the opponents can
      // lead a suit he lacks: once more than his plain cards (as often when he is on lead), and at most
      // every other trick before the last.
      const onLead = s.toAct === holder;
      const before = hand.length - 1;
      const leads = Math.min(
        plain + (onLead ? 0 : 1),
        onLead ? Math.floor(before / 2) : Math.ceil(before / 2),
      );
      const keep = plain === 0 || (holder === s.declarer && own >= leads);
      if (plain > 0 && own < 1) continue;
      count++;
      if (plain === 0) trumpsOnly++;
      else if (keep) keeps++;
      const { lo, hi, value } = boundsHold(s);
      if (keep && (holder === s.declarer ? lo : hi) === value) tight++;
    }
    expect(count).toBe(200);
    expect(trumpsOnly).toBeGreaterThan(20);
    expect(keeps).toBeGreaterThan(10);
    expect(count - trumpsOnly - keeps).toBeGreaterThan(40);
    expect(tight).toBeGreaterThan(10);
  });

  it('a hand of trumps alone beats a seven in the last trick: the bounds hold', () => {
    const rng = createRng(930);
    let seen = 0;
    for (let i = 0; seen < 60 && i < 50000; i++) {
      const s = endPosition(rng, i % 2 === 0 ? 'game' : 'hundred', 3, 0);
      const trump = suitIndex(s.trump!);
      const seven = trump * 8;
      const holder = s.hands.findIndex((_, o) => holds(s, o, seven));
      if (holder < 0) continue;
      const trumpsOnly = s.hands.some(
        (h, o) => o !== holder && (h ?? 0) !== 0 && ((h ?? 0) & ~(0xff << (trump * 8))) === 0,
      );
      if (!trumpsOnly) continue;
      seen++;
      boundsHold(s);
    }
    expect(seen).toBe(60);
  });
});
