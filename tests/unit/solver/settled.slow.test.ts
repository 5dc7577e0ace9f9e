/**
 * The proof that a hand's result is settled (src-main/solver/settled.ts) against this test's own
 * reference: every line of play of a small endgame enumerated through the engine's `legalActions` and
 * `apply`, each priced by `settle`. Settled must hold exactly when every line pays the same money.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  apply,
  createRng,
  legalActions,
  settle,
} from '../../../src-shared/index.ts';
import { provenSettled } from '../../../src-main/solver/settled.ts';
import { type Contract, endPosition } from '../../support/deals.ts';

/** Every distinct money vector the lines of play from `s` end with (claims are not plays). */
function moneyOfEveryLine(s: HandState, out = new Set<string>()): Set<string> {
  if (s.phase === 'finished') {
    out.add(JSON.stringify(settle(s).money));
    return out;
  }
  for (const a of legalActions(s).filter((x: Action) => x.type === 'play')) {
    const next = apply(s, a);
    if (!next.ok) throw new Error(`the engine refused its own legal action ${JSON.stringify(a)}`);
    moneyOfEveryLine(next.value, out);
  }
  return out;
}

const CONTRACTS: readonly Contract[] = [
  'game',
  'seven',
  'hundred',
  'hundredSeven',
  'sevenAgainst',
  'betl',
  'durch',
];

describe('the settled proof against every line of play', () => {
  for (const contract of CONTRACTS) {
    it(`agrees with brute force on random ${contract} endgames of up to four tricks`, () => {
      const rng = createRng(0x5e771ed ^ contract.length);
      let settled = 0;
      let open = 0;
      for (let i = 0; i < 40; i++) {
        const s = endPosition(rng, contract, 2 + rng.int(3), rng.int(3));
        const proof = provenSettled(s);
        expect(proof.complete).toBe(true);
        const lines = moneyOfEveryLine(s);
        expect(proof.settled, `${contract} #${i}: ${[...lines].join(' | ')}`).toBe(lines.size === 1);
        if (proof.settled) settled++;
        else open++;
      }
      // Both answers occur, so the agreement says something about each.
      expect(settled).toBeGreaterThan(0);
      expect(open).toBeGreaterThan(0);
    });
  }

  it('never claims settled on a search cut short', () => {
    // The cap is polled every 1,024 nodes: a search that ends before the first poll is not cut, and its
    // answer must then be the uncapped one.
    const rng = createRng(7);
    let cut = 0;
    for (let i = 0; i < 10; i++) {
      const s = endPosition(rng, 'game', 10, 0);
      const proof = provenSettled(s, { maxNodes: 1 });
      if (proof.complete) expect(proof).toEqual(provenSettled(s));
      else {
        expect(proof.settled).toBe(false);
        cut++;
      }
    }
    expect(cut).toBeGreaterThan(5);
  });

  it('proves nothing outside card play', () => {
    const rng = createRng(8);
    const s = endPosition(rng, 'game', 3, 0);
    expect(provenSettled({ ...s, phase: 'talon' })).toEqual({
      settled: false,
      complete: true,
      nodes: 0,
    });
  });
});
