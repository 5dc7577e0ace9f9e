/**
 * The computer opponents: every decision by perfect-information sampling. Bidding deals the unseen
 * cards many ways (unseen.ts) and solves each candidate contract exactly; card play solves every legal
 * card in layouts consistent with the seat's view (analyzeForSeat). Deals and layouts are weighted by
 * what the others' calls say about their cards (inference.ts). Levels differ in how much work they
 * may do (budget.ts: deals, solver nodes, and in the app a time cap), in that inference and in how
 * they choose among the candidates they valued (level-choice.ts: a softmax over the mean money with
 * the level's temperature; mistr takes the best). Every decision is anytime: each deal solves all
 * candidates, and the decision is taken on the deals finished when the budget runs out.
 */
import {
  AGAINST,
  AI_LEVELS,
  type Action,
  type AiLevel,
  type AgainstKind,
  type Card,
  type ComponentKind,
  type Game,
  type HandState,
  type Rng,
  type SeatView,
  type Suit,
  type Variant,
  SUITS,
  fromCards,
  gameRank,
  offeredGames,
  paidUnplayed,
  suitOf,
  toCards,
  union,
} from '../../src-shared/index.ts';
import { analyzeForSeat } from '../solver/seat.ts';
import { rulePlayer } from './baselines.ts';
import { type Budget, Work, doublingBudget, settledBy, wallClock } from './budget.ts';
import type { LevelConfig, PlayerOptions, WorkDone } from './level-config.ts';
import {
  type ContractSpec,
  type Estimate,
  bestMean,
  contractInView,
  estimate,
  startOfPlay,
  clearsDoubleBar,
  unplayedValue,
} from './estimate.ts';
import { decideAuction } from './auction/auction-player.ts';
import { bidValueWeight } from './auction/auction-inference.ts';
import { discardCandidates, discardFor, trumpCardOf } from './heuristics.ts';
import { certainTalon } from './certain-talon.ts';
import { CHOSEN_EVAL } from './chosen/learned/eval.ts';
import { obviousGame } from './chosen/learned/obvious.ts';
import {
  DOUBLE_RULE,
  againstPays,
  moneyDoubles,
  onlyByProof,
  passWithoutProof,
  provenDouble,
} from './doubling.ts';
import { levelChooser, ownMoney } from './level-choice.ts';
import { fourHandDecision } from './four-hand/four-hand-player.ts';
import type { FourHandConfig } from './four-hand/four-hand-config.ts';
import { bidInference, startHands } from './inference.ts';
import { playInference } from './play-inference.ts';
import { endgameCard } from './open-endgame.ts';
import { stockCard } from './two-hand/stock-player.ts';
import { twoHandCall } from './two-hand/two-hand-bid.ts';
import { type Decision, type Player, forced } from './player.ts';
import { type Deal, type DrawOptions, likelyUnseen, sampleUnseen } from './unseen.ts';

/** The levels draw the talon another seat laid as the rule of thumb lays it (unseen.ts `policyTalon`). */
const LEVEL_DRAW: DrawOptions = { policyTalon: true };

/** The levels are part of the API contract (settings name them); what each one does is here. */
export const LEVELS = AI_LEVELS;
export type Level = AiLevel;

/**
 * Licitovaný: what a level's own suit contract earns at the table over its double-dummy value, money per
 * defender in units of the base (`LevelConfig.declarerEdge`). Measured in the arena (hráč, mistr and the
 * rule player by three, csm002, tune seed 17): hráč's sevens as declarer +0.20 ± 0.22 Kč per defender
 * over double-dummy (1.0 unit), mistr's +0.32 ± 0.15 (1.6). Against hráč's own defence — the default
 * table, a person and two hráč — it is larger: 0.50 Kč per defender (2.5 units) over 226 declared hands of
 * hráč by three (tune seeds 1–6). 1.5 sits between the two: at 2 hráč drew the sedma on three small trumps
 * that issue 52 names at 2 of 120 seeds (auction-bid.slow.test.ts allows 1), since a constant credit
 * flatters the weak contracts most, where the table's edge is least. Začátečník, whose play as declarer
 * was not measured, has none.
 */
const AUCTION_DECLARER_EDGE = 1.5;

