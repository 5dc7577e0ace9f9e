/**
 * The lesson runner's API: the course with the learner's best stars, one lesson as the
 * renderer shows it, and an attempt at it — started, hints asked, cards played and judged — answered by
 * main (src-main/training/lessons.ts).
 *
 * What a step sends is only what the learner may see: an `exact` step every hand (`position`), a `seat`
 * step the seat's view alone (`view(state, seat)`; its hidden hands never leave main). A card is judged
 * `illegal` (the engine's reason), `right` (then the opponents' replies along the solver's best defence
 * until the trick is over) or `wrong` (the solver's verdict on it as data for explain/verdict.ts; for a
 * `seat` step in a layout of the unseen cards, consistent with the seat's view, where the card misses).
 * Every step states its goal in the goal vocabulary (src-shared/goal) and is graded by the goal judge.
 * A step that collects every right card (`collect: every`: every legal card, or every card meeting its
 * goal) is done only when all are found: each right card but the last is answered `found` (the cards
 * found so far, how many remain; the position stays), the last one `right`; main decides.
 *
 * Stars (decided in main, `starsFor`): a lesson is passed when every step is finished; 3 stars with no
 * mistake and no hint, 2 with one (a mistake or a hint), 1 with more. A mistake is a wrong or illegal card.
 */
import * as v from 'valibot';
import type { Card } from '../cards/card.ts';
import type { Position } from '../engine/position.ts';
import type { Seat } from '../engine/table.ts';
import type { SeatView } from '../engine/view.ts';
import type { Citation } from '../explain/articles.ts';
import type { RepetitionChange } from '../training/repetition.ts';
import type { Reason } from '../explain/reason.ts';
import type { Deck } from '../explain/names.ts';
import type { Goal } from '../goal/goal.ts';
import type { Collect } from '../explain/goal.ts';
import type { CheckMode, Text } from '../training/lesson.ts';
import { card, paramFields, intIn, token } from '../io/schema.ts';
import type { PrincipleNote } from '../explain/principles/note.ts';
import type { Analysis } from './solver.ts';

// ---------------------------------------------------------------------------------------------
// The course

export interface CourseLesson {
  readonly id: string;
  readonly title: Text;
  readonly cites: readonly Citation[];
  /** How many steps (positions) the lesson has. */
  readonly steps: number;
  /** The best stars so far (1–3); null: never finished. */
  readonly stars: number | null;
  /** When it was first finished (ISO 8601), or null. */
  readonly completed: string | null;
  /** Finished attempts so far. */
  readonly attempts: number;
}

export interface CourseChapter {
  readonly id: string;
  readonly title: Text;
  /** In course order. */
  readonly lessons: readonly CourseLesson[];
}

export interface CourseSummary {
  /** In course order. */
  readonly chapters: readonly CourseChapter[];
}

// ---------------------------------------------------------------------------------------------
// One lesson

/** One step as the learner sees it. */
export interface LessonStepShown {
  /** 0-based. */
  readonly index: number;
  /** The seat the learner plays (to act in the position). */
  readonly seat: Seat;
  readonly goal: Goal;
  /** `every`: the step asks for every right card, each found one kept by main; `one`: the first is enough. */
  readonly collect: Collect;
  readonly check: CheckMode;
  readonly task: Text;
  /** How many hints there are (asked one at a time with `lessonHint`). */
  readonly hints: number;
  /** What the learner's seat sees, with its legal cards. */
  readonly view: SeatView;
  /** `exact` steps: the whole position, every hand open; `seat` steps: null. */
  readonly position: Position | null;
}

export interface LessonShown {
  readonly id: string;
  readonly chapter: string;
  readonly chapterTitle: Text;
  readonly title: Text;
  readonly explanation: readonly Text[];
  readonly cites: readonly Citation[];
  readonly steps: readonly LessonStepShown[];
  /** The next lesson of the course, or null after the last. */
  readonly next: string | null;
}

// ---------------------------------------------------------------------------------------------
// An attempt

const LESSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const ATTEMPT_ID = /^[\w-]{1,64}$/;

export const LessonIdParams = paramFields({
  id: v.pipe(
    v.string('lesson id ("basics.follow-suit")'),
    v.check((id) => id.length <= 200 && LESSON_ID.test(id), 'lesson id ("basics.follow-suit")'),
  ),
});
export type LessonIdParams = v.InferOutput<typeof LessonIdParams>;

/** The id `lessonStart` answered. */
const attempt = token(ATTEMPT_ID, 'attempt id');
/** The step the learner is at (0-based). */
const step = intIn(0, 999, 'step index (integer 0–999)');

export const AttemptParams = paramFields({ attempt });
export type AttemptParams = v.InferOutput<typeof AttemptParams>;

export interface LessonStart {
  readonly attempt: string;
  readonly lesson: string;
}

export const LessonHintParams = paramFields({ attempt, step });
export type LessonHintParams = v.InferOutput<typeof LessonHintParams>;

export interface LessonHint {
  readonly step: number;
  /** 0-based index of this hint. */
  readonly index: number;
  readonly total: number;
  readonly text: Text;
}

