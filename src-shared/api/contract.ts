/**
 * The typed API contract: every method main answers, with its params, its result and what its progress
 * messages and partial results carry. Requests from outside are validated here (shape and vocabulary,
 * with JSON paths); answers cross every boundary as `Result<T, ApiError>`, never as exceptions.
 *
 * The table is meant to grow: game and session methods add a `*_METHODS` list and a spec interface,
 * and join `API_METHODS` / `ApiSpec`.
 */
import * as v from 'valibot';
import type { Card } from '../cards/card.ts';
import type { Reason } from '../explain/reason.ts';
import type { CallWhy } from '../explain/why.ts';
import { formatReason } from '../explain/format.ts';
import type { Lang } from '../explain/names.ts';
import { describeInputError } from '../io/describe.ts';
import { type InputError, shapeError } from '../io/errors.ts';
import { parsePosition } from '../io/parse.ts';
import { SEED_MAX } from '../util/random.ts';
import { type Result, err, ok } from '../util/result.ts';
import {
  type LibraryEntry,
  type LibraryPosition,
  PositionIdParams,
  PositionListParams,
  PositionSaveParams,
} from './library.ts';
import {
  type FinishedHand,
  HandParams,
  type HandReview,
  ReviewParams,
  RetryParams,
  type RetryVerdict,
} from './review.ts';
import type { Analysis, Laydown, SeatAnalysis, SolveResult } from './solver.ts';
import { type CoachNote, CoachParams } from './coach.ts';
import type { StoreNotice } from './store.ts';
import {
  type DrillNext,
  type DrillPlay,
  type DrillStatus,
  DrillNextParams,
  DrillPlayParams,
  DrillStatusParams,
  type DrillCall,
  DrillCallParams,
} from './drills.ts';
import { type Progress, ProgressParams } from './progress.ts';
import {
  type GuestOpen,
  type GuestSeat,
  GuestEveningParams,
  type ShareInfo,
  SHARE_METHODS,
  ShareOpenParams,
  ShareStandInParams,
  ShareRelinkParams,
} from './share.ts';
import {
  type CourseSummary,
  type LessonHint,
  type LessonShown,
  type LessonStart,
  type LessonVerdict,
  LessonHintParams,
  LessonIdParams,
  LessonPlayParams,
} from './lessons.ts';
import {
  AI_LEVELS,
  ActParams,
  CallWhyParams,
  type EveningSummary,
  NewSessionParams,
  NoParams,
  type Prefs,
  PrefsParams,
  SessionParams,
  type SessionListEntry,
  SessionRenameParams,
  type SessionSummary,
  type Stats,
  type Suggestion,
  type HandSettled,
  type TableSnapshot,
  TurnParams,
} from './game.ts';
import {
  absent,
  closed,
  fields,
  int,
  intIn,
  oneOf,
  paramFields,
  parsed,
  record,
  refine,
  stage,
  token,
  validate,
} from '../io/schema.ts';

// ---------------------------------------------------------------------------------------------
// Params

/** The most layouts a seat analysis from outside may ask for (`maxLayouts`; the board asks for 200). */
export const MAX_LAYOUTS = 1000;
/** The most solver nodes a seat analysis may be bounded by (`maxNodes`). */
export const MAX_NODES = 2 ** 40;

const position = parsed(parsePosition);
/** An optional seed: an integer 0..SEED_MAX (a larger one would repeat a smaller one's layouts). */
const seed = absent(intIn(0, SEED_MAX, `integer 0–${SEED_MAX}`));

export const PositionParams = paramFields({ position });
export type PositionParams = v.InferOutput<typeof PositionParams>;

