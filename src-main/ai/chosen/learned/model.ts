/**
 * The learned evaluation's data (resources/ai/eval-chosen.json, written by `npm run train:eval`) and the
 * prediction from it. Pure: the file is read by eval.ts, the training is train.ts.
 */
import type { Card } from '../../../../src-shared/index.ts';
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
  /**
   * The mean money per defender (units of the base) of the training contracts won and lost, by
   * `moneyKey`: E[money] = P(win) · won + (1 − P(win)) · lost.
   */
  readonly money: Readonly<Record<string, { readonly won: number; readonly lost: number }>>;
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

/** The money model's cells: the game, and for the suit game whether hearts (paid double by some rules). */
export function moneyKey(c: EvalCandidate): string {
  return c.game === 'suit' && c.trump === 'H' ? 'suitH' : c.game;
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

/** The expected money per defender (units of the base) of contract `c`: P(win) weighs won and lost. */
export function expectedMoney(model: EvalModel, twelve: readonly Card[], c: EvalCandidate): number {
  const cell = model.money[moneyKey(c)];
  if (cell === undefined) throw new Error(`learned eval: no money for ${moneyKey(c)}`);
  const p = winChance(model, twelve, c);
  return p * cell.won + (1 - p) * cell.lost;
}
