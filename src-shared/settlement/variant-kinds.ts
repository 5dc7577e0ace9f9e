/**
 * The settlement vocabulary a variant adds on top of volený's: outcome codes (why an item was won or
 * lost) and item kinds that are not contract components. Each variant's person adds to their block only,
 * together with the wording in explain/format.ts and the citation in explain/articles.ts; `never` means
 * the variant adds nothing yet. settle.ts joins them into `Outcome` and `ItemKind`.
 */
import type { Card } from '../cards/card.ts';
import type { Seat } from '../engine/table.ts';

// --- licitovaný (dvě sedmy, omyl) -------------------------------------------------------------
/**
 * A `seat` is absent where the seat asking may not know it (a coach note mid-hand; outcome-seats.ts).
 * Dvě sedmy (variants/auction/two-sevens.ts; the trump seven's own fate uses volený's `sevenEarly` and
 * `sevenKilled`) and omyl (variants/auction/settlement.ts).
 */
export type AuctionOutcome =
  | { readonly code: 'twoSevensWon'; readonly seat?: Seat }
  /** The auxiliary seven fell before the penultimate trick (pravidla ČSM, čl. IV odst. 9, 11). */
  | { readonly code: 'auxSevenEarly'; readonly seat?: Seat; readonly trick: number }
  /** It was still in hand after the penultimate trick, which it should have taken. */
  | { readonly code: 'auxSevenLate'; readonly seat?: Seat; readonly trick: number }
  /** `by`, `bySeat`: the card and seat that beat it; absent where the line is withheld (a coach note). */
  | { readonly code: 'auxSevenKilled'; readonly seat?: Seat; readonly by?: Card; readonly bySeat?: Seat }
  /** A seven of the contract was a defender's (the declarer did not hold it). */
  | { readonly code: 'sevenWithDefence'; readonly card: Card; readonly seat?: Seat }
  /** A seven of the contract was never played (a hand cut short). */
  | { readonly code: 'sevenMissing'; readonly card: Card }
  /** A defender held four or more auxiliary cards (turnajová pravidla, čl. III odst. 1–3). */
  | { readonly code: 'auxFour'; readonly seat?: Seat; readonly count: number }
  /** Omyl: the winner of a plain sedma folded without play (turnajová pravidla, čl. II odst. 17). */
  | { readonly code: 'folded' }
  /** The game by the majority of the tricks (Ruleset.gameByTricks): the declarer's tricks of all. */
  | { readonly code: 'trickMajority'; readonly declarer: number; readonly tricks: number };
export type AuctionItemKind = never;
// --- end licitovaný ---------------------------------------------------------------------------

// --- křížový (durch s chytrým) ----------------------------------------------------------------
/**
 * Durch s chytrým (variants/four-hand/settlement.ts; pravidla ČSM, čl. VII odst. 2): the declarer took the first
 * seven tricks and `seat` the last (`trick`), so `seat` is paid with him. Seats are plain numbers here.
 */
export type FourHandOutcome = {
  readonly code: 'durchClever';
  readonly seat?: number;
  readonly trick: number;
};
export type FourHandItemKind = never;
// --- end křížový ------------------------------------------------------------------------------

// --- lízaný -----------------------------------------------------------------------------------
export type TwoHandOutcome = never;
export type TwoHandItemKind = never;
// --- end lízaný -------------------------------------------------------------------------------

export type VariantOutcome = AuctionOutcome | FourHandOutcome | TwoHandOutcome;
export type VariantItemKind = AuctionItemKind | FourHandItemKind | TwoHandItemKind;
