/**
 * The registry of per-variant settlement rules (src-shared/variants/registry.ts, contract src-shared/settlement/rule.ts): a rule registered
 * for a variant is consulted by resultOf and settleResult, and its items are paid like volený's, by
 * sides. The test rules here imitate the variants' (durch s chytrým, pravidla ČSM čl. VII odst. 2;
 * licitovaný's raised limit, TP čl. II odst. 18) without being them: those live in their own files.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type Component,
  type HandResult,
  type Side,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  resultOf,
  settle,
  settleResult,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { SettlementRule } from '../../../src-shared/settlement/rule.ts';
import { registerSettlementRule, settlementRulesFor } from '../../../src-shared/variants/registry.ts';

const D: Side = 'declarer';
const d: Side = 'defence';
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

const comp = (kind: Component['kind'], doubles = 0): Component => ({
  kind,
  side: 'declarer',
  announcer: 0,
  doubles,
});

function result(r: Partial<HandResult>): HandResult {
  return {
    rules: PRESETS.csm,
    players: 3,
    declarer: 0,
    trump: 'B',
    game: 'suit',
    components: [comp('game')],
    end: 'played',
    declarerSide: { cards: 60, marriages: [] },
    defenceSide: { cards: 30, marriages: [] },
    seven: null,
    brokenAt: null,
    ...r,
  };
}

/** The rules of this file that apply (the variants' own rules are registered beside them). */
const testRulesFor = (r: HandResult) => settlementRulesFor(r).filter((rule) => rule.id.startsWith('test-'));

let undo: (() => void)[] = [];
const register = (rule: SettlementRule) => undo.push(registerSettlementRule(rule));
afterEach(() => {
  for (const u of undo) u();
  undo = [];
});

/** Durch "s chytrým" as a test rule: the first seven tricks win it, the eighth's taker joins the declarer. */
const clever: SettlementRule = {
  id: 'test-clever',
  variants: ['fourHand'],
  applies: (r) => r.game === 'durch',
  sides(r, sides) {
    const taker = (r.extras?.['test-clever'] as { last?: number } | undefined)?.last;
    return taker === undefined ? sides : sides.map((s, seat) => (seat === taker ? 'declarer' : s));
  },
  item(c, _r, ctx) {
    if (c.kind !== 'durch') return null;
    return [ctx.item(c, true, { code: 'allTricks' }, ctx.rules.rates.durch, ctx.rules.rates.durch, 0, 1)];
  },
};

