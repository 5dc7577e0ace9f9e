/**
 * The computer opponents: every decision by perfect-information sampling. Bidding deals the unseen
 * cards many ways (unseen.ts) and solves each candidate contract exactly; card play solves every legal
 * card in layouts consistent with the seat's view (analyzeForSeat). Deals and layouts are weighted by
 * what the others' calls say about their cards (inference.ts). Levels differ in how many deals they
 * look at, in that inference and in deliberate, human-like slips.
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
  SUITS,
  announcedOf,
  fromCards,
  gameRank,
  offeredGames,
  paidUnplayed,
  suitOf,
  toCards,
  union,
} from '../../src-shared/index.ts';
import { analyzeForSeat } from '../solver/seat.ts';
import {
  type ContractSpec,
  type Estimate,
  bestMean,
  estimate,
  playedValue,
  startOfPlay,
  surely,
  surelyGains,
  unplayedValue,
} from './estimate.ts';
import { discardCandidates, discardFor, trumpCardOf } from './heuristics.ts';
import { bidInference, startHands } from './inference.ts';
import { type Decision, type Player, forced } from './player.ts';
import { type Deal, sampleUnseen } from './unseen.ts';

/** The levels are part of the API contract (settings name them); what each one does is here. */
export const LEVELS = AI_LEVELS;
export type Level = AiLevel;

export interface LevelConfig {
  /** Deals of the unseen cards per bidding decision. */
  readonly bidSamples: number;
  /** Layouts sampled per card decision, and the count up to which all of them are solved. */
  readonly playLayouts: number;
  readonly exactLimit: number;
  /** Chance of playing a random legal card instead (a beginner's slip). */
  readonly slip: number;
  /** Share of deals a game must win before this player refuses to take it over (Špatná). */
  readonly refuseAt: number;
  /**
   * Share of deals its side must win before this player doubles (more for each later double), and the
   * share of deals in which announcing seven or hundred against must pay.
   */
  readonly doubleAt: number;
  /** Whether deals and layouts are weighted by what the others' calls say about their cards. */
  readonly inference: boolean;
}

export const LEVEL_CONFIG: Readonly<Record<Level, LevelConfig>> = {
  zacatecnik: {
    bidSamples: 4,
    playLayouts: 4,
    exactLimit: 8,
    slip: 0.25,
    refuseAt: 0.8,
    doubleAt: 0.8,
    inference: false,
  },
  hrac: {
    bidSamples: 10,
    playLayouts: 12,
    exactLimit: 24,
    slip: 0,
    refuseAt: 0.7,
    doubleAt: 0.7,
    inference: true,
  },
  // Mistr differs from hráč only in effort. Over 360 arena hands it is level with hráč (−0.16 ± 0.38 Kč
  // per hand) and loses fewer makeable hands; see docs/architecture.md, Figures.
  mistr: {
    bidSamples: 24,
    playLayouts: 40,
    exactLimit: 80,
    slip: 0,
    refuseAt: 0.7,
    doubleAt: 0.7,
    inference: true,
  },
};

const seedOf = (rng: Rng) => rng.int(0x7fffffff);
/** Cards the talon choice pairs up (every pair of them is tried). */
const DISCARD_POOL = 5;

/** The declarer's twelve cards trimmed to ten by the talon rule of thumb for this game. */
function afterDiscard(deal: Deal, seat: number, game: Game, trump: Suit | null, trumpCard: Card | null) {
  const hand = toCards(deal.hands[seat] ?? 0);
  if (hand.length <= 10) return deal;
  const talon = discardFor(hand, game, trump, trumpCard);
  const hands = deal.hands.slice();
  hands[seat] = fromCards(hand.filter((c) => !talon.includes(c)));
  return { hands, talon: union(deal.talon, fromCards(talon)) };
}

/** Money per sampled deal of `spec` with `seat` as declarer holding twelve cards before the talon. */
function gameValues(view: SeatView, rng: Rng, n: number, game: Game, takesTalon: boolean): number[] {
  const trump = game === 'suit' ? view.trump : null;
  const trumpCard = game === 'suit' ? view.trumpCard : null;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    let deal = sampleUnseen(view, rng);
    if (takesTalon) {
      const hands = deal.hands.slice();
      hands[view.seat] = union(hands[view.seat] ?? 0, deal.talon);
      deal = { hands, talon: 0 };
    }
    const d = afterDiscard(deal, view.seat, game, trump, trumpCard);
    const spec: ContractSpec = { declarer: view.seat, game, trump, announced: {}, doubles: {} };
    out.push(playedValue(startOfPlay(view.rules, view.table, d.hands, d.talon, spec)));
  }
  return out;
}

/** The contract as it stands in the view (announcements and doubles), for the doubling phase. */
function currentSpec(view: SeatView): ContractSpec {
  const doubles: Partial<Record<ComponentKind, number>> = {};
  for (const c of view.components) doubles[c.kind] = c.doubles;
  return {
    declarer: view.declarer as number,
    game: view.game as Game,
    trump: view.trump,
    announced: announcedOf(view.components),
    doubles,
  };
}

