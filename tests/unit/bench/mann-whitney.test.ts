/**
 * The A/B of the first screen (scripts/bench-load-ab.ts) says whether two builds differ by a two-sided
 * Mann–Whitney U test, normal approximation with the ties corrected and the continuity correction. The
 * expected p-values are SciPy's (`scipy.stats.mannwhitneyu(a, b, method='asymptotic', use_continuity=True)`,
 * SciPy 1.x), the second case a real pair of rounds' times from the mount to the first screen.
 */
import { describe, expect, it } from 'vitest';
import { mannWhitney } from '../../../scripts/bench-load-ab.ts';

const CASES: readonly { a: number[]; b: number[]; p: number; what: string }[] = [
  { a: [1, 2, 3, 4, 5], b: [6, 7, 8, 9, 10], p: 0.012185780355344813, what: 'apart' },
  {
    a: [539, 670, 618, 724, 486, 740, 776, 707],
    b: [525, 550, 500, 510, 596, 764, 505, 553],
    p: 0.12780760094754465,
    what: 'overlapping rounds',
  },
  { a: [1, 1, 2, 2, 3], b: [1, 2, 3, 3, 4, 4], p: 0.15805326141621479, what: 'ties across the groups' },
  { a: [5, 5, 5], b: [5, 5, 5], p: 1, what: 'all equal' },
];

describe('mannWhitney', () => {
  for (const { a, b, p, what } of CASES)
    it(`matches SciPy: ${what}`, () => {
      expect(mannWhitney(a, b)).toBeCloseTo(p, 4);
      expect(mannWhitney(b, a)).toBeCloseTo(p, 4);
    });
});
