/**
 * The types a level's players share: its settings (`LevelConfig`; the values are sampling-player.ts's
 * `LEVEL_CONFIG`), a player's options and the work a decision did. A module of its own so that
 * sampling-player.ts, which hands licitovaný and křížový to their folders, and those folders' players,
 * which read these types, do not import each other.
 */
import type { ComponentKind, SeatView, Variant } from '../../src-shared/index.ts';
import type { ClearRule, Clock } from './budget.ts';
import type { DoubleRows } from './doubling.ts';

/**
 * Which of the rule player's choices a level keeps within its sampling error (`LevelConfig.ruleFirst`):
 * its calls before play, or those and its card in play.
 */
export const RULE_FIRST = ['calls', 'all'] as const;
export type RuleFirst = (typeof RULE_FIRST)[number];

export interface LevelConfig {
  /** Deals of the unseen cards per bidding decision, at most. */
  readonly bidSamples: number;
  /** Solver nodes per bidding decision after which no further deal begins (budget.ts). */
  readonly bidNodes: number;
  /**
   * Deals per bidding and doubling decision in place of `bidSamples`, per variant, the node budget in
   * proportion (křížový reads it: `fourHandConfigOf`). A variant missing: `bidSamples`.
   */
  readonly bidDeals?: Readonly<Partial<Record<Variant, number>>>;
  /** Layouts sampled per card decision at most, and the count up to which all of them are solved. */
  readonly playLayouts: number;
  readonly exactLimit: number;
  /** Solver nodes per card decision after which no further layout begins. */
  readonly playNodes: number;
  /** Milliseconds a decision may take when the player is timed (the app): a safety cap, budget.ts. */
  readonly ms: number;
  /**
   * Chance of playing a random legal card instead (a beginner's slip); křížový only, and 0 at every
   * level since the temperature took its place there (docs/ai.md, "How a level chooses").
   */
  readonly slip: number;
  /**
   * Volený, licitovaný, křížový and lízaný: the temperature (in units of the base stake) of the softmax by which the level chooses among the
   * cards, trumps, games, talon pairs, announcements, calls and contracts it valued, over their
   * mean money for the seat (level-choice.ts); 0 takes the best. Per variant, since their stakes and
   * the share of hands played differ, and licitovaný by four apart (`auctionByFour`), where hráč at
   * licitovaný's 1 could not be told from mistr, nor začátečník at 2 from hráč once its doubles read
   * the calls. Doubling and taking over keep their thresholds (`refuseAt`,
   * `doubleAt`), except lízaný (`twoHand`), whose cards while the stock lasts and after, trump suit,
   * announcements and doubles are all drawn by it, valued in the seat's own money.
   */
  readonly temperature: Readonly<Record<Variant | 'auctionByFour', number>>;
  /** Share of deals a game must win before this player refuses to take it over (Špatná). */
  readonly refuseAt: number;
  /**
   * Share of deals its side must win before this player doubles (more for each later double), and the
   * share of deals in which announcing seven or hundred against must pay.
   */
  readonly doubleAt: number;
  /**
   * Per variant, whether deals and layouts are weighted by what the others' calls say about their cards
   * (inference.ts, auction-inference.ts); a variant missing: drawn uniformly within what is certain.
   */
  readonly inference: Readonly<Partial<Record<Variant, boolean>>>;
  /**
   * Per variant, whether the doubles (flek, re and on) read the calls as `inference` does where the
   * level's other decisions do not: začátečník in licitovaný, whose doubling deals drawn without the
   * calls flatter the defence so that it fleked 72 % of the hands it defended (docs/ai.md). In volený
   * (`chosen`) the doubling deals drawn by the calls' likelihood (unseen.ts `likelyUnseen`) while the
   * level's other decisions stay uniform: začátečník, whose uniform deals fleked 29 % of the hands it
   * defended at a loss (docs/figures.md, "Volený: the flek by money"). In křížový (`fourHand`) every
   * level's doubling deals read the calls while the card-play layouts stay uniform (four-hand-layouts.ts
   * `likelyFourHandDeal`; docs/ai.md). In lízaný (`twoHand`) the doubling call's samples, at hráč and
   * mistr (two-hand-bid.ts `likelyDraw`).
   */
  readonly doublingInference: Readonly<Partial<Record<Variant, boolean>>>;
  /**
   * Volený: whether a defender's doubling deals are also weighed by the declarer's value of his contract
   * on them, as licitovaný's are (auction-inference.ts `bidValueWeight`); measured paired it gained
   * nothing (docs/figures.md), so no level has it (the arena's `+dw`).
   */
  readonly doublingByValue?: boolean;
  /**
   * Volený: whether forehand's game choice is decided without a deal where it is obvious — a durch the
   * prover makes certain, or the suit game where the learned evaluation (chosen/learned/obvious.ts)
   * judges betl and durch lost beyond its calibration — and by the sampling otherwise (the arena's
   * `+lg` / `-lg`; docs/ai.md, "The learned evaluation before the first card").
   */
  readonly learnedGame?: boolean;
  /**
   * Whether card-play layouts are also weighted by how likely the others' cards of the last two tricks
   * were under the computer's own policy (play-inference.ts; its searches count in `playNodes`).
   */
  readonly playInference: boolean;
  /**
   * Per variant, when a bidding decision that takes the best of its candidates stops before its
   * `bidSamples` because the choice is already clear (budget.ts `clearChoice`): volený's trumps, talon,
   * game and announcement, licitovaný's declaration and discard, křížový's trump card, call, game and
   * announcement. A variant missing: it always deals up to its budget.
   */
  readonly clear: Readonly<Partial<Record<Variant, ClearRule>>>;
  /**
   * Per variant, the deals a doubling decision draws in place of `bidSamples` (its nodes scaled alike):
   * volený, křížový and licitovaný (`chosen`, `fourHand`, `auction`). A variant missing: `bidSamples`.
   */
  readonly doubleDeals?: Readonly<Partial<Record<Variant, number>>>;
  /**
   * Per variant, the declarer's real-play edge over double-dummy play credited to the seat's own suit
   * contracts where it bids and declares (money per defender, units of the base): the deals are solved
   * with every card open, which makes the defence stronger than at the table, so a level valuing its
   * contracts so bid only hands that win even then and the hand was thrown in where people play it
   * (licitovaný: docs/ai.md, "The variants"). A variant missing: none.
   */
  readonly declarerEdge: Readonly<Partial<Record<Variant, number>>>;
  /**
   * Per variant, which of the rule player's choices (baselines.ts) the level keeps wherever its own deals
   * cannot tell them from the best (level-choice.ts `chooser`, `keepsPrior`), drawing by its temperature
   * only where they show that choice a clear loss: `calls`, the trumps, the call, the game and the
   * announcement; `all`, its card in play too. A variant missing: drawn among all the candidates its
   * deals cannot tell apart.
   */
  readonly ruleFirst?: Readonly<Partial<Record<Variant, RuleFirst>>>;
}

