/**
 * A random deal to practise a chosen contract: cards dealt at random until the declarer's hand is one a
 * player would announce that contract with, by a club player's rules of thumb (not by the solver: the
 * point is a realistic hand, not a won one). Pure and seeded; shared by the analysis board and tests.
 *
 * Rules of thumb, on the declarer's ten cards after the discard:
 * - trumps are the longest suit (ties: the one with more high cards), and a suit game wants at least
 *   four of them;
 * - hra: four trumps and at least three aces and tens in the hand;
 * - sedma: the trump seven and at least four trumps;
 * - sto: the trump marriage, at least four trumps with the trump ace, and at least four aces and tens;
 * - betl: every suit held starts at the seven and runs up without a gap (a card of the others below one
 *   of the declarer's can be led, and a player must beat the card led when he can), one gap at most in
 *   the whole hand;
 * - durch: every suit held is safe from the top: the top cards held without a gap (ace down) number at
 *   least the suit's length, or at least the cards of the suit the others hold.
 * The talon of a suit game holds no ace or ten (the rules ban them there).
 */
import { type Card, type Rank, type Suit, CARDS, RANKS, SUITS, rankOf, suitOf } from '../cards/card.ts';
import { LADDERS, type StepId } from '../variants/auction/ladder.ts';
import type { Game } from '../engine/contract.ts';
import { type Announced, type Position, fromPosition } from '../engine/position.ts';
import type { HandState } from '../engine/state.ts';
import type { Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Rng, createRng, shuffled } from '../util/random.ts';

/** What the learner may ask to practise; `any` takes each of the others in turn of the seed. */
export const PRACTICE_KINDS = ['any', 'game', 'seven', 'hundred', 'betl', 'durch'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];
export type Contract = Exclude<PracticeKind, 'any'>;
export const CONTRACTS: readonly Contract[] = ['game', 'seven', 'hundred', 'betl', 'durch'];

/** The contract a hand fits: the game, its trumps and what is announced. */
export interface ContractFit {
  readonly game: Game;
  readonly trump: Suit | null;
  readonly announced: Announced;
}

const rankIndex = (c: Card) => RANKS.indexOf(rankOf(c));
const isHigh = (c: Card) => rankOf(c) === 'A' || rankOf(c) === 'X';
const ofSuit = (hand: readonly Card[], s: Suit) => hand.filter((c) => suitOf(c) === s);

/** The suit a player names as trumps: the longest, then the one with more aces, tens, kings, queens. */
export function longestSuit(hand: readonly Card[]): Suit {
  const score = (s: Suit) =>
    ofSuit(hand, s).reduce(
      (n, c) => n + 10 + (isHigh(c) ? 2 : rankOf(c) === 'K' || rankOf(c) === 'O' ? 1 : 0),
      0,
    );
  return SUITS.reduce((best, s) => (score(s) > score(best) ? s : best), SUITS[0] as Suit);
}

/**
 * The gaps of a suit held in betl: the others' cards ranked below the declarer's highest card of the
 * suit (each can be led to force the declarer over it, as a player must beat the card led when he can);
 * Infinity without the seven, which the lowest card led would force.
 */
export function betlGaps(cards: readonly Card[]): number {
  const ranks = cards.map(rankIndex).sort((a, b) => a - b);
  if (ranks[0] !== 0) return Infinity;
  return (ranks.at(-1) as number) - (ranks.length - 1);
}

/** A suit held in durch that takes every trick: enough top cards without a gap, ace down. */
export function durchSafe(cards: readonly Card[]): boolean {
  const held = new Set(cards.map(rankIndex));
  let top = 0;
  while (held.has(RANKS.length - 1 - top)) top++;
  return top >= Math.min(cards.length, RANKS.length - cards.length);
}

