/**
 * Laying the talon away (volený and licitovaný): the declarer discards two cards of his twelve, each
 * under the variant's own ban (its flow's `DiscardBan`: volený's talonBan, licitovaný's by the declared
 * contract). The legal pairs, the refusal of a pair and the banned cards, so both flows say them alike.
 */
import type { Card } from '../cards/card.ts';
import { type CardSet, has, toCards } from '../cards/cardset.ts';
import type { Reason } from '../explain/reason.ts';
import type { Action } from './action.ts';
import type { Seat } from './table.ts';

/** Why a card may not go to the talon, or null where it may. */
export type DiscardBan = (card: Card) => Reason | null;

/** Every pair of cards of `hand` the ban allows, as discard actions of `seat`. */
export function discardActions(seat: Seat, hand: CardSet, ban: DiscardBan): Action[] {
  const ok = toCards(hand).filter((c) => ban(c) === null);
  const out: Action[] = [];
  for (let i = 0; i < ok.length; i++)
    for (let j = i + 1; j < ok.length; j++)
      out.push({ type: 'discard', seat, cards: [ok[i] as Card, ok[j] as Card] });
  return out;
}

/** Why `cards` may not be laid away from `hand`, or null where they may. */
export function discardRefusal(hand: CardSet, cards: readonly Card[], ban: DiscardBan): Reason | null {
  if (cards.length !== 2) return { code: 'discardCount', count: cards.length };
  if (cards[0] === cards[1]) return { code: 'discardTwice', card: cards[0] as Card };
  for (const c of cards) if (!has(hand, c)) return { code: 'notInHand', card: c };
  for (const c of cards) {
    const why = ban(c);
    if (why) return why;
  }
  return null;
}

/** The cards of `hand` the ban keeps out of the talon, each with its reason. */
export function bannedDiscards(hand: CardSet, ban: DiscardBan): { card: Card; reason: Reason }[] {
  return toCards(hand).flatMap((card) => {
    const reason = ban(card);
    return reason ? [{ card, reason }] : [];
  });
}