export const LEVEL_CONFIG: Readonly<Record<Level, LevelConfig>> = {
  zacatecnik: {
    bidSamples: 5,
    bidNodes: 1_150_000,
    playLayouts: 5,
    exactLimit: 10,
    playNodes: 575_000,
    ms: 3_000,
    slip: 0,
    temperature: { chosen: 0.9, auction: 2, auctionByFour: 3, fourHand: 2, twoHand: 2 },
    refuseAt: 0.8,
    doubleAt: 0.8,
    inference: {},
    // Its doubles read the calls in licitovaný, volený and křížový (volený: 28.6 % → 20.1 % of the hands
    // it defends, its fleks from −0.09 to ±0 Kč each; křížový: +0.19 ± 0.37 → +0.32 ± 0.29 Kč per flek;
    // docs/figures.md, "… the flek by money"). In lízaný its uniform samples did as well.
    doublingInference: { auction: true, chosen: true, fourHand: true },
    // Forehand's obvious game choices without a deal, as hráč (chosen/learned/obvious.ts): 84 % of them,
    // one choice of 150 otherwise (a betl lost on the deal, now the suit game), mean 43 → 8 ms; in the
    // arena +0.072 ± 0.175 Kč per hand for the level without it, unresolved (docs/figures.md).
    learnedGame: true,
    playInference: false,
    clear: {},
    // Its volený doubles draw hráč's twelve deals: on its five (4.5 worth, `effectiveDeals`) a standard
    // error from five gains is itself a guess, and its fleks earned nothing (−0.006 ± 0.188 and −0.035 ±
    // 0.184 Kč per doubled hand, tune seeds 5 and 6); on twelve +0.121 ± 0.160 and +0.152 ± 0.108, its
    // flek rate 13 % and 10 % (docs/figures.md, "Volený: hráč's temperature and začátečník's doubles").
    // Křížový likewise: on five its fleks of plain games lost; on twelve its flek rate fell from 5.4 to
    // 1.1 % at no cost in money (docs/figures.md, "Křížový: začátečník's doubles on twelve deals").
    // Licitovaný too: on five its fleks lost −0.343 ± 0.490 Kč each on the tune seeds, on twelve they
    // earned +0.244 ± 0.223 (docs/figures.md, "Licitovaný: the declared hundred"). Lízaný keeps its
    // own deals: on hráč's twelve its money moved −0.048 ± 0.072 Kč a hand, unresolved ("Lízaný: the
    // flek by money").
    doubleDeals: { chosen: 12, fourHand: 12, auction: 12 },
    declarerEdge: {},
    // Křížový: the rule player's trumps, call, game, announcement and card wherever its five deals or
    // layouts cannot tell them from the best (docs/figures.md, "Křížový: the rule player's choice first").
    ruleFirst: { fourHand: 'all' },
  },
  hrac: {
    bidSamples: 12,
    bidNodes: 2_900_000,
    playLayouts: 14,
    exactLimit: 28,
    playNodes: 1_750_000,
    ms: 3_000,
    slip: 0,
    // Volený 0.5, was 0.2: mistr could not be told from hráč in money by three on the report seeds
    // (+0.001 ± 0.098 Kč per hand; docs/figures.md, "Volený: hráč's temperature and začátečník's doubles").
    temperature: { chosen: 0.5, auction: 1, auctionByFour: 1.5, fourHand: 0.25, twoHand: 0.75 },
    refuseAt: 0.7,
    doubleAt: 0.7,
    inference: { chosen: true, auction: true },
    doublingInference: { fourHand: true, twoHand: true },
    // Forehand's obvious game choices without a deal (chosen/learned/obvious.ts): 84 % of them, the same
    // choices, a game choice's mean 43 → 9 ms; in the arena −0.024 ± 0.096 Kč per hand against hráč
    // without it (docs/figures.md, "Volený: forehand's game by the learned evaluation").
    learnedGame: true,
    playInference: false,
    clear: { chosen: { after: 4, z: 2.5, margin: 0.05, upTo: 36 } },
    declarerEdge: { auction: AUCTION_DECLARER_EDGE },
    // Křížový: the rule player's calls within its sampling error, as začátečník; its cards its own, by
    // its fourteen layouts (the rule player's card too held it level with začátečník; docs/figures.md,
    // "Křížový: the rule player's choice first", "… hráč's own cards").
    ruleFirst: { fourHand: 'calls' },
  },
  // Mistr takes the best choice (temperature 0). With hráč's choice also the best, more effort alone did
  // not set them apart (−0.16 ± 0.38 Kč per hand over 360 arena hands); the temperature does. See
  // docs/ai.md, "How a level chooses", and docs/figures.md, "Ratings".
  mistr: {
    bidSamples: 28,
    bidNodes: 6_900_000,
    playLayouts: 46,
    exactLimit: 92,
    playNodes: 5_750_000,
    ms: 8_000,
    slip: 0,
    temperature: { chosen: 0, auction: 0, auctionByFour: 0, fourHand: 0, twoHand: 0 },
    refuseAt: 0.7,
    doubleAt: 0.7,
    inference: { chosen: true, auction: true },
    doublingInference: { fourHand: true, twoHand: true },
    playInference: false,
    clear: {},
    declarerEdge: { auction: AUCTION_DECLARER_EDGE },
    // Křížový: trumps, call, game, announcement and doubles on 56 deals, twice its 28 elsewhere; with
    // hráč choosing its own cards, mistr's 28 held it only +0.037 ± 0.061 Kč a hand above hráč on tune
    // seeds (docs/figures.md, "Křížový: hráč's own cards").
    bidDeals: { fourHand: 56 },
  },
};

