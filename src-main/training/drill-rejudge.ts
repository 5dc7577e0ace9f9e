/**
 * A stored drill judged again by today's judge (a worker task, the pool's background lane): a mined
 * drill by the drill judge's judgement of its stored position, seat, theme, kind and goal (drill-judge.ts
 * `rejudgeMined`), a personal one by a fresh exact analysis (drill-personal.ts `rejudgePersonal`), a
 * bidding drill by the review's bidding judge on its own deal, decision and seed (bid-mine.ts
 * `rejudgeBidDrill`). The
 * answer says what the stock writes: the drill as judged now, that it is retired (its position no longer
 * makes a drill), or that it does not read (a damaged drill: skipped and logged, never retired). Pure
 * TypeScript, for worker threads.
 */
import type { DrillSource } from '../store/drills.ts';
import { rejudgePersonal } from './drill-personal.ts';
import { type Drill, THEMES, readDrill, rejudgeMined } from './drill-judge.ts';
import { type BidDrill, rejudgeBidDrill } from './bid-mine.ts';
import { readBidDrillData } from './bid-drills.ts';

export interface RejudgeTask {
  readonly method: 'rejudgeDrill';
  readonly source: DrillSource;
  /** The drill as stored (its JSON). */
  readonly drill: unknown;
}

export type Rejudged =
  | { readonly outcome: 'judged'; readonly drill: Drill | BidDrill }
  | { readonly outcome: 'retired' }
  | { readonly outcome: 'unreadable'; readonly why: string };

export function rejudgeDrill(
  task: RejudgeTask,
  hooks: { readonly shouldStop?: () => boolean } = {},
): Rejudged {
  const bid = readBidDrillData(task.drill);
  if (bid !== null) {
    if (hooks.shouldStop?.() === true) return { outcome: 'unreadable', why: 'stopped' };
    try {
      const judged = rejudgeBidDrill(bid, hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {});
      return judged === null ? { outcome: 'retired' } : { outcome: 'judged', drill: judged };
    } catch (e) {
      return { outcome: 'unreadable', why: e instanceof Error ? e.message : String(e) };
    }
  }
  const d = readDrill(task.drill);
  if (d === null) return { outcome: 'unreadable', why: 'its data is not a drill' };
  if (!(THEMES as readonly string[]).includes(d.theme) || (d.kind !== 'exact' && d.kind !== 'seat'))
    return { outcome: 'unreadable', why: 'its theme or kind is unknown' };
  if (hooks.shouldStop?.() === true) return { outcome: 'unreadable', why: 'stopped' };
  let judged: Drill | null;
  try {
    judged = task.source === 'review' ? rejudgePersonal(d) : rejudgeMined(d);
  } catch (e) {
    return { outcome: 'unreadable', why: e instanceof Error ? e.message : String(e) };
  }
  return judged === null ? { outcome: 'retired' } : { outcome: 'judged', drill: judged };
}
