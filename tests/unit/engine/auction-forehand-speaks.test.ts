/**
 * The last seat left speaks in licitovaný (issue 26 item 5; docs/variants.md, open question 9): when
 * the two others drop without a bid, the hand is not thrown in behind his back — he is asked whether he
 * plays (he bids any step of the ladder and the auction closes at it) or throws the hand in, and the
 * words say who did what. OP čl. VII odst. 3 and TP leave it open; AP lets the dealer choose; DP's
 * rotation gives forehand the first word anyway.
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
  settle,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { LADDERS } from '../../../src-shared/variants/auction/ladder.ts';
import { lastSeatAsked } from '../../../src-shared/variants/auction/procedure.ts';
import { thrownIn, thrownInText } from '../../../src-shared/explain/thrown-in.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';

const THREE: Table = { size: 3, dealer: 0 }; // forehand 1, middle 2, dealer (rear hand) 0
const FOUR: Table = { size: 4, dealer: 0 }; // the dealer sits out: forehand 1, middle 2, rear 3
const NAMES = ['Adam', 'Bára', 'Cyril', 'Dana'];

function deal(id: PresetId, table: Table): HandState {
  return newHand({ rules: preset(id), table, deck: shuffledDeck(createRng(3)), variant: 'auction' });
}

function step(state: HandState, action: Action): HandState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Everybody before the last seat drops, in turn, with nothing bid. */
function othersDrop(s: HandState, count: number): HandState {
  let out = s;
  for (let i = 0; i < count; i++) out = step(out, { type: 'drop', seat: out.toAct as number });
  return out;
}

// [preset, table, how many drop first, the seat then asked, his role, where the reading comes from]
const cases: [PresetId, Table, number, number, string, string][] = [
  ['csm002', THREE, 2, 1, 'forehand', 'OP čl. VII odst. 3 and TP silent: forehand is asked'],
  ['csm002', FOUR, 2, 1, 'forehand', 'the same at four, the dealer sitting out (TP čl. II odst. 2)'],
  ['csm', THREE, 2, 1, 'forehand', 'OP čl. VII odst. 3 silent: forehand is asked'],
  ['english003', THREE, 2, 0, 'dealer', 'AP, Licitovaný Mariáš: the dealer may play anything or throw in'],
];

describe('the last seat left is asked whether he plays (issue 26 item 5)', () => {
  it.each(cases)('%s at %j: after %i drops seat %i (%s) is asked (%s)', (id, table, drops, seat) => {
    const s = othersDrop(deal(id, table), drops);
    expect(s.phase).toBe('auction');
    expect(s.toAct).toBe(seat);
    const auction = auctionOwn(s)?.auction;
    expect(auction && lastSeatAsked(auction)).toBe(true);
    // He may bid any step of the ladder, or drop (throw in); nothing to hold.
    const ladder = LADDERS[s.rules.auctionLadder];
    const legal = legalActions(s);
    expect(legal.filter((a) => a.type === 'bid').map((a) => a.type === 'bid' && a.step)).toEqual([...ladder]);
    expect(legal.filter((a) => a.type !== 'bid')).toEqual([{ type: 'drop', seat }]);
    // His own view offers the same.
    expect(view(s, seat).legal).toEqual(legal);
  });

  it.each(cases)(
    '%s at %j: a bid closes the auction at that step, he takes the talon',
    (id, table, drops, seat) => {
      const s = step(othersDrop(deal(id, table), drops), { type: 'bid', seat, step: 'betl' });
      expect(s.phase).toBe('talon');
      expect(s.declarer).toBe(seat);
      expect(auctionOwn(s)?.wonStep).toBe('betl');
    },
  );

  it.each(cases)('%s at %j: his drop throws the hand in, nobody pays', (id, table, drops, seat, role) => {
    const s = step(othersDrop(deal(id, table), drops), { type: 'drop', seat });
    expect(s.phase).toBe('finished');
    expect(s.end).toBe('allPassed');
    expect(settle(s).money.every((m) => m === 0)).toBe(true);
    const t = thrownIn(s.calls, s.table, s.rules);
    expect(t).toMatchObject({ threwIn: seat, notAsked: null, role });
    expect(t?.passed).toHaveLength(drops);
  });

  it('the words say who did what (csm002 at three: Adam rear, Cyril middle, Bára forehand)', () => {
    const s = step(othersDrop(deal('csm002', THREE), 2), { type: 'drop', seat: 1 });
    const t = thrownIn(s.calls, s.table, s.rules);
    if (t === null) throw new Error('no thrown-in hand');
    expect(thrownInText(t, 'cs', NAMES)).toBe(
      'Hra se nehraje a nikdo nic neplatí: Adam a Cyril z licitace odstoupili a forhont (Bára) pak hru zahodil, místo aby hrál.',
    );
    expect(thrownInText(t, 'en', NAMES)).toBe(
      'The hand is not played and nobody pays: Adam and Cyril dropped out of the auction, then Bára (forehand) threw the hand in rather than play.',
    );
  });

  it('rules that do not ask him (redeal) say so instead of "everybody passed"', () => {
    const rules = { ...preset('csm002'), auctionAllPass: 'redeal' as const };
    let s = newHand({ rules, table: THREE, deck: shuffledDeck(createRng(3)), variant: 'auction' });
    s = othersDrop(s, 2);
    expect(s.end).toBe('allPassed');
    const t = thrownIn(s.calls, s.table, s.rules);
    expect(t).toMatchObject({ threwIn: null, notAsked: 1, role: 'forehand' });
    if (t === null) throw new Error('no thrown-in hand');
    expect(thrownInText(t, 'cs', NAMES)).toContain('forhonta (Bára) se podle těchto pravidel už nikdo neptá');
    expect(thrownInText(t, 'en', NAMES)).toContain('under these rules Bára (forehand) is not asked');
  });

  it("house001 (DP's rotation): forehand speaks first, so a round of passes throws in", () => {
    const s = othersDrop(deal('house001', THREE), 3);
    expect(s.end).toBe('allPassed');
    const t = thrownIn(s.calls, s.table, s.rules);
    expect(t).toEqual({ passed: [1, 2, 0], threwIn: null, notAsked: null, role: null });
    if (t === null) throw new Error('no thrown-in hand');
    expect(thrownInText(t, 'en', NAMES)).toBe(
      'The hand is not played and nobody pays: nobody bid in the auction (Bára, Cyril and Adam passed).',
    );
  });
});
