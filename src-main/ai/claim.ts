/**
 * Ložená hra for a computer declarer (pravidla ČSM, čl. V odst. 10–11; turnajová pravidla ČSM, čl. II
 * odst. 18–22): on its turn in play it lays the rest down when the engine's own laydown check proves
 * that nothing is left to lose, and otherwise plays on. The proof is judged from the declarer's
 * knowledge only (laydown.ts), with the rules' strict test when they ask for it, so a computer's claim
 * is never wrong: `apply` of the claim judges it the same way and ends the hand.
 *
 * The check here has a smaller node budget than the engine's (COMPUTER_CLAIM_NODES against
 * CLAIM_MAX_NODES): it runs on the computer's every turn in play, and a position it cannot decide in
 * that budget is played on, never claimed. The search is deterministic, so what it proves within the
 * smaller budget the engine proves within the larger.
 */
import type { Action, HandState, Seat } from '../../src-shared/index.ts';
import { mayClaim } from '../../src-shared/engine/claim.ts';
import { laydown } from '../../src-shared/engine/laydown/proof.ts';

/** Search nodes a computer declarer spends on whether to claim (a typical ending needs far fewer). */
export const COMPUTER_CLAIM_NODES = 50_000;

/** The claim `seat` should make now, or null: not its turn to claim, or the rest is not proven won. */
export function computerClaim(state: HandState, seat: Seat): Action | null {
  if (state.toAct !== seat || !mayClaim(state)) return null;
  const r = laydown(state, { strict: state.rules.laydownStrict, maxNodes: COMPUTER_CLAIM_NODES });
  return r.decided && r.claimable ? { type: 'claim', seat } : null;
}
