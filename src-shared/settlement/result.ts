/**
 * The shapes of a settled hand: its result (what the settlement reads), the items, and the outcome codes
 * the explanation words. Types only, so the variants' settlement rules can name them (settle.ts pays).
 */
import type { Card, Suit } from '../cards/card.ts';
import type { Component, ComponentKind, Game, Side } from '../engine/contract.ts';
import type { EndKind } from '../engine/state.ts';
import type { Seat, Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { PaymentMode } from './payment.ts';
import type { VariantItemKind, VariantOutcome } from './variant-kinds.ts';

export type ItemKind = ComponentKind | 'silentSeven' | 'silentHundred' | VariantItemKind;

/** Why a component was won or lost, as data for the explanation formatter. */
export type Outcome = CoreOutcome | VariantOutcome;

/** The outcomes of volený's components, which every variant shares. */
type CoreOutcome =
  | { readonly code: 'unplayed' }
  | { readonly code: 'morePoints'; readonly declarer: number; readonly defence: number }
  | {
      readonly code: 'hundred';
      /** Points that count towards 100: cards plus the one marriage allowed. */
      readonly counted: number;
      /** All the side's points, for growth above 100. */
      readonly total: number;
      readonly marriage: number;
      readonly otherMarriages: number;
    }
  /**
   * `seat`: whose seven it was. Absent (here and in every outcome that names a seat) where the seat
   * asking may not know it: a coach note mid-hand (settlement/outcome-seats.ts).
   */
  | { readonly code: 'sevenWon'; readonly seat?: Seat }
  | { readonly code: 'sevenEarly'; readonly seat?: Seat; readonly trick: number }
  | {
      readonly code: 'sevenKilled';
      readonly seat?: Seat;
      /** The card and seat that beat it; absent where the line is withheld (a coach note mid-hand). */
      readonly by?: Card;
      readonly bySeat?: Seat;
      /** The trick it was beaten in (the last); absent in results stored before variants: the tenth. */
      readonly trick?: number;
    }
  | { readonly code: 'noTrick' }
  | { readonly code: 'tookTrick'; readonly trick: number }
  | { readonly code: 'allTricks' }
  | { readonly code: 'lostTrick'; readonly trick: number }
  /**
   * A right claim (ložená hra): the rest was not played; the declarer's components are paid at their
   * base as made and the defence's announcements as lost (rules/000 čl. V odst. 10).
   */
  | { readonly code: 'laidDown'; readonly won: boolean };

/**
 * How the money of a doubled laydown is split (rules/000 čl. V odst. 10; rules/002 čl. II odst. 18):
 * payers who did not double pay the undoubled amount only; those who did share the rest equally.
 */
export interface LaydownSplit {
  /** The defenders who doubled (flek, tutti …), in seat order. */
  readonly doublers: readonly Seat[];
  /** Units each other payer pays: the items without their doubles, after the limit. */
  readonly undoubled: number;
  /** Units each doubler pays. */
  readonly perDoubler: number;
}

export interface SettlementItem {
  readonly kind: ItemKind;
  /** The side that announced (or, for silent results, achieved) it. */
  readonly side: Side;
  readonly won: boolean;
  readonly outcome: Outcome;
  readonly rate: number;
  /** 2 when hearts are trumps and the rules double red games, else 1. */
  readonly red: number;
  readonly doubles: number;
  /** Hundreds only: 10-point steps above (won) or below (lost) the threshold that grow the amount. */
  readonly steps: number;
  /** Units each defender pays the declaring side for this item (negative: the declaring side pays). */
  readonly amount: number;
}

export interface Settlement {
  readonly items: readonly SettlementItem[];
  /** Units each defender pays the declaring side in all, before the limit. */
  readonly total: number;
  /** After the limit (rules/000 čl. V odst. 9): what one payer pays one payee. */
  readonly perDefender: number;
  readonly limited: boolean;
  /**
   * Money per seat in haléř; sums to zero. A seat sitting out pays as a defender (čl. V odst. 1); in
   * pairs each loser pays one winner (čl. VII odst. 2). See payment.ts.
   */
  readonly money: readonly number[];
  /** The side of each seat as paid (after the variant's rules); absent in settlements built by hand. */
  readonly sides?: readonly Side[];
  readonly payment?: PaymentMode;
  /** A right claim that was doubled: who pays what instead of `perDefender` each; else null. */
  readonly split: LaydownSplit | null;
  readonly declarer: Seat;
  readonly points: { readonly declarer: number; readonly defence: number };
}

/**
 * What happened in a hand, as far as money is concerned. `resultOf` reads it off a finished state; the
 * solver builds it incrementally while searching. Both are settled by the same `settleResult`.
 */
export interface HandResult {
  readonly rules: Ruleset;
  readonly players: number;
  readonly declarer: Seat;
  readonly trump: Suit | null;
  readonly game: Game;
  readonly components: readonly Component[];
  readonly end: EndKind;
  readonly declarerSide: SideResult;
  readonly defenceSide: SideResult;
  /** Where the trump seven was played (suit games played out), or null. */
  readonly seven: SevenFate | null;
  /** Index of the trick that broke a betl or durch, or null. */
  readonly brokenAt: number | null;
  /** The defenders who doubled anything (for a laid-down game's split); absent: none. */
  readonly doublers?: readonly Seat[];
  /** Absent: volený. Chooses the settlement rules that apply (registry.ts). */
  readonly variant?: Variant;
  /** The side of each seat, a seat sitting out a defender; absent: the declarer alone against all. */
  readonly sides?: readonly Side[];
  /** Tricks in the hand; absent: 10 (three active seats). */
  readonly tricks?: number;
  /** What each settlement rule read off the finished state, by rule id (variants/registry.ts). */
  readonly extras?: Readonly<Record<string, unknown>>;
}

export interface SideResult {
  /** Aces, tens and the last trick. */
  readonly cards: number;
  /** Points of the marriages the side announced, in the order announced. */
  readonly marriages: readonly number[];
}

export interface SevenFate {
  readonly seat: Seat;
  readonly trick: number;
  /** Whether it took its trick. */
  readonly won: boolean;
  /** The card and seat that took the trick, when the seven did not. */
  readonly by: Card | null;
  readonly bySeat: Seat | null;
}

/**
 * Facts a variant's settlement rule reads off a finished hand, kept in `HandResult.extras` under the
 * rule's id. Declared here, in the core, because the solver and the laydown proof must write them for
 * a hand they finish by search; the rules that read them live in variants/auction.
 */
export const EXTRAS_ID = { trickMajority: 'trickMajority', twoSevens: 'twoSevens' } as const;

/** The declaring side's tricks of all tricks played (`extras.trickMajority`). */
export interface TrickCount {
  readonly declarer: number;
  readonly tricks: number;
}

/** Dvě sedmy's facts (`extras.twoSevens`). */
export interface TwoSevensRead {
  readonly trump: Suit;
  readonly aux: Suit;
  /** Where the trump seven fell and who took that trick; null when it was not played. */
  readonly trumpSeven: SevenFate | null;
  /** The same for the auxiliary seven. */
  readonly auxSeven: SevenFate | null;
  /**
   * The first defender, in playing order after the declarer, who held four or more cards of the
   * auxiliary suit when play began (turnajová pravidla, čl. III), with how many; else null.
   */
  readonly auxFour: { readonly seat: Seat; readonly count: number } | null;
}
