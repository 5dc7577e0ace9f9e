/**
 * The learned evaluation before the first card, for volený forehand (docs/ai.md "The learned
 * evaluation"): from his twelve cards, how likely each candidate contract is won and what it is worth,
 * in microseconds instead of a sampled search. The model is resources/ai/eval-chosen.json, trained by
 * `npm run train:eval` (src-main/ai/chosen/learned/train.ts) and imported as data: this folder reads no files.
 * Used by forehand's game choice where it is obvious (obvious.ts, `LevelConfig.learnedGame`); each use
 * comes with a paired arena run.
 */
import type { Card } from '../../../../src-shared/index.ts';
import shipped from '../../../../resources/ai/eval-chosen.json' with { type: 'json' };
import { type EvalCandidate, chosenCandidates } from './features.ts';
import { type EvalModel, expectedMoney, winChance } from './model.ts';

export type { EvalCandidate, EvalGame } from './features.ts';
export { FEATURE_NAMES, chosenCandidates, features, keptTen } from './features.ts';
export { type EvalModel, MODEL_VERSION, expectedMoney, winChance } from './model.ts';

/** The shipped model of volený (resources/ai/eval-chosen.json). */
export const CHOSEN_EVAL = shipped as unknown as EvalModel;

/** A candidate contract with its predicted chance of winning and money per defender (units). */
export interface Evaluated {
  readonly candidate: EvalCandidate;
  readonly win: number;
  readonly money: number;
}

/** Every candidate of forehand's first seven and twelve, evaluated by `model` (the shipped one by default). */
export function evaluateChosen(
  first7: readonly Card[],
  twelve: readonly Card[],
  model: EvalModel = CHOSEN_EVAL,
): Evaluated[] {
  return chosenCandidates(first7, twelve).map((candidate) => ({
    candidate,
    win: winChance(model, twelve, candidate),
    money: expectedMoney(model, twelve, candidate),
  }));
}
