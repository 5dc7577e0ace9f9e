/**
 * The rules of thumb by which a random deal is fit for a contract (the module comment of random.ts
 * lists them), and the eight-card deal the variants without a talon build their random positions on.
 * Pure and below the registry: the variants' own editor hooks (variants/<variant>/editor.ts) use it.
 */
import { type Card, type Suit, CARDS, RANKS, SUITS, rankOf, suitOf } from '../cards/card.ts';
import type { Game } from '../engine/contract.ts';
import type { Announced, Position } from '../engine/position-contract.ts';
import type { Seat, Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Rng, shuffled } from '../util/random.ts';

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
/** An ace or a ten. */
export const isHigh = (c: Card) => rankOf(c) === 'A' || rankOf(c) === 'X';
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

/** A random deal of eight cards to each of `players` (křížový, lízaný), and the contract to aim for. */
export interface EightsDeal {
  /** The shuffled deck: seat s holds its cards 8s … 8s + 7, the rest follow. */
  readonly deck: readonly Card[];
  readonly forehand: Seat;
  readonly hands: Card[][];
  /** The position's fields before the contract: no talon, no trick, no doubling. */
  readonly base: Pick<Position, 'variant' | 'rules' | 'players' | 'dealer' | 'doubles' | 'talon' | 'tricks'>;
  /** The contract practised (`any`: one drawn from the seed). */
  readonly contract: Contract;
}

/** Shuffles and deals eight cards to each seat from seat 0, the dealer drawn from the seed. */
export function dealEights(
  variant: Variant,
  players: 2 | 4,
  rules: Ruleset,
  kind: PracticeKind,
  rng: Rng,
): EightsDeal {
  const deck = shuffled(CARDS, rng);
  const dealer = rng.int(players);
  const hands: Card[][] = Array.from({ length: players }, (_, s) => deck.slice(8 * s, 8 * s + 8));
  const base = { variant, rules, players, dealer, doubles: {}, talon: [], tricks: [] };
  const contract: Contract = kind === 'any' ? (CONTRACTS[rng.int(CONTRACTS.length)] as Contract) : kind;
  return { deck, forehand: (dealer + 1) % players, hands, base, contract };
}

/**
 * Forehand's suit game on his eight cards: the contract practised when they fit it; when `kind` is `any`,
 * else his longest suit with nothing announced. Null when the hand does not fit the contract asked for
 * (betl and durch never fit a suit game).
 */
export function suitGameOf(
  kind: PracticeKind,
  contract: Contract,
  hand: readonly Card[],
): { trump: Suit; announced: Announced } | null {
  const fit = contract === 'betl' || contract === 'durch' ? null : fitsContract(contract, hand);
  if (fit === null && kind !== 'any') return null;
  return { trump: fit?.trump ?? longestSuit(hand), announced: fit?.announced ?? {} };
}
