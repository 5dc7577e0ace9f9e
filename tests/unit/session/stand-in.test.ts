/**
 * What the computer did for a person away from a shared table, as the returning guest's notice counts
 * it: only that seat's stood-in decisions after its own last one, by kind; and which cards of the hand
 * the log marks.
 */
import { describe, expect, it } from 'vitest';
import { computerCall, standInCards, standInSummary } from '../../../src-shared/session/stand-in.ts';

const h = [
  { type: 'approve', seat: 1 }, // 0: the person's own
  { type: 'double', seat: 2 }, // 1
  { type: 'double', seat: 1 }, // 2: stand-in
  { type: 'pass', seat: 1 }, // 3: stand-in
  { type: 'play', seat: 0 }, // 4
  { type: 'play', seat: 1 }, // 5: stand-in
  { type: 'play', seat: 2 }, // 6: another stand-in's (seat 2's)
  { type: 'play', seat: 1 }, // 7: stand-in
] as const;

describe('standInSummary', () => {
  it('counts the seat’s stood-in decisions by kind, not another seat’s', () => {
    expect(standInSummary(h, [2, 3, 5, 6, 7], 1)).toEqual({
      indices: [2, 3, 5, 7],
      cards: 2,
      doubles: 1,
      others: 1,
    });
    expect(standInSummary(h, [2, 3, 5, 6, 7], 2)).toEqual({ indices: [6], cards: 1, doubles: 0, others: 0 });
  });

  it('counts only what came after the person’s own last decision', () => {
    // Seat 1 played card 5 itself: only card 7 is the computer's since.
    expect(standInSummary(h, [2, 3, 7], 1)).toEqual({ indices: [7], cards: 1, doubles: 0, others: 0 });
    // Its own last decision is its latest: nothing to tell.
    expect(standInSummary(h, [2, 3, 5], 1)).toBeNull();
    expect(standInSummary(h, [], 1)).toBeNull();
    expect(standInSummary(h, undefined, 1)).toBeNull();
  });
});

describe('standInCards', () => {
  it('names the hand’s cards (by their order) the stand-in played', () => {
    expect([...standInCards(h, [2, 3, 5, 7])]).toEqual([1, 3]);
    expect(standInCards(h, undefined).size).toBe(0);
  });
});

describe('computerCall', () => {
  it('is a call of a computer seat or of a stand-in, never a card or a claim', () => {
    // Seat 2 is a computer; the stand-in made 2, 3, 5 and 7 for seat 1.
    const standIn = [2, 3, 5, 7];
    const asked = h.flatMap((a, i) => (computerCall(a, i, [2], standIn) ? [i] : []));
    expect(asked).toEqual([1, 2, 3]);
    // Without the stand-in's marks only the computer seat's call.
    expect(h.flatMap((a, i) => (computerCall(a, i, [2], undefined) ? [i] : []))).toEqual([1]);
    expect(computerCall({ type: 'claim', seat: 2 }, 8, [2], standIn)).toBe(false);
  });
});
