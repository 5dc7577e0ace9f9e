/**
 * Křížový's money (src-shared/variants/four-hand/settlement.ts with the common settlement by sides): the worked
 * examples of docs/variants.md, "Křížový mariáš" → Settlement (csm, base 20 h; the documents give no
 * křížový amounts), each with the article it rests on: pravidla ČSM (OP) čl. VII odst. 2 (pairs, durch
 * s chytrým), čl. V odst. 1 (alone), čl. V odst. 8 (a seven killed by the partner), čl. V odst. 9 (limit).
 */
import { describe, expect, it } from 'vitest';
import type { Suit } from '../../../src-shared/cards/card.ts';
import type { Component, ComponentKind, Game, Side } from '../../../src-shared/engine/contract.ts';
import type { EndKind } from '../../../src-shared/engine/state.ts';
import { explainItem, formatSettlement } from '../../../src-shared/explain/format.ts';
import { PRESETS, type Ruleset } from '../../../src-shared/rules/ruleset.ts';
import { DURCH_CLEVER_ID, DURCH_CLEVER_RULE } from '../../../src-shared/variants/four-hand/settlement.ts';
import { rulesForVariant } from '../../../src-shared/variants/registry.ts';
import { type HandResult, type SevenFate, settleResult } from '../../../src-shared/settlement/settle.ts';

const D: Side = 'declarer';
const d: Side = 'defence';

const comp = (kind: ComponentKind, doubles = 0, side: Side = D, announcer = 0): Component => ({
  kind,
  side,
  announcer,
  doubles,
});

interface Case {
  readonly sides: readonly Side[];
  readonly game?: Game;
  readonly trump?: Suit | null;
  readonly components: readonly Component[];
  readonly points?: readonly [number, number];
  readonly marriages?: readonly number[];
  readonly seven?: SevenFate | null;
  readonly end?: EndKind;
  readonly brokenAt?: number | null;
  readonly clever?: number | null;
  readonly rules?: Ruleset;
}

/** A finished křížový hand as the settlement sees it; the declarer is seat 0. */
function result(c: Case): HandResult {
  return {
    rules: c.rules ?? PRESETS.csm,
    players: 4,
    declarer: 0,
    trump: c.trump === undefined ? 'B' : c.trump,
    game: c.game ?? 'suit',
    components: c.components,
    end: c.end ?? 'played',
    declarerSide: { cards: c.points?.[0] ?? 0, marriages: c.marriages ?? [] },
    defenceSide: { cards: c.points?.[1] ?? 0, marriages: [] },
    seven: c.seven ?? null,
    brokenAt: c.brokenAt ?? null,
    variant: 'fourHand',
    sides: c.sides,
    tricks: 8,
    extras: c.clever === undefined ? {} : { [DURCH_CLEVER_ID]: { clever: c.clever } },
  };
}

