/**
 * `brokenNoTrump` (src-main/ai/doubling.ts) against the exact search: wherever it calls a durch lost
 * from the defender's own cards, the declarer loses it with every card open on each of 200 layouts
 * of the cards the defender cannot see.
 */
import { describe, expect, it } from 'vitest';
import { type Card, CARDS, createRng, shuffled, view } from '../../../src-shared/index.ts';
import { brokenNoTrump } from '../../../src-main/ai/doubling.ts';
import { contractInView, startOfPlay } from '../../../src-main/ai/estimate.ts';
import { sampleUnseen } from '../../../src-main/ai/unseen.ts';
import { solveLine } from '../../../src-main/solver/analyze.ts';
import { durchAgainst } from './durch-against.ts';

/** Seat 1's hands the proof holds for: the two of no-trump-flek.test.ts and four drawn at random. */
function provenHands(): Card[][] {
  const hands: Card[][] = [
    ['HA', 'BA', 'LA', 'AA', 'H7', 'H8', 'B7', 'B8', 'L7', 'L8'],
    ['HA', 'BA', 'LA', 'A9', 'H7', 'H8', 'B7', 'B8', 'L7', 'L8'],
  ];
  const rng = createRng(52);
  const pool = CARDS.filter((c) => c !== 'H9' && c !== 'HX');
  for (let tries = 0; tries < 2000 && hands.length < 6; tries++) {
    const hand = shuffled(pool, rng).slice(0, 10);
    if (hand.filter((c) => c[1] === 'A').length < 3) continue;
    if (brokenNoTrump(view(durchAgainst(hand), 1))) hands.push(hand);
  }
  return hands;
}

describe('brokenNoTrump against the exact search', () => {
  it('every durch it proves lost is lost double-dummy on all of 200 layouts', () => {
    const hands = provenHands();
    expect(hands.length).toBe(6);
    for (const hand of hands) {
      const v = view(durchAgainst(hand), 1);
      expect(brokenNoTrump(v)).toBe(true);
      const rng = createRng(7);
      const spec = contractInView(v);
      for (let k = 0; k < 200; k++) {
        const deal = sampleUnseen(v, rng);
        const start = startOfPlay(v.rules, v.table, deal.hands, deal.talon, spec);
        const { value, outcome } = solveLine(start);
        expect(value).toBeLessThan(0);
        expect(outcome.declarerTricks).toBeLessThan(10);
      }
    }
  });
});
