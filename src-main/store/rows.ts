/**
 * Rows of the app's file checked on reading, like any other input: a row whose values are
 * not what its table holds (a file damaged, or edited by hand past the tables' checks; SQLite's columns
 * take any type) is answered as a DamagedRow with a typed reason, never served as it is. Callers list
 * it as damaged and keep it in the file; the other rows work.
 */
import type { DamagedColumn, DamagedRow, DamagedTable, RowProblem } from '../../src-shared/index.ts';
import type { Rating } from '../../src-shared/training/glicko.ts';
import { GLICKO_DEFAULTS } from '../../src-shared/training/glicko.ts';
import { type Result, err, ok } from '../../src-shared/util/result.ts';

/** A stored value as text for a reason (at most 40 characters). */
const shown = (v: unknown): string => {
  const text =
    typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' || v === undefined
        ? String(v)
        : JSON.stringify(v); // null, or a BLOB read back as a Buffer
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** A finite number in min … max (max null: no upper bound), whole if `integer`; or what is wrong. */
export function numberProblem(
  v: unknown,
  min: number,
  max: number | null,
  integer = false,
): RowProblem | null {
  if (typeof v !== 'number' || !Number.isFinite(v)) return { kind: 'notNumber', got: shown(v) };
  if (integer && !Number.isInteger(v)) return { kind: 'notInteger', value: v };
  if (v < min || (max !== null && v > max)) return { kind: 'outOfRange', value: v, min, max };
  return null;
}

const damaged = (
  table: DamagedTable,
  key: string,
  column: DamagedColumn,
  problem: RowProblem,
): DamagedRow => ({
  table,
  key,
  column,
  problem,
});

/**
 * A Glicko-2 rating as stored (`ratings`, or a drill's own columns in `drills`): a finite rating, a deviation in
 * 0 … 350 (the ceiling of an unrated player; a negative one is damage), a volatility in 0 … 1.
 */
export function checkRating(
  key: string,
  r: { readonly rating: unknown; readonly deviation: unknown; readonly volatility: unknown },
  table: 'ratings' | 'drills' = 'ratings',
): Result<Rating, DamagedRow> {
  const rating = numberProblem(r.rating, -Number.MAX_VALUE, null);
  if (rating !== null) return err(damaged(table, key, 'rating', rating));
  const deviation = numberProblem(r.deviation, 0, GLICKO_DEFAULTS.maxDeviation);
  if (deviation !== null) return err(damaged(table, key, 'deviation', deviation));
  const volatility = numberProblem(r.volatility, 0, 1);
  if (volatility !== null) return err(damaged(table, key, 'volatility', volatility));
  return ok({
    rating: r.rating as number,
    deviation: r.deviation as number,
    volatility: r.volatility as number,
  });
}

/** A lesson's best stars (0–3) and its count of attempts (a whole number, 0 or more). */
export function checkLessonStars(
  lessonId: string,
  r: { readonly stars: unknown; readonly attempts: unknown },
): Result<{ stars: number; attempts: number }, DamagedRow> {
  const stars = numberProblem(r.stars, 0, 3, true);
  if (stars !== null) return err(damaged('lessonProgress', lessonId, 'stars', stars));
  const attempts = numberProblem(r.attempts, 0, null, true);
  if (attempts !== null) return err(damaged('lessonProgress', lessonId, 'attempts', attempts));
  return ok({ stars: r.stars as number, attempts: r.attempts as number });
}
