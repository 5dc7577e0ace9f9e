/**
 * Picking two cards for the talon. A card no legal discard uses (an ace or ten, the trump card in a
 * suit game) is never selected; clicking it asks the engine, as a card played against the rules does:
 * the discard of that card with another is sent and refused with the engine's reason.
 */
import type { Card } from '../../src-shared/cards/card.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import type { SeatView } from '../../src-shared/engine/view.ts';
import { usableCards } from './hand.ts';

export type DiscardAction = Extract<Action, { type: 'discard' }>;

/**
 * The discard whose refusal says why `card` may not go to the talon, or null when some legal discard
 * uses it. The card comes first, so the reason is about it; the other card is one already selected,
 * else any other card of the hand. Never a legal action: no legal discard holds `card`.
 */
export function discardProbe(
  view: Pick<SeatView, 'seat' | 'hand' | 'legal'>,
  card: Card,
  selected: readonly Card[],
): DiscardAction | null {
  if (usableCards(view.legal).has(card)) return null;
  const other = [...selected, ...view.hand].find((c) => c !== card);
  if (other === undefined) return null;
  return { type: 'discard', seat: view.seat, cards: [card, other] };
}

/** The selection after a click on a card the discard may use: on or off, at most the last two. */
export function toggleDiscard(selected: readonly Card[], card: Card): Card[] {
  return selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card].slice(-2);
}
