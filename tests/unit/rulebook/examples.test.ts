/**
 * The rulebook's examples about cards say what the engine does: each example below is set up as a
 * position and the engine is asked which cards may be played and who takes the trick. Every claim the
 * app makes about a card comes from the engine.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src-shared/cards/card.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import { readNotation } from '../../../src-shared/io/notation.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { findParagraph } from '../../../src-shared/rulebook/index.ts';
import { legalCards } from '../../../src-shared/training/lesson.ts';

function stateOf(text: string): HandState {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

/** Plays a card for the seat to act. */
function play(s: HandState, card: Card): HandState {
  const r = apply(s, { type: 'play', seat: s.toAct!, card });
  if (!r.ok) throw new Error(`${card}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The example's Czech text, which names what the engine is asked. */
const example = (part: string, paragraph: number, i = 0) =>
  findParagraph('000', part, paragraph)?.examples?.[i]?.cs ?? '';

describe('examples of document 000 checked by the engine', () => {
  it('II.1: void in the led suit, the seven of trumps is played and takes the trick', () => {
    expect(example('II', 1)).toMatch(/kulovou sedmu a zdvih bereš/);
    // Bells are trumps; the ace of leaves led; seat 1 holds no leaves, seat 2 neither leaves nor bells.
    const s = stateOf(
      'csm d2 0:B / L7 L8 L9 LX LU LO LK BA BX / B7 B8 B9 BK H7 H8 H9 A7 A8 A9 / HA HX HK HO HU AA AX AK AO AU / BU BO / LA',
    );
    expect(legalCards(s).sort()).toEqual(['B7', 'B8', 'B9', 'BK']);
    const after = play(s, 'B7');
    for (const card of legalCards(after)) expect(play(after, card).tricks[0]?.winner).toBe(1);
  });

  it('II.7: holding the led suit you must follow, though a trump would take the trick', () => {
    expect(example('II', 7)).toMatch(/zelený král.*žaludy.*musíš dát osmu/);
    // Acorns are trumps; the king of leaves led; seat 1 holds the eight of leaves and the ace of acorns.
    const s = stateOf(
      'csm d2 0:A / AK AO AU AX A9 HA HX BA BX / L8 AA A8 H7 H8 H9 HU B7 B8 B9 / L7 L9 LX LU LO LA A7 HO HK BU / BO BK / LK',
    );
    expect(legalCards(s)).toEqual(['L8']);
  });

  it('II.8: you must beat the ten with the ace; once the ten is trumped the nine will do', () => {
    expect(example('II', 8)).toMatch(/zelená desítka.*musíš dát eso.*stačí ti přidat devítku/);
    const beat = stateOf(
      'csm d2 0:A / AK AO AU AX A9 HA HX BA BX / LA L9 A8 AA H7 H8 H9 B7 B8 B9 / L7 L8 LU LO LK A7 HU HO HK BU / BO BK / LX',
    );
    expect(legalCards(beat)).toEqual(['LA']);
    // The second player, void in leaves, has trumped the ten.
    const trumped = stateOf(
      'csm d2 0:A / L7 L8 LU LO LK AK AO AU AX / AA H7 H8 H9 HU B7 B8 B9 BX / LA L9 A7 A9 HO HK HA HX BU BA / BO BK / LX A8',
    );
    expect(legalCards(trumped).sort()).toEqual(['L9', 'LA']);
  });

  it('IV.7: in betl the ten is below the Unter, so it can be played under the Unter', () => {
    expect(example('IV', 7)).toMatch(/zelenou sedmu, osmu a desítku.*zeleného spodka/);
    // Betl of seat 0; seat 1 took the first trick and leads the Unter of leaves; seat 0 holds 7, 8, 10.
    const s = stateOf(
      'csm d2 0:betl / L7 L8 LX H7 H8 H9 A7 A8 B9 / LO LK LA HA HK AA AK BK / HX HO AX AO BX BU AU BO / HU A9 / B7 BA B8, LU L9',
    );
    expect(s.toAct).toBe(0);
    expect(legalCards(s).sort()).toEqual(['L7', 'L8', 'LX']);
    expect(play(s, 'LX').tricks[1]?.winner).toBe(1);
  });

  it('IV.11: an announced seven may not trump while another trump is held', () => {
    expect(example('IV', 11)).toMatch(/sedmu v červených.*kulové eso/);
    // Seat 1 plays a seven in hearts, holds no bells; forehand leads the ace of bells.
    const s = stateOf(
      'csm d2 1:H seven / B7 B8 B9 BX BU H8 H9 L9 A9 / H7 HK HA HX LA LX AA AX L7 A7 / BO BK HU HO LU LO LK AU AO AK / L8 A8 / BA',
    );
    expect(legalCards(s).sort()).toEqual(['HA', 'HK', 'HX']);
  });
});

describe('the figures of document 000 are the ones the app settles with (the ČSM preset)', () => {
  const text = (part: string, paragraph: number) =>
    (findParagraph('000', part, paragraph)?.text ?? []).map((t) => t.cs).join(' ');
  const r = PRESETS.csm;

  it('V.2: the base rates', () => {
    const m = /za hru (\d+), za sedmu (\d+), za sto (\d+), za betl (\d+), za durch (\d+)/.exec(text('V', 2));
    expect(m?.slice(1).map(Number)).toEqual([
      r.rates.game,
      r.rates.seven,
      r.rates.hundred,
      r.rates.betl,
      r.rates.durch,
    ]);
  });

  it('V.7, V.8: a silent hundred doubles the game, a silent seven pays half a seven', () => {
    expect(text('V', 7)).toMatch(/zdvojnásobí/);
    expect(r.rates.silentHundred).toBe(2 * r.rates.game);
    expect(text('V', 8)).toMatch(/poloviční sazbu hlášené sedmy/);
    expect(r.rates.silentSeven * 2).toBe(r.rates.seven);
  });

  it('V.4, V.9: hearts double, and the limit', () => {
    expect(text('V', 4)).toMatch(/červené.*dvojnásobek/);
    expect(r.redDoubles).toBe(true);
    expect(text('V', 9)).toMatch(new RegExp(`${r.limit}násobek`));
  });
});
