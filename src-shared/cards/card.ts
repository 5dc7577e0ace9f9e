/**
 * The 32-card German-suited deck. A card is written suit then rank ("HA" = červené eso).
 * Internally a card also has an index 0..31 (suit * 8 + rank) so that sets of cards fit in one
 * 32-bit mask (see cardset.ts).
 */
export const SUITS = ['H', 'B', 'L', 'A'] as const; // hearts, bells, leaves, acorns
export type Suit = (typeof SUITS)[number];

/** Ranks in their natural order, which is also the order in betl and durch. */
export const RANKS = ['7', '8', '9', 'X', 'U', 'O', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Suit}${Rank}`;

export const CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));

const INDEX = new Map<string, number>(CARDS.map((c, i) => [c, i]));

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && INDEX.has(value);
}

export function cardIndex(card: Card): number {
  return INDEX.get(card) as number;
}

export function cardAt(index: number): Card {
  return CARDS[index] as Card;
}

export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

export function rankOf(card: Card): Rank {
  return card[1] as Rank;
}

export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}

/** Card points: ace and ten 10 each (rules/000 čl. III odst. 1). */
export function cardPoints(card: Card): number {
  const r = rankOf(card);
  return r === 'A' || r === 'X' ? 10 : 0;
}

/** The two orders in which a trick is judged. */
export type CardOrder = 'suit' | 'plain';

// Suit games: 7 8 9 U O K X A (the ten sits under the ace, rules/000 čl. II odst. 1).
const SUIT_GAME_STRENGTH: Record<Rank, number> = { '7': 0, '8': 1, '9': 2, U: 3, O: 4, K: 5, X: 6, A: 7 };
// Betl and durch: the natural order 7 8 9 X U O K A (rules/000 čl. IV odst. 7–8).
const PLAIN_STRENGTH: Record<Rank, number> = { '7': 0, '8': 1, '9': 2, X: 3, U: 4, O: 5, K: 6, A: 7 };

/** Strength of a card within its suit under an order; higher beats lower. */
export function strength(card: Card, order: CardOrder): number {
  return (order === 'suit' ? SUIT_GAME_STRENGTH : PLAIN_STRENGTH)[rankOf(card)];
}

/** Strength (by order) and card points indexed by card index, for code that works on masks. */
export const STRENGTH_BY_INDEX: Readonly<Record<CardOrder, Int8Array>> = {
  suit: Int8Array.from({ length: 32 }, (_, i) => strength(CARDS[i] as Card, 'suit')),
  plain: Int8Array.from({ length: 32 }, (_, i) => strength(CARDS[i] as Card, 'plain')),
};
export const POINTS_BY_INDEX: Int8Array = Int8Array.from({ length: 32 }, (_, i) =>
  cardPoints(CARDS[i] as Card),
);

/** Sort cards by suit (H B L A) and, within a suit, from the strongest down. */
export function sortCards(cards: readonly Card[], order: CardOrder, trump: Suit | null = null): Card[] {
  const suitRank = (s: Suit) => (s === trump ? -1 : suitIndex(s));
  return cards
    .slice()
    .sort((a, b) => suitRank(suitOf(a)) - suitRank(suitOf(b)) || strength(b, order) - strength(a, order));
}
