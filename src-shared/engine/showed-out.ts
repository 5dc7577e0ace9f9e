/**
 * Who showed out: a seat that played another suit than the one led, which the play rule allows only
 * to a seat holding none of it (rules/000 čl. II odst. 7; an announced seven held back never excuses
 * it — a seat whose only card of the led suit is that seven must play it). From then on every seat at
 * the table knows that hand has none of the suit. Lízaný lifts the duty while the stock lasts (AP,
 * "Lízaný Mariáš"): a card off the led suit then proves nothing and is not counted. Reads only what
 * every seat sees (the tricks), so it names nothing hidden.
 */
import { type Card, type Suit, suitOf } from '../cards/card.ts';
import type { SeatView } from './seat-view.ts';
import type { Seat } from './table.ts';
import { seatOfCard } from './trick.ts';
import { variantDef } from '../variants/registry.ts';

/** A card played off the led suit, by a seat then known to hold none of the suit led. */
export interface ShowOut {
  /** The trick's index in the hand (0-based; the trick in progress comes after the completed ones). */
  readonly trick: number;
  readonly seat: Seat;
  /** The suit led, which the seat had none of. */
  readonly suit: Suit;
  /** The card it played instead. */
  readonly card: Card;
  /** That card was a trump (a suit game's ruff), not a discard. */
  readonly trumped: boolean;
}

export type ShowOutSource = Pick<SeatView, 'variant' | 'table' | 'tricks' | 'trick' | 'trump'>;

/** Whether the duty to follow held in the trick of index `k` (lízaný: not while the stock lasted). */
const followOwed = (v: ShowOutSource, k: number): boolean => k >= variantDef(v.variant).stockSize / 2;

/** Every card played off the led suit where following was owed, in playing order. */
export function showOuts(v: ShowOutSource): ShowOut[] {
  const tricks = [...v.tricks, ...(v.trick === null || v.trick.cards.length === 0 ? [] : [v.trick])];
  const out: ShowOut[] = [];
  tricks.forEach((t, k) => {
    const led = t.cards[0];
    if (led === undefined || !followOwed(v, k)) return;
    const suit = suitOf(led);
    t.cards.forEach((card, i) => {
      if (suitOf(card) === suit) return;
      const seat = seatOfCard(v, t.leader, i);
      out.push({ trick: k, seat, suit, card, trumped: v.trump !== null && suitOf(card) === v.trump });
    });
  });
  return out;
}

/** The first show-out of each seat in each suit: what the table has learnt, in the order it learnt it. */
export function voidsShown(v: ShowOutSource): ShowOut[] {
  const seen = new Set<string>();
  return showOuts(v).filter((s) => {
    const key = `${s.seat}${s.suit}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
