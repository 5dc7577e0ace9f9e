/**
 * What a level lets one křížový decision do and how it is timed: the types four-hand-player.ts and
 * four-hand-bid.ts share, in a module of their own so that neither imports the other for them.
 */
import type { ClearRule, Clock } from '../budget.ts';
import type { Chooser } from '../level-choice.ts';
import type { DoublingSample, WorkDone } from '../level-config.ts';
import type { SeatView, Variant } from '../../../src-shared/index.ts';

/** What a level lets one křížový decision do (the volený LevelConfig's fields it reads). */
export interface FourHandConfig {
  readonly playLayouts: number;
  readonly playNodes: number;
  /**
   * Whether a card in play is handed the rule player's card as its `prior` (kept within the sampling
   * error where the level's chooser keeps priors: `LevelConfig.ruleFirst` `all`).
   */
  readonly cardPrior: boolean;
  readonly bidSamples: number;
  readonly bidNodes: number;
  readonly doubleAt: number;
  /** Deals per doubling decision in place of `bidSamples`, per variant (`LevelConfig.doubleDeals`). */
  readonly doubleDeals?: Readonly<Partial<Record<Variant, number>>>;
  /** Share of deals a takeover (Špatná) must win. */
  readonly refuseAt: number;
  readonly slip: number;
  /**
   * Layouts and doubling deals weighted by how likely the others' calls were in them (inference.ts
   * `bidInference`: forehand's trump card and call from his first four, fleks, Dobrá, betl and durch).
   */
  readonly inference: boolean;
  /**
   * Doubling deals alone drawn as likely as the others' calls make them (`bidInference`, by rejection:
   * four-hand-layouts.ts `likelyFourHandDeal`); card-play layouts stay uniform, where weighting them was
   * measured as a loss (docs/figures.md).
   */
  readonly doublingInference: boolean;
  /** Layouts weighted by how likely the others' recent cards were in them (play-inference.ts). */
  readonly playInference: boolean;
  /** When a choice of the best stops dealing early (budget.ts `clearChoice`); absent or null: never. */
  readonly clearRule?: ClearRule | null;
}

export interface FourHandTiming {
  /** Milliseconds per decision (Infinity: untimed). */
  readonly ms: number;
  readonly clock: Clock;
  /** Told what each decision that searched did (the benchmark). */
  readonly onWork?: (phase: string, work: WorkDone) => void;
  /**
   * The level's choice among the candidates it valued (level-choice.ts: the softmax at its křížový
   * temperature, the best at 0 or for a hint); without it, the best.
   */
  readonly choose?: Chooser;
  /**
   * Told each doubling decision of the defence that sampled, before it is taken (four-hand-player.ts
   * `fourHandDouble`): `npm run double-fit -- --variant fourHand` refits `DOUBLE_RULE.fourHand` on them.
   */
  readonly onDoubling?: (view: SeatView, sampled: DoublingSample) => void;
}
