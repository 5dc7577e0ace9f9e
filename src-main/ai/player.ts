/**
 * A computer player: given only what its seat may know (`view(state, seat)`) and a seeded generator,
 * it returns one of `view.legal` with the reason for it. Players never see a HandState, so they are
 * fair by construction; the same view and seed give the same decision (for the levels: untimed, or
 * within their time cap, see budget.ts).
 */
import type { Action, Hint, Rng, SeatView } from '../../src-shared/index.ts';

export interface Decision {
  readonly action: Action;
  readonly hint: Hint;
}

export interface Player {
  /** Registry name (players.ts), e.g. "hrac" or "rules". */
  readonly name: string;
  decide(view: SeatView, rng: Rng): Decision;
}

/** The only legal action, when there is just one (a claim, ložená hra, is not a move: see claim.ts). */
export function forced(view: SeatView): Decision | null {
  const moves = view.legal.filter((a) => a.type !== 'claim');
  return moves.length === 1 ? { action: moves[0] as Action, hint: { code: 'forced' } } : null;
}
