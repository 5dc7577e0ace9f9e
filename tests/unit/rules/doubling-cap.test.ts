/**
 * Rules with no limit and no maximum of doublings (issue 17, defect 6: 35 doublings with `limit: null`
 * never finished): doubling stops where money would leave exact haléř, said as data with its reason,
 * and money stays exact at that cap.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Ruleset,
  apply,
  createRng,
  fromPosition,
  legalActions,
  parsePosition,
  parseRules,
  settle,
} from '../../../src-shared/index.ts';
import { explainReason } from '../../../src-shared/explain/format.ts';
import { MAX_STAKE_HALER, doublingCap, worstTotal } from '../../../src-shared/rules/bounds.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';
import { approvedSuit, run } from '../helpers.ts';

function rulesOf(v: unknown): Ruleset {
  const r = parseRules(v);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const UNBOUNDED = rulesOf({ preset: 'csm', limit: null });

/** Doubles the game on every turn it may (the defenders and the declarer in turn), else passes. */
function doubleAllTheWay(s: HandState): HandState {
  while (s.phase !== 'play' && s.phase !== 'finished') {
    const legal = legalActions(s);
    const pick =
      legal.find((a) => a.type === 'double' && a.components.length === 1 && a.components[0] === 'game') ??
      legal.find((a) => a.type === 'pass') ??
      legal[0];
    if (pick === undefined) throw new Error('no legal action');
    const next = apply(s, pick);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.value;
  }
  return s;
}

describe('the doubling cap of rules without one (issue 17, defect 6)', () => {
  it('is the most doublings whose worst settlement stays exact, and the rules’ own maximum otherwise', () => {
    const cap = doublingCap(UNBOUNDED);
    expect(worstTotal({ ...UNBOUNDED, maxDoubles: cap }) * UNBOUNDED.baseHaler).toBeLessThanOrEqual(
      MAX_STAKE_HALER,
    );
    expect(worstTotal({ ...UNBOUNDED, maxDoubles: cap + 1 }) * UNBOUNDED.baseHaler).toBeGreaterThan(
      MAX_STAKE_HALER,
    );
    expect(cap).toBeGreaterThanOrEqual(20); // above every real table's doubling
    expect(doublingCap(rulesOf({ preset: 'house001' }))).toBe(4);
  });

  it('offers doubling up to the cap in play, then refuses it with its reason in Czech and English', () => {
    const rules = UNBOUNDED;
    const base = approvedSuit('HK', ['B7', 'L7']);
    let s = run({ ...base, rules }, { type: 'announce', seat: 0, seven: false, hundred: false });
    s = doubleAllTheWay(s);
    expect(s.phase).toBe('play');
    const game = s.components.find((c) => c.kind === 'game');
    expect(game?.doubles).toBe(doublingCap(rules));

    // A defender to double the game that already has the cap: refused by the engine as data.
    const first = run({ ...base, rules }, { type: 'announce', seat: 0, seven: false, hundred: false });
    expect(first.doubling?.open).toContain('game');
    const t: HandState = {
      ...first,
      components: first.components.map((c) =>
        c.kind === 'game' ? { ...c, doubles: doublingCap(rules) } : c,
      ),
    };
    expect(legalActions(t).some((a) => a.type === 'double' && a.components.includes('game'))).toBe(false);
    const refused = apply(t, { type: 'double', seat: t.toAct ?? 0, components: ['game'] });
    if (refused.ok) throw new Error('a doubling past the cap was accepted');
    expect(refused.error).toMatchObject({
      code: 'doubleLimit',
      bound: 'exactMoney',
      max: doublingCap(rules),
    });
    expect(explainReason(refused.error, 'cs').text).toContain('přesné na haléř');
    expect(explainReason(refused.error, 'en').text).toContain('exact to the haléř');
  });

  it('pays exact haléř summing to zero at the cap for random rules with no limit and no maximum', () => {
    const rng = createRng(35);
    for (let i = 0; i < 120; i++) {
      const game = rng.int(1001);
      const rules = rulesOf({
        preset: rng.int(2) === 0 ? 'csm' : 'house001',
        limit: null,
        maxDoubles: null,
        hundredGrowth: (['rate', 'double', 'halfGame'] as const)[rng.int(3)],
        baseHaler: 1 + rng.int(10_000),
        rates: { game, seven: rng.int(1001), hundred: rng.int(1001), silentHundred: game },
      });
      let s: HandState = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 3, 0);
      while (s.phase === 'play') {
        const l = legalActions(s);
        const next = apply(s, l[rng.int(l.length)]!);
        if (!next.ok) throw new Error('the engine refused its own legal action');
        s = next.value;
      }
      const doubles = doublingCap(rules);
      const money = settle({ ...s, rules, components: s.components.map((c) => ({ ...c, doubles })) }).money;
      for (const m of money)
        expect(Number.isSafeInteger(m), `${JSON.stringify(rules)}: ${money.join(',')}`).toBe(true);
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('refuses a position doubled past the cap, as the reader of positions does', () => {
    const cap = doublingCap(UNBOUNDED);
    const position = (doubles: number) => ({
      rules: { preset: 'csm', limit: null },
      dealer: 1,
      declarer: 1,
      trump: 'L',
      announced: {},
      doubles: { game: doubles },
      hands: ['H8 H9 HK LU', 'HU B8 L7 L8', 'H7 B9 BA LK'],
      talon: 'BO BK',
      tricks: [
        ['HX', 'HA', 'HO'],
        ['LX', 'L9', 'LA'],
        ['BX', 'B7', 'BU'],
        ['AU', 'AK', 'AX'],
        ['A9', 'A7', 'AA'],
        ['AO', 'LO', 'A8'],
      ],
    });
    const read = (doubles: number) => {
      const p = parsePosition(position(doubles));
      return p.ok ? fromPosition(p.value) : p;
    };
    expect(read(cap).ok).toBe(true);
    const over = read(cap + 1);
    expect(over.ok).toBe(false);
    expect(JSON.stringify(over)).toContain('doublesTooMany');
  });
});
