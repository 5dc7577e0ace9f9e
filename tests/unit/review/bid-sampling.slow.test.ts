/**
 * A bidding decision's seat view past 48 deals (bid.ts BID_SAMPLING): the rounds go on to 96 deals
 * only while best and worse are still apart. On a finished hand of the review tests' chooser
 * (a flek graded "as good as the best, within what can be known" at 48 deals and a blunder on 96 — once
 * hand 12's flek, the one behind a flip of `npm run review:flips`; since the other seats' replies on the
 * seat view's deals are the rules player's, hand 37's), the decision bounded at 48 deals is best and
 * undecided; with the app's sampling it takes more deals and is then decided worse than best.
 * And every decision of that seat that stopped by 48 deals is decided, or undecided only between worse
 * grades.
 */
import { describe, expect, it } from 'vitest';
import { BID_SAMPLING, gradeBid } from '../../../src-main/review/bid.ts';
import { decisionsOf } from '../../../src-main/review/review.ts';
import { playedOutHand } from './support.ts';

describe('a bidding decision sampled past 48 deals', () => {
  const hand = playedOutHand(37);
  const task = (index: number, seed: number, deals?: number) =>
    ({
      method: 'reviewBid',
      setup: hand.record.setup,
      actions: hand.record.actions,
      index,
      seed,
      ...(deals === undefined ? {} : { deals }),
    }) as const;

  it('goes on only while best and worse are apart, and then tells them apart', () => {
    expect(BID_SAMPLING.settle).toBe(48);
    // The flek of hand 37 (seed 37) reviewed with the review's seed 1 (decision index 12: seed 13).
    expect(hand.seed).toBe(37);
    expect(hand.record.actions[12]?.type).toBe('double');
    const at48 = gradeBid(task(12, 13, 48)).seatView!;
    expect(at48.samples).toBe(48);
    expect(at48.grade).toBe('best');
    expect(at48.withinError).toBe(true);
    expect(at48.decided).toBe(false);
    const g = gradeBid(task(12, 13)).seatView!;
    expect(g.samples).toBeGreaterThan(48);
    expect(g.samples).toBeLessThanOrEqual(BID_SAMPLING.max);
    expect(g.grade === 'mistake' || g.grade === 'blunder').toBe(true);
    expect(g.decided).toBe(true);
    // Its lower end clears the grade it gives.
    expect(g.loss - (g.margin as number)).toBeGreaterThanOrEqual(g.grade === 'blunder' ? 4 : 1);
  });

  it('stops by 48 deals unless best and worse are apart there', () => {
    let seen = 0;
    const seat = hand.record.actions[12]!.seat;
    for (const { index } of decisionsOf(hand.record, seat)) {
      if (hand.record.actions[index]!.type === 'play') continue;
      const g = gradeBid(task(index, index)).seatView;
      if (g === null) continue;
      seen++;
      // Stopped by 48: decided, or undecided only between worse grades (the lower end's, the milder).
      if (g.samples <= BID_SAMPLING.settle) expect(g.decided || g.grade !== 'best').toBe(true);
    }
    expect(seen).toBeGreaterThan(1);
  });
});
