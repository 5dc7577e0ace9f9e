/**
 * What main does differently per variant, as facts and small functions of src-shared's types: the
 * solver's layouts, the computer's readings of the calls, the rules player's choices, the review's and
 * the bid mining's tables, the command line's summary and the score sheet. Each variant has one
 * definition beside this file; registry.ts lists them as a `Record<Variant, MainVariantDef>`, so a new
 * variant does not compile until it has one.
 *
 * Direction: a definition imports only src-shared, so every module of src-main (the solver and the AI
 * folders included) may ask the registry without an import cycle. The AI folders' own players stay in
 * their folders; callers choose them by the facts here.
 */
import type {
  HandState,
  HandSummary,
  Position,
  PresetId,
  SeatView,
  Table,
  Variant,
} from '../../src-shared/index.ts';

/**
 * How the solver deals the unseen cards of a hand in play into layouts (solver/layouts.ts):
 * - `talon`: each active seat holds its own cards, and a talon its own where there is one (volený,
 *   licitovaný: three seats and a talon);
 * - `calledPartner`: four seats and no talon, the called card placing the hidden partner (křížový);
 * - `openAfterStock`: two seats, whose hands the view fixes once the stock is drawn (lízaný).
 */
export type LayoutKind = 'talon' | 'calledPartner' | 'openAfterStock';

/**
 * What the declarer's first cards say about his trumps where he chose them from them (ai/inference.ts
 * `firstFourReading`): `trumpCardAndCall` the trump card and the call from forehand's first four
 * (křížový), `trumpSuit` the suit named from the first cards before any trick (lízaný); null: none.
 */
export type FirstCardsReading = 'trumpCardAndCall' | 'trumpSuit' | null;

/** How the rules player (ai/baselines.ts) names trumps: from the whole hand, or a card of the first four. */
export type RuleTrumpChoice = 'fromHand' | 'cardOfFirstFour';

export interface MainVariantDef {
  readonly id: Variant;
  /**
   * The base variant (volený): a hand, record, session or summary without a `variant` field is of it,
   * and its summaries and sheets do not name it.
   */
  readonly base: boolean;
  /** The preset a fresh hand is dealt under where no rules are given (command line, bid mining). */
  readonly presetId: PresetId;
  /** Whether the hand begins with a stock drawn from after each trick (lízaný). */
  readonly drawsFromStock: boolean;
  /** Whether the declarer lays two cards to the talon (the bid mining's `talon` theme). */
  readonly laysTalon: boolean;
  readonly layouts: {
    readonly kind: LayoutKind;
    /** How many seats play the hand: the seats a layout deals the unseen cards among (with the talon). */
    readonly activeSeats: 2 | 3 | 4;
    /** The variant's own position fields a layout is rebuilt with (fromPosition replays its flow). */
    readonly positionFields: (view: SeatView) => Partial<Position>;
  };
  /** How the computer reads the calls into weights on deals (ai/inference.ts). */
  readonly inference: {
    /** The declarer chose trumps from his whole hand, so the trump suit is his strongest. */
    readonly trumpsFromHand: boolean;
    /** The declarer's announced seven and hundred (or their absence) say what he holds (volený). */
    readonly announcements: boolean;
    /** An approver naming a higher game counts on the talon's two cards (none in křížový). */
    readonly talonRelief: boolean;
    /**
     * A declarer who named a suit game while betl or durch were still open to him declined them, so his
     * hand is unlikely to fit them (volený: he chooses the game with the talon in hand).
     */
    readonly declinedNoTrump: boolean;
    readonly firstCards: FirstCardsReading;
  };
  readonly rulePlayer: {
    readonly trumpChoice: RuleTrumpChoice;
    /** Whether the discard is the legal pair the rule of thumb lays down most willingly (not volený's own). */
    readonly legalDiscard: boolean;
  };
  /** The arena's table of `size` seats, the dealer at the last seat (ai/arena.ts). */
  readonly arenaTable: (size: Table['size']) => Table;
  /** What a hand of the variant adds to the command line's summary (the whole table's view). */
  readonly summary: (state: HandState) => Record<string, unknown>;
  /** What a finished hand of the variant adds to its score-sheet row (game/sheet.ts). */
  readonly sheet: (state: HandState) => Partial<HandSummary>;
  /** The table sizes the bid mining deals the variant at (training/bid-mine.ts), in mining order. */
  readonly bidMineSeats: readonly (2 | 3 | 4)[];
}