/** A level's settings for křížový (four-hand-player.ts): its inference and clear rule for that variant. */
export function fourHandConfigOf(cfg: LevelConfig): FourHandConfig {
  const deals = cfg.bidDeals?.fourHand ?? cfg.bidSamples;
  return {
    ...cfg,
    bidSamples: deals,
    bidNodes: (cfg.bidNodes * deals) / cfg.bidSamples,
    cardPrior: cfg.ruleFirst?.fourHand === 'all',
    inference: cfg.inference.fourHand === true,
    doublingInference: cfg.doublingInference.fourHand === true,
    clearRule: cfg.clear.fourHand ?? null,
  };
}

/** In volený the declarer is paid by (or pays) both defenders. */
const VOLENY_PAYERS = 2;
/** Volený: a declarer's candidate means per defender as his own money. */
const declarerMoney = (e: readonly Estimate[]) => e.map((x) => x.mean * VOLENY_PAYERS);

const seedOf = (rng: Rng) => rng.int(0x7fffffff);
/** Cards the talon choice pairs up (every pair of them is tried). */
const DISCARD_POOL = 5;
type Talon = readonly [Card, Card];

/**
 * The declarer's twelve cards trimmed to ten: by `pair` when given (a talon proven certain), else by the
 * talon rule of thumb for this game.
 */
function afterDiscard(
  deal: Deal,
  seat: number,
  game: Game,
  trump: Suit | null,
  trumpCard: Card | null,
  pair: Talon | null = null,
) {
  const hand = toCards(deal.hands[seat] ?? 0);
  if (hand.length <= 10) return deal;
  const talon = pair ?? discardFor(hand, game, trump, trumpCard);
  const hands = deal.hands.slice();
  hands[seat] = fromCards(hand.filter((c) => !talon.includes(c)));
  return { hands, talon: union(deal.talon, fromCards(talon)) };
}

/**
 * Money on one deal of `game` with the view's seat as declarer, holding twelve cards before the talon;
 * `pair` is the talon he lays (else the rule of thumb's).
 */
function gameValue(
  view: SeatView,
  work: Work,
  deal: Deal,
  game: Game,
  takesTalon: boolean,
  pair: Talon | null = null,
): number {
  const trump = game === 'suit' ? view.trump : null;
  const trumpCard = game === 'suit' ? view.trumpCard : null;
  if (takesTalon) {
    const hands = deal.hands.slice();
    hands[view.seat] = union(hands[view.seat] ?? 0, deal.talon);
    deal = { hands, talon: 0 };
  }
  const d = afterDiscard(deal, view.seat, game, trump, trumpCard, pair);
  const spec: ContractSpec = { declarer: view.seat, game, trump, announced: {}, doubles: {} };
  return work.value(startOfPlay(view.rules, view.table, d.hands, d.talon, spec));
}

/**
 * A talon of the view's twelve cards that makes betl or durch certain (certain-talon.ts), its laydown
 * nodes counted in the decision's work; null for a suit game, a hand of ten, or none proven.
 */
function certainPair(view: SeatView, work: Work, game: Game, timed: boolean): Talon | null {
  const c = certainTalon(
    view.rules,
    view.table,
    view.seat,
    view.hand,
    game,
    timed ? work.overTime : undefined,
  );
  work.nodes += c.nodes;
  return c.pair;
}

