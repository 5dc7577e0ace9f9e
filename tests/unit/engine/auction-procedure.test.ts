/**
 * The licitovaný auction as a sub-machine: each document's procedure as hand-written auctions (one per
 * branch of the article), DP's worked auction replayed call by call, refusals, and properties over
 * random auctions (a call always exists until it ends, and it ends).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepId } from '../../../src-shared/variants/auction/ladder.ts';
import {
  type AuctionAction,
  type AuctionRules,
  type AuctionState,
  auctionActions,
  auctionReduce,
  auctionRefusal,
  auctionRulesOf,
  newAuction,
} from '../../../src-shared/variants/auction/procedure.ts';
import { preset } from '../../../src-shared/rules/ruleset.ts';
import { activeSeats } from '../../../src-shared/engine/table.ts';

type Call = StepId | 'hold' | 'drop';

/** Play `calls` in turn from a fresh auction, checking each one is offered by `auctionActions`. */
function run(rules: AuctionRules, seats: readonly number[], calls: readonly [number, Call][]): AuctionState {
  let s = newAuction(seats, rules);
  for (const [seat, call] of calls) {
    const action: AuctionAction =
      call === 'hold' || call === 'drop' ? { type: call, seat } : { type: 'bid', seat, step: call };
    expect(auctionRefusal(s, action), `${seat} ${call}`).toBeNull();
    expect(auctionActions(s)).toContainEqual(action);
    s = auctionReduce(s, action);
  }
  return s;
}

// The presets' readings (open questions 1–3, 9): csm002 and csm read OP, house001 DP, english003 AP.
const OP = auctionRulesOf(preset('csm002'));
const DP = auctionRulesOf(preset('house001'));
const AP = auctionRulesOf(preset('english003'));

// Three seats, dealer 0: forehand 1, middle 2, the rear hand (dealt last) is the dealer 0.
const THREE = activeSeats({ size: 3, dealer: 0 });
// Four seats, dealer 0 sits out: forehand 1, middle 2, rear 3.
const FOUR = activeSeats({ size: 4, dealer: 0 });

