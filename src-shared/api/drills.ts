/**
 * Drills over the API: a drill at the learner's level from the stock in SQLite (or the next
 * one due for repetition), a card played on it judged (right, illegal with the engine's reason, wrong
 * with the solver's verdict on the deal the line is shown on), and the training's status. Main answers
 * (src-main/training/drills.ts); the renderer words verdicts with src-shared/explain.
 *
 * A `seat` drill travels as the seat's view only: no hidden card leaves main before the attempt ends.
 */
import * as v from 'valibot';
import { type Card, isCard } from '../cards/card.ts';
import type { Side } from '../engine/contract.ts';
import type { Position } from '../engine/position.ts';
import type { Seat } from '../engine/table.ts';
import type { SeatView } from '../engine/view.ts';
import type { Reason } from '../explain/reason.ts';
import type { Goal } from '../goal/goal.ts';
import type { Rating } from '../training/glicko.ts';
import type { RepetitionChange } from '../training/repetition.ts';
import { paramFields, intIn, parsed } from '../io/schema.ts';
import type { Action } from '../engine/action.ts';
import { parseAction } from '../io/parse.ts';
import type { Grade } from '../review/grade.ts';
import type { PublicAction } from './game.ts';
import type { DecisionKind } from './review.ts';
import type { Analysis } from './solver.ts';
import type { PrincipleNote } from '../explain/principles/note.ts';
import type { TechniqueId } from '../explain/principles/techniques.ts';

/**
 * The drill themes: the card drills' (src-main/training/mine.ts THEMES) and then the bidding drills'
 * (`BID_DRILL_THEMES`, src-main/training/bid-mine.ts BID_THEMES); main checks they agree.
 */
export const DRILL_THEMES = [
  'sedma',
  'sto',
  'betl',
  'durch',
  'obrana',
  'vynaseni',
  'pocitani',
  'talon',
  'game',
  'flek',
] as const;
export type DrillTheme = (typeof DRILL_THEMES)[number];
/**
 * The themes of the decisions before the first card: the talon (which two cards to lay away), the game
 * (trumps, the game, the auction's bid, křížový's trump card and call, the announcement), flek (doubles
 * and the announcements against).
 */
export const BID_DRILL_THEMES = ['talon', 'game', 'flek'] as const satisfies readonly DrillTheme[];
export type BidDrillTheme = (typeof BID_DRILL_THEMES)[number];

/** A drill as the learner may see it. */
export interface ShownDrill {
  readonly id: number;
  readonly theme: DrillTheme;
  /** `exact`: every hand shown; `seat`: only the seat's view. */
  readonly kind: 'exact' | 'seat';
  /** `mined` by the solver, or a personal drill from a reviewed mistake. */
  readonly source: 'mined' | 'review';
  readonly seat: Seat;
  readonly side: Side;
  /** What the drill asks; the task is worded from it (explain/goal.ts goalWords). */
  readonly goal: Goal;
  /** The seat's view (what it may play is `view.legal`). */
  readonly view: SeatView;
  /** Every hand (index = seat) for an exact drill; null for a seat drill. */
  readonly hands: readonly (readonly Card[])[] | null;
  /**
   * The talon where the seat knows it: an exact drill's (every card is shown); a seat drill's only when
   * the seat laid it (the declarer: `view.talon`). Null otherwise: it is among the cards the seat cannot
   * see (absent: null). The hand so far (tricks, who showed out, the contract, marriages) is in `view`.
   */
  readonly talon?: readonly Card[] | null;
  /**
   * A seat drill: how many layouts of the unseen cards the seat cannot rule out from its view (every
   * answer meets the goal in all of them). Null (or absent) for an exact drill, or a drill stored without
   * the count.
   */
  readonly layouts?: number | null;
  /**
   * A card drill's hand before its card as the seat saw it (a discard or trump card it could not see
   * hidden), for the calls: a personal drill's, from its reviewed hand. Null (or absent) when the calls
   * are not known: a mined drill's position comes from no auction; a personal drill stored before
   * drills kept them. A bidding drill's calls are `bid.history`.
   */
  readonly history?: readonly PublicAction[] | null;
  readonly rating: Rating;
  /** Served from the repetition queue. */
  readonly due: boolean;
  /**
   * A drill of a decision before the first card (a `BID_DRILL_THEMES` theme): `view` is the seat's
   * view at the decision, `goal` the most money, and the answer is one of `bid.choices`, sent with
   * `drillCall` (not `drillPlay`). Absent for a card drill.
   */
  readonly bid?: ShownBid;
}