const seatHeadFields = {
  position,
  /** The seat whose view is analysed; it must be the seat to act. */
  seat: int('integer'),
};
const seatTailFields = {
  /** Seed for sampling layouts when there are too many to enumerate (default 0). */
  seed,
  /** At most this many layouts (≥ 1; bounded: more layouts would hold a worker for minutes). */
  maxLayouts: absent(
    v.pipe(
      int('integer'),
      v.minValue(1, 'integer ≥ 1'),
      refine((n: number): InputError | null =>
        n > MAX_LAYOUTS
          ? {
              code: 'invalid',
              path: '',
              problem: { kind: 'tooMany', what: 'layouts', max: MAX_LAYOUTS, got: n },
            }
          : null,
      ),
    ),
  ),
  /**
   * Layouts of the seeded stream passed over before the first one solved: a sampling in rounds asks for
   * the next layouts of the same stream (default 0).
   */
  skip: absent(intIn(0, MAX_LAYOUTS * 8, `integer 0–${MAX_LAYOUTS * 8}`)),
  /** Also answer every card's value in each layout solved (`SeatCardStats.values`). */
  values: absent(v.boolean('boolean')),
  /**
   * Solver nodes after which no further layout begins (the one begun is finished): a bound of work that,
   * unlike a time limit, gives the same layouts on any machine.
   */
  maxNodes: absent(intIn(1, MAX_NODES, `integer 1–${MAX_NODES}`)),
};
const seatKeys = closed(Object.keys({ ...seatHeadFields, ...seatTailFields }), 'params');
const seatHead = fields(seatHeadFields);
const seatTail = fields(seatTailFields);

/** The seat checked against the position's table before the rest is read; no other key is taken. */
export const SeatParams = parsed((x, path) => {
  const keys = stage(seatKeys, x, path);
  if (!keys.ok) return keys;
  const head = stage(seatHead, x, path, ({ seat, position: { players } }) =>
    seat < 0 || seat >= players
      ? { code: 'invalid', path: '.seat', problem: { kind: 'seatOutOfRange', seat, players } }
      : null,
  );
  if (!head.ok) return head;
  const tail = stage(seatTail, x, path);
  return tail.ok ? ok({ ...head.value, ...tail.value }) : tail;
});
export type SeatParams = v.InferOutput<typeof SeatParams>;

// ---------------------------------------------------------------------------------------------
// The method table

/** What one method takes and answers; `partial` is what a cancelled or timed-out call may carry. */
export interface MethodSpec<P, R, Partial = never> {
  readonly params: P;
  readonly result: R;
  /** Progress messages and the partial result of a stopped call (never: the method has none). */
  readonly partial: Partial;
}

export const SOLVER_METHODS = ['solve', 'analyze', 'analyzeForSeat', 'laydown'] as const;
export type SolverMethod = (typeof SOLVER_METHODS)[number];

export interface SolverSpec {
  /** Perfect-information value, best card and principal variation. */
  readonly solve: MethodSpec<PositionParams, SolveResult>;
  /** Every legal card of the seat to act, with its loss and refutation; stopped early: the cards done. */
  readonly analyze: MethodSpec<PositionParams, Analysis, Analysis>;
  /** One seat's view: statistics over the layouts of the cards it cannot see; streams progress. */
  readonly analyzeForSeat: MethodSpec<SeatParams, SeatAnalysis, SeatAnalysis>;
  /** Whether the declarer can claim the rest. */
  readonly laydown: MethodSpec<PositionParams, Laydown>;
}

export const GAME_METHODS = [
  'sessionNew',
  'sessionList',
  'sessionOpen',
  'act',
  'advance',
  'hint',
  'undo',
  'nextHand',
  'handSettled',
  'finishHand',
  'callWhy',
  'prefsGet',
  'prefsSet',
  'sessionRename',
  'sessionDelete',
  'sessionEvening',
  'stats',
  // The library of positions (library.ts).
  'positionSave',
  'positionList',
  'positionGet',
  'positionDelete',
] as const;
export type GameMethod = (typeof GAME_METHODS)[number];

