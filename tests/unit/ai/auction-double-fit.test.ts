/**
 * Licitovaný's part of the doubling fit (src-main/ai/auction/auction-double-fit.ts): a defender's
 * decision re-weighed by another reading of the declarer's bid (`bidValueWeight` under another logistic,
 * or none), so that the fit can choose the reading whose doubles earn.
 */
import { describe, expect, it } from 'vitest';
import { reweighed } from '../../../src-main/ai/auction/auction-double-fit.ts';
import { BID_VALUE, bidValueWeight } from '../../../src-main/ai/auction/auction-inference.ts';
import { type DoublingCase, decide, ruleOf } from '../../../src-main/ai/double-fit.ts';

/**
 * A seven fleked or not: on `lost` deals the declarer loses it (−6 per defender, −10 fleked), on `won`
 * he makes it (+4, +8 fleked); the deals weighed by the bid as the level weighs them.
 */
function sevenCase(lost: number, won: number): DoublingCase {
  const played = [...Array.from({ length: lost }, () => -6), ...Array.from({ length: won }, () => 4)];
  const raised = played.map((p) => (p < 0 ? -10 : 8));
  const weights = played.map((v) => bidValueWeight(v));
  const share = (ws: readonly number[]) =>
    raised.reduce((s, v, i) => s + (v < 0 ? (ws[i] as number) : 0), 0) / ws.reduce((a, b) => a + b, 0);
  return {
    weights,
    played,
    base: played,
    raised: [raised],
    open: ['seven'],
    doubles: {},
    share: [share(weights)],
    doubleAt: 0.7,
    values: played,
    realized: [4],
  };
}

describe('reweighed', () => {
  it('weighs every deal alike when the bid is not read, and by the logistic given otherwise', () => {
    const c = sevenCase(7, 3);
    expect(reweighed(c, null).weights).toEqual(c.played.map(() => 1));
    expect(reweighed(c, null).share).toEqual([0.7]);
    const fit = { midpoint: 0, scale: 1 };
    expect(reweighed(c, fit).weights).toEqual(c.played.map((v) => bidValueWeight(v, fit)));
    // The level's own reading gives back the weights and share it decided on.
    const same = reweighed(c, BID_VALUE);
    same.weights.forEach((w, i) => expect(w).toBeCloseTo(c.weights[i] as number, 12));
    expect(same.share[0]).toBeCloseTo(c.share[0] as number, 12);
  });

  it('changes the decision: uniformly the defence fleks, a sharp reading of the bid forbids it', () => {
    const c = sevenCase(8, 2);
    const rule = ruleOf(1, 0.1);
    expect(decide(reweighed(c, null), rule, true)).toEqual(['seven']);
    // Midpoint 0, scale 1: a deal where the seven is lost weighs e⁻⁶ of one where it is won.
    expect(decide(reweighed(c, { midpoint: 0, scale: 1 }), rule, true)).toEqual([]);
  });

  it('leaves a case without the bid values (volený, or a defender not reading the calls) as it is', () => {
    const { values: _, ...plain } = sevenCase(7, 3);
    expect(reweighed(plain, null)).toBe(plain);
  });
});