describe('křížový money by article (docs/variants.md worked examples)', () => {
  it.each<[string, string, Case, number[]]>([
    [
      'a suit game in bells won in pairs, no flek: each loser pays one winner',
      'OP čl. VII odst. 2',
      { sides: [D, d, D, d], components: [comp('game')], points: [60, 30] },
      [20, -20, 20, -20],
    ],
    [
      'the same game lost: both of the declaring side pay',
      'OP čl. VII odst. 2',
      { sides: [D, d, D, d], components: [comp('game')], points: [30, 60] },
      [-20, 20, -20, 20],
    ],
    [
      'alone (the called card was his own): sto a sedma in hearts, both won at 100',
      'OP čl. V odst. 1, čl. VII odst. 2; AP',
      {
        sides: [D, d, d, d],
        trump: 'H',
        components: [comp('hundred'), comp('seven')],
        points: [60, 30],
        marriages: [40],
        seven: { seat: 0, trick: 7, won: true, by: null, bySeat: null },
      },
      [720, -240, -240, -240],
    ],
    [
      'betl lost (always alone)',
      'OP čl. V odst. 1, čl. IV odst. 7',
      {
        sides: [D, d, d, d],
        game: 'betl',
        trump: null,
        components: [comp('betl')],
        end: 'betlLost',
        brokenAt: 2,
      },
      [-900, 300, 300, 300],
    ],
    [
      'durch s chytrým: seven tricks, seat 3 takes the eighth and is paid with the declarer',
      'OP čl. VII odst. 2',
      { sides: [D, d, d, d], game: 'durch', trump: null, components: [comp('durch')], clever: 3 },
      [600, -600, -600, 600],
    ],
    [
      'durch taking all eight: alone against three',
      'OP čl. V odst. 1, čl. IV odst. 8',
      { sides: [D, d, d, d], game: 'durch', trump: null, components: [comp('durch')], clever: null },
      [1800, -600, -600, -600],
    ],
    [
      'durch lost at the last trick without durch s chytrým (anglický popis: as the three-hand game)',
      'AP, Four hand Mariáš; OP čl. IV odst. 8',
      {
        sides: [D, d, d, d],
        game: 'durch',
        trump: null,
        components: [comp('durch')],
        end: 'durchLost',
        brokenAt: 7,
        rules: PRESETS.english003,
      },
      [-600, 200, 200, 200],
    ],
    [
      "a seven killed by the partner's higher trump costs the side: both pay",
      'OP čl. V odst. 8, čl. VII odst. 2',
      {
        sides: [D, d, D, d],
        components: [comp('game'), comp('seven')],
        points: [50, 40],
        seven: { seat: 0, trick: 7, won: false, by: 'BX', bySeat: 2 },
      },
      [-20, 20, -20, 20],
    ],
    [
      "the partner's silent seven counts for the declaring side",
      'OP čl. V odst. 8, čl. VII odst. 2',
      {
        sides: [D, d, D, d],
        components: [comp('game')],
        points: [50, 40],
        seven: { seat: 2, trick: 7, won: true, by: null, bySeat: null },
      },
      [40, -40, 40, -40],
    ],
    [
      'the limit caps what one loser pays his winner (durch s chytrým at five doublings: 960 → 500)',
      'OP čl. V odst. 9, čl. VII odst. 2',
      { sides: [D, d, d, d], game: 'durch', trump: null, components: [comp('durch', 5)], clever: 1 },
      [10000, 10000, -10000, -10000],
    ],
  ])('%s (%s)', (_what, _article, c, money) => {
    const s = settleResult(result(c));
    expect(s.money).toEqual(money);
    expect(s.money.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('durch s chytrým as a settlement rule (OP čl. VII odst. 2; question 18)', () => {
  const clever = result({
    sides: [D, d, d, d],
    game: 'durch',
    trump: null,
    components: [comp('durch')],
    clever: 2,
  });

  it('is registered for křížový only', () => {
    expect(rulesForVariant('fourHand')).toContain(DURCH_CLEVER_RULE);
    expect(rulesForVariant('chosen')).not.toContain(DURCH_CLEVER_RULE);
    expect(rulesForVariant('auction')).not.toContain(DURCH_CLEVER_RULE);
  });

  it('pays the taker of the last trick with the declarer, in pairs, and says why', () => {
    const s = settleResult(clever);
    expect(s.sides).toEqual([D, d, D, d]);
    expect(s.payment).toBe('pairs');
    expect(s.items).toHaveLength(1);
    expect(s.items[0]).toMatchObject({
      kind: 'durch',
      won: true,
      outcome: { code: 'durchClever', seat: 2, trick: 7 },
      amount: 30,
    });
    const cs = explainItem(s.items[0]!, PRESETS.csm, 'cs', ['Ája', 'Bára', 'Cyril', 'Dan']);
    expect(cs.why).toContain('s chytrým');
    expect(cs.why).toContain('Cyril');
    expect(cs.citations).toContainEqual({ doc: '000', article: 'VII', paragraph: 2 });
    const en = explainItem(s.items[0]!, PRESETS.csm, 'en', ['Ája', 'Bára', 'Cyril', 'Dan']);
    expect(en.why).toContain('first 7 tricks');
    expect(formatSettlement(s, PRESETS.csm, 'en')).toContain('Paid in pairs');
  });

  it('does nothing when the option is off, the game is not durch, or nobody else took the last', () => {
    const off = settleResult({ ...clever, rules: PRESETS.english003 });
    expect(off.sides).toEqual([D, d, d, d]);
    expect(off.items[0]?.outcome.code).toBe('allTricks');
    const none = settleResult({ ...clever, extras: { [DURCH_CLEVER_ID]: { clever: null } } });
    expect(none.money).toEqual([1800, -600, -600, -600]);
    // A result built without the data (the solver's) is settled as a plain durch.
    expect(settleResult({ ...clever, extras: {} }).money).toEqual([1800, -600, -600, -600]);
  });
});