/** What a bidding drill shows besides the seat's view. */
export interface ShownBid {
  /** The kind of decision: trump, game, discard, answer, announce, double, auction, talon, call. */
  readonly kind: DecisionKind;
  /** The choices the drill compares, in the judge's order: the learner answers one (a blind trump once). */
  readonly choices: readonly Action[];
  /** The calls so far as the seat saw them (a discard or a trump card it may not know hidden). */
  readonly history: readonly PublicAction[];
  /** What the values are means over: deals of the cards the seat cannot see, or lízaný's draws. */
  readonly over: 'deals' | 'draws';
}

export interface DrillStatus {
  readonly learner: Rating;
  /** Unplayed drills ready per theme. */
  readonly stock: { readonly [T in DrillTheme]: number };
  /**
   * Due for repetition now (src-shared/training/repetition.ts `due`, counting items that wait a
   * day or more up to the end of the caller's day): the drills due mode serves one after another and
   * the reviewed bidding mistakes due (src-main/training/queue.ts `dueCount`), offered there as links.
   */
  readonly dueToday: number;
  /** The filler is mining drills now (or judging stored ones again: src-main/training/stock.ts). */
  readonly mining: boolean;
}

/** The caller's offset from UTC in minutes, east positive (for "today"; default 0). */
const utcOffset = v.optional(intIn(-14 * 60, 14 * 60, 'minutes from UTC (integer, −840…840)'));
const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1;

export const DrillNextParams = paramFields({
  /** null: any theme. */
  theme: v.nullable(v.picklist(DRILL_THEMES, `null or one of ${DRILL_THEMES.join(', ')}`)),
  /** Only drills due for repetition (by the end of the caller's day). */
  due: v.boolean('boolean'),
  utcOffset,
  /** Drill ids not to serve now (the one just played). */
  exclude: v.optional(
    v.custom<readonly number[]>(
      (x) => Array.isArray(x) && x.length <= 100 && x.every(isId),
      'up to 100 drill ids',
    ),
  ),
});
export type DrillNextParams = v.InferOutput<typeof DrillNextParams>;

/**
 * What the drills of every theme lean toward (src-main/training/weak-spots.ts): the learner's weakest
 * principle (the technique with the most of their own mistakes) and the drill themes that practise it
 * (src-shared/training/weak-spots.ts PRINCIPLE_THEMES), drawn more often than the others.
 */
export interface DrillFocus {
  readonly technique: TechniqueId;
  /** The learner's mistakes it explains. */
  readonly mistakes: number;
  readonly themes: readonly DrillTheme[];
}

export interface DrillNext {
  readonly drill: ShownDrill | null;
  /** Why there is no drill: the theme's stock is empty (being mined), or nothing is due. */
  readonly empty: 'stock' | 'due' | null;
  readonly status: DrillStatus;
  /** Drills of every theme (not due) lean toward this principle; null or absent: no lean (no named mistake, a theme chosen, due). */
  readonly focus?: DrillFocus | null;
}

export const DrillPlayParams = paramFields({
  drill: v.custom<number>(isId, 'drill id (integer ≥ 1)'),
  card: v.custom<Card>(isCard, 'card'),
  utcOffset,
});
export type DrillPlayParams = v.InferOutput<typeof DrillPlayParams>;

/** The learner's rating before and after a rated attempt. */
export interface RatingChange {
  readonly before: Rating;
  readonly after: Rating;
}