export interface GameSpec {
  /** Starts a session and deals its first hand. */
  readonly sessionNew: MethodSpec<NewSessionParams, TableSnapshot>;
  /** Saved sessions, the most recently played first; one whose settings no longer read is listed as damaged. */
  readonly sessionList: MethodSpec<NoParams, readonly SessionListEntry[]>;
  /** The table of a saved session, exactly where it was left. */
  readonly sessionOpen: MethodSpec<SessionParams, TableSnapshot>;
  /**
   * A person's action; refused (with the engine's reason) when it is not allowed. This and the calls
   * below that take a `version` answer `stale` with the current snapshot when the table has moved on.
   */
  readonly act: MethodSpec<ActParams, TableSnapshot>;
  /** The computer seat to act takes one decision; refused unless a computer seat is to act. */
  readonly advance: MethodSpec<TurnParams, TableSnapshot>;
  /** What the default computer level would do in the person's place, and why. */
  readonly hint: MethodSpec<TurnParams, Suggestion>;
  /** Back to the person's previous decision in this hand (practice sessions only). */
  readonly undo: MethodSpec<TurnParams, TableSnapshot>;
  /** Deals the next hand once this one is settled. */
  readonly nextHand: MethodSpec<TurnParams, TableSnapshot>;
  /**
   * Whether the rest of the hand is settled: during card play, the solver proves (within a node budget)
   * that every line of play pays the same money. Answers false outside card play or unproven.
   */
  readonly handSettled: MethodSpec<TurnParams, HandSettled>;
  /**
   * Plays the rest of a settled hand at once (every seat's first legal card) and answers the hand's end;
   * refused `notSettled` unless proven again here, `otherPeople` while a person plays on another device.
   */
  readonly finishHand: MethodSpec<TurnParams, TableSnapshot>;
  /**
   * Why the computer made call `index` of hand `handNo` (a computer seat's, or a stand-in's for an absent
   * person), in counts and money (no card): its decision run again with its seed and stored level.
   * Refused `whyAfterHand` while that hand is being played, `whyNoCall` for a person's own action, a card
   * or a claim, `whyNotReproduced` if the decision comes out
   * otherwise than recorded.
   */
  readonly callWhy: MethodSpec<CallWhyParams, CallWhy>;
  readonly prefsGet: MethodSpec<NoParams, Prefs>;
  /** Changes some preferences; answers all of them. */
  readonly prefsSet: MethodSpec<PrefsParams, Prefs>;
  /** Names a saved evening (or gives it back its default name); answers its summary. */
  readonly sessionRename: MethodSpec<SessionRenameParams, SessionSummary>;
  /** Deletes a saved evening and its hands for good. */
  readonly sessionDelete: MethodSpec<SessionParams, NoParams>;
  /**
   * One saved evening for its settle-up: its summary, each finished hand's money per seat (the ledger
   * chart) and each seat's hands and money by role, counted as `stats` counts them.
   */
  readonly sessionEvening: MethodSpec<SessionParams, EveningSummary>;
  /** Hands, contracts and money across every saved evening. */
  readonly stats: MethodSpec<NoParams, Stats>;
  // --- The library of positions (library.ts)
  /**
   * Saves a position: a new entry, or (with `overwrite`) over the entry with this id or title; without
   * `overwrite` a save that would replace an entry answers `conflict` with it.
   */
  readonly positionSave: MethodSpec<PositionSaveParams, LibraryPosition>;
  /** The entries, the most recently saved first; with `search`, those whose title, notes or tags match. */
  readonly positionList: MethodSpec<PositionListParams, readonly LibraryEntry[]>;
  readonly positionGet: MethodSpec<PositionIdParams, LibraryPosition>;
  /** Deletes an entry for good. */
  readonly positionDelete: MethodSpec<PositionIdParams, NoParams>;
}

// The analysis board: a seat analysis started in main as a job whose partial results are polled, so
// that every transport (IPC, HTTP) can show it streaming (a job not polled for a while is stopped); and
// a computer player's card at any position, to play on from it.

export const ANALYSIS_METHODS = [
  'analysisStart',
  'analysisPoll',
  'analysisStop',
  'boardMove',
  'warmup',
] as const;
export type AnalysisMethod = (typeof ANALYSIS_METHODS)[number];

export const JobParams = paramFields({
  /** The id `analysisStart` answered: a short token of letters, digits, `-` and `_`. */
  job: token(/^[\w-]{1,64}$/, 'job id'),
});
export type JobParams = v.InferOutput<typeof JobParams>;

/** `running` while layouts are coming; `done` when finished; `stopped` by a stop, a timeout or abandon. */
export type JobState = 'running' | 'done' | 'stopped' | 'failed';

