/**
 * `likelyUnseen` (unseen.ts) draws the deals a volený defender doubles on by the calls' likelihood
 * (rejection sampling): the deals it keeps must be distributed as the likelihood weighs the uniform
 * ones, and past `LIKELY_DRAWS` it keeps the last one drawn with its likelihood as weight.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, PRESETS, createRng, has, replay, startSession, view } from '../../../src-shared/index.ts';
import { LIKELY_DRAWS, likelyUnseen } from '../../../src-main/ai/unseen.ts';

/** Forehand's view at the start of a volený hand: nothing known but his first seven. */
function forehandAtStart() {
  const first = replay(startSession(PRESETS.csm, 3, 7, 2, 'chosen').next, []);
  if (!first.ok) throw new Error('no deal');
  return view(first.value, first.value.toAct as number);
}

describe('likelyUnseen', () => {
  it('keeps deals in proportion to their likelihood', () => {
    const v = forehandAtStart();
    expect(v.trumpCard).toBeNull();
    expect(v.talon).toBeNull();
    const other = ((v.seat + 1) % 3) as 0 | 1 | 2;
    const card = CARDS.find((c) => !v.hand.includes(c))!;
    // Uniformly the card lies with `other` as often as his share of the cards the view hides.
    const uniform = (v.handSizes[other] as number) / (CARDS.length - v.hand.length);
    const low = 0.2;
    const expected = uniform / (uniform + low * (1 - uniform));
    const rng = createRng(11);
    const n = 4000;
    let held = 0;
    for (let i = 0; i < n; i++) {
      const { deal, weight } = likelyUnseen(v, rng, (hands) => (has(hands[other] ?? 0, card) ? 1 : low));
      expect(weight).toBe(1);
      if (has(deal.hands[other] ?? 0, card)) held++;
    }
    const se = Math.sqrt((expected * (1 - expected)) / n);
    expect(Math.abs(held / n - expected)).toBeLessThan(4 * se);
    // And far from the uniform share, which the test would otherwise not tell apart.
    expect(Math.abs(held / n - uniform)).toBeGreaterThan(10 * se);
  });

  it('keeps the last deal, weighed by its likelihood, once the draws run out', () => {
    const v = forehandAtStart();
    let draws = 0;
    const { weight } = likelyUnseen(v, createRng(3), () => {
      draws++;
      return 1e-12;
    });
    expect(draws).toBe(LIKELY_DRAWS);
    expect(weight).toBe(1e-12);
  });
});
