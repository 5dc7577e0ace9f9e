/**
 * The exact solver against a deliberately naive exhaustive minimax written here: no pruning, no
 * tables, every legal card tried through the engine's own apply and every leaf priced by settle.
 * They share no search code, so agreement on thousands of random end positions of every contract type
 * is evidence that the search (pruning, transposition table, incremental scoring) is exact.
 */
import { describe, expect, it } from 'vitest';
import { type HandState, apply, createRng, legalActions, settle } from '../../../src-shared/index.ts';
import { CONTRACTS, endPosition, isNoTrump } from '../../support/deals.ts';
import { Search, solve } from '../../../src-main/solver/search.ts';
import { TranspositionTable } from '../../../src-main/solver/table.ts';

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

describe('exact solver = naive minimax', () => {
  // Without trumps the naive search rarely ends early, so fewer deep positions keep the run short.
  it.each(CONTRACTS)('%s: 240 positions with 4 tricks left, more with 5 and 6 (mid-trick)', (contract) => {
    const rng = createRng(CONTRACTS.indexOf(contract) + 1);
    const noTrump = isNoTrump(contract);
    const sets: [number, number, number][] = [
      [240, 4, 0],
      [noTrump ? 3 : 12, 5, 1],
      [1, 6, 2],
    ];
    for (const [count, left, extra] of sets) {
      for (let i = 0; i < count; i++) {
        const s = endPosition(rng, contract, left, extra === 0 ? rng.int(3) : extra);
        const exact = naive(s);
        expect(solve(s).value).toBe(exact);
        // A table of 16 slots: entries are overwritten all the time, which must never change the value.
        if (i % 2 === 0) expect(new Search(s, { table: new TranspositionTable(4) }).value()).toBe(exact);
      }
    }
  });

  it('the best card reaches the value, and each card’s value equals re-solving after it', () => {
    const rng = createRng(99);
    for (let i = 0; i < 100; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4, 0);
      const { value, best } = solve(s);
      const after = apply(s, { type: 'play', seat: s.toAct!, card: best! });
      expect(after.ok && solve(after.value).value).toBe(value);
      const search = new Search(s);
      for (const a of legalActions(s)) {
        if (a.type !== 'play') continue;
        const next = apply(s, a);
        expect(search.valueAfter(a.card)).toBe(next.ok && solve(next.value).value);
      }
    }
  });
});
