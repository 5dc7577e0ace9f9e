/**
 * The seats an outcome names, and which of them one seat may know. An outcome read off the end of a
 * solver's line (a coach note mid-hand) names seats that tell where hidden cards lie: the defender who
 * holds a seven (`sevenWithDefence`, a trump seven played in the line), the seat that beat it, the
 * defender with four auxiliary cards, the seat that took the last trick of a durch s chytrým. A seat stays
 * only where the asking seat's engine view accounts for it: the seat itself, or a seat the table shows
 * with every card the outcome names it for (played in a trick, or laid open). Everything else is left
 * out, and the formatter words the outcome without it (explain/format.ts).
 */
import type { Card, Suit } from '../cards/card.ts';
import type { SeatView } from '../engine/seat-view.ts';
import type { Seat } from '../engine/table.ts';
import { seatOfCard } from '../engine/trick.ts';
import type { Outcome } from './settle.ts';

/**
 * The cards an outcome names its `seat` for (the trump seven of a seven's outcome, both sevens of a
 * made dvě sedmy, the seven a defender held); none where the seat is named for the line itself
 * (`auxFour`'s count, `durchClever`'s last trick): then only the seat itself may be told.
 */
export function seatCards(o: Outcome, trump: Suit | null, aux: Suit | null): readonly Card[] {
  const trumpSeven = trump === null ? [] : [`${trump}7` as Card];
  const auxSeven = aux === null ? [] : [`${aux}7` as Card];
  switch (o.code) {
    case 'sevenWon':
    case 'sevenEarly':
    case 'sevenKilled':
      return trumpSeven;
    case 'auxSevenEarly':
    case 'auxSevenLate':
    case 'auxSevenKilled':
      return auxSeven;
    case 'twoSevensWon':
      return [...auxSeven, ...trumpSeven];
    case 'sevenWithDefence':
      return [o.card];
    default:
      return [];
  }
}

/**
 * Whether `v` (a seat's engine view) accounts for `seat` having held every one of `cards`: it is the
 * viewing seat, or each card is on the table as that seat's (a trick) or laid open in its hand.
 */
export function accountsFor(v: SeatView, seat: Seat, cards: readonly Card[]): boolean {
  if (seat === v.seat) return true;
  if (cards.length === 0) return false;
  const shown = new Set<Card>(v.laidOpen[seat] ?? []);
  for (const t of [...v.tricks, ...(v.trick === null ? [] : [v.trick])])
    t.cards.forEach((c, k) => {
      if (seatOfCard(v, t.leader, k) === seat) shown.add(c);
    });
  return cards.every((c) => shown.has(c));
}

/**
 * The outcome as `v`'s seat may be told it: each seat its view does not account for left out (`seat`,
 * and `by` with `bySeat`, the card that beat a seven).
 */
export function outcomeForView(v: SeatView, o: Outcome): Outcome {
  let out: Outcome = o;
  if ('bySeat' in out && out.bySeat !== undefined) {
    const by = 'by' in out ? out.by : undefined;
    if (by === undefined || !accountsFor(v, out.bySeat, [by])) {
      const { by: _by, bySeat: _bySeat, ...rest } = out as Outcome & { by?: Card; bySeat?: Seat };
      out = rest;
    }
  }
  if ('seat' in out && out.seat !== undefined && !accountsFor(v, out.seat, seatCards(out, v.trump, v.aux))) {
    const { seat: _seat, ...rest } = out as Outcome & { seat?: Seat };
    out = rest;
  }
  return out;
}
