/**
 * What the solver answers, as plain data that crosses the worker and API boundaries (no classes, no
 * functions). Money is always "units of the base each defender pays the declarer, after the limit", so
 * the declarer's side wants it high and the defence wants it low.
 */
import type { Card } from '../cards/card.ts';
import type { Side } from '../engine/contract.ts';
import type { Seat } from '../engine/table.ts';
import type { ItemKind, Outcome } from '../settlement/settle.ts';

/** The raw result of a play under best play by both sides. */
export interface PlayOutcome {
  /** Card points (aces, tens, last trick) per side; marriages separately. */
  readonly declarerPoints: number;
  readonly defencePoints: number;
  readonly declarerMarriages: number;
  readonly defenceMarriages: number;
  readonly declarerTricks: number;
  /** Who took the last trick and with what card (null when a betl or durch ended early). */
  readonly lastTrick: { readonly seat: Seat; readonly card: Card } | null;
  /** Index of the trick that broke a betl or durch, or null. */
  readonly brokenAt: number | null;
}

export interface SolveResult {
  /** Money under best play by both sides. */
  readonly value: number;
  /** A best card for the seat to act (null in a finished hand). */
  readonly best: Card | null;
  /** The principal variation from here to the end of the hand, in playing order. */
  readonly line: readonly Card[];
  readonly outcome: PlayOutcome;
  readonly nodes: number;
}

/** One settlement item whose result differs between the best card and a worse one. */
export interface ItemChange {
  readonly kind: ItemKind;
  readonly side: Side;
  /** The item's outcome after the best card and after this card (null: the item does not arise). */
  readonly before: Outcome | null;
  readonly after: Outcome | null;
  /** Change in the money of the side to move (negative: lost). */
  readonly amount: number;
}

export interface CardVerdict {
  readonly card: Card;
  /** Money under best play after this card. */
  readonly value: number;
  /** Money the side to move loses against its best card (0 for every best card). */
  readonly loss: number;
  /** Cards of the same hand that are equivalent to this one (same value by symmetry), itself excluded. */
  readonly equivalent: readonly Card[];
  /** For a losing card: the best play that follows it, this card first, to the end of the hand. */
  readonly refutation: readonly Card[] | null;
  /** For a losing card: the index of the trick after which the loss could no longer be undone. */
  readonly turnsAt: number | null;
  /** For a losing card: what it costs, item by item, compared with the best line. */
  readonly changes: readonly ItemChange[];
  /** The raw result at the end of the best line after this card (null in a stopped analysis). */
  readonly outcome: PlayOutcome | null;
}

export interface Analysis {
  readonly seat: Seat;
  readonly side: Side;
  /** The best money for the side to move. */
  readonly value: number;
  /** Every legal card, best first (only those valued before a stop when not complete). */
  readonly cards: readonly CardVerdict[];
  readonly nodes: number;
  /** False when the analysis was stopped before every card was valued and explained. */
  readonly complete: boolean;
  /**
   * The best play after a best card, that card first, to the end of the hand (what the principles compare
   * a refutation with: explain/principles). Absent in a stopped analysis and where it was left out.
   */
  readonly bestLine?: readonly Card[];
}

/**
 * Per legal card, over the layouts of the hidden cards consistent with one seat's view, each layout
 * solved exactly with every hand open and weighted equally.
 */
export interface SeatCardStats {
  readonly card: Card;
  /** Share of layouts in which this card's money equals the best the layout allows the side to move (0…1). */
  readonly keeps: number;
  /**
   * Share of layouts in which the money after this card is in the favour of the side to move (0…1):
   * above 0 for the declarer, below 0 for the defence. Money 0 is no win for either side.
   */
  readonly wins: number;
  /** Mean money over the layouts. */
  readonly meanValue: number;
  /**
   * The money after this card in each layout solved, in the order solved (the same order for every
   * card, so two cards' values pair up); only when asked (`values`).
   */
  readonly values?: readonly number[];
}

export interface SeatAnalysis {
  readonly seat: Seat;
  /** Layouts solved so far. */
  readonly layouts: number;
  /** Whether every consistent layout was solved (exact enumeration, finished). */
  readonly exact: boolean;
  /** The number of consistent layouts (counted by the layout model; by enumeration when exact). */
  readonly total: number | null;
  /** False while more layouts are coming, or when the analysis was stopped early. */
  readonly done: boolean;
  /** Every legal card: highest keeps first, then wins, then mean money in the mover's favour. */
  readonly cards: readonly SeatCardStats[];
  /** Solver nodes spent on the layouts solved (the same view, seed and bounds: the same count). */
  readonly nodes?: number;
  /** Each layout's weight in the means, in the order solved (1 each unless weighed); only with `values`. */
  readonly weights?: readonly number[];
}

export interface Laydown {
  /** The declarer cannot lose anything he plays, whatever the defenders hold and do. */
  readonly claimable: boolean;
  /** A line that proves it (the declarer's cards with the defence's best resistance), or null. */
  readonly line: readonly Card[] | null;
  /** When not claimable: a holding and play of the defence that beats the claim. */
  readonly counter: readonly Card[] | null;
  /**
   * False when the search stopped at its node limit before deciding: then `claimable` is false only
   * because nothing was proved, and `line`, `counter` and `hands` are null.
   */
  readonly decided: boolean;
  /**
   * The hands (index = seat) at the position asked about in one layout where `line` or `counter` is
   * played exactly as given, marriages included: the declarer's own cards and one split of the cards he
   * cannot see. Null when undecided.
   */
  readonly hands: readonly (readonly Card[])[] | null;
}
