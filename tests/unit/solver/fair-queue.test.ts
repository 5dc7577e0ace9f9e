/**
 * The pool's fair queue: callers take turns, and a page naming many callers (the X-Marias-Caller header
 * is set by the page) cannot take more turns than MAX_CALLERS allows.
 */
import { describe, expect, it } from 'vitest';
import { FairQueue, MAX_CALLERS } from '../../../src-main/solver/fair-queue.ts';

function order<T>(q: FairQueue<T>): T[] {
  const out: T[] = [];
  for (let x = q.shift(); x !== undefined; x = q.shift()) out.push(x);
  return out;
}

describe('fair queue', () => {
  it('serves callers in turns: a burst waits behind the other caller’s next item', () => {
    const q = new FairQueue<string>();
    for (const i of [1, 2, 3]) q.push('a', `a${i}`);
    q.push('b', 'b1');
    expect(order(q)).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('files new names under one shared turn while MAX_CALLERS callers wait', () => {
    const q = new FairQueue<string>();
    // A window with work waiting, then one page posing as 64 windows with one request each.
    for (const i of [1, 2, 3]) q.push('window', `window${i}`);
    for (let i = 0; i < 64; i++) q.push(`fake${i}`, `fake${i}`);
    const served = order(q);
    expect(served).toHaveLength(67);
    // The window waits behind at most MAX_CALLERS others per turn; without the cap its second item
    // came after all 64 names' first turns.
    expect(served.indexOf('window2')).toBeLessThanOrEqual(MAX_CALLERS + 1);
    expect(served.indexOf('window3')).toBeLessThanOrEqual(2 * (MAX_CALLERS + 1));
  });

  it('forgets callers once served, so new names get their own turn again', () => {
    const q = new FairQueue<string>(2);
    q.push('a', 'a1');
    q.push('b', 'b1');
    q.push('c', 'c1'); // shares the overflow turn
    q.push('d', 'd1'); // the same overflow turn, after c1
    expect(order(q)).toEqual(['a1', 'b1', 'c1', 'd1']);
    q.push('e', 'e1');
    q.push('f', 'f1');
    expect(order(q)).toEqual(['e1', 'f1']);
  });
});
