import type { Card, Suit } from '../cards/card.ts';
import type { CardSet } from '../cards/cardset.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { Action } from './action.ts';
import type { Called } from '../variants/four-hand/own.ts';
import type { VariantState } from '../variants/states.ts';
import type { Component, ComponentKind, Game, Side } from './contract.ts';
import type { Seat, Table, Variant } from './table.ts';

/**
 * The steps of a hand. Volený (rules/000 čl. VII odst. 1; rules/004 "Průběh hry") goes trumpChoice →
 * gameChoice → discard → answer → announce → doubling → play → finished and never enters the others:
 * licitovaný auction → talon → discard → doubling → play; křížový trumpChoice → call → gameChoice →
 * answer → announce → doubling → play; lízaný trumpSuit → announce → doubling → play (docs/variants.md).
 */
export const PHASES = [
  'trumpChoice',
  'gameChoice',
  'discard',
  'answer',
  'announce',
  'doubling',
  'play',
  'finished',
  // Licitovaný: the bidding, then the winner holds the talon (fold or declare).
  'auction',
  'talon',
  // Křížový: forehand calls the rank of his partner's trump.
  'call',
  // Lízaný: forehand names the trump suit from his first four.
  'trumpSuit',
] as const;
export type Phase = (typeof PHASES)[number];

/** Who holds the bid and who still has to answer it. */
export interface Bidding {
  /** The seat that will be declarer if everybody approves. */
  readonly bidder: Seat;
  /** The game named; null while the bidder has not named one yet. */
  readonly game: Game | null;
  /** Seats still to say Dobrá / Špatná, in order. */
  readonly queue: readonly Seat[];
}

/**
 * One round of doubling (rules/000 čl. V odst. 5): the sides speak alternately; in a round a side may
 * raise only what the other side raised (or announced) in the previous round.
 */
export interface DoublingRound {
  readonly side: Side;
  /** Players of that side still to speak this round. */
  readonly queue: readonly Seat[];
  /** Components that may still be raised this round. */
  readonly open: readonly ComponentKind[];
  /** Components raised or announced this round: the next round may answer them. */
  readonly raised: readonly ComponentKind[];
  /** The defence's first answer, when seven and hundred against may be announced. */
  readonly first: boolean;
}

export interface CompletedTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
}

export interface Marriage {
  readonly seat: Seat;
  readonly suit: Suit;
  /** 20, or 40 in trumps (rules/000 čl. III odst. 1). */
  readonly points: number;
  /** Index of the trick in which it was announced. */
  readonly trick: number;
}

/** A call every seat heard, in order (for the table and for inference). */
export type Call = Exclude<Action, { type: 'discard' | 'chooseTrump' | 'chooseTrumpBlind' | 'play' }>;

/**
 * How the hand ended. Licitovaný adds `folded` (omyl, TP čl. II odst. 17), `auxShown` (a defender showed
 * four auxiliary cards, TP čl. III odst. 1) and `allPassed` (nobody bid; the hand is thrown in).
 */
export type EndKind =
  'played' | 'unplayed' | 'betlLost' | 'durchLost' | 'laidDown' | 'folded' | 'auxShown' | 'allPassed';

/**
 * The verdict on a claim (claim.ts): `laidDown`, the hand ends and is paid as laid down; `wrong`, the
 * defence can beat the claim's test, play goes on with the declarer's cards open (turnajová pravidla
 * ČSM, čl. II odst. 21); `notProven`, the check ran out of its budget before deciding: the claim is
 * withdrawn without consequence (his cards stay hidden, play goes on as before).
 */
export type ClaimOutcome = 'laidDown' | 'wrong' | 'notProven';

/**
 * What a claim must prove, by contract (pravidla ČSM, čl. V odst. 11; turnajová pravidla ČSM, čl. II
 * odst. 19): `points`, a game or hundred the defence takes not ten of the 90 points in; `noTrick`, a
 * seven the declarer loses no trick (nor points) in; `twoSevens`, dvě sedmy that cannot be lost
 * whatever the defence holds and plays; `betl`, no trick taken; `durch`, no trick lost; `contract`,
 * without the rules' strict test (Ruleset.laydownStrict off), no announced component can be lost.
 */
export type ClaimTest = 'points' | 'noTrick' | 'twoSevens' | 'betl' | 'durch' | 'contract';

/**
 * A claim (ložená hra) and the engine's verdict on it (claim.ts): right, the hand ended and is paid
 * as laid down; wrong, play goes on with the declarer's cards open (pravidla ČSM pro licitovaný
 * mariáš, čl. II odst. 21); not proven, nothing changes.
 */
