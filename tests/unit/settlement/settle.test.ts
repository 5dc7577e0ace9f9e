/**
 * Settlement: the worked examples of rules/001 ("Příklady počítání") and the rates of rules/000 čl. V.
 * Finished hands are real: a layout is played out with seeded random legal play until the outcome the
 * example needs appears, so every amount below comes from a hand the engine could reach.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Ruleset,
  type Settlement,
  type SettlementItem,
  PRESETS,
  createRng,
  settle,
} from '../../../src-shared/index.ts';
import { type Layout, playOut, stateOf } from '../helpers.ts';

/** Declarer (seat 0) with trump A K O 8 7 and side aces: hundred and seven are both in reach. */
const HEARTS: Layout['hands'] = [
  'H7 H8 HO HK HA BA BX LA B7 L7',
  'H9 HU BK BO B9 LX LK LO AA AX',
  'HX BU B8 LU L9 L8 AK AO AU A9',
];
/** The same deal with hearts and leaves swapped, so that trumps are not red. */
const swap = (h: string) => h.replace(/[HL]/g, (s) => (s === 'H' ? 'L' : 'H'));
const LEAVES = HEARTS.map(swap) as unknown as Layout['hands'];
/** The declarer without a marriage (his svršek swapped for a defender's nine). */
const HEARTS_PLAIN: Layout['hands'] = [
  'H7 H8 H9 HK HA BA BX LA B7 L7',
  'HO HU BK BO B9 LX LK LO AA AX',
  'HX BU B8 LU L9 L8 AK AO AU A9',
];

function find(
  layout: Layout,
  want: (s: Settlement, state: HandState) => boolean,
  seed = 1,
): { state: HandState; s: Settlement } {
  const start = stateOf(layout);
  const rng = createRng(seed);
  for (let i = 0; i < 50_000; i++) {
    const state = playOut(start, rng);
    const s = settle(state);
    if (want(s, state)) return { state, s };
  }
  throw new Error('no such play-out found');
}

const item = (s: Settlement, kind: SettlementItem['kind']) => {
  const i = s.items.find((x) => x.kind === kind);
  if (!i) throw new Error(`no ${kind} item in ${JSON.stringify(s.items)}`);
  return i;
};
const counted = (i: SettlementItem) => (i.outcome.code === 'hundred' ? i.outcome.counted : NaN);
const exactHundred = (s: Settlement) =>
  counted(item(s, 'hundred')) === 100 &&
  item(s, 'hundred').outcome.code === 'hundred' &&
  (item(s, 'hundred').outcome as { total: number }).total === 100;

describe('worked examples of rules/001 ("Příklady počítání")', () => {
  const house: Ruleset = PRESETS.house001;
  const hundredSeven = { seven: true, hundred: true };

  it('hundred (4) and seven (2) won: 6', () => {
    const { s } = find(
      { hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: house, announced: hundredSeven },
      (s) => exactHundred(s) && item(s, 'seven').won,
    );
    expect(item(s, 'hundred').amount).toBe(4);
    expect(item(s, 'seven').amount).toBe(2);
    expect(s.total).toBe(6);
  });

  it('hundred and seven in hearts: 8 + 4 = 12', () => {
    const { s } = find(
      { hands: HEARTS, talon: 'A8 A7', trump: 'H', rules: house, announced: hundredSeven },
      (s) => exactHundred(s) && item(s, 'seven').won,
    );
    expect(s.total).toBe(12);
  });

  it('hundred won, seven lost: 4 − 2 = 2', () => {
    const { s } = find(
      { hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: house, announced: hundredSeven },
      (s) => exactHundred(s) && !item(s, 'seven').won,
    );
    expect(s.total).toBe(2);
  });

  it('hundred and seven in hearts, flek on both, re on the hundred, seven lost: 32 − 8 = 24', () => {
    const layout: Layout = {
      hands: HEARTS,
      talon: 'A8 A7',
      trump: 'H',
      rules: house,
      announced: hundredSeven,
      doubles: { hundred: 2, seven: 1 },
    };
    const { s } = find(layout, (s) => exactHundred(s) && !item(s, 'seven').won);
    expect(item(s, 'hundred').amount).toBe(32);
    expect(item(s, 'seven').amount).toBe(-8);
    expect(s.total).toBe(24);
    // Each defender pays 24 units of 0.20 Kč.
    expect(s.money).toEqual([960, -480, -480]);
  });

  it('each 10 points over 100 adds half a game (rules/001 "Kategorie", item 10)', () => {
    const { s } = find(
      { hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: house, announced: { hundred: true } },
      (s) => counted(item(s, 'hundred')) === 120,
    );
    expect(item(s, 'hundred').steps).toBe(2);
    expect(item(s, 'hundred').amount).toBe(5);
  });
});

