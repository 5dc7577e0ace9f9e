/**
 * Spaced repetition of failed positions, Chessable-style, over plain data. A failed position enters the
 * ladder on its first rung and comes back after the rung's interval: about 4 h, 1 d, 3 d, 1 w, 2 w, 1 m.
 * Solving it when it is due moves it one rung up; solving it on the top rung retires it (learned); a
 * failure at any time, learned or not, starts the ladder again. Solving it before it is due changes
 * nothing (the interval has not been tested).
 *
 * Times are epoch milliseconds; every function also takes an ISO 8601 string. Pure: the caller passes
 * `now`, and the local calendar (for "today") as a UTC offset.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The waiting time of each rung, in milliseconds: 4 h, 1 d, 3 d, 1 w, 2 w, 1 m (30 d). */
export const LADDER: readonly number[] = [4 * HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY];

/** One position in the review queue. */
export interface ReviewItem {
  /** The position's identity (a drill id, a lesson position, a reviewed hand's decision, …). */
  readonly id: string;
  /** Index into LADDER of the interval now running. */
  readonly rung: number;
  /** When it comes back (epoch ms); null once learned. */
  readonly due: number | null;
  /** Failures so far, the first included. */
  readonly lapses: number;
}

/** A time as epoch milliseconds or an ISO 8601 string. */
export type Instant = number | string;

/** Epoch milliseconds of an instant; throws on a string that is no date. */
export function toEpoch(t: Instant): number {
  if (typeof t === 'number') return t;
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${t}`);
  return ms;
}

/** The item after a failure at `now` (`item` undefined: the position's first failure). */
export function failed(id: string, item: ReviewItem | undefined, now: Instant): ReviewItem {
  return { id, rung: 0, due: toEpoch(now) + (LADDER[0] as number), lapses: (item?.lapses ?? 0) + 1 };
}

/** The item after it was solved at `now`. */
export function solved(item: ReviewItem, now: Instant): ReviewItem {
  const at = toEpoch(now);
  if (item.due === null || at < item.due) return item;
  const rung = item.rung + 1;
  const interval = LADDER[rung];
  return interval === undefined
    ? { ...item, rung: LADDER.length, due: null }
    : { ...item, rung, due: at + interval };
}

/** The item after an attempt at `now`: `failed` or `solved`. */
export function reviewed(item: ReviewItem, ok: boolean, now: Instant): ReviewItem {
  return ok ? solved(item, now) : failed(item.id, item, now);
}

/**
 * The items due by `now` (or by `until`, e.g. the end of today for "dnes k opakování"), in the order to
 * review them: the longest overdue first; at the same time the lower rung (the less well known) first,
 * then by id so the order is stable.
 */
export function due(items: readonly ReviewItem[], now: Instant, until: Instant = now): ReviewItem[] {
  const limit = Math.max(toEpoch(now), toEpoch(until));
  return items
    .filter((i) => i.due !== null && i.due <= limit)
    .sort((a, b) => (a.due as number) - (b.due as number) || a.rung - b.rung || compare(a.id, b.id));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The last millisecond of the local day containing `now`, given the local offset from UTC in minutes
 * (east positive: +60 for CET, +120 for CEST; note `Date#getTimezoneOffset` has the opposite sign).
 */
export function endOfDay(now: Instant, utcOffsetMinutes: number): number {
  const shift = utcOffsetMinutes * 60_000;
  const local = toEpoch(now) + shift;
  return local - (((local % DAY) + DAY) % DAY) + DAY - 1 - shift;
}
