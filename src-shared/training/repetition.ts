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
  /** Failures so far, the first included (0 for a lesson finished clean the first time). */
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
 * Whether an item is due: its time has come by `now`, or it waits a day or more (rung ≥ 1) and its time
 * falls by `until` (the end of the learner's day, so a day's repetition can be worked through any time
 * that day). A fresh failure (rung 0, 4 h) waits its hours: "comes back in 4 hours" stays true.
 */
export function isDue(item: ReviewItem, now: Instant, until: Instant = now): boolean {
  if (item.due === null) return false;
  const at = toEpoch(now);
  return item.due <= at || (item.rung >= 1 && item.due <= Math.max(at, toEpoch(until)));
}

/**
 * The items due (`isDue`) at `now`, counting items that wait a day or more up to `until` (the end of
 * today for "dnes k opakování"), in the order to review them: the longest overdue first; at the same
 * time the lower rung (the less well known) first, then by id so the order is stable. The one decision
 * of what is due: the queue serves it and every count counts it.
 */
export function due(items: readonly ReviewItem[], now: Instant, until: Instant = now): ReviewItem[] {
  return items
    .filter((i) => isDue(i, now, until))
    .sort((a, b) => (a.due as number) - (b.due as number) || a.rung - b.rung || compare(a.id, b.id));
}

/** The items not due now that come back by `until` (the rest of today), soonest first. */
export function later(items: readonly ReviewItem[], now: Instant, until: Instant): ReviewItem[] {
  const limit = toEpoch(until);
  return items
    .filter((i) => i.due !== null && i.due <= limit && !isDue(i, now, until))
    .sort((a, b) => (a.due as number) - (b.due as number) || compare(a.id, b.id));
}

/**
 * The first attempt of a finished lesson: with mistakes it starts on the first rung (4 h) with one
 * lapse, like a failed drill; a clean one a rung higher (1 d, no lapse): it was known at first sight,
 * so its first check is the next day, as if it had been solved once when due.
 */
export function firstLesson(id: string, clean: boolean, now: Instant): ReviewItem {
  const at = toEpoch(now);
  return clean
    ? { id, rung: 1, due: at + (LADDER[1] as number), lapses: 0 }
    : { id, rung: 0, due: at + (LADDER[0] as number), lapses: 1 };
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

/** The local days from `now`'s day to `t`'s (0: today, 1: tomorrow; negative: an earlier day). */
export function daysUntil(t: Instant, now: Instant, utcOffsetMinutes: number): number {
  const shift = utcOffsetMinutes * 60_000;
  const dayOf = (x: Instant): number => Math.floor((toEpoch(x) + shift) / DAY);
  return dayOf(t) - dayOf(now);
}

/**
 * What a repetition item repeats, named by its id's prefix: `drill:<drill id>` (a failed drill or a
 * reviewed mistake's personal drill), `lesson:<lesson id>` (a finished lesson),
 * `bid:<session>:<hand>:<seat>:<index>` (a reviewed bidding mistake, repeated by the review's "try
 * again": src-main/training/bid-items.ts).
 */
export const REPETITION_KINDS = ['drill', 'lesson', 'bid'] as const;
export type RepetitionKind = (typeof REPETITION_KINDS)[number];

/** The kind of an item id, or null for an id of no known kind. */
export function kindOf(id: string): RepetitionKind | null {
  const prefix = id.slice(0, id.indexOf(':'));
  return (REPETITION_KINDS as readonly string[]).includes(prefix) ? (prefix as RepetitionKind) : null;
}

export const lessonItem = (lessonId: string): string => `lesson:${lessonId}`;

/**
 * What an attempt did to an item, for the learner to be told: `added` (entered the ladder, or started it
 * again after a failure), `up` (a rung up), `learned` (off the ladder).
 */
export interface RepetitionChange {
  readonly item: string;
  readonly change: 'added' | 'up' | 'learned';
  readonly rung: number;
  /** When it comes back (epoch ms); null once learned. */
  readonly due: number | null;
}

/** The change from `before` (null: not on the ladder) to `after`; null when nothing changed. */
export function changeOf(before: ReviewItem | null, after: ReviewItem | null): RepetitionChange | null {
  if (after === null || after === before) return null;
  if (before !== null && after.rung === before.rung && after.due === before.due) return null;
  const change =
    after.due === null ? 'learned' : before === null || after.lapses > before.lapses ? 'added' : 'up';
  return { item: after.id, change, rung: after.rung, due: after.due };
}
