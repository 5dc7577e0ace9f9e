/**
 * The goal judge against the reference (tests/support/goal-reference.ts: a plain minimax over the engine's
 * legalActions, apply and settle, no solver code) on random endings, on pinned positions where the goal and
 * the money part ways, and from a seat's view against judging each layout on its own.
 */
import { describe, expect, it } from 'vitest';
import { type HandState, cardAt, createRng, readNotation, sideOf, view } from '../../../src-shared/index.ts';
import { type Goal, goalId, goalsFor } from '../../../src-shared/goal/goal.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { judgeGoal, judgeGoalForSeat } from '../../../src-main/solver/goal.ts';
import { enumerateLayouts } from '../../../src-main/solver/layouts.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';
import { referenceJudge } from '../../support/goal-reference.ts';

function state(text: string): HandState {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

const meeting = (s: HandState, goal: Goal) =>
  judgeGoal(s, goal)
    .cards.filter((c) => c.meets)
    .map((c) => c.card)
    .sort();

/** judgeGoal and the reference agree on every goal goalsFor offers, card by card, values included. */
function checkAgainstReference(s: HandState): number {
  const goals = goalsFor(s, s.toAct as number);
  const ref = referenceJudge(s, goals);
  goals.forEach((goal, i) => {
    const j = judgeGoal(s, goal);
    expect(j.seat).toBe(s.toAct);
    expect(j.cards.map((c) => c.card).sort(), goalId(goal)).toEqual(ref.cards.slice().sort());
    for (const c of j.cards) {
      const k = ref.cards.indexOf(c.card);
      expect(c.meets, `${goalId(goal)} ${c.card}`).toBe((ref.meets[i] as string[]).includes(c.card));
      const want = ref.values[i]?.[k] as number;
      // The judge values money as the solver does (each defender to the declarer); the reference by side.
      if (goal.kind === 'money')
        expect(c.value).toBe(sideOf(s, s.toAct as number) === 'declarer' ? want : -want);
      else expect(c.value, `${goalId(goal)} ${c.card}`).toBe(want);
    }
  });
  return goals.length;
}

describe('judgeGoal = the reference minimax', () => {
  it('every goal on 20 random endings of 3 tricks (every volený contract; more in goal.slow.test.ts)', () => {
    const rng = createRng(28);
    let goals = 0;
    for (let i = 0; i < 20; i++)
      goals += checkAgainstReference(endPosition(rng, CONTRACTS[i % 10]!, 3, rng.int(3)));
    expect(goals).toBeGreaterThan(100);
  });

  it('money: the cards analyze gives loss 0, valued as analyze values them', () => {
    const rng = createRng(3);
    for (let i = 0; i < 20; i++) {
      const s = endPosition(rng, CONTRACTS[i % 10]!, 4, rng.int(3));
      const a = analyze(s);
      const j = judgeGoal(s, { kind: 'money' });
      for (const c of j.cards) {
        const v = a.cards.find((x) => x.card === c.card);
        expect(c.value).toBe(v?.value);
        expect(c.meets).toBe(v?.loss === 0);
      }
    }
  });
});

describe('where the goal and the money part ways (found with the reference, pinned)', () => {
  /** [what, position, goal, cards meeting the goal, cards the money keeps]. */
  const CASES: [string, string, Goal, string[], string[]][] = [
    [
      'hra a sedma, the declarer: BA keeps the seven but costs 8 units against B9; H8 keeps only the game',
      'csm d0 2:H game:1 seven / HU A9 AU AA / HA L9 LK A7 / H7 H8 B9 BA / B8 AO / H9 HO HX, A8 AX AK, LU LA LX, BK B7 BU, BX BO HK, L7 LO L8',
      { kind: 'keep', part: 'seven' },
      ['B9', 'BA'],
      ['B9'],
    ],
    [
      'sto, a defender with the trump seven: AX is a money-best card that loses his silent seven',
      'csm d1 2:A hundred:1 / B9 BA L7 LX / B7 B8 A7 AX / L9 LO AU AO / HU BK / HA H7 H8, LK LA L8, A8 AK AA, HX A9 HO, BU BX BO, HK H9 LU',
      { kind: 'keep', part: 'seven' },
      ['B7', 'B8'],
      ['AX', 'B7', 'B8'],
    ],
    [
      'sto proti, the declarer: HX stops the hundred against, the money prefers A9 or AU by a unit',
      'house001 d0 1:L hundredAgainst@2 / HU HA B8 A7 / HX L7 A9 AU / H8 H9 HO HK / H7 BK / LX LK LA, BA B9 B7, A8 AK AO, LO L8 LU, AX L9 AA, BO BU BX',
      { kind: 'stop', part: 'hundred' },
      ['A9', 'AU', 'HX'],
      ['A9', 'AU'],
    ],
    [
      'hra a sedma, a defender: every card costs the same money, but AX lets the declarer’s silent hundred through',
      'csm d2 0:L game:1 seven:1 / BO L7 AU / HX HA AK / H7 HK AX AO / H9 LU / A9 AA A8, H8 HU HO, BA B9 BK, BX B8 BU, LO LA LX, L9 L8 LK, B7 A7',
      { kind: 'stop', part: 'hundred' },
      ['AO', 'H7', 'HK'],
      ['AO', 'AX', 'H7', 'HK'],
    ],
  ];
  it.each(CASES)('%s', (_, text, goal, meets, money) => {
    const s = state(text);
    expect(meeting(s, goal)).toEqual(meets);
    expect(meeting(s, { kind: 'money' })).toEqual(money);
    const losses = analyze(s)
      .cards.filter((c) => c.loss === 0)
      .map((c) => c.card);
    expect(losses.sort()).toEqual(money);
    // The reference says the same.
    const ref = referenceJudge(s, [goal, { kind: 'money' }]);
    expect(ref.meets[0]?.slice().sort()).toEqual(meets);
    expect(ref.meets[1]?.slice().sort()).toEqual(money);
  });
});

describe('goal searches beside money searches', () => {
  it('a judgement between two solves of one money search changes none of its values', () => {
    const rng = createRng(8);
    for (let i = 0; i < 10; i++) {
      const s = endPosition(rng, CONTRACTS[i % 10]!, 5, 0);
      const search = new Search(s);
      const first = search.classes().map((cls) => search.valueAfter(cardAt(cls[0] as number)));
      judgeGoal(s, goalsFor(s, s.toAct as number)[0] as Goal);
      const again = search.classes().map((cls) => search.valueAfter(cardAt(cls[0] as number)));
      expect(again).toEqual(first);
    }
  });
});

describe('judgeGoalForSeat', () => {
  it('counts per card the layouts where judgeGoal says it meets the goal, exhaustive only when all are judged', () => {
    const rng = createRng(12);
    let checked = 0;
    for (let i = 0; checked < 6 && i < 200; i++) {
      const s = endPosition(rng, CONTRACTS[i % 10]!, 3, rng.int(3));
      const seat = s.toAct as number;
      const v = view(s, seat);
      const layouts = [...enumerateLayouts(v)];
      if (layouts.length < 2 || layouts.length > 60) continue;
      checked++;
      for (const goal of goalsFor(s, seat)) {
        const got = judgeGoalForSeat(v, goal);
        expect(got.exhaustive).toBe(true);
        expect(got.layouts).toBe(layouts.length);
        expect(got.total).toBe(layouts.length);
        const want = new Map<string, number>();
        for (const layout of layouts)
          for (const c of judgeGoal(layout, goal).cards)
            want.set(c.card, (want.get(c.card) ?? 0) + (c.meets ? 1 : 0));
        for (const c of got.cards) expect(c.meets, `${goalId(goal)} ${c.card}`).toBe(want.get(c.card));
      }
      // Fewer than all: not exhaustive, and the count says how many were judged.
      const part = judgeGoalForSeat(v, { kind: 'money' }, { limit: layouts.length - 1 });
      expect(part.exhaustive).toBe(false);
      expect(part.layouts).toBe(layouts.length - 1);
      expect(part.total).toBe(layouts.length);
      // Stopped after the first layout: not exhaustive either.
      let calls = 0;
      const stopped = judgeGoalForSeat(v, { kind: 'money' }, { shouldStop: () => calls++ > 0 });
      expect(stopped.exhaustive).toBe(false);
      expect(stopped.layouts).toBeLessThan(layouts.length);
    }
    expect(checked).toBe(6);
  });

  it('the real layout is among those judged: a card meeting the goal in all of them meets it there', () => {
    const rng = createRng(21);
    for (let i = 0; i < 10; i++) {
      const s = endPosition(rng, CONTRACTS[i % 10]!, 3, 0);
      const goal = goalsFor(s, s.toAct as number)[0] as Goal;
      const seatJudgement = judgeGoalForSeat(view(s, s.toAct as number), goal);
      const exact = judgeGoal(s, goal);
      for (const c of seatJudgement.cards)
        if (c.meets === seatJudgement.layouts)
          expect(exact.cards.find((x) => x.card === c.card)?.meets).toBe(true);
    }
  });
});
