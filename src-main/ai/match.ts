/**
 * Plays one hand through the engine with a player per seat. Each player sees only its seat's view;
 * every decision must be legal (a refusal here is a bug in the player and throws).
 */
import {
  type HandSetup,
  type HandState,
  type Seat,
  apply,
  createRng,
  newHand,
  view,
} from '../../src-shared/index.ts';
import type { Decision, Player } from './player.ts';

export interface PlayedHand {
  readonly final: HandState;
  /** The state when play began (null when the hand was settled without play). */
  readonly playStart: HandState | null;
  readonly decisions: readonly (Decision & { readonly seat: Seat })[];
}

/** The generator for decision `n` of a hand: the same seed replays the same hand. */
export const decisionRng = (seed: number, n: number) =>
  createRng((seed ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0);

export function playHand(setup: HandSetup, players: readonly Player[], seed: number): PlayedHand {
  let state = newHand(setup);
  let playStart: HandState | null = null;
  const decisions: (Decision & { seat: Seat })[] = [];
  while (state.phase !== 'finished') {
    if (state.phase === 'play' && playStart === null) playStart = state;
    const seat = state.toAct as Seat;
    const player = players[seat];
    if (player === undefined) throw new Error(`no player at seat ${seat}`);
    const decision = player.decide(view(state, seat), decisionRng(seed, decisions.length));
    const next = apply(state, decision.action);
    if (!next.ok)
      throw new Error(
        `${player.name} chose an illegal action ${JSON.stringify(decision.action)}: ${next.error.code}`,
      );
    decisions.push({ ...decision, seat });
    state = next.value;
  }
  return { final: state, playStart, decisions };
}
