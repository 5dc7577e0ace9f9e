/**
 * Křížový's trump card, call, announcement, game and answer by evaluation (src-main/ai/four-hand/four-hand-bid.ts).
 * Each case is a hand where the exact solver, over many more deals than a level spends, shows one
 * choice clearly better (its paired advantage over every other more than two standard errors); the
 * levels must pick it. Besides: the deals keep the view, each seat's money is what settlement pays it,
 * every decision is legal and repeats with its seed, and with no deal in time the rules player decides.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  CARDS,
  type Game,
  type HandState,
  type Rank,
  type Seat,
  type SeatView,
  type Suit,
  actionKey,
  apply,
  createRng,
  PRESETS,
  newHand,
  preset,
  settle,
  shuffled,
  shuffledDeck,
  suitOf,
  view,
} from '../../../src-shared/index.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { mainVariant } from '../../../src-main/variants/registry.ts';
import { callCandidates, declarerMoney, seatMoney } from '../../../src-main/ai/four-hand/four-hand-bid.ts';
import { dealBeforePlay, startLayout } from '../../../src-main/ai/four-hand/four-hand-layouts.ts';
import { fourHandDecision } from '../../../src-main/ai/four-hand/four-hand-player.ts';
import { brokenNoTrump } from '../../../src-main/ai/doubling.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { LEVEL_CONFIG, fourHandConfigOf } from '../../../src-main/ai/sampling-player.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

const rules = preset('csm');
/** Dealer 3, so seat 0 is forehand. */
const table = fourHandTable(3);

