/**
 * The laydown search's card arithmetic: suit and point masks, the cards that beat a card, and the cards
 * a play rules out of a seat's possible hand (`exclusion`). Plain data and functions on card indices.
 */
import { POINTS_BY_INDEX, STRENGTH_BY_INDEX } from '../../cards/card.ts';

export const SUIT_MASKS = [0xff, 0xff00, 0xff0000, 0xff000000 >>> 0] as const;
export const suitMask = (s: number) => SUIT_MASKS[s as 0] as number;
export const OBER = 5;
export const KING = 6;
export const POINTS = POINTS_BY_INDEX;
let pointMask = 0;
for (let c = 0; c < 32; c++) if ((POINTS[c] as number) > 0) pointMask |= 1 << c;
export const POINT_MASK = pointMask >>> 0;

export type Order = 'suit' | 'plain';

/** HIGHER[order][c]: the cards of c's suit that beat c under that order. */
export const HIGHER: Record<Order, Int32Array> = { suit: new Int32Array(32), plain: new Int32Array(32) };
/** ASCENDING[order][suit]: the suit's cards from the weakest up. */
export const ASCENDING: Record<Order, number[][]> = { suit: [], plain: [] };
for (const order of ['suit', 'plain'] as const) {
  const str = STRENGTH_BY_INDEX[order];
  for (let s = 0; s < 4; s++) {
    const cards = Array.from({ length: 8 }, (_, r) => s * 8 + r);
    cards.sort((x, y) => (str[x] as number) - (str[y] as number));
    ASCENDING[order].push(cards);
    for (const c of cards) {
      let m = 0;
      for (const d of cards) if ((str[d] as number) > (str[c] as number)) m |= 1 << d;
      HIGHER[order][c] = m;
    }
  }
}

/** Clears the cards of `mask` from a[i]. */
export function clear(a: Int32Array, i: number, mask: number): void {
  a[i] = (a[i] as number) & ~mask;
}

export function bitsOf(mask: number): number[] {
  const out: number[] = [];
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  return out;
}

export function highestIn(played: readonly number[], suit: number, str: Int8Array): number {
  let best = -1;
  for (const c of played)
    if (c >> 3 === suit && (best < 0 || (str[c] as number) > (str[best] as number))) best = c;
  return best;
}

/**
 * The cards a hand holding `card` must not hold for `card` to be a legal play now: `card` is in
 * `allowedPlays(hand, played, trump, seven)` for a hand containing it exactly when the hand holds none
 * of these. Not following suit means void in it; following or trumping without overtaking means none
 * of the higher cards; discarding means no trumps either; an announced seven leaves the hand only when
 * nothing else is allowed (led: as the last card).
 */
export function exclusion(card: number, played: readonly number[], trump: number, seven: number): number {
  if (played.length === 0) return card === seven ? ~(1 << card) >>> 0 : 0;
  const order: Order = trump < 0 ? 'plain' : 'suit';
  const str = STRENGTH_BY_INDEX[order];
  const higher = HIGHER[order];
  const led = (played[0] as number) >> 3;
  const suit = card >> 3;
  let out = 0;
  if (suit === led) {
    const trumped = trump >= 0 && led !== trump && played.some((c) => c >> 3 === trump);
    if (!trumped) {
      const best = highestIn(played, led, str);
      if ((str[card] as number) < (str[best] as number)) out |= higher[best] as number;
    }
    if (card === seven) out |= suitMask(suit) & ~(1 << card);
  } else {
    out |= suitMask(led);
    if (trump >= 0) {
      if (suit === trump) {
        const best = highestIn(played, trump, str);
        if (best >= 0 && (str[card] as number) < (str[best] as number)) out |= higher[best] as number;
        if (card === seven) out |= suitMask(trump) & ~(1 << card);
      } else {
        out |= suitMask(trump);
      }
    }
  }
  return out >>> 0;
}

/** Fate codes of the auxiliary seven (dvě sedmy): not played, before, won or beaten in, after the penultimate trick. */
export const AUX_NONE = 0;
export const AUX_EARLY = 1;
export const AUX_WON = 2;
export const AUX_KILLED = 3;
export const AUX_LATE = 4;
