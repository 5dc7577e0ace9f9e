/**
 * A doubling decision's budget (budget.ts `doublingBudget`): the level's own doubling deals where it
 * names them for the variant, its bidding nodes scaled alike; otherwise its bidding budget.
 */
import { describe, expect, it } from 'vitest';
import { doublingBudget } from '../../../src-main/ai/budget.ts';
import { LEVEL_CONFIG } from '../../../src-main/ai/sampling-player.ts';

describe('doublingBudget', () => {
  const level = { bidSamples: 5, bidNodes: 1_000_000, doubleDeals: { chosen: 12, auction: 20 } };

  it('draws the named deals with the nodes per deal of bidding', () => {
    expect(doublingBudget(level, 'chosen', 3000)).toEqual({ deals: 12, nodes: 2_400_000, ms: 3000 });
    expect(doublingBudget(level, 'auction', Infinity)).toEqual({ deals: 20, nodes: 4_000_000, ms: Infinity });
  });

  it('is the bidding budget where the variant is not named', () => {
    expect(doublingBudget(level, 'twoHand', 900)).toEqual({ deals: 5, nodes: 1_000_000, ms: 900 });
    expect(doublingBudget({ bidSamples: 12, bidNodes: 2_900_000 }, 'fourHand', 900)).toEqual({
      deals: 12,
      nodes: 2_900_000,
      ms: 900,
    });
  });

  it('gives začátečník hráč’s twelve doubling deals in volený, křížový and licitovaný', () => {
    const z = LEVEL_CONFIG.zacatecnik;
    const h = LEVEL_CONFIG.hrac;
    for (const v of ['chosen', 'fourHand', 'auction'] as const)
      expect(doublingBudget(z, v, Infinity).deals).toBe(h.bidSamples);
    expect(doublingBudget(z, 'twoHand', Infinity).deals).toBe(z.bidSamples);
  });
});