export interface JobStatus {
  readonly job: string;
  readonly state: JobState;
  /** The statistics so far (the final ones once done), null before the first layouts. */
  readonly partial: SeatAnalysis | null;
  /** Why a failed or stopped job ended (`cancelled`, `timeout`, `internal` …), else null. */
  readonly error: ApiError | null;
}

export const BoardMoveParams = paramFields({
  position,
  /** The computer level that plays for the seat to act. */
  level: oneOf(AI_LEVELS),
  /** Seed of the player's sampling (default 0). */
  seed,
});
export type BoardMoveParams = v.InferOutput<typeof BoardMoveParams>;

export interface AnalysisSpec {
  /** Starts `analyzeForSeat` in the background lane; answers at once with the job's id. */
  readonly analysisStart: MethodSpec<SeatParams, JobParams>;
  /** The job's state and the statistics so far; unknown or expired ids are `badInput`. */
  readonly analysisPoll: MethodSpec<JobParams, JobStatus>;
  /** Stops the job (what it found stays pollable for a short while). */
  readonly analysisStop: MethodSpec<JobParams, JobStatus>;
  /** The card a computer player of `level` plays for the seat to act (seeing only its own view). */
  readonly boardMove: MethodSpec<BoardMoveParams, { readonly card: Card }>;
  /**
   * Starts the background lane's workers ahead of the first analysis (the board or the editor opening);
   * answers at once, idempotent and cheap.
   */
  readonly warmup: MethodSpec<NoParams, NoParams>;
}

// The review of finished hands (review.ts): a finished hand as stored, and the grading of one seat's
// decisions as a job in the background lane whose decisions so far are polled (a job not polled for a
// while is stopped); a finished review is cached, so a second start answers at once.

export const REVIEW_METHODS = ['handGet', 'reviewStart', 'reviewPoll', 'reviewStop', 'reviewRetry'] as const;
export type ReviewMethod = (typeof REVIEW_METHODS)[number];

/** A review job's state; `partial` holds the decisions graded so far (all of them once done). */
export interface ReviewStatus {
  readonly job: string;
  readonly state: JobState;
  readonly partial: HandReview | null;
  readonly error: ApiError | null;
}

export interface ReviewSpec {
  /** A finished hand: its record, the seats' names and its money; unknown or unfinished: badInput. */
  readonly handGet: MethodSpec<HandParams, FinishedHand>;
  /**
   * Starts grading one seat's decisions of a finished hand in the background lane; answers at once with
   * the job's id (a review graded before answers from the store: its job is done at once).
   */
  readonly reviewStart: MethodSpec<ReviewParams, JobParams>;
  /** The job's state and the decisions graded so far; unknown or expired ids are `badInput`. */
  readonly reviewPoll: MethodSpec<JobParams, ReviewStatus>;
  /** Stops the job (what it graded stays pollable for a short while). */
  readonly reviewStop: MethodSpec<JobParams, ReviewStatus>;
  /**
   * "Try again": an action at the moment before one of the seat's graded decisions, judged by the
   * review's own judge in the interactive lane (the person waits); a `bid:` item on the repetition
   * ladder moves as a repetition. An index that is no graded decision of the seat is badInput
   * (`notADecision`), an action the rules refuse there `refused` with the engine's reason.
   */
  readonly reviewRetry: MethodSpec<RetryParams, RetryVerdict>;
}

// The coach at the table (coach.ts): a person's card in the current hand of a practice session graded,
// exactly and from the person's view, in the background lane; hidden cards only when asked or at hand end.

export const COACH_METHODS = ['coachCard'] as const;
export type CoachMethod = (typeof COACH_METHODS)[number];

export interface CoachSpec {
  /**
   * The person's card at action `index` of the current hand graded; refused outside practice sessions
   * (`coachPracticeOnly`) and for a computer's card (`computerSeat`); mid-hand, for a card of another
   * person than the one the table is shown to (`coachOtherSeat`) and for `reveal` while another person
   * sits at the table (`coachRevealPeople`); an index that is no played card of the hand is badInput
   * (`notACard`).
   */
  readonly coachCard: MethodSpec<CoachParams, CoachNote>;
}

// The store opened at start-up (store.ts): whether a damaged or newer file was set aside.

export const STORE_METHODS = ['storeNotice'] as const;
export type StoreMethod = (typeof STORE_METHODS)[number];

