/**
 * The fit of volený's doubling rule (src-main/ai/double-fit.ts): each defender's decision re-decided
 * under a candidate rule by `moneyDoubles` (and the share bar when asked), paid from what the double
 * really earned, and the rule chosen that earns most within the flek rate issue 52 asks.
 */
import { describe, expect, it } from 'vitest';
import { type HandState, preset, settle, variantTable } from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import {
  type DoublingCase,
  decide,
  evaluateRule,
  fitDoubleRule,
  pairedGain,
  pairedRules,
  realizedGains,
  ruleOf,
} from '../../../src-main/ai/double-fit.ts';
import { playHand } from '../../../src-main/ai/match.ts';

/**
 * A defender's decision on a plain game: `wins` sampled deals where the defence wins `by` (the
 * declarer's money per defender −by, −2·by fleked), the rest lost by `loss`; `realized` what the flek
 * really brought.
 */
function gameCase(wins: number, deals: number, realized: number, by = 1, loss = 1): DoublingCase {
  const played = Array.from({ length: deals }, (_, i) => (i < wins ? -by : loss));
  return {
    weights: played.map(() => 1),
    played,
    base: played,
    raised: [played.map((p) => 2 * p)],
    open: ['game'],
    doubles: {},
    share: [wins / deals],
    doubleAt: 0.7,
    realized: [realized],
  };
}

// Sure: every deal won. Thin: 6 of 10, mean +0.2 and a standard error of 0.33. Clear: 8 of 10.
const sure = gameCase(10, 10, 1);
const thin = gameCase(6, 10, -1);
const clear = gameCase(8, 10, 1);
// Four big wins of 5 against six small losses: money says flek (+1.7 ± 0.9), the share (40 %) does not.
const lumpy = gameCase(4, 10, 5, 5, 0.5);
// Hands the declarer wins in every sampled deal: nobody fleks them.
const hopeless = Array.from({ length: 10 }, () => gameCase(0, 10, -1));

describe('decide', () => {
  it('fleks where the mean gain less the edge clears z standard errors', () => {
    const rule = ruleOf(1, 0.1);
    expect(decide(sure, rule, false)).toEqual(['game']);
    expect(decide(clear, rule, false)).toEqual(['game']);
    // 0.2 − 0.1 − 0.33 < 0; with no z and no edge the thin mean alone is enough.
    expect(decide(thin, rule, false)).toEqual([]);
    expect(decide(thin, ruleOf(0, 0), false)).toEqual(['game']);
    // 0.6 − 0.1 − 1.5 · 0.27 > 0, but not at z 2.
    expect(decide(clear, ruleOf(1.5, 0.1), false)).toEqual(['game']);
    expect(decide(clear, ruleOf(2, 0.1), false)).toEqual([]);
  });

  it('keeps the share bar only when asked', () => {
    expect(decide(lumpy, ruleOf(1, 0.1), false)).toEqual(['game']);
    expect(decide(lumpy, ruleOf(1, 0.1), true)).toEqual([]);
  });
});

describe('evaluateRule', () => {
  it('pays each flek taken from what it really earned', () => {
    const p = evaluateRule([sure, thin, clear, ...hopeless], ruleOf(0, 0), false);
    expect(p.asked).toBe(13);
    expect(p.doubled).toBe(3);
    expect(p.rate).toBeCloseTo(3 / 13);
    expect(p.gain).toBeCloseTo(1 / 3);
    expect(p.perAsked).toBeCloseTo(1 / 13);
    const careful = evaluateRule([sure, thin, clear, ...hopeless], ruleOf(1, 0.1), false);
    expect(careful.doubled).toBe(2);
    expect(careful.gain).toBe(1);
    expect(careful.half).toBe(0);
  });
});

