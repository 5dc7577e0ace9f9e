/**
 * The position editor's draft and what the editor asks of a variant (`VariantEditor`, each variant's
 * `VariantDef.editor`). Types only, below the registry: the variants' own editor hooks
 * (variants/<variant>/editor.ts) import them without importing the editor's modules back, as a
 * variant's position hooks read engine/position-contract.ts.
 */
import type { Card, Rank, Suit } from '../cards/card.ts';
import type { ComponentKind, Game } from '../engine/contract.ts';
import type { Announced, Position } from '../engine/position-contract.ts';
import type { Seat, Table, Variant } from '../engine/table.ts';
import type { PresetId, Ruleset } from '../rules/ruleset.ts';
import type { Rng } from '../util/random.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { PracticeKind } from './practice.ts';

/** `deal`: the cards as dealt, before trumps are chosen; `play`: a contract and any tricks played. */
export type DraftStage = 'deal' | 'play';

export interface EditorDraft {
  /** Volený, licitovaný, křížový or lízaný; the table sizes each has are POSITION_PLAYERS. */
  readonly variant: Variant;
  /** `deal`: the cards as dealt, before trumps or the auction (every variant); `play`: in play. */
  readonly stage: DraftStage;
  readonly preset: PresetId;
  readonly players: 2 | 3 | 4;
  /** Forehand, who leads a suit game, sits left of the dealer. */
  readonly dealer: Seat;
  readonly declarer: Seat;
  readonly game: Game;
  readonly trump: Suit | null;
  /** The trump card forehand laid aside, when known; it may not be discarded in a suit game. */
  readonly trumpCard: Card | null;
  readonly announced: Announced;
  readonly doubles: Partial<Record<ComponentKind, number>>;
  readonly hands: readonly (readonly Card[])[];
  readonly talon: readonly Card[];
  /** Finished tricks, each in playing order. */
  readonly tricks: readonly (readonly Card[])[];
  /** The trick on the table, in playing order (may be empty). */
  readonly current: readonly Card[];
  /** Licitovaný: dvě sedmy's auxiliary suit (null: no dvě sedmy). */
  readonly aux: Suit | null;
  /** Licitovaný: the step the auction was won at (null: the step declared). */
  readonly wonStep: StepId | null;
  /** Křížový: the rank forehand called (a suit game names the partner by it). */
  readonly called: Rank | null;
  /** Lízaný: the cards still in the stock, top first (16 before the first trick, none after the eighth). */
  readonly stock: readonly Card[];
}

/** Where the cards of a deck dealt by a variant land before the bidding. */
export interface DealtCards {
  /** Each active seat's cards (a seat sitting out has no entry). */
  readonly hands: ReadonlyMap<Seat, readonly Card[]>;
  /** The talon dealt with the hands (licitovaný's two; none where it is laid aside later). */
  readonly talon: readonly Card[];
  /** The stock left after the deal (lízaný's sixteen). */
  readonly stock: readonly Card[];
}

/** What the editor has worked out of a draft when it asks a variant for its position. */
export interface DraftFacts {
  /** The cards drawn from the stock after each finished trick so far, in the order drawn (none without a stock). */
  readonly drawn: () => readonly Card[];
}

/** Volený's practice deal (editor/random.ts practicePosition): a hand fit for `kind`, seeded. */
export type PracticeDeal = (rules: Ruleset, kind: PracticeKind, seed: number) => Position;

/** What the position editor asks of a variant (VariantDef.editor). */
export interface VariantEditor {
  /**
   * The variant's deal of a deck before the bidding (its flow's packets, all of them): what the editor
   * counts a draft of the deal against and how it builds the deck that deals a draft (`toDeck`).
   */
  readonly deal: (table: Table, deck: readonly Card[], rules: Ruleset) => DealtCards;
  /** The games a draft may name (a game its rules give no rate is reported, not hidden: volený). */
  readonly games: readonly Game[];
  /**
   * How a draft's contract is judged: `fields`, field by field in the editor, each wrong field its own
   * problem (volený); `engine`, by `fromPosition` alone, its refusal the problem `position`.
   */
  readonly contractCheck: 'fields' | 'engine';
  /** The position a draft in play stands for: `plain` (volený's fields) with the variant's own. */
  readonly toPosition: (d: EditorDraft, plain: Position, facts: DraftFacts) => Position;
  /**
   * The cards the declarer of a suit game holds by the draft's contract beyond an announced seven, which
   * "fill the rest" gives him first and keeps out of the talon (licitovaný's dvě sedmy: both sevens;
   * absent: none).
   */
  readonly declarerHolds?: (d: EditorDraft) => readonly Card[];
  /**
   * A random position of the variant before the first lead with a contract of `kind` where the deal
   * fits one (`any`: any contract), for the analysis board; null to deal again. Drawn from `rng` only;
   * `practice` is volený's practice deal, for a variant that builds on it.
   */
  readonly random: (rules: Ruleset, kind: PracticeKind, rng: Rng, practice: PracticeDeal) => Position | null;
}
