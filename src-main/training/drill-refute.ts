/**
 * The solver's answer to a card played on a drill (a worker task): the exact analysis of the deal the
 * verdict is shown on and, for a wrong card, the play that defeats the drill's goal after it. For a wrong
 * card in a `seat` drill that deal is the adversarial re-deal (redeal.ts `redealAgainst`): the unseen
 * cards arranged, among the layouts consistent with the seat's view, into one where the card misses the
 * goal; otherwise (an exact drill, a right card, or no such layout) the real deal. With the card's
 * principle (goal-principle.ts). Pure TypeScript, for worker threads.
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
import type { Goal } from '../../src-shared/goal/goal.ts';
import { analyze } from '../solver/analyze.ts';
import { goalLine } from '../solver/goal.ts';
import { redealAgainst } from './redeal.ts';
import { goalPrinciple } from './goal-principle.ts';
import type { PrincipleNote } from '../../src-shared/explain/principles/note.ts';

export interface RefuteTask {
  readonly method: 'refuteDrill';
  /** The drill's real deal. */
  readonly position: Position;
  readonly seat: Seat;
  readonly card: Card;
  /** The drill's goal (absent: the most money). */
  readonly goal?: Goal;
  /** The card misses the goal: re-deal a seat drill against it, and find the play that defeats it. */
  readonly wrong?: boolean;
  /** Re-deal the unseen cards against `card` (a wrong card in a seat drill). */
  readonly redeal: boolean;
  readonly seed: number;
  /** The drill's kind and answers, for the card's principle (goal-principle.ts); absent: none named. */
  readonly kind?: 'exact' | 'seat';
  readonly answers?: readonly Card[];
}

export interface Refutation {
  readonly position: Position;
  readonly redealt: boolean;
  readonly analysis: Analysis;
  /**
   * A wrong card of a goal other than the most money: the card and the play after it, both sides playing
   * for and against the goal, on `position`, which ends with the goal missed. Null otherwise (the money's
   * line is the analysis's refutation).
   */
  readonly goalLine: readonly Card[] | null;
  /** The card's principle (goal-principle.ts), or null (absent: not asked). */
  readonly principle?: PrincipleNote | null;
}

export function refuteDrill(
  task: RefuteTask,
  hooks: { readonly shouldStop?: () => boolean } = {},
): Refutation {
  const real = fromPosition(task.position);
  if (!real.ok) throw new Error(`a drill's position does not read: ${real.error.code}`);
  let state = real.value;
  let redealt = false;
  const goal: Goal = task.goal ?? { kind: 'money' };
  if (task.redeal) {
    const r = redealAgainst(view(state, task.seat), task.card, goal, { seed: task.seed });
    if (r.found) {
      state = r.layout;
      redealt = true;
    }
  }
  const stop = hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {};
  const analysis = analyze(state, stop);
  const line =
    task.wrong === true && goal.kind !== 'money' && goal.kind !== 'everyLegal'
      ? goalLine(state, task.card, goal, stop)
      : null;
  const principle =
    task.kind === undefined || task.answers === undefined
      ? null
      : goalPrinciple(
          {
            real: real.value,
            shown: state,
            redealt,
            card: task.card,
            right: task.wrong !== true,
            goal,
            answers: task.answers,
            check: task.kind,
            analysis,
            seed: task.seed,
          },
          stop,
        );
  return { position: describe(state), redealt, analysis, goalLine: line, principle };
}
