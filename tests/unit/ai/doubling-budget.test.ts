/**
 * A doubling decision's budget (budget.ts `doublingBudget`): the level's own doubling deals where it
 * names them for the variant, its bidding nodes scaled alike; otherwise its bidding budget.
 */
import { describe, expect, it } from 'vitest';
import { doublingBudget } from '../../../src-main/ai/budget.ts';
import { LEVEL_CONFIG } from '../../../src-main/ai/sampling-player.ts';

describe('doublingBudget', () => {
  const level = { bidSamples: 5, bidNodes: 1_000_000 };

  it('draws the named deals with the nodes per deal of bidding', () => {
    expect(doublingBudget(level, 12, 3000)).toEqual({ deals: 12, nodes: 2_400_000, ms: 3000 });
    expect(doublingBudget(level, 20, Infinity)).toEqual({ deals: 20, nodes: 4_000_000, ms: Infinity });
  });

  it('is the bidding budget where the variant names none', () => {
    expect(doublingBudget(level, undefined, 900)).toEqual({ deals: 5, nodes: 1_000_000, ms: 900 });
  });

  it('gives začátečník hráč’s twelve doubling deals in volený, křížový and licitovaný, not in lízaný', () => {
    const z = LEVEL_CONFIG.zacatecnik;
    const h = LEVEL_CONFIG.hrac;
    for (const deals of [z.doubleDeals?.chosen, z.doubleDeals?.fourHand, z.doubleDeals?.auction])
      expect(doublingBudget(z, deals, Infinity).deals).toBe(h.bidSamples);
    expect(doublingBudget(z, z.doubleDeals?.twoHand, Infinity).deals).toBe(z.bidSamples);
  });
});
