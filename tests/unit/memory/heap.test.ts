/**
 * src-main/heap.ts: `releaseMemory` gives back the heap V8 committed beyond the live data (a
 * memory-reducing collection of this thread).
 */
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseMemory } from '../../../src-main/heap.ts';

/** Garbage that survives a few scavenges (kept in batches, then dropped), so the heap grows. */
function churn(): number {
  let kept: { a: number; b: string }[] = [];
  let n = 0;
  for (let i = 0; i < 1_500_000; i++) {
    kept.push({ a: i, b: `x${i}` });
    if (kept.length > 150_000) {
      n += kept.length;
      kept = [];
    }
  }
  return n + kept.length;
}

describe('the heap given back', () => {
  it('commits far less after releaseMemory than after the churn that grew it', () => {
    expect(churn()).toBe(1_500_000);
    const grown = getHeapStatistics().total_heap_size;
    releaseMemory();
    const released = getHeapStatistics().total_heap_size;
    expect(released).toBeLessThan(grown);
    // The churn left nothing live: what stays committed is the test process's own data.
    expect(grown - released).toBeGreaterThan(8 * 1024 * 1024);
    // A second call works the same (the collector is reached once, then kept).
    releaseMemory();
    expect(getHeapStatistics().total_heap_size).toBeLessThanOrEqual(released + 2 * 1024 * 1024);
  });
});
