/** The arena's `capped` untimed (a level's real searches: a few seconds). */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src-shared/index.ts';
import { countingCapped, playDeal } from '../../../src-main/ai/arena.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { samplingPlayer } from '../../../src-main/ai/sampling-player.ts';

describe('countingCapped with playDeal, untimed (as the arena runs unless --timed)', () => {
  // The clock that cuts every timed search at once (arena-stats.test.ts) is ignored untimed.
  const jumping = () => {
    let t = 0;
    return () => (t += 10_000);
  };

  it('counts none untimed', () => {
    const { players, capped: soFar } = countingCapped(3, (p, onWork) =>
      p === 0
        ? samplingPlayer('zacatecnik', undefined, { timed: false, clock: jumping(), onWork })
        : rulePlayer,
    );
    const hands = playDeal(PRESETS.csm, players, 17, 0, 'chosen', soFar);
    expect(hands.map((h) => h.capped)).toEqual(hands.map(() => [0, 0, 0]));
  });
});
