/**
 * The deals of a licitovaný doubling decision (auction-player.ts `doublingRows`) on real hands: a
 * defender who reads the calls (hráč, and začátečník for its doubles alone) weighs each deal by
 * `bidValueWeight` of the declared contract's exact value on it, solved here again by the real search;
 * a level that reads no calls, and the declarer deciding a re, whose own hand is known to him, weigh
 * every deal alike.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type Seat,
  apply,
  createRng,
  newHand,
  preset,
  settle,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { bidValueWeight } from '../../../src-main/ai/auction/auction-inference.ts';
import { auctionPosition, declarationOf, startState } from '../../../src-main/ai/auction/auction-layouts.ts';
import { doublingRows } from '../../../src-main/ai/auction/auction-player.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { Work } from '../../../src-main/ai/budget.ts';
import { LEVEL_CONFIG } from '../../../src-main/ai/sampling-player.ts';
import { Search } from '../../../src-main/solver/search.ts';

/** The first seeded csm002 hand whose auction (the rules player at every seat) reaches doubling. */
function doublingState(): HandState {
  for (let i = 0; i < 200; i++) {
    let s = newHand({
      rules: preset('csm002'),
      table: variantTable('auction', 3, 2),
      deck: dealDeck(5, i),
      variant: 'auction',
    });
    while (s.phase !== 'finished' && s.phase !== 'doubling') {
      const r = apply(s, rulePlayer.decide(view(s, s.toAct as Seat), createRng(i)).action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
    if (s.phase === 'doubling') return s;
  }
  throw new Error('no hand reached doubling');
}

const budget = () => new Work({ deals: 5, nodes: Infinity, ms: Infinity });

describe('the deals of a licitovaný doubling decision', () => {
  const start = doublingState();
  const defender = start.toAct as Seat;

  it.each([
    ['hráč', LEVEL_CONFIG.hrac],
    ['začátečník', LEVEL_CONFIG.zacatecnik],
  ])('a defender who reads the calls (%s) weighs each deal by the contract’s exact value on it', (_, cfg) => {
    const v = view(start, defender);
    expect(v.declarer).not.toBe(defender);
    const rows = doublingRows(v, createRng(3), cfg, budget());
    expect(rows.length).toBe(5);
    const d = declarationOf(v);
    if (d === null) throw new Error('no contract');
    for (const row of rows) {
      const s = startState(auctionPosition(v, row.deal, v.declarer as Seat, d, {}));
      if (s === null) throw new Error('a kept deal cannot carry the contract');
      const value = s.phase === 'finished' ? settle(s).perDefender : new Search(s).value();
      expect(row.played).toBe(value);
      expect(row.weight).toBeCloseTo(bidValueWeight(value), 12);
    }
  });

  it('a level reading no calls and the declarer facing a flek weigh every deal alike', () => {
    const blind = { ...LEVEL_CONFIG.zacatecnik, doublingInference: {} };
    const rows = doublingRows(view(start, defender), createRng(3), blind, budget());
    expect(rows.map((r) => r.weight)).toEqual(rows.map(() => 1));
    // The defenders flek what is open; the declarer is then asked for a re.
    let s = start;
    while (s.phase === 'doubling' && s.toAct !== s.declarer) {
      const legal = view(s, s.toAct as Seat).legal;
      const flek = legal.find((a) => a.type === 'double' && (a.against ?? []).length === 0);
      const r = apply(s, (flek ?? legal.find((a) => a.type === 'pass')) as Action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
    expect(s.phase).toBe('doubling');
    const re = doublingRows(view(s, s.declarer as Seat), createRng(4), LEVEL_CONFIG.hrac, budget());
    expect(re.length).toBeGreaterThan(0);
    expect(re.map((r) => r.weight)).toEqual(re.map(() => 1));
  });
});
