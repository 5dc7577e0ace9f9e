/**
 * Choosing a drill at the learner's level, as Lichess serves puzzles: among the drills whose rating lies
 * within `window` points of the target (the learner's rating plus `offset`: negative for easier drills,
 * positive for harder ones), one at random from a seeded generator; when none is that close the window
 * doubles until one is, so a thin stock still serves its nearest drills first. Pure.
 */
import type { Rng } from '../util/random.ts';
import type { Rating } from './glicko.ts';

export interface ChoiceOptions {
  /** Added to the learner's rating to make the target (default 0). */
  readonly offset?: number;
  /** Half-width of the first window in rating points (default 100). */
  readonly window?: number;
  /** Ids not to serve (just played, already solved, …). */
  readonly exclude?: ReadonlySet<string>;
}

export const CHOICE_WINDOW = 100;

/** A drill at the learner's level, or null when the stock (less the excluded) is empty. */
export function chooseDrill<T extends { readonly id: string; readonly rating: Rating }>(
  learner: Rating,
  stock: readonly T[],
  rng: Rng,
  options: ChoiceOptions = {},
): T | null {
  const target = learner.rating + (options.offset ?? 0);
  const pool = options.exclude ? stock.filter((d) => !options.exclude?.has(d.id)) : stock;
  if (pool.length === 0) return null;
  const nearest = pool.reduce((m, d) => Math.min(m, Math.abs(d.rating.rating - target)), Infinity);
  let window = Math.max(1, options.window ?? CHOICE_WINDOW);
  while (window < nearest) window *= 2;
  const near = pool.filter((d) => Math.abs(d.rating.rating - target) <= window);
  return near[rng.int(near.length)] as T;
}