describe('rates of the ČSM rules (rules/000 čl. V)', () => {
  const csm = PRESETS.csm;

  it('hundred grows by one rate per 10 points over 100 (odst. 6)', () => {
    const { s } = find(
      { hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: csm, announced: { hundred: true } },
      (s) => counted(item(s, 'hundred')) === 120,
    );
    expect(item(s, 'hundred').amount).toBe(4 * 3);
  });

  it('a lost hundred pays per 10 points missing and per 10 points of the defence’s marriages (odst. 6)', () => {
    const { s } = find(
      { hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: csm, announced: { hundred: true } },
      (s) => !item(s, 'hundred').won && counted(item(s, 'hundred')) === 90,
    );
    const h = item(s, 'hundred');
    const defenceMarriages = h.outcome.code === 'hundred' ? h.outcome.otherMarriages : NaN;
    expect(h.amount).toBe(-4 * (1 + defenceMarriages / 10));
  });

  it('red trumps double every suit rate (odst. 4); doubling doubles per step (odst. 5)', () => {
    const { s } = find(
      {
        hands: HEARTS_PLAIN,
        talon: 'A8 A7',
        trump: 'H',
        rules: csm,
        announced: { seven: true },
        doubles: { game: 1, seven: 2 },
      },
      (s) => item(s, 'seven').won && s.items.some((i) => i.kind === 'game'),
    );
    expect(item(s, 'seven')).toMatchObject({ rate: 2, red: 2, doubles: 2, amount: 16 });
    expect(Math.abs(item(s, 'game').amount)).toBe(1 * 2 * 2);
  });

  it('silent seven is worth 1, killed it costs 1 (odst. 8)', () => {
    const won = find({ hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: csm, doubles: { game: 1 } }, (s) =>
      s.items.some((i) => i.kind === 'silentSeven' && i.won),
    );
    expect(item(won.s, 'silentSeven').amount).toBe(1);
    const killed = find(
      { hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: csm, doubles: { game: 1 } },
      (s) => s.items.some((i) => i.kind === 'silentSeven' && !i.won),
    );
    expect(item(killed.s, 'silentSeven').amount).toBe(-1);
  });

  it('silent hundred replaces the game at twice its rate plus a rate per 10 over (odst. 7)', () => {
    const { s } = find({ hands: LEAVES, talon: 'A8 A7', trump: 'L', rules: csm, doubles: { game: 1 } }, (s) =>
      s.items.some((i) => i.kind === 'silentHundred'),
    );
    const h = item(s, 'silentHundred');
    expect(s.items.some((i) => i.kind === 'game')).toBe(false);
    expect(Math.abs(h.amount)).toBe(2 * (1 + h.steps) * 2);
  });

  it('betl 15 and durch 30, no red doubling (odst. 2)', () => {
    const betl = find({ hands: HEARTS, talon: 'A8 A7', trump: null, game: 'betl', rules: csm }, () => true);
    expect(Math.abs(item(betl.s, 'betl').amount)).toBe(15);
    const durch = find({ hands: HEARTS, talon: 'A8 A7', trump: null, game: 'durch', rules: csm }, () => true);
    expect(item(durch.s, 'durch').amount).toBe(-30);
    expect(durch.state.end).toBe('durchLost');
  });

  it('no one pays more than the limit of 500 (odst. 9)', () => {
    const { s } = find(
      {
        hands: LEAVES,
        talon: 'A8 A7',
        trump: 'L',
        rules: csm,
        announced: { hundred: true },
        doubles: { hundred: 7 },
      },
      (s) => item(s, 'hundred').won,
    );
    expect(Math.abs(s.total)).toBeGreaterThan(500);
    expect(s.perDefender).toBe(500);
    expect(s.limited).toBe(true);
    expect(s.money).toEqual([20000, -10000, -10000]);
  });
});

