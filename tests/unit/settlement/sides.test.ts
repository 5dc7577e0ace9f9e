/**
 * Settlement by sides: who pays whom once the amount is known (pravidla ČSM, čl. V odst. 1 and 9,
 * čl. VII odst. 2; the English description, "Four hand Mariáš" and "Lízaný Mariáš"). The amounts of the
 * křížový and lízaný rows are the worked examples of docs/variants.md (the documents give none).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Component,
  type HandResult,
  type Ruleset,
  type SettlementItem,
  type Side,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  resultOf,
  seatCardPoints,
  settle,
  settleResult,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import { explainItem, formatSettlement } from '../../../src-shared/explain/format.ts';
import { type PaymentMode, pay, paymentMode } from '../../../src-shared/settlement/payment.ts';
import { FRESH_FOUR_HAND_OWN } from '../../../src-shared/variants/four-hand/state.ts';

const D: Side = 'declarer';
const d: Side = 'defence';
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('pay: each payer pays each payee, or one winner in pairs', () => {
  const rows: {
    what: string;
    article: string;
    sides: Side[];
    owed: number;
    mode: PaymentMode;
    money: number[];
  }[] = [
    {
      what: 'three seats, the declarer won',
      article: 'OP čl. V odst. 1',
      sides: [D, d, d],
      owed: 60,
      mode: 'each',
      money: [120, -60, -60],
    },
    {
      what: 'three seats, the declarer lost',
      article: 'OP čl. V odst. 1',
      sides: [d, D, d],
      owed: -60,
      mode: 'each',
      money: [60, -120, 60],
    },
    {
      what: 'four with the dealer (seat 3) out: he pays as a defender',
      article: 'OP čl. V odst. 1',
      sides: [D, d, d, d],
      owed: -300,
      mode: 'each',
      money: [-900, 300, 300, 300],
    },
    {
      what: 'two seats: one wins what the other loses',
      article: 'AP, Lízaný Mariáš',
      sides: [d, D],
      owed: 20,
      mode: 'each',
      money: [-20, 20],
    },
    {
      what: 'křížový alone: the declarer against three',
      article: 'OP čl. V odst. 1; AP, Four hand Mariáš',
      sides: [d, d, D, d],
      owed: 240,
      mode: 'each',
      money: [-240, -240, 720, -240],
    },
    {
      what: 'křížový in pairs, the declaring pair won',
      article: 'OP čl. VII odst. 2',
      sides: [D, d, D, d],
      owed: 20,
      mode: 'pairs',
      money: [20, -20, 20, -20],
    },
    {
      what: 'křížový in pairs, the declaring pair lost',
      article: 'OP čl. VII odst. 2',
      sides: [d, D, d, D],
      owed: -20,
      mode: 'pairs',
      money: [20, -20, 20, -20],
    },
  ];
  for (const r of rows)
    it(`${r.what} (${r.article})`, () => {
      expect(paymentMode(r.sides)).toBe(r.mode);
      const owed = r.sides.map((s) => (s === 'defence' ? r.owed : 0));
      const money = pay(owed, r.sides, r.mode);
      expect(money).toEqual(r.money);
      expect(sum(money)).toBe(0);
    });

  it('in pairs each loser pays his own winner, in seat order (OP čl. VII odst. 2)', () => {
    // A doubled laydown may charge the two losers differently: seat 1 pays seat 0, seat 3 pays seat 2.
    expect(pay([0, 100, 0, 40], [D, d, D, d], 'pairs')).toEqual([100, -100, 40, -40]);
    expect(pay([0, 100, 0, 40], [D, d, D, d], 'each')).toEqual([140, -200, 140, -80]);
  });

  it('pairs need two sides of the same size', () => {
    expect(() => pay([0, 10, 10, 10], [D, d, d, d], 'pairs')).toThrow(/equal size/);
  });
});

const comp = (kind: Component['kind'], doubles = 0, side: Side = 'declarer', announcer = 0): Component => ({
  kind,
  side,
  announcer,
  doubles,
});

/** A finished hand as the solver would describe it; a bells game the declarer (seat 0) won 60 : 30. */
function result(r: Partial<HandResult>, rules: Ruleset = PRESETS.csm): HandResult {
  return {
    rules,
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

describe('settleResult by sides (csm, base 20 h)', () => {
  const rows: { what: string; article: string; r: Partial<HandResult>; money: number[]; units: number }[] = [
    {
      what: 'three seats, game won: unchanged',
      article: 'OP čl. V odst. 1',
      r: {},
      units: 1,
      money: [40, -20, -20],
    },
    {
      what: 'three seats, no sides given: the declarer alone, as before',
      article: 'OP čl. V odst. 1',
      r: { declarer: 2, sides: undefined },
      units: 1,
      money: [-20, -20, 40],
    },
    {
      what: 'betl lost at four, the dealer sitting out pays as defence',
      article: 'OP čl. V odst. 1, čl. II odst. 4',
      r: {
        players: 4,
        declarer: 1,
        sides: [d, D, d, d],
        game: 'betl',
        trump: null,
        components: [comp('betl', 0, 'declarer', 1)],
        brokenAt: 4,
        end: 'betlLost',
      },
      units: -15,
      money: [300, -900, 300, 300],
    },
    {
      what: 'křížový: a bells game won in pairs',
      article: 'OP čl. VII odst. 2',
      r: { players: 4, sides: [D, d, D, d], tricks: 8 },
      units: 1,
      money: [20, -20, 20, -20],
    },
    {
      what: 'křížový: the same game lost in pairs',
      article: 'OP čl. VII odst. 2',
      r: {
        players: 4,
        sides: [D, d, D, d],
        tricks: 8,
        declarerSide: { cards: 30, marriages: [] },
        defenceSide: { cards: 60, marriages: [] },
      },
      units: -1,
      money: [-20, 20, -20, 20],
    },
    {
      what: 'křížový alone: sto a sedma in hearts, both won at exactly 100',
      article: 'OP čl. V odst. 1, 4, 6; AP, Four hand Mariáš',
      r: {
        players: 4,
        declarer: 1,
        sides: [d, D, d, d],
        tricks: 8,
        trump: 'H',
        components: [comp('hundred', 0, 'declarer', 1), comp('seven', 0, 'declarer', 1)],
        declarerSide: { cards: 60, marriages: [40] },
        defenceSide: { cards: 30, marriages: [] },
        seven: { seat: 1, trick: 7, won: true, by: null, bySeat: null },
      },
      units: 12,
      money: [-240, 720, -240, -240],
    },
    {
      what: 'křížový: durch taking all eight, alone',
      article: 'OP čl. VII odst. 2',
      r: {
        players: 4,
        sides: [D, d, d, d],
        tricks: 8,
        game: 'durch',
        trump: null,
        components: [comp('durch')],
      },
      units: 30,
      money: [1800, -600, -600, -600],
    },
    {
      what: 'lízaný: forehand wins the game 60 : 50',
      article: 'AP, Lízaný Mariáš',
      r: {
        players: 2,
        declarer: 1,
        sides: [d, D],
        tricks: 16,
        rules: PRESETS.english003,
        declarerSide: { cards: 60, marriages: [] },
        defenceSide: { cards: 30, marriages: [20] },
      },
      units: 1,
      money: [-20, 20],
    },
    {
      what: 'lízaný: the dealer makes a silent hundred with 120',
      article: 'AP, Lízaný Mariáš and the game-point table',
      r: {
        players: 2,
        declarer: 1,
        sides: [d, D],
        tricks: 16,
        rules: PRESETS.english003,
        declarerSide: { cards: 30, marriages: [] },
        defenceSide: { cards: 80, marriages: [40] },
      },
      units: -8,
      money: [160, -160],
    },
  ];
  for (const row of rows)
    it(`${row.what} (${row.article})`, () => {
      const r = result({ sides: [D, d, d], ...row.r }, row.r.rules ?? PRESETS.csm);
      const s = settleResult(r);
      expect(s.perDefender).toBe(row.units);
      expect(s.money).toEqual(row.money);
      expect(sum(s.money)).toBe(0);
    });

  it('a silent seven counts for the side of the seat that played it: the partner’s wins for the pair (OP čl. V odst. 8)', () => {
    const r = result({
      players: 4,
      sides: [D, d, D, d],
      tricks: 8,
      seven: { seat: 2, trick: 7, won: true, by: null, bySeat: null },
    });
    const s = settleResult(r);
    const seven = s.items.find((i) => i.kind === 'silentSeven');
    expect(seven).toMatchObject({ side: 'declarer', won: true, amount: 1 });
    expect(s.money).toEqual([40, -40, 40, -40]);
  });

  it('a seven is judged in the last trick of the hand, the eighth in křížový (OP čl. IV odst. 5)', () => {
    const early = result({
      players: 4,
      sides: [D, d, D, d],
      tricks: 8,
      components: [comp('game'), comp('seven')],
      seven: { seat: 0, trick: 6, won: true, by: null, bySeat: null },
    });
    expect(settleResult(early).items.find((i) => i.kind === 'seven')).toMatchObject({
      won: false,
      outcome: { code: 'sevenEarly', trick: 6 },
    });
    const last = { ...early, seven: { seat: 0, trick: 7, won: true, by: null, bySeat: null } };
    expect(settleResult(last).items.find((i) => i.kind === 'seven')?.won).toBe(true);
  });

  describe('the limit caps what one payer pays one payee (OP čl. V odst. 9)', () => {
    // Sto a sedma in hearts, flek re tutti boty on both: (4 + 2) × 2 × 16 = 192; 500 is reached with more.
    const big = (sides: Side[], won: boolean): HandResult =>
      result({
        players: sides.length,
        sides,
        tricks: sides.length === 4 ? 8 : 10,
        trump: 'H',
        components: [comp('hundred', 4), comp('seven', 4)],
        declarerSide: won ? { cards: 90, marriages: [40, 20, 20] } : { cards: 0, marriages: [] },
        defenceSide: won ? { cards: 0, marriages: [] } : { cards: 90, marriages: [40, 20, 20] },
        seven: { seat: 0, trick: sides.length === 4 ? 7 : 9, won, by: null, bySeat: null },
      });
    const rows: { sides: Side[]; won: boolean; money: number[] }[] = [
      { sides: [D, d, d], won: true, money: [20000, -10000, -10000] },
      { sides: [D, d, d], won: false, money: [-20000, 10000, 10000] },
      { sides: [D, d, D, d], won: true, money: [10000, -10000, 10000, -10000] },
      { sides: [D, d, D, d], won: false, money: [-10000, 10000, -10000, 10000] },
      { sides: [D, d, d, d], won: false, money: [-30000, 10000, 10000, 10000] },
    ];
    for (const row of rows)
      it(`${row.sides.join(' ')}, ${row.won ? 'won' : 'lost'}`, () => {
        const s = settleResult(big(row.sides, row.won));
        expect(s.limited).toBe(true);
        expect(Math.abs(s.perDefender)).toBe(500);
        expect(s.money).toEqual(row.money);
      });
  });

  it('a doubled laydown in pairs: the doubler pays his winner the doubled share (OP čl. V odst. 10, čl. VII odst. 2)', () => {
    // A bells sedma laid down, seat 3 gave flek on the game: seat 1 pays undoubled 1 + 2 = 3, seat 3
    // pays the rest of 2 × (2 + 2) = 8, that is 5.
    const r = result({
      players: 4,
      sides: [D, d, D, d],
      tricks: 8,
      end: 'laidDown',
      components: [comp('game', 1), comp('seven')],
      doublers: [3],
    });
    const s = settleResult(r);
    expect(s.split).toEqual({ doublers: [3], undoubled: 3, perDoubler: 5 });
    expect(s.money).toEqual([60, -60, 100, -100]);
  });
});

describe('resultOf reads the sides off the state', () => {
  function finished(size: 3 | 4, seed: number) {
    const rng = createRng(seed);
    let s = newHand({ rules: PRESETS.csm, table: { size, dealer: size - 1 }, deck: shuffledDeck(rng) });
    while (s.phase !== 'finished') {
      const legal = legalActions(s).filter((a) => a.type !== 'claim');
      const r = apply(s, legal[rng.int(legal.length)] as Action);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value;
    }
    return s;
  }

  it('at four the dealer sitting out is a defender and pays like one (OP čl. V odst. 1)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = finished(4, seed);
      const r = resultOf(state);
      expect(r.sides).toEqual([0, 1, 2, 3].map((s) => (s === state.declarer ? 'declarer' : 'defence')));
      const money = settle(state).money;
      expect(money[3]).toBe(money.find((_, s) => s !== 3 && s !== state.declarer));
      expect(sum(money)).toBe(0);
    }
  });

  it('the partner (state.partner, křížový) is on the declaring side and the pair’s points add up (OP čl. VII odst. 2)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const played = finished(3, seed);
      const declarer = played.declarer as number;
      const partner = (declarer + 1) % 3;
      const r = resultOf({ ...played, own: { ...FRESH_FOUR_HAND_OWN, partner } });
      const sides = [0, 1, 2].map((x) => (x === declarer || x === partner ? 'declarer' : 'defence'));
      expect(r.sides).toEqual(sides);
      const perSeat = seatCardPoints(played);
      expect(r.declarerSide.cards).toBe((perSeat[declarer] ?? 0) + (perSeat[partner] ?? 0));
      expect(r.tricks).toBe(10);
      expect(settleResult(r).sides).toEqual(sides);
      expect(resultOf(played).sides?.[partner]).toBe('defence');
    }
  });

  it('at three the money is what the declarer alone is paid by each defender', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = finished(3, seed);
      const s = settle(state);
      const each = Math.round(s.perDefender * state.rules.baseHaler);
      const declarer = state.declarer as number;
      if (s.split === null)
        expect(s.money).toEqual([0, 1, 2].map((x) => (x === declarer ? 2 * each : -each) + 0));
      expect(s.payment).toBe('each');
    }
  });
});