/** The contract `kind` for a declarer's ten cards, when the hand fits it by the rules of thumb; else null. */
export function fitsContract(kind: Contract, hand: readonly Card[]): ContractFit | null {
  const highs = hand.filter(isHigh).length;
  switch (kind) {
    case 'betl': {
      // The lowest cards of every suit held, one gap at most in the whole hand.
      const gaps = SUITS.reduce(
        (n, s) => n + (ofSuit(hand, s).length === 0 ? 0 : betlGaps(ofSuit(hand, s))),
        0,
      );
      return gaps <= 1 ? { game: 'betl', trump: null, announced: {} } : null;
    }
    case 'durch': {
      const ok = SUITS.every((s) => ofSuit(hand, s).length === 0 || durchSafe(ofSuit(hand, s)));
      return ok ? { game: 'durch', trump: null, announced: {} } : null;
    }
    case 'seven': {
      // Trumps: the suit of the seven held, when it is long enough.
      const suits = SUITS.filter((s) => hand.includes(`${s}7` as Card) && ofSuit(hand, s).length >= 4);
      if (suits.length === 0) return null;
      const trump = longestSuit(suits.flatMap((s) => ofSuit(hand, s)));
      return { game: 'suit', trump, announced: { seven: true } };
    }
    case 'game': {
      const trump = longestSuit(hand);
      return ofSuit(hand, trump).length >= 4 && highs >= 3 ? { game: 'suit', trump, announced: {} } : null;
    }
    case 'hundred': {
      const trump = longestSuit(hand);
      const trumps = ofSuit(hand, trump);
      const marriage = trumps.includes(`${trump}K` as Card) && trumps.includes(`${trump}O` as Card);
      const fits = marriage && trumps.length >= 4 && trumps.includes(`${trump}A` as Card) && highs >= 4;
      return fits ? { game: 'suit', trump, announced: { hundred: true } } : null;
    }
  }
}

/** Pairs of indices 0 ≤ i < j < n. */
function pairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}
const DISCARDS = pairs(12);

/**
 * A random position before the first lead at three seats whose declarer (forehand) holds a hand fit
 * for `kind` (`any`: the contract is picked from the seed): twelve cards dealt to the declarer, two
 * laid away to the talon (none of them an ace or a ten in a suit game), ten to each defender. The same
 * seed gives the same position; checked by the engine (`fromPosition`).
 */
export function practicePosition(
  rules: Ruleset,
  kind: PracticeKind,
  seed: number,
): { position: Position; state: HandState; contract: Contract } {
  const rng = createRng(seed);
  const contract: Contract = kind === 'any' ? (CONTRACTS[rng.int(CONTRACTS.length)] as Contract) : kind;
  for (;;) {
    const deck = shuffled(CARDS, rng);
    const twelve = deck.slice(0, 12);
    const dealer = rng.int(3);
    const declarer = (dealer + 1) % 3;
    for (const [i, j] of DISCARDS) {
      const talon = [twelve[i] as Card, twelve[j] as Card];
      const hand = twelve.filter((_, k) => k !== i && k !== j);
      const fit = fitsContract(contract, hand);
      if (fit === null || (fit.game === 'suit' && talon.some(isHigh))) continue;
      const hands: Card[][] = [[], [], []];
      hands[declarer] = hand;
      hands[(declarer + 1) % 3] = deck.slice(12, 22);
      hands[(declarer + 2) % 3] = deck.slice(22, 32);
      const position: Position = {
        rules,
        players: 3,
        dealer,
        declarer,
        game: fit.game,
        trump: fit.trump,
        announced: fit.announced,
        doubles: {},
        hands,
        talon,
        tricks: [],
      };
      const state = fromPosition(position);
      if (state.ok) return { position, state: state.value, contract };
    }
  }
}

/**
 * A random position of any variant before the first lead, for the analysis board: volený as
 * `practicePosition`; licitovaný the same deal declared as a step of the preset's ladder (a contract the
 * ladder lacks, as a plain game on the tournament ladder, is dealt again); křížový dealt 8 by 8 to four
 * with forehand's suit game (trumps his longest suit, calling the highest rank of it he lacks) or a
 * betl / durch of the seat whose eight cards fit it; lízaný 8 by 8 to two with the stock of 16, forehand
 * declaring his longest suit. The contract practised is met where the variant has it (lízaný has no
 * betl or durch: its suit game instead); every position is checked by `fromPosition`. Seeded.
 */
