/**
 * What a guest's device may ask, with its link's seat: `guestSeat`, `guestOpen` (that and the table's `sessionOpen` in
 * one answer), `guestEvening` (the link's evening as
 * the host's `sessionEvening` answers it: names, ledger, finished hands, each hand's money, each seat's
 * figures by role — the settle-up), the table's calls on the link's
 * session, each answered for that seat only (the game service's `Device`), and the review of the link
 * seat's own decisions in the session's finished hands (`handGet`, `reviewStart`, `reviewPoll`,
 * `reviewStop`, `reviewRetry`: another seat is refused `notYourSeat`, a hand whose record would show a
 * card the seat never saw `unseenCards` (guest-review.ts); the jobs are the link seat's own, and nothing
 * of it reaches the host's training). Any other method is not answered at all (the server says 404);
 * params are checked by the one contract; a session id other than the link's is `noSession`, as for a
 * session that does not exist (nothing about another session is told).
 * The call's signal goes with it: a hint or a computer's move stops when the guest hangs up.
 */
import {
  type ApiError,
  type ApiResult,
  type GuestMethod,
  type Method,
  type ParamsOf,
  type Seat,
  type Variant,
  GUEST_METHODS,
  err,
  ok,
  parseParams,
} from '../../src-shared/index.ts';
import type { GameApi, TableCall } from '../game/service.ts';
import type { ReviewService } from '../review/service.ts';
import { unseenHolder } from './guest-review.ts';

/** The seat a valid link plays. */
export interface GuestLink {
  readonly id: number;
  readonly seat: Seat;
  readonly name: string;
  readonly variant: Variant;
}

export const isGuestMethod = (m: string): m is GuestMethod =>
  (GUEST_METHODS as readonly string[]).includes(m);

type ReviewMethod = 'handGet' | 'reviewStart' | 'reviewPoll' | 'reviewStop' | 'reviewRetry';
type TableMethod = Exclude<GuestMethod, 'guestSeat' | 'guestOpen' | 'guestEvening' | ReviewMethod>;
/** The review service's part a guest reaches (with `{guest: true}`: nothing told to the host's training). */
export type GuestReviewApi = Pick<ReviewService, ReviewMethod>;
/** The game service's part a guest reaches: the table's calls, and its own evening for the settle-up. */
export type TableApi = Pick<GameApi, TableMethod | 'sessionEvening'>;

const noSession = (id: number, path = 'params.id'): ApiResult<Method> =>
  err({ code: 'badInput', error: { code: 'invalid', path, problem: { kind: 'noSession', id } } });
const refused = (reason: Extract<ApiError, { code: 'refused' }>['reason']): ApiResult<Method> =>
  err({ code: 'refused', reason });

/** The jobs of one link seat (the review's jobs are per caller: no other device reaches them). */
const callerOf = (link: GuestLink): string => `share:${link.id}:${link.seat}`;

/** The review methods for the link's seat of the link's session only. */
async function reviewCall(
  reviews: GuestReviewApi,
  link: GuestLink,
  method: ReviewMethod,
  params: ParamsOf<ReviewMethod>,
): Promise<ApiResult<Method>> {
  const caller = callerOf(link);
  if (method === 'reviewPoll' || method === 'reviewStop')
    return reviews[method](params as ParamsOf<'reviewPoll'>, caller);
  const p = params as ParamsOf<'reviewStart'>;
  if (p.session !== link.id) return noSession(p.session, 'params.session');
  if (method !== 'handGet' && p.seat !== link.seat) return refused({ code: 'notYourSeat', seat: p.seat });
  const hand = await reviews.handGet({ session: p.session, handNo: p.handNo });
  if (!hand.ok) return hand;
  const unseen = unseenHolder(hand.value.record, link.seat);
  if (unseen !== null) return refused({ code: 'unseenCards', seat: unseen });
  if (method === 'handGet') return hand;
  if (method === 'reviewStart') return reviews.reviewStart(p, caller, { guest: true });
  return reviews.reviewRetry(params as ParamsOf<'reviewRetry'>, caller, { guest: true });
}

const REVIEW_METHODS: readonly string[] = [
  'handGet',
  'reviewStart',
  'reviewPoll',
  'reviewStop',
  'reviewRetry',
];
const isReview = (m: GuestMethod): m is ReviewMethod => REVIEW_METHODS.includes(m);

/** The answer to a guest method (`method` already known to be one). */
export async function guestCall(
  games: TableApi,
  reviews: GuestReviewApi | null,
  link: GuestLink,
  method: GuestMethod,
  raw: unknown,
  call: TableCall = {},
): Promise<ApiResult<Method>> {
  const params = parseParams(method, raw);
  if (!params.ok) return err({ code: 'badInput', error: params.error });
  if (method === 'guestSeat' || method === 'guestOpen') {
    const { id, seat, name, variant } = link;
    if (method === 'guestSeat') return ok({ id, seat, name, variant });
    // The link's table as its seat sees it, exactly as `sessionOpen` of that session answers it.
    const table = await games.sessionOpen({ id }, { kind: 'guest', seat });
    return table.ok ? ok({ seat: { id, seat, name, variant }, table: table.value }) : table;
  }
  if (isReview(method)) {
    if (reviews === null) return err({ code: 'internal', message: 'no reviews here' });
    return reviewCall(reviews, link, method, params.value as ParamsOf<ReviewMethod>);
  }
  const { id } = params.value as ParamsOf<TableMethod | 'guestEvening'>;
  if (id !== link.id) return noSession(id);
  if (method === 'guestEvening') {
    // The link's own evening alone (its id checked above): no other evening is even read.
    const mine = await games.sessionEvening({ id: link.id });
    return mine.ok ? mine : noSession(id);
  }
  const run = games[method] as (
    p: unknown,
    device: { kind: 'guest'; seat: Seat },
    call: TableCall,
  ) => Promise<ApiResult<Method>>;
  return run.call(games, params.value, { kind: 'guest', seat: link.seat }, call);
}