/** What a decision did: deals (or layouts) solved, solver nodes (null: not counted), whether the clock stopped it. */
export interface WorkDone {
  readonly deals: number;
  readonly nodes: number | null;
  readonly late: boolean;
}

export interface PlayerOptions {
  /**
   * Whether the level's time cap applies (default true, as in the app). Untimed, a decision depends
   * only on the view and the seed; timed, one that reaches the cap depends on the machine's speed.
   */
  readonly timed?: boolean;
  /** The clock of the time cap (default the wall clock). */
  readonly clock?: Clock;
  /** Told what each decision that searched did, with the phase it was taken in (the benchmark). */
  readonly onWork?: (phase: string, work: WorkDone) => void;
  /**
   * The level's best choice every time (temperature 0, level-choice.ts): a hint for a person is the
   * best the level's budget finds, not a choice its temperature drew.
   */
  readonly best?: boolean;
  /** Told each valued choice (every variant): the candidates' own money and the best (calibration). */
  readonly onChoice?: (
    phase: string,
    values: readonly number[],
    best: number,
    rows?: readonly (readonly number[])[],
  ) => void;
  /**
   * Told each doubling decision that sampled (flek, re, …), before it is taken: the seat's view and
   * its sampled rows as the declarer's money per defender (`npm run double-fit` and
   * `npm run double-fit:auction` refit the rules on them). Volený and licitovaný: every seat's; křížový
   * and lízaný: the defence's only. Changes nothing.
   */
  readonly onDoubling?: (view: SeatView, sampled: DoublingSample) => void;
}

/** What a doubling decision sampled: its rows, the components open and the level's share bar. */
export interface DoublingSample extends DoubleRows {
  readonly open: readonly ComponentKind[];
  readonly doubles: Readonly<Partial<Record<string, number>>>;
  /** Per open component: the weighted share of deals this side wins with it raised. */
  readonly share: readonly number[];
  /** The level's share bar (`LevelConfig.doubleAt`). */
  readonly doubleAt: number;
  /**
   * Licitovaný, a defender reading the calls: per deal the declared contract's undoubled value (money
   * per defender, units), which its weight is `bidValueWeight` of; double-fit re-weighs the deals by it.
   */
  readonly values?: readonly number[];
}
