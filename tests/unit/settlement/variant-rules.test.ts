/**
 * A variant's own rules (a flow's `rules`, e.g. licitovaný's betl and durch rates) reach a hand given as a
 * position exactly as they reach a hand dealt and played through the flow: settled and solved the same.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  AUCTION_PRESET_IDS,
  CARDS,
  PRESETS,
  newHand,
  readNotation,
  settle,
} from '../../../src-shared/index.ts';
import { solveLine } from '../../../src-main/solver/analyze.ts';

function read(text: string): HandState {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

describe("a preset's licitovaný rates are the same for a position as for a dealt hand", () => {
  // Issue 26 item 3: under english003 a durch position settled at the volený rate 10 (anglický popis:
  // licitovaný durch 30, betl 15), while the same hand dealt under english003 plays at 30.
  const DURCH_HEAD = 'auction english003 d2 1:durch won:durch';
  const DURCH_TRICKS =
    'AA A8 A7, HO HX H7, HK HU H8, HA BX H9, BO BU B7, BK LX B8, BA LU B9, LO A9 L7, LK AX L8, LA AU L9';

  it('durch won under english003 settles at 30 (issue 26 item 3)', () => {
    const s = settle(read(`${DURCH_HEAD} / - / - / - / AK AO / ${DURCH_TRICKS}`));
    expect(s.items.map((i) => [i.kind, i.rate])).toEqual([['durch', 30]]);
    expect(s.money).toEqual([-600, 1200, -600]);
  });

  it('the solver prices it the same with three tricks to play', () => {
    const tricks = DURCH_TRICKS.split(', ').slice(0, 7).join(', ');
    const state = read(`${DURCH_HEAD} / L7 L8 L9 / LO LK LA / A9 AX AU / AK AO / ${tricks}`);
    expect(solveLine(state).value).toBe(30);
  });

  // Every licitovaný preset: a position's state carries the rules a hand dealt under it carries.
  it.each(AUCTION_PRESET_IDS)('the rules of a position and of a dealt hand under %s', (id) => {
    const dealt = newHand({
      variant: 'auction',
      rules: PRESETS[id],
      table: { size: 3, dealer: 2 },
      deck: CARDS,
    });
    const position = read(`auction ${id} d2 1:durch won:durch / - / - / - / AK AO / ${DURCH_TRICKS}`);
    expect(position.rules).toEqual(dealt.rules);
  });
});
