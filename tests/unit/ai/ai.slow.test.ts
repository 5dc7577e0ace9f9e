/**
 * Computer players: every decision is legal over whole hands, a decision depends on the seat's view
 * and the seed alone (hidden cards scrambled give the same answer), the bidding sampler deals the
 * unseen cards consistently with the view, duplicate matches seat every player everywhere, and every
 * hint reads in Czech and English.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type CardSet,
  type HandState,
  type Hint,
  type Seat,
  type SeatView,
  CARDS,
  PRESETS,
  activeSeats,
  apply,
  cardIndex,
  cardPoints,
  createRng,
  formatHint,
  fromCards,
  hasMarriage,
  newHand,
  settle,
  shuffled,
  size,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck, interval, permutations, playDeal, report } from '../../../src-main/ai/arena.ts';
import { decisionRng, playHand } from '../../../src-main/ai/match.ts';
import { PLAYER_NAMES, playerByName } from '../../../src-main/ai/players.ts';
import type { Player } from '../../../src-main/ai/player.ts';
import { surely, surelyGains } from '../../../src-main/ai/estimate.ts';
import { sampleUnseen } from '../../../src-main/ai/unseen.ts';
import { bidInference, danger, startHands } from '../../../src-main/ai/inference.ts';
import { discardCandidates, discardFor } from '../../../src-main/ai/heuristics.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import { Search } from '../../../src-main/solver/search.ts';

// Untimed: decisions depend on the view and the seed alone, never on how busy the machine is.
const player = (name: string) => playerByName(name, { timed: false }) as Player;
const setup = (i: number) => ({
  rules: PRESETS.csm,
  table: { size: 3 as const, dealer: 2 },
  deck: dealDeck(99, i),
});

/** Every state of a hand played by these players, with the seat to act. */
function statesOf(players: readonly Player[], i: number): HandState[] {
  const out: HandState[] = [];
  let state = newHand(setup(i));
  let n = 0;
  while (state.phase !== 'finished') {
    out.push(state);
    const seat = state.toAct as Seat;
    const d = (players[seat] as Player).decide(view(state, seat), decisionRng(i, n++));
    const next = apply(state, d.action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  return out;
}

/** The same hand with every card the seat cannot see dealt anew among the holders it cannot see. */
function scrambled(state: HandState, seat: Seat, rng: ReturnType<typeof createRng>): HandState {
  const v = view(state, seat);
  const visible = new Set([
    ...v.hand,
    ...(v.talon ?? []),
    ...(v.openHand ?? []),
    ...(v.trumpCard ? [v.trumpCard] : []),
  ]);
  const holders: { get: () => CardSet; set: (c: CardSet) => void }[] = [];
  const hands = state.hands.slice();
  let talon = state.talon;
  for (const s of activeSeats(state.table))
    holders.push({ get: () => hands[s] ?? 0, set: (c) => (hands[s] = c) });
  holders.push({ get: () => talon, set: (c) => (talon = c) });
  const hidden = holders.map((h) => toCards(h.get()).filter((c) => !visible.has(c)));
  const pool = shuffled(hidden.flat(), rng);
  holders.forEach((h, k) => {
    const keep = toCards(h.get()).filter((c) => visible.has(c));
    h.set(fromCards([...keep, ...pool.splice(0, (hidden[k] as unknown[]).length)]));
  });
  // Forehand's hidden five are dealt anew too (he may not look at them before choosing trumps).
  return {
    ...state,
    hands,
    talon,
    people: seat === state.toAct && state.phase === 'trumpChoice' ? [] : state.people,
  };
}

describe('computer players', () => {
  it.each(PLAYER_NAMES.filter((n) => n !== 'mistr'))('%s plays whole hands legally', (name) => {
    for (let i = 0; i < 3; i++) {
      const players = [player(name), player('rules'), player('random')];
      const hand = playHand(setup(i), players, i);
      expect(hand.final.phase).toBe('finished');
      const money = settle(hand.final).money;
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      expect(hand.decisions.every((d) => d.hint.code.length > 0)).toBe(true);
    }
  });

  it('decides from the view alone: hidden cards scrambled, same seed, same decision', () => {
    const rng = createRng(5);
    const hrac = player('hrac');
    let checked = 0;
    for (let i = 0; i < 2; i++) {
      const states = statesOf([hrac, hrac, hrac], i);
      // Every bidding decision and a spread of card decisions.
      const picks = states.filter((s, k) => s.phase !== 'play' || k % 7 === 0);
      for (const state of picks) {
        const seat = state.toAct as Seat;
        if (state.phase === 'trumpChoice') continue; // his hidden five are the only unseen cards: covered below
        const other = scrambled(state, seat, rng);
        expect(view(other, seat)).toEqual(view(state, seat));
        const a = hrac.decide(view(state, seat), decisionRng(7, checked));
        const b = hrac.decide(view(other, seat), decisionRng(7, checked));
        expect(b).toEqual(a);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("talon candidates keep the discard ban and come in the rule of thumb's order", () => {
    const hand = ['HA', 'HX', 'HK', 'H8', 'BA', 'B7', 'L9', 'LO', 'LK', 'A7', 'AX', 'A8'] as Card[];
    const pool = discardCandidates(hand, 'suit', 'H', 'H8', 12);
    // No ace, ten or the trump card may go (rules/000 čl. VII); the rest are all candidates.
    expect(pool.slice().sort()).toEqual(['A7', 'A8', 'B7', 'HK', 'L9', 'LK', 'LO'].sort());
    // A short side suit goes first; trumps and the marriage in leaves last.
    expect(pool[0]).toBe('B7');
    expect(pool.slice(-3).sort()).toEqual(['HK', 'LK', 'LO']);
    expect(discardFor(hand, 'suit', 'H', 'H8')).toEqual(['B7', 'A7']);
  });

  it('the rule-based player takes a trick it can take and smears onto its partner', () => {
    const rules = player('rules');
    const states = statesOf([rules, rules, rules], 3).filter((s) => s.phase === 'play');
    expect(states.length).toBeGreaterThan(20);
    for (const s of states) {
      const d = rules.decide(view(s, s.toAct as Seat), createRng(1));
      expect(['drawTrumps', 'leadWinner', 'leadLow', 'takeTrick', 'smear', 'throwLow', 'forced']).toContain(
        d.hint.code,
      );
      if (d.hint.code === 'smear' && d.action.type === 'play') expect(cardPoints(d.action.card)).toBe(10);
    }
  });
});

describe('doubling', () => {
  // Arena seed 1, deal 9 (npm run arena -- --out): forehand took hearts by H9 on a weak hand and
  // announced nothing. Seat 2 (H7 HX HA BK LX LO AX AO AK AA) beats the game if it is played, but
  // not a seven or a hundred against: with all cards visible the game is -2 bases per defender for
  // the declarer, +2 with a seven against, +38 with a hundred against. Passing would let the game
  // be paid without play, and the players used to measure announcements against that instead of
  // the hand played, so they fleked and announced both against, and lost 28 Kč per defender.
  function atSecondDefender(): HandState {
    let state = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: dealDeck(1, 9) });
    for (const action of [
      { type: 'chooseTrump', seat: 0, card: 'H9' },
      { type: 'chooseGame', seat: 0, game: 'suit' },
      { type: 'discard', seat: 0, cards: ['A8', 'A9'] },
      { type: 'approve', seat: 1 },
      { type: 'approve', seat: 2 },
      { type: 'announce', seat: 0, seven: false, hundred: false },
      { type: 'pass', seat: 1 },
    ] as const) {
      const r = apply(state, action);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value;
    }
    return state;
  }

  it('surelyGains: a mean gain above its standard error, for the side given', () => {
    const flat = [1, 1, 1, 1];
    expect(surelyGains([2, 2, 2, 2], [0, 0, 0, 0], flat, 1)).toBe(true);
    expect(surelyGains([2, 2, 2, 2], [0, 0, 0, 0], flat, -1)).toBe(false);
    expect(surelyGains([0, 0, 0, 0], [0, 0, 0, 0], flat, 1)).toBe(false);
    // Small gains with one large loss: the mean is below zero.
    expect(surelyGains([1, 1, 1, -10], [0, 0, 0, 0], flat, 1)).toBe(false);
    // A mean of 1 with a standard error of about 1.2: not sure enough.
    expect(surelyGains([4, -2, 4, -2], [0, 0, 0, 0], flat, 1)).toBe(false);
    // One deal carrying nearly all the weight is no evidence.
    expect(surelyGains([5, 5], [0, 0], [1, 1e-9], 1)).toBe(false);
  });

  it('surely: a share pulled towards one half and less its standard error, by effective deals', () => {
    // 100 deals, 80% won: (80 + 1) / 102 = 0.794, less 0.040.
    expect(surely(0.8, new Array(100).fill(1))).toBeCloseTo(0.754, 3);
    // 4 deals: (3.2 + 1) / 6 = 0.7, less 0.187.
    expect(surely(0.8, new Array(4).fill(1))).toBeCloseTo(0.513, 3);
    // Two deals both won are far from certain: 3/4 less 0.217.
    expect(surely(1, [1, 1])).toBeCloseTo(0.533, 3);
    // One deal carrying nearly all the weight counts as about one.
    expect(surely(1, [1, 0.001, 0.001, 0.001])).toBeLessThan(0.5);
    expect(surely(0.5, [])).toBe(0);
  });

  it('a defender raises a hundred against to Tutti only when the sampled deals make it sure', () => {
    // Arena seed 1, deal 9, after the hundred against and the declarer's Re: with 24 deals whose
    // weights leave about ten effective ones, the share of deals the defence wins swings from 0.5 to
    // 0.96 between seeds, and the real deal is lost.
    let state = atSecondDefender();
    for (const action of [
      { type: 'double', seat: 2, components: ['game'], against: ['hundredAgainst'] },
      { type: 'double', seat: 0, components: ['hundredAgainst'] },
      { type: 'pass', seat: 1 },
    ] as const) {
      const r = apply(state, action);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value;
    }
    // The seeds the arena's mistr used (deal 9, seating 1, decision 10) and the two it raised on.
    for (const n of [7, 8, 10]) {
      const d = player('mistr').decide(view(state, 2), decisionRng(55, n));
      expect(d.action).toEqual({ type: 'pass', seat: 2 });
    }
  });

  it('a defender flekks a game it beats, judging a seven against by the hand played, not by passing', () => {
    const state = atSecondDefender();
    expect(toCards(state.hands[2] ?? 0).join(' ')).toBe('H7 HX HA BK LX LO AX AO AK AA');
    const legal = view(state, 2).legal;
    expect(legal.some((a) => a.type === 'double' && (a.against ?? []).length > 0)).toBe(true);
    // Hráč's 12 deals show the defence winning 10 to 12 of them, by amounts that vary: counted with the
    // design effect of one reading of the calls (doubling.ts `effectiveDeals`) its gain is about volený's
    // 3.5 standard errors, so it fleks in some decision seeds and not others; mistr's 28 deals likewise.
    // With the declarer's talon drawn as he lays it (unseen.ts `policyTalon`, 2026-11-28) his ten are
    // stronger in the deals than with two cards at random, and the flek clears in 2 of these 5 seeds
    // (was 4 or 5) and mistr's in 3 of 5 (was all): z was fitted on the deals before, its refit is open.
    let fleks = 0;
    for (let k = 0; k < 5; k++) {
      const d = player('hrac').decide(view(state, 2), decisionRng(11, k));
      if (d.action.type !== 'double') continue;
      if (d.action.components.includes('game')) fleks++;
      // A seven against gains in few deals. The hundred against is close (over 300 deals it loses
      // 6.5 bases on average with the inference weights, gains 1.3 without), so either answer may do.
      expect(d.action.against ?? []).not.toContain('sevenAgainst');
    }
    expect(fleks).toBeGreaterThanOrEqual(2);
    let mistrFleks = 0;
    for (let k = 0; k < 5; k++) {
      const d = player('mistr').decide(view(state, 2), decisionRng(11, k));
      if (d.action.type !== 'double') continue;
      expect(d.action.components).toEqual(['game']);
      expect(d.action.against ?? []).not.toContain('sevenAgainst');
      mistrFleks++;
    }
    expect(mistrFleks).toBeGreaterThanOrEqual(3);
  });
});

describe('sampling the unseen cards before play', () => {
  it('keeps every fact of the view: own cards, counts, the talon ban, the trump card, an announced seven', () => {
    const hrac = player('hrac');
    let checked = 0;
    for (let i = 0; i < 6; i++) {
      for (const state of statesOf([hrac, player('rules'), player('rules')], i)) {
        if (state.phase === 'play') break;
        const seat = state.toAct as Seat;
        const v = view(state, seat);
        const rng = createRng(i);
        for (let k = 0; k < 20; k++) {
          const deal = sampleUnseen(v, rng);
          const all = [...deal.hands, deal.talon];
          expect(all.reduce((a, h) => a + size(h), 0)).toBe(32);
          expect(all.reduce((a, h) => a | h, 0) >>> 0).toBe(fromCards(CARDS) >>> 0);
          for (const s of activeSeats(state.table))
            expect(size(deal.hands[s] ?? 0)).toBe(size(state.hands[s] ?? 0));
          expect(size(deal.talon)).toBe(size(state.talon));
          for (const c of v.hand) expect((deal.hands[seat] ?? 0) & (1 << cardIndex(c))).not.toBe(0);
          if (v.talonBy !== null && v.talon === null && v.bid === 'suit')
            for (const c of toCards(deal.talon)) expect(cardPoints(c)).toBe(0);
          if (v.trumpCard !== null && v.trumpShown && state.declarer !== null)
            expect(toCards(deal.hands[state.declarer] ?? 0)).toContain(v.trumpCard);
          for (const comp of v.components) {
            if (comp.kind === 'seven')
              expect(toCards(deal.hands[comp.announcer] ?? 0)).toContain(`${v.trump}7`);
            if (comp.kind === 'hundred') expect(hasMarriage(deal.hands[comp.announcer] ?? 0)).toBe(true);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('spreads an unseen card over every holder that may have it', () => {
    const state = newHand(setup(0));
    const seat = 1; // a defender-to-be sees only its ten cards
    const v = view(state, seat);
    const rng = createRng(3);
    const unseen = CARDS.find((c) => !v.hand.includes(c)) as (typeof CARDS)[number];
    const holders = new Set<number>();
    for (let k = 0; k < 200; k++) {
      const deal = sampleUnseen(v, rng);
      holders.add(deal.hands.findIndex((h) => (h & (1 << cardIndex(unseen))) !== 0));
    }
    expect([...holders].sort()).toEqual([0, 2]);
  });
});

describe('inference from the bidding', () => {
  // Hands by seat; seat 0 declares in hearts (H) in every case below.
  const hands = (declarer: string[]) => [fromCards(declarer as Card[]), 0, 0];
  const suitGame = (over: Partial<SeatView>): SeatView =>
    ({
      variant: 'chosen',
      seat: 1,
      declarer: 0,
      game: 'suit',
      trump: 'H',
      trumpBlind: false,
      calls: [],
      ...over,
    }) as SeatView;

  it('a declarer who named hearts more likely holds long hearts than a longer other suit', () => {
    const weigh = bidInference(suitGame({})) as NonNullable<ReturnType<typeof bidInference>>;
    const long = weigh(hands(['HA', 'HX', 'HK', 'HO', 'H9', 'B7', 'B8', 'L7', 'L8', 'A7']));
    const short = weigh(hands(['HA', 'H7', 'B7', 'B8', 'B9', 'BX', 'BO', 'BK', 'L7', 'A7']));
    expect(long).toBeCloseTo(1, 9); // hearts are his best suit: no discount
    expect(short).toBeLessThan(long / 5);
  });

  it('a doubler more likely holds trumps and aces; no calls, blind trumps or own trumps say nothing', () => {
    const flek = suitGame({ seat: 0, calls: [{ type: 'double', seat: 2, components: ['game'] }] });
    const weigh = bidInference(flek) as NonNullable<ReturnType<typeof bidInference>>;
    const strong = weigh([
      0,
      0,
      fromCards(['HA', 'HX', 'HK', 'BA', 'LA', 'A7', 'A8', 'A9', 'B7', 'B8'] as Card[]),
    ]);
    const weak = weigh([
      0,
      0,
      fromCards(['H7', 'B9', 'BX', 'L7', 'L8', 'L9', 'A7', 'A8', 'A9', 'B7'] as Card[]),
    ]);
    expect(strong).toBeGreaterThan(5 * weak);
    expect(bidInference(suitGame({ trumpBlind: true }))).toBeNull();
    expect(bidInference(suitGame({ seat: 0 }))).toBeNull();
    expect(bidInference(suitGame({ seat: 0, game: 'betl', trump: null }))).toBeNull();
  });

  it('danger: a betl of low covered cards and a durch of aces score 0, the opposite hands score high', () => {
    const betl = ['H7', 'H9', 'HU', 'B7', 'B8', 'L7', 'L9', 'A7', 'A8', 'AX'] as Card[];
    const durch = ['HA', 'HK', 'HO', 'BA', 'BK', 'LA', 'LK', 'LO', 'LU', 'AA'] as Card[];
    expect(danger(betl, 'betl')).toBe(0);
    expect(danger(durch, 'durch')).toBe(0);
    expect(danger(durch, 'betl')).toBeGreaterThan(20);
    expect(danger(betl, 'durch')).toBeGreaterThan(20);
    // One uncovered card: a lone nine in hearts is two steps above the lone seven's safety.
    expect(danger(['H9'], 'betl')).toBe(2);
    expect(danger(['HK'], 'durch')).toBe(1);
  });

  it('a betl declarer more likely holds a betl hand; a seat that said Dobrá to a suit game less likely', () => {
    const low = fromCards(['H7', 'H9', 'HU', 'B7', 'B8', 'L7', 'L9', 'A7', 'A8', 'AX'] as Card[]);
    const mixed = fromCards(['H7', 'HK', 'HA', 'B7', 'BX', 'L7', 'LO', 'A7', 'AK', 'AX'] as Card[]);
    const betl = bidInference(suitGame({ game: 'betl', trump: null })) as NonNullable<
      ReturnType<typeof bidInference>
    >;
    expect(betl([low, 0, 0])).toBeCloseTo(1, 9);
    expect(betl([mixed, 0, 0])).toBeLessThan(1e-3);
    // Seat 2 approved forehand's suit game: a perfect betl hand was unlikely to stay silent.
    const approved = bidInference(
      suitGame({
        calls: [
          { type: 'chooseGame', seat: 0, game: 'suit' },
          { type: 'approve', seat: 2 },
        ],
      }),
    ) as NonNullable<ReturnType<typeof bidInference>>;
    const declarerHand = fromCards(['HA', 'HX', 'HK', 'HO', 'H9', 'B7', 'B8', 'L7', 'L8', 'A7'] as Card[]);
    const fits = approved([declarerHand, 0, low]);
    const fitsNot = approved([declarerHand, 0, mixed]);
    expect(fits).toBeLessThan(fitsNot / 5);
    // Approving a durch declines nothing higher: no factor for that seat.
    const durchApproved = bidInference(
      suitGame({
        seat: 0,
        declarer: 0,
        game: 'durch',
        trump: null,
        calls: [
          { type: 'chooseGame', seat: 0, game: 'durch' },
          { type: 'approve', seat: 2 },
        ],
      }),
    );
    expect(durchApproved).toBeNull();
  });

  it('startHands gives back the hands of the first lead from any state of the play', () => {
    const rules = player('rules');
    let states: HandState[] = [];
    for (let i = 0; states.length < 10; i++)
      states = statesOf([rules, rules, rules], i).filter((s) => s.phase === 'play');
    const first = states[0] as HandState;
    for (const s of states) expect(startHands(s)).toEqual(first.hands);
  });

  it('analyzeForSeat weighs layouts: a constant weight changes nothing, one layout alone gives its values', () => {
    const rules = player('rules');
    // The fifth card of the first deal the rule players play out (some are paid without play).
    let state: HandState | undefined;
    for (let i = 0; state === undefined; i++)
      state = statesOf([rules, rules, rules], i).filter((s) => s.phase === 'play')[4];
    const v = view(state, state.toAct as Seat);
    const plain = analyzeForSeat(v, { seed: 3, maxLayouts: 12 });
    const constant = analyzeForSeat(v, { seed: 3, maxLayouts: 12, weight: () => 3 });
    constant.cards.forEach((c, i) => {
      const p = plain.cards[i] as (typeof plain.cards)[number];
      expect(c.card).toBe(p.card);
      expect(c.meanValue).toBeCloseTo(p.meanValue, 9);
      expect(c.keeps).toBeCloseTo(p.keeps, 9);
    });
    let firstLayout: HandState | null = null;
    const only = analyzeForSeat(v, {
      seed: 3,
      maxLayouts: 12,
      weight: (layout) => (firstLayout === null ? ((firstLayout = layout), 1) : 0),
    });
    const search = new Search(firstLayout as unknown as HandState);
    for (const c of only.cards) expect(c.meanValue).toBeCloseTo(search.valueAfter(c.card), 9);
  });
});

describe('duplicate matches', () => {
  it('seats each player in every seat once per deal', () => {
    const perms = permutations(3);
    expect(perms).toHaveLength(6);
    expect(new Set(perms.map((p) => p.join(''))).size).toBe(6);
    for (let s = 0; s < 3; s++) expect(new Set(perms.map((p) => p[s])).size).toBe(3);
  });

  it('plays a deal six times; money balances and the report counts every declared hand', () => {
    const players = [player('rules'), player('random'), player('random')];
    const deals = [0, 1].map((i) => playDeal(PRESETS.csm, players, 11, i));
    for (const hands of deals) {
      expect(hands).toHaveLength(6);
      for (const h of hands) expect(h.money.reduce((a, b) => a + b, 0)).toBe(0);
    }
    const r = report(deals, 3);
    const declared = r.reduce((a, p) => a + p.contracts.reduce((b, c) => b + c.declared, 0), 0);
    expect(declared).toBe(12);
    expect(r.every((p) => p.failedMakeable <= p.makeable && p.makeable <= p.played)).toBe(true);
    // Each played hand's double-dummy value is the exact search's from its first lead, and the
    // declarer's edge over it is taken over exactly the played hands it declared.
    for (const h of deals.flat())
      if (h.makeable !== null) expect(h.makeable).toBe((h.doubleDummy as number) > 0);
      else expect(h.doubleDummy).toBeNull();
    // Money per defender as played: the declarer of three is paid by two.
    for (const h of deals.flat()) if (h.declarer >= 0) expect(h.money[h.declarer]).toBe(2 * h.perDefender);
    r.forEach((p, i) => {
      const mine = deals.flat().filter((h) => h.declarer === i && h.doubleDummy !== null);
      expect(p.overDoubleDummy.n).toBe(p.played);
      if (mine.length > 0)
        expect(p.overDoubleDummy.mean).toBeCloseTo(
          mine.reduce((a, h) => a + h.perDefender - (h.doubleDummy as number), 0) / mine.length,
          9,
        );
    });
  });

  it('interval: mean and a 95% half-width that shrinks with more deals', () => {
    const a = interval([1, 3, 1, 3]);
    expect(a.mean).toBe(2);
    expect(a.half).toBeCloseTo((1.96 * Math.sqrt(4 / 3)) / 2, 10);
    expect(interval([1, 3, 1, 3, 1, 3, 1, 3]).half).toBeLessThan(a.half);
  });
});

describe('hints', () => {
  const hints: Hint[] = [
    { code: 'forced' },
    { code: 'random' },
    { code: 'bestCard', card: 'HA', layouts: 12, keeps: 0.75, wins: 0.5 },
    { code: 'bestCard', card: 'HA', layouts: 1, keeps: 1, wins: 1 },
    { code: 'drawTrumps', card: 'HA' },
    { code: 'leadWinner', card: 'BA' },
    { code: 'leadLow', card: 'B7' },
    { code: 'takeTrick', card: 'LX' },
    { code: 'smear', card: 'AX' },
    { code: 'throwLow', card: 'A8' },
    { code: 'trumps', suit: 'H', length: 4 },
    { code: 'trumpsBlind' },
    { code: 'trumps', suit: 'L', length: 3, win: 0.55 },
    { code: 'trumpsBlind', win: 0.3 },
    { code: 'chooseGame', game: 'betl', win: 0.8 },
    { code: 'chooseGame', game: 'suit', win: null },
    { code: 'discard', cards: ['B7', 'L8'] },
    { code: 'approve', best: null, win: 0 },
    { code: 'approve', best: 'durch', win: 0.2 },
    { code: 'refuse', game: 'betl', win: 0.9 },
    { code: 'announce', seven: true, hundred: true, win: 0.6 },
    { code: 'announce', seven: false, hundred: false, win: null },
    { code: 'double', components: ['game', 'seven'], win: 0.72 },
    { code: 'double', components: [], against: ['sevenAgainst'], win: 0.66 },
    { code: 'double', components: ['game'], against: ['sevenAgainst', 'hundredAgainst'], win: 0.7 },
    { code: 'pass', win: 0.3 },
    { code: 'pass', win: null },
  ];
  it.each(hints.map((h) => [JSON.stringify(h), h] as const))('%s reads in both languages', (_, hint) => {
    for (const lang of ['cs', 'en'] as const) {
      const text = formatHint(hint, lang);
      expect(text).toMatch(/^\S.*[.)]$/);
      expect(text).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('Czech numbers and plurals: 72 %, ve všech 3 / 12 rozloženích; English 72%', () => {
    expect(formatHint({ code: 'double', components: ['game'], win: 0.72 }, 'cs')).toBe(
      'Flek (hra): výhra odhadem v 72 % rozkladů.',
    );
    expect(formatHint({ code: 'double', components: ['game'], win: 0.72 }, 'en')).toBe(
      'Double (game): won in an estimated 72% of layouts.',
    );
    expect(
      formatHint({ code: 'double', components: ['game'], against: ['sevenAgainst'], win: 0.7 }, 'cs'),
    ).toBe('Hlášení sedma proti, flek (hra): výhra odhadem v 70 % rozkladů.');
    expect(formatHint({ code: 'bestCard', card: 'HA', layouts: 3, keeps: 1, wins: 1 }, 'cs')).toContain(
      've všech 3 zkoušených rozloženích',
    );
    expect(formatHint({ code: 'bestCard', card: 'HA', layouts: 12, keeps: 1, wins: 1 }, 'cs')).toContain(
      've všech 12 zkoušených rozloženích',
    );
  });
});
