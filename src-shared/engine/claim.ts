/**
 * Ložená hra — the declarer's claim that the rest cannot be lost (pravidla ČSM, čl. V odst. 10–11;
 * turnajová pravidla ČSM, čl. II odst. 18–22).
 *
 * Who and when: the declarer, once the game has been commented (doubling is over) and while it is
 * played (čl. II odst. 20–21 of the tournament rules). The engine lets one seat act at a time, so the
 * claim is offered when the declarer is to act in the play phase; a laydown before a defender's lead
 * stays one after it (the check holds against every defence), so nothing is lost by waiting for that
 * turn. After a wrong claim he may claim again only once another trick has been completed.
 *
 * The verdict is the laydown check (laydown/) from the declarer's knowledge, under a fixed node
 * budget so that `apply` stays pure, deterministic and bounded (a full hand of three is typically
 * decided in well under 30,000 nodes). A check that runs out of budget has decided nothing: the claim
 * is "not proven", never judged against the declarer — it is withdrawn without consequence (his cards
 * stay hidden, play goes on as before, and he may claim again). Every table is judged: three seats, four in křížový (the partner's cards unseen, the
 * partner with the defence until the called card falls), two in lízaný once the stock is gone, and
 * dvě sedmy with both sevens' tricks. With Ruleset.laydownStrict the rules' own test applies
 * (no card points, and against a seven no trick, for the defence); the verdict names the test of its
 * contract (claimTest).
 *
 * Right: the hand ends, the cards are not played, the contract is paid at its base rates as made
 * (čl. V odst. 10 of the general rules) and flek money is split (settlement). Wrong: it is not a
 * revoke; play goes on from where it was with the declarer's cards open (čl. II odst. 21 of the
 * tournament rules: at the defence's request, which the app takes as always made).
 */
import type { Reason } from '../explain/reason.ts';
import { laydown } from './laydown/proof.ts';
import { type ClaimRecord, type ClaimTest, type HandState, stockOf } from './state.ts';
import type { Seat } from './table.ts';

/** Search nodes the engine spends on one claim. */
export const CLAIM_MAX_NODES = 400_000;

/**
 * Whether the declarer may claim now (he is to act in the play phase and did not just claim wrongly).
 * Never while a stock lasts (lízaný: the cards still to be drawn are unknown, so nothing is certain).
 */
export function mayClaim(state: HandState): boolean {
  return (
    state.phase === 'play' &&
    state.toAct !== null &&
    state.toAct === state.declarer &&
    stockOf(state).length === 0 &&
    !claimedThisTrick(state)
  );
}

/** A wrong claim in this trick (one not proven changed nothing, so it does not count). */
function claimedThisTrick(state: HandState): boolean {
  return state.claim !== null && state.claim.outcome === 'wrong' && state.claim.trick === state.tricks.length;
}

/** Why the seat to act may not claim (the phase and the turn are checked before). */
export function claimRefusal(state: HandState, seat: Seat): Reason {
  if (seat !== state.declarer) return { code: 'claimNotDeclarer' };
  const stock = stockOf(state);
  if (stock.length > 0) return { code: 'claimWhileStock', stockSize: stock.length };
  return { code: 'claimRepeated' };
}

/**
 * The test a claim of this contract must pass (pravidla ČSM, čl. V odst. 11; turnajová pravidla ČSM,
 * čl. II odst. 19), as the laydown check applies it: betl and durch, and dvě sedmy (that it cannot be
 * lost), under any rules; a seven or a game/hundred by the strict test when the rules ask for it.
 */
export function claimTest(state: Pick<HandState, 'game' | 'components' | 'rules'>): ClaimTest {
  if (state.game === 'betl' || state.game === 'openBetl') return 'betl';
  if (state.game === 'durch' || state.game === 'openDurch') return 'durch';
  if (state.components.some((k) => k.kind === 'twoSevens')) return 'twoSevens';
  if (!state.rules.laydownStrict) return 'contract';
  return state.components.some((k) => k.kind === 'seven') ? 'noTrick' : 'points';
}

/** The verdict on a claim by the declarer now. */
export function judgeClaim(state: HandState): ClaimRecord {
  const strict = state.rules.laydownStrict;
  const r = laydown(state, { strict, maxNodes: CLAIM_MAX_NODES });
  const outcome = !r.decided ? 'notProven' : r.claimable ? 'laidDown' : 'wrong';
  return {
    seat: state.declarer as Seat,
    trick: state.tricks.length,
    outcome,
    test: claimTest(state),
    laydown: outcome === 'laidDown',
    strict,
    decided: r.decided,
    open: outcome !== 'notProven' || state.claim?.open === true,
  };
}

/** The declarer's cards lie open for everyone: after a decided claim, right or wrong. */
export function claimOpensHand(state: Pick<HandState, 'claim'>): boolean {
  return state.claim?.open === true;
}
