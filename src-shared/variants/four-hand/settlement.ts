/**
 * Křížový's own settlement (pravidla ČSM, čl. VII odst. 2). The pairs payment itself (each loser pays
 * one winner; alone, the declarer against each of three) is common code: settle.ts pays by the sides of
 * `HandResult.sides` (payment.ts). What is křížový's alone is durch "s chytrým" (`durchClever`, open
 * question 18): the declarer needs only the first seven tricks, and whoever takes the last one is paid
 * with him as the declaring side, so the durch is paid two against two.
 */
import type { Seat } from '../../engine/table.ts';
import type { HandState } from '../../engine/state.ts';
import { noTrumpResult } from './play.ts';
import { FOUR_HAND_TRICKS } from './deal.ts';
import type { SettlementRule } from '../../settlement/rule.ts';
import type { HandResult } from '../../settlement/result.ts';

/** What the rule reads off a finished hand (`HandResult.extras.durchClever`). */
export interface CleverDurchData {
  /** The seat other than the declarer that took the last trick of a made durch s chytrým; else null. */
  readonly clever: Seat | null;
}

export const DURCH_CLEVER_ID = 'durchClever';

/** The seat that joins the declarer for payment, or null (none, or a result built without the data). */
export function cleverSeat(r: HandResult): Seat | null {
  const data = r.extras?.[DURCH_CLEVER_ID] as CleverDurchData | undefined;
  return data?.clever ?? null;
}

/** Durch s chytrým as a settlement rule (settlement/rule.ts), listed in variant.ts. */
export const DURCH_CLEVER_RULE: SettlementRule = {
  id: DURCH_CLEVER_ID,
  variants: ['fourHand'],
  applies: (r) => r.rules.durchClever && r.game === 'durch',
  read(state: HandState): CleverDurchData {
    // Only a durch played to its last trick: one broken earlier ended there, a laid-down one was shown.
    if (state.end !== 'played' || state.declarer === null || state.tricks.length !== FOUR_HAND_TRICKS)
      return { clever: null };
    const winners = state.tricks.map((t) => t.winner);
    return { clever: noTrumpResult('durch', state.declarer, winners, true).clever };
  },
  sides(r, sides) {
    const clever = cleverSeat(r);
    if (clever === null) return sides;
    return sides.map((side, s) => (s === clever ? 'declarer' : side));
  },
  item(c, r, ctx) {
    const clever = cleverSeat(r);
    if (c.kind !== 'durch' || clever === null) return null;
    const rate = ctx.rules.rates.durch;
    const last = ctx.tricks - 1;
    return [ctx.item(c, true, { code: 'durchClever', seat: clever, trick: last }, rate, rate, 0, 1)];
  },
};

/** Křížový's rules for the registry, in the order they are consulted. */
export const FOUR_HAND_SETTLEMENT_RULES: readonly SettlementRule[] = [DURCH_CLEVER_RULE];
