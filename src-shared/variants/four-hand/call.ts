/**
 * The call of křížový (pravidla ČSM, čl. VII odst. 2; the English description, "Four hand Mariáš"):
 * after his first four, forehand lays one of them face down as the trump card and names a rank. In a
 * suit game the holder of that rank in trumps is his partner; if forehand holds it himself, because he
 * called a rank he already held ("hrát sám" on purpose) or because it came in his second four
 * ("dokoupit", read as no exchange of cards: open question 21), he plays alone against the three others.
 * In betl and durch nobody is called: the declarer always plays alone.
 */
import { type Card, type Rank, RANKS, type Suit } from '../../cards/card.ts';
import { type CardSet, has } from '../../cards/cardset.ts';
import type { Game } from '../../engine/contract.ts';
import type { Seat } from '../../engine/table.ts';

/** Any of the eight ranks may be called (calling one he holds in trumps is playing alone on purpose). */
export const CALL_RANKS: readonly Rank[] = RANKS;

/** The card a call names once trumps are fixed. */
export function calledCard(trump: Suit, rank: Rank): Card {
  return `${trump}${rank}`;
}

/** The seat whose hand holds `card`, or null (a card already played is in nobody's hand). */
export function holderOf(hands: readonly CardSet[], card: Card): Seat | null {
  const i = hands.findIndex((h) => has(h, card));
  return i < 0 ? null : i;
}

/**
 * How the call came out:
 * - `partner`: another seat holds the called card and plays with the declarer, two against two;
 * - `alone`: forehand called a rank he held among his first four (the trump card included): alone on
 *   purpose;
 * - `bought`: the called card came in his second four ("dokoupit"): alone, as it fell;
 * - `noTrumps`: betl or durch, which nobody is called to; the declarer plays alone.
 */
export type CallOutcome = 'partner' | 'alone' | 'bought' | 'noTrumps';

export interface CallResolution {
  readonly outcome: CallOutcome;
  /** The called card; null in betl and durch. */
  readonly card: Card | null;
  /** The declarer's partner; null when he plays alone. */
  readonly partner: Seat | null;
}

export interface CallFacts {
  readonly game: Game;
  readonly declarer: Seat;
  /** Trumps of the suit game (the trump card's suit); ignored in betl and durch. */
  readonly trump: Suit | null;
  readonly rank: Rank;
  /** All eight cards of each seat, as dealt (before any is played). */
  readonly hands: readonly CardSet[];
  /** Forehand's first four, the trump card among them. */
  readonly firstPacket: readonly Card[];
}

/** Who, if anyone, the call makes the declarer's partner. */
export function resolveCall(f: CallFacts): CallResolution {
  if (f.game !== 'suit' || f.trump === null) return { outcome: 'noTrumps', card: null, partner: null };
  const card = calledCard(f.trump, f.rank);
  const holder = holderOf(f.hands, card);
  if (holder === null) throw new Error(`nobody holds the called card ${card}`);
  if (holder !== f.declarer) return { outcome: 'partner', card, partner: holder };
  return { outcome: f.firstPacket.includes(card) ? 'alone' : 'bought', card, partner: null };
}

/** The seats paid as the declaring side: the declarer and his partner, if any. */
export function declaringSeats(declarer: Seat, partner: Seat | null): Seat[] {
  return partner === null || partner === declarer ? [declarer] : [declarer, partner].sort((a, b) => a - b);
}
