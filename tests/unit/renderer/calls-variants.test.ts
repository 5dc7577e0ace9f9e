/**
 * The calls of licitovaný, křížový and lízaný worded for the bars, the hint and the log, on actions the
 * engine lists in real hands: never the generic action name, in Czech and English, each step as its
 * ladder's document names it, and a distinct test id per action.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type PresetId,
  type Table,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { Variant } from '../../../src-shared/engine/table.ts';
import { actionName } from '../../../src-shared/explain/names.ts';
import { callId, callLabel } from '../../../src-renderer/format/calls.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';

const t = (key: string, named: Record<string, unknown> = {}) => i18n.global.t(key, named);

function deal(variant: Variant, id: PresetId, table: Table): HandState {
  return newHand({ rules: preset(id), table, deck: shuffledDeck(createRng(3)), variant });
}
function step(s: HandState, pick: (a: Action) => boolean): HandState {
  const r = apply(s, legalActions(s).find(pick) as Action);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Every action of the new phases met on the way through one hand of each variant. */
function newPhaseActions(): { state: HandState; legal: Action[] }[] {
  const out: { state: HandState; legal: Action[] }[] = [];
  let a = deal('auction', 'csm002', { size: 3, dealer: 0 });
  out.push({ state: a, legal: legalActions(a) });
  a = step(a, (x) => x.type === 'bid' && x.step === 'seven');
  out.push({ state: a, legal: legalActions(a) }); // forehand: Mám
  while (a.phase === 'auction') a = step(a, (x) => x.type === 'drop');
  out.push({ state: a, legal: legalActions(a) }); // the talon: omyl and the declarations
  const h = deal('auction', 'house001', { size: 3, dealer: 0 });
  out.push({ state: h, legal: legalActions(h) });
  let f = deal('fourHand', 'csm', { size: 4, dealer: 3, dealerSitsOut: false });
  f = step(f, (x) => x.type === 'chooseTrump');
  out.push({ state: f, legal: legalActions(f) });
  const l = deal('twoHand', 'english003', { size: 2, dealer: 1 });
  out.push({ state: l, legal: legalActions(l) });
  return out;
}

describe('the calls of the new phases', () => {
  it('are worded in both languages, never by the generic action name, with one test id each', () => {
    const groups = newPhaseActions();
    const types = new Set(groups.flatMap((g) => g.legal.map((a) => a.type)));
    for (const ty of ['bid', 'hold', 'drop', 'fold', 'declare', 'callRank', 'chooseTrumpSuit'])
      expect(types.has(ty as Action['type'])).toBe(true);
    for (const lang of ['cs', 'en'] as const) {
      setLocale(lang);
      for (const { state, legal } of groups) {
        const ctx = { t, lang, doubleNames: state.rules.doubleNames, ladder: state.rules.auctionLadder };
        const labels = legal.map((a) => callLabel(a, [], ctx));
        for (const [i, label] of labels.entries()) {
          expect(label).not.toBe('');
          const type = (legal[i] as Action).type;
          // "Omyl" is the call's own word and its action's Czech name alike.
          if (type !== 'fold') expect(label.toLowerCase()).not.toBe(actionName(type, lang).toLowerCase());
          expect(label).not.toMatch(/bars\.|calls\./);
        }
        expect(new Set(legal.map(callId)).size).toBe(legal.length);
      }
    }
    setLocale('cs');
  });

  it('words each kind as players say it', () => {
    setLocale('cs');
    const [open, forehand, talon, house, call, lizany] = newPhaseActions();
    const cs = (g: { state: HandState; legal: Action[] }, pick: (a: Action) => boolean) =>
      callLabel(g.legal.find(pick) as Action, [], {
        t,
        lang: 'cs',
        doubleNames: g.state.rules.doubleNames,
        ladder: g.state.rules.auctionLadder,
      });
    expect(cs(open!, (a) => a.type === 'bid' && a.step === 'redHundredSeven')).toBe('Sto a sedma červených');
    expect(cs(house!, (a) => a.type === 'bid' && a.step === 'redHundredSeven')).toBe('Lepších sto a sedm');
    expect(cs(forehand!, (a) => a.type === 'hold')).toBe('Mám');
    expect(cs(forehand!, (a) => a.type === 'drop')).toBe('Dál');
    expect(cs(talon!, (a) => a.type === 'fold')).toBe('Omyl');
    expect(cs(talon!, (a) => a.type === 'declare' && a.step === 'betl')).toBe('Betl');
    expect(
      cs(talon!, (a) => a.type === 'declare' && a.step === 'twoSevens' && a.trump === 'L' && a.aux === 'A'),
    ).toBe('Dvě sedmy – trumfy zelené, pomocná žaludy');
    expect(cs(call!, (a) => a.type === 'callRank' && a.rank === 'O')).toBe('Volám svrška');
    expect(cs(lizany!, (a) => a.type === 'chooseTrumpSuit' && a.suit === 'B')).toBe('Trumfy: kule');
  });
});
