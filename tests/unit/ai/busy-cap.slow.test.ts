/**
 * The time cap is a safety net, not the budget: the same strength on a busy machine. On a machine where a
 * solver node costs 1 µs, several times its cost on a quiet one (0.17–0.4 µs: docs/ai.md, "Budgets";
 * docs/figures.md, "Computer players: time per decision"), the budgets of deals and nodes, not the cap,
 * end every decision of hráč and mistr. The clock is a fake one that charges 1.024 ms per read: the searches read it once per 1,024
 * nodes, so it stands for 1 µs a node (a decision's own reads between deals add a little on top, which
 * only makes the test stricter). Counts only, never timings.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, type Variant } from '../../../src-shared/index.ts';
import { countingCapped, playDeal } from '../../../src-main/ai/arena.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { type Level, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';

/** A clock at 1 µs a solver node (read once per 1,024 nodes). */
const busyClock = () => {
  let t = 0;
  return () => (t += 1.024);
};

function cutsOver(level: Level, deals: readonly number[], variant: Variant = 'chosen'): number {
  const { players, capped } = countingCapped(3, (p, onWork) =>
    p === 0 ? samplingPlayer(level, undefined, { clock: busyClock(), onWork }) : rulePlayer,
  );
  for (const i of deals) playDeal(PRESETS.csm, players, 17, i, variant, capped);
  return capped()[0] as number;
}

describe('a busy machine (a solver node at 1 µs)', () => {
  it('cuts none of hráč’s decisions', () => {
    expect(cutsOver('hrac', [0, 1])).toBe(0);
  });

  it('cuts none of hráč’s decisions in licitovaný', () => {
    expect(cutsOver('hrac', [0], 'auction')).toBe(0);
  });

  it('cuts none of mistr’s decisions', () => {
    expect(cutsOver('mistr', [0])).toBe(0);
  });
});
