/**
 * What main tells the renderer without being asked: that something changed, never what it changed to.
 * An event names the thing (a session's id, its table's version) and carries no secret: a seat's view is
 * still fetched through the API, which checks the seat, so an event never shows anybody's cards. The
 * renderer refetches when told (src-renderer/api/events.ts); main publishes from where state changes
 * (src-main/api/event-bus.ts) over two transports: Electron's `webContents.send` through the preload, and
 * Server-Sent Events (`GET /api/events`) on browser mode's server and the shared table's guest server.
 *
 * - `table`: a session's table moved on (an action, an undo, a new hand); `version` is the snapshot's own
 *   (`TableSnapshot.version`, which every device of the table already sees).
 * - `seats`: who plays which seat of a session changed (the table shared, a stand-in, sharing closed): the
 *   same version, another `localSeats`.
 * - `share`: the shared table's status changed (opened, closed, a guest came or went) — the host only.
 * - `job`: a background job (a seat analysis of the board `j…`, a hand's review `r…`) has news: it ended,
 *   or it has new partial results (`progress` counts the partial results told so far). Its id and state
 *   only: the caller that started it fetches the results (`analysisPoll`, `reviewPoll`), which checks
 *   the caller. The host only.
 * - `stock`: drills were added to the drill stock (or judged again): a theme that was empty may have one
 *   now (`drillNext` tells). The host only.
 */
import * as v from 'valibot';
import type { JobState } from './contract.ts';

/** A job's states, every one of them (`JobState`). */
export const JOB_STATES = ['running', 'done', 'stopped', 'failed'] as const satisfies readonly JobState[];

export const AppEventSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('table'), id: v.pipe(v.number(), v.integer()), version: v.string() }),
  v.strictObject({ kind: v.literal('seats'), id: v.pipe(v.number(), v.integer()) }),
  v.strictObject({ kind: v.literal('share') }),
  v.strictObject({
    kind: v.literal('job'),
    job: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
    state: v.picklist(JOB_STATES),
    progress: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.strictObject({ kind: v.literal('stock') }),
]);
export type AppEvent = v.InferOutput<typeof AppEventSchema>;

/** The kinds of event, every one of them. */
export const APP_EVENT_KINDS = [
  'table',
  'seats',
  'share',
  'job',
  'stock',
] as const satisfies readonly AppEvent['kind'][];

/** The session an event is about, null for one about no session (only the host hears those). */
export const eventSession = (e: AppEvent): number | null =>
  e.kind === 'table' || e.kind === 'seats' ? e.id : null;

/** An event as received (a JSON text), or null when it is not one this contract knows. */
export function parseEvent(raw: string): AppEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const r = v.safeParse(AppEventSchema, value);
  return r.success ? r.output : null;
}

/** The SSE stream's path on both servers (GET, with the same bearer token as the API's calls). */
export const EVENTS_PATH = '/api/events';