describe('OP čl. VII odst. 3: the rear hand opens against forehand, the middle player waits', () => {
  it('at three the dealer opens; at four the seat right of the sitting-out dealer', () => {
    expect(newAuction(THREE, OP).toAct).toBe(0);
    expect(newAuction(FOUR, OP).toAct).toBe(3);
    expect(THREE).toEqual([1, 2, 0]);
    expect(FOUR).toEqual([1, 2, 3]);
  });

  it('forehand matches with "Mám"; the opener may skip steps', () => {
    const s = run(OP, FOUR, [
      [3, 'seven'],
      [1, 'hold'],
      [3, 'hundred'], // skips sedma červená
      [1, 'hold'],
    ]);
    expect(s.step).toBe('hundred');
    expect(s.holder).toBe(1);
    expect(s.toAct).toBe(3);
    // The opener may not hold forehand's step: he must bid higher or drop out.
    expect(auctionRefusal(s, { type: 'hold', seat: 3 })).toEqual({
      code: 'holdNotAllowed',
      holder: 1,
      procedure: 'duel',
    });
    expect(auctionRefusal(s, { type: 'bid', seat: 3, step: 'hundred' })).toEqual({
      code: 'bidTooLow',
      step: 'hundred',
      current: 'hundred',
      ladder: 'csm',
    });
  });

  it('the rear hand drops: the middle player takes his place and must outbid forehand', () => {
    const s = run(OP, FOUR, [
      [3, 'seven'],
      [1, 'hold'],
      [3, 'drop'],
    ]);
    expect(s.toAct).toBe(2);
    expect(s.speaking).toEqual([1, 2]);
    expect(auctionRefusal(s, { type: 'hold', seat: 2 })).toEqual({
      code: 'holdNotAllowed',
      holder: 1,
      procedure: 'duel',
    });
    const end = run(OP, FOUR, [
      [3, 'seven'],
      [1, 'hold'],
      [3, 'drop'],
      [2, 'redSeven'],
      [1, 'hold'],
      [2, 'betl'],
      [1, 'drop'],
    ]);
    expect(end.result).toEqual({ kind: 'won', seat: 2, step: 'betl' });
    expect(end.toAct).toBeNull();
    expect(auctionActions(end)).toEqual([]);
  });

  it('forehand drops: the middle player only has to hold the step, as forehand did', () => {
    const s = run(OP, FOUR, [
      [3, 'seven'],
      [1, 'hold'],
      [3, 'hundred'],
      [1, 'drop'],
      [2, 'hold'], // "Mám" on the rear hand's hundred
    ]);
    expect(s.holder).toBe(2);
    expect(s.toAct).toBe(3);
    const end = auctionReduce(s, { type: 'drop', seat: 3 });
    expect(end.result).toEqual({ kind: 'won', seat: 2, step: 'hundred' });
  });

  it('forehand may also bid higher instead of matching', () => {
    const s = run(OP, THREE, [
      [0, 'seven'],
      [1, 'redHundred'],
      [0, 'drop'],
      [2, 'drop'],
    ]);
    expect(s.result).toEqual({ kind: 'won', seat: 1, step: 'redHundred' });
  });

  it('nobody bids: forehand, the last seat left, plays any step or throws in (question 9)', () => {
    const s = run(OP, THREE, [
      [0, 'drop'],
      [2, 'drop'],
    ]);
    expect(s.result).toBeNull();
    expect(s.toAct).toBe(1);
    expect(auctionActions(s).filter((a) => a.type === 'bid')).toHaveLength(12);
    expect(auctionReduce(s, { type: 'bid', seat: 1, step: 'seven' }).result).toEqual({
      kind: 'won',
      seat: 1,
      step: 'seven',
    });
    expect(auctionReduce(s, { type: 'drop', seat: 1 }).result).toEqual({ kind: 'redeal' });
  });

  it('under `redeal` (no preset) forehand is not asked and the hand is dealt again', () => {
    const s = run({ ...OP, allPass: 'redeal' }, THREE, [
      [0, 'drop'],
      [2, 'drop'],
    ]);
    expect(s.result).toEqual({ kind: 'redeal' });
  });
});

