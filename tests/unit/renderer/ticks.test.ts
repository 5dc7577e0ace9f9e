import { describe, expect, it } from 'vitest';
import { coincidentOffsets, roundAxis } from '../../../src-renderer/format/ticks.ts';

describe('roundAxis', () => {
  // [min, max] in haléř → the axis the ledger chart draws.
  const cases: [number, number, number, number, number[]][] = [
    [0, 0, -10, 10, [-10, 0, 10]],
    [0, 40, 0, 40, [0, 10, 20, 30, 40]],
    [-120, 340, -200, 400, [-200, 0, 200, 400]],
    [-1730, 90, -2000, 500, [-2000, -1500, -1000, -500, 0, 500]],
    [0, 7, 0, 10, [0, 10]],
  ];
  it.each(cases)('from %d to %d covers %d..%d', (min, max, lo, hi, ticks) => {
    const axis = roundAxis(min, max);
    expect(axis).toEqual({ min: lo, max: hi, ticks });
  });

  it('every tick is a round step and the axis covers the data', () => {
    for (const [min, max] of [
      [-3333, 777],
      [-5, 12345],
      [-98765, -1],
    ] as const) {
      const axis = roundAxis(Math.min(0, min), Math.max(0, max));
      expect(axis.min).toBeLessThanOrEqual(min);
      expect(axis.max).toBeGreaterThanOrEqual(max);
      const step = (axis.ticks[1] as number) - (axis.ticks[0] as number);
      expect(String(step)).toMatch(/^[125]0*$/);
      expect(axis.ticks).toContain(0);
      expect(axis.ticks.length).toBeGreaterThanOrEqual(3);
      expect(axis.ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it('refuses a range upside down', () => {
    expect(() => roundAxis(5, 1)).toThrow(/min 5 above max 1/);
  });
});

describe('coincidentOffsets', () => {
  it('sets apart only the points where lines meet, around their value', () => {
    // Two players even after hand 1, all three level at 0 before the first hand, the third apart after.
    const off = coincidentOffsets(
      [
        [0, 20, 20],
        [0, 20, 40],
        [0, -40, -60],
      ],
      4,
    );
    expect(off).toEqual([
      [-4, -2, 0],
      [0, 2, 0],
      [4, 0, 0],
    ]);
  });

  it('leaves lines that never meet where they are', () => {
    expect(
      coincidentOffsets(
        [
          [0, 10],
          [5, -10],
        ],
        4,
      ),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