export function variantPosition(
  variant: Variant,
  rules: Ruleset,
  kind: PracticeKind,
  seed: number,
): { position: Position; state: HandState } {
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    // After many misses the contract practised is dropped: any contract the deal fits.
    const wanted: PracticeKind = attempt > 2000 ? 'any' : kind;
    const position = variantAttempt(variant, rules, wanted, rng);
    if (position === null) continue;
    const state = fromPosition(position);
    if (state.ok) return { position, state: state.value };
  }
}

/** Ranks in betl and durch, lowest first (the ten between the nine and the Unter). */
const BETL_ORDER: readonly Rank[] = ['7', '8', '9', 'X', 'U', 'O', 'K', 'A'];

/** Ranks by their power in a suit game, highest first (the called rank: the highest one lacking). */
const CALL_ORDER: readonly Rank[] = ['A', 'X', 'K', 'O', 'U', '9', '8', '7'];

function variantAttempt(variant: Variant, rules: Ruleset, kind: PracticeKind, rng: Rng): Position | null {
  if (variant === 'chosen' || variant === 'auction') {
    // The tournament ladder starts at the seven: a plain game is practised as a seven there.
    const ladder: readonly StepId[] = LADDERS[rules.auctionLadder];
    const k = variant === 'auction' && kind === 'game' && !ladder.includes('game') ? 'seven' : kind;
    const p = practicePosition(rules, k, rng.int(2 ** 31)).position;
    return variant === 'chosen' ? p : { ...p, variant };
  }
  const n: 2 | 4 = variant === 'fourHand' ? 4 : 2;
  const deck = shuffled(CARDS, rng);
  const dealer = rng.int(n);
  const fh = (dealer + 1) % n;
  const hands: Card[][] = Array.from({ length: n }, (_, s) => deck.slice(8 * s, 8 * s + 8));
  const base = { variant, rules, players: n, dealer, doubles: {}, talon: [], tricks: [] };
  const contract: Contract = kind === 'any' ? (CONTRACTS[rng.int(CONTRACTS.length)] as Contract) : kind;
  if (variant === 'fourHand' && (contract === 'betl' || contract === 'durch')) {
    // Eight cards rarely fit betl or durch dealt at random (about one hand in 20,000): the declarer's
    // are dealt as runs from the bottom (betl) or the top (durch) of suits of random lengths.
    const declarer = rng.int(4);
    const order = contract === 'betl' ? BETL_ORDER : [...BETL_ORDER].reverse();
    const lengths = [0, 0, 0, 0];
    for (let k = 0; k < 8;) {
      const i = rng.int(4);
      if ((lengths[i] as number) >= 4) continue;
      lengths[i] = (lengths[i] as number) + 1;
      k++;
    }
    const own = SUITS.flatMap((suit, i) => order.slice(0, lengths[i]).map((r): Card => `${suit}${r}`));
    const rest = shuffled(
      CARDS.filter((c) => !own.includes(c)),
      rng,
    );
    const dealt: Card[][] = [0, 1, 2, 3].map((s) => (s === declarer ? own : rest.splice(0, 8)));
    return { ...base, hands: dealt, declarer, game: contract, trump: null, announced: {} };
  }
  const hand = hands[fh] as Card[];
  const fit = contract === 'betl' || contract === 'durch' ? null : fitsContract(contract, hand);
  if (fit === null && kind !== 'any') return null;
  const trump = fit?.trump ?? longestSuit(hand);
  const announced = fit?.announced ?? {};
  if (variant === 'twoHand')
    return { ...base, hands, declarer: fh, game: 'suit', trump, announced, stock: deck.slice(16) };
  // Křížový: forehand calls the highest rank of trumps he lacks (alone when he holds them all).
  const lacks = CALL_ORDER.find((r) => !hand.includes(`${trump}${r}`)) ?? 'A';
  return { ...base, hands, declarer: fh, game: 'suit', trump, announced, called: lacks };
}
