/**
 * The search terminates for any finite values (its null windows are adjacent doubles, not a fixed
 * epsilon), and it is exact for every silent-hundred rate the rules accept.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Ruleset,
  apply,
  createRng,
  legalActions,
  settle,
} from '../../../src-shared/index.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';
import { Search, above } from '../../../src-main/solver/search.ts';

/** Every rate times `k`, and no limit. */
function scaled(s: HandState, k: number): HandState {
  const r = s.rules.rates;
  const times = (x: number | null) => (x === null ? null : x * k);
  const rates = Object.fromEntries(Object.entries(r).map(([key, v]) => [key, times(v)]));
  return { ...s, rules: { ...s.rules, limit: null, rates: rates as unknown as Ruleset['rates'] } };
}

function naive(s: HandState): number {
  if (s.phase === 'finished') return settle(s).perDefender;
  const maximize = s.toAct === s.declarer;
  let best = maximize ? -Infinity : Infinity;
  // The solver plays cards; a claim (ložená hra) is the engine's verdict on them, not a move.
  for (const a of legalActions(s).filter((x) => x.type === 'play')) {
    const r = apply(s, a);
    if (!r.ok) throw new Error('the engine refused its own legal action');
    const v = naive(r.value);
    best = maximize ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

describe('search termination', () => {
  it('solves positions whose values are near 10¹² exactly (a fixed epsilon could not move them)', () => {
    const rng = createRng(1017);
    const k = 2 ** 40;
    for (let i = 0; i < 40; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4, rng.int(3));
      const plain = new Search(scaled(s, 1)).solve();
      const big = new Search(scaled(s, k), { maxNodes: 5_000_000 }).solve();
      expect(big.value).toBe(plain.value * k);
      expect(big.best).not.toBeNull();
      // The best card reaches the value.
      const after = apply(scaled(s, k), { type: 'play', seat: s.toAct!, card: big.best! });
      if (!after.ok) throw new Error('the best card is not legal');
      const next = after.value;
      expect(next.phase === 'play' ? new Search(next).value() : settle(next).perDefender).toBe(big.value);
    }
  });

  it('is exact when the silent hundred pays just the game rate (the least the rules accept)', () => {
    const rng = createRng(7);
    for (let i = 0; i < 120; i++) {
      const s0 = endPosition(rng, i % 2 === 0 ? 'game' : 'sevenAgainst', 4, rng.int(3));
      const rules: Ruleset = {
        ...s0.rules,
        rates: { ...s0.rules.rates, silentHundred: s0.rules.rates.game },
      };
      const s = { ...s0, rules };
      const search = new Search(s);
      const { value, best } = search.solve();
      expect(value).toBe(naive(s));
      expect(best).not.toBeNull();
    }
  });

  it('above() gives the next double, so a probe window is never empty', () => {
    for (const x of [0, 1, -1, 1e12, -1e12, 2 ** 60, 0.1]) {
      expect(above(x)).toBeGreaterThan(x);
      expect((x + above(x)) / 2 === x || (x + above(x)) / 2 === above(x)).toBe(true);
    }
  });
});
