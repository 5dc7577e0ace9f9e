/**
 * The rules player in licitovaný, křížový and lízaný (docs/variants.md): every seat played by it from
 * its own view through the engine, every decision one of the seat's legal actions, every hand finished
 * with the money summing to zero. Then its bidding choices by rule of thumb, on hands built for them.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandSetup,
  type SeatView,
  AUCTION_PRESET_IDS,
  PRESET_IDS,
  PRESETS,
  actionKey,
  apply,
  createRng,
  formatHint,
  newHand,
  preset,
  settle,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { ARENA_SEATS, ARENA_TABLE_SIZES, permutations, playDeal } from '../../../src-main/ai/arena.ts';
import { decisionRng, playHand } from '../../../src-main/ai/match.ts';
import { endgameCard, openEndgame } from '../../../src-main/ai/open-endgame.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { execute } from '../../../src-main/solver/tasks.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { auctionCall, callRank, supports, talonCall, trumpSuit } from '../../../src-main/ai/variants.ts';
import { LADDERS, type StepId } from '../../../src-shared/variants/auction/ladder.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

const HANDS = 120;

interface Tally {
  finished: number;
  played: number;
  codes: Set<string>;
  ends: Map<string, number>;
}

/** Plays `HANDS` hands of `setupOf(h)` with the rules player at every seat, checking each decision. */
function run(setupOf: (h: number, deck: Card[]) => HandSetup, seed: number): Tally {
  const rng = createRng(seed);
  const tally: Tally = { finished: 0, played: 0, codes: new Set(), ends: new Map() };
  for (let h = 0; h < HANDS; h++) {
    const setup = setupOf(h, shuffledDeck(rng));
    const seats = setup.table.size;
    // Each decision is checked against the engine's legal actions before apply sees it.
    const checking = {
      name: 'rules',
      decide(v: SeatView, r: ReturnType<typeof createRng>) {
        const d = rulePlayer.decide(v, r);
        const keys = v.legal.map(actionKey);
        expect(keys, `${v.phase}: ${JSON.stringify(d.action)}`).toContain(actionKey(d.action));
        tally.codes.add(d.hint.code);
        expect(formatHint(d.hint, 'cs').length).toBeGreaterThan(0);
        return d;
      },
    };
    const hand = playHand(
      setup,
      Array.from({ length: seats }, () => checking),
      h,
    );
    const s = hand.final;
    expect(s.phase).toBe('finished');
    tally.finished++;
    if (hand.playStart !== null) tally.played++;
    tally.ends.set(s.end as string, (tally.ends.get(s.end as string) ?? 0) + 1);
    const money = settle(s).money;
    expect(money.reduce((a, b) => a + b, 0)).toBe(0);
  }
  return tally;
}

describe('the rules player plays the new variants to the end (every seat, legal decisions, money zero-sum)', () => {
  it(`licitovaný: ${HANDS} hands at three and four seats under every preset`, () => {
    const t = run((h, deck) => {
      const rules = preset(
        AUCTION_PRESET_IDS[h % AUCTION_PRESET_IDS.length] as (typeof AUCTION_PRESET_IDS)[number],
      );
      return { rules, table: { size: h % 3 === 2 ? 4 : 3, dealer: h % 3 }, deck, variant: 'auction' };
    }, 18_201);
    expect(t.finished).toBe(HANDS);
    // It bids like a player: the lowest step whenever the hand is good enough, so fewer than half the
    // hands are thrown in and more than a third are played (the first thresholds played 22 and threw in 76).
    expect(t.played).toBeGreaterThan(HANDS / 3);
    expect(t.ends.get('allPassed') ?? 0).toBeLessThan(HANDS / 2);
    for (const code of ['bid', 'drop', 'declare', 'discard']) expect(t.codes).toContain(code);
  });

  it(`křížový: ${HANDS} hands under every preset`, () => {
    const t = run((h, deck) => {
      const rules = PRESETS[PRESET_IDS[h % PRESET_IDS.length] as (typeof PRESET_IDS)[number]];
      return { rules, table: fourHandTable(h % 4), deck, variant: 'fourHand' };
    }, 18_202);
    expect(t.played).toBeGreaterThan(HANDS / 2);
    for (const code of ['trumpSuit', 'callRank', 'approve']) expect(t.codes).toContain(code);
  });

  it(`lízaný: ${HANDS} hands under every preset, play through the stock and after it`, () => {
    const t = run((h, deck) => {
      const rules = PRESETS[PRESET_IDS[h % PRESET_IDS.length] as (typeof PRESET_IDS)[number]];
      return { rules, table: { size: 2, dealer: h % 2 }, deck, variant: 'twoHand' };
    }, 18_203);
    expect(t.played).toBeGreaterThan(HANDS / 2);
    expect(t.codes).toContain('trumpSuit');
  });
});