function must(state: HandState, action: Action): HandState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${actionKey(action)}: ${r.error.code}`);
  return r.value;
}

/**
 * A hand whose forehand gets `first` in the first round and `second` in the second, seat 1 `next`
 * (its eight cards, four a round) when given; the rest fixed.
 */
function handWith(
  first: readonly Card[],
  second: readonly Card[] = [],
  next: readonly Card[] = [],
): HandState {
  const rest = shuffled(
    CARDS.filter((c) => !first.includes(c) && !second.includes(c) && !next.includes(c)),
    createRng(1),
  );
  const seat1 = (k: number) => (next.length === 0 ? rest.splice(0, 4) : next.slice(k, k + 4));
  const deck =
    second.length === 0
      ? [...first, ...rest]
      : [...first, ...seat1(0), ...rest.splice(0, 8), ...second, ...seat1(4), ...rest];
  return newHand({ rules, table, deck, variant: 'fourHand' });
}

/** Forehand's view at the call, his trump card laid. */
const callState = (first: readonly Card[], trumpCard: Card) =>
  must(handWith(first), { type: 'chooseTrump', seat: 0, card: trumpCard });

/** Forehand's view at the announcement: trump card, call, a suit game approved by the others. */
function announceState(first: readonly Card[], second: readonly Card[], trumpCard: Card, rank: Rank) {
  let s = must(handWith(first, second), { type: 'chooseTrump', seat: 0, card: trumpCard });
  s = must(s, { type: 'callRank', seat: 0, rank });
  s = must(s, { type: 'chooseGame', seat: 0, game: 'suit' });
  while (s.phase === 'answer') s = must(s, { type: 'approve', seat: s.toAct as Seat });
  expect(s.phase).toBe('announce');
  return s;
}

interface Candidate {
  readonly trump: Suit;
  readonly rank: Rank;
  readonly seven?: boolean;
  readonly hundred?: boolean;
}

/**
 * The view's seat's own money for each contract (built on a deal by `starts`) on `deals` deals of its
 * unseen cards, solved exactly.
 */
function moneyOn(
  v: SeatView,
  starts: readonly ((hands: Card[][]) => HandState | null)[],
  deals: number,
): number[][] {
  const rng = createRng(4242);
  const values = starts.map(() => [] as number[]);
  for (let d = 0; d < deals; d++) {
    const hands = dealBeforePlay(v, rng);
    starts.forEach((start, j) => {
      const s = start(hands) as HandState;
      values[j]?.push(seatMoney(s, v.seat, new Search(s).value()));
    });
  }
  return values;
}

/** The declarer's money of each candidate on `deals` deals of forehand's unseen cards, solved exactly. */
const reference = (v: SeatView, candidates: readonly Candidate[], deals: number) =>
  moneyOn(
    v,
    candidates.map((c) => (hands) => {
      const announced = { seven: c.seven ?? false, hundred: c.hundred ?? false };
      const spec = { declarer: 0, game: 'suit' as const, trump: c.trump, announced, doubles: {} };
      return startLayout(v, hands, spec, c.rank);
    }),
    deals,
  );

/** The money of each game with the view's seat as declarer (trumps and call as in the view). */
const gameMoney = (v: SeatView, games: readonly Game[], deals: number) =>
  moneyOn(
    v,
    games.map((game) => (hands) => {
      const trump = game === 'suit' ? v.trump : null;
      return startLayout(v, hands, { declarer: v.seat, game, trump, announced: {}, doubles: {} });
    }),
    deals,
  );

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** How far `a` beats `b` on the same deals, in standard errors of the mean difference. */
function margin(a: readonly number[], b: readonly number[]): number {
  const d = a.map((x, i) => x - (b[i] as number));
  const m = mean(d);
  const se = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / (d.length - 1) / d.length);
  return se === 0 ? (m > 0 ? Infinity : -Infinity) : m / se;
}

const DEALS = 100;
/**
 * The levels and seeds each case is decided with (untimed: deterministic), at their best choice (as
 * for a hint, `best`): what their evaluation finds, not what their temperature then draws
 * (four-hand-choice.slow.test.ts).
 */
const LEVEL_SEEDS: readonly [string, number][] = [
  ['hrac', 1],
  ['hrac', 2],
  ['mistr', 1],
];
const ALL_RANKS: readonly Rank[] = ['A', 'X', 'K', 'O', 'U', '9', '8', '7'];
const levelPick = (level: string, v: SeatView, seed: number) =>
  playerByName(level, { timed: false, best: true })?.decide(v, createRng(seed)) as ReturnType<
    typeof rulePlayer.decide
  >;

describe('křížový deals before play', () => {
  it('keep forehand’s cards, give everyone eight, and vary the rest', () => {
    const first: Card[] = ['HO', 'B8', 'LA', 'AA'];
    for (const s of [
      handWith(first),
      callState(first, 'LA'),
      announceState(first, ['H7', 'L7', 'LK', 'A9'], 'LA', 'X'),
    ]) {
      const v = view(s, 0);
      const rng = createRng(3);
      const seen = new Set<string>();
      for (let k = 0; k < 20; k++) {
        const hands = dealBeforePlay(v, rng);
        expect(hands.every((h) => h.length === 8)).toBe(true);
        expect(new Set(hands.flat()).size).toBe(32);
        for (const c of v.hand) expect(hands[0]).toContain(c);
        seen.add(hands.map((h) => [...h].sort().join('')).join('|'));
      }
      expect(seen.size).toBe(20);
    }
  });

  it('value each seat’s own money as settlement pays it, alone, in pairs and in betl', () => {
    let alone = 0;
    let pairs = 0;
    let betl = 0;
    for (let i = 0; i < 60; i++) {
      let s = newHand({ rules, table, deck: shuffledDeck(createRng(6100 + i)), variant: 'fourHand' });
      for (let n = 0; s.phase !== 'finished'; n++) {
        const action = rulePlayer.decide(view(s, s.toAct as Seat), decisionRng(i, n)).action;
        // Every fourth hand forehand names betl instead (always alone against three).
        const named =
          action.type === 'chooseGame' && i % 4 === 0 ? { ...action, game: 'betl' as const } : action;
        s = must(s, named);
      }
      if (s.declarer === null || s.game === 'durch') continue;
      const paid = settle(s);
      expect(declarerMoney(s, paid.perDefender)).toBe((paid.money[s.declarer] as number) / rules.baseHaler);
      for (let seat = 0; seat < 4; seat++)
        // (+ 0: a hand paying nothing gives a defender −0.)
        expect(seatMoney(s, seat, paid.perDefender) + 0).toBe((paid.money[seat] as number) / rules.baseHaler);
      if (s.game === 'betl') betl++;
      else if (partnerOf(s) === null) alone++;
      else pairs++;
    }
    expect(alone).toBeGreaterThan(0);
    expect(pairs).toBeGreaterThan(10);
    expect(betl).toBe(15);
  });
});

describe('křížový trump card by evaluation', () => {
  // `card`: the suit's card the rules player would lay (its lowest but the seven); `rule`: the suit it
  // lays, wrong in the first case (hearts pay double).
  it.each<{ first: Card[]; suit: Suit; card: Card; rule: Suit }>([
    { first: ['HU', 'HO', 'LK', 'LA'], suit: 'H', card: 'HU', rule: 'L' },
    { first: ['BO', 'BK', 'L7', 'AX'], suit: 'B', card: 'BO', rule: 'B' },
    { first: ['H7', 'HX', 'L9', 'A8'], suit: 'H', card: 'HX', rule: 'H' },
  ])('$first: trumps $suit', ({ first, suit, card, rule }) => {
    const v = view(handWith(first), 0);
    expect(suitOf((rulePlayer.decide(v, createRng(1)).action as { card: Card }).card)).toBe(rule);
    // The solver's verdict: each suit with each call it may be played with; a suit is its best call.
    const suits = [...new Set(first.map(suitOf))];
    const candidates = suits.flatMap((trump) =>
      callCandidates(v.hand, trump, ALL_RANKS, 3).map((rank) => ({ trump, rank })),
    );
    const values = reference(v, candidates, DEALS);
    const bestOf = (t: Suit) =>
      values.filter((_, j) => candidates[j]?.trump === t).reduce((a, b) => (mean(b) > mean(a) ? b : a));
    for (const other of suits.filter((t) => t !== suit))
      expect(margin(bestOf(suit), bestOf(other))).toBeGreaterThan(2);
    for (const [level, seed] of LEVEL_SEEDS) {
      const d = levelPick(level, v, seed);
      expect(v.legal.map(actionKey)).toContain(actionKey(d.action));
      expect(d.action).toMatchObject({ type: 'chooseTrump', card });
      expect(d.hint).toMatchObject({ code: 'trumps', suit });
    }
  });
});

describe('křížový trump card on deal 101/0: each suit valued with its rule call', () => {
  // Arena deal 0 of seed 101 (issue 52): forehand's first four H8 BA LX LA; hearts turned out a lone H8
  // among his eight and the hand was lost with every card open. But over deals of what he sees, solved
  // exactly with each suit's rule call (hearts calling the ace, leaves the king), hearts are not worse:
  // H − L = +0.30 ± 0.24 (one standard error) units over 1,000 deals (createRng(777)), while bells are
  // clearly worse (B − H = −1.66 ± 0.24). So the levels may name hearts or leaves; never bells.
  it('hráč and mistr name hearts or leaves, never the clearly worse bells, for six decision seeds', () => {
    const s = newHand({
      rules: PRESETS.csm,
      table: mainVariant('fourHand').arenaTable(4),
      deck: dealDeck(101, 0),
      variant: 'fourHand',
    });
    const v = view(s, 0);
    expect([...v.hand].sort()).toEqual(['BA', 'H8', 'LA', 'LX']);
    for (const level of ['hrac', 'mistr']) {
      const player = playerByName(level, { timed: false });
      for (let k = 1; k <= 6; k++) {
        const d = player?.decide(v, createRng(k));
        expect(d?.action.type).toBe('chooseTrump');
        expect(['H', 'L'], `${level} ${k}`).toContain(suitOf((d?.action as { card: Card }).card));
      }
    }
  });
});

describe('křížový call by evaluation', () => {
  // `good`: the calls the solver does not find clearly worse than the best; each of `worse` (playing
  // alone, U in the first case, among them) is more than two standard errors below `best`. The levels
  // keep the rules player's call (`rule`) unless another beats it on their deals by its standard error,
  // so none is talked out of a good call by its luckiest alternative. (A hand where the rule's call is
  // clearly worse, LA LX LK LO calling U where the seven pays 1.1 units more over 100 deals, is beyond
  // even mistr's 24 deals: its gain stays within one standard error there.)
  it.each<{
    first: Card[];
    trumpCard: Card;
    best: Rank;
    good: Rank[];
    worse: Rank[];
    rule: Rank;
    levels: readonly [string, number][];
  }>([
    {
      first: ['LX', 'LK', 'LO', 'LU'],
      trumpCard: 'LU',
      best: 'A',
      good: ['A', '7'],
      worse: ['9', '8', 'U'],
      rule: 'A',
      levels: LEVEL_SEEDS,
    },
    {
      first: ['BO', 'BK', 'L7', 'AX'],
      trumpCard: 'BO',
      best: 'A',
      good: ['A'],
      worse: ['X', 'U', '9', '8', '7', 'O'],
      rule: 'A',
      levels: LEVEL_SEEDS,
    },
  ])(
    '$first, trump card $trumpCard: calls one of $good',
    ({ first, trumpCard, best, good, worse, rule, levels }) => {
      const v = view(callState(first, trumpCard), 0);
      expect(rulePlayer.decide(v, createRng(1)).action).toMatchObject({ rank: rule });
      const trump = suitOf(trumpCard);
      const ranks = callCandidates(v.hand, trump, ALL_RANKS);
      expect([...ranks].sort()).toEqual([...good, ...worse].sort());
      const values = reference(
        v,
        ranks.map((rank) => ({ trump, rank })),
        DEALS,
      );
      const of = (r: Rank) => values[ranks.indexOf(r)] as number[];
      for (const r of worse) expect(margin(of(best), of(r))).toBeGreaterThan(2);
      for (const [level, seed] of levels) {
        const d = levelPick(level, v, seed);
        expect(v.legal.map(actionKey)).toContain(actionKey(d.action));
        expect(good).toContain((d.action as { rank: Rank }).rank);
        expect(d.hint).toMatchObject({ code: 'callRank' });
      }
    },
  );
});

describe('křížový announcement by evaluation', () => {
  it.each<{ first: Card[]; second: Card[]; trumpCard: Card; rank: Rank; seven: boolean; rule: boolean }>([
    // Four trumps without the ace: the rule of thumb keeps quiet, the seven pays.
    {
      first: ['L7', 'LX', 'HX', 'B9'],
      second: ['HO', 'L8', 'LK', 'AK'],
      trumpCard: 'L7',
      rank: 'A',
      seven: true,
      rule: false,
    },
    // Three low trumps and the seven: announcing it loses.
    {
      first: ['H7', 'HU', 'BU', 'L8'],
      second: ['HO', 'L9', 'LU', 'AX'],
      trumpCard: 'H7',
      rank: 'A',
      seven: false,
      rule: false,
    },
    // Five trumps with the ace: both announce.
    {
      first: ['A7', 'A8', 'LA', 'H7'],
      second: ['A9', 'AX', 'AA', 'H8'],
      trumpCard: 'A7',
      rank: 'X',
      seven: true,
      rule: true,
    },
  ])('$first $second: seven $seven', ({ first, second, trumpCard, rank, seven, rule }) => {
    const v = view(announceState(first, second, trumpCard, rank), 0);
    expect(rulePlayer.decide(v, createRng(1)).action).toMatchObject({ seven: rule });
    const trump = suitOf(trumpCard);
    const values = reference(
      v,
      [
        { trump, rank, seven: false },
        { trump, rank, seven: true },
      ],
      DEALS,
    );
    const [quiet, loud] = values as [number[], number[]];
    expect(seven ? margin(loud, quiet) : margin(quiet, loud)).toBeGreaterThan(2);
    for (const level of ['zacatecnik', 'hrac', 'mistr']) {
      const d = levelPick(level, v, 1);
      expect(v.legal.map(actionKey)).toContain(actionKey(d.action));
      expect(d.action).toMatchObject({ type: 'announce', seven, hundred: false });
    }
  });
});

describe('křížový game by evaluation', () => {
  /** Forehand's view at the game, his trump card laid and a rank called. */
  const gameState = (first: Card[], second: Card[], trumpCard: Card, rank: Rank) =>
    must(must(handWith(first, second), { type: 'chooseTrump', seat: 0, card: trumpCard }), {
      type: 'callRank',
      seat: 0,
      rank,
    });

  it.each<{ first: Card[]; second: Card[]; trumpCard: Card; game: Game; worse: Game[] }>([
    // The four highest of two suits (in durch the ten ranks below the spodek): he leads, nobody can
    // take a trick. The rules player names the suit game.
    {
      first: ['HA', 'HK', 'HO', 'HU'],
      second: ['LA', 'LK', 'LO', 'LU'],
      trumpCard: 'HU',
      game: 'durch',
      worse: ['suit', 'betl'],
    },
    // Low cards but a lone acorn ace, which the defence makes him play to their acorn lead: the betl
    // is lost on every deal.
    {
      first: ['H7', 'H8', 'H9', 'L7'],
      second: ['L8', 'L9', 'B7', 'AA'],
      trumpCard: 'H8',
      game: 'suit',
      worse: ['betl', 'durch'],
    },
  ])('$first $second: $game', ({ first, second, trumpCard, game, worse }) => {
    const v = view(gameState(first, second, trumpCard, 'A'), 0);
    expect(rulePlayer.decide(v, createRng(1)).action).toMatchObject({ type: 'chooseGame', game: 'suit' });
    const games: Game[] = ['suit', 'betl', 'durch'];
    expect(v.legal.map((a) => (a.type === 'chooseGame' ? a.game : null))).toEqual(games);
    const values = gameMoney(v, games, DEALS);
    const of = (g: Game) => values[games.indexOf(g)] as number[];
    for (const g of worse) expect(margin(of(game), of(g))).toBeGreaterThan(2);
    for (const [level, seed] of [...LEVEL_SEEDS, ['zacatecnik', 1] as const]) {
      const d = levelPick(level, v, seed);
      expect(d.action).toMatchObject({ type: 'chooseGame', game });
      expect(d.hint).toMatchObject({ code: 'chooseGame', game });
    }
  });
});

describe('křížový answer by evaluation', () => {
  // Seat 1 holds the three lowest of hearts and leaves and the two lowest of bells: as betl declarer
  // he leads, every other card of those suits beats his, and from then on he follows low or discards,
  // so the betl cannot be lost; forehand names a suit game in acorns.
  const next: Card[] = ['H7', 'H8', 'H9', 'L7', 'L8', 'L9', 'B7', 'B8'];
  const answerState = () => {
    let s = handWith(['AA', 'AK', 'AO', 'AU'], ['BA', 'BK', 'AX', 'A9'], next);
    s = must(s, { type: 'chooseTrump', seat: 0, card: 'AU' });
    s = must(s, { type: 'callRank', seat: 0, rank: '7' });
    return must(s, { type: 'chooseGame', seat: 0, game: 'suit' });
  };

  it('takes over a betl it cannot lose, alone against three, and then names betl', () => {
    const s = answerState();
    expect(s.phase).toBe('answer');
    expect(s.toAct).toBe(1);
    const v = view(s, 1);
    expect(v.trump).toBeNull();
    expect(rulePlayer.decide(v, createRng(1)).action).toEqual({ type: 'approve', seat: 1 });
    // The betl pays him three defenders' stake on every deal; passing pays a defender's at most.
    const [betl] = gameMoney(v, ['betl'], DEALS) as [number[]];
    expect(new Set(betl)).toEqual(new Set([3 * rules.rates.betl]));
    for (const [level, seed] of [...LEVEL_SEEDS, ['zacatecnik', 1] as const]) {
      const d = levelPick(level, v, seed);
      expect(d.action).toEqual({ type: 'refuse', seat: 1 });
      expect(d.hint).toMatchObject({ code: 'refuse', game: 'betl', win: 1 });
      const named = levelPick(level, view(must(s, d.action), 1), seed);
      expect(named.action).toMatchObject({ type: 'chooseGame', seat: 1, game: 'betl' });
    }
  });

  it('passes with a hand whose takeovers lose', () => {
    // Seat 2 answers after seat 1 with an ordinary hand: no betl, no durch.
    const s = must(answerState(), { type: 'approve', seat: 1 });
    const v = view(s, 2);
    expect(v.hand.some((c) => c.endsWith('A'))).toBe(true);
    for (const [level, seed] of LEVEL_SEEDS) {
      const d = levelPick(level, v, seed);
      expect(d.action).toEqual({ type: 'approve', seat: 2 });
      expect(d.hint).toMatchObject({ code: 'approve', best: expect.any(String) });
    }
  });
});

describe('křížový bidding of the levels', () => {
  it('is legal and repeats with its seed at every bidding decision of many hands', () => {
    let decisions = 0;
    const kinds = new Set<string>();
    for (let i = 0; i < 4; i++)
      for (const level of ['zacatecnik', 'hrac']) {
        const player = playerByName(level, { timed: false });
        let s = newHand({ rules, table, deck: shuffledDeck(createRng(7300 + i)), variant: 'fourHand' });
        for (let n = 0; s.phase !== 'play' && s.phase !== 'finished'; n++) {
          const v = view(s, s.toAct as Seat);
          const d = player?.decide(v, decisionRng(i, n));
          if (!d) throw new Error('no player');
          expect(v.legal.map(actionKey)).toContain(actionKey(d.action));
          if (v.legal.length > 1 && s.phase !== 'doubling') {
            kinds.add(s.phase);
            expect(player?.decide(v, decisionRng(i, n)).action).toEqual(d.action);
            decisions++;
          }
          s = must(s, d.action);
        }
      }
    expect(decisions).toBeGreaterThanOrEqual(24);
    expect([...kinds].sort()).toEqual(['announce', 'answer', 'call', 'gameChoice', 'trumpChoice']);
  });

  it('falls back on the rules player when the clock leaves no deal', () => {
    const first: Card[] = ['HO', 'B8', 'LA', 'AA'];
    const atGame = must(callState(first, 'LA'), { type: 'callRank', seat: 0, rank: 'X' });
    const atAnswer = must(atGame, { type: 'chooseGame', seat: 0, game: 'suit' });
    const views = [
      view(handWith(first), 0),
      view(callState(first, 'LA'), 0),
      view(atGame, 0),
      view(atAnswer, atAnswer.toAct as Seat),
    ];
    for (const v of views) {
      let work = -1;
      const d = fourHandDecision(v, createRng(1), fourHandConfigOf(LEVEL_CONFIG.hrac), {
        ms: 0,
        clock: () => 0,
        onWork: (_, w) => (work = w.deals),
      });
      expect(work).toBe(0);
      expect(d).toEqual(rulePlayer.decide(v, createRng(1)));
    }
  });
});

describe('křížový doubling of another seat’s betl or durch', () => {
  /** Forehand declares `game` from `first` and `second`; the hand at the doubling, each seat Dobrá. */
  function doublingOf(first: Card[], second: Card[], game: 'betl' | 'durch', seed: number): HandState {
    const rest = shuffled(
      CARDS.filter((c) => !first.includes(c) && !second.includes(c)),
      createRng(seed),
    );
    const deck = [...first, ...rest.splice(0, 12), ...second, ...rest];
    let s = newHand({ rules, table, deck, variant: 'fourHand' });
    s = must(s, { type: 'chooseTrump', seat: 0, card: first[3] as Card });
    s = must(s, { type: 'callRank', seat: 0, rank: 'A' });
    s = must(s, { type: 'chooseGame', seat: 0, game });
    while (s.phase === 'answer') s = must(s, { type: 'approve', seat: s.toAct as Seat });
    return s;
  }

  // The four highest of hearts and of leaves: he leads, nobody takes a trick, so the durch is won on
  // every deal. Drawn uniformly, the defence's deals gave him a hand that loses it, and every level
  // fleked it (seeing the defence win 60–93 % of them).
  it.each([1, 2, 3])('every level passes a durch no card can beat (deal %i)', (seed) => {
    const s = doublingOf(['HA', 'HK', 'HO', 'HU'], ['LA', 'LK', 'LO', 'LU'], 'durch', seed);
    expect(s.phase).toBe('doubling');
    const v = view(s, s.toAct as Seat);
    expect(v.seat).not.toBe(0);
    expect(v.legal.some((a) => a.type === 'double')).toBe(true);
    expect(brokenNoTrump(v)).toBe(false);
    for (const level of ['zacatecnik', 'hrac', 'mistr']) {
      const d = playerByName(level, { timed: false })?.decide(v, createRng(seed));
      expect(d?.action).toEqual({ type: 'pass', seat: v.seat });
      expect(d?.hint).toEqual({ code: 'pass', win: null, noProof: true });
    }
  });
});

describe('křížový deals per call', () => {
  // Mistr decides its křížový calls on `bidDeals.fourHand` (56) deals, twice its 28 elsewhere; hráč on
  // its 12 (docs/figures.md, "Křížový: hráč's own cards").
  it.each([
    ['mistr', 56],
    ['hrac', 12],
  ] as const)('%s samples %i deals for every call before play', (level, deals) => {
    const counted: { phase: string; deals: number }[] = [];
    const player = playerByName(level, {
      timed: false,
      onWork: (phase, work) => counted.push({ phase, deals: work.deals }),
    });
    for (let i = 0; i < 3; i++) {
      let state = newHand({
        rules: preset('csm'),
        table: fourHandTable(i),
        deck: dealDeck(301, i),
        variant: 'fourHand',
      });
      for (let n = 0; state.phase !== 'play' && state.phase !== 'finished'; n++) {
        const d = player?.decide(view(state, state.toAct as Seat), decisionRng(i, n));
        const r = apply(state, d!.action);
        if (!r.ok) throw new Error(r.error.code);
        state = r.value;
      }
    }
    const calls = counted.filter((c) => c.phase !== 'play');
    expect(calls.length).toBeGreaterThan(3);
    expect(new Set(calls.map((c) => c.phase)).has('trumpChoice')).toBe(true);
    for (const c of calls) expect(c.deals, c.phase).toBe(deals);
  });
});
