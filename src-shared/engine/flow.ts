/**
 * A variant's flow: the bidding phases that differ between volený, licitovaný, křížový and lízaný, and
 * the hooks by which a variant changes the phases all of them share (doubling, play, the end of the
 * hand). `legalActions`, `refusal`, `reduce`, `newHand`, `illegalCards` and `view` look the flow up by
 * `state.variant` once (variants/registry.ts) and call it; nothing else in the engine switches on the variant.
 *
 * Contract:
 * - `phases` are the phases whose actions the flow decides; `doubling`, `play` and `finished` are
 *   common and never listed. `actionPhases` names the phase of each action type the flow takes (a
 *   refusal of such an action in another phase is `wrongPhase`).
 * - `legalActions` and `refusal` are called only in one of `phases`, with `state.toAct` not null and
 *   (for `refusal`) the action's seat to act and its phase right; `reduce` only with a legal action.
 * - A flow hands over to the common phases through `startDoubling(state, itself)` (doubling.ts) once
 *   the contract stands; the common code then finishes the hand, calling the hooks below where given.
 * - Every hook is optional; absent, volený's behaviour applies.
 * - A flow is a plain object of functions: none uses `this`, and the engine takes hooks off it.
 */
import type { Card } from '../cards/card.ts';
import type { Reason } from '../explain/reason.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { Action, ActionType } from './action.ts';
import type { Side } from './contract.ts';
import type { PlayRule } from './play.ts';
import type { EndKind, HandSetup, HandState, Phase } from './state.ts';
import type { Seat, Variant } from './table.ts';
import type { SeatView } from './seat-view.ts';

export interface Flow {
  readonly variant: Variant;
  readonly phases: readonly Phase[];
  readonly actionPhases: Readonly<Partial<Record<ActionType, Phase>>>;
  /**
   * A fresh hand from the setup: the deal and the first phase (table size checked by the flow). The
   * setup's rules are already the variant's (`rules` below, applied by deal.ts `newHand`).
   */
  readonly newHand: (setup: HandSetup) => HandState;
  /**
   * The ruleset a hand of the variant is played under, from the preset's (licitovaný: its betl and
   * durch rates; lízaný: marriages with the svršek first). Applied in one place for every hand, dealt
   * (deal.ts `newHand`) or given as a position (position.ts `fromPosition`), through `playingRules`.
   * Must be idempotent. Absent: the preset's rules as they are.
   */
  readonly rules?: (rules: Ruleset) => Ruleset;
  readonly legalActions: (state: HandState) => Action[];
  /** Why an action of the flow's own types is refused (not one of `legalActions`). */
  readonly refusal: (state: HandState, action: Action) => Reason;
  readonly reduce: (state: HandState, action: Action) => HandState;
  /** Cards of the acting seat's hand it may not use in the flow's phases, with the reason (discard bans). */
  readonly illegalCards?: (state: HandState) => { card: Card; reason: Reason }[];

  // --- Hooks into the common phases.
  /** The play rule for the seat to act (lízaný: no duties while the stock lasts). Default legal.ts. */
  readonly playRule?: (state: HandState) => PlayRule;
  /** The seats that speak for `side` in doubling, in order (křížový: the declarer alone for his side). */
  readonly doublingSeats?: (state: HandState, side: Side) => Seat[];
  /**
   * Why this doubling call (`double` or `pass`), otherwise allowed, is not the acting seat's to make,
   * or null (křížový: the partner may not flek nor announce against). legalActions leaves such calls
   * out and refusal gives the reason.
   */
  readonly doublingBan?: (
    state: HandState,
    action: Extract<Action, { type: 'double' | 'pass' }>,
  ) => Reason | null;
  /**
   * Whether the trick just completed ends the hand early (betl or durch broken): the end kind, or null
   * to play on. `state.tricks` already holds the trick. Default: betl lost when the declarer takes a
   * trick, durch lost when he loses one (rules/000 čl. IV odst. 7–8).
   */
  readonly brokenBy?: (state: HandState) => EndKind | null;
  /**
   * Doubling has ended and the hand is not paid unplayed: the state ended before the first lead, or null
   * to play (licitovaný: a defender shows four auxiliary cards against dvě sedmy).
   */
  readonly beforePlay?: (state: HandState) => HandState | null;
  /** After a completed trick when the hand goes on, before the winner leads (lízaný: the draw). */
  readonly afterTrick?: (state: HandState) => HandState;
  /** What a seat sees beyond the common view (hidden own cards, the partner, the stock …). */
  readonly viewExtras?: (state: HandState, seat: Seat, view: SeatView) => SeatView;
}
