/**
 * The repetition queue as main serves and counts it: one decision of what is due
 * (src-shared/training/repetition.ts `due`), used by the drills' due mode (`drillNext`), their status
 * (`drillStatus.dueToday`) and the progress page (`progress.dueToday`, the list of items), so "dnes k
 * opakování" is exactly what the due queue serves one after another. A drill item is served only when its
 * drill is stored and reads (a damaged drill is neither served nor counted), is judged by the current
 * judge and is not retired (`inService`: a retired drill on the ladder is left out of the queue, the
 * count and the list, its item and the learner's history kept); a lesson item is offered
 * while its lesson is in the course. A reviewed bidding mistake (`bid:<session>:<hand>:<seat>:<index>`,
 * bid-items.ts) is counted when due beside the drills (`dueCount`) and offered as a link to the review's
 * "try again" at that decision (deleting its session deletes it).
 */
import type { RepetitionEntry } from '../../src-shared/api/progress.ts';
import { bidItemOf } from '../../src-shared/api/review.ts';
import type { Action } from '../../src-shared/engine/action.ts';
import { decisionKind } from '../review/review.ts';
import { type ReviewItem, daysUntil, due, endOfDay, isDue } from '../../src-shared/training/repetition.ts';
import type { DrillRow, DrillTables } from '../store/drills.ts';
import type { RepetitionTables } from '../store/repetition.ts';
import type { Catalogue } from './catalogue.ts';
import { type Drill, readDrill as readDrillData } from './drill-judge.ts';
import type { BidDrill } from './bid-mine.ts';
import { readBidDrill } from './bid-drills.ts';
import { judgeFor } from './judges.ts';

export const drillItem = (id: number): string => `drill:${id}`;
export const drillIdOf = (item: string): number | null => {
  const m = /^drill:(\d+)$/.exec(item);
  return m ? Number(m[1]) : null;
};

/** A stored drill as the miner wrote it (the fields the service reads), or null when damaged. */
export const readDrill = (row: DrillRow): Drill | null => readDrillData(row.drill);

/**
 * Whether the queue and the stock may serve a stored drill: judged by its family's current judge
 * (judges.ts; an older one's drill waits for the stock to judge it again) and not retired (its
 * position no longer makes a drill; its repetition item, attempts and ratings stay in the store).
 */
export const inService = (row: DrillRow): boolean => row.retired === null && row.judge >= judgeFor(row.theme);

/** A stored drill of either kind — a card drill (mine.ts) or a bidding drill (bid-mine.ts) — or null. */
export function readStored(row: DrillRow): Drill | BidDrill | null {
  return readBidDrill(row) ?? readDrill(row);
}

/** A due drill the queue can serve. */
export interface DueDrill {
  readonly item: ReviewItem;
  readonly row: DrillRow;
  readonly drill: Drill | BidDrill;
}

/** Drill items due at `now` (the learner's day by `utcOffset`) that can be served, in queue order. */
export function dueDrills(
  tables: Pick<DrillTables, 'pending' | 'drill'>,
  now: number,
  utcOffset: number,
): DueDrill[] {
  return due(tables.pending(), now, endOfDay(now, utcOffset)).flatMap((item) => {
    const id = drillIdOf(item.id);
    const row = id === null ? null : tables.drill(id);
    const drill = row === null || !inService(row) ? null : readStored(row);
    return row === null || drill === null ? [] : [{ item, row, drill }];
  });
}

/** Reviewed bidding mistakes due at `now` (the learner's day by `utcOffset`), in queue order. */
export function dueBids(tables: Pick<DrillTables, 'pending'>, now: number, utcOffset: number): ReviewItem[] {
  return due(tables.pending(), now, endOfDay(now, utcOffset)).filter((i) => bidItemOf(i.id) !== null);
}

/** What is due now, "dnes k opakování": the drills the due queue serves and the bidding mistakes due. */
export function dueCount(
  tables: Pick<DrillTables, 'pending' | 'drill'>,
  now: number,
  utcOffset: number,
): number {
  return dueDrills(tables, now, utcOffset).length + dueBids(tables, now, utcOffset).length;
}

/** What the progress page shows of the queue. */
export interface QueueSummary {
  /** Due now: `dueCount` (drills served and bidding mistakes). */
  readonly dueToday: number;
  /** Items of `entries` (drills, bidding mistakes, lessons) not due now that come back later today. */
  readonly laterToday: number;
  readonly entries: RepetitionEntry[];
}

/** A session's stored hands (the store's `hands`): a bidding mistake's kind is read from its action. */
export type HandsOf = (
  session: number,
) => readonly { readonly handNo: number; readonly actions: readonly Action[] }[];

export function queueSummary(
  tables: Pick<DrillTables, 'pending' | 'drill'>,
  repetition: Pick<RepetitionTables, 'queue'>,
  course: Catalogue,
  now: number,
  utcOffset: number,
  hands: HandsOf | null = null,
): QueueSummary {
  const until = endOfDay(now, utcOffset);
  const served = dueDrills(tables, now, utcOffset);
  const servable = new Set(served.map((d) => d.item.id));
  const lessons = new Map(course.lessons.map((l) => [l.id, l]));
  const readable = (item: string): boolean => {
    const row = tables.drill(drillIdOf(item) ?? 0);
    return row !== null && inService(row) && readStored(row) !== null;
  };
  const entries: RepetitionEntry[] = repetition.queue().flatMap((q) => {
    if (q.due === null) return [];
    // A drill no queue can serve (missing, damaged, retired, or waiting to be judged again) and a lesson
    // no longer in the course are not shown.
    if (q.kind === 'drill' && !readable(q.id)) return [];
    const lesson = q.kind === 'lesson' ? lessons.get(q.id.slice('lesson:'.length)) : undefined;
    if (q.kind === 'lesson' && lesson === undefined) return [];
    const decision = q.kind === 'bid' ? bidItemOf(q.id) : null;
    // A bidding mistake's theme: the kind of its decision (trumps, game, talon, doubles …).
    const action =
      decision === null
        ? undefined
        : hands?.(decision.session).find((h) => h.handNo === decision.handNo)?.actions[decision.index];
    return [
      {
        id: q.id,
        kind: q.kind,
        theme: lesson?.chapter ?? (action === undefined ? q.theme : decisionKind(action)),
        source: q.source === 'mined' || q.source === 'review' ? q.source : null,
        origin: q.origin,
        lesson: lesson === undefined ? null : { id: lesson.id, title: lesson.title },
        decision,
        rung: q.rung,
        lapses: q.lapses,
        due: q.due,
        dueNow: q.kind === 'drill' ? servable.has(q.id) : isDue(q, now, until),
        days: daysUntil(q.due, now, utcOffset),
      },
    ];
  });
  // Counted from the list itself, so the count and the list agree: every item shown that is not due now
  // and comes back by the end of the learner's day — a lesson as well as a drill or a bidding mistake.
  const laterToday = entries.filter((e) => !e.dueNow && e.due <= until).length;
  return { dueToday: served.length + dueBids(tables, now, utcOffset).length, laterToday, entries };
}