export function samplingPlayer(level: Level, cfg: LevelConfig = LEVEL_CONFIG[level]): Player {
  const n = cfg.bidSamples;

  /** Forehand names trumps: his longer suits of the first seven, and blind, played out on sampled deals. */
  function trumps(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const first = view.hand;
    // The suits a player would consider: the longest and any one card shorter, at least two cards.
    const count = (x: Suit) => first.filter((c) => suitOf(c) === x).length;
    const longest = Math.max(...SUITS.map(count));
    const suits = SUITS.filter((x) => count(x) >= Math.max(2, longest - 1));
    const values = new Map<Suit | null, number[]>([...suits, null].map((x) => [x, []]));
    const valueAs = (deal: Deal, trump: Suit, trumpCard: Card) => {
      const d = afterDiscard(deal, seat, 'suit', trump, trumpCard);
      const spec: ContractSpec = { declarer: seat, game: 'suit', trump, announced: {}, doubles: {} };
      return playedValue(startOfPlay(view.rules, view.table, d.hands, d.talon, spec));
    };
    for (let i = 0; i < n; i++) {
      const deal = sampleUnseen(view, rng);
      for (const x of suits) values.get(x)?.push(valueAs(deal, x, trumpCardOf(first, x)));
      // Blind: the trump card is one of the five he has not seen.
      const hidden = toCards(deal.hands[seat] ?? 0).filter((c) => !first.includes(c));
      const card = hidden[rng.int(hidden.length)] as Card;
      values.get(null)?.push(valueAs(deal, suitOf(card), card));
    }
    const choices = [...values.keys()];
    const estimates = [...values.values()].map((v) => estimate(v));
    const j = bestMean(estimates);
    const best = choices[j] as Suit | null;
    const win = (estimates[j] as Estimate).win;
    if (best === null)
      return { action: { type: 'chooseTrumpBlind', seat, index: 0 }, hint: { code: 'trumpsBlind', win } };
    return {
      action: { type: 'chooseTrump', seat, card: trumpCardOf(first, best) },
      hint: { code: 'trumps', suit: best, length: count(best), win },
    };
  }

  /**
   * Two cards for the talon: the rule of thumb's pair and every pair of the cards it would lay down
   * most willingly, played out on sampled deals; the rule's pair wins ties.
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
    const values = pairs.map(() => [] as number[]);
    const spec: ContractSpec = { declarer: seat, game, trump, announced: {}, doubles: {} };
    for (let i = 0; i < n && pairs.length > 1; i++) {
      const deal = sampleUnseen(view, rng);
      pairs.forEach((pair, j) => {
        const hands = deal.hands.slice();
        hands[seat] = fromCards(view.hand.filter((c) => !pair.includes(c)));
        const start = startOfPlay(view.rules, view.table, hands, fromCards(pair), spec);
        (values[j] as number[]).push(playedValue(start));
      });
    }
    const cards = pairs[
      bestMean(
        values.map((v) => estimate(v)),
        1e-9,
      )
    ] as [Card, Card];
    return { action: { type: 'discard', seat, cards }, hint: { code: 'discard', cards } };
  }

  function chooseGame(view: SeatView, rng: Rng): Decision {
    const games = view.legal.flatMap((a) => (a.type === 'chooseGame' ? [a.game] : []));
    const estimates = games.map((game) => estimate(gameValues(view, rng, n, game, false)));
    const j = bestMean(estimates);
    const game = games[j] as Game;
    return {
      action: { type: 'chooseGame', seat: view.seat, game },
      hint: { code: 'chooseGame', game, win: (estimates[j] as Estimate).win },
    };
  }

  function answer(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const bid = view.bid;
    const games = view.legal.some((a) => a.type === 'refuse')
      ? offeredGames(view).filter((game) => bid === null || gameRank(game) > gameRank(bid))
      : [];
    const estimates = games.map((game) => estimate(gameValues(view, rng, n, game, true)));
    const j = bestMean(estimates);
    const best = games.length === 0 ? null : { game: games[j] as Game, ...(estimates[j] as Estimate) };
    if (best !== null && best.win >= cfg.refuseAt && best.mean > 0)
      return { action: { type: 'refuse', seat }, hint: { code: 'refuse', game: best.game, win: best.win } };
    return {
      action: { type: 'approve', seat },
      hint: { code: 'approve', best: best?.game ?? null, win: best?.win ?? 0 },
    };
  }

  function announce(view: SeatView, rng: Rng): Decision {
    const options = view.legal.flatMap((a) => (a.type === 'announce' ? [a] : []));
    const values = options.map(() => [] as number[]);
    for (let i = 0; i < n; i++) {
      const deal = sampleUnseen(view, rng);
      options.forEach((a, j) => {
        const spec: ContractSpec = {
          declarer: view.seat,
          game: 'suit',
          trump: view.trump,
          announced: { seven: a.seven, hundred: a.hundred },
          doubles: {},
        };
        (values[j] as number[]).push(
          playedValue(startOfPlay(view.rules, view.table, deal.hands, deal.talon, spec)),
        );
      });
    }
    const estimates = values.map((v) => estimate(v));
    const j = bestMean(estimates);
    const a = options[j] as Extract<Action, { type: 'announce' }>;
    const e = estimates[j] as (typeof estimates)[number];
    return {
      action: a,
      hint: { code: 'announce', seven: a.seven, hundred: a.hundred, win: e.win },
    };
  }

  function double(view: SeatView, rng: Rng): Decision {
    const seat = view.seat;
    const declarerSide = seat === view.declarer;
    const open = view.doubling?.open ?? [];
    const spec = currentSpec(view);
    // Passing leaves an undoubled plain game to be paid without play, when the rules say so.
    const unplayed = paidUnplayed(view.rules, view.game, view.components);
    // Seven or hundred against, which a defender may announce with his first answer.
    const againstKinds = AGAINST.filter((k) =>
      view.legal.some((a) => a.type === 'double' && (a.against ?? []).includes(k)),
    );
    const weigh = cfg.inference ? bidInference(view) : null;
    const weights: number[] = [];
    // What passing brings, and the hand played as it stands: they differ when passing leaves the game
    // paid without play. Every double or announcement gets the hand played, so each is judged against
    // `played`; the whole call is then judged against `base`.
    const base: number[] = [];
    const played: number[] = [];
    const raised = open.map(() => [] as number[]);
    const announced = againstKinds.map(() => [] as number[]);
    const valueOf = (deal: Deal, s: ContractSpec) =>
      playedValue(startOfPlay(view.rules, view.table, deal.hands, deal.talon, s));
    for (let i = 0; i < n; i++) {
      const deal = sampleUnseen(view, rng);
      weights.push(weigh?.(deal.hands) ?? 1);
      const start = startOfPlay(view.rules, view.table, deal.hands, deal.talon, spec);
      const value = playedValue(start);
      played.push(value);
      base.push(unplayed ? unplayedValue(start) : value);
      open.forEach((k, j) => {
        const up = { ...spec, doubles: { ...spec.doubles, [k]: (spec.doubles[k] ?? 0) + 1 } };
        (raised[j] as number[]).push(valueOf(deal, up));
      });
      againstKinds.forEach((k, j) => {
        (announced[j] as number[]).push(
          valueOf(deal, { ...spec, announced: { ...spec.announced, [k]: seat } }),
        );
      });
    }
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
    /** Mean gain for this side of `after` over `before`. */
    const gain = (after: number[], before: number[]) =>
      sign * (estimate(after, weights).mean - estimate(before, weights).mean);
    // Raise what pays on average and wins often enough: sampling flatters both sides (each sees the
    // other's cards in every deal), so every further double asks for a surer win. From Re on, the
    // share must clear the bar by its standard error too: the stakes double each time, and the weights
    // leave few effective deals (arena seed 1, deal 9: both sides raised a hundred against to Boty,
    // each "sure" of it).
    const chosen = open.filter((k, j) => {
      const after = raised[j] as number[];
      const level = spec.doubles[k] ?? 0;
      const win = level === 0 ? side(after) : surely(side(after), weights);
      return gain(after, played) > 0 && win >= cfg.doubleAt + 0.1 * level;
    });
    // Announce against what gains in enough of the deals and pays on average by more than its standard
    // error: the gains are many and small, the losses few and large, so a small sample that misses
    // the losses flatters it.
    const against = againstKinds.filter((_, j) => {
      const after = announced[j] as number[];
      return (
        surelyGains(after, played, weights, sign) &&
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
        },
      };
    }
    return { action: { type: 'pass', seat }, hint: { code: 'pass', win: side(base) } };
  }

  function play(view: SeatView, rng: Rng): Decision {
    const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    if (cfg.slip > 0 && rng.int(1000) < cfg.slip * 1000) {
      const card = legal[rng.int(legal.length)] as Card;
      return { action: { type: 'play', seat: view.seat, card }, hint: { code: 'random' } };
    }
    const weigh = cfg.inference ? bidInference(view) : null;
    const a = analyzeForSeat(view, {
      seed: seedOf(rng),
      maxLayouts: cfg.playLayouts,
      exactLimit: cfg.exactLimit,
      ...(weigh ? { weight: (layout: HandState) => weigh(startHands(layout)) } : {}),
    });
    const sign = view.seat === view.declarer ? 1 : -1;
    let best = a.cards[0] as (typeof a.cards)[number];
    for (const c of a.cards)
      if (
        sign * (c.meanValue - best.meanValue) > 1e-9 ||
        (c.meanValue === best.meanValue && c.keeps > best.keeps)
      )
        best = c;
    return {
      action: { type: 'play', seat: view.seat, card: best.card },
      hint: { code: 'bestCard', card: best.card, layouts: a.layouts, keeps: best.keeps, wins: best.wins },
    };
  }

  return {
    name: level,
    decide(view, rng) {
      const only = forced(view);
      if (only) return only;
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
