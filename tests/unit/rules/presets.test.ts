/**
 * Each preset true to its source (issue 18): every option of every preset against the article it
 * comes from, and what the options that tell the sources apart do in the engine, the settlement, the
 * view, the position reader and the editor.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Component,
  type HandResult,
  type HandState,
  type Ruleset,
  PRESETS,
  PRESET_IDS,
  apply,
  describeInputError,
  fromPosition,
  gameRank,
  isLegal,
  legalActions,
  offeredGames,
  refusal,
  settleResult,
  view,
} from '../../../src-shared/index.ts';
import { draftOf, validate } from '../../../src-shared/editor/validate.ts';
import { explainProblem } from '../../../src-shared/explain/editor.ts';
import { explainItem } from '../../../src-shared/explain/format.ts';
import { BIDDING_DECK, type Layout, deckFor, handFrom, positionOf, run, stateOf } from '../helpers.ts';

type Row = readonly [option: string, value: unknown, source: string];

/**
 * Every option of each volený preset with where it comes from (docs/rules.md holds the same table).
 * Licitovaný's options and its preset `csm002` are in tests/unit/settlement/auction-rates.test.ts.
 */
const TABLES: Readonly<Record<(typeof PRESET_IDS)[number], readonly Row[]>> = {
  csm: [
    ['rates.game', 1, 'pravidla ČSM, čl. V odst. 2'],
    ['rates.seven', 2, 'pravidla ČSM, čl. V odst. 2'],
    ['rates.hundred', 4, 'pravidla ČSM, čl. V odst. 2'],
    ['rates.betl', 15, 'pravidla ČSM, čl. V odst. 2'],
    ['rates.durch', 30, 'pravidla ČSM, čl. V odst. 2'],
    ['rates.openBetl', null, 'pravidla ČSM, čl. IV odst. 1 (no open games)'],
    ['rates.openDurch', null, 'pravidla ČSM, čl. IV odst. 1'],
    ['rates.silentSeven', 1, 'pravidla ČSM, čl. V odst. 8 (half the seven)'],
    ['rates.silentHundred', 2, 'pravidla ČSM, čl. V odst. 7 (the game doubled)'],
    ['redDoubles', true, 'pravidla ČSM, čl. V odst. 4'],
    ['redSparesGame', false, 'pravidla ČSM, čl. V odst. 4 (the game itself doubles)'],
    ['hundredGrowth', 'rate', 'pravidla ČSM, čl. V odst. 6'],
    ['hundredLossCountsMarriages', true, 'pravidla ČSM, čl. V odst. 6'],
    ['hundredLossAddsRate', false, 'pravidla ČSM, čl. V odst. 6 (per 10 points short only)'],
    ['hundredMarriage', 'first', 'pravidla ČSM, čl. VII odst. 1'],
    ['silentHundredMarriages', 'all', 'pravidla ČSM, čl. V odst. 7'],
    ['marriageOrder', 'either', 'pravidla ČSM, čl. III odst. 3'],
    ['unplayed', 'never', 'pravidla ČSM, čl. V odst. 5 (every approved contract is played)'],
    ['silentSevenKilledPays', true, 'pravidla ČSM, čl. V odst. 8'],
    ['doubleNames', ['flek', 're', 'tutti', 'boty'], 'pravidla ČSM, čl. V odst. 5'],
    ['maxDoubles', null, 'pravidla ČSM, čl. V odst. 5 ("atd.")'],
    ['limit', 500, 'pravidla ČSM, čl. V odst. 9'],
    ['baseHaler', 20, 'pravidla ČSM, čl. V odst. 2'],
    ['shuffleEveryHand', false, 'pravidla ČSM, čl. II odst. 9'],
    ['blindNeedsShortSuits', false, 'pravidla ČSM, čl. VII odst. 1'],
    ['durchClever', true, 'pravidla ČSM, čl. VII odst. 2 (durch "s chytrým" may be played)'],
    ['betlOpenAll', true, 'pravidla ČSM, čl. VII odst. 2 (open cards, no conferring: all hands)'],
  ],
  house001: [
    ['rates.betl', 5, 'domácí pravidla, "Kategorie" 6'],
    ['rates.openBetl', 10, 'domácí pravidla, "Kategorie" 7'],
    ['rates.durch', 10, 'domácí pravidla, "Kategorie" 8'],
    ['rates.openDurch', 20, 'domácí pravidla, "Kategorie" 9'],
    ['rates.silentSeven', 1, 'domácí pravidla, "Kategorie" 2'],
    ['rates.silentHundred', 2, 'domácí pravidla, "Kategorie" 4'],
    ['hundredGrowth', 'halfGame', 'domácí pravidla, "Kategorie" 10'],
    ['unplayed', 'gameAndSeven', 'domácí pravidla, "Flek-re"'],
    ['doubleNames', ['flek', 're', 'tutti', 'retutti'], 'domácí pravidla, "Flek-re"'],
    ['maxDoubles', 4, 'domácí pravidla, "Flek-re"'],
    ['limit', null, 'domácí pravidla (no limit)'],
    ['openBetlBelowDurch', true, 'domácí pravidla, "Kategorie" and "Vyložený žebrák"'],
    ['openShowsDefence', true, 'domácí pravidla, "Vyložený žebrák a vyložený durch"'],
  ],
  app004: [
    ['rates.seven', 2, 'pravidla jiné aplikace, "Sedma"'],
    ['rates.silentSeven', 1, 'pravidla jiné aplikace, "Sedma"'],
    ['rates.hundred', 4, 'pravidla jiné aplikace, "Sto"'],
    ['rates.silentHundred', 2, 'pravidla jiné aplikace, "Sto"'],
    ['rates.betl', 5, 'pravidla jiné aplikace, "Durch" (betl 5–15)'],
    ['rates.durch', 10, 'pravidla jiné aplikace, "Durch" (twice betl)'],
    ['rates.openBetl', null, 'pravidla jiné aplikace (no open games)'],
    ['redDoubles', true, 'pravidla jiné aplikace, "Volený mariáš"'],
    ['hundredGrowth', 'rate', 'pravidla jiné aplikace, "Sto"'],
    ['hundredLossAddsRate', true, 'pravidla jiné aplikace, "Sto"'],
    ['hundredLossCountsMarriages', true, 'pravidla jiné aplikace, "Sto"'],
    ['unplayed', 'game', 'pravidla jiné aplikace, "Flekování" and "Sto a sedma"'],
    ['silentSevenKilledPays', false, 'pravidla jiné aplikace, "Sedma" (only a won one pays)'],
    ['doubleNames', ['flek', 'lepsi', 'tutti', 'boty', 'kalhoty', 'kaiser'], 'pravidla jiné aplikace, calls'],
    ['limit', null, 'pravidla jiné aplikace (no limit)'],
    ['blindNeedsShortSuits', true, 'pravidla jiné aplikace, "Rozdávání"'],
  ],
  english003: [
    ['rates.game', 1, 'anglický popis, game-point table'],
    ['rates.betl', 5, 'anglický popis, game-point table'],
    ['rates.durch', 10, 'anglický popis, game-point table'],
    ['rates.openBetl', 10, 'anglický popis, game-point table'],
    ['rates.openDurch', 20, 'anglický popis, game-point table'],
    ['rates.silentSeven', 1, 'anglický popis, game-point table'],
    ['rates.seven', 2, 'anglický popis, game-point table'],
    ['rates.silentHundred', 2, 'anglický popis, game-point table'],
    ['rates.hundred', 4, 'anglický popis, game-point table'],
    ['redDoubles', true, 'anglický popis, game-point table (hearts)'],
    ['redSparesGame', true, 'anglický popis, game-point table (the hearts game is 1)'],
    ['hundredGrowth', 'double', 'anglický popis, game-point table'],
    ['hundredLossCountsMarriages', false, 'anglický popis (silent on the defence marriages)'],
    ['hundredMarriage', 'highest', 'anglický popis, "Sto (100)" (one marriage)'],
    ['silentHundredMarriages', 'one', 'anglický popis, "Hundred (Unannounced)"'],
    ['marriageOrder', 'overFirst', 'anglický popis, scoring (the Over Knave first)'],
    ['unplayed', 'never', 'anglický popis (every contract is played)'],
    [
      'silentSevenKilledPays',
      true,
      'anglický popis, "Winning the Last Trick in which another Player played the Trump Seven"',
    ],
    ['doubleNames', ['flek', 're', 'tutti'], 'anglický popis, doubling'],
    ['maxDoubles', null, 'anglický popis ("indefinitely")'],
    ['limit', null, 'anglický popis (no limit)'],
    ['openBetlBelowDurch', false, 'anglický popis, the bids from lowest to highest'],
    ['openShowsDefence', false, 'anglický popis, "Open Betl" (the bidder\'s hand only)'],
    ['blindNeedsShortSuits', false, 'anglický popis, "choose from the people"'],
    ['durchClever', false, 'anglický popis, "Four hand Mariáš" (as the three-hand game)'],
  ],
};

