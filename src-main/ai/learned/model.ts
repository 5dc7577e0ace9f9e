/**
 * The learned evaluation's data (resources/ai/eval-chosen.json, written by `npm run train:eval`) and the
 * prediction from it. Pure: the file is read by eval.ts, the training is train.ts.
 */
import type { Card } from '../../../src-shared/index.ts';
import { type EvalCandidate, type EvalGame, features } from './features.ts';

/** Bumped when the features or the file's shape change (the shipped file must be trained again). */
export const MODEL_VERSION = 1;

/** One decile of the held-out predictions: mean predicted P(win), share won, deals, 95 % half-width. */
export interface Calibration {
  readonly pred: number;
  readonly actual: number;
  readonly n: number;
  readonly ci: number;
}

export interface EvalModel {
  readonly version: number;
  readonly variant: 'chosen';
  readonly rules: string;
  /** The feature names per game (features.ts FEATURE_NAMES at training). */
  readonly features: Readonly<Record<EvalGame, readonly string[]>>;
  /** What the binned table's keys are made of (TABLE_KEYS). */
  readonly tableKeys: Readonly<Record<EvalGame, string>>;
  /** Logistic coefficients of P(win) per game, the bias first. */
  readonly win: Readonly<Record<EvalGame, readonly number[]>>;
  /** Linear coefficients of E[money] per game (units per defender), the bias first. */
  readonly money: Readonly<Record<EvalGame, readonly number[]>>;
  /** The binned table: per key, [won, deals] of the training rows. */
  readonly table: Readonly<Record<string, readonly [number, number]>>;
  /** Which of the two P(win) models the held-out deals chose. */
  readonly chosen: 'logistic' | 'table';
  readonly training: { readonly seed: number; readonly deals: number; readonly rows: number };
  readonly holdout: {
    readonly seed: number;
    readonly deals: number;
    readonly rows: number;
    readonly logLoss: { readonly logistic: number; readonly table: number };
    readonly logisticMinusTable: { readonly mean: number; readonly ci: number };
    readonly moneyRmse: number;
    readonly moneySd: number;
    readonly calibration: readonly Calibration[];
    readonly byGame: Readonly<Record<EvalGame, { n: number; pred: number; actual: number }>>;
  };
  readonly commit: string;
  readonly command: string;
}

export const TABLE_KEYS: Readonly<Record<EvalGame, string>> = {
  suit: 'suit/trumps/trump A and X/side aces and tens (at most 4)',
  betl: 'betl/danger (at most 16)',
  durch: 'durch/danger (at most 16)',
};

/** The binned table's key of a contract (TABLE_KEYS), from its features. */
export function tableKey(twelve: readonly Card[], c: EvalCandidate): string {
  const x = features(twelve, c);
  if (c.game !== 'suit') return `${c.game}/${Math.min(16, x[0] as number)}`;
  const [trumps, a, t, , , aces, tens] = x as [number, number, number, number, number, number, number];
  return `suit/${trumps}/${a + t}/${Math.min(4, aces + tens)}`;
}

/** The money model's inputs: the features, and for the suit game whether hearts are trumps. */
export function moneyFeatures(twelve: readonly Card[], c: EvalCandidate): number[] {
  const x = features(twelve, c);
  return c.game === 'suit' ? [...x, +(c.trump === 'H')] : x;
}

const linear = (w: readonly number[], x: readonly number[]) =>
  x.reduce((s, v, k) => s + v * (w[k + 1] as number), w[0] as number);

/** P(the declarer comes out ahead) in contract `c` with `twelve` before the talon, by the chosen model. */
export function winChance(model: EvalModel, twelve: readonly Card[], c: EvalCandidate): number {
  if (model.chosen === 'table') {
    const [w, n] = model.table[tableKey(twelve, c)] ?? [0, 0];
    return (w + 1) / (n + 2);
  }
  return 1 / (1 + Math.exp(-linear(model.win[c.game], features(twelve, c))));
}

/** The expected money per defender (units of the base) of contract `c`, by the linear model. */
export function expectedMoney(model: EvalModel, twelve: readonly Card[], c: EvalCandidate): number {
  return linear(model.money[c.game], moneyFeatures(twelve, c));
}