describe('fitDoubleRule', () => {
  it('picks the rule that earns most within the rate band', () => {
    const cases = [sure, thin, clear, lumpy, ...hopeless];
    const { points, best } = fitDoubleRule(cases, [2, 1, 0], [0.1, 0]);
    expect(points).toHaveLength(2 * 3 * 2);
    // Sure, clear and lumpy (1 + 1 + 5) without the bar, thin left out: 7 of 14 asked.
    expect(best).toMatchObject({ bar: false, doubled: 3 });
    expect(best?.perAsked).toBeCloseTo(7 / 14);
    expect(best?.z).toBeGreaterThan(0);
  });

  it('falls back to the richest rule when none lies in the band', () => {
    const { best } = fitDoubleRule([sure, clear], [1], [0.1]);
    expect(best).toMatchObject({ doubled: 2, rate: 1 });
  });
});

describe('pairedGain', () => {
  it('is what the second player’s doubles earned less the first’s, decision by decision', () => {
    const rule = ruleOf(1, 0.1);
    // The first fleks `sure` (earning 1) and passes `thin`; the second passes `sure`, fleks `clear` (1).
    const p = pairedGain([sure, thin, clear], [thin, thin, clear], rule, false);
    // Differences: −1 (sure: the first earned 1, the second's thin pass 0), 0, 0.
    expect(p.n).toBe(3);
    expect(p.mean).toBeCloseTo(-1 / 3, 12);
    expect(p.half).toBeCloseTo(1.96 * Math.sqrt(((2 / 3) ** 2 + 2 * (1 / 3) ** 2) / 2 / 3), 12);
    expect(() => pairedGain([sure], [], rule, false)).toThrow(/unpaired/);
  });
});

describe('pairedRules', () => {
  it('is what one rule’s doubles earned less another’s on the same decisions (share bar on)', () => {
    // 8 of 10 deals won by 1, two lost by 3: mean gain +0.2 (SE 0.53), the share (80 %) clears the bar.
    const marginal = gameCase(8, 10, -1, 1, 3);
    // z 1 with the edge fleks `sure` and `clear`, not `marginal`; z 0 without it fleks marginal (−1) too.
    const p = pairedRules([sure, marginal, clear], ruleOf(1, 0.1), ruleOf(0, 0));
    expect(p.n).toBe(3);
    expect(p.mean).toBeCloseTo(1 / 3, 12);
    // The same rule on both sides: nothing between them.
    expect(pairedRules([sure, marginal, clear], ruleOf(1, 0.1), ruleOf(1, 0.1)).mean).toBe(0);
  });

  it('counts the deals of one reading with their design effect (`correlation`)', () => {
    // 24 of 28 deals won: a flek at z 3.5 as independent deals, not at ρ 0.03 (15.5 deals' worth).
    const many = gameCase(24, 28, -1);
    const independent = ruleOf(3.5, 0.1);
    const correlated = { ...independent, correlation: 0.03 };
    expect(decide(many, independent, false)).toEqual(['game']);
    expect(decide(many, correlated, false)).toEqual([]);
    expect(pairedRules([many], correlated, independent).mean).toBe(1);
  });
});

describe('realizedGains', () => {
  it('is the game fleked on the same cards: the money of the plain game again', () => {
    const rules = preset('csm');
    let final: HandState | null = null;
    for (let i = 0; final === null && i < 40; i++) {
      const hand = playHand(
        { rules, table: variantTable('chosen', 3, 2), deck: dealDeck(1, i), variant: 'chosen' },
        [rulePlayer, rulePlayer, rulePlayer],
        i,
      );
      const f = hand.final;
      if (f.game === 'suit' && f.components.every((c) => c.kind === 'game' && c.doubles === 0)) final = f;
    }
    if (final === null) throw new Error('no plain undoubled game in 40 deals');
    const sample = gameCase(1, 1, 0);
    const [gain] = realizedGains(final, sample);
    const perDefender = settle(final).perDefender;
    expect(perDefender).not.toBe(0);
    expect(gain).toBe(-perDefender);
    // Already fleked once, the defence's next raise (tutti) doubles the doubled game again.
    const [again] = realizedGains(final, { ...sample, doubles: { game: 1 } });
    expect(again).toBe(-2 * perDefender);
  });
});
