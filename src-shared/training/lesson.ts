/**
 * Lessons of the course as data (docs/lessons.md): a short explanation in Czech and English, the rule
 * articles it rests on, and interactive steps — a position, the seat the learner plays, a goal in the
 * goal vocabulary (src-shared/goal) and the stated answer. Files live in resources/lessons/<chapter>/<order>-<slug>.json, chapters in
 * resources/lessons/chapters.json.
 *
 * `parseLesson` / `parseChapters` check only the shape and give typed data or the first error with its
 * JSON path; `checkLesson` then checks what the shared code can: every position is legal (readNotation →
 * fromPosition), the learner's seat is to play, the answer cards are legal there, both languages are
 * written, no text names a rule document by its file, every citation resolves, the goal is one the seat
 * may be set there (goalsFor), and the task's words promise what the step grades (`stepTaskProblems`:
 * "every card" exactly when the step collects every right card, the goal it names the goal graded).
 * Whether the stated answer is the set of cards meeting the goal is the goal
 * judge's to confirm (tests/unit/training/lessons.test.ts, and the engine-only reference in
 * lessons-reference.slow.test.ts); the runner grades every card by that judge.
 */
import { type Card, isCard } from '../cards/card.ts';
import { legalActions } from '../engine/legal.ts';
import {
  GOAL_KINDS,
  GOAL_PARTS,
  type Goal,
  type GoalPart,
  goalId,
  goalsFor,
  hasPart,
  partOf,
  sameGoal,
} from '../goal/goal.ts';
import { sideOf } from '../engine/score.ts';
import type { HandState } from '../engine/state.ts';
import type { Seat } from '../engine/table.ts';
import type { Citation, DocId } from '../explain/articles.ts';
import { type Collect, taskWordProblems } from '../explain/goal.ts';
import type { Lang } from '../explain/names.ts';
import { readNotation } from '../io/notation.ts';
import { citationTarget } from '../rulebook/index.ts';
import { type Result, err, ok } from '../util/result.ts';

/** A text in both languages; Czech addresses the learner with "ty". */
export type Text = Readonly<Record<Lang, string>>;

/**
 * exact: every hand open, both sides playing perfectly;
 * seat: only what the learner's seat sees — the answer is the set of cards that meet the goal in every
 * layout of the unseen cards consistent with the seat's view (each layout judged with every hand open).
 */
export type CheckMode = 'exact' | 'seat';

export interface LessonStep {
  /** The position in the one-line notation (docs/formats.md, "Position as text"). */
  readonly position: string;
  /** The seat the learner plays; it is to play in the position. */
  readonly seat: Seat;
  /**
   * What the learner is asked, in the one goal vocabulary of src-shared/goal (docs/goals.md) and its
   * JSON form (`{"kind": "keep", "part": "contract"}`): every legal card (`everyLegal`), keep or stop the
   * contract or one part of it, no trick (the betl's declarer), the most money, the most points. Graded
   * by the goal judge (src-main/solver/goal.ts), as drills are.
   */
  readonly goal: Goal;
  /**
   * A `points` step whose task names the lead ("10 points more than any other card"): the right cards
   * take exactly this many points more than the best other card (the tests confirm it).
   */
  readonly gain?: number;
  /** Every card that meets the goal, and no other. */
  readonly answer: readonly Card[];
  /**
   * How many right cards finish the step: `one` (the default: the first right card) or `every` (each
   * right card is kept as found and the step is done when every card meeting the goal is found; the
   * task says "every"). `every` needs two or more answer cards.
   */
  readonly collect: Collect;
  readonly check: CheckMode;
  /** The task as the learner reads it ("Uhraj sedmu."). */
  readonly task: Text;
  /** Shown one at a time on request. */
  readonly hints: readonly Text[];
}

export interface Lesson {
  /** Unique and stable: progress is stored under it ("basics.follow-suit"). */
  readonly id: string;
  /** A chapter id of chapters.json. */
  readonly chapter: string;
  /** Position within the chapter, from 1. */
  readonly order: number;
  readonly title: Text;
  /** Paragraphs. */
  readonly explanation: readonly Text[];
  /** The rule articles the lesson practises (worded by explain/articles.ts formatCitation). */
  readonly cites: readonly Citation[];
  readonly steps: readonly LessonStep[];
}