describe('a registered rule is paid through the registry', () => {
  it('durch s chytrým: seven tricks, seat 2 takes the eighth and is paid with the declarer (OP čl. VII odst. 2)', () => {
    register(clever);
    const r = result({
      variant: 'fourHand',
      players: 4,
      sides: [D, d, d, d],
      tricks: 8,
      game: 'durch',
      trump: null,
      components: [comp('durch')],
      extras: { 'test-clever': { last: 2 } },
    });
    const s = settleResult(r);
    expect(s.sides).toEqual([D, d, D, d]);
    expect(s.payment).toBe('pairs');
    // docs/variants.md, křížový worked examples: declarer +600, the taker +600, the other two −600.
    expect(s.money).toEqual([600, -600, 600, -600]);
  });

  it('is consulted only for its variant and when it applies', () => {
    register(clever);
    const durch = { game: 'durch' as const, trump: null, components: [comp('durch')], brokenAt: 7 };
    expect(testRulesFor(result({ variant: 'fourHand', ...durch }))).toEqual([clever]);
    expect(testRulesFor(result({ variant: 'fourHand' }))).toEqual([]);
    expect(testRulesFor(result(durch))).toEqual([]);
    // Volený's durch lost in the eighth trick stays lost: the křížový rule is not asked.
    expect(settleResult(result({ ...durch, extras: { 'test-clever': { last: 2 } } })).money).toEqual([
      -1200, 600, 600,
    ]);
  });

  it("extra items and a replaced limit (as licitovaný's raised one, TP čl. II odst. 18)", () => {
    register({
      id: 'test-extra',
      variants: ['twoHand'],
      extra: (_r, ctx) => [
        ctx.item({ kind: 'silentSeven', side: 'declarer', doubles: 0 }, true, { code: 'unplayed' }, 3, 3),
      ],
      limit: (r, limit) => (r.doublers?.length === 2 ? 750 : limit),
    });
    const s = settleResult(result({ variant: 'twoHand' }));
    expect(s.items.map((i) => [i.kind, i.amount])).toEqual([
      ['game', 1],
      ['silentSeven', 3],
    ]);
    expect(s.money).toEqual([160, -80, -80]);
    // Hearts, flek re tutti boty on a hundred of 170: far above 500; with both defenders doubling, 750.
    const big = result({
      variant: 'twoHand',
      trump: 'H',
      components: [comp('hundred', 4)],
      declarerSide: { cards: 90, marriages: [40, 40] },
      defenceSide: { cards: 0, marriages: [] },
    });
    expect(settleResult(big).perDefender).toBe(500);
    expect(settleResult({ ...big, doublers: [1, 2] }).perDefender).toBe(750);
  });

  it('a component only a variant knows is settled by its rule, and an error without one', () => {
    // Lízaný registers no rule of its own, so the test rule is the only one asked.
    const twoSevens = { ...comp('game'), kind: 'twoSevens' } as unknown as Component;
    const r = result({ variant: 'twoHand', components: [twoSevens] });
    expect(() => settleResult(r)).toThrow(/no settlement rule settles a twoSevens component/);
    register({
      id: 'test-two-sevens',
      variants: ['twoHand'],
      item: (c, _r, ctx) =>
        (c.kind as string) === 'twoSevens' ? [ctx.item(c, true, { code: 'unplayed' }, 40, 40, 0, 1)] : null,
    });
    expect(settleResult(r).money).toEqual([1600, -800, -800]);
  });

  it('read runs in resultOf on the finished state and its data reaches the other hooks', () => {
    register({
      id: 'test-read',
      variants: ['chosen'],
      read: (state) => ({ lastWinner: state.tricks.at(-1)?.winner ?? null }),
      extra: (r, ctx) =>
        (r.extras?.['test-read'] as { lastWinner: number | null }).lastWinner === r.declarer
          ? [
              ctx.item(
                { kind: 'silentSeven', side: 'declarer', doubles: 0 },
                true,
                { code: 'unplayed' },
                1,
                1,
              ),
            ]
          : [],
    });
    const rng = createRng(7);
    let taken = 0;
    for (let n = 0; n < 10; n++) {
      let s = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: shuffledDeck(rng) });
      while (s.phase !== 'finished') {
        const legal = legalActions(s).filter((a) => a.type !== 'claim');
        const next = apply(s, legal[rng.int(legal.length)] as Action);
        if (!next.ok) throw new Error(JSON.stringify(next.error));
        s = next.value;
      }
      const last = s.tricks.at(-1)?.winner ?? null;
      expect(resultOf(s).extras).toEqual({ 'test-read': { lastWinner: last } });
      const extra = settle(s).items.filter((i) => i.outcome.code === 'unplayed' && i.kind === 'silentSeven');
      expect(extra.length).toBe(last === s.declarer ? 1 : 0);
      if (last === s.declarer) taken++;
      expect(sum(settle(s).money)).toBe(0);
    }
    expect(taken).toBeGreaterThan(0);
  });

  it('ids are unique and a rule can be taken out again', () => {
    const out = registerSettlementRule(clever);
    expect(() => registerSettlementRule(clever)).toThrow(/already registered/);
    out();
    expect(testRulesFor(result({ variant: 'fourHand', game: 'durch' }))).toEqual([]);
  });
});