export interface StoreSpec {
  /** What main found when it opened the store at start-up; null when the file opened as it was. */
  readonly storeNotice: MethodSpec<NoParams, StoreNotice | null>;
}

// The learner's progress (progress.ts): lessons and stars by chapter, the drill rating over time,
// mistakes by theme, streaks of local days, what is due for repetition today.

export const PROGRESS_METHODS = ['progress'] as const;
export type ProgressMethod = (typeof PROGRESS_METHODS)[number];

export interface ProgressSpec {
  /** The learner's progress, days counted in the learner's local calendar (`utcOffset`). */
  readonly progress: MethodSpec<ProgressParams, Progress>;
}

// Drills (drills.ts): a drill at the learner's level from the stock (or due for repetition), a card
// played on it judged by the engine and the solver, the training's status.

export const DRILL_METHODS = ['drillNext', 'drillPlay', 'drillStatus', 'drillCall'] as const;
export type DrillMethod = (typeof DRILL_METHODS)[number];

export interface DrillSpec {
  /** A drill near the learner's rating (or the first due); none when the theme's stock is empty. */
  readonly drillNext: MethodSpec<DrillNextParams, DrillNext>;
  /** A card on a served drill: illegal (the engine's reason), right or wrong (the solver's verdict). */
  readonly drillPlay: MethodSpec<DrillPlayParams, DrillPlay>;
  readonly drillStatus: MethodSpec<DrillStatusParams, DrillStatus>;
  /**
   * A choice on a served bidding drill (a decision before the first card): illegal (the engine's
   * reason), right or wrong with every choice's value from the seat's view, as the judge stored it.
   */
  readonly drillCall: MethodSpec<DrillCallParams, DrillCall>;
}

// The lesson runner (lessons.ts): the course with the learner's stars, one lesson, and an attempt at it
// (src-main/training/lessons.ts).

export const LESSON_METHODS = [
  'lessonCourse',
  'lessonGet',
  'lessonStart',
  'lessonHint',
  'lessonPlay',
] as const;
export type LessonMethod = (typeof LESSON_METHODS)[number];

export interface LessonSpec {
  /** The chapters and lessons in course order, each lesson with its best stars. */
  readonly lessonCourse: MethodSpec<NoParams, CourseSummary>;
  /** One lesson as the learner sees it (a `seat` step: that seat's view only); unknown id: badInput. */
  readonly lessonGet: MethodSpec<LessonIdParams, LessonShown>;
  /** Starts an attempt at a lesson (mistakes and hints are counted in main). */
  readonly lessonStart: MethodSpec<LessonIdParams, LessonStart>;
  /** The next hint of the step the attempt is at (counted); none left: the last one again, not counted. */
  readonly lessonHint: MethodSpec<LessonHintParams, LessonHint>;
  /**
   * A card played at the attempt's current step: illegal, wrong (the solver's verdict, worked out in the
   * pool's interactive lane) or right (the replies; the last step finishes the lesson and stores it).
   */
  readonly lessonPlay: MethodSpec<LessonPlayParams, LessonVerdict>;
}

// The shared table (share.ts): the host opens a session to friends' devices on the home network, sees
// who is connected, lets the computer stand in for a seat whose person is away, and closes it. A guest's
// device asks which seat its link plays (`guestSeat`) and plays it with the table's methods.

/** The host's methods and the guest's own ones (`guestSeat`, `guestOpen`, `guestEvening`: only on the guest server). */
export const SHARED_TABLE_METHODS = [...SHARE_METHODS, 'guestSeat', 'guestOpen', 'guestEvening'] as const;
export type SharedTableMethod = (typeof SHARED_TABLE_METHODS)[number];