export interface Chapter {
  readonly id: string;
  readonly order: number;
  readonly title: Text;
}

/** A problem of a lesson file, at a JSON path ("steps[1].answer[0]"). */
export interface LessonProblem {
  readonly path: string;
  readonly message: string;
}

// ---------------------------------------------------------------------------------------------
// Parsing: shape only

class Fail {
  readonly problem: LessonProblem;
  constructor(path: string, message: string) {
    this.problem = { path, message };
  }
}

const describe = (v: unknown) => (Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v);

function obj(v: unknown, path: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new Fail(path, `expected an object, got ${describe(v)}`);
  return v as Record<string, unknown>;
}

function arr(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new Fail(path, `expected an array, got ${describe(v)}`);
  return v;
}

function str(v: unknown, path: string): string {
  if (typeof v !== 'string') throw new Fail(path, `expected a string, got ${describe(v)}`);
  return v;
}

function int(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new Fail(path, `expected a whole number from ${min} to ${max}, got ${JSON.stringify(v)}`);
  return v;
}

function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    throw new Fail(path, `expected one of ${values.join(', ')}, got ${JSON.stringify(v)}`);
  return v as T;
}

function onlyKeys(o: Record<string, unknown>, path: string, keys: readonly string[]): void {
  for (const k of Object.keys(o)) if (!keys.includes(k)) throw new Fail(`${path}.${k}`, 'unknown field');
}

