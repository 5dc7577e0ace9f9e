/**
 * The coach at the table (practice sessions): a person's played card graded by the solver, exactly and
 * from what the person could know at that moment, as data the table words with src-shared/explain
 * (verdict.ts) and the grade names. Main answers `coachCard` (src-main/coach/coach.ts).
 *
 * While the hand is running the answer carries no card the person could not see (`hidden`): the exact
 * analysis comes without its refutations and without the card of its lines' last tricks, and without
 * the position; with `reveal`, or once the hand is over, it comes whole with the position before the card.
 *
 * A forced card (the only legal card there, the engine's `legalActions`) is not graded: the note says so
 * (`forced`) and carries no grade, no seat view and no analysis; no solver runs for it.
 */
import type { Card } from '../cards/card.ts';
import type { Action } from '../engine/action.ts';
import type { Game, Side } from '../engine/contract.ts';
import type { Position } from '../engine/position.ts';
import type { PayShape } from '../explain/format.ts';
import type { Seat } from '../engine/table.ts';
import * as v from 'valibot';
import type { DecisionGrade } from '../review/grade.ts';
import { paramFields, intIn } from '../io/schema.ts';
import type { SeatGrade } from './review.ts';
import type { PrincipleNote } from '../explain/principles/note.ts';
import type { Analysis, SeatCardStats } from './solver.ts';

/** `{id, index, reveal?}`: ids and indexes are checked against the session by the coach itself. */
export const CoachParams = paramFields({
  /** The session (a practice session). */
  id: intIn(1, null, 'session id (integer ≥ 1)'),
  /** Index of the card in the current hand's actions (the snapshot's `history`). */
  index: intIn(0, null, 'integer ≥ 0'),
  /** Show the hidden cards now, the hand still running (the person asked "ukázat proč"). */
  reveal: v.optional(v.boolean('boolean')),
});
export type CoachParams = v.InferOutput<typeof CoachParams>;

export interface CoachNote {
  readonly session: number;
  readonly handNo: number;
  readonly index: number;
  readonly seat: Seat;
  /** The side the person's money is counted for. */
  readonly side: Side;
  readonly card: Card;
  /** The contract's game (the words of a betl or durch differ). */
  readonly game: Game;
  /**
   * How the hand is paid (explain/verdict.ts handPayShape): the verdict says from whom the declaring
   * side's money comes. Null while hidden from a defender (his money is his own; křížový's partner may be
   * unknown to him).
   */
  readonly payShape: PayShape | null;
  /** True when cards the person could not see are withheld (the hand is running, no reveal asked). */
  readonly hidden: boolean;
  /**
   * The card was the only legal card (`legalActions` offered no other play): nothing was graded, so the
   * grades, the seat view and the analysis are null and the note says only that.
   */
  readonly forced: boolean;
  /** Graded with every card visible; null when the solver did not value the card. */
  readonly exact: DecisionGrade | null;
  /** A best card with every card visible, when the played one was not (one of the person's own cards). */
  readonly bestAction: Action | null;
  /** Graded from what the person could know: the mean over the layouts of the unseen cards. */
  readonly seatView: SeatGrade | null;
  /** The played card's figures in the seat view (describeSeatStats words them), over `seatLayouts`. */
  readonly seatStats: SeatCardStats | null;
  readonly seatLayouts: number;
  /** Whether the seat view solved every possible layout (not a sample). */
  readonly seatExact: boolean;
  /**
   * The exact analysis of the moment before the card (withheld parts: see the module comment); null when
   * forced, and for a lízaný card while the stock lasts (graded over the draws, `draws`).
   */
  readonly analysis: Analysis | null;
  /**
   * A lízaný card while the stock lasts: the stock's size before it, and whether the exact grade was
   * searched (false: `exact` is null, only the seat view — `over: 'draws'` — grades it). Absent otherwise.
   */
  readonly draws?: { readonly stockSize: number; readonly exactSearched: boolean };
  /** The position before the card with every hand; null while hidden. */
  readonly position: Position | null;
  /**
   * The card's principle (src-main/review/principle.ts, the review's too): from the seat's view where one
   * holds in every layout where the card loses, else the all-cards-open one said as such; while hidden,
   * only one that names no card the person has not seen. Null: none (a forced card, a lízaný card while
   * the stock lasts).
   */
  readonly principle: PrincipleNote | null;
}
