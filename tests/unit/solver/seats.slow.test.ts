/**
 * The exact search at every table the variants play: two seats (lízaný once the stock is gone), four
 * with the dealer sitting out, and four all playing (křížový) with the declarer alone or with a partner
 * on his side. The engine has no flow for two or four active seats yet, so this file deals and plays
 * those hands itself through a deliberately naive model: the engine's play rule (allowedPlays) for
 * legality, its settlement (settleResult) for the money of a finished play, and everything else — trick
 * winners, card points, marriages, the seven's fate, a broken betl or durch — written out here with no
 * pruning, no tables and no code shared with the search. Random endings are played out of random deals
 * through the same model, so each position is one a real hand reaches.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type CompletedTrick,
  type Component,
  type HandResult,
  type HandState,
  type Marriage,
  type Seat,
  type SevenFate,
  type Table,
  LAST_TRICK_POINTS,
  PRESETS,
  POINTS_BY_INDEX,
  RANKS,
  STRENGTH_BY_INDEX,
  SUITS,
  activeSeats,
  allowedPlays,
  announcedSevenOf,
  cardAt,
  cardIndex,
  createRng,
  resultOf,
  settleResult,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { Rng } from '../../../src-shared/util/random.ts';
import { CONTRACTS, type Contract, endPosition, isNoTrump } from '../../support/deals.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { TranspositionTable } from '../../../src-main/solver/table.ts';
import { FRESH_FOUR_HAND_OWN, withFourHandOwn } from '../../../src-shared/variants/four-hand/state.ts';
import { FRESH_AUCTION_OWN } from '../../../src-shared/variants/auction/state.ts';

const OBER = RANKS.indexOf('O');
const KING = RANKS.indexOf('K');
const SEVEN = RANKS.indexOf('7');

/** A hand in play as the naive model keeps it (seats are table seats). */
interface Node {
  readonly hands: readonly number[];
  readonly trick: readonly number[];
  readonly leader: Seat;
  readonly toAct: Seat;
  readonly tricks: readonly CompletedTrick[];
  /** Card points (aces, tens, the last trick) taken by the declarer's side and by the defence. */
  readonly ours: number;
  readonly theirs: number;
  readonly marriages: readonly Marriage[];
  readonly seven: SevenFate | null;
  /** Dvě sedmy: where the auxiliary seven fell. */
  readonly auxSeven: SevenFate | null;
  readonly broken: number | null;
}

interface Game {
  readonly state: HandState;
  readonly seats: readonly Seat[];
  readonly side: (seat: Seat) => boolean;
  readonly total: number;
  readonly trump: number;
  readonly held: (seat: Seat) => number;
  /** Dvě sedmy: the auxiliary seven (-1 in other contracts) and the seat holding it back. */
  readonly aux: number;
  readonly heldAux: (seat: Seat) => number;
  readonly overFirst: boolean;
  readonly betl: boolean;
  readonly durch: boolean;
  /** Křížový's durch s chytrým applies. */
  readonly clever: boolean;
  readonly base: HandResult;
}

const next = (g: Game, seat: Seat) => g.seats[(g.seats.indexOf(seat) + 1) % g.seats.length] as Seat;

function legal(g: Game, n: Node): number[] {
  const mask = allowedPlays(
    n.hands[n.toAct] as number,
    n.trick,
    g.trump,
    g.held(n.toAct),
    undefined,
    g.heldAux(n.toAct),
  );
  const out: number[] = [];
  for (let c = 0; c < 32; c++) if ((mask >>> c) & 1) out.push(c);
  return out;
}