function text(v: unknown, path: string): Text {
  const o = obj(v, path);
  onlyKeys(o, path, ['cs', 'en']);
  return { cs: str(o.cs, `${path}.cs`), en: str(o.en, `${path}.en`) };
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

function id(v: unknown, path: string): string {
  const s = str(v, path);
  if (!ID.test(s)) throw new Fail(path, `expected lower-case words joined by - and . ("basics.follow-suit")`);
  return s;
}

const DOCS: readonly DocId[] = ['000', '001', '002', '003', '004'];

function citation(v: unknown, path: string): Citation {
  const o = obj(v, path);
  onlyKeys(o, path, ['doc', 'article', 'paragraph', 'section']);
  const doc = oneOf(o.doc, `${path}.doc`, DOCS);
  const out: { doc: DocId; article?: string; paragraph?: number; section?: string } = { doc };
  if (o.article !== undefined) out.article = str(o.article, `${path}.article`);
  if (o.paragraph !== undefined) out.paragraph = int(o.paragraph, `${path}.paragraph`, 1, 99);
  if (o.section !== undefined) out.section = str(o.section, `${path}.section`);
  return out;
}

/** A goal in the vocabulary's JSON form (goal/goal.ts GoalSchema): a kind, and a part for keep and stop. */
function goal(v: unknown, path: string): Goal {
  const o = obj(v, path);
  const kind = oneOf(o.kind, `${path}.kind`, GOAL_KINDS);
  if (hasPart(kind)) {
    onlyKeys(o, path, ['kind', 'part']);
    return { kind, part: oneOf(o.part, `${path}.part`, GOAL_PARTS) };
  }
  onlyKeys(o, path, ['kind']);
  return { kind };
}

function card(v: unknown, path: string): Card {
  const s = str(v, path);
  if (!isCard(s)) throw new Fail(path, `"${s}" is not a card (suit H B L A and rank 7 8 9 X U O K A)`);
  return s;
}

function step(v: unknown, path: string): LessonStep {
  const o = obj(v, path);
  onlyKeys(o, path, ['position', 'seat', 'goal', 'gain', 'answer', 'collect', 'check', 'task', 'hints']);
  const g = goal(o.goal, `${path}.goal`);
  if (o.gain !== undefined && g.kind !== 'points')
    throw new Fail(`${path}.gain`, 'only a points goal states a gain');
  const answer = arr(o.answer, `${path}.answer`).map((c, i) => card(c, `${path}.answer[${i}]`));
  if (answer.length === 0) throw new Fail(`${path}.answer`, 'expected at least one card');
  return {
    position: str(o.position, `${path}.position`),
    seat: int(o.seat, `${path}.seat`, 0, 3),
    goal: g,
    ...(o.gain === undefined ? {} : { gain: int(o.gain, `${path}.gain`, 1, 200) }),
    answer,
    collect: o.collect === undefined ? 'one' : oneOf<Collect>(o.collect, `${path}.collect`, ['one', 'every']),
    check: oneOf<CheckMode>(o.check, `${path}.check`, ['exact', 'seat']),
    task: text(o.task, `${path}.task`),
    hints: arr(o.hints ?? [], `${path}.hints`).map((h, i) => text(h, `${path}.hints[${i}]`)),
  };
}

function lesson(v: unknown): Lesson {
  const o = obj(v, '');
  onlyKeys(o, '', ['id', 'chapter', 'order', 'title', 'explanation', 'cites', 'steps']);
  const steps = arr(o.steps, 'steps').map((s, i) => step(s, `steps[${i}]`));
  if (steps.length === 0) throw new Fail('steps', 'expected at least one step');
  return {
    id: id(o.id, 'id'),
    chapter: id(o.chapter, 'chapter'),
    order: int(o.order, 'order', 1, 999),
    title: text(o.title, 'title'),
    explanation: arr(o.explanation, 'explanation').map((t, i) => text(t, `explanation[${i}]`)),
    cites: arr(o.cites ?? [], 'cites').map((c, i) => citation(c, `cites[${i}]`)),
    steps,
  };
}

/** A lesson from parsed JSON: typed data, or the first shape problem with its path. */
export function parseLesson(v: unknown): Result<Lesson, LessonProblem> {
  try {
    return ok(lesson(v));
  } catch (e) {
    if (e instanceof Fail) return err(e.problem);
    throw e;
  }
}

/** The chapter list (chapters.json: an array of { id, order, title }). */
export function parseChapters(v: unknown): Result<Chapter[], LessonProblem> {
  try {
    return ok(
      arr(v, '').map((c, i) => {
        const o = obj(c, `[${i}]`);
        onlyKeys(o, `[${i}]`, ['id', 'order', 'title']);
        return {
          id: id(o.id, `[${i}].id`),
          order: int(o.order, `[${i}].order`, 1, 999),
          title: text(o.title, `[${i}].title`),
        };
      }),
    );
  } catch (e) {
    if (e instanceof Fail) return err(e.problem);
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Checking what the shared code can

/**
 * The articles of the ČSM general rules (document 000) and how many numbered paragraphs each has.
 * Article I has no numbered paragraphs.
 */
export const CSM_PARAGRAPHS: Readonly<Record<string, number>> = {
  I: 0,
  II: 9,
  III: 4,
  IV: 12,
  V: 12,
  VI: 3,
  VII: 3,
};

/**
 * Whether a citation names a place the rules to read have (src-shared/rulebook): an article or section,
 * and its paragraph if given — so every lesson's citation opens exactly its place.
 */
export function citationResolves(c: Citation): boolean {
  const part = c.article ?? c.section;
  if (part === undefined || (c.article !== undefined && c.section !== undefined)) return false;
  // An article is named by its numeral ("II"), a section by its heading.
  if ((c.article !== undefined) !== /^[IVXL]+$/.test(part)) return false;
  return citationTarget(c)?.exact === true;
}

/** A rule document named by its file ("rules/000", "000_bd47….txt") instead of as a reader knows it. */
const FILE_NAME = /rules\/\d{3}|\b\d{3}_[0-9a-f]{6,}/;

/** Every text of a lesson with its path. */
export function lessonTexts(l: Lesson): { path: string; text: Text }[] {
  return [
    { path: 'title', text: l.title },
    ...l.explanation.map((t, i) => ({ path: `explanation[${i}]`, text: t })),
    ...l.steps.flatMap((s, i) => [
      { path: `steps[${i}].task`, text: s.task },
      ...s.hints.map((h, j) => ({ path: `steps[${i}].hints[${j}]`, text: h })),
    ]),
  ];
}

/** The state of a step's position, or its problem. */
export function stepState(s: LessonStep): Result<HandState, string> {
  const r = readNotation(s.position);
  return r.ok ? ok(r.value.state) : err(JSON.stringify(r.error));
}

/** The cards the seat to act may play. */
export function legalCards(state: HandState): Card[] {
  return legalActions(state).flatMap((a) => (a.type === 'play' ? [a.card] : []));
}

/**
 * The parts of the contract a keep or stop goal of the contract is about: the components of the seat's
 * side to keep, of the other side to stop (game and seven: `game`, `seven`); none for any other goal.
 */
export function contractParts(state: HandState, seat: Seat, goal: Goal): GoalPart[] {
  if (!('part' in goal) || goal.part !== 'contract') return [];
  const own = sideOf(state, seat);
  const parts = state.components
    .filter((c) => (c.side === own) === (goal.kind === 'keep'))
    .map((c) => partOf(c.kind));
  return [...new Set(parts)];
}

/**
 * Where a step's task promises what its grading does not do, in each language (explain/goal.ts
 * `taskWordProblems`): "every card" said exactly when the step collects every right card, the goal it
 * names the goal graded (a part of the contract, the money, the points, no trick, the legal cards),
 * "however the cards lie" only when judged from the seat. Each problem at `<at>.task.<lang>`.
 */
export function stepTaskProblems(s: LessonStep, state: HandState, at: string): LessonProblem[] {
  const grading = {
    goal: s.goal,
    collect: s.collect,
    parts: contractParts(state, s.seat, s.goal),
    fromSeat: s.check === 'seat',
  };
  return (['cs', 'en'] as const).flatMap((lang) =>
    taskWordProblems(s.task[lang], lang, grading).map((message) => ({ path: `${at}.task.${lang}`, message })),
  );
}

/** Problems the shared code can find in a parsed lesson (none: the solver's confirmation remains). */
export function checkLesson(l: Lesson, chapters: readonly Chapter[]): LessonProblem[] {
  const out: LessonProblem[] = [];
  if (!chapters.some((c) => c.id === l.chapter))
    out.push({ path: 'chapter', message: `no chapter "${l.chapter}" in chapters.json` });
  if (l.explanation.length === 0)
    out.push({ path: 'explanation', message: 'expected at least one paragraph' });
  for (const { path, text } of lessonTexts(l)) {
    for (const lang of ['cs', 'en'] as const) {
      if (text[lang].trim() === '') out.push({ path: `${path}.${lang}`, message: 'empty text' });
      if (FILE_NAME.test(text[lang]))
        out.push({ path: `${path}.${lang}`, message: 'names a rule document by its file; cite the article' });
    }
  }
  l.cites.forEach((c, i) => {
    if (!citationResolves(c))
      out.push({ path: `cites[${i}]`, message: `unknown place ${JSON.stringify(c)}` });
  });
  l.steps.forEach((s, i) => {
    const at = `steps[${i}]`;
    const st = stepState(s);
    if (!st.ok) {
      out.push({ path: `${at}.position`, message: st.error });
      return;
    }
    const state = st.value;
    if (state.phase !== 'play' || state.toAct !== s.seat) {
      out.push({ path: `${at}.seat`, message: `seat ${s.seat} is not to play in this position` });
      return;
    }
    const legal = legalCards(state);
    s.answer.forEach((c, j) => {
      if (!legal.includes(c))
        out.push({ path: `${at}.answer[${j}]`, message: `${c} may not be played here` });
    });
    if (new Set(s.answer).size !== s.answer.length)
      out.push({ path: `${at}.answer`, message: 'a card is stated twice' });
    // The goal is one a task may set this seat here (goalsFor): a part its side or the other has, no
    // trick for the betl's declarer, points in a suit game.
    if (!goalsFor(state, s.seat).some((g) => sameGoal(g, s.goal)))
      out.push({ path: `${at}.goal`, message: `${goalId(s.goal)} is not a goal for seat ${s.seat} here` });
    // Collecting one card of one is the same as asking for it.
    if (s.collect === 'every' && s.answer.length < 2)
      out.push({ path: `${at}.collect`, message: 'collects every right card, but the answer has one' });
    out.push(...stepTaskProblems(s, state, at));
  });
  return out;
}
