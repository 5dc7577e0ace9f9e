/**
 * scripts/swap-pairs.ts: A's money less B's seat by seat, each hand paired with the same deal's hand in
 * which A and B sit swapped; the rows add up to the arena's total difference, and each is put under what
 * the two did at the seat.
 */
import { describe, expect, it } from 'vitest';
import type { HandRecord } from '../../../src-main/ai/arena.ts';
import { permutations } from '../../../src-main/ai/arena.ts';
import { swapPairs } from '../../../scripts/swap-pairs.ts';

/**
 * A deal of three players under the six seatings: seat 0 declares `contract` and wins `stake` from each
 * defender; whoever sits at seat 1 doubles when it is player 2 (so "b" fleks, "a" does not), which doubles
 * the stake.
 */
function deal(contract: string, stake: number): HandRecord[] {
  return permutations(3).map((seating) => {
    const [declarer, first, second] = seating as [number, number, number];
    const doubled = first === 2 ? [first] : [];
    const perDefender = doubled.length > 0 ? 2 * stake : stake;
    const money = [0, 0, 0];
    money[declarer] = 2 * perDefender;
    money[first] = -perDefender;
    money[second] = -perDefender;
    return {
      money,
      declarer,
      contract,
      won: perDefender > 0,
      makeable: null,
      perDefender,
      doubleDummy: null,
      calls: [],
      defended: [first, second],
      doubled,
      undoubled: seating.map(() => 0),
    };
  });
}

describe('swap pairs', () => {
  const run = { names: ['x', 'a', 'b'], deals: [deal('game', 100), deal('hundred', -400)] };
  const { rows, hands } = swapPairs([run], 'a', 'b');

  it('pairs every hand and adds up to A’s money less B’s over all hands', () => {
    expect(hands).toBe(12);
    const total = run.deals.flat().reduce((s, h) => s + (h.money[1] as number) - (h.money[2] as number), 0);
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(total);
  });

  it('puts each hand under what A and B did at the seat', () => {
    const byWhat = Object.fromEntries(rows.map((r) => [r.what, r]));
    // At seat 1, facing a won game, b's flek cost it 100 more than a's pass: a gains 100 each of two hands.
    expect(byWhat['defended game: passed / defended game: doubled']).toEqual({
      what: 'defended game: passed / defended game: doubled',
      hands: 2,
      total: 200,
    });
    // Against a lost hundred the same flek earns b 400 more.
    expect(byWhat['defended hundred: passed / defended hundred: doubled']?.total).toBe(-800);
    // Declaring, both were paid alike except where the defender at seat 1 fleked.
    expect(byWhat['declared game (both)']?.hands).toBe(2);
  });

  it('names a player the run does not have', () => {
    expect(() => swapPairs([run], 'a', 'mistr')).toThrow('has no mistr');
  });
});
