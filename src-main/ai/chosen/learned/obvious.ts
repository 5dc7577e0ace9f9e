/**
 * Volený forehand's game choice decided by the learned evaluation where it is obvious (docs/ai.md "The
 * learned evaluation before the first card"): the suit game when the model judges betl and durch lost
 * by more than its held-out calibration allows it to be wrong, in microseconds instead of a sampled
 * search. Anything else (a no-trump game it favours or finds close, a game or trump suit outside its
 * data, other rules) is left to the sampling (null). Pure: the model is passed in.
 */
import type { Card, Game, Suit } from '../../../../src-shared/index.ts';
import { suitOf } from '../../../../src-shared/index.ts';
import { type EvalCandidate, type EvalGame, EVAL_GAMES, MIN_TRUMPS } from './features.ts';
import { type EvalModel, expectedMoney, moneyKey, winChance } from './model.ts';

/** A contract as the model values it: P(win), E[money] per defender (units) and its uncertainty band. */
export interface ModelValue {
  readonly game: EvalGame;
  readonly win: number;
  readonly money: number;
  /** Half-width of E[money] the calibration allows: `calibrationBand` × (money won − money lost). */
  readonly band: number;
}

/**
 * How far the model's P(win) near `p` may be off, by its held-out calibration (the file's deciles): of
 * the decile whose mean prediction is nearest, the gap between predicted and won plus the 95 % half-width
 * of the share won.
 */
export function calibrationBand(model: EvalModel, p: number): number {
  let best = model.holdout.calibration[0];
  for (const d of model.holdout.calibration)
    if (best === undefined || Math.abs(d.pred - p) < Math.abs(best.pred - p)) best = d;
  if (best === undefined) throw new Error('learned eval: the model has no calibration table');
  return Math.abs(best.pred - best.actual) + best.ci;
}

/**
 * Every game of `games` valued by the model, for forehand holding `twelve` with trumps `trump` named by
 * `trumpCard`; null where one of them is outside what the model was trained on (a game other than suit,
 * betl and durch, a trump suit of fewer than MIN_TRUMPS cards, no trumps named).
 */
export function modelValues(
  model: EvalModel,
  twelve: readonly Card[],
  trump: Suit | null,
  trumpCard: Card | null,
  games: readonly Game[],
): ModelValue[] | null {
  if (twelve.length !== 12) return null;
  const out: ModelValue[] = [];
  for (const game of games) {
    if (!(EVAL_GAMES as readonly string[]).includes(game)) return null;
    const g = game as EvalGame;
    if (g === 'suit' && (trump === null || twelve.filter((c) => suitOf(c) === trump).length < MIN_TRUMPS))
      return null;
    const c: EvalCandidate =
      g === 'suit' ? { game: g, trump, trumpCard } : { game: g, trump: null, trumpCard: null };
    const cell = model.money[moneyKey(c)];
    if (cell === undefined) return null;
    const win = winChance(model, twelve, c);
    out.push({
      game: g,
      win,
      money: expectedMoney(model, twelve, c),
      band: calibrationBand(model, win) * (cell.won - cell.lost),
    });
  }
  return out;
}

/**
 * Below this predicted P(win) the model holds a betl or durch lost: held-out, the predictions below it
 * (deciles 1–6, mean 0–4.3 %) were won in 0–4.8 % of the contracts. The money margin alone is not enough:
 * betl's stakes are eight times the suit game's, so by E[money] a betl the model gives 0.24 is still far
 * below a lost suit game, yet such a hand (arena seed 6, deal 1: H7 H9 HX HU B7 B8 B9 BX L7 A8 A9 AK) was
 * a betl won on every layout; the logistic on `danger` tells a betl hand from another only coarsely.
 */
export const SURE_LOST = 0.05;

/**
 * The suit game when the model holds every other game lost (P(win) below SURE_LOST) and the suit game's
 * E[money], less its band, beats every other game's E[money] plus that game's band; else null, the
 * sampling decides. The model never decides for betl or durch: its no-trump wins rest on few training
 * deals (36 durch won in 6,000) and its `danger` misreads some hands both ways, so a no-trump game it
 * favours, or finds close, is the sampling's to judge (a certain one the prover's, certain-talon.ts).
 */
export function obviousGame(
  model: EvalModel,
  rulesPreset: string,
  twelve: readonly Card[],
  trump: Suit | null,
  trumpCard: Card | null,
  games: readonly Game[],
): ModelValue | null {
  if (rulesPreset !== model.rules) return null;
  const values = modelValues(model, twelve, trump, trumpCard, games);
  const suit = values?.find((v) => v.game === 'suit');
  if (values === null || suit === undefined) return null;
  const clear = values.every(
    (v) => v === suit || (v.win < SURE_LOST && suit.money - suit.band > v.money + v.band),
  );
  return clear ? suit : null;
}
