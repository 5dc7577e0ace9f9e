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
 */
import type { Rng } from '../../src-shared/index.ts';

/** Resolution of the draw: the generator's integers are this fine a grid of [0, 1). */
const GRID = 1 << 30;

/**
 * The probability of each candidate under the softmax of `values` (higher is better for the seat) at
 * `temperature` units of the base; at 0, all on `best`.
 */
export function choiceWeights(values: readonly number[], best: number, temperature: number): number[] {
  if (!(temperature > 0)) return values.map((_, i) => (i === best ? 1 : 0));
  const top = Math.max(...values);
  const raw = values.map((v) => Math.exp((v - top) / temperature));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / sum);
}

/**
 * The candidate a level takes: `best` at temperature 0, else one drawn from `choiceWeights`.
 * `values` are the seat's own mean money per candidate in units of the base (higher better).
 */
export function levelChoice(values: readonly number[], best: number, temperature: number, rng: Rng): number {
  if (!(temperature > 0) || values.length < 2) return best;
  const weights = choiceWeights(values, best, temperature);
  let u = rng.int(GRID) / GRID;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] as number;
    if (u < 0) return i;
  }
  return best;
}

/**
 * A level's choice among valued candidates, told the phase for whoever watches (`onChoice`, the
 * calibration script): `values` the seat's own mean money per candidate in units of the base, `best` its argmax.
 */
export type Chooser = (phase: string, values: readonly number[], best: number, rng: Rng) => number;

/** The chooser that takes the best every time (temperature 0, nobody told). */
export const bestChooser: Chooser = (_, __, best) => best;

/** The chooser of a level at `temperature`, reporting each choice to `onChoice` first. */
export function chooser(
  temperature: number,
  onChoice?: (phase: string, values: readonly number[], best: number) => void,
): Chooser {
  return (phase, values, best, rng) => {
    onChoice?.(phase, values, best);
    return levelChoice(values, best, temperature, rng);
  };
}

/** The chooser of a level at its `temperature` under a player's options: `best` takes the best every time. */
export function levelChooser(
  temperature: number,
  options: {
    readonly best?: boolean;
    readonly onChoice?: (phase: string, values: readonly number[], best: number) => void;
  },
): Chooser {
  return chooser(options.best ? 0 : temperature, options.onChoice);
}

/**
 * Money per defender (the solver's unit) to the seat's own money: the declarer is paid by or pays
 * every defender (`payers`), a defender only for himself.
 */
export const ownMoney = (declarer: boolean, payers: number) => (declarer ? payers : 1);