export type DrillPlay =
  | { readonly outcome: 'illegal'; readonly card: Card; readonly reason: Reason }
  | {
      readonly outcome: 'right' | 'wrong';
      readonly card: Card;
      /** What the drill asked: a card is right when it meets this goal. */
      readonly goal: Goal;
      /** The cards that meet the goal (equivalents included; seat drills: in every layout). */
      readonly answers: readonly Card[];
      /**
       * A seat drill: in how many of the `count` layouts the seat cannot rule out the card played meets
       * the goal (an answer: all of them; a wrong card: fewer). Null (or absent) for an exact drill, or a
       * drill stored without the counts.
       */
      readonly layouts?: { readonly count: number; readonly meets: number } | null;
      /**
       * A right card that costs money another answer keeps (exact, on the real deal): the money it gives
       * away per defender and that better answer. Null otherwise.
       */
      readonly cost: { readonly loss: number; readonly better: Card } | null;
      /**
       * A wrong card of a goal other than the most money: the card and the play after it on `position`,
       * both sides playing for and against the goal, at whose end the goal is missed. Null otherwise.
       */
      readonly goalLine: readonly Card[] | null;
      /**
       * The deal the verdict and its line are shown on: the real one, or for a wrong card in a seat
       * drill the adversarial re-deal (`redealt`) consistent with what the seat saw.
       */
      readonly position: Position;
      readonly redealt: boolean;
      /** `analyze(position)`: explainVerdict words the card's verdict and line from it. */
      readonly analysis: Analysis;
      /**
       * The card's principle by the drill's goal (src-main/training/goal-principle.ts): a wrong card's
       * against an answer (an exact drill: on the deal; a seat drill: common to the layouts where it
       * misses the goal, else on the layout shown, said so), a right card's why for a money goal; null:
       * none. Worded by explain/principles (noteWords).
       */
      readonly principle?: PrincipleNote | null;
      /** The first card of an attempt is rated; later cards (or a drill not served) are not: null. */
      readonly rating: RatingChange | null;
      /**
       * What the attempt did to the drill's repetition item (a miss: added, back in 4 h; a due drill
       * solved: a rung up); null when nothing changed (the screen says so only when something did).
       */
      readonly repetition?: RepetitionChange | null;
      readonly status: DrillStatus;
    };

export const DrillCallParams = paramFields({
  drill: v.custom<number>(isId, 'drill id (integer ≥ 1)'),
  action: parsed(parseAction),
  utcOffset,
});
export type DrillCallParams = v.InferOutput<typeof DrillCallParams>;

/** One choice of a bidding drill with what it is worth from the seat's view (the judge's figures). */
export interface BidChoiceValue {
  readonly action: Action;
  /** Mean money over the samples, the decider's own side (base rates per defender). */
  readonly value: number;
  /** On the actual deal with every card visible (null: not searched — lízaný's calls). */
  readonly exact: number | null;
  /** The best choice's mean less this one's, ≥ 0 (0: the best, or worth as much on every sample). */
  readonly loss: number;
  /** The ± of `loss` at 95 % (simultaneous over the comparisons and the looks); 0 for the answers. */
  readonly margin: number;
  /** The grade of `loss` from its interval's lower end. */
  readonly grade: Grade;
  /** An answer: the best, or worth as much on every sample. */
  readonly right: boolean;
}

export type DrillCall =
  | { readonly outcome: 'illegal'; readonly action: Action; readonly reason: Reason }
  | {
      readonly outcome: 'right' | 'wrong';
      /** The choice answered: its index in `choices`. */
      readonly choice: number;
      /** Every choice the drill compares, with its seat-view value, loss and ±. */
      readonly choices: readonly BidChoiceValue[];
      /** The index of the best choice (the highest mean). */
      readonly best: number;
      readonly kind: DecisionKind;
      /** How many samples the means are over, and of what. */
      readonly samples: number;
      readonly over: 'deals' | 'draws';
      /** The first answer of an attempt is rated; later ones (or a drill not served) are not: null. */
      readonly rating: RatingChange | null;
      readonly repetition?: RepetitionChange | null;
      readonly status: DrillStatus;
    };

/** Absent params (undefined, null) read as `{}`. */
export const DrillStatusParams = v.pipe(v.nullish(v.unknown(), {}), paramFields({ utcOffset }));
export type DrillStatusParams = v.InferOutput<typeof DrillStatusParams>;