describe('property: money sums to zero and no payment passes the limit', () => {
  const sideSets: Side[][] = [
    [D, d],
    [d, D],
    [D, d, d],
    [d, d, D],
    [D, d, d, d],
    [d, d, d, D],
    [D, d, D, d],
    [d, D, D, d],
  ];
  const kinds = ['game', 'seven', 'hundred', 'sevenAgainst', 'hundredAgainst'] as const;
  it('over random results at 2, 3 and 4 seats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sideSets),
        fc.constantFrom('csm' as const, 'house001' as const, 'english003' as const),
        fc.subarray([...kinds], { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 90 }),
        fc.constantFrom('H' as const, 'B' as const),
        fc.boolean(),
        fc.integer({ min: 1, max: 100 }),
        (sides, preset, chosen, doubles, declCards, trump, laidDown, base) => {
          const players = sides.length;
          const declarer = sides.indexOf('declarer');
          const tricks = players === 4 ? 8 : players === 2 ? 16 : 10;
          const rules = { ...PRESETS[preset], baseHaler: base };
          const components = chosen.map((k, i) =>
            comp(k, doubles[i] ?? 0, k.endsWith('Against') ? 'defence' : 'declarer', declarer),
          );
          const r = result(
            {
              players,
              declarer,
              sides,
              tricks,
              trump,
              components,
              end: laidDown ? 'laidDown' : 'played',
              doublers: laidDown ? [sides.indexOf('defence')] : [],
              declarerSide: { cards: declCards, marriages: [20] },
              defenceSide: { cards: 90 - declCards, marriages: [40] },
              seven: { seat: declarer, trick: tricks - 1, won: declCards % 2 === 0, by: null, bySeat: null },
            },
            rules,
          );
          const s = settleResult(r);
          expect(sum(s.money)).toBe(0);
          if (rules.limit !== null) expect(Math.abs(s.perDefender)).toBeLessThanOrEqual(rules.limit);
          // Every defending seat pays (or is paid) the same when nobody's laydown share differs.
          if (s.split === null) {
            const each = Math.round(s.perDefender * base);
            const payees = sides.filter((x) => x === 'declarer').length;
            const per = s.payment === 'pairs' ? 1 : payees;
            sides.forEach((side, seat) => {
              if (side === 'defence') expect(s.money[seat]).toBe(-each * per + 0);
            });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the settlement in words names the pairs (OP čl. VII odst. 2)', () => {
  const pairs = settleResult(result({ players: 4, sides: [D, d, D, d], tricks: 8 }));
  const alone = settleResult(result({ players: 4, sides: [D, d, d, d], tricks: 8 }));
  it('in Czech', () => {
    const text = formatSettlement(pairs, PRESETS.csm, 'cs');
    expect(text).toContain(
      'Platí se ve dvojicích: každý z poražených platí jednomu z vítězů [pravidla ČSM, čl. VII odst. 2]',
    );
    expect(text).toMatch(/Hráč 3 \(volící strana\): \+0,20/);
    expect(formatSettlement(alone, PRESETS.csm, 'cs')).not.toContain('dvojicích');
  });
  it('in English', () => {
    const text = formatSettlement(pairs, PRESETS.csm, 'en');
    expect(text).toContain('Paid in pairs: each loser pays one of the winners');
    expect(text).toContain('(declaring side)');
    expect(formatSettlement(alone, PRESETS.csm, 'en')).not.toContain('(declaring side)');
  });
});

describe('a seven killed is worded in the last trick of its hand (OP čl. IV odst. 4)', () => {
  const killed = (tricks: number) =>
    settleResult(
      result({
        players: tricks === 8 ? 4 : 3,
        sides: tricks === 8 ? [D, d, D, d] : [D, d, d],
        tricks,
        components: [comp('game'), comp('seven')],
        seven: { seat: 0, trick: tricks - 1, won: false, by: 'BA', bySeat: 1 },
      }),
    ).items.find((i) => i.kind === 'seven');
  it('the eighth in křížový, the tenth at three', () => {
    const eight = killed(8);
    expect(eight?.outcome).toMatchObject({ code: 'sevenKilled', trick: 7 });
    expect(explainItem(eight as SettlementItem, PRESETS.csm, 'cs').why).toContain('padla v 8. zdvihu');
    expect(explainItem(killed(10) as SettlementItem, PRESETS.csm, 'en').why).toContain('fell in trick 10');
  });
});
