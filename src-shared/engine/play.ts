/**
 * Card play legality every variant shares (rules/000 čl. II odst. 7–8, čl. IV odst. 11): which cards a
 * seat may play into a trick, and why the others are ruled out. Knows no variant: a flow may replace the
 * rule (Flow.playRule); legal.ts picks the flow's or this one.
 */
import {
  type Card,
  type Suit,
  SUITS,
  cardAt,
  cardIndex,
  STRENGTH_BY_INDEX,
  suitIndex,
} from '../cards/card.ts';
import { type CardSet, size } from '../cards/cardset.ts';
import type { Reason } from '../explain/reason.ts';
import { SEVEN_KINDS } from './contract.ts';
import { type HandState, auxOf } from './state.ts';
import type { Seat } from './table.ts';

/** The cards a seat may play now, and for each narrowing step the cards it ruled out and why. */
export interface PlayRule {
  readonly allowed: CardSet;
  readonly excluded: readonly { readonly cards: CardSet; readonly reason: Reason }[];
}

const SUIT_MASKS = [0xff, 0xff00, 0xff0000, 0xff000000 >>> 0] as const;
const STRENGTH = STRENGTH_BY_INDEX;

function highestIn(played: readonly number[], suit: number, str: Int8Array): number {
  let best = -1;
  for (const c of played)
    if (c >> 3 === suit && (best < 0 || (str[c] as number) > (str[best] as number))) best = c;
  return best;
}

/** For each card index, the cards of its suit that beat it, in the suit order and in the plain order. */
export const HIGHER_BY_INDEX: Readonly<Record<'suit' | 'plain', Int32Array>> = {
  suit: higherTable(STRENGTH.suit),
  plain: higherTable(STRENGTH.plain),
};

function higherTable(str: Int8Array): Int32Array {
  return Int32Array.from({ length: 32 }, (_, card) => {
    let out = 0;
    const base = card & ~7;
    for (let c = base; c < base + 8; c++) if ((str[c] as number) > (str[card] as number)) out |= 1 << c;
    return out;
  });
}

/** The cards in hand at the last trick but one, from which the auxiliary seven may go (OP čl. IV odst. 11). */
const AUX_SEVEN_FROM = 2;

/**
 * The core of the play rule on card indices and masks (rules/000 čl. II odst. 7–8, čl. IV odst. 11):
 * follow suit and overtake unless the trick is trumped; when void, trump and overtrump; hold back an
 * announced seven while another card is allowed. `played` are the trick's cards so far, `trump` a suit
 * index or -1, `seven` the index of this seat's announced seven or -1. `note`, when given, receives each
 * narrowing step with the cards it excluded (the search passes none and pays nothing for it). `aux`
 * (dvě sedmy) is the index of the declarer's auxiliary seven or -1: held back like the trump seven until
 * the last trick but one, from which it is free (OP čl. IV odst. 9, 11): when only the two sevens are
 * left the auxiliary one goes first, and without the trump seven it may go beside any other card.
 */
export function allowedPlays(
  hand: CardSet,
  played: readonly number[],
  trump: number,
  seven: number,
  note?: (excluded: CardSet, reason: Reason) => void,
  aux = -1,
): CardSet {
  if (played.length === 0) return allowedInTrick(hand, -1, -1, -1, trump, seven, note, aux);
  const str = trump < 0 ? STRENGTH.plain : STRENGTH.suit;
  const led = (played[0] as number) >> 3;
  const topTrump = trump < 0 ? -1 : highestIn(played, trump, str);
  return allowedInTrick(hand, led, highestIn(played, led, str), topTrump, trump, seven, note, aux);
}

/**
 * The same rule from a summary of the trick (how the search keeps it): `led` the led suit or -1 when the
 * seat leads, `topLed` the highest card of the led suit played, `topTrump` the highest trump played or -1.
 * Allocates nothing unless `note` is given.
 */
