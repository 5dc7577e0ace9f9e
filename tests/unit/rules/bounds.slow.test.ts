/**
 * Rules from outside stay inside documented ranges (rules/bounds.ts): out-of-range or inconsistent
 * numbers are refused with a named problem, worded in Czech and English; inside the ranges every
 * settlement pays finite, exact haléř that sum to zero.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Ruleset,
  apply,
  createRng,
  describeInputError,
  legalActions,
  parseRules,
  settle,
} from '../../../src-shared/index.ts';
import { RULE_BOUNDS, doublingCap } from '../../../src-shared/rules/bounds.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

function refusal(v: unknown) {
  const r = parseRules(v);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(v)}`);
  return r.error;
}

/** The JSON path of a refusal. */
function refusedAt(v: unknown): string {
  const e = refusal(v);
  return 'path' in e ? e.path : e.code;
}

describe('rules bounds', () => {
  it('refuses the rates that hung the solver, naming the option and its range', () => {
    const e = refusal({ preset: 'csm', limit: null, rates: { game: 1e12 } });
    expect(e).toEqual({
      code: 'invalid',
      path: 'rules.rates.game',
      problem: { kind: 'ruleOutOfRange', option: 'rates.game', min: 0, max: RULE_BOUNDS.rate.max },
    });
    expect(describeInputError(e, 'cs')).toContain('„rates.game“ musí být číslo od 0 do 1000');
    expect(describeInputError(e, 'en')).toContain('"rates.game" must be a number from 0 to 1000');
  });

  it('refuses a base, a limit or a doubling cap out of range, and infinities', () => {
    expect(refusedAt({ baseHaler: 1e308, limit: null })).toBe('rules.baseHaler');
    expect(refusedAt({ limit: 1e9 })).toBe('rules.limit');
    expect(refusedAt({ maxDoubles: 1000 })).toBe('rules.maxDoubles');
    // JSON reads 1e400 as Infinity.
    expect(refusedAt(JSON.parse('{"rates":{"betl":1e400}}'))).toBe('rules.rates.betl');
    expect(refusedAt({ rates: { openDurch: 1001 } })).toBe('rules.rates.openDurch');
  });

  it('refuses a silent hundred paid below the game, which would make more points pay less', () => {
    const e = refusal({ rates: { silentHundred: 0 } });
    expect(e).toMatchObject({
      path: 'rules.rates.silentHundred',
      problem: { kind: 'silentHundredBelowGame', silentHundred: 0, game: 1 },
    });
    expect(describeInputError(e, 'cs')).toContain('tiché stovky');
    expect(describeInputError(e, 'en')).toContain("silent hundred's rate");
    expect(parseRules({ rates: { silentHundred: 1 } }).ok).toBe(true);
  });

  it('refuses stakes without a limit that money could not count exactly', () => {
    const e = refusal({
      preset: 'house001',
      maxDoubles: 20,
      hundredGrowth: 'double',
      baseHaler: 10_000,
      rates: { game: 1000, hundred: 1000, silentHundred: 1000 },
    });
    expect(e).toMatchObject({ path: 'rules.limit', problem: { kind: 'stakesUnbounded' } });
    expect(describeInputError(e, 'cs')).toContain('nastav limit');
  });

  it('keeps both presets and the documented readings', () => {
    for (const v of [
      'csm',
      'house001',
      { limit: null },
      { baseHaler: 100 },
      { preset: 'house001', maxDoubles: 0 },
    ])
      expect(parseRules(v).ok).toBe(true);
  });

  it('pays finite, exact haléř summing to zero for every ruleset it accepts, at the most doublings', () => {
    const rng = createRng(17);
    const growth = ['rate', 'double', 'halfGame'] as const;
    const pick = (r: { min: number; max: number }) => (rng.int(2) === 0 ? r.max : rng.int(r.max + 1));
    let accepted = 0;
    for (let i = 0; i < 400; i++) {
      const game = pick(RULE_BOUNDS.rate);
      const maxDoubles = rng.int(3) === 0 ? null : pick(RULE_BOUNDS.maxDoubles);
      const limit = rng.int(2) === 0 ? null : Math.max(1, pick(RULE_BOUNDS.limit));
      const parsed = parseRules({
        preset: rng.int(2) === 0 ? 'csm' : 'house001',
        hundredGrowth: growth[rng.int(3)],
        baseHaler: Math.max(1, pick(RULE_BOUNDS.baseHaler)),
        limit,
        maxDoubles,
        rates: {
          game,
          seven: pick(RULE_BOUNDS.rate),
          hundred: pick(RULE_BOUNDS.rate),
          betl: pick(RULE_BOUNDS.rate),
          durch: pick(RULE_BOUNDS.rate),
          silentSeven: pick(RULE_BOUNDS.rate),
          silentHundred: game + rng.int(RULE_BOUNDS.rate.max - game + 1),
        },
      });
      if (!parsed.ok) continue;
      accepted++;
      const rules: Ruleset = parsed.value;
      let s: HandState = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 3, 0);
      while (s.phase === 'play') {
        const l = legalActions(s);
        const next = apply(s, l[rng.int(l.length)]!);
        if (!next.ok) throw new Error('the engine refused its own legal action');
        s = next.value;
      }
      const doubles = doublingCap(rules);
      const money = settle({
        ...s,
        rules,
        components: s.components.map((c) => ({ ...c, doubles })),
      }).money;
      for (const m of money)
        expect(Number.isSafeInteger(m), `${JSON.stringify(rules)}: ${money.join(',')}`).toBe(true);
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
    }
    expect(accepted).toBeGreaterThan(100);
  });
});