describe("DP, Příklad licitace: the worked auction replays under house001's reading", () => {
  it('A hra … C wins at lepší sto a sedm and may still choose betl or durch', () => {
    // A = forehand (předák) = seat 1, B = 2, C = 0 (dealer 0).
    const [A, B, C] = THREE as [number, number, number];
    let s = newAuction(THREE, DP);
    const steps: [number, Call, Partial<AuctionState>][] = [
      [A, 'game', { step: 'game', holder: A }],
      [B, 'redGame', { step: 'redGame', holder: B }], // lepší hra
      [C, 'seven', { step: 'seven', holder: C }],
      [A, 'hold', { step: 'seven', holder: A }], // A holds as předák
      [B, 'hundred', { step: 'hundred', holder: B }], // stovka: skips lepší sedma (question 2)
      [C, 'drop', { step: 'hundred', holder: B }], // C mlčí
      [A, 'hold', { step: 'hundred', holder: A }], // A holds the hundred
      [B, 'redHundred', { step: 'redHundred', holder: B }], // lepší stovka
      [C, 'hundredSeven', { step: 'hundredSeven', holder: C }], // C bids again (question 3)
      [A, 'drop', { step: 'hundredSeven', holder: C }],
      [B, 'hold', { step: 'hundredSeven', holder: B }], // B before C in the order
      [C, 'redHundredSeven', { step: 'redHundredSeven', holder: C }], // lepších sto a sedm
      [A, 'drop', { holder: C, result: null }],
      [B, 'drop', { result: { kind: 'won', seat: C, step: 'redHundredSeven' } }],
    ];
    for (const [seat, call, expected] of steps) {
      expect(s.toAct, `${call}`).toBe(seat);
      const action: AuctionAction =
        call === 'hold' || call === 'drop' ? { type: call, seat } : { type: 'bid', seat, step: call };
      expect(auctionRefusal(s, action)).toBeNull();
      s = auctionReduce(s, action);
      expect(s).toMatchObject(expected);
    }
  });

  it('with skipping forbidden (its text) the example stops at "stovka" (question 2, reading b)', () => {
    const [A, B, C] = THREE as [number, number, number];
    const s = run({ ...DP, skip: false }, THREE, [
      [A, 'game'],
      [B, 'redGame'],
      [C, 'seven'],
      [A, 'hold'],
    ]);
    expect(auctionRefusal(s, { type: 'bid', seat: B, step: 'hundred' })).toEqual({
      code: 'bidSkips',
      step: 'hundred',
      next: 'redSeven',
    });
    expect(auctionActions(s).filter((a) => a.type === 'bid')).toEqual([
      { type: 'bid', seat: B, step: 'redSeven' },
    ]);
  });

  it('a later seat may not hold an earlier seat\'s step ("předbíhání")', () => {
    const [A, B] = THREE as [number, number, number];
    const s = run(DP, THREE, [[A, 'seven']]);
    expect(auctionRefusal(s, { type: 'hold', seat: B })).toEqual({
      code: 'holdNotAllowed',
      holder: A,
      procedure: 'rotation',
    });
  });

  it('everybody passes: redeal; with final passes a passed seat is not asked again', () => {
    const [A, B, C] = THREE as [number, number, number];
    expect(
      run(DP, THREE, [
        [A, 'drop'],
        [B, 'drop'],
        [C, 'drop'],
      ]).result,
    ).toEqual({ kind: 'redeal' });
    const s = run({ ...DP, passFinal: true }, THREE, [
      [A, 'drop'],
      [B, 'seven'],
      [C, 'hundred'],
    ]);
    expect(s.toAct).toBe(B); // A is out
    expect(auctionReduce(s, { type: 'drop', seat: B }).result).toEqual({
      kind: 'won',
      seat: C,
      step: 'hundred',
    });
  });
});

describe('AP, Licitovaný Mariáš: right of the dealer against forehand, the dealer last', () => {
  const [F, M, D] = THREE as [number, number, number];

  it('the seat right of the dealer opens; forehand may match; the dealer may match the survivor', () => {
    const s = run(AP, THREE, [
      [M, 'seven'],
      [F, 'hold'],
      [M, 'drop'],
      [D, 'hold'], // the dealer "must make a bid higher (or the same bid)"
    ]);
    expect(s.holder).toBe(D);
    expect(s.toAct).toBe(F);
    // The other player must bid higher than the dealer.
    expect(auctionRefusal(s, { type: 'hold', seat: F })).toEqual({
      code: 'holdNotAllowed',
      holder: D,
      procedure: 'duelDealerLast',
    });
    const end = auctionReduce(auctionReduce(s, { type: 'bid', seat: F, step: 'hundred' }), {
      type: 'drop',
      seat: D,
    });
    expect(end.result).toEqual({ kind: 'won', seat: F, step: 'hundred' });
  });

  it('both first pass: the dealer takes the talon at any step, or throws in (question 9)', () => {
    const s = run(AP, THREE, [
      [M, 'drop'],
      [F, 'drop'],
    ]);
    expect(s.toAct).toBe(D);
    expect(s.result).toBeNull();
    expect(auctionActions(s).filter((a) => a.type === 'bid')).toHaveLength(12);
    expect(auctionReduce(s, { type: 'bid', seat: D, step: 'betl' }).result).toEqual({
      kind: 'won',
      seat: D,
      step: 'betl',
    });
    expect(auctionReduce(s, { type: 'drop', seat: D }).result).toEqual({ kind: 'redeal' });
  });
});

