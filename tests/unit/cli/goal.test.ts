/**
 * `analyze --goal` and `seat --goal`: besides today's answer, per legal card whether it meets the goal
 * (every hand open) or in how many of the seat's layouts; the goal id read by parseGoalId, a bad one a
 * usage error naming the problem.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { judgeGoal, judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { countLayouts } from '../../../src-main/solver/layouts.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import {
  type Card,
  createRng,
  describe as toPosition,
  legalActions,
  view,
} from '../../../src-shared/index.ts';
import type { Goal } from '../../../src-shared/goal/goal.ts';
import { endPosition } from '../../support/deals.ts';

const call = (args: string[], input: unknown = '') => {
  const r = run(args, () => (typeof input === 'string' ? input : JSON.stringify(input)));
  return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
};
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

// A seven with four tricks left (tests/support/deals.ts), as cli.slow.test.ts's solver commands use.
const state = endPosition(createRng(2), 'seven', 4, 0);
const position = toPosition(state);
const seat = state.toAct as number;
const legal = legalActions(state)
  .flatMap((a) => (a.type === 'play' ? [a.card] : []))
  .sort();
const meeting = (cards: readonly { card: Card; meets: unknown }[], is: unknown) =>
  cards
    .filter((c) => c.meets === is)
    .map((c) => c.card)
    .sort();

describe('cli: analyze --goal', () => {
  it('adds the goal judged every hand open to the analysis it answers today', () => {
    const goal: Goal = { kind: 'keep', part: 'seven' };
    const r = call(['analyze', '--goal', 'keep.seven'], { position });
    expect(r.code).toBe(EXIT.ok);
    const { goal: judged, ...rest } = r.json;
    expect(rest).toEqual(plain(analyze(state)));
    expect(judged).toEqual({ id: 'keep.seven', ...goal, cards: plain(judgeGoal(state, goal).cards) });
  });

  it('money: the cards that lose no money; everyLegal: every legal card', () => {
    const money = call(['analyze', '--goal', 'money'], { position }).json;
    const best = money.cards.filter((c: { loss: number }) => c.loss === 0).map((c: { card: Card }) => c.card);
    expect(meeting(money.goal.cards, true)).toEqual(best.sort());
    const every = call(['analyze', '--goal', 'everyLegal'], { position }).json;
    expect(meeting(every.goal.cards, true)).toEqual(legal);
  });
});

describe('cli: seat --goal', () => {
  const total = countLayouts(view(state, seat), 1000) as number;

  it('counts per card the layouts in which it meets the goal, every layout judged when few', () => {
    const goal: Goal = { kind: 'stop', part: 'seven' };
    const args = [
      'seat',
      '--seat',
      String(seat),
      '--seed',
      '3',
      '--max-layouts',
      '1000',
      '--goal',
      'stop.seven',
    ];
    const r = call(args, { position });
    expect(r.code).toBe(EXIT.ok);
    const { goal: judged, ...rest } = r.json;
    expect(rest).toEqual(plain(analyzeForSeat(view(state, seat), { seed: 3, maxLayouts: 1000 })));
    const j = judgeGoalForSeat(view(state, seat), goal, { limit: 1000, seed: 3 });
    expect(judged).toEqual({
      id: 'stop.seven',
      ...goal,
      layouts: total,
      total,
      exhaustive: true,
      cards: j.cards,
    });
  });

  it('everyLegal is met by every legal card in every layout; fewer layouts than the view allows are no proof', () => {
    const every = call(['seat', '--seat', String(seat), '--goal', 'everyLegal'], { position }).json.goal;
    expect(every).toMatchObject({ layouts: total, exhaustive: true });
    expect(meeting(every.cards, total)).toEqual(legal);
    const few = call(['seat', '--seat', String(seat), '--goal', 'everyLegal', '--max-layouts', '2'], {
      position,
    }).json.goal;
    expect(few).toMatchObject({ layouts: 2, total, exhaustive: false });
  });
});

describe('cli: --goal usage', () => {
  /** [args, the problem stderr names]. */
  const BAD: [string[], string][] = [
    [['analyze', '--goal', 'keep'], 'keep needs a part'],
    [['analyze', '--goal', 'keep.trumps'], 'unknown part "trumps" of keep'],
    [['analyze', '--goal', 'win'], 'unknown goal kind "win"'],
    [['seat', '--seat', String(seat), '--goal', 'money.seven'], 'money takes no part'],
    [['solve', '--goal', 'money'], '--goal is for analyze and seat'],
    [['laydown', '--goal', 'money'], '--goal is for analyze and seat'],
  ];
  it.each(BAD)('%j: usage error naming %s', (args, why) => {
    const r = call(args, { position });
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.split('\n')[0]).toContain(why);
  });
});