/** The position after `card` is played by the seat to act. */
function play(g: Game, n: Node, card: number): Node {
  const p = n.toAct;
  const hands = n.hands.slice();
  hands[p] = (hands[p] as number) & ~(1 << card);
  let marriages = n.marriages;
  const rank = card & 7;
  const suit = card >> 3;
  if (
    g.trump >= 0 &&
    (rank === OBER || (rank === KING && !g.overFirst)) &&
    (hands[p] >>> (suit * 8 + (rank === OBER ? KING : OBER))) & 1 &&
    !marriages.some((m) => m.suit === SUITS[suit])
  )
    marriages = [
      ...marriages,
      { seat: p, suit: SUITS[suit]!, points: suit === g.trump ? 40 : 20, trick: n.tricks.length },
    ];
  const trick = [...n.trick, card];
  if (trick.length < g.seats.length) return { ...n, hands, trick, toAct: next(g, p), marriages };
  // The trick is full: the highest trump, else the highest card of the led suit, takes it.
  const str = g.trump < 0 ? STRENGTH_BY_INDEX.plain : STRENGTH_BY_INDEX.suit;
  let w = 0;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i] as number;
    const top = trick[w] as number;
    const beats = c >> 3 === top >> 3 ? (str[c] as number) > (str[top] as number) : c >> 3 === g.trump;
    if (beats) w = i;
  }
  const who = (i: number) => {
    let s = n.leader;
    for (let k = 0; k < i; k++) s = next(g, s);
    return s;
  };
  const winner = who(w);
  const t = n.tricks.length;
  const points =
    trick.reduce((sum, c) => sum + (POINTS_BY_INDEX[c] as number), 0) +
    (t === g.total - 1 ? LAST_TRICK_POINTS : 0);
  const ours = g.side(winner);
  const fall = (card: number, before: SevenFate | null): SevenFate | null => {
    const at = trick.indexOf(card);
    if (card < 0 || at < 0) return before;
    const won = w === at;
    return {
      seat: who(at),
      trick: t,
      won,
      by: won ? null : cardAt(trick[w] as number),
      bySeat: won ? null : winner,
    };
  };
  const seven = fall(g.trump < 0 ? -1 : g.trump * 8 + SEVEN, n.seven);
  const auxSeven = fall(g.aux, n.auxSeven);
  // Durch s chytrým (pravidla ČSM, čl. VII odst. 2): a durch losing only its last trick is made.
  const clever = g.clever && t === g.total - 1;
  const broken = n.broken ?? ((g.betl && ours) || (g.durch && !ours && !clever) ? t : null);
  return {
    hands,
    trick: [],
    leader: winner,
    toAct: winner,
    tricks: [...n.tricks, { leader: n.leader, cards: trick.map(cardAt), winner }],
    ours: n.ours + (ours ? points : 0),
    theirs: n.theirs + (ours ? 0 : points),
    marriages,
    seven,
    auxSeven,
    broken,
  };
}

const over = (g: Game, n: Node) => n.broken !== null || n.tricks.length === g.total;

function money(g: Game, n: Node): number {
  const points = (mine: boolean) => n.marriages.filter((m) => g.side(m.seat) === mine).map((m) => m.points);
  const result: HandResult = {
    ...g.base,
    end: n.broken === null ? 'played' : g.betl ? 'betlLost' : 'durchLost',
    declarerSide: { cards: n.ours, marriages: points(true) },
    defenceSide: { cards: n.theirs, marriages: points(false) },
    seven: n.seven,
    brokenAt: n.broken,
    tricks: g.total,
  };
  if (g.base.extras === undefined) return settleResult(result).perDefender;
  // Licitovaný's rules read the finished hand: dvě sedmy where both sevens fell, the English description's
  // game the tricks each side took.
  const extras: Record<string, unknown> = { ...g.base.extras };
  if ('twoSevens' in extras)
    extras['twoSevens'] = { ...(extras['twoSevens'] as object), trumpSeven: n.seven, auxSeven: n.auxSeven };
  if ('durchClever' in extras) {
    const lastTrick = n.tricks[g.total - 1];
    const clever = g.clever && n.broken === null && lastTrick !== undefined && !g.side(lastTrick.winner);
    extras['durchClever'] = { clever: clever ? lastTrick.winner : null };
  }
  if ('trickMajority' in extras)
    extras['trickMajority'] = {
      declarer: n.tricks.filter((t) => g.side(t.winner)).length,
      tricks: n.tricks.length,
    };
  return settleResult({ ...result, extras }).perDefender;
}

/** The node with the card points of its tricks counted again by the game's sides. */
function retaken(g: Game, n: Node): Node {
  let ours = 0;
  let theirs = 0;
  for (const t of n.tricks) {
    const points = t.cards.reduce((sum, c) => sum + (POINTS_BY_INDEX[cardIndex(c)] as number), 0);
    if (g.side(t.winner)) ours += points;
    else theirs += points;
  }
  return { ...n, ours, theirs };
}

