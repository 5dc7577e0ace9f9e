/**
 * Card play in lízaný mariáš. While the stock lasts the duty to follow is lifted (the English
 * description, "Lízaný Mariáš"). Read as lifting every duty (`allDuties`, open question 23), a seat may
 * play any card, without following, overtaking or trumping; read as lifting following alone
 * (`followOnly`), a seat void in the led suit still trumps and overtrumps. Either way an announced trump
 * seven is still held back for the last trick (pravidla ČSM, čl. IV odst. 11). Once the stock is gone the
 * usual duties apply (pravidla ČSM, čl. II odst. 7–8). A marriage counts only when the svršek is played
 * with the král still in hand, whatever the preset says.
 */
import { type Card, cardAt, cardIndex } from '../../cards/card.ts';
import type { CardSet } from '../../cards/cardset.ts';
import type { Reason } from '../../explain/reason.ts';
import type { TwoHandLifted } from '../../rules/ruleset.ts';
import { allowedPlays } from '../../engine/play.ts';
import { announcesMarriage } from '../../engine/score.ts';

/** Whether the duties of play are lifted: cards are left in the stock. */
export function playIsFree(stockSize: number): boolean {
  return stockSize > 0;
}

/**
 * The cards a seat may play while the stock lasts: the whole hand, less an announced seven (`seven`, a
 * card index or −1) as long as another card is left. `note` receives the held-back seven.
 */
export function freePlays(
  hand: CardSet,
  seven: number,
  note?: (excluded: CardSet, reason: Reason) => void,
): CardSet {
  const all = hand >>> 0;
  if (seven < 0 || ((all >>> seven) & 1) === 0) return all;
  const rest = (all & ~(1 << seven)) >>> 0;
  if (rest === 0) return all;
  note?.((1 << seven) >>> 0, { code: 'sevenMustWait', card: cardAt(seven) });
  return rest;
}

/** Which duties are lifted while the stock lasts (Ruleset.twoHandLifted). */
export type LiftedDuties = TwoHandLifted;

/**
 * The play rule of lízaný on card indices: while `stockSize` > 0 free as `lifted` says, else the common
 * rule of `allowedPlays` (`played` the trick's cards so far, `trump` a suit index, `seven` as above).
 */
export function twoHandPlays(
  hand: CardSet,
  played: readonly number[],
  trump: number,
  seven: number,
  stockSize: number,
  lifted: LiftedDuties,
  note?: (excluded: CardSet, reason: Reason) => void,
): CardSet {
  if (!playIsFree(stockSize)) return allowedPlays(hand, played, trump, seven, note);
  const led = played.length > 0 ? (played[0] as number) >> 3 : -1;
  const holdsLed = led >= 0 && (hand & (0xff << (led * 8))) !== 0;
  // Following alone lifted: one void in the led suit owes what the common rule asks of a void hand.
  if (lifted === 'followOnly' && led >= 0 && !holdsLed) return allowedPlays(hand, played, trump, seven, note);
  return freePlays(hand, seven, note);
}

/** Whether playing `card` from a hand that is `handAfter` without it announces a marriage (svršek first). */
export function twoHandMarriage(handAfter: CardSet, card: Card): boolean {
  return announcesMarriage(handAfter, cardIndex(card), true);
}
