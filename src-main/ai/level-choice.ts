/**
 * How a level chooses among the candidates it has valued (cards, trumps, games, talon pairs,
 * announcements, auction calls, contracts): a softmax over each candidate's mean money with the level's
 * temperature. The values are the seat's own expected money over the deals or layouts it solved (exact
 * per deal) in the solver's units of the base stake (0.20 Kč at the presets' base), so the temperature
 * is in those units too: a candidate `T` units worse than the best is chosen
 * e (≈ 2.7) times less often than it, one `3T` worse twenty times less often. Near-equal choices swap
 * often and clearly worse ones rarely, as a person's errors do, unlike a uniformly random slip.
 * Temperature 0 is the argmax (the `best` the caller's own tie rules picked) and draws nothing from the
 * generator; otherwise one draw of the decision's generator, so the choice is deterministic per seed.
 *
 * Given the candidates' values per deal (`rows`, paired: every deal values every candidate), the draw
 * is only among the candidates `eligible` by them: those not clearly worse than `best` on the same
 * deals (within `CHOICE_Z` standard errors). A clear loss gets weight exactly 0, so a level never
 * throws dice over a call that loses on (nearly) every deal it sampled; the temperature acts only among
 * choices its sampling cannot tell apart (docs/ai.md, "How a level chooses").
 */
import type { Rng } from '../../src-shared/index.ts';

/** Resolution of the draw: the generator's integers are this fine a grid of [0, 1). */
const GRID = 1 << 30;

/** Candidates' values per deal: one row per deal, one value per candidate (higher better for the seat). */
export type ChoiceRows = readonly (readonly number[])[];

/** Standard errors by which a candidate must trail the best on the same deals to be a clear loss. */
export const CHOICE_Z = 2;

/**
 * Which candidates are within the sampling error of `best` on the deals of `rows` (paired, higher
 * better for the seat, any positive scale): candidate j is eligible iff the mean over the deals of
 * best − j, less `z` standard errors of that mean, is ≤ 0. `best` itself always is. With fewer than two
 * deals valuing both (no error to judge by) every candidate is; a deal a candidate could not be valued
 * on (NaN) does not count for it. Given `weights` (a deal's likelihood, as the cards' layouts are weighed
 * by what the calls say), the mean is weighted and its error taken over the effective number of deals
 * (Kish: (Σw)² / Σw²).
 */
export function eligible(
  rows: ChoiceRows,
  best: number,
  z = CHOICE_Z,
  weights?: readonly number[],
): boolean[] {
  const k = rows.reduce((m, r) => Math.max(m, r.length), 0);
  return Array.from({ length: k }, (_, j) => {
    if (j === best) return true;
    let sw = 0;
    let sw2 = 0;
    let swg = 0;
    const gaps: [number, number][] = [];
    rows.forEach((r, d) => {
      const g = (r[best] as number) - (r[j] as number);
      const w = weights?.[d] ?? 1;
      if (!Number.isFinite(g) || !(w > 0)) return;
      gaps.push([g, w]);
      sw += w;
      sw2 += w * w;
      swg += w * g;
    });
    const n = gaps.length;
    if (n < 2) return true;
    const mean = swg / sw;
    const squares = gaps.reduce((a, [g, w]) => a + w * (g - mean) ** 2, 0);
    // Equal weights: the sample variance over n deals. Weighted: the weighted variance with the same
    // n/(n−1) correction, over the effective number of deals.
    const effective = weights === undefined ? n : (sw * sw) / sw2;
    if (!(effective > 1)) return true;
    const variance =
      weights === undefined ? squares / (n - 1) : ((squares / sw) * effective) / (effective - 1);
    return mean - z * Math.sqrt(variance / effective) <= 0;
  });
}

/**
 * The rows of values known exactly (one position searched to the end, no sampling): the values twice, so
 * that every gap has no spread and a candidate below the best by any margin is a clear loss to `eligible`.
 */
export const exactRows = (values: readonly number[]): ChoiceRows => [values, values];

