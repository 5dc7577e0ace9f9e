/**
 * The solver's answer to a card played on a drill (a worker task): the exact analysis of the deal the
 * verdict is shown on. For a wrong card in a `seat` drill that deal is the adversarial re-deal
 * (redeal.ts): the unseen cards arranged, among the layouts consistent with the seat's view, into one
 * where the card loses most; otherwise (an exact drill, a right card, or no beating layout) the real
 * deal. Pure TypeScript, for worker threads.
 */
import {
  type Analysis,
  type Card,
  type Position,
  type Seat,
  describe,
  fromPosition,
  view,
} from '../../src-shared/index.ts';
import { analyze } from '../solver/analyze.ts';
import { redeal } from './redeal.ts';

export interface RefuteTask {
  readonly method: 'refuteDrill';
  /** The drill's real deal. */
  readonly position: Position;
  readonly seat: Seat;
  readonly card: Card;
  /** Re-deal the unseen cards against `card` (a wrong card in a seat drill). */
  readonly redeal: boolean;
  readonly seed: number;
}

export interface Refutation {
  readonly position: Position;
  readonly redealt: boolean;
  readonly analysis: Analysis;
}

export function refuteDrill(
  task: RefuteTask,
  hooks: { readonly shouldStop?: () => boolean } = {},
): Refutation {
  const real = fromPosition(task.position);
  if (!real.ok) throw new Error(`a drill's position does not read: ${real.error.code}`);
  let state = real.value;
  let redealt = false;
  if (task.redeal) {
    const r = redeal(view(state, task.seat), task.card, { seed: task.seed });
    if (r.found) {
      state = r.layout;
      redealt = true;
    }
  }
  const analysis = analyze(state, hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {});
  return { position: describe(state), redealt, analysis };
}
