/**
 * Announcements in lízaný mariáš. Forehand named trumps and is the declarer (the English description,
 * "Lízaný Mariáš": each plays for himself; the three-hand settlement applies with one defender). Before
 * the first lead he announces hra, sedma, sto or sto a sedma, and the dealer may answer with seven or
 * hundred against and doubles, as in the three-hand game. A seven needs the trump seven in hand at that
 * moment (the English description, the bonuses of a Suit contract), a hundred a marriage (pravidla ČSM,
 * čl. IV odst. 5); cards still in the stock do not count.
 * After the first card is led nothing more is announced.
 */
import { type Card, type Suit, SUITS } from '../../cards/card.ts';
import { type CardSet, has } from '../../cards/cardset.ts';
import type { Reason } from '../../explain/reason.ts';

/** Whether the hand holds a svršek and král of one suit. */
export function holdsMarriage(hand: CardSet): boolean {
  return SUITS.some((s) => has(hand, `${s}O` as Card) && has(hand, `${s}K` as Card));
}

/** Forehand may name any suit: he lays no card (an open question of the plan, read as any suit). */
export function trumpSuitChoices(): readonly Suit[] {
  return SUITS;
}

export interface Announcement {
  readonly seven: boolean;
  readonly hundred: boolean;
}

/** Why this announcement is refused for this hand, or null. */
export function announceBan(hand: CardSet, trump: Suit, a: Announcement): Reason | null {
  const seven = `${trump}7` as Card;
  if (a.seven && !has(hand, seven)) return { code: 'sevenNeedsTrumpSeven', card: seven };
  if (a.hundred && !holdsMarriage(hand)) return { code: 'hundredNeedsMarriage' };
  return null;
}

/** The announcements the declarer may make with this hand: hra always, the others as the cards allow. */
export function announceChoices(hand: CardSet, trump: Suit): Announcement[] {
  const all: Announcement[] = [
    { seven: false, hundred: false },
    { seven: true, hundred: false },
    { seven: false, hundred: true },
    { seven: true, hundred: true },
  ];
  return all.filter((a) => announceBan(hand, trump, a) === null);
}

/** Announcing and doubling end with the first lead. */
export function announcementsOpen(tricksDone: number, cardsInTrick: number): boolean {
  return tricksDone === 0 && cardsInTrick === 0;
}