export interface ShareSpec {
  /**
   * Opens the session to the other devices: every human seat but `hostSeat` gets a link, and a second
   * server listens beyond this machine. One table is shared at a time: opening another session's closes
   * the one open; opening the same session again (no host seat named, or the same) answers the open share.
   * Unknown session: badInput `noSession`; no person besides the host's seat: refused `nothingToShare`.
   */
  readonly shareOpen: MethodSpec<ShareOpenParams, ShareInfo>;
  /** The table shared now (who is connected), or null. */
  readonly shareStatus: MethodSpec<NoParams, ShareInfo | null>;
  /** Stops listening beyond this machine and revokes every link. */
  readonly shareClose: MethodSpec<NoParams, NoParams>;
  /**
   * The computer at `level` plays a remote seat while its person is away (null: the person plays it
   * again); refused `notShared` when no table is shared or the seat is not a remote one.
   */
  readonly shareStandIn: MethodSpec<ShareStandInParams, ShareInfo>;
  /**
   * Revokes one remote seat's link and issues it a new one (the other seats' links stay); refused
   * `notShared` when no table is shared or the seat is not a remote one.
   */
  readonly shareRelink: MethodSpec<ShareRelinkParams, ShareInfo>;
  /** Which session and seat this device's link plays (guest server only; on the host refused `notShared`). */
  readonly guestSeat: MethodSpec<NoParams, GuestSeat>;
  /**
   * `guestSeat` and that session's `sessionOpen` (the link seat's view) in one answer: a guest's page asks it
   * first (src-renderer/api/early.ts). Guest server only; on the host refused `notShared`.
   */
  readonly guestOpen: MethodSpec<NoParams, GuestOpen>;
  /**
   * The link's evening as the host's `sessionEvening` answers it (names, ledger, finished hands, base
   * stake, each hand's money per seat, each seat's figures by role): the guest's settle-up. Guest server
   * only, for the link's session (another id: badInput `noSession`); on the host refused `notShared`
   * (the host has `sessionEvening`).
   */
  readonly guestEvening: MethodSpec<GuestEveningParams, EveningSummary>;
}

/** Every method of the API. */
export const API_METHODS = [
  ...SOLVER_METHODS,
  ...GAME_METHODS,
  ...ANALYSIS_METHODS,
  ...REVIEW_METHODS,
  ...COACH_METHODS,
  ...STORE_METHODS,
  ...DRILL_METHODS,
  ...PROGRESS_METHODS,
  ...LESSON_METHODS,
  ...SHARED_TABLE_METHODS,
] as const;
export type ApiSpec = SolverSpec &
  GameSpec &
  AnalysisSpec &
  ReviewSpec &
  CoachSpec &
  StoreSpec &
  DrillSpec &
  ProgressSpec &
  LessonSpec &
  ShareSpec;
export type Method = (typeof API_METHODS)[number];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time check that the method list and the spec table name the same methods. */
const _methodsMatchSpec: Same<Method, keyof ApiSpec> = true;

export type ParamsOf<M extends Method> = ApiSpec[M]['params'];
export type ResultOf<M extends Method> = ApiSpec[M]['result'];
export type PartialOf<M extends Method> = ApiSpec[M]['partial'];

/** A request for one method; the union over the methods narrows on `method`. */
export type ApiRequest<M extends Method = Method> = {
  readonly [K in M]: { readonly method: K; readonly params: ParamsOf<K> };
}[M];

// ---------------------------------------------------------------------------------------------
// Errors

/** Why a call produced no result. `partial` is whatever a stopped call had found so far. */
export type ApiError<Partial = unknown> =
  | { readonly code: 'badInput'; readonly error: InputError }
  | { readonly code: 'refused'; readonly reason: Reason }
  | { readonly code: 'cancelled'; readonly partial?: Partial }
  | { readonly code: 'timeout'; readonly partial?: Partial }
  | { readonly code: 'internal'; readonly message: string }
  /** The call named a version of the table that is no longer current (another window moved on). */
  | { readonly code: 'stale'; readonly snapshot: TableSnapshot }
  /** A save would replace this library entry, and the caller did not ask to overwrite it. */
  | { readonly code: 'conflict'; readonly existing: LibraryEntry };

export type ApiErrorCode = ApiError['code'];

/** What a call of method M answers. */
export type ApiResult<M extends Method> = Result<ResultOf<M>, ApiError<PartialOf<M>>>;

