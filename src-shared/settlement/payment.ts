/**
 * Who pays whom once a hand's amount is known (pravidla ČSM, čl. V odst. 1 and čl. VII odst. 2).
 *
 * Every seat at the table is on a side: the declaring side (the declarer, and in křížový his partner)
 * or the defence (everyone else, a seat sitting out included). The losing side pays:
 * - `each`: every payer pays every payee of the other side the amount (the declarer alone against two
 *   or three, lízaný's one against one);
 * - `pairs`: each loser pays one winner (křížový two against two): the i-th seat of one side in seat
 *   order settles with the i-th seat of the other.
 * Money is whole haléř per seat and always sums to zero.
 */
import type { Side } from '../engine/contract.ts';
import type { Seat } from '../engine/table.ts';

export type PaymentMode = 'each' | 'pairs';

/** The sides of a table where the declarer plays alone: he is the declaring side, all others defend. */
export function soloSides(players: number, declarer: Seat): Side[] {
  return Array.from({ length: players }, (_, s) => (s === declarer ? 'declarer' : 'defence'));
}

/** The seats of one side, in seat order. */
export function seatsOf(sides: readonly Side[], side: Side): Seat[] {
  const out: Seat[] = [];
  sides.forEach((s, seat) => {
    if (s === side) out.push(seat);
  });
  return out;
}

/**
 * How a hand with these sides is paid: in pairs when both sides hold more than one seat (only křížový
 * two against two), else each payer pays each payee.
 */
export function paymentMode(sides: readonly Side[]): PaymentMode {
  return seatsOf(sides, 'declarer').length > 1 && seatsOf(sides, 'defence').length > 1 ? 'pairs' : 'each';
}

/**
 * Money per seat. `owed[s]` for a defending seat is what it pays, in haléř, to each seat of the
 * declaring side (`each`) or to its one winner (`pairs`); negative: what it is paid by them. Entries
 * of declaring seats are ignored. `pairs` needs sides of equal size.
 */
export function pay(owed: readonly number[], sides: readonly Side[], mode: PaymentMode): number[] {
  const money = new Array<number>(sides.length).fill(0);
  const declaring = seatsOf(sides, 'declarer');
  const defending = seatsOf(sides, 'defence');
  if (mode === 'pairs' && declaring.length !== defending.length)
    throw new Error(`pairs need sides of equal size, not ${declaring.length} against ${defending.length}`);
  defending.forEach((d, i) => {
    const a = owed[d] ?? 0;
    const payees = mode === 'pairs' ? [declaring[i] as Seat] : declaring;
    for (const k of payees) {
      money[d] = (money[d] as number) - a;
      money[k] = (money[k] as number) + a;
    }
  });
  return money.map((m) => m + 0); // no −0
}