export const LessonPlayParams = paramFields({
  attempt,
  step,
  card: card('card'),
  /** The learner's offset from UTC in minutes, east positive (for "today" on the repetition ladder). */
  utcOffset: v.optional(intIn(-14 * 60, 14 * 60, 'minutes from UTC (integer, −840…840)')),
});
export type LessonPlayParams = v.InferOutput<typeof LessonPlayParams>;

/** One card the opponents (or a partner) play in reply, in playing order. */
export interface LessonReply {
  readonly seat: Seat;
  readonly card: Card;
}

/** How far a card gets towards a step's goal in one layout (best play by both sides after it). */
export interface GoalFigures {
  readonly card: Card;
  /** Whether the goal is reached. */
  readonly reached: boolean;
  /** The points of the learner's side at the end: cards, last trick and marriages. */
  readonly points: number;
  /** Tricks the learner's seat takes from here to the end. */
  readonly tricks: number;
}

export interface LessonFinish {
  readonly stars: number;
  readonly mistakes: number;
  readonly hints: number;
  /** The best stars over every attempt, this one included. */
  readonly best: number;
  /** Whether this was the first time the lesson was finished. */
  readonly first: boolean;
  /** The next lesson of the course, or null. */
  readonly next: string | null;
  /** What finishing did to the lesson's repetition item (`lesson:<id>`); null: nothing changed. */
  readonly repetition?: RepetitionChange | null;
}

export type LessonVerdict =
  | {
      readonly kind: 'illegal';
      readonly card: Card;
      /** The engine's reason (explain/format.ts explainReason words it with its article). */
      readonly reason: Reason;
      readonly mistakes: number;
    }
  | {
      readonly kind: 'wrong';
      readonly card: Card;
      /**
       * The layout the card was judged in, every hand shown: the step's own position (`exact`), or for
       * a `seat` step a layout consistent with the seat's view in which the card misses the goal.
       */
      readonly position: Position;
      readonly redealt: boolean;
      /** The exact analysis of that layout (explainVerdict words the card from it). */
      readonly analysis: Analysis;
      /** The solver's best play after the card in that layout, the card first, to the end of the hand. */
      readonly line: readonly Card[];
      /** The card's figures and those of a right card in that layout. */
      readonly mine: GoalFigures;
      readonly right: GoalFigures;
      /**
       * A `seat` step: in how many of the `count` layouts the seat cannot rule out the card meets the goal
       * (a right card: all of them); absent for an `exact` step.
       */
      readonly layouts?: { readonly count: number; readonly meets: number };
      /**
       * The card's principle by the step's goal (src-main/training/goal-principle.ts): on the position
       * (`exact`); for a `seat` step common to the layouts where it misses the goal, else on the layout
       * shown, said so. Null: none named. Worded by explain/principles (noteWords).
       */
      readonly principle?: PrincipleNote | null;
      readonly mistakes: number;
    }
  | {
      /**
       * A step collecting every right card (`collect: every`): the card is right (legal, for
       * `everyLegal`; meeting the goal by the judge, else) and counts as found, but some right cards
       * are still to be found; the step stays at its position.
       */
      readonly kind: 'found';
      readonly card: Card;
      /** The right cards found so far at this step, this one included, in the order found. */
      readonly found: readonly Card[];
      /** Right cards still to find (at least 1). */
      readonly remaining: number;
      /** The card was found before: counted once, no mistake. */
      readonly again: boolean;
      readonly mistakes: number;
    }
  | {
      readonly kind: 'right';
      readonly card: Card;
      /** The step's cards found: every right card for a step collecting them all, else this card. */
      readonly found: readonly Card[];
      /** The replies along the solver's best defence until the trick is over. */
      readonly replies: readonly LessonReply[];
      /**
       * An `exact` step whose card is worth the most money: the position before it and its analysis, so
       * the renderer can say why it is right (explainVerdict's principle). Null otherwise (a `seat` step
       * never: it would name hidden cards).
       */
      readonly why: { readonly position: Position; readonly analysis: Analysis } | null;
      /**
       * A `seat` step: why the card is right, worded per deck and language, where the words are the same
       * in every layout the seat cannot rule out (so they say nothing about the unseen cards); else null.
       */
      readonly whyWords: Readonly<Record<Deck, Text>> | null;
      /**
       * The card meets the goal but gives away money that `better`, another card meeting it, keeps:
       * `loss` per defender (for a `seat` step, the same in every layout); null when it gives none.
       */
      readonly cost: { readonly loss: number; readonly better: Card } | null;
      /** The view after the card and the replies (and, for an `exact` step, the whole position). */
      readonly after: { readonly view: SeatView; readonly position: Position | null };
      /** The next step, or null when this was the last. */
      readonly next: number | null;
      /** Set when the lesson is finished by this card. */
      readonly finish: LessonFinish | null;
      readonly mistakes: number;
    };

/** Stars for a finished lesson: 3 with no mistake and no hint, 2 with one of either, else 1. */
export function starsFor(mistakes: number, hints: number): number {
  const slips = mistakes + hints;
  return slips === 0 ? 3 : slips === 1 ? 2 : 1;
}
