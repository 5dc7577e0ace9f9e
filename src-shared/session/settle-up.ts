/**
 * Settling up at the end of an evening: who pays whom, in the fewest payments, so that every player's
 * balance in the session's ledger is met exactly (money in haléř; the ledger sums to zero).
 *
 * The fewest payments for n players is n minus the largest number of disjoint groups whose balances
 * sum to zero: a group of k players with no zero-sum part needs k − 1 payments and can be settled with
 * that many, and no payment crosses between groups. n is at most four here, so every partition of the
 * players is tried (15 at four) and the one with most zero-sum groups taken; ties go to the first in
 * the order below, so the same ledger always gives the same payments.
 */

/** One payment: seat `from` pays seat `to` `haler` (an integer > 0). */
export interface SettlePayment {
  readonly from: number;
  readonly to: number;
  readonly haler: number;
}

/** Every partition of seats 0..n−1 into groups, in restricted-growth order (all in one group first). */
function partitions(n: number): number[][][] {
  const out: number[][][] = [];
  const labels: number[] = [];
  const grow = (i: number, used: number): void => {
    if (i === n) {
      const groups: number[][] = Array.from({ length: used }, () => []);
      labels.forEach((g, seat) => groups[g]?.push(seat));
      out.push(groups);
      return;
    }
    for (let g = 0; g <= used; g++) {
      labels[i] = g;
      grow(i + 1, Math.max(used, g + 1));
    }
  };
  if (n > 0) grow(0, 0);
  return out;
}

/**
 * The largest number of disjoint zero-sum groups the balances fall into, and the first partition that
 * reaches it (a seat with a zero balance is a group of its own).
 */
export function zeroSumGroups(balances: readonly number[]): number[][] {
  let best: number[][] = [];
  for (const groups of partitions(balances.length)) {
    const zero = groups.every((g) => g.reduce((sum, s) => sum + (balances[s] ?? 0), 0) === 0);
    if (zero && groups.length > best.length) best = groups;
  }
  return best;
}

/**
 * One zero-sum group settled in (group size − 1) payments at most: the one who owes most pays the one
 * owed most as much as one of them is due, until nothing is owed; ties go to the lower seat.
 */
function settleGroup(balances: readonly number[], group: readonly number[]): SettlePayment[] {
  const left = new Map(group.map((s) => [s, balances[s] ?? 0]));
  const out: SettlePayment[] = [];
  const pick = (sign: 1 | -1): number | null => {
    let at: number | null = null;
    for (const s of group) {
      const v = (left.get(s) ?? 0) * sign;
      if (v > 0 && (at === null || v > (left.get(at) ?? 0) * sign)) at = s;
    }
    return at;
  };
  for (;;) {
    const payer = pick(-1);
    const payee = pick(1);
    if (payer === null || payee === null) return out;
    const haler = Math.min(-(left.get(payer) ?? 0), left.get(payee) ?? 0);
    out.push({ from: payer, to: payee, haler });
    left.set(payer, (left.get(payer) ?? 0) + haler);
    left.set(payee, (left.get(payee) ?? 0) - haler);
  }
}

/**
 * Who pays whom to settle `ledger` (haléř per seat, positive: is owed), in the fewest payments: n
 * minus the largest number of zero-sum groups, never more than n − 1. Payments come group by group,
 * each group's largest first. Null for a ledger that cannot be settled so: more than four seats (the
 * partitions are enumerated), a balance that is no whole number of haléř, or a sum other than zero.
 */
export function settleUp(ledger: readonly number[]): SettlePayment[] | null {
  if (ledger.length > 4 || !ledger.every((v) => Number.isSafeInteger(v))) return null;
  if (ledger.reduce((a, b) => a + b, 0) !== 0) return null;
  return zeroSumGroups(ledger).flatMap((group) => settleGroup(ledger, group));
}

/** What each seat comes out with after `payments` (received minus paid), to check against the ledger. */
export function paymentBalances(n: number, payments: readonly SettlePayment[]): number[] {
  const out = new Array<number>(n).fill(0);
  for (const p of payments) {
    out[p.from] = (out[p.from] ?? 0) - p.haler;
    out[p.to] = (out[p.to] ?? 0) + p.haler;
  }
  return out;
}