export function describeApiError(e: ApiError, lang: Lang): string {
  const cs = lang === 'cs';
  switch (e.code) {
    case 'badInput':
      return describeInputError(e.error, lang);
    case 'refused':
      return formatReason(e.reason, lang);
    case 'cancelled':
      return cs ? 'Výpočet byl zrušen.' : 'The computation was cancelled.';
    case 'timeout':
      return cs ? 'Výpočet nestihl vyhrazený čas.' : 'The computation ran out of time.';
    case 'internal':
      return cs ? `Vnitřní chyba: ${e.message}` : `Internal error: ${e.message}`;
    case 'stale':
      return cs
        ? 'Stůl se mezitím změnil v jiném okně; zobrazen je aktuální stav.'
        : 'The table changed in another window; this is how it is now.';
    case 'conflict':
      return cs
        ? `V knihovně už je pozice „${e.existing.title}“. Přepíše se, jen když o to výslovně požádáš.`
        : `The library already holds "${e.existing.title}". It is overwritten only if you ask for it.`;
  }
}

// ---------------------------------------------------------------------------------------------
// Validation

/** Each method's params, declared once: the types above are inferred from these schemas. */
const PARAMS: { readonly [M in Method]: v.GenericSchema<unknown, ParamsOf<M>> } = {
  solve: PositionParams,
  analyze: PositionParams,
  analyzeForSeat: SeatParams,
  laydown: PositionParams,
  sessionNew: NewSessionParams,
  sessionList: NoParams,
  sessionOpen: SessionParams,
  act: ActParams,
  advance: TurnParams,
  hint: TurnParams,
  undo: TurnParams,
  nextHand: TurnParams,
  handSettled: TurnParams,
  finishHand: TurnParams,
  callWhy: CallWhyParams,
  prefsGet: NoParams,
  prefsSet: PrefsParams,
  sessionRename: SessionRenameParams,
  sessionDelete: SessionParams,
  sessionEvening: SessionParams,
  stats: NoParams,
  positionSave: PositionSaveParams,
  positionList: PositionListParams,
  positionGet: PositionIdParams,
  positionDelete: PositionIdParams,
  analysisStart: SeatParams,
  analysisPoll: JobParams,
  analysisStop: JobParams,
  boardMove: BoardMoveParams,
  coachCard: CoachParams,
  warmup: NoParams,
  handGet: HandParams,
  reviewStart: ReviewParams,
  reviewPoll: JobParams,
  reviewStop: JobParams,
  reviewRetry: RetryParams,
  storeNotice: NoParams,
  drillNext: DrillNextParams,
  drillPlay: DrillPlayParams,
  drillStatus: DrillStatusParams,
  drillCall: DrillCallParams,
  progress: ProgressParams,
  // The lesson runner
  lessonCourse: NoParams,
  lessonGet: LessonIdParams,
  lessonStart: LessonIdParams,
  lessonHint: LessonHintParams,
  lessonPlay: LessonPlayParams,
  // The shared table
  shareOpen: ShareOpenParams,
  shareStatus: NoParams,
  shareClose: NoParams,
  shareStandIn: ShareStandInParams,
  shareRelink: ShareRelinkParams,
  guestSeat: NoParams,
  guestOpen: NoParams,
  guestEvening: GuestEveningParams,
};

export function isMethod(v: unknown): v is Method {
  return typeof v === 'string' && (API_METHODS as readonly string[]).includes(v);
}

export function parseMethod(v: unknown, path = 'method'): Result<Method, InputError> {
  if (typeof v !== 'string') return err(shapeError(path, 'method name', v));
  if (!isMethod(v))
    return err({ code: 'invalid', path, problem: { kind: 'unknownMethod', value: v, known: API_METHODS } });
  return ok(v);
}

/** The params of method M, checked; paths start at `path` (e.g. `params.position.hands[1][3]`). */
export function parseParams<M extends Method>(
  method: M,
  v: unknown,
  path = 'params',
): Result<ParamsOf<M>, InputError> {
  return validate(PARAMS[method], v, path);
}

/** A whole request `{method, params}`. */
export function parseRequest(v: unknown): Result<ApiRequest, InputError> {
  const o = validate(record, v, '(request)');
  if (!o.ok) return o;
  const method = parseMethod(o.value.method);
  if (!method.ok) return method;
  const params = parseParams(method.value, o.value.params);
  if (!params.ok) return params;
  return ok({ method: method.value, params: params.value } as ApiRequest);
}