const valueAt = (rules: Ruleset, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], rules);

describe('every preset option against its source', () => {
  for (const id of PRESET_IDS)
    describe(id, () => {
      it.each(TABLES[id])('%s = %j (%s)', (option, value) => {
        expect(valueAt(PRESETS[id], option)).toEqual(value);
      });
    });

  it('docs/rules.md documents every option and every preset', () => {
    const doc = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');
    for (const key of Object.keys(PRESETS.csm))
      if (key !== 'preset' && key !== 'rates') expect(doc).toContain(`\`${key}\``);
    for (const key of Object.keys(PRESETS.csm.rates)) expect(doc).toContain(`${key}\``);
    for (const id of PRESET_IDS) expect(doc).toContain(`\`${id}\``);
  });
});

// ---------------------------------------------------------------------------------------------
// The options that tell the sources apart, in play.

const answerAll = (rules: Ruleset): HandState =>
  run(
    handFrom(BIDDING_DECK, rules),
    { type: 'chooseTrump', seat: 0, card: 'HK' },
    { type: 'chooseGame', seat: 0, game: 'suit' },
    { type: 'discard', seat: 0, cards: ['B7', 'L7'] },
    { type: 'approve', seat: 1 },
    { type: 'approve', seat: 2 },
  );

describe('an undoubled game: played or paid at once (option unplayed)', () => {
  const after = (rules: Ruleset, seven: boolean) =>
    run(
      answerAll(rules),
      { type: 'announce', seat: 0, seven, hundred: false },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
  it.each([
    // ČSM: once approved, every contract is played (čl. V odst. 5); the unplayed game is rules/004's.
    ['csm', false, 'play'],
    ['csm', true, 'play'],
    // rules/004 "Flekování": both defenders silent, the plain game is paid; a seven is played.
    ['app004', false, 'finished'],
    ['app004', true, 'play'],
    // rules/001 "Flek-re": the cards are put together, as a rule also for a game with seven.
    ['house001', false, 'finished'],
    ['house001', true, 'finished'],
    ['english003', false, 'play'],
  ] as const)('%s, seven %s: %s', (id, seven, phase) => {
    expect(after(PRESETS[id], seven).phase).toBe(phase);
  });
});

describe('z lidu only with short suits (rules/004 "Rozdávání")', () => {
  const blind = { type: 'chooseTrumpBlind', seat: 0, index: 0 } as const;
  // BIDDING_DECK's first seven hold four hearts: HA HK HO H7.
  it('refused with four hearts among the first seven, with the suit and count as data', () => {
    const s = handFrom(BIDDING_DECK, PRESETS.app004);
    expect(legalActions(s).some((a) => a.type === 'chooseTrumpBlind')).toBe(false);
    expect(isLegal(s, blind)).toBe(false);
    expect(refusal(s, blind)).toEqual({ code: 'blindNeedsShortSuits', suit: 'H', count: 4 });
    const r = apply(s, blind);
    expect(r.ok).toBe(false);
  });
  it('allowed with at most two of every suit (2-2-2-1)', () => {
    const short = deckFor(
      'HA HK BA BK LA LK AA H7 B7 L7 A7 HX',
      'H8 H9 HU HO B8 B9 BX BU BO L8',
      'L9 LX LU LO A8 A9 AX AU AO AK',
    );
    const s = handFrom(short, PRESETS.app004);
    expect(legalActions(s).filter((a) => a.type === 'chooseTrumpBlind')).toHaveLength(5);
    expect(run(s, blind).trumpBlind).toBe(true);
  });
  it('the ČSM rules allow it with any first seven (čl. VII odst. 1)', () => {
    const s = handFrom(BIDDING_DECK, PRESETS.csm);
    expect(isLegal(s, blind)).toBe(true);
  });
  it('an out-of-range index is still refused as such', () => {
    const s = handFrom(BIDDING_DECK, PRESETS.app004);
    expect(refusal(s, { ...blind, index: 7 })).toEqual({ code: 'blindIndex', index: 7, count: 5 });
  });
});

describe('the order of the open games', () => {
  it.each([
    // rules/001: vyložený žebrák (10) comes before durch (10) and vyložený durch (20).
    ['house001', ['suit', 'betl', 'openBetl', 'durch', 'openDurch']],
    // rules/003: Suit, Betl, Durch, Open Betl, Open Durch, lowest to highest.
    ['english003', ['suit', 'betl', 'durch', 'openBetl', 'openDurch']],
  ] as const)('%s: %j', (id, order) => {
    const rules = PRESETS[id];
    const sorted = [...offeredGames({ rules })].sort((a, b) => gameRank(a, rules) - gameRank(b, rules));
    expect(sorted).toEqual(order);
  });

  const afterOpenBetl = (rules: Ruleset) =>
    run(
      handFrom(BIDDING_DECK, rules),
      { type: 'chooseTrump', seat: 0, card: 'HK' },
      { type: 'chooseGame', seat: 0, game: 'openBetl' },
      { type: 'discard', seat: 0, cards: ['HA', 'AA'] },
      { type: 'refuse', seat: 1 },
    );
  it('after an open betl, durch takes over under rules/001, only open durch under rules/003', () => {
    const games = (rules: Ruleset) =>
      legalActions(afterOpenBetl(rules)).flatMap((a) => (a.type === 'chooseGame' ? [a.game] : []));
    expect(games(PRESETS.house001)).toEqual(['durch', 'openDurch']);
    expect(games(PRESETS.english003)).toEqual(['openDurch']);
  });
  it('the ČSM rules offer no open game at all', () => {
    expect(offeredGames({ rules: PRESETS.csm })).toEqual(['suit', 'betl', 'durch']);
    expect(offeredGames({ rules: PRESETS.app004 })).toEqual(['suit', 'betl', 'durch']);
  });
});

/** A betl hand: seat 0 declares, the first trick H7 H9 HX is taken by seat 2. */
const OPEN: Omit<Layout, 'rules'> = {
  hands: ['H7 H8 HO HK HA BA BX LA B7 L7', 'H9 HU BK BO B9 LX LK LO AA AX', 'HX BU B8 LU L9 L8 AK AO AU A9'],
  talon: 'A8 A7',
  trump: null,
  game: 'openBetl',
};

describe('who sees the cards in an open game', () => {
  it('rules/001: after the first trick the defenders lay their cards open too, for everybody', () => {
    const s = stateOf({ ...OPEN, rules: PRESETS.house001 }, ['H7 H9 HX']);
    for (const seat of [0, 1, 2]) {
      const open = view(s, seat).laidOpen;
      expect(open[0]).toHaveLength(9);
      expect(open[0]).toEqual(expect.arrayContaining(['H8', 'HO', 'HK', 'HA', 'BA', 'BX', 'LA', 'B7', 'L7']));
      expect(open[1]).toHaveLength(9);
      expect(open[2]).toHaveLength(9);
      expect(open[1]).not.toContain('H9');
    }
  });
  it("rules/003: only the declarer's cards", () => {
    const s = stateOf({ ...OPEN, rules: PRESETS.english003 }, ['H7 H9 HX']);
    const open = view(s, 1).laidOpen;
    expect(open[0]).toHaveLength(9);
    expect(open[1]).toBeNull();
    expect(open[2]).toBeNull();
  });
  it('nothing is open before the first trick is complete', () => {
    const s = stateOf({ ...OPEN, rules: PRESETS.house001 }, ['H7 H9']);
    expect(view(s, 1).laidOpen.every((h) => h === null)).toBe(true);
  });
});

describe('an open game under rules that have none is refused', () => {
  it('by the position reader, with a named problem', () => {
    const r = fromPosition(positionOf({ ...OPEN, rules: PRESETS.csm }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({
      code: 'invalid',
      path: 'game',
      problem: { kind: 'gameNotOffered', game: 'openBetl' },
    });
    expect(describeInputError(r.error, 'cs')).toContain('otevřený betl');
    expect(describeInputError(r.error, 'en')).toContain('open betl');
    expect(fromPosition(positionOf({ ...OPEN, rules: PRESETS.house001 })).ok).toBe(true);
  });
  it('by the editor, worded with its article', () => {
    const position = positionOf({ ...OPEN, rules: PRESETS.csm });
    const problems = validate(draftOf(position, 'csm'));
    const p = problems.find((x) => x.code === 'gameNotOffered');
    expect(p).toEqual({ code: 'gameNotOffered', game: 'openBetl' });
    const text = explainProblem(p as NonNullable<typeof p>, 'cs');
    expect(text.text).toContain('otevřený betl');
    expect(text.citation).toEqual({ doc: '000', article: 'IV', paragraph: 1 });
    expect(validate(draftOf(position, 'house001')).some((x) => x.code === 'gameNotOffered')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Settlement where the sources read a rule differently.

const comp = (kind: Component['kind'], side: Component['side'] = 'declarer', announcer = 0): Component => ({
  kind,
  side,
  announcer,
  doubles: 0,
});

function result(rules: Ruleset, r: Partial<HandResult>): HandResult {
  return {
    rules,
    players: 3,
    declarer: 0,
    trump: 'L',
    game: 'suit',
    components: [comp('game')],
    end: 'played',
    declarerSide: { cards: 50, marriages: [] },
    defenceSide: { cards: 40, marriages: [] },
    seven: null,
    brokenAt: null,
    ...r,
  };
}
const amountOf = (rules: Ruleset, r: Partial<HandResult>, kind: string) =>
  settleResult(result(rules, r)).items.find((i) => i.kind === kind)?.amount;

describe('a lost hundred', () => {
  // Declarer 50 card points and the trump marriage: 90, ten short; the defence announced a 20.
  const lost = {
    components: [comp('hundred')],
    declarerSide: { cards: 50, marriages: [40] },
    defenceSide: { cards: 40, marriages: [20] },
  };
  it('ČSM: the rate per 10 points short and per 10 points of the defence marriages (čl. V odst. 6)', () => {
    expect(amountOf(PRESETS.csm, lost, 'hundred')).toBe(-4 * (1 + 2));
  });
  it('rules/004 "Sto": the same rate for the lost hundred on top of that', () => {
    expect(amountOf(PRESETS.app004, lost, 'hundred')).toBe(-4 * (1 + 1 + 2));
    const item = settleResult(result(PRESETS.app004, lost)).items.find((i) => i.kind === 'hundred');
    const words = explainItem(item as NonNullable<typeof item>, PRESETS.app004, 'cs');
    expect(words.why).toContain('k tomu sazba za prohranou stovku');
    expect(words.math).toContain('16');
    const csm = settleResult(result(PRESETS.csm, lost)).items.find((i) => i.kind === 'hundred');
    expect(explainItem(csm as NonNullable<typeof csm>, PRESETS.csm, 'cs').why).not.toContain('k tomu sazba');
  });
  it('rules/003: 4 at ten points short, doubling per further 10, the defence marriages not counted', () => {
    // "Hundred Against": 4 when the other side is at 90, 8 at 80; the same steps for a lost hundred.
    expect(amountOf(PRESETS.english003, lost, 'hundred')).toBe(-4);
    const short20 = {
      ...lost,
      declarerSide: { cards: 40, marriages: [40] },
      defenceSide: { cards: 50, marriages: [20] },
    };
    expect(amountOf(PRESETS.english003, short20, 'hundred')).toBe(-8);
  });
});

describe('rules/003 game-point table', () => {
  it('the hearts game is 1; a seven in hearts is doubled (4)', () => {
    const won = {
      trump: 'H' as const,
      components: [comp('game'), comp('seven')],
      declarerSide: { cards: 60, marriages: [] },
      defenceSide: { cards: 30, marriages: [] },
      seven: { seat: 0, trick: 9, won: true, by: null, bySeat: null },
    };
    expect(amountOf(PRESETS.english003, won, 'game')).toBe(1);
    expect(amountOf(PRESETS.english003, won, 'seven')).toBe(4);
    // The ČSM rules double the hearts game itself (čl. V odst. 4).
    expect(amountOf(PRESETS.csm, won, 'game')).toBe(2);
  });
  it("an unannounced hundred: 2, 4 at 110, 8 at 120 (the document's own example)", () => {
    const at = (cards: number) => ({
      declarerSide: { cards, marriages: [40] },
      defenceSide: { cards: 90 - cards, marriages: [] },
    });
    expect(amountOf(PRESETS.english003, at(60), 'silentHundred')).toBe(2);
    expect(amountOf(PRESETS.english003, at(70), 'silentHundred')).toBe(4);
    expect(amountOf(PRESETS.english003, at(80), 'silentHundred')).toBe(8);
  });
  it('only one marriage qualifies for a silent hundred; the others count once it is made', () => {
    // 50 card points with 40 and 20: 90 with one marriage, no hundred under rules/003; ČSM counts all.
    const two = {
      declarerSide: { cards: 50, marriages: [20, 40] },
      defenceSide: { cards: 40, marriages: [] },
    };
    expect(amountOf(PRESETS.english003, two, 'silentHundred')).toBeUndefined();
    expect(amountOf(PRESETS.csm, two, 'silentHundred')).toBe(2 * 2);
    // 70 with 40 qualifies (110); with the 20 the total is 130: three doublings of 2.
    const more = {
      declarerSide: { cards: 70, marriages: [40, 20] },
      defenceSide: { cards: 20, marriages: [] },
    };
    expect(amountOf(PRESETS.english003, more, 'silentHundred')).toBe(16);
  });
});

describe('a silent seven beaten in the last trick', () => {
  const killed = {
    declarerSide: { cards: 60, marriages: [] },
    defenceSide: { cards: 30, marriages: [] },
    seven: { seat: 0, trick: 9, won: false, by: 'LA' as Card, bySeat: 1 },
  };
  it('costs its side the silent-seven rate under ČSM (čl. V odst. 8) and rules/003', () => {
    expect(amountOf(PRESETS.csm, killed, 'silentSeven')).toBe(-1);
    expect(amountOf(PRESETS.english003, killed, 'silentSeven')).toBe(-1);
  });
  it('costs nothing under rules/004, where only a won one is paid', () => {
    expect(amountOf(PRESETS.app004, killed, 'silentSeven')).toBeUndefined();
  });
});