const cards = (s: string) => s.split(/\s+/).filter(Boolean) as Card[];

describe('bidding by rule of thumb', () => {
  it('supports a step only with its cards: four trumps making six with aces and tens for the game, the trump seven among five (or four with the ace) for a seven, a trump marriage for a hundred', () => {
    const hand = cards('L7 L8 LU LK LO LA BA AX AA B8');
    expect(supports('game', hand, 'L')).toBe(true);
    expect(supports('seven', hand, 'L')).toBe(true);
    expect(supports('hundred', hand, 'L')).toBe(true);
    // A red step wants hearts as trumps; this hand is no betl, durch or dvě sedmy.
    expect(supports('redSeven', hand, 'L')).toBe(false);
    expect(supports('betl', hand, null)).toBe(false);
    expect(supports('durch', hand, null)).toBe(false);
    expect(supports('twoSevens', hand, 'L', 'B')).toBe(false);
    const weak = cards('L7 L8 LU B7 B8 BU A7 A8 AU H7');
    expect(supports('game', weak, 'L')).toBe(false);
    expect(supports('seven', cards('L8 L9 LU LK LA BA AX AA B8 H7'), 'L')).toBe(false);
    // Four trumps with the seven and the ace and two side aces: a seven as forehand would bid it.
    const four = cards('L7 L9 LU LA BA AA B8 A9 H8 HU');
    expect(supports('seven', four, 'L')).toBe(true);
    expect(supports('seven', cards('L7 L9 LU LK BA AA B8 A9 H8 HU'), 'L')).toBe(false);
  });

  it('reckons betl and durch by the danger of the cards kept, dvě sedmy by both sevens with their aces', () => {
    // Ten cards before the talon: one unit of danger the two talon cards may remove.
    const low = cards('L7 L8 L9 B7 B8 A7 A8 AU H7 H9');
    expect(supports('betl', low, null)).toBe(true);
    expect(supports('betl', cards('L7 L8 LA B7 B8 A7 A8 AU H7 HK'), null)).toBe(false);
    // Twelve at the talon: the best ten after the discard, with no allowance.
    expect(supports('betl', [...low, 'LA', 'HA'] as Card[], null)).toBe(true);
    expect(supports('betl', [...low, 'LA', 'HA', 'BA'].slice(1) as Card[], null)).toBe(false);
    // In betl and durch the ten ranks between the nine and the spodek, so tens are low here.
    const high = cards('LA LK LO BA BK BO AA AK HA HK');
    expect(supports('durch', high, null)).toBe(true);
    expect(supports('durch', cards('LA LK LX BA BK BO AA AK HA HK'), null)).toBe(false);
    expect(supports('betl', high, 'L')).toBe(false);
    const two = cards('L7 L9 LU LK LA B7 B9 BO BA AA');
    expect(supports('twoSevens', two, 'L', 'B')).toBe(true);
    expect(supports('twoSevens', two, 'L', null)).toBe(false);
    expect(supports('twoSevens', two, 'B', 'L')).toBe(false);
  });

  it('in the auction bids the lowest step on offer up to the highest its hand supports, holds what it supports, else drops', () => {
    // A betl hand under the tournament ladder (skipping allowed): the first step on offer is enough,
    // since the winner may declare any higher contract at the talon.
    const auction = { ladder: LADDERS.csm, step: null } as const;
    const offer = (steps: readonly StepId[], hold = false): Action[] => [
      ...(hold ? [{ type: 'hold', seat: 0 } as const] : []),
      ...steps.map((step): Action => ({ type: 'bid', seat: 0, step })),
      { type: 'drop', seat: 0 },
    ];
    const betlHand = cards('L7 L8 L9 B7 B8 A7 A8 AU H7 H9');
    const call = (hand: Card[], legal: Action[], step: StepId | null = null) =>
      auctionCall({ seat: 0, hand, auction: { ...auction, step }, legal } as unknown as SeatView).action;
    expect(call(betlHand, offer(LADDERS.csm))).toEqual({ type: 'bid', seat: 0, step: 'seven' });
    expect(call(betlHand, offer(LADDERS.csm.slice(7)), 'betl')).toEqual({ type: 'drop', seat: 0 });
    expect(call(betlHand, offer(LADDERS.csm.slice(7), true), 'betl')).toEqual({ type: 'hold', seat: 0 });
    const weak = cards('L7 L8 LU B9 B8 BU A7 AK AU HA');
    expect(call(weak, offer(LADDERS.csm))).toEqual({ type: 'drop', seat: 0 });
  });

  it('at the talon declares the lowest supported contract, or folds (omyl) where offered and none fits', () => {
    // Seeded deals whose auction, bid by the rules player, ends with a winner at the talon (csm002).
    let seen = 0;
    for (let seed = 1; seed < 400 && seen < 20; seed++) {
      const deck = shuffledDeck(createRng(seed));
      let s = newHand({ rules: preset('csm002'), table: { size: 3, dealer: 0 }, deck, variant: 'auction' });
      for (let n = 0; s.phase === 'auction'; n++) {
        const r = apply(s, rulePlayer.decide(view(s, s.toAct as number), decisionRng(seed, n)).action);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
      if (s.phase !== 'talon') continue;
      seen++;
      const v = view(s, s.toAct as number);
      const d = talonCall(v);
      const declares = v.legal.filter((a) => a.type === 'declare');
      const fits = declares.filter((a) => a.type === 'declare' && supports(a.step, v.hand, a.trump, a.aux));
      if (fits.length > 0) expect(d.action).toEqual(fits[0]);
      else if (v.legal.some((a) => a.type === 'fold')) expect(d.action.type).toBe('fold');
      else expect(d.action.type).toBe('declare');
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('křížový: calls the highest rank it lacks in trumps', () => {
    const v = {
      seat: 0,
      trump: 'L',
      trumpCard: 'L8',
      hand: cards('LA L8 B7 AX'),
      legal: (['7', '8', '9', 'U', 'O', 'K', 'X', 'A'] as const).map((rank): Action => ({
        type: 'callRank',
        seat: 0,
        rank,
      })),
    } as unknown as SeatView;
    expect(callRank(v).action).toEqual({ type: 'callRank', seat: 0, rank: 'X' });
  });

  it('lízaný: names the longest and strongest suit among its first cards', () => {
    const v = {
      seat: 1,
      hand: cards('B7 BA BX A8 H9'),
      legal: (['H', 'B', 'A', 'L'] as const).map((suit): Action => ({
        type: 'chooseTrumpSuit',
        seat: 1,
        suit,
      })),
    } as unknown as SeatView;
    expect(trumpSuit(v).action).toEqual({ type: 'chooseTrumpSuit', seat: 1, suit: 'B' });
  });
});

describe('the arena in the new variants (scripts/arena.ts --variant)', () => {
  const rules = playerByName('rules') as Player;
  const random = playerByName('random') as Player;
  const hrac = playerByName('hrac', { timed: false }) as Player;
  it.each([
    ['auction', preset('csm002'), [rules, random, hrac]],
    ['fourHand', PRESETS.csm, [rules, random, rules, hrac]],
    ['twoHand', PRESETS.csm, [hrac, rules]],
  ] as const)(
    '%s: every seating of a deal played to the end, the money per hand zero-sum',
    (variant, r, players) => {
      expect(players).toHaveLength(ARENA_SEATS[variant]);
      for (let i = 0; i < 3; i++) {
        const hands = playDeal(r, players, 18_204, i, variant);
        expect(hands).toHaveLength(permutations(players.length).length);
        for (const h of hands) expect(h.money.reduce((a, b) => a + b, 0)).toBe(0);
      }
    },
  );

  it.each([
    ['chosen', PRESETS.csm],
    ['auction', preset('csm002')],
  ] as const)(
    '%s at four: 24 seatings, the dealer sitting each hand out and paying as a defender, zero-sum',
    (variant, r) => {
      const four = [rules, random, rules, random];
      expect(ARENA_TABLE_SIZES[variant]).toContain(4);
      const hands = playDeal(r, four, 18_204, 0, variant);
      expect(hands).toHaveLength(24);
      for (const h of hands) {
        expect(h.money.reduce((a, b) => a + b, 0)).toBe(0);
        // Three take part: the fourth (the dealer) makes no call and never declares.
        const calling = new Set(h.calls.map((c) => Number(c.slice(0, c.indexOf(':')))));
        expect(calling.size).toBeLessThanOrEqual(3);
        if (h.declarer >= 0) expect(calling.has(h.declarer) || h.contract.endsWith('(unplayed)')).toBe(true);
      }
      // Each player deals (sits out) in a quarter of the seatings; its money there is a defender's share.
      const declared = [0, 1, 2, 3].map((p) => hands.filter((h) => h.declarer === p).length);
      expect(declared.every((n) => n < 24)).toBe(true);
    },
  );

  it("refuses a match whose players do not fill the variant's seats", () => {
    expect(() => playDeal(PRESETS.csm, [rules, random, rules], 1, 0, 'twoHand')).toThrow(/2 players/);
    expect(() => playDeal(PRESETS.csm, [rules, random], 1, 0, 'chosen')).toThrow(/3 or 4 players, not 2/);
  });
});

describe('lízaný once the stock is drawn: the view fixes the hand (open-endgame.ts)', () => {
  it("rebuilds the real hand from the seat to act's view, valued alike by the exact search, and its card is legal", () => {
    let checked = 0;
    for (let h = 0; h < 20; h++) {
      let s = newHand({
        rules: PRESETS[PRESET_IDS[h % PRESET_IDS.length] as (typeof PRESET_IDS)[number]],
        table: { size: 2, dealer: h % 2 },
        deck: shuffledDeck(createRng(18_300 + h)),
        variant: 'twoHand',
      });
      for (let n = 0; s.phase !== 'finished'; n++) {
        const seat = s.toAct as number;
        const v = view(s, seat);
        const built = openEndgame(v);
        expect(built === null).toBe(s.phase !== 'play' || stockOf(s).length > 0);
        if (built !== null && n % 3 === 0) {
          expect(built.hands).toEqual(s.hands);
          expect(new Search(built).value()).toBe(new Search(s).value());
          const d = endgameCard(v);
          expect(v.legal.map(actionKey)).toContain(actionKey(d?.action as Action));
          checked++;
        }
        const r = apply(s, rulePlayer.decide(v, decisionRng(h, n)).action);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("the pool's worker entry decides in the new variants", () => {
  it.each([
    ['auction', preset('csm002'), { size: 3, dealer: 2 }],
    ['fourHand', PRESETS.csm, fourHandTable(3)],
    ['twoHand', PRESETS.csm, { size: 2, dealer: 1 }],
  ] as const)(
    '%s: hands played by hráč through execute("decide") on a view copied as a worker gets it',
    (variant, rules, table) => {
      for (let h = 0; h < 4; h++) {
        let s = newHand({ rules, table, deck: shuffledDeck(createRng(18_400 + h)), variant });
        for (let n = 0; s.phase !== 'finished'; n++) {
          const v = view(s, s.toAct as number);
          const d = execute({
            method: 'decide',
            view: structuredClone(v),
            player: 'hrac',
            seed: n,
            timed: false,
          });
          expect(v.legal.map(actionKey)).toContain(actionKey(d.action));
          const r = apply(s, d.action);
          if (!r.ok) throw new Error(r.error.code);
          s = r.value;
        }
        expect(settle(s).money.reduce((a, b) => a + b, 0)).toBe(0);
      }
    },
  );
});
