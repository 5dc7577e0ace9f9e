/**
 * When the partner of křížový becomes known (the English description, "Four hand Mariáš": he must not
 * show it; pravidla ČSM, čl. VII odst. 2). Until the called card is played only he knows (he holds it);
 * the moment it falls everybody sees whose it was.
 */
import type { Card } from '../../cards/card.ts';
import type { Seat } from '../../engine/table.ts';

interface Played {
  readonly cards: readonly Card[];
}

/**
 * The index of the trick in which the called card was played (completed tricks first, then the trick
 * in progress, numbered after them), or null while it is still in a hand or there is none.
 */
export function revealedIn(
  card: Card | null,
  tricks: readonly Played[],
  current: Played | null,
): number | null {
  if (card === null) return null;
  const i = tricks.findIndex((t) => t.cards.includes(card));
  if (i >= 0) return i;
  return current?.cards.includes(card) === true ? tricks.length : null;
}

/**
 * The partner as `viewer` may know him: himself always; everybody once the called card has fallen;
 * otherwise unknown (undefined). null: known to be nobody (the declarer plays alone, found out when the
 * called card falls from his own hand, or the game has no trumps).
 */
export function partnerAsSeenBy(
  viewer: Seat,
  partner: Seat | null,
  revealed: boolean,
  noTrumps: boolean,
): Seat | null | undefined {
  if (noTrumps) return null;
  if (revealed) return partner;
  if (partner !== null && viewer === partner) return partner;
  return undefined;
}
