/**
 * Seeds of computer decisions: a pure function of the session seed, the hand number and how many
 * actions the hand has so far, so a reopened or undone hand replays the same decisions.
 */

/**
 * What the seed is for; a hint and the seat's own move draw from different streams. (The coach draws
 * none: it grades with the review's seed, src-main/review/card.ts `cardSeed`, so both say the same.)
 */
export const SEED_PURPOSE = { move: 1, hint: 2 } as const;
export type SeedPurpose = keyof typeof SEED_PURPOSE;

const mix = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** A 32-bit seed for the decision at `step` (the number of actions so far) of hand `handNo`. */
export function decisionSeed(
  sessionSeed: number,
  handNo: number,
  step: number,
  purpose: SeedPurpose,
): number {
  let h = mix(sessionSeed >>> 0);
  h = mix(h ^ Math.imul(handNo, 0x9e3779b1));
  h = mix(h ^ Math.imul(step + 1, 0x27d4eb2f));
  return mix(h ^ SEED_PURPOSE[purpose]);
}
