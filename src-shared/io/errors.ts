import type { Card } from '../cards/card.ts';
import type { Reason } from '../explain/reason.ts';
import type { Action } from '../engine/action.ts';
import type { Game } from '../engine/contract.ts';
import type { EndKind } from '../engine/state.ts';
import type { Variant } from '../engine/table.ts';
import type { RuleProblem } from '../rules/bounds.ts';
import type { PresetId } from '../rules/ruleset.ts';

/**
 * What can be wrong with input from outside (JSON files, the API, the position editor). Each error
 * names the problem and where it is (`path` is a JSON path such as `hands[1][3]`).
 */
export type InputError =
  | { readonly code: 'json'; readonly message: string }
  /** The input's bytes are not UTF-8 (nothing is replaced silently). */
  | { readonly code: 'encoding' }
  | {
      readonly code: 'shape';
      readonly path: string;
      readonly expected: string;
      /** The kind of JSON value found (string, number, boolean, null, array, object, undefined). */
      readonly got: string;
      /** The value found when it is a string, number or boolean, strings cut to SHOWN_MAX characters. */
      readonly value?: string | number | boolean;
    }
  | { readonly code: 'unknownCard'; readonly path: string; readonly value: string }
  | { readonly code: 'duplicateCard'; readonly card: Card; readonly paths: readonly string[] }
  | { readonly code: 'missingCards'; readonly cards: readonly Card[] }
  | { readonly code: 'cardCount'; readonly path: string; readonly expected: number; readonly got: number }
  | { readonly code: 'invalid'; readonly path: string; readonly problem: InvalidProblem }
  | {
      readonly code: 'illegalPlay';
      readonly trick: number;
      readonly seat: number;
      readonly card: Card;
      readonly reason: Reason;
    }
  | {
      readonly code: 'illegalAction';
      readonly index: number;
      readonly action: Action;
      readonly reason: Reason;
    }
  /** A problem in a position's one-line text (io/notation.ts) at `column` (1-based), in `token`. */
  | {
      readonly code: 'notation';
      readonly column: number;
      readonly token: string;
      readonly problem: NotationProblem;
    };

/** What can be wrong at one place of a position's text; `input` is any other input error located there. */
export type NotationProblem =
  | { readonly kind: 'tooLong'; readonly max: number; readonly length: number }
  | { readonly kind: 'sections'; readonly got: number }
  | { readonly kind: 'expected'; readonly what: NotationPart }
  | { readonly kind: 'unclosed' }
  | { readonly kind: 'commaOutsideTricks' }
  | { readonly kind: 'repeated'; readonly component: string }
  | { readonly kind: 'input'; readonly error: InputError };

/** The parts of a position's text a token may fail to be. */
export type NotationPart = 'rules' | 'dealer' | 'contract' | 'component' | 'trick' | 'variantField';

/** Semantic problems of a position that are not about counting cards. */
export type InvalidProblem =
  | { readonly kind: 'seatOutOfRange'; readonly seat: number; readonly players: number }
  | { readonly kind: 'sittingOutHasCards'; readonly seat: number }
  | { readonly kind: 'trumpMissing' }
  | { readonly kind: 'trumpInNoTrumpGame' }
  /** An open betl or durch under rules that have none (no rate): refused, not settled at 0. */
  | { readonly kind: 'gameNotOffered'; readonly game: Game }
  | { readonly kind: 'componentNotInGame'; readonly component: string }
  | { readonly kind: 'sevenNotHeld'; readonly seat: number; readonly card: Card }
  | { readonly kind: 'marriageNotHeld'; readonly seat: number }
  | { readonly kind: 'againstByDeclarer'; readonly seat: number }
  | { readonly kind: 'doublesTooMany'; readonly component: string; readonly max: number }
  /** More tricks than the hand has (`max`: 10, křížový 8, lízaný 16; absent: 10). */
  | { readonly kind: 'tooManyTricks'; readonly tricks: number; readonly max?: number }
  | { readonly kind: 'partialTrickNotLast' }
  | { readonly kind: 'playAfterEnd'; readonly trick: number }
  | { readonly kind: 'notFinished' }
  | { readonly kind: 'unknownOption'; readonly option: string }
  /**
   * A key the object does not take (a record, a position, an action, a library file …), refused by name
   * rather than ignored: `Aux` for `aux` would otherwise change the contract without a word. `near`: the
   * key meant, when one differs from it only in case.
   */
  | { readonly kind: 'unknownKey'; readonly key: string; readonly in: KeyPlace; readonly near?: string }
  | { readonly kind: 'discardNotAllowed'; readonly card: Card }
  | { readonly kind: 'unknownPreset'; readonly value: string }
  | { readonly kind: 'unknownMethod'; readonly value: string; readonly known: readonly string[] }
  | { readonly kind: 'noHumanSeat' }
  | { readonly kind: 'noSession'; readonly id: number }
  | { readonly kind: 'noPosition'; readonly id: number }
  /** The coach (api/coach.ts): the hand's action at `index` is no played card (or there is none). */
  | { readonly kind: 'notACard'; readonly index: number; readonly actions: number }
  /** The review of finished hands (api/review.ts): no such hand, or it is still being played. */
  | { readonly kind: 'noHand'; readonly session: number; readonly handNo: number }
  | { readonly kind: 'handNotFinished'; readonly session: number; readonly handNo: number }
  /** The review's "try again": the hand's action at `index` is no graded decision of `seat`. */
  | { readonly kind: 'notADecision'; readonly index: number; readonly seat: number }
  | { readonly kind: 'badName'; readonly problem: 'empty' | 'tooLong' | 'control'; readonly max: number }
  /**
   * Input over a size bound, refused before it is read further (parse.ts, api/contract.ts): a card list
   * longer than the deck, its text too long, more hands than seats, more layouts than an analysis takes.
   */
  | { readonly kind: 'tooMany'; readonly what: BoundedThing; readonly max: number; readonly got: number }
  /** A library file of a later version than this app reads (io/library-file.ts). */
  | { readonly kind: 'fileVersion'; readonly version: number; readonly supported: number }
  /** A ruleset's numbers outside their ranges or inconsistent (rules/bounds.ts). */
  | RuleProblem
  // --- Positions of the other variants (engine/position.ts).
  /** The variant is not played at a table of this many (volený, licitovaný 3–4; křížový 4; lízaný 2). */
  | { readonly kind: 'variantPlayers'; readonly variant: Variant; readonly players: number }
  /** A session of `variant` under a preset it is not played under (api/game.ts VARIANT_PRESETS). */
  | {
      readonly kind: 'variantPreset';
      readonly variant: Variant;
      readonly preset: PresetId;
      readonly presets: readonly PresetId[];
    }
  /** A field of another variant (`belongs`) given in a position of `variant`. */
  | {
      readonly kind: 'notInVariant';
      readonly field: string;
      readonly variant: Variant;
      readonly belongs: Variant;
    }
  /** Lízaný: the declarer is forehand, who named trumps. */
  | { readonly kind: 'declarerNotForehand'; readonly seat: number; readonly forehand: number }
  /** Křížový: a suit game without the rank called. */
  | { readonly kind: 'calledMissing' }
  /** Křížový: the declarer's partner may not announce against his own side. */
  | { readonly kind: 'againstByPartner'; readonly seat: number }
  /** Licitovaný: game, trumps, announcements and auxiliary suit make no step of any ladder. */
  | { readonly kind: 'noSuchStep' }
  /** Licitovaný: the engine would refuse this contract or talon, for `reason` (the flow's own check). */
  | { readonly kind: 'contractRefused'; readonly reason: Reason }
  /** Lízaný: `card` of the stock went to `seat` by the draws, but he neither holds nor played it. */
  | { readonly kind: 'drawnNotHeld'; readonly card: Card; readonly seat: number }
  /**
   * The hand ended, or would have ended, before the first lead, so no position describes it (licitovaný:
   * four auxiliary cards shown, omyl, everybody passed).
   */
  | { readonly kind: 'endedBeforePlay'; readonly end: EndKind }
  /** A record whose actions have not reached the play yet describes no position. */
  | { readonly kind: 'beforePlay' };

