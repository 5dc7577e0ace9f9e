/**
 * A bidding decision's alternatives dropped on the way (bid.ts, interval.ts `surelyNotBest`): after a
 * round, an alternative whose interval lies surely below another's is valued on no further deal. Held
 * against the same judge valuing every alternative on every deal (`everyAlternative`, as the bidding
 * drills judge) on the same seed, on licitovaný's first calls (13 alternatives, the slowest decisions
 * of a review): the same grade, the same best named, far fewer values priced, and every alternative
 * dropped lies below the best on all the deals too.
 */
import { describe, expect, it } from 'vitest';
import { type BidGrade, type BidTask, gradeBid } from '../../../src-main/review/bid.ts';
import { actionKey } from '../../../src-shared/engine/action.ts';
import { variantHand } from '../../support/variant-hands.ts';

describe('bidding alternatives surely not the best are valued no further', () => {
  // Auction calls of licitovaný at three (hands from seeds 110 and 111, as `npm run bench:review --
  // --variant auction --seed 101` reviews them): forehand's first, another seat's later one.
  it.each([
    [110, 0],
    [111, 2],
  ])('the licitovaný hand from seed %i, its call at %i', (from, index) => {
    const hand = variantHand('auction', from);
    const task: BidTask = {
      method: 'reviewBid',
      setup: hand.record.setup,
      actions: hand.record.actions,
      index,
      seed: 1,
    };
    expect(hand.record.actions[index]?.type).toMatch(/^(bid|hold|drop)$/);
    const dropping = gradeBid(task);
    const every = gradeBid(task, { everyAlternative: true });
    const k = every.alternatives.length;
    expect(k).toBeGreaterThan(5);
    const sv = (g: BidGrade) => g.seatView!;

    // The same grade and the same deals: the judge needs the alternatives still in question only.
    expect(sv(dropping).samples).toBe(sv(every).samples);
    expect(sv(dropping).grade).toBe(sv(every).grade);
    expect(sv(dropping).withinError).toBe(sv(every).withinError);
    expect(dropping.seatView?.bestAction ?? null).toEqual(every.seatView?.bestAction ?? null);
    expect(sv(dropping).loss).toBeCloseTo(sv(every).loss, 9);

    // Fewer values priced: every alternative on every deal against those still in question.
    expect(every.work.samples).toBe(k * sv(every).samples);
    const dropped = dropping.alternatives.filter((a) => a.seatSamples !== undefined);
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropping.work.samples).toBeLessThan(every.work.samples);
    expect(dropping.work.samples).toBe(
      dropping.alternatives.reduce((s, a) => s + (a.seatSamples ?? sv(dropping).samples), 0),
    );

    // Each one dropped was valued on a first round at least, is not the chosen one, and lies below the
    // best on every deal's mean as well (the claim the dropping made).
    // Values are reported in the solver's orientation (the declarer's favour): the decider's own here.
    const own = (v: number) => (dropping.side === 'declarer' ? v : -v);
    const best = Math.max(...every.alternatives.map((a) => own(a.seatView!)));
    for (const a of dropped) {
      expect(a.seatSamples).toBeGreaterThanOrEqual(12);
      expect(a.seatSamples).toBeLessThan(sv(dropping).samples);
      expect(actionKey(a.action)).not.toBe(actionKey(hand.record.actions[index]!));
      const full = every.alternatives.find((b) => actionKey(b.action) === actionKey(a.action))!;
      expect(own(full.seatView!)).toBeLessThan(best - 1e-9);
    }
  });
});
