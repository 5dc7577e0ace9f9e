/**
 * The measured strength of each computer level, per variant and table size (the data:
 * variants/level-ratings.ts, written by `npm run ratings -- … --write`, scripts/ratings.ts). A variant
 * and table size without measured ratings has none, and nothing is shown for it.
 */
import type { Variant } from '../engine/table.ts';
import { LEVEL_RATINGS, type SeatRatings } from '../variants/level-ratings.ts';

export { LEVEL_RATINGS, type LevelRating, type SeatRatings } from '../variants/level-ratings.ts';

/** The ratings of one variant at one table size. */
export interface VariantRatings extends SeatRatings {
  readonly variant: Variant;
}

/** Every measured entry, its variant named. */
const ALL: readonly VariantRatings[] = (
  Object.entries(LEVEL_RATINGS) as [Variant, readonly SeatRatings[]][]
).flatMap(([variant, rs]) => rs.map((r) => ({ variant, ...r })));

/** The measured ratings of the levels in `variant` at a table of `seats` players, or null. */
export function levelRatings(variant: Variant, seats: number): VariantRatings | null {
  return ALL.find((r) => r.variant === variant && r.seats === seats) ?? null;
}
