/**
 * For lesson authors: what every legal card leads to in a position, so a step's task and answer can be
 * stated exactly (docs/lessons.md, "Finding a position"). For each legal card: the money under best
 * play (`analyze`), and at the end of the solver's best line after it: the points of both sides (cards,
 * last trick, marriages), the tricks the seat to play takes, and every settlement item with its amount.
 * Then the answer of every goal the seat may be set there (goalsFor, by id: keep.contract, money, points
 * with its gain, …) by the goal judge with every hand open, as the runner grades and
 * tests/unit/training/lessons.test.ts confirms it; for a lesson file with `check: "seat"` also, per goal
 * and card, in how many of the layouts the seat cannot rule out the card meets it.
 *
 * npm exec -- node --disable-warning=ExperimentalWarning scripts/lesson-check.ts \
 *   <resources/lessons/…/NN-slug.json | "csm d2 0:H seven / … position …">
 */
import { readFileSync } from 'node:fs';
import {
  type Card,
  type HandState,
  type Side,
  apply,
  legalActions,
  pointsSoFar,
  readNotation,
  resultOf,
  settle,
  view,
} from '../src-shared/index.ts';
import { type LessonStep, parseLesson } from '../src-shared/training/lesson.ts';
import { analyze, solveLine } from '../src-main/solver/analyze.ts';
import { countLayouts } from '../src-main/solver/layouts.ts';
import { judgeGoal, judgeGoalForSeat } from '../src-main/solver/goal.ts';
import { goalId, goalsFor } from '../src-shared/goal/goal.ts';

const SEAT_LAYOUTS = 2000;

const legalCards = (s: HandState): Card[] =>
  legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));

/** The hand played to its end after `card`, both sides playing the solver's best line. */
function endAfter(state: HandState, card: Card): HandState {
  let s = apply(state, { type: 'play', seat: state.toAct as number, card });
  if (!s.ok) throw new Error(`${card} refused: ${s.error.code}`);
  if (s.value.phase === 'finished') return s.value;
  for (const c of solveLine(s.value).line) {
    s = apply(s.value, { type: 'play', seat: s.value.toAct as number, card: c });
    if (!s.ok) throw new Error(`line refused at ${c}`);
  }
  return s.value;
}

interface CardEnd {
  readonly card: Card;
  readonly end: HandState;
  /** The side's points at the end: cards, last trick, marriages. */
  readonly points: number;
  readonly contract: boolean;
  readonly noTrick: boolean;
}

function ends(state: HandState): CardEnd[] {
  const seat = state.toAct as number;
  const side: Side = seat === state.declarer ? 'declarer' : 'defence';
  return legalCards(state).map((card) => {
    const end = endAfter(state, card);
    const r = resultOf(end);
    const own = side === 'declarer' ? r.declarerSide : r.defenceSide;
    const items = settle(end).items.filter((i) => i.side === 'declarer');
    return {
      card,
      end,
      points: own.cards + own.marriages.reduce((a, b) => a + b, 0),
      contract: side === 'declarer' ? items.every((i) => i.won) : items.some((i) => !i.won),
      noTrick: !end.tricks.some((t) => t.winner === seat),
    };
  });
}

/**
 * The answer of every goal a step may set this seat (goalsFor), by the goal judge with every hand open,
 * as the lessons test and the runner find it; points also with the lead of the best cards over the rest
 * (a step's `gain`).
 */
function answers(state: HandState): Record<string, Card[] | string> {
  const out: Record<string, Card[] | string> = {};
  for (const goal of goalsFor(state, state.toAct as number)) {
    const j = judgeGoal(state, goal);
    const meets = j.cards.filter((c) => c.meets).map((c) => c.card);
    if (goal.kind !== 'points') {
      out[goalId(goal)] = meets;
      continue;
    }
    const values = j.cards.map((c) => c.value);
    const top = Math.max(...values);
    const rest = values.filter((v) => v !== top);
    out.points =
      rest.length === 0 ? 'every card the same' : `gain ${top - Math.max(...rest)}: ${meets.join(' ')}`;
  }
  return out;
}

function show(state: HandState): void {
  const seat = state.toAct as number;
  const side = seat === state.declarer ? 'declarer' : 'defence';
  const so = pointsSoFar(state);
  console.log(
    `seat ${seat} (${side}) to play; points so far: declarer ${so.declarer}, defence ${so.defence}; ` +
      `marriages ${JSON.stringify(state.marriages)}`,
  );
  const a = analyze(state);
  const byCard = new Map(ends(state).map((e) => [e.card, e]));
  for (const v of a.cards) {
    const e = byCard.get(v.card) as CardEnd;
    const s = settle(e.end);
    const items = s.items.map((i) => `${i.kind}/${i.side} ${i.won ? 'won' : 'lost'} ${i.amount}`).join(', ');
    const tricks = e.end.tricks.filter((t) => t.winner === seat).length;
    const line = e.end.tricks
      .slice(state.tricks.length)
      .map((t) => `${t.cards.join(' ')} (${t.winner})`)
      .join(', ');
    console.log(
      `  ${v.card}: money ${v.value} (loss ${v.loss}); points ${s.points.declarer}:${s.points.defence}; ` +
        `seat takes ${tricks} tricks; ${items}\n      line: ${line}`,
    );
  }
  for (const [goal, cards] of Object.entries(answers(state)))
    console.log(`  ${goal}: ${Array.isArray(cards) ? cards.join(' ') || '(none)' : cards}`);
}

function fromSeat(state: HandState, step: LessonStep): void {
  const v = view(state, step.seat);
  const count = countLayouts(v, SEAT_LAYOUTS);
  if (count === null) {
    console.log(`  from the seat: more than ${SEAT_LAYOUTS} layouts`);
    return;
  }
  console.log(`  from the seat: ${count} layouts; goal card → layouts where it meets the goal`);
  for (const goal of goalsFor(state, step.seat)) {
    const j = judgeGoalForSeat(v, goal, { limit: SEAT_LAYOUTS });
    for (const c of j.cards)
      if (c.meets > 0)
        console.log(`    ${goalId(goal)} ${c.card}: ${c.meets}${c.meets === j.layouts ? ' (every)' : ''}`);
  }
}

function stateOf(text: string): HandState {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

const arg = process.argv[2];
if (!arg) {
  console.error('usage: lesson-check.ts <lesson file | position in notation>');
  process.exit(2);
}
if (arg.endsWith('.json')) {
  const parsed = parseLesson(JSON.parse(readFileSync(arg, 'utf8')));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  parsed.value.steps.forEach((step, i) => {
    console.log(`step ${i + 1} (${goalId(step.goal)}, ${step.check}), stated: ${step.answer.join(' ')}`);
    const state = stateOf(step.position);
    show(state);
    if (step.check === 'seat') fromSeat(state, step);
  });
} else show(stateOf(arg));
