/**
 * Drills over the API (issue 16): a drill at the learner's level from the stock in SQLite (or the next
 * one due for repetition), a card played on it judged (right, illegal with the engine's reason, wrong
 * with the solver's verdict on the deal the line is shown on), and the training's status. Main answers
 * (src-main/training/drills.ts); the renderer words verdicts with src-shared/explain.
 *
 * A `seat` drill travels as the seat's view only: no hidden card leaves main before the attempt ends.
 */
import type { Card } from '../cards/card.ts';
import { isCard } from '../cards/card.ts';
import type { Side } from '../engine/contract.ts';
import type { Position } from '../engine/position.ts';
import type { Seat } from '../engine/table.ts';
import type { SeatView } from '../engine/view.ts';
import type { Reason } from '../explain/reason.ts';
import { type InputError, shapeError } from '../io/errors.ts';
import type { Rating } from '../training/glicko.ts';
import { type Result, err, ok } from '../util/result.ts';
import type { Analysis } from './solver.ts';

/** The drill themes (the same list as src-main/training/mine.ts THEMES; main checks they agree). */
export const DRILL_THEMES = ['sedma', 'sto', 'betl', 'durch', 'obrana', 'vynaseni', 'pocitani'] as const;
export type DrillTheme = (typeof DRILL_THEMES)[number];

/** A drill as the learner may see it. */
export interface ShownDrill {
  readonly id: number;
  readonly theme: DrillTheme;
  /** `exact`: every hand shown; `seat`: only the seat's view. */
  readonly kind: 'exact' | 'seat';
  /** `mined` by the solver, or a personal drill from a reviewed mistake. */
  readonly source: 'mined' | 'review';
  readonly seat: Seat;
  readonly side: Side;
  /** The seat's view (what it may play is `view.legal`). */
  readonly view: SeatView;
  /** Every hand (index = seat) for an exact drill; null for a seat drill. */
  readonly hands: readonly (readonly Card[])[] | null;
  readonly rating: Rating;
  /** Served from the repetition queue. */
  readonly due: boolean;
}

export interface DrillStatus {
  readonly learner: Rating;
  /** Unplayed drills ready per theme. */
  readonly stock: { readonly [T in DrillTheme]: number };
  /** Drills due for repetition by the end of the caller's day. */
  readonly dueToday: number;
  /** The filler is mining drills now. */
  readonly mining: boolean;
}

export interface DrillNextParams {
  /** null: any theme. */
  readonly theme: DrillTheme | null;
  /** Only drills due for repetition (by the end of the caller's day). */
  readonly due: boolean;
  /** The caller's offset from UTC in minutes, east positive (for "today"; default 0). */
  readonly utcOffset?: number;
  /** Drill ids not to serve now (the one just played). */
  readonly exclude?: readonly number[];
}

export interface DrillNext {
  readonly drill: ShownDrill | null;
  /** Why there is no drill: the theme's stock is empty (being mined), or nothing is due. */
  readonly empty: 'stock' | 'due' | null;
  readonly status: DrillStatus;
}

export interface DrillPlayParams {
  readonly drill: number;
  readonly card: Card;
  readonly utcOffset?: number;
}

/** The learner's rating before and after a rated attempt. */
export interface RatingChange {
  readonly before: Rating;
  readonly after: Rating;
}

export type DrillPlay =
  | { readonly outcome: 'illegal'; readonly card: Card; readonly reason: Reason }
  | {
      readonly outcome: 'right' | 'wrong';
      readonly card: Card;
      /** The cards that keep the best result on the real deal (equivalents included). */
      readonly answers: readonly Card[];
      /**
       * The deal the verdict and its line are shown on: the real one, or for a wrong card in a seat
       * drill the adversarial re-deal (`redealt`) consistent with what the seat saw.
       */
      readonly position: Position;
      readonly redealt: boolean;
      /** `analyze(position)`: explainVerdict words the card's verdict and line from it. */
      readonly analysis: Analysis;
      /** The first card of an attempt is rated; later cards (or a drill not served) are not: null. */
      readonly rating: RatingChange | null;
      readonly status: DrillStatus;
    };

export interface DrillStatusParams {
  readonly utcOffset?: number;
}

function object(v: unknown, path: string): Result<Record<string, unknown>, InputError> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? ok(v as Record<string, unknown>)
    : err(shapeError(path, 'object', v));
}

function utcOffset(v: unknown, path: string): Result<number | undefined, InputError> {
  if (v === undefined) return ok(undefined);
  return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 14 * 60
    ? ok(v)
    : err(shapeError(path, 'minutes from UTC (integer, −840…840)', v));
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

export function parseDrillNextParams(v: unknown, path: string): Result<DrillNextParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const { theme, due, exclude } = o.value;
  if (theme !== null && !(DRILL_THEMES as readonly unknown[]).includes(theme))
    return err(shapeError(`${path}.theme`, `null or one of ${DRILL_THEMES.join(', ')}`, theme));
  if (typeof due !== 'boolean') return err(shapeError(`${path}.due`, 'boolean', due));
  const offset = utcOffset(o.value.utcOffset, `${path}.utcOffset`);
  if (!offset.ok) return offset;
  if (exclude !== undefined && !(Array.isArray(exclude) && exclude.length <= 100 && exclude.every(isId)))
    return err(shapeError(`${path}.exclude`, 'up to 100 drill ids', exclude));
  return ok({
    theme: theme as DrillTheme | null,
    due,
    ...(offset.value === undefined ? {} : { utcOffset: offset.value }),
    ...(exclude === undefined ? {} : { exclude: exclude as number[] }),
  });
}

export function parseDrillPlayParams(v: unknown, path: string): Result<DrillPlayParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const { drill, card } = o.value;
  if (!isId(drill)) return err(shapeError(`${path}.drill`, 'drill id (integer ≥ 1)', drill));
  if (!isCard(card)) return err(shapeError(`${path}.card`, 'card', card));
  const offset = utcOffset(o.value.utcOffset, `${path}.utcOffset`);
  if (!offset.ok) return offset;
  return ok({ drill, card, ...(offset.value === undefined ? {} : { utcOffset: offset.value }) });
}

export function parseDrillStatusParams(v: unknown, path: string): Result<DrillStatusParams, InputError> {
  const o = object(v ?? {}, path);
  if (!o.ok) return o;
  const offset = utcOffset(o.value.utcOffset, `${path}.utcOffset`);
  if (!offset.ok) return offset;
  return ok(offset.value === undefined ? {} : { utcOffset: offset.value });
}