export interface ClaimRecord {
  readonly seat: Seat;
  /** Tricks completed when it was made (cards already in the current trick stay played). */
  readonly trick: number;
  /** The verdict (see ClaimOutcome). */
  readonly outcome: ClaimOutcome;
  /** The test of the contract the claim was judged by (see ClaimTest). */
  readonly test: ClaimTest;
  /** Whether the rest could not be lost, by the laydown check (outcome `laidDown`). */
  readonly laydown: boolean;
  /** The rules' own test was applied (Ruleset.laydownStrict). */
  readonly strict: boolean;
  /** False when the check ran out of its node budget (outcome `notProven`). */
  readonly decided: boolean;
  /**
   * The declarer's cards lie open: after any decided claim in this hand (a wrong one stays open even
   * when a later claim is not proven), never after only unproven ones.
   */
  readonly open: boolean;
}

export interface HandState {
  readonly variant: Variant;
  readonly rules: Ruleset;
  readonly table: Table;
  readonly phase: Phase;
  /** Seat to act; null when finished. */
  readonly toAct: Seat | null;
  /** Cards in each seat's hand (index = seat). */
  readonly hands: readonly CardSet[];
  readonly talon: CardSet;
  /** Who laid the current talon down (null: nobody has discarded yet). */
  readonly talonBy: Seat | null;
  /** Forehand's first packet of seven, all he may look at before choosing trumps. */
  readonly firstSeven: CardSet;
  /** Forehand's second packet in the order dealt, for the blind choice "z lidu". */
  readonly people: readonly Card[];
  readonly trumpCard: Card | null;
  readonly trumpBlind: boolean;
  /** Trumps of a suit game; null in betl and durch. */
  readonly trump: Suit | null;
  /** The trump card has been turned face up (after both defenders approved the colour). */
  readonly trumpShown: boolean;
  /**
   * Trumps the declarer discarded, announced to everyone where the rules say so (Ruleset.talonTrumpsShown,
   * rules/001 "Talón"); empty where the talon is secret (rules/000 čl. II odst. 4).
   */
  readonly talonTrumps: readonly Card[];
  readonly bidding: Bidding | null;
  readonly declarer: Seat | null;
  readonly game: Game | null;
  readonly components: readonly Component[];
  readonly doubling: DoublingRound | null;
  readonly tricks: readonly CompletedTrick[];
  readonly trick: Trick | null;
  readonly marriages: readonly Marriage[];
  readonly calls: readonly Call[];
  /** The last claim made in this hand and its verdict, or null. */
  readonly claim: ClaimRecord | null;
  readonly end: EndKind | null;
  /**
   * The variant's own part of the hand (variants/states.ts): licitovaný's auction, křížový's called
   * card and partner, lízaný's stock …; each variant reads its member through its folder's `state.ts`,
   * the core only the facets below.
   */
  readonly own: VariantState;
}

/**
 * The fields of a hand just dealt, before anybody has said anything: every flow's newHand spreads it
 * and sets what its deal decides (firstSeven, people …) after it, and its own slot (`own`).
 */
export const FRESH_HAND_FIELDS = {
  talonBy: null,
  firstSeven: 0,
  people: [],
  trumpCard: null,
  trumpBlind: false,
  trump: null,
  trumpShown: false,
  talonTrumps: [],
  bidding: null,
  declarer: null,
  game: null,
  components: [],
  doubling: null,
  tricks: [],
  trick: null,
  marriages: [],
  calls: [],
  claim: null,
  end: null,
} as const satisfies Omit<
  HandState,
  'variant' | 'rules' | 'table' | 'phase' | 'toAct' | 'hands' | 'talon' | 'own'
>;

export type { Called } from '../variants/four-hand/own.ts';
export type { VariantState } from '../variants/states.ts';

// --- The facets of a variant's slot the core reads (claim, deal, score, play, view, the laydown check):
// a variant whose member carries one gets the core's behaviour for it, whatever its id.

const NO_CARDS: readonly Card[] = [];

/** The cards still to be drawn (lízaný's stock); empty where the variant has none. */
export function stockOf(state: Pick<HandState, 'own'>): readonly Card[] {
  return 'stock' in state.own ? state.own.stock : NO_CARDS;
}

/** The declarer's partner (křížový: the holder of the called card), or null. */
export function partnerOf(state: Pick<HandState, 'own'>): Seat | null {
  return 'partner' in state.own ? state.own.partner : null;
}

/** The rank called for a partner and its card (křížový), or null. */
export function calledOf(state: Pick<HandState, 'own'>): Called | null {
  return 'called' in state.own ? state.own.called : null;
}

/** The auxiliary suit of dvě sedmy the declarer named (licitovaný), or null. */
export function auxOf(state: Pick<HandState, 'own'>): Suit | null {
  return 'aux' in state.own ? state.own.aux : null;
}

/** Number of tricks in a hand of three active players (10 cards each); see score.ts tricksPerHand. */
export const TRICKS_PER_HAND = 10;

/** Everything needed to start a hand: the same setup always gives the same hand. */
export interface HandSetup {
  readonly rules: Ruleset;
  /** Volený: three seats, or four with the dealer sitting out. Other variants: see their flow. */
  readonly table: Table;
  /** The 32 cards in the order they are dealt from the top. */
  readonly deck: readonly Card[];
  /** The variant dealt; volený when absent. */
  readonly variant?: Variant;
}
