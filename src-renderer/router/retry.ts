/**
 * Where a reviewed bidding mistake's "try again" opens: the review at that decision, from that seat
 * (`?retry=<seat>`, read by index.ts). One place for the ladder, the progress tile and home.
 */
import type { RouteLocationRaw } from 'vue-router';
import type { RepetitionEntry } from '../../src-shared/api/progress.ts';

export type RetryDecision = NonNullable<RepetitionEntry['decision']>;

export function retryRoute(d: RetryDecision): RouteLocationRaw {
  return {
    name: 'review',
    params: { session: d.session, hand: d.handNo, at: d.index },
    query: { retry: String(d.seat) },
  };
}
