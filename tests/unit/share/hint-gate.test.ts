/**
 * A guest's hints per seat (src-main/share/limits.ts `HintGate`): one at a time, then a token bucket;
 * past either the seconds to wait. The clock is passed in (ms).
 */
import { describe, expect, it } from 'vitest';
import { HintGate } from '../../../src-main/share/limits.ts';
import { GUEST_HINTS } from '../../../src-main/share/guest-server.ts';

describe('hints per seat', () => {
  it('lets one hint run at a time per seat; another seat has its own', () => {
    const gate = new HintGate({ burst: 3, perSecond: 0.2 });
    const first = gate.take('a', 0);
    expect('done' in first).toBe(true);
    expect(gate.take('a', 0)).toEqual({ wait: 1 });
    expect('done' in gate.take('b', 0)).toBe(true);
    if ('done' in first) first.done();
    expect('done' in gate.take('a', 0)).toBe(true);
  });

  it('past the burst answers the seconds until the next one, and lets it come then', () => {
    const gate = new HintGate({ burst: 3, perSecond: 0.2 });
    for (let i = 0; i < 3; i++) {
      const g = gate.take('a', 0);
      if (!('done' in g)) throw new Error(`hint ${i} refused`);
      g.done();
    }
    expect(gate.take('a', 0)).toEqual({ wait: 5 });
    expect(gate.take('a', 4_999)).toEqual({ wait: 1 });
    expect('done' in gate.take('a', 5_000)).toBe(true);
  });

  it('by default: three at once, then one every 5 s', () => {
    expect(GUEST_HINTS).toEqual({ burst: 3, perSecond: 0.2 });
  });
});