/** Plain minimax: the declarer's side maximises what each defender pays. */
function naive(g: Game, n: Node): number {
  if (over(g, n)) return money(g, n);
  const max = g.side(n.toAct);
  let best = max ? -Infinity : Infinity;
  for (const c of legal(g, n)) {
    const v = naive(g, play(g, n, c));
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

type Shape = 'two' | 'fourSittingOut' | 'fourAlone' | 'fourPair' | 'twoSevens' | 'auction';

/**
 * A random deal at the shape's table with the contract of a random volený deal (its rules, trumps,
 * announcements and doublings, the announcers moved to the new seats), played randomly through the
 * naive model until `left` tricks and `extra` cards of the next are left. The seven's announcer holds
 * the trump seven.
 */
function ending(
  rng: Rng,
  contract: Contract,
  shape: Shape,
  left: number,
  extra: number,
): { g: Game; n: Node } {
  for (;;) {
    const out = tryEnding(rng, contract, shape, left, extra);
    if (out !== null) return out;
  }
}

/** One try of `ending`: null when random play broke a betl or durch before the ending. */
function tryEnding(
  rng: Rng,
  contract: Contract,
  shape: Shape,
  left: number,
  extra: number,
): { g: Game; n: Node } | null {
  const model = endPosition(rng, contract, 10, 0);
  const size = shape === 'two' ? 2 : shape === 'twoSevens' || shape === 'auction' ? 3 : 4;
  const table: Table = { size, dealer: rng.int(size), dealerSitsOut: shape === 'fourSittingOut' };
  const seats = activeSeats(table);
  const per = shape === 'two' ? 16 : size === 3 || shape === 'fourSittingOut' ? 10 : 8;
  const declarer = seats[rng.int(seats.length)] as Seat;
  const others = seats.filter((s) => s !== declarer);
  const partner = shape === 'fourPair' ? (others.splice(rng.int(others.length), 1)[0] as Seat) : null;
  const against = others[rng.int(others.length)] as Seat;
  // Dvě sedmy (licitovaný, pravidla ČSM čl. IV odst. 9): trumps and an auxiliary suit, alone or with a
  // game as the preset says, doubled or not. Licitovaný's other suit games under the tournament rules or
  // the English description (the game by tricks). Four all playing is křížový, with durch s chytrým now
  // and then (question 18).
  const twoSevens = shape === 'twoSevens';
  const allFour = shape === 'fourAlone' || shape === 'fourPair';
  const rules =
    twoSevens || shape === 'auction'
      ? PRESETS[rng.int(2) === 0 ? 'csm002' : 'english003']
      : allFour
        ? { ...model.rules, durchClever: rng.int(2) === 0 }
        : model.rules;
  const components: Component[] = twoSevens
    ? [
        ...(rules.twoSevensWithGame ? [{ ...(model.components[0] as Component), announcer: declarer }] : []),
        { kind: 'twoSevens', side: 'declarer', announcer: declarer, doubles: rng.int(2) },
      ]
    : model.components.map((c) => ({ ...c, announcer: c.announcer === model.declarer ? declarer : against }));
  const deck = shuffledDeck(rng).map(cardIndex);
  const hands = new Array<number>(size).fill(0);
  seats.forEach((s, i) => {
    for (const c of deck.slice(i * per, (i + 1) * per)) hands[s] = (hands[s] as number) | (1 << c);
  });
  const talon = deck.slice(seats.length * per).reduce((m, c) => m | (1 << c), 0);
  const trump = model.trump === null ? -1 : SUITS.indexOf(model.trump);
  const auxSuit = twoSevens ? (trump + 1 + rng.int(3)) % 4 : -1;
  /** Swaps `card` into `to`'s hand for one of his cards of another suit. */
  const give = (card: number, to: Seat) => {
    const from = seats.find((s) => ((hands[s] as number) >>> card) & 1);
    if (from === undefined || from === to) return;
    const mine = (hands[to] as number) & ~(0xff << (card & ~7));
    const out = 31 - Math.clz32(mine & -mine);
    hands[to] = ((hands[to] as number) & ~(1 << out)) | (1 << card);
    hands[from] = ((hands[from] as number) & ~(1 << card)) | (1 << out);
  };
  const sevenBy = twoSevens
    ? declarer
    : components.find((c) => c.kind === 'seven' || c.kind === 'sevenAgainst')?.announcer;
  if (sevenBy !== undefined) give(trump * 8 + SEVEN, sevenBy);
  // Now and then the defence holds the auxiliary seven, which loses dvě sedmy whatever the play.
  if (twoSevens && rng.int(6) > 0) give(auxSuit * 8 + SEVEN, declarer);
  const state0: HandState = {
    ...model,
    ...(twoSevens
      ? { variant: 'auction' as const, rules, own: { ...FRESH_AUCTION_OWN, aux: SUITS[auxSuit]! } }
      : {}),
    ...(shape === 'auction' ? { variant: 'auction' as const, rules, own: FRESH_AUCTION_OWN } : {}),
    ...(allFour ? { variant: 'fourHand' as const, rules, own: { ...FRESH_FOUR_HAND_OWN, partner } } : {}),
    table,
    hands,
    talon: size === 2 ? 0 : talon,
    declarer,
    components,
    calls: [],
    tricks: [],
    trick: { leader: seats[0] as Seat, cards: [] },
    marriages: [],
    toAct: seats[0] as Seat,
  };
  const side = (s: Seat) => s === declarer || s === partner;
  const g0: Game = {
    state: state0,
    seats,
    side,
    total: per,
    trump,
    held: (s) => {
      const c = announcedSevenOf(state0, s);
      return c === null ? -1 : cardIndex(c);
    },
    aux: twoSevens ? auxSuit * 8 + SEVEN : -1,
    heldAux: (s) => (twoSevens && s === declarer ? auxSuit * 8 + SEVEN : -1),
    overFirst: model.rules.marriageOrder === 'overFirst',
    betl: model.game === 'betl' || model.game === 'openBetl',
    durch: model.game === 'durch' || model.game === 'openDurch',
    clever: allFour && rules.durchClever && model.game === 'durch',
    base: resultOf({ ...state0, end: 'played' }),
  };
  let n: Node = {
    hands,
    trick: [],
    leader: seats[0] as Seat,
    toAct: seats[0] as Seat,
    tricks: [],
    ours: 0,
    theirs: 0,
    marriages: [],
    seven: null,
    auxSeven: null,
    broken: null,
  };
  while (n.tricks.length < per - left || n.trick.length < extra) {
    const moves = legal(g0, n);
    n = play(g0, n, moves[rng.int(moves.length)] as number);
    if (over(g0, n)) return null;
  }
  const state: HandState = {
    ...state0,
    hands: n.hands,
    tricks: n.tricks,
    trick: { leader: n.leader, cards: n.trick.map(cardAt) },
    marriages: n.marriages,
    toAct: n.toAct,
  };
  return { g: { ...g0, state }, n };
}

const SHAPES: readonly [Shape, number][] = [
  ['two', 4],
  ['fourSittingOut', 3],
  ['fourAlone', 3],
  ['fourPair', 3],
  ['twoSevens', 4],
  ['auction', 4],
];

describe('exact search at two, three and four seats = naive minimax', () => {
  it.each(SHAPES)('%s: every contract, endings of %i tricks (some mid-trick) and one more', (shape, left) => {
    const rng = createRng(SHAPES.findIndex(([s]) => s === shape) * 101 + 7);
    // Lízaný, the two-seat game, has no betl or durch.
    // Dvě sedmy takes the trumps of a suit game (its other announcements give way to it).
    const contracts =
      shape === 'two'
        ? CONTRACTS.filter((c) => !isNoTrump(c))
        : shape === 'twoSevens'
          ? ['game' as const, 'seven' as const]
          : shape === 'auction'
            ? (['game', 'seven', 'hundred', 'hundredSeven'] as const)
            : CONTRACTS;
    for (const contract of contracts) {
      for (let i = 0; i < 24; i++) {
        const deeper = i % 12 === 11;
        const { g, n } = ending(rng, contract, shape, deeper ? left + 1 : left, deeper ? 0 : rng.int(2));
        const exact = naive(g, n);
        expect(new Search(g.state).value(), `${shape} ${contract} #${i}`).toBe(exact);
        // A tiny table overwrites entries all the time, which must never change the value.
        if (i % 3 === 0)
          expect(new Search(g.state, { table: new TranspositionTable(4) }).value()).toBe(exact);
      }
    }
  });

  it('each legal card’s value equals the naive value after it, and the best card reaches the value', () => {
    const rng = createRng(4242);
    for (let i = 0; i < 60; i++) {
      const [shape, left] = SHAPES[i % SHAPES.length]!;
      const contract = CONTRACTS[i % CONTRACTS.length]!;
      if ((shape === 'two' || shape === 'twoSevens' || shape === 'auction') && isNoTrump(contract)) continue;
      if (shape === 'auction' && contract.endsWith('Against')) continue;
      const { g, n } = ending(rng, contract, shape, left, 0);
      const search = new Search(g.state);
      const { value, best } = search.solve();
      expect(value).toBe(naive(g, n));
      for (const c of legal(g, n)) expect(search.valueAfter(cardAt(c))).toBe(naive(g, play(g, n, c)));
      expect(naive(g, play(g, n, cardIndex(best as Card)))).toBe(value);
    }
  });

  it('the partner plays for the declarer: the same cards with him on the other side can be worth less', () => {
    // Not an identity of the search: a sanity check that the side mask reaches the value at all.
    const rng = createRng(77);
    let differs = 0;
    for (let i = 0; i < 40; i++) {
      const { g, n } = ending(rng, 'game', 'fourPair', 3, 0);
      const stateAlone = withFourHandOwn(g.state, { partner: null });
      const alone = {
        ...g,
        side: (s: Seat) => s === g.state.declarer,
        base: resultOf({ ...stateAlone, tricks: [], end: 'played' }),
      };
      const v = new Search(stateAlone).value();
      expect(v).toBe(naive(alone, retaken(alone, n)));
      if (v !== new Search(g.state).value()) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
