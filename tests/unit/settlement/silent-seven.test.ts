/**
 * The silent seven (pravidla ČSM, čl. V odst. 8) exists only in a contract that does not announce the
 * trump seven: never in sedma, sedma proti, dvě sedmy or dvě sedmy a sto. Licitovaný positions given as
 * text (docs/formats.md), settled and solved.
 */
import { describe, expect, it } from 'vitest';
import {
  type Component,
  type HandResult,
  type HandState,
  PRESETS,
  readNotation,
  settle,
  settleResult,
} from '../../../src-shared/index.ts';
import type { TwoSevensRead } from '../../../src-shared/settlement/result.ts';
import { solveLine } from '../../../src-main/solver/analyze.ts';

function read(text: string): HandState {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

/** Issue 26 item 1's dvě sedmy: bells trump, leaves auxiliary; L7 takes trick 9 and B7 trick 10. */
const TWO_SEVENS_HEAD = 'auction csm002 d2 0:B aux:L';
const TWO_SEVENS_TRICKS =
  'BX B8 H9, BA B9 L8, BK BU L9, LX HX LU, LA HU A7, LK HO A8, BO HK A9, LO HA AU, L7 AX AO, B7 AA AK';

describe('no silent seven in a contract that announces the seven (pravidla ČSM, čl. V odst. 8)', () => {
  // Issue 26 item 1: the trump seven takes the last trick in dvě sedmy; today a silent seven (+1) is
  // added on top of the 40 units of dvě sedmy (turnajová pravidla, čl. I: dvě sedmy 8 Kč).
  const cases: readonly [why: string, text: string, kinds: string[], total: number, money: number[]][] = [
    [
      'dvě sedmy won, the trump seven in the last trick (issue 26 item 1): 40 units',
      `${TWO_SEVENS_HEAD} won:twoSevens / - / - / - / H7 H8 / ${TWO_SEVENS_TRICKS}`,
      ['twoSevens'],
      40,
      [1600, -800, -800],
    ],
    [
      'dvě sedmy a sto, the same play: sto with 130 (4 × 6 = 24) + dvě sedmy 40 = 64, not 65',
      `${TWO_SEVENS_HEAD} hundred won:twoSevensHundred / - / - / - / H7 H8 / ${TWO_SEVENS_TRICKS}`,
      ['hundred', 'twoSevens'],
      64,
      [2560, -1280, -1280],
    ],
  ];
  it.each(cases)('%s', (_why, text, kinds, total, money) => {
    const s = settle(read(text));
    expect(s.items.map((i) => i.kind)).toEqual(kinds);
    expect(s.total).toBe(total);
    expect(s.money).toEqual(money);
  });

  it('the solver prices it the same one trick earlier (40, not 41)', () => {
    const tricks = TWO_SEVENS_TRICKS.split(', ').slice(0, 8).join(', ');
    const state = read(`${TWO_SEVENS_HEAD} won:twoSevens / L7 B7 / AX AA / AO AK / H7 H8 / ${tricks}`);
    expect(solveLine(state).value).toBe(40);
  });

  it('sto without an announced seven still pays the silent seven (čl. V odst. 8)', () => {
    // The same cards played as sto in bells: the trump seven took the last trick unannounced.
    const s = settle(
      read(`auction csm002 d2 0:B hundred won:hundred / - / - / - / H7 H8 / ${TWO_SEVENS_TRICKS}`),
    );
    expect(s.items.map((i) => [i.kind, i.amount])).toEqual([
      ['hundred', 24],
      ['silentSeven', 1],
    ]);
  });

  // The same rule on results as the solver builds them: seat 0's trump seven (leaves) took the last
  // trick; the auxiliary seven (bells) took the one before it or fell in trick 5.
  const comp = (kind: Component['kind']): Component => ({ kind, side: 'declarer', announcer: 0, doubles: 0 });
  const fall = (trick: number) => ({ seat: 0, trick, won: true, by: null, bySeat: null });
  const made: TwoSevensRead = { trump: 'L', aux: 'B', trumpSeven: fall(9), auxSeven: fall(8), auxFour: null };
  const result = (kinds: Component['kind'][], read: TwoSevensRead | null): HandResult => ({
    rules: PRESETS.csm002,
    players: 3,
    declarer: 0,
    trump: 'L',
    game: 'suit',
    components: kinds.map(comp),
    end: 'played',
    declarerSide: { cards: 60, marriages: [] },
    defenceSide: { cards: 30, marriages: [] },
    seven: fall(9),
    brokenAt: null,
    variant: 'auction',
    ...(read === null ? {} : { extras: { twoSevens: read } }),
  });
  it.each<[string, HandResult, [string, number][]]>([
    ['dvě sedmy won (issue 26 item 1): 40, not 41', result(['twoSevens'], made), [['twoSevens', 40]]],
    [
      'dvě sedmy lost, the auxiliary seven early (issue 26 item 1): −40, not −39',
      result(['twoSevens'], { ...made, auxSeven: fall(4) }),
      [['twoSevens', -40]],
    ],
    ['sedma won (čl. IV odst. 4): the seven alone, no silent one', result(['seven'], null), [['seven', 2]]],
    [
      'sto lost with 60, no seven announced: the silent seven pays',
      result(['hundred'], null),
      [
        ['hundred', -16],
        ['silentSeven', 1],
      ],
    ],
  ])('%s', (_why, r, items) => {
    expect(settleResult(r).items.map((i) => [i.kind, i.amount])).toEqual(items);
  });
});
