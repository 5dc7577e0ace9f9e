import { type Card, type Suit, CARDS, cardIndex, suitIndex } from './card.ts';

/** A set of cards as a 32-bit mask: bit i is CARDS[i]. Always kept unsigned (>>> 0). */
export type CardSet = number;

export const EMPTY: CardSet = 0;
export const FULL_DECK: CardSet = 0xffffffff;

export function bit(card: Card): CardSet {
  return (1 << cardIndex(card)) >>> 0;
}

export function has(set: CardSet, card: Card): boolean {
  return (set & bit(card)) !== 0;
}

export function add(set: CardSet, card: Card): CardSet {
  return (set | bit(card)) >>> 0;
}

export function remove(set: CardSet, card: Card): CardSet {
  return (set & ~bit(card)) >>> 0;
}

export function union(a: CardSet, b: CardSet): CardSet {
  return (a | b) >>> 0;
}

export function intersect(a: CardSet, b: CardSet): CardSet {
  return (a & b) >>> 0;
}

export function without(a: CardSet, b: CardSet): CardSet {
  return (a & ~b) >>> 0;
}

export function suitMask(suit: Suit): CardSet {
  return (0xff << (suitIndex(suit) * 8)) >>> 0;
}

export function ofSuit(set: CardSet, suit: Suit): CardSet {
  return (set & suitMask(suit)) >>> 0;
}

export function size(set: CardSet): number {
  let x = set >>> 0;
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function fromCards(cards: Iterable<Card>): CardSet {
  let s = 0;
  for (const c of cards) s |= 1 << cardIndex(c);
  return s >>> 0;
}

/** The cards of a set in deck order (H7 … AA). */
export function toCards(set: CardSet): Card[] {
  const out: Card[] = [];
  let x = set >>> 0;
  while (x !== 0) {
    const low = x & -x;
    out.push(CARDS[31 - Math.clz32(low)] as Card);
    x = (x ^ low) >>> 0;
  }
  return out;
}