describe('rates of the house rules (rules/001 "Kategorie mariáše a jejich bodové hodnocení")', () => {
  const house = PRESETS.house001;
  const noTrump = (game: 'betl' | 'openBetl' | 'durch' | 'openDurch'): Layout => ({
    hands: HEARTS,
    talon: 'A8 A7',
    trump: null,
    game,
    rules: house,
  });

  it.each([
    ['betl', 5],
    ['openBetl', 10],
    ['durch', 10],
    ['openDurch', 20],
  ] as const)('%s is worth %i', (game, rate) => {
    const { s } = find(noTrump(game), () => true);
    expect(Math.abs(item(s, game).amount)).toBe(rate);
    expect(item(s, game).red).toBe(1);
  });

  it('red: the game is 2, a silent seven 2, an announced seven 4', () => {
    const silent = find(
      { hands: HEARTS_PLAIN, talon: 'A8 A7', trump: 'H', rules: house, doubles: { game: 1 } },
      (s) => s.items.some((i) => i.kind === 'silentSeven' && i.won) && s.items.some((i) => i.kind === 'game'),
    );
    expect(item(silent.s, 'silentSeven').amount).toBe(2);
    expect(Math.abs(item(silent.s, 'game').amount / 2)).toBe(2);
    const announced = find(
      { hands: HEARTS_PLAIN, talon: 'A8 A7', trump: 'H', rules: house, announced: { seven: true } },
      (s) => item(s, 'seven').won,
    );
    expect(item(announced.s, 'seven').amount).toBe(4);
  });
});

describe('announcements of the defence (rules/000 čl. VII odst. 1; rules/003 "Seven Against", "100 Against")', () => {
  /** Seat 1 holds the trump seven and a marriage; the declarer is weak. */
  const WEAK: Layout['hands'] = [
    'H8 H9 HU BA B7 B8 LA L7 L8 A9',
    'H7 HO HK HA BK BO LX LK AA AX',
    'HX BX BU B9 LU LO L9 AK AO AU',
  ];
  const csm = PRESETS.csm;

  it('seven against: won by the defender’s seven in the last trick, lost when it falls earlier or is beaten', () => {
    const layout: Layout = {
      hands: WEAK,
      talon: 'A8 A7',
      trump: 'H',
      rules: csm,
      announced: { sevenAgainst: 1 },
    };
    const won = find(layout, (s) => item(s, 'sevenAgainst').won);
    expect(item(won.s, 'sevenAgainst')).toMatchObject({ side: 'defence', amount: -2 * 2 });
    const lost = find(layout, (s) => !item(s, 'sevenAgainst').won);
    expect(item(lost.s, 'sevenAgainst').amount).toBe(2 * 2);
    expect(['sevenEarly', 'sevenKilled']).toContain(item(lost.s, 'sevenAgainst').outcome.code);
  });

  it('hundred against: the defence needs 100 with one marriage; the game is settled beside it', () => {
    const layout: Layout = {
      hands: WEAK,
      talon: 'A8 A7',
      trump: 'H',
      rules: csm,
      announced: { hundredAgainst: 1 },
    };
    const won = find(layout, (s) => item(s, 'hundredAgainst').won);
    const h = item(won.s, 'hundredAgainst');
    expect(h.side).toBe('defence');
    expect(h.amount).toBe(-4 * 2 * (1 + h.steps));
    expect(item(won.s, 'game').won).toBe(false);
    const lost = find(layout, (s) => !item(s, 'hundredAgainst').won);
    expect(item(lost.s, 'hundredAgainst').amount).toBeGreaterThan(0);
  });
});
