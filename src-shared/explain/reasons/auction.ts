/**
 * Licitovaný's own refusals: the auction, the talon and the declaration (variants/auction/).
 * Data only, names from GLOSSARY.md; each is worded, with the article it comes from, in
 * explain/words/auction.ts. The Reason union (explain/reason.ts) takes this block as it is.
 */
import type { Card } from '../../cards/card.ts';
import type { AgainstKind } from '../../engine/contract.ts';
import type { StepId } from '../../variants/auction/ladder.ts';
import type { AuctionLadder, AuctionProcedure } from '../../rules/ruleset.ts';

/**
 * Each refusal names the ladder or the procedure it comes from (the Ruleset's `auctionLadder`,
 * `auctionProcedure`), so that it cites the document of the rules played: the ladder's for the steps,
 * the procedure's for who speaks (explain/words/auction.ts).
 */
export type AuctionReason =
  /** The auction is over: the talon is taken, or the hand was thrown in. */
  | { readonly code: 'auctionOver'; readonly procedure: AuctionProcedure }
  /** A step the preset's ladder does not have (OP čl. IV odst. 1; TP čl. I; DP, Stupně licitace; AP). */
  | { readonly code: 'stepNotOnLadder'; readonly step: StepId; readonly ladder: AuctionLadder }
  /** A bid must be higher than the step held now (OP čl. VII odst. 3). */
  | {
      readonly code: 'bidTooLow';
      readonly step: StepId;
      readonly current: StepId;
      readonly ladder: AuctionLadder;
    }
  /** The rules forbid skipping steps: `next` is the only bid (DP, Mariáš licitovaný). */
  | { readonly code: 'bidSkips'; readonly step: StepId; readonly next: StepId }
  /**
   * "Mám" needs a step bid by a seat of lower priority (OP čl. VII odst. 3); `holder` null: nobody has
   * bid yet.
   */
  | { readonly code: 'holdNotAllowed'; readonly holder: number | null; readonly procedure: AuctionProcedure }
  /** The contract is below the step the auction was won at (OP čl. VII odst. 3). */
  | {
      readonly code: 'contractBelowBid';
      readonly step: StepId;
      readonly won: StepId;
      readonly ladder: AuctionLadder;
    }
  /** A suit step declared without trumps (OP čl. IV odst. 3). */
  | { readonly code: 'trumpMissing'; readonly step: StepId }
  /** Trumps named for betl or durch (OP čl. IV odst. 7–8). */
  | { readonly code: 'trumpNotAllowed'; readonly step: StepId }
  /** A red step is played with hearts as trumps (TP čl. I). */
  | { readonly code: 'redStepNeedsHearts'; readonly step: StepId; readonly ladder: AuctionLadder }
  /** A plain step in hearts is the red step, a step of its own (TP čl. I). */
  | { readonly code: 'plainStepNotHearts'; readonly step: StepId; readonly ladder: AuctionLadder }
  /** Dvě sedmy names an auxiliary suit (OP čl. IV odst. 9). */
  | { readonly code: 'auxMissing'; readonly step: StepId }
  /** Only dvě sedmy names an auxiliary suit. */
  | { readonly code: 'auxNotAllowed'; readonly step: StepId }
  /** The auxiliary suit is not the trump suit. */
  | { readonly code: 'auxIsTrump'; readonly step: StepId }
  /** Dvě sedmy announced without the auxiliary seven in hand (OP čl. IV odst. 9; `contractMatchesCards`). */
  | { readonly code: 'auxSevenNotInHand'; readonly card: Card }
  /** Omyl: only after winning a plain sedma, and only where the rules know it (TP čl. II odst. 17). */
  | { readonly code: 'foldNotAllowed'; readonly won: StepId | null; readonly offered: boolean }
  /** The announced seven, or the auxiliary one in dvě sedmy a sto, stays out of the talon (TP čl. II odst. 17). */
  | { readonly code: 'discardAnnouncedSeven'; readonly card: Card }
  /** No seven or hundred against after an auction under these rules (TP čl. II odst. 23). */
  | { readonly code: 'noAgainstAfterAuction'; readonly kind: AgainstKind };
