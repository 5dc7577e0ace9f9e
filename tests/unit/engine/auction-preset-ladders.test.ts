/**
 * Each licitovaný preset bids by its own document's ladder, and its auction refusals cite that document
 * (issue 26 item 4): `csm` (the general rules alone) climbs čl. IV odst. 1's order from hra, as čl. VII
 * odst. 3 says, with hearts doubling the rate instead of making steps of their own; `csm002` the
 * tournament's twelve steps (TP čl. I); `house001` DP's ladder; `english003` AP's list.
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
import { LADDERS, type StepId } from '../../../src-shared/variants/auction/ladder.ts';
import { formatReason } from '../../../src-shared/explain/format.ts';
import type { Reason } from '../../../src-shared/explain/reason.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';

const THREE: Table = { size: 3, dealer: 0 };

function deal(id: PresetId, seed = 1): HandState {
  return newHand({
    rules: preset(id),
    table: THREE,
    deck: shuffledDeck(createRng(seed)),
    variant: 'auction',
  });
}

function step(state: HandState, action: Action): HandState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

function refused(state: HandState, action: Action): Reason {
  const r = apply(state, action);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error;
}

/** The citation a refusal is worded with, in Czech: what follows the sentence's " — ". */
const cited = (reason: Reason) => formatReason(reason, 'cs').split(' — ')[1];

describe("each preset climbs its own document's ladder (issue 26 item 4)", () => {
  // [preset, the ladder's steps lowest first, where they are listed]
  const ladders: [PresetId, readonly StepId[], string][] = [
    [
      'csm',
      ['game', 'seven', 'hundred', 'hundredSeven', 'betl', 'durch', 'twoSevens', 'twoSevensHundred'],
      'OP čl. VII odst. 3: by the order of čl. IV odst. 1, from Hra; no red steps',
    ],
    ['csm002', LADDERS.csm, 'TP čl. I: the twelve steps from sedma'],
    ['house001', LADDERS.house001, 'DP, Stupně licitace: from hra'],
    ['english003', LADDERS.csm, 'AP, Licitovaný Mariáš: the same twelve as TP'],
  ];
  it.each(ladders)('%s: the opener is offered its ladder (%s)', (id, steps) => {
    const s = deal(id);
    const bids = legalActions(s).flatMap((a) => (a.type === 'bid' ? [a.step] : []));
    expect(bids).toEqual([...steps]);
  });

  it('csm: hra is bid and won, and may be declared in hearts (OP čl. IV odst. 1, čl. V odst. 4)', () => {
    let s = deal('csm');
    s = step(s, { type: 'bid', seat: 0, step: 'game' });
    s = step(s, { type: 'drop', seat: 1 });
    s = step(s, { type: 'drop', seat: 2 });
    expect(s.phase).toBe('talon');
    expect(auctionOwn(s)?.wonStep).toBe('game');
    const declares = legalActions(s).filter((a) => a.type === 'declare');
    expect(declares).toContainEqual({ type: 'declare', seat: 0, step: 'game', trump: 'H', aux: null });
    expect(declares.some((a) => a.type === 'declare' && a.step.startsWith('red'))).toBe(false);
    s = step(s, { type: 'declare', seat: 0, step: 'game', trump: 'H', aux: null });
    expect(s.trump).toBe('H');
    expect(s.components.map((c) => c.kind)).toEqual(['game']);
  });
});

describe("each preset's auction refusals cite its own document (issue 26 item 4)", () => {
  // [preset, a step its ladder lacks, the ladder's citation, the citation of the order and of "Mám"]
  const cases: [PresetId, StepId, string, string, string][] = [
    [
      'csm',
      'redSeven',
      'pravidla ČSM, čl. IV odst. 1',
      'pravidla ČSM, čl. VII odst. 3',
      'pravidla ČSM, čl. VII odst. 3',
    ],
    [
      'csm002',
      'game',
      'turnajová pravidla ČSM, čl. I',
      'pravidla ČSM, čl. VII odst. 3',
      'pravidla ČSM, čl. VII odst. 3',
    ],
    [
      'house001',
      'twoSevensHundred',
      'domácí pravidla, oddíl „Stupně licitace“',
      'domácí pravidla, oddíl „Mariáš licitovaný“',
      'domácí pravidla, oddíl „Příklad licitace“',
    ],
    [
      'english003',
      'game',
      'anglický popis hry, oddíl „Licitovaný Mariáš“',
      'anglický popis hry, oddíl „Licitovaný Mariáš“',
      'anglický popis hry, oddíl „Licitovaný Mariáš“',
    ],
  ];
  it.each(cases)('%s: a bid of %s cites %s', (id, missing, ladder, order, hold) => {
    let s = deal(id);
    const opener = s.toAct as number;
    expect(refused(s, { type: 'bid', seat: opener, step: missing }).code).toBe('stepNotOnLadder');
    expect(cited(refused(s, { type: 'bid', seat: opener, step: missing }))).toBe(ladder);
    // Nothing bid yet: "Mám" has nothing to hold (the procedure's document).
    expect(cited(refused(s, { type: 'hold', seat: opener }))).toBe(hold);
    // A bid no higher than the step held (the ladder's document on the order).
    s = step(s, { type: 'bid', seat: opener, step: 'hundred' });
    const next = s.toAct as number;
    const low = refused(s, { type: 'bid', seat: next, step: 'seven' });
    expect(low.code).toBe('bidTooLow');
    expect(cited(low)).toBe(order);
  });
});