describe('the presets', () => {
  it('csm and csm002 read OP; house001 DP; english003 AP (docs/variants.md, Presets)', () => {
    // csm climbs the general rules' own order (issue 26 item 4); csm002 the tournament's twelve steps.
    expect(auctionRulesOf(preset('csm'))).toEqual({ ...OP, ladder: 'csmGeneral' });
    // Forehand is asked when both others drop without a bid (issue 26 item 5; question 9).
    expect(OP).toEqual({
      ladder: 'csm',
      procedure: 'duel',
      skip: true,
      passFinal: true,
      allPass: 'lastSeatChooses',
    });
    expect(DP).toEqual({
      ladder: 'house001',
      procedure: 'rotation',
      skip: true,
      passFinal: false,
      allPass: 'lastSeatChooses',
    });
    expect(AP).toMatchObject({
      ladder: 'english003',
      procedure: 'duelDealerLast',
      allPass: 'lastSeatChooses',
    });
  });
});

describe('refusals', () => {
  it('turn, ladder and end of the auction', () => {
    const s = newAuction(THREE, OP);
    expect(auctionRefusal(s, { type: 'bid', seat: 1, step: 'seven' })).toEqual({
      code: 'notYourTurn',
      seat: 1,
      toAct: 0,
    });
    // "hra" is no step of the tournament ladder (TP čl. I starts at sedma).
    expect(auctionRefusal(s, { type: 'bid', seat: 0, step: 'game' })).toEqual({
      code: 'stepNotOnLadder',
      step: 'game',
      ladder: 'csm',
    });
    expect(auctionRefusal(s, { type: 'hold', seat: 0 })).toEqual({
      code: 'holdNotAllowed',
      holder: null,
      procedure: 'duel',
    });
    const over = run(OP, THREE, [
      [0, 'seven'],
      [1, 'drop'],
      [2, 'drop'],
    ]);
    expect(over.result).toEqual({ kind: 'won', seat: 0, step: 'seven' });
    expect(auctionRefusal(over, { type: 'drop', seat: 1 })).toEqual({
      code: 'auctionOver',
      procedure: 'duel',
    });
    expect(() => auctionReduce(over, { type: 'drop', seat: 1 })).toThrow();
  });
});

describe('properties over random auctions', () => {
  const readings: AuctionRules[] = [
    OP,
    DP,
    AP,
    { ...DP, passFinal: true },
    { ...OP, skip: false },
    { ...DP, skip: false },
  ];
  const tables = [THREE, FOUR, activeSeats({ size: 3, dealer: 2 }), activeSeats({ size: 4, dealer: 1 })];

  it('a call exists until the auction ends, every offered call is accepted, and it ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...readings),
        fc.constantFrom(...tables),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        (rules, seats, choices) => {
          let s = newAuction(seats, rules);
          let calls = 0;
          const bids: StepId[] = [];
          while (s.result === null) {
            const actions = auctionActions(s);
            expect(actions.length).toBeGreaterThan(0);
            expect(s.toAct).not.toBeNull();
            for (const a of actions) expect(auctionRefusal(s, a)).toBeNull();
            // Calls not offered are refused: another seat's, or a hold when none is offered.
            const other = seats.find((x) => x !== s.toAct) as number;
            expect(auctionRefusal(s, { type: 'drop', seat: other })).not.toBeNull();
            if (!actions.some((a) => a.type === 'hold'))
              expect(auctionRefusal(s, { type: 'hold', seat: s.toAct as number })).not.toBeNull();
            const a = actions[(choices[calls] ?? 0) % actions.length] as AuctionAction;
            if (a.type === 'bid') bids.push(a.step);
            s = auctionReduce(s, a);
            calls++;
            // Bounded: each bid climbs the ladder, holds move to an earlier seat, passes are counted.
            expect(calls).toBeLessThan(200);
          }
          expect(s.toAct).toBeNull();
          if (s.result.kind === 'won') {
            expect(s.result.step).toBe(bids[bids.length - 1]);
            expect(seats).toContain(s.result.seat);
            expect(s.out).not.toContain(s.result.seat);
          } else {
            expect(bids).toEqual([]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