/** The objects of input whose keys are checked (InvalidProblem `unknownKey`), as the message names them. */
export type KeyPlace =
  | 'record'
  | 'setup'
  | 'table'
  | 'action'
  | 'position'
  | 'announced'
  | 'doubles'
  | 'libraryFile'
  | 'libraryEntry'
  | 'input'
  | 'params'
  | 'settings'
  | 'player'
  | 'deal'
  | 'goal';

/** What a size bound counts (InvalidProblem `tooMany`). */
export type BoundedThing = 'cards' | 'characters' | 'hands' | 'layouts';

/** What kind of JSON value `v` is, as a shape error reports it. */
const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** How many characters of a wrong string a shape error keeps (the rest is cut, marked with "…"). */
export const SHOWN_MAX = 40;

/** The error for a value of the wrong shape at `path`, with the value itself when it is a scalar. */
export const shapeError = (path: string, expected: string, v: unknown): InputError => {
  const value =
    typeof v === 'string'
      ? v.length > SHOWN_MAX
        ? `${v.slice(0, SHOWN_MAX)}…`
        : v
      : typeof v === 'number' || typeof v === 'boolean'
        ? v
        : undefined;
  return { code: 'shape', path, expected, got: kindOf(v), ...(value === undefined ? {} : { value }) };
};

/**
 * A row of the app's own file that no longer reads (a file damaged, or edited by hand past the tables'
 * checks). Rows are checked on reading like any other input: a damaged one is listed with this reason,
 * kept in the file as it is, and never served or counted; the other rows work.
 */
export interface DamagedRow {
  /**
   * The table: an evening (`sessions`), a rating (`ratings`), a drill's own rating (`drills`), a lesson's
   * best stars (`lessonProgress`).
   */
  readonly table: DamagedTable;
  /** The row's key: the evening's id, the rating's subject ('learner'), the drill's id, the lesson's id. */
  readonly key: string;
  /** The column that does not read. */
  readonly column: DamagedColumn;
  readonly problem: RowProblem;
}

export type DamagedTable = 'sessions' | 'ratings' | 'drills' | 'lessonProgress';
export type DamagedColumn = 'settings' | 'rating' | 'deviation' | 'volatility' | 'stars' | 'attempts';

export type RowProblem =
  /** Not what the column holds: `error` says what is wrong, as for any input. */
  | { readonly kind: 'invalid'; readonly error: InputError }
  /** Not a number (`got`: the stored value as text, at most 40 characters). */
  | { readonly kind: 'notNumber'; readonly got: string }
  /** Not a whole number though one is required. */
  | { readonly kind: 'notInteger'; readonly value: number }
  /** A number outside `min` … `max` (null: no upper bound). */
  | {
      readonly kind: 'outOfRange';
      readonly value: number;
      readonly min: number;
      readonly max: number | null;
    };
