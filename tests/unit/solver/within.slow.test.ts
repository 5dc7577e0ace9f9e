/**
 * `Search.valueWithin(alpha, beta)` against `value()` on a fresh search: inside the window it is the
 * value, outside a bound on the right side of it (fail-soft), and with the infinite window the value —
 * on random endings of every contract, windows below, around and above the value, and one search asked
 * again and again (its table and guess warm) as an alpha-beta search above it asks.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src-shared/index.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

/** What `valueWithin` may answer for a position of value `v` in the window (alpha, beta). */
function allowed(r: number, v: number, alpha: number, beta: number): boolean {
  if (v <= alpha) return r >= v && r <= alpha;
  if (v >= beta) return r <= v && r >= beta;
  return r === v;
}

describe('valueWithin', () => {
  it('is the value inside its window and a bound beyond it, on every contract', () => {
    const rng = createRng(50);
    let inside = 0;
    let low = 0;
    let high = 0;
    for (let i = 0; i < 60; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 3 + (i % 2), i % 3);
      const v = new Search(s).value();
      expect(new Search(s).valueWithin(-Infinity, Infinity)).toBe(v);
      // A window on each side of the value, one around it, one touching it, and one search reused.
      const d = Math.max(1, Math.abs(v));
      const windows: [number, number][] = [
        [v + d, v + 3 * d],
        [v - 3 * d, v - d],
        [v - d, v + d],
        [v, v + d],
        [v - d, v],
        [-Infinity, v - d],
        [v + d, Infinity],
      ];
      const warm = new Search(s);
      for (const [alpha, beta] of windows) {
        const r = new Search(s).valueWithin(alpha, beta);
        expect(allowed(r, v, alpha, beta)).toBe(true);
        expect(allowed(warm.valueWithin(alpha, beta), v, alpha, beta)).toBe(true);
        if (v <= alpha) low++;
        else if (v >= beta) high++;
        else inside++;
      }
      expect(warm.value()).toBe(v);
    }
    expect(Math.min(inside, low, high)).toBeGreaterThan(50);
  });
});