/**
 * The probability of each candidate under the softmax of `values` (higher is better for the seat) at
 * `temperature` units of the base; at 0, all on `best`. Given `rows` (the values per deal), candidates
 * not `eligible` by them get exactly 0.
 */
export function choiceWeights(
  values: readonly number[],
  best: number,
  temperature: number,
  rows?: ChoiceRows,
  weights?: readonly number[],
): number[] {
  if (!(temperature > 0)) return values.map((_, i) => (i === best ? 1 : 0));
  const ok = rows === undefined ? null : eligible(rows, best, CHOICE_Z, weights);
  const allowed = (i: number) => ok === null || ok[i] !== false;
  const top = Math.max(...values.filter((_, i) => allowed(i)));
  const raw = values.map((v, i) => (allowed(i) ? Math.exp((v - top) / temperature) : 0));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / sum);
}

/**
 * The candidate a level takes: `best` at temperature 0, else one drawn from `choiceWeights` (among the
 * candidates eligible by `rows`, when given). `values` are the seat's own mean money per candidate in
 * units of the base (higher better).
 */
export function levelChoice(
  values: readonly number[],
  best: number,
  temperature: number,
  rng: Rng,
  rows?: ChoiceRows,
  weights?: readonly number[],
): number {
  if (!(temperature > 0) || values.length < 2) return best;
  const p = choiceWeights(values, best, temperature, rows, weights);
  let u = rng.int(GRID) / GRID;
  for (let i = 0; i < p.length; i++) {
    u -= p[i] as number;
    if (u < 0) return i;
  }
  return best;
}

/**
 * A level's choice among valued candidates, told the phase for whoever watches (`onChoice`, the
 * calibration script): `values` the seat's own mean money per candidate in units of the base, `best` its
 * argmax, `rows` the values per deal they are the means of (the draw keeps to the `eligible`), and
 * `weights` each deal's weight in those means when they are weighted (a card's layouts by the calls).
 */
export type Chooser = (
  phase: string,
  values: readonly number[],
  best: number,
  rng: Rng,
  rows?: ChoiceRows,
  weights?: readonly number[],
  prior?: number,
) => number;

/** Told each valued choice: the phase, the candidates' mean money, the best and the rows, when given. */
export type OnChoice = (phase: string, values: readonly number[], best: number, rows?: ChoiceRows) => void;

/** The chooser that takes the best every time (temperature 0, nobody told). */
export const bestChooser: Chooser = (_, __, best) => best;

/**
 * The chooser of a level at `temperature`, reporting each choice to `onChoice` first. One that
 * `keepsPrior` takes the caller's `prior` (the rule player's choice) whenever it is `eligible` by the
 * rows, and draws by the temperature only when the rows show it a clear loss: a level whose few deals
 * tell little plays by the rules of thumb except where those deals see them lose (docs/ai.md, "How a
 * level chooses"). At temperature 0 (mistr, a hint) the best, always.
 */
export function chooser(temperature: number, onChoice?: OnChoice, keepsPrior = false): Chooser {
  return (phase, values, best, rng, rows, weights, prior) => {
    onChoice?.(phase, values, best, rows);
    if (
      keepsPrior &&
      temperature > 0 &&
      prior !== undefined &&
      rows !== undefined &&
      eligible(rows, best, CHOICE_Z, weights)[prior] === true
    )
      return prior;
    return levelChoice(values, best, temperature, rng, rows, weights);
  };
}

/**
 * The chooser of a level at its `temperature` under a player's options: `best` takes the best every time;
 * `keepsPrior` keeps the rule player's choice within the sampling error (`chooser`).
 */
export function levelChooser(
  temperature: number,
  options: {
    readonly best?: boolean;
    readonly onChoice?: OnChoice;
  },
  keepsPrior = false,
): Chooser {
  return chooser(options.best ? 0 : temperature, options.onChoice, keepsPrior);
}

/**
 * Money per defender (the solver's unit) to the seat's own money: the declarer is paid by or pays
 * every defender (`payers`), a defender only for himself.
 */
export const ownMoney = (declarer: boolean, payers: number) => (declarer ? payers : 1);
