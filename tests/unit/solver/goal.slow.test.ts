/**
 * The goal judge against the reference minimax over the engine (tests/support/goal-reference.ts: legalActions,
 * apply, settle, no solver code) on hundreds of random endings: every volený contract (hra, sedma, sto, sto a
 * sedma, the againsts, betl, durch and the open ones), licitovaný at three and four seats (dvě sedmy, the game
 * by tricks), křížový with and without a partner and lízaný after the stock — for every goal goalsFor offers
 * the seat to act, card by card. And the objective search with a table of 16 slots, whose entries are
 * overwritten all the time, which must never change a verdict.
 */
import { describe, expect, it } from 'vitest';
import { type HandState, type PresetId, type Table, createRng, sideOf } from '../../../src-shared/index.ts';
import { type Goal, goalId, goalsFor, isBinaryGoal } from '../../../src-shared/goal/goal.ts';
import { goalObjective, judgeGoal } from '../../../src-main/solver/goal.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { TranspositionTable } from '../../../src-main/solver/table.ts';
import { CONTRACTS, endPosition, isNoTrump } from '../../support/deals.ts';
import { flowEnding, referenceJudge } from '../../support/goal-reference.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/** Every goal goalsFor offers, judged and referenced card by card; returns how many goals separated cards. */
function check(s: HandState): { goals: number; separating: number } {
  const goals = goalsFor(s, s.toAct as number);
  const ref = referenceJudge(s, goals);
  let separating = 0;
  goals.forEach((goal, i) => {
    const j = judgeGoal(s, goal);
    const meets = ref.meets[i] as string[];
    if (meets.length > 0 && meets.length < ref.cards.length) separating++;
    expect(j.cards.map((c) => c.card).sort()).toEqual(ref.cards.slice().sort());
    for (const c of j.cards) expect(c.meets, `${goalId(goal)} ${c.card}`).toBe(meets.includes(c.card));
  });
  return { goals: goals.length, separating };
}

describe('judgeGoal = the reference minimax on random endings', () => {
  it.each(CONTRACTS)('%s: random endings of 3 and 4 tricks (volený, three seats)', (contract) => {
    const rng = createRng(100 + CONTRACTS.indexOf(contract));
    // Without trumps the reference rarely ends early: fewer of them keep the run short.
    const [three, four] = isNoTrump(contract) ? [30, 6] : [60, 12];
    let separating = 0;
    for (let i = 0; i < three + four; i++)
      separating += check(endPosition(rng, contract, i < three ? 3 : 4, rng.int(3))).separating;
    expect(separating).toBeGreaterThan(0);
  });

  const FLOWS: [string, 'auction' | 'fourHand' | 'twoHand', PresetId, Table, number, boolean][] = [
    ['licitovaný (csm002, dvě sedmy steered to)', 'auction', 'csm002', { size: 3, dealer: 0 }, 3, true],
    ['licitovaný at four seats (csm)', 'auction', 'csm', { size: 4, dealer: 1 }, 3, true],
    [
      'licitovaný with the game by tricks (english003)',
      'auction',
      'english003',
      { size: 3, dealer: 2 },
      3,
      false,
    ],
    ['křížový (csm)', 'fourHand', 'csm', { size: 4, dealer: 0, dealerSitsOut: false }, 2, false],
    ['křížový (house001)', 'fourHand', 'house001', { size: 4, dealer: 3, dealerSitsOut: false }, 2, false],
    ['lízaný after the stock (csm)', 'twoHand', 'csm', { size: 2, dealer: 0 }, 4, false],
  ];
  it.each(FLOWS)('%s: 30 endings', (_, variant, id, table, left, steer) => {
    const rng = createRng(7 + id.length + table.size * 10 + left);
    let done = 0;
    let goals = 0;
    let partners = 0;
    let twoSevens = 0;
    while (done < 30) {
      const s = flowEnding(rng, variant, id, table, left, rng.int(2), steer && rng.int(2) === 0);
      if (s === null) continue;
      done++;
      if (partnerOf(s) !== null) partners++;
      if (s.components.some((c) => c.kind === 'twoSevens')) twoSevens++;
      goals += check(s).goals;
    }
    expect(goals).toBeGreaterThan(60);
    if (variant === 'fourHand') expect(partners).toBeGreaterThan(0);
    if (steer) expect(twoSevens).toBeGreaterThan(0);
  });
});

describe('the objective search', () => {
  it('with a table of 16 slots gives the verdicts of the reference (binary goals and points)', () => {
    const rng = createRng(77);
    let compared = 0;
    for (let i = 0; i < 60; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4, rng.int(3));
      const seat = s.toAct as number;
      const side = sideOf(s, seat);
      const goals = goalsFor(s, seat).filter((g): g is Goal => isBinaryGoal(g) || g.kind === 'points');
      const ref = referenceJudge(s, goals);
      goals.forEach((goal, gi) => {
        const search = new Search(s, {
          objective: goalObjective(goal, side),
          table: new TranspositionTable(4),
        });
        ref.cards.forEach((card, k) => {
          let v = search.valueAfter(card);
          if (isBinaryGoal(goal)) v = side === 'declarer' ? v : 1 - v;
          else if (side === 'defence') v = -v;
          expect(v, `${goalId(goal)} ${card}`).toBe(ref.values[gi]?.[k]);
          compared++;
        });
      });
    }
    expect(compared).toBeGreaterThan(500);
  });
});
