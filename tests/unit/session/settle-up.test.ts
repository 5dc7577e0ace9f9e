/**
 * Settling up an evening: who pays whom in the fewest payments. Each case's payments are written out
 * (ties, zeros, all-zero evenings, 2/3/4 players); the property checks random ledgers against a count of
 * zero-sum groups made independently (over bit masks), so fewest is checked, not only "settles".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SettlePayment,
  paymentBalances,
  settleUp,
  zeroSumGroups,
} from '../../../src-shared/session/settle-up.ts';

const p = (from: number, to: number, haler: number): SettlePayment => ({ from, to, haler });

describe('settleUp: the payments of a ledger', () => {
  it.each<[string, number[], SettlePayment[]]>([
    ['two players, all zero', [0, 0], []],
    ['two players', [50, -50], [p(1, 0, 50)]],
    ['two players, the other way', [-1230, 1230], [p(0, 1, 1230)]],
    ['three players, all zero', [0, 0, 0], []],
    ['three, one wins from two: the larger debt first', [100, -40, -60], [p(2, 0, 60), p(1, 0, 40)]],
    ['three, one loses to two: the larger credit first', [-100, 70, 30], [p(0, 1, 70), p(0, 2, 30)]],
    ['three, a zero stays out', [-30, 30, 0], [p(0, 1, 30)]],
    ['three, a chain settled in two', [-50, 20, 30], [p(0, 2, 30), p(0, 1, 20)]],
    ['three, tied debts: the lower seat first', [-20, 10, 10], [p(0, 1, 10), p(0, 2, 10)]],
    ['three, tied credits', [40, -20, -20], [p(1, 0, 20), p(2, 0, 20)]],
    ['four players, all zero', [0, 0, 0, 0], []],
    ['four, two zeros', [0, -25, 0, 25], [p(1, 3, 25)]],
    ['four, two pairs settle apart', [100, -50, 50, -100], [p(3, 0, 100), p(1, 2, 50)]],
    ['four, tied pairs: the first pairing in order', [30, 30, -30, -30], [p(2, 0, 30), p(3, 1, 30)]],
    ['four, one wins from three', [120, -40, -40, -40], [p(1, 0, 40), p(2, 0, 40), p(3, 0, 40)]],
    ['four, no zero-sum part: three payments', [70, 30, -40, -60], [p(3, 0, 60), p(2, 1, 30), p(2, 0, 10)]],
    ['four, a zero and a three', [0, -90, 60, 30], [p(1, 2, 60), p(1, 3, 30)]],
  ])('%s', (_, ledger, payments) => {
    const got = settleUp(ledger);
    expect(got).toEqual(payments);
    expect(paymentBalances(ledger.length, got ?? [])).toEqual(ledger);
  });

  it('one player, or none, pays nothing', () => {
    expect(settleUp([0])).toEqual([]);
    expect(settleUp([])).toEqual([]);
  });

  it.each<[string, number[]]>([
    ['a ledger that does not sum to zero', [10, -5, 0]],
    ['a part of a haléř', [1.5, -1.5]],
    ['five players', [1, 1, 1, 1, -4]],
  ])('cannot settle %s', (_, ledger) => {
    expect(settleUp(ledger)).toBeNull();
  });

  it('finds the most zero-sum groups, the first partition in order on a tie', () => {
    expect(zeroSumGroups([30, 30, -30, -30])).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(zeroSumGroups([0, 0, 0])).toEqual([[0], [1], [2]]);
    expect(zeroSumGroups([70, 30, -40, -60])).toEqual([[0, 1, 2, 3]]);
  });
});

/** The most disjoint zero-sum groups covering every seat, over bit masks (independent of partitions()). */
function mostGroups(ledger: readonly number[]): number {
  const n = ledger.length;
  const sum = (mask: number) => ledger.reduce((a, v, i) => (mask & (1 << i) ? a + v : a), 0);
  const best = new Array<number>(1 << n).fill(-Infinity);
  best[0] = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    if (sum(mask) !== 0) continue;
    for (let sub = mask; sub > 0; sub = (sub - 1) & mask)
      if (sum(sub) === 0) best[mask] = Math.max(best[mask] ?? 0, (best[mask ^ sub] ?? 0) + 1);
  }
  return best[(1 << n) - 1] ?? 0;
}

describe('settleUp: properties over random evenings', () => {
  // Balances in haléř as a session's money comes (multiples of 10 make ties and zero-sum parts common).
  const ledgers = fc
    .tuple(
      fc.integer({ min: 2, max: 4 }),
      fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 3, maxLength: 3 }),
    )
    .chain(([n, raw]) => fc.constant(n).map(() => raw.slice(0, n - 1).map((v) => v * 10)))
    .map((head) => [...head, 0 - head.reduce((a, b) => a + b, 0)]);

  it('the payments reproduce the ledger exactly, in n minus the most zero-sum groups, never over n − 1', () => {
    fc.assert(
      fc.property(ledgers, (ledger) => {
        const payments = settleUp(ledger);
        expect(payments).not.toBeNull();
        const list = payments ?? [];
        expect(paymentBalances(ledger.length, list)).toEqual(ledger);
        expect(list.length).toBe(ledger.length - mostGroups(ledger));
        expect(list.length).toBeLessThanOrEqual(ledger.length - 1);
        for (const pay of list) {
          expect(Number.isSafeInteger(pay.haler) && pay.haler > 0).toBe(true);
          // Nobody both pays and is paid: a debtor only pays, a creditor only receives.
          expect(ledger[pay.from]).toBeLessThan(0);
          expect(ledger[pay.to]).toBeGreaterThan(0);
        }
        // The same ledger always gives the same payments.
        expect(settleUp([...ledger])).toEqual(list);
      }),
      { numRuns: 2000, seed: 29 },
    );
  });
});
