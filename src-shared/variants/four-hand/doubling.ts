/**
 * Doubling in křížový (pravidla ČSM, čl. VII odst. 2). The odd doublings (flek, tutti …) come only from
 * the defence, and the called partner must not flek his declarer; announcements against the declaring
 * side are allowed, but not from the partner. The declaring side's even doublings (re, boty …) are
 * spoken by the declarer alone: the partner is hidden and speaking would show him (open question 19,
 * reading b). Every seat other than the declarer is asked in the defence's rounds, the partner too, so
 * that nobody can tell him by who is asked; he is offered only "Dobrý".
 */
import type { Side } from '../../engine/contract.ts';
import { type Seat, type Table, othersAfter } from '../../engine/table.ts';

/** Who speaks in a round of the given side, in order. */
export function doublingSpeakers(table: Table, declarer: Seat, side: Side): Seat[] {
  return side === 'declarer' ? [declarer] : othersAfter(table, declarer);
}

/** What the partner may not do when asked in a defence round; null: he only passes, which is allowed. */
export type PartnerRefusal = 'partnerMayNotDouble' | 'partnerMayNotAnnounce';

/**
 * Why a doubling call by `seat` is refused because he is the declarer's partner, or null. `doubles`:
 * the components it would double; `against`: the announcements against it would make.
 */
export function partnerRefusal(
  seat: Seat,
  partner: Seat | null,
  call: { readonly doubles: number; readonly against: number },
): PartnerRefusal | null {
  if (partner === null || seat !== partner) return null;
  if (call.against > 0) return 'partnerMayNotAnnounce';
  if (call.doubles > 0) return 'partnerMayNotDouble';
  return null;
}

/**
 * Seats that cannot be the partner by what everyone heard: a seat that doubled in a defence round or
 * announced against the declaring side (the rules forbid both to the partner). For the computer players'
 * layouts: these seats do not hold the called card.
 */
export function provenNotPartner(
  calls: readonly {
    readonly type: string;
    readonly seat: Seat;
    readonly components?: readonly unknown[];
    readonly against?: readonly unknown[];
  }[],
  declarer: Seat,
): Seat[] {
  const out = new Set<Seat>();
  for (const c of calls)
    if (
      c.type === 'double' &&
      c.seat !== declarer &&
      ((c.components?.length ?? 0) > 0 || (c.against?.length ?? 0) > 0)
    )
      out.add(c.seat);
  return [...out].sort((a, b) => a - b);
}