export function allowedInTrick(
  hand: CardSet,
  led: number,
  topLed: number,
  topTrump: number,
  trump: number,
  seven: number,
  note?: (excluded: CardSet, reason: Reason) => void,
  aux = -1,
): CardSet {
  let allowed = hand | 0;
  if (led >= 0) {
    const higher = trump < 0 ? HIGHER_BY_INDEX.plain : HIGHER_BY_INDEX.suit;
    const follow = allowed & (SUIT_MASKS[led as 0] as number);
    if (follow !== 0) {
      if (follow !== allowed) {
        note?.((allowed & ~follow) >>> 0, { code: 'mustFollowSuit', suit: SUITS[led] as Suit });
        allowed = follow;
      }
      // A trick trumped in a plain suit need not be overtaken in that suit.
      if (topTrump < 0 || led === trump) {
        const over = allowed & (higher[topLed] as number);
        if (over !== 0 && over !== allowed) {
          note?.((allowed & ~over) >>> 0, { code: 'mustOvertake', card: cardAt(topLed) });
          allowed = over;
        }
      }
    } else if (trump >= 0 && (allowed & (SUIT_MASKS[trump as 0] as number)) !== 0) {
      const trumps = allowed & (SUIT_MASKS[trump as 0] as number);
      if (trumps !== allowed) {
        note?.((allowed & ~trumps) >>> 0, { code: 'mustTrump', trump: SUITS[trump] as Suit });
        allowed = trumps;
      }
      if (topTrump >= 0) {
        const over = allowed & (higher[topTrump] as number);
        if (over !== 0 && over !== allowed) {
          note?.((allowed & ~over) >>> 0, { code: 'mustOvertrump', card: cardAt(topTrump) });
          allowed = over;
        }
      }
    }
  }
  if (seven >= 0 && (allowed >>> seven) & 1) {
    const rest = allowed & ~(1 << seven);
    if (rest !== 0) {
      note?.((allowed & ~rest) >>> 0, { code: 'sevenMustWait', card: cardAt(seven) });
      allowed = rest;
    }
  }
  // The auxiliary seven waits only until the last trick but one (two cards left): from then on it may go,
  // with the trump seven in hand (held back above, so it must) or without it (OP čl. IV odst. 11).
  if (aux >= 0 && (allowed >>> aux) & 1 && size(hand) > AUX_SEVEN_FROM) {
    const rest = allowed & ~(1 << aux);
    if (rest !== 0) {
      note?.((allowed & ~rest) >>> 0, { code: 'auxSevenMustWait', card: cardAt(aux) });
      allowed = rest;
    }
  }
  return allowed >>> 0;
}

/** The play rule of rules/000 čl. II odst. 7–8 with the announced sevens held back (čl. IV odst. 11). */
export function commonPlayRule(state: HandState): PlayRule {
  const seat = state.toAct as Seat;
  const excluded: { cards: CardSet; reason: Reason }[] = [];
  const seven = announcedSevenOf(state, seat);
  const aux = auxSevenOf(state, seat);
  const allowed = allowedPlays(
    state.hands[seat] ?? 0,
    (state.trick?.cards ?? []).map(cardIndex),
    state.trump === null ? -1 : suitIndex(state.trump),
    seven === null ? -1 : cardIndex(seven),
    (cards, reason) => excluded.push({ cards, reason }),
    aux === null ? -1 : cardIndex(aux),
  );
  return { allowed, excluded };
}

/**
 * The trump seven this seat announced (sedma, sedma proti, or dvě sedmy: OP čl. IV odst. 9, 11) and
 * still holds back, if any.
 */
export function announcedSevenOf(state: HandState, seat: Seat): Card | null {
  if (state.trump === null) return null;
  const c = state.components.find((k) => SEVEN_KINDS.includes(k.kind) && k.announcer === seat);
  return c ? (`${state.trump}7` as Card) : null;
}

/**
 * The declarer's auxiliary seven in dvě sedmy (OP čl. IV odst. 9), held back like the trump seven
 * (čl. IV odst. 11); null for every other seat and contract.
 */
export function auxSevenOf(state: HandState, seat: Seat): Card | null {
  const aux = auxOf(state);
  if (aux === null || seat !== state.declarer) return null;
  return state.components.some((k) => k.kind === 'twoSevens') ? (`${aux}7` as Card) : null;
}