/** The values of candidate `j` over the deals (rows hold one value per candidate). */
const column = (rows: readonly (readonly number[])[], j: number) => rows.map((r) => r[j] as number);
const estimates = (rows: readonly (readonly number[])[], k: number) =>
  Array.from({ length: k }, (_, j) => estimate(column(rows, j)));

export function samplingPlayer(
  level: Level,
  cfg: LevelConfig = LEVEL_CONFIG[level],
  options: PlayerOptions = {},
): Player {
  const timed = options.timed ?? true;
  const clock = options.clock ?? wallClock;
  const ms = timed ? cfg.ms : Infinity;
  const bidBudget: Budget = { deals: cfg.bidSamples, nodes: cfg.bidNodes, ms };
  /** The work of one bidding decision, reported when it is done. */
  const newWork = () => new Work(bidBudget, clock);
  /** The work of a decision that takes the best of its candidates: up to the clear rule's deals. */
  const bestWork = () =>
    cfg.clear.chosen === undefined
      ? newWork()
      : new Work({ ...bidBudget, deals: cfg.clear.chosen.upTo }, clock);
  const done = (view: SeatView, work: WorkDone) => options.onWork?.(view.phase, work);
  const choose = levelChooser(cfg.temperature.chosen, options);
  const twoHandChoose = levelChooser(cfg.temperature.twoHand, options);
  const fourHandChoose = levelChooser(
    cfg.temperature.fourHand,
    options,
    cfg.ruleFirst?.fourHand !== undefined,
  );
  /** Whether the rows (higher better for the declarer) already settle a choice of the best. */
  const settled = settledBy(cfg.clear.chosen);
  /** No deal finished in time: the rules of thumb decide. */
  const fallback = (view: SeatView, rng: Rng) => rulePlayer.decide(view, rng);

  /** Forehand names trumps: his longer suits of the first seven, and blind, played out on sampled deals. */
  function trumps(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const first = view.hand;
    // The suits a player would consider: the longest and any one card shorter, at least two cards.
    const count = (x: Suit) => first.filter((c) => suitOf(c) === x).length;
    const longest = Math.max(...SUITS.map(count));
    const suits = SUITS.filter((x) => count(x) >= Math.max(2, longest - 1));
    const work = bestWork();
    const valueAs = (deal: Deal, trump: Suit, trumpCard: Card) => {
      const d = afterDiscard(deal, seat, 'suit', trump, trumpCard);
      const spec: ContractSpec = { declarer: seat, game: 'suit', trump, announced: {}, doubles: {} };
      return work.value(startOfPlay(view.rules, view.table, d.hands, d.talon, spec));
    };
    // Blind only where the rules allow it now (rules/004 asks for short suits).
    const blind = view.legal.some((a) => a.type === 'chooseTrumpBlind');
    // One value per suit considered, then blind.
    const rows = work.rows(() => {
      const deal = sampleUnseen(view, rng, LEVEL_DRAW);
      const row = suits.map((x) => valueAs(deal, x, trumpCardOf(first, x)));
      if (!blind) return row;
      // Blind: the trump card is one of the five he has not seen.
      const hidden = toCards(deal.hands[seat] ?? 0).filter((c) => !first.includes(c));
      const card = hidden[rng.int(hidden.length)] as Card;
      row.push(valueAs(deal, suitOf(card), card));
      return row;
    }, settled);
    done(view, work);
    if (rows.length === 0) return fallback(view, rng);
    const choices = blind ? [...suits, null] : suits;
    const e = estimates(rows, choices.length);
    const j = choose(view.phase, declarerMoney(e), bestMean(e), rng, rows);
    const best = choices[j] as Suit | null;
    const win = (e[j] as Estimate).win;
    if (best === null)
      return { action: { type: 'chooseTrumpBlind', seat, index: 0 }, hint: { code: 'trumpsBlind', win } };
    return {
      action: { type: 'chooseTrump', seat, card: trumpCardOf(first, best) },
      hint: { code: 'trumps', suit: best, length: count(best), win },
    };
  }

  /**
   * Two cards for the talon. Betl or durch: a pair proven to make it certain, when one exists
   * (certain-talon.ts judges every pair). Otherwise the rule of thumb's pair and every pair of the
   * cards it would lay down most willingly, played out on sampled deals; the rule's pair wins ties.
   */
  function discard(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const game = view.bid ?? 'suit';
    const trump = game === 'suit' ? view.trump : null;
    const trumpCard = game === 'suit' ? view.trumpCard : null;
    const rule = discardFor(view.hand, game, trump, trumpCard);
    const pool = discardCandidates(view.hand, game, trump, trumpCard, DISCARD_POOL);
    const pairs: [Card, Card][] = [rule];
    pool.forEach((a, i) =>
      pool.slice(i + 1).forEach((b) => {
        if (!(rule.includes(a) && rule.includes(b))) pairs.push([a, b]);
      }),
    );
    const chosen = (cards: Talon): Decision => ({
      action: { type: 'discard', seat, cards: [cards[0], cards[1]] },
      hint: { code: 'discard', cards: [cards[0], cards[1]] },
    });
    const work = bestWork();
    // Nothing beats a certain betl or durch: no deal need be sampled.
    const certain = certainPair(view, work, game, timed);
    if (certain !== null) {
      done(view, work);
      return chosen(certain);
    }
    if (pairs.length === 1) return chosen(rule);
    const spec: ContractSpec = { declarer: seat, game, trump, announced: {}, doubles: {} };
    const rows = work.rows(() => {
      const deal = sampleUnseen(view, rng, LEVEL_DRAW);
      return pairs.map((pair) => {
        const hands = deal.hands.slice();
        hands[seat] = fromCards(view.hand.filter((c) => !pair.includes(c)));
        return work.value(startOfPlay(view.rules, view.table, hands, fromCards(pair), spec));
      });
    }, settled);
    done(view, work);
    // No deal in time: the rule's pair.
    if (rows.length === 0) return chosen(rule);
    const e = estimates(rows, pairs.length);
    return chosen(pairs[choose(view.phase, declarerMoney(e), bestMean(e, 1e-9), rng, rows)] as [Card, Card]);
  }

  function chooseGame(view: SeatView, rng: Rng): Decision {
    const games = view.legal.flatMap((a) => (a.type === 'chooseGame' ? [a.game] : []));
    const work = bestWork();
    // Betl or durch is valued with a talon that makes it certain where one exists, as the discard
    // will lay it; else with the rule of thumb's.
    const proven = new Map<Game, Talon | null>();
    const pairOf = (game: Game) => {
      if (!proven.has(game)) proven.set(game, certainPair(view, work, game, timed));
      return proven.get(game) ?? null;
    };
    if (cfg.learnedGame === true) {
      const quick = learnedGame(view, games, pairOf);
      if (quick !== null) {
        done(view, work);
        return quick;
      }
    }
    const pairs = games.map(pairOf);
    const rows = work.rows(() => {
      const deal = sampleUnseen(view, rng, LEVEL_DRAW);
      return games.map((game, j) => gameValue(view, work, deal, game, false, pairs[j] ?? null));
    }, settled);
    done(view, work);
    if (rows.length === 0) return fallback(view, rng);
    const e = estimates(rows, games.length);
    const j = choose(view.phase, declarerMoney(e), bestMean(e), rng, rows);
    const game = games[j] as Game;
    return {
      action: { type: 'chooseGame', seat: view.seat, game },
      hint: { code: 'chooseGame', game, win: (e[j] as Estimate).win },
    };
  }

  /**
   * The obvious game choices without a deal (`LevelConfig.learnedGame`): a durch proven certain (the
   * prover, certain-talon.ts), or the suit game where the learned evaluation judges betl and durch lost
   * beyond its calibration (chosen/learned/obvious.ts); null: the sampling decides.
   */
  function learnedGame(view: SeatView, games: readonly Game[], pairOf: (game: Game) => Talon | null) {
    // The hint says how it was decided (the "why?" after the hand words it): a proof, or the model's estimate.
    const pick = (game: Game, win: number, by: 'learned' | 'proof'): Decision => ({
      action: { type: 'chooseGame', seat: view.seat, game },
      hint: { code: 'chooseGame', game, win, by },
    });
    if (!games.every((g) => g === 'suit' || g === 'betl' || g === 'durch')) return null;
    if (games.includes('durch') && pairOf('durch') !== null) return pick('durch', 1, 'proof');
    const suit = obviousGame(CHOSEN_EVAL, view.rules.preset, view.hand, view.trump, view.trumpCard, games);
    return suit === null ? null : pick('suit', suit.win, 'learned');
  }

  function answer(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const bid = view.bid;
    const games = view.legal.some((a) => a.type === 'refuse')
      ? offeredGames(view).filter(
          (game) => bid === null || gameRank(game, view.rules) > gameRank(bid, view.rules),
        )
      : [];
    const approve = (best: Game | null, win: number): Decision => ({
      action: { type: 'approve', seat },
      hint: { code: 'approve', best, win },
    });
    if (games.length === 0) return approve(null, 0);
    const work = newWork();
    const rows = work.rows(() => {
      const deal = sampleUnseen(view, rng, LEVEL_DRAW);
      return games.map((game) => gameValue(view, work, deal, game, true));
    });
    done(view, work);
    if (rows.length === 0) return fallback(view, rng);
    const e = estimates(rows, games.length);
    const j = bestMean(e);
    const best = { game: games[j] as Game, ...(e[j] as Estimate) };
    if (best.win >= cfg.refuseAt && best.mean > 0)
      return { action: { type: 'refuse', seat }, hint: { code: 'refuse', game: best.game, win: best.win } };
    return approve(best.game, best.win);
  }

  function announce(view: SeatView, rng: Rng): Decision {
    const options = view.legal.flatMap((a) => (a.type === 'announce' ? [a] : []));
    const work = bestWork();
    const rows = work.rows(() => {
      const deal = sampleUnseen(view, rng, LEVEL_DRAW);
      return options.map((a) => {
        const spec: ContractSpec = {
          declarer: view.seat,
          game: 'suit',
          trump: view.trump,
          announced: { seven: a.seven, hundred: a.hundred },
          doubles: {},
        };
        return work.value(startOfPlay(view.rules, view.table, deal.hands, deal.talon, spec));
      });
    }, settled);
    done(view, work);
    if (rows.length === 0) return fallback(view, rng);
    const e = estimates(rows, options.length);
    const j = choose(view.phase, declarerMoney(e), bestMean(e), rng, rows);
    const a = options[j] as Extract<Action, { type: 'announce' }>;
    return {
      action: a,
      hint: { code: 'announce', seven: a.seven, hundred: a.hundred, win: (e[j] as Estimate).win },
    };
  }

  function double(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const declarerSide = seat === view.declarer;
    // A durch the seat's own aces break on every layout is fleked at once (doubling.ts `brokenNoTrump`).
    const proven = provenDouble(view);
    if (proven) return proven;
    if (onlyByProof(view, DOUBLE_RULE.chosen)) return passWithoutProof(view) ?? fallback(view, rng);
    const open = view.doubling?.open ?? [];
    const spec = contractInView(view);
    // Passing leaves an undoubled plain game to be paid without play, when the rules say so.
    const unplayed = paidUnplayed(view.rules, view.game, view.components);
    // Seven or hundred against, which a defender may announce with his first answer.
    const againstKinds = AGAINST.filter((k) =>
      view.legal.some((a) => a.type === 'double' && (a.against ?? []).includes(k)),
    );
    // The calls read where the level reads them, or for its doubles alone (`doublingInference`).
    const weigh = cfg.inference.chosen || cfg.doublingInference.chosen ? bidInference(view) : null;
    // A defender weighs each deal by how likely a declarer choosing by evaluation was to declare the
    // contract there (auction-inference.ts `bidValueWeight` of its undoubled value on the deal).
    const byBid = cfg.doublingByValue === true && !declarerSide;
    const doubledYet = Object.values(spec.doubles).some((n) => (n ?? 0) > 0);
    const work = new Work(doublingBudget(cfg, cfg.doubleDeals?.chosen, ms), clock);
    const valueOf = (deal: Deal, s: ContractSpec) =>
      work.value(startOfPlay(view.rules, view.table, deal.hands, deal.talon, s));
    // Deals drawn by the calls' likelihood (`likelyUnseen`: each kept one weighs 1, so a rare likely
    // hand, a level's announced hundred, is not lost among unlikely ones). Per deal: its weight, what
    // passing brings and the hand played as it stands (they differ when passing leaves the game paid
    // without play), each double and each announcement against.
    const rows = work.rows(() => {
      const { deal, weight: likely } = weigh
        ? likelyUnseen(view, rng, weigh, LEVEL_DRAW)
        : { deal: sampleUnseen(view, rng, LEVEL_DRAW), weight: 1 };
      const start = startOfPlay(view.rules, view.table, deal.hands, deal.talon, spec);
      const value = work.value(start);
      const bid = byBid ? bidValueWeight(doubledYet ? valueOf(deal, { ...spec, doubles: {} }) : value) : 1;
      const weight = likely * bid;
      const raised = open.map((k) =>
        valueOf(deal, { ...spec, doubles: { ...spec.doubles, [k]: (spec.doubles[k] ?? 0) + 1 } }),
      );
      const announced = againstKinds.map((k) =>
        valueOf(deal, { ...spec, announced: { ...spec.announced, [k]: seat } }),
      );
      return { weight, base: unplayed ? unplayedValue(start) : value, played: value, raised, announced };
    });
    done(view, work);
    if (rows.length === 0) return fallback(view, rng);
    const weights = rows.map((r) => r.weight);
    const base = rows.map((r) => r.base);
    const played = rows.map((r) => r.played);
    const raised = open.map((_, j) => rows.map((r) => r.raised[j] as number));
    const announced = againstKinds.map((_, j) => rows.map((r) => r.announced[j] as number));
    const sign = declarerSide ? 1 : -1;
    /** Weighted share of deals in which `pays` holds. */
    const share = (pays: (i: number) => boolean) => {
      let yes = 0;
      let all = 0;
      weights.forEach((w, i) => {
        all += w;
        if (pays(i)) yes += w;
      });
      return all === 0 ? 0 : yes / all;
    };
    const side = (values: number[]) => share((i) => sign * (values[i] as number) > 0);
    options.onDoubling?.(view, {
      weights,
      played,
      base,
      raised,
      open,
      doubles: spec.doubles,
      share: raised.map(side),
      doubleAt: cfg.doubleAt,
    });
    /** Mean gain for this side of `after` over `before`. */
    const gain = (after: number[], before: number[]) =>
      sign * (estimate(after, weights).mean - estimate(before, weights).mean);
    // Raise what gains money by more than its standard error (z of them, more for every double already
    // on), the declarer's edge over the double-dummy deals charged: a share of deals won alone flattered
    // the defence, which fleked nearly every other game and lost by it (docs/ai.md, "Doubling"). The
    // share bar stays as well: without it both sides, each sure on its own deals, raised a game to
    // Boty and beyond (seed 17, deals 1, 5 and 25 of hráč's self-play).
    const money = moneyDoubles(
      { weights, played, base, raised },
      open,
      spec.doubles,
      sign,
      DOUBLE_RULE.chosen,
    );
    const chosen = money.chosen.filter((k) =>
      clearsDoubleBar(side(raised[open.indexOf(k)] as number[]), weights, spec.doubles[k] ?? 0, cfg.doubleAt),
    );
    // Announce against what pays by money as a flek must (`againstPays`) and gains in enough of the
    // deals: the gains are many and small, the losses few and large, so a small sample that misses the
    // losses flatters it.
    const against = againstKinds.filter((_, j) => {
      const after = announced[j] as number[];
      return (
        againstPays(after, played, weights, sign, DOUBLE_RULE.chosen) &&
        share((i) => sign * ((after[i] as number) - (played[i] as number)) > 0) >= cfg.doubleAt
      );
    });
    // The whole call against passing: the gains of its parts added to the hand played.
    const parts = [
      ...chosen.map((k) => raised[open.indexOf(k)] as number[]),
      ...against.map((k) => announced[againstKinds.indexOf(k)] as number[]),
    ];
    const whole = played.map((v, i) => parts.reduce((sum, after) => sum + (after[i] as number) - v, v));
    const worthIt = gain(whole, base) > 0;
    const same = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((k) => b.includes(k));
    const action = view.legal.find(
      (a) => a.type === 'double' && same(a.components, chosen) && same(a.against ?? [], against),
    );
    const reading = { deals: money.deals, won: money.won };
    if ((chosen.length > 0 || against.length > 0) && worthIt && action) {
      const after =
        chosen.length > 0
          ? (raised[open.indexOf(chosen[0] as ComponentKind)] as number[])
          : (announced[againstKinds.indexOf(against[0] as AgainstKind)] as number[]);
      return {
        action,
        hint: {
          code: 'double',
          components: chosen,
          ...(against.length > 0 ? { against } : {}),
          win: side(after),
          ...reading,
          gain: gain(whole, base),
        },
      };
    }
    return { action: { type: 'pass', seat }, hint: { code: 'pass', win: side(base), ...reading } };
  }

  function play(view: SeatView, rng: Rng): Decision {
    const weigh = cfg.inference.chosen ? bidInference(view) : null;
    // The node budget is counted by the analysis; the clock, as in bidding, by a Work of its own.
    const clockOnly = new Work({ deals: Infinity, nodes: Infinity, ms }, clock);
    const shouldStop = ms === Infinity ? undefined : clockOnly.overTime;
    const likely = cfg.playInference ? playInference(view, shouldStop ? { shouldStop } : {}) : null;
    const a = analyzeForSeat(view, {
      seed: seedOf(rng),
      maxLayouts: cfg.playLayouts,
      exactLimit: cfg.exactLimit,
      maxNodes: cfg.playNodes,
      // Each card's money in every layout, for the draw to keep to the cards close to the best.
      values: true,
      ...(shouldStop ? { shouldStop } : {}),
      ...(weigh ? { weight: (layout: HandState) => weigh(startHands(layout)) } : {}),
      ...(likely ? { likelihood: likely } : {}),
    });
    done(view, { deals: a.layouts, nodes: a.nodes ?? null, late: clockOnly.late });
    if (a.layouts === 0) return fallback(view, rng);
    const declarer = view.seat === view.declarer;
    const sign = declarer ? 1 : -1;
    let best = a.cards[0] as (typeof a.cards)[number];
    for (const c of a.cards)
      if (
        sign * (c.meanValue - best.meanValue) > 1e-9 ||
        (c.meanValue === best.meanValue && c.keeps > best.keeps)
      )
        best = c;
    const scale = sign * ownMoney(declarer, VOLENY_PAYERS);
    const rows = Array.from({ length: a.layouts }, (_, k) =>
      a.cards.map((c) => scale * (c.values?.[k] ?? NaN)),
    );
    const j = choose(
      view.phase,
      a.cards.map((c) => scale * c.meanValue),
      a.cards.indexOf(best),
      rng,
      rows,
      a.weights,
    );
    const c = a.cards[j] as (typeof a.cards)[number];
    const stats = { card: c.card, layouts: a.layouts, keeps: c.keeps, wins: c.wins };
    return {
      action: { type: 'play', seat: view.seat, card: c.card },
      // A card of the best mean (another of equal mean, say) is a best card; only one below it says so.
      hint:
        sign * (best.meanValue - c.meanValue) > 1e-9
          ? { code: 'levelCard', ...stats, best: best.card }
          : { code: 'bestCard', ...stats },
    };
  }

  /**
   * The variants whose calls and cards their own folders decide (null: volený's, below). Křížový and
   * licitovaný sample their own layouts (four-hand-*.ts, auction-*.ts). Lízaný: its calls and its cards
   * while the stock lasts played out on samples of the other hand and the stock's order
   * (two-hand-bid.ts, stock-player.ts), the exact search once the stock is drawn and the view fixes the
   * hand (open-endgame.ts). Keyed by every variant, so a new one does not compile until it is placed.
   */
  const ownPlayers: Readonly<Record<Variant, ((view: SeatView, rng: Rng) => Decision) | null>> = {
    chosen: null,
    auction: (view, rng) => decideAuction(view, rng, cfg, options),
    fourHand: (view, rng) =>
      // A hint (`best`) neither slips nor draws: the level's best choice.
      fourHandDecision(
        view,
        rng,
        { ...fourHandConfigOf(cfg), ...(options.best ? { slip: 0 } : {}) },
        {
          ms,
          clock,
          choose: fourHandChoose,
          ...(options.onWork ? { onWork: options.onWork } : {}),
          ...(options.onDoubling ? { onDoubling: options.onDoubling } : {}),
        },
      ),
    twoHand: (view, rng) =>
      (view.phase === 'play'
        ? (endgameCard(view, rng, twoHandChoose) ??
          stockCard(view, rng, cfg, { ms, clock, onWork: (w) => done(view, w) }, twoHandChoose))
        : twoHandCall(
            view,
            rng,
            cfg,
            {
              ms,
              clock,
              onWork: (w) => done(view, w),
              ...(options.onDoubling ? { onDoubling: options.onDoubling } : {}),
            },
            twoHandChoose,
          )) ?? fallback(view, rng),
  };

  return {
    name: level,
    decide(view, rng) {
      const only = forced(view);
      if (only) return only;
      const own = ownPlayers[view.variant];
      if (own !== null) return own(view, rng);
      switch (view.phase) {
        case 'trumpChoice':
          return trumps(view, rng);
        case 'gameChoice':
          return chooseGame(view, rng);
        case 'discard':
          return discard(view, rng);
        case 'answer':
          return answer(view, rng);
        case 'announce':
          return announce(view, rng);
        case 'doubling':
          return double(view, rng);
        case 'play':
          return play(view, rng);
        default:
          throw new Error(`no decision in phase ${view.phase}`);
      }
    },
  };
}
