/**
 * "Proč? / Why?" about a computer's call after the hand (`callWhy`): the decision is run again, not
 * read from a record. A computer's decision is a pure function of the seat's view, its level and the
 * seed, and the seed is `decisionSeed(session seed, hand, step, 'move')` (seeds.ts), so running the
 * level once more on the view it had then gives the very decision it took, hint and all. The re-run is
 * untimed (budget.ts: only the clock makes a decision depend on the machine); its action is compared
 * with the recorded one and a difference (a decision the clock stopped in the hand on a busy machine)
 * is refused `whyNotReproduced` rather than explained wrongly. Nothing but the hand is read, so every
 * hand ever played, before this existed too, can be asked.
 *
 * A call a stand-in made (the computer playing a person's seat while its person was away from the
 * shared table) is the computer's too: the hand's stand-in mark names its level (the store's `stand_in`),
 * and its seed is the same step's, so it is run again and explained like any computer call. A person's
 * own call is not.
 *
 * What is told: `callReason` (src-shared/explain/why.ts) keeps counts, shares, games and money and drops
 * every card, so the answer is the same for every seat that asks.
 */
import {
  type Action,
  type ApiError,
  type CallWhy,
  type Result,
  type SeatView,
  type SessionSettings,
  actionKey,
  callReason,
  err,
  ok,
  replay,
  sideOf,
  view,
} from '../../src-shared/index.ts';
import type { HandRow } from '../store/store.ts';
import type { Decision } from '../ai/player.ts';
import type { PlayerName } from '../ai/players.ts';
import { decisionSeed } from './seeds.ts';
import { checkedHand } from './session.ts';

/** The actions that are a seat's play, not a call: never explained here. */
const NOT_CALLS: ReadonlySet<Action['type']> = new Set(['play', 'claim']);

type Answer<T> = Result<T, ApiError<never>>;

/** The solver pool's decision (service.ts `Decider.decide`), as the move was taken (no `best`), untimed. */
export type Decide = (
  view: SeatView,
  player: PlayerName,
  seed: number,
  options: { readonly caller: string; readonly timed: false },
) => Promise<Answer<Decision>>;
const refusedWhy = (reason: Extract<ApiError<never>, { code: 'refused' }>['reason']): Answer<never> =>
  err({ code: 'refused', reason });

/**
 * Why the computer made action `index` of `hand`. `sessionSeed` and `settings` are the session's; the
 * hand must be finished (its money settled). Runs the decision by `decide` under `caller`.
 */
export async function callWhy(
  decide: Decide,
  sessionSeed: number,
  settings: SessionSettings,
  hand: HandRow,
  index: number,
  caller: string,
): Promise<Answer<CallWhy>> {
  if (hand.money === null) return refusedWhy({ code: 'whyAfterHand' });
  const action = hand.actions[index];
  if (action === undefined || NOT_CALLS.has(action.type)) return refusedWhy({ code: 'whyNoCall', index });
  // The computer's level for that call: the seat's own, or the stand-in's that made it for a person.
  const player = settings.seats[action.seat];
  const level = player?.kind === 'ai' ? player.level : hand.standIn.find((m) => m.index === index)?.level;
  if (level === undefined) return refusedWhy({ code: 'whyNoCall', index });
  const checked = checkedHand(hand);
  if (!checked.ok) return err({ code: 'internal', message: `hand ${hand.handNo}: ${checked.error}` });
  const before = replay(checked.value.setup, hand.actions.slice(0, index));
  if (!before.ok)
    return err({ code: 'internal', message: `hand ${hand.handNo} does not replay to ${index}` });
  const state = before.value;
  const seed = decisionSeed(sessionSeed, hand.handNo, index, 'move');
  // Untimed: a busy machine must not cut the re-run short. A decision the clock cut short in the hand
  // may then come out otherwise, and is refused below rather than explained wrongly.
  const decision = await decide(view(state, action.seat), level, seed, { caller, timed: false });
  if (!decision.ok) return decision;
  if (actionKey(decision.value.action) !== actionKey(action))
    return refusedWhy({ code: 'whyNotReproduced', seat: action.seat });
  const side = state.declarer === null ? 'declarer' : sideOf(state, action.seat);
  const reason = callReason(decision.value.hint, side, settings.rules.baseHaler);
  if (reason === null) return refusedWhy({ code: 'whyNoCall', index });
  return ok({ seat: action.seat, index, reason });
}
