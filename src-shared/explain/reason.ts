import type { Card, Suit } from '../cards/card.ts';
import type { AgainstKind, ComponentKind, Game } from '../engine/contract.ts';
import type { ActionType } from '../engine/action.ts';
import type { Variant } from '../engine/table.ts';
import type { AuctionReason } from './reasons/auction.ts';
import type { FourHandReason } from './reasons/four-hand.ts';
import type { TwoHandReason } from './reasons/two-hand.ts';

/**
 * Why an action is refused. Reasons are data: `explain/format.ts` turns one into a Czech or English
 * sentence and cites the article it comes from (`explain/articles.ts`). The common reasons are listed
 * here; each variant's own sit in a block of their own (explain/reasons/*.ts), worded in
 * explain/words/*.ts.
 */
export type Reason = CommonReason | VariantReason;

/** Reasons of licitovaný, křížový and lízaný, each block owned by that variant's module. */
export type VariantReason = AuctionReason | FourHandReason | TwoHandReason;

/** The reasons of volený and of the phases every variant shares. */
export type CommonReason =
  | { readonly code: 'handOver' }
  | { readonly code: 'notYourTurn'; readonly seat: number; readonly toAct: number | null }
  | { readonly code: 'wrongPhase'; readonly action: ActionType; readonly phase: string }
  | { readonly code: 'notInHand'; readonly card: Card }
  | { readonly code: 'notInFirstSeven'; readonly card: Card }
  | { readonly code: 'blindIndex'; readonly index: number; readonly count: number }
  /** Rules with `blindNeedsShortSuits`: the first seven hold `count` (more than two) cards of `suit`. */
  | { readonly code: 'blindNeedsShortSuits'; readonly suit: Suit; readonly count: number }
  | { readonly code: 'gameNotOffered'; readonly game: Game }
  | { readonly code: 'gameTooLow'; readonly game: Game; readonly current: Game }
  | { readonly code: 'discardCount'; readonly count: number }
  | { readonly code: 'discardTwice'; readonly card: Card }
  | { readonly code: 'discardAceOrTen'; readonly card: Card }
  | { readonly code: 'discardTrumpCard'; readonly card: Card }
  | { readonly code: 'sevenNeedsTrumpSeven'; readonly card: Card }
  | { readonly code: 'hundredNeedsMarriage' }
  | { readonly code: 'againstNotNow'; readonly kind: AgainstKind }
  | { readonly code: 'againstTaken'; readonly kind: AgainstKind }
  | { readonly code: 'againstNeedsSeven'; readonly card: Card }
  | { readonly code: 'againstNeedsMarriage' }
  | { readonly code: 'cannotDouble'; readonly component: ComponentKind }
  /** `bound`: the rules' own maximum, or (rules with none) the app's, past which money is not exact. */
  | {
      readonly code: 'doubleLimit';
      readonly component: ComponentKind;
      readonly max: number;
      readonly bound: 'rules' | 'exactMoney';
    }
  | { readonly code: 'emptyDouble' }
  | { readonly code: 'mustFollowSuit'; readonly suit: Suit }
  | { readonly code: 'mustOvertake'; readonly card: Card }
  | { readonly code: 'mustTrump'; readonly trump: Suit }
  | { readonly code: 'mustOvertrump'; readonly card: Card }
  | { readonly code: 'sevenMustWait'; readonly card: Card }
  /** Dvě sedmy: the declarer's auxiliary seven waits for the penultimate trick (legal.ts, every variant). */
  | { readonly code: 'auxSevenMustWait'; readonly card: Card }
  /** Only the declarer may lay the rest down (ložená hra). */
  | { readonly code: 'claimNotDeclarer' }
  /** A wrong claim may be repeated only after another trick. */
  | { readonly code: 'claimRepeated' }
  /** A variant whose bidding the engine cannot run yet (no flow registered: engine/flow.ts). */
  | { readonly code: 'variantNotAvailable'; readonly variant: Variant }
  // Refusals of the table (src-main/game), not of the engine: no rule document speaks about them.
  | { readonly code: 'computerSeat'; readonly seat: number }
  | { readonly code: 'personToAct'; readonly seat: number }
  | { readonly code: 'undoPracticeOnly' }
  /** The coach at the table grades cards of practice sessions only. */
  | { readonly code: 'coachPracticeOnly' }
  /**
   * The coach speaks only to the person the table is shown to (`viewer`); another person's card is
   * discussed when that person is at the table again, or after the hand.
   */
  | { readonly code: 'coachOtherSeat'; readonly seat: number; readonly viewer: number }
  /** Mid-hand the hidden hands are not shown while another person (`seat`) sits at the table. */
  | { readonly code: 'coachRevealPeople'; readonly seat: number }
  | { readonly code: 'nothingToUndo' }
  | { readonly code: 'handNotOver' }
  /** "Why?" about a computer's call is answered only after the hand (it would tell what the seat knew). */
  | { readonly code: 'whyAfterHand' }
  /** Action `index` of the hand is not a computer's call (a person's action, a card, a claim, or none). */
  | { readonly code: 'whyNoCall'; readonly index: number }
  /** Run again, the decision came out otherwise (it hit its time cap, or a stand-in made it). */
  | { readonly code: 'whyNotReproduced'; readonly seat: number }
  /** Finishing a hand at once: the solver did not prove that every line of play pays the same money. */
  | { readonly code: 'notSettled' }
  /** Finishing a hand at once: a person at another device plays at this table (`seat`). */
  | { readonly code: 'otherPeople'; readonly seat: number }
  // A shared table (friends each on their own device; src-main/share): who may do what from where.
  /** `seat` is played from another device (a link, or the host's screen): this device cannot act for it. */
  | { readonly code: 'notYourSeat'; readonly seat: number }
  /** Undo at a table of people takes back only the asker's own action; `seat` (a person) acted last. */
  | { readonly code: 'notYourUndo'; readonly seat: number }
  /** The session has no person to share it with besides the host's seat (every other seat a computer). */
  | { readonly code: 'nothingToShare' }
  /** No table is shared now (`seat` null), or `seat` is not one played over a link. */
  | { readonly code: 'notShared'; readonly seat: number | null }
  /**
   * A guest's review of a finished hand would show a card of `seat` that the guest's seat never saw, not
   * even at the hand's end (a card drawn from the stock and never played): on a friend's device only
   * hands whose every card of another seat the hand's end showed are reviewed.
   */
  | { readonly code: 'unseenCards'; readonly seat: number }

  /** A guest's device asked hints faster than its seat's allowance: the next may come in `seconds`. */
  | { readonly code: 'hintsTooOften'; readonly seconds: number };

export type ReasonCode = Reason['code'];
export type CommonReasonCode = CommonReason['code'];
