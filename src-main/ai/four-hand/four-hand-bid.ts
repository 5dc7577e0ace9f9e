/**
 * Křížový's bidding decisions of the levels by evaluation (docs/ai.md, "The variants"): forehand's
 * trump card, his called rank, the game, Dobrá or Špatná, and the declarer's announcement. Each
 * candidate is played out on deals of the unseen cards consistent with the seat's view
 * (four-hand-layouts.ts `dealBeforePlay`) by the exact four-seat search from the first lead, and the
 * choice follows the mean of the money the seat itself receives (`declarerMoney`: alone he is paid by
 * three, in pairs by one; `seatMoney` for a partner or a defender). The trump suit, the call, the
 * game and Dobrá stay the rules player's unless another beats it on the same deals by more than its
 * standard error (`surelyGains`): most of them are close (the best of eight calls on ten deals is
 * mostly the luckiest), and the rule of thumb's is usually among the best. Anytime as in volený (budget.ts): every deal values
 * every candidate, and the choice rests on the deals finished; with none finished in time the rules
 * player decides.
 */
import {
  type Action,
  type Announced,
  type Card,
  type Game,
  type HandState,
  type Rank,
  type Rng,
  type Seat,
  type SeatView,
  type Suit,
  SUITS,
  gameRank,
  offeredGames,
  suitOf,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../baselines.ts';
import { Work, settledBy } from '../budget.ts';
import { type ContractSpec, type Estimate, beyondPrior, bestMean, estimate } from '../estimate.ts';
import { dealBeforePlay, startLayout } from './four-hand-layouts.ts';
import type { FourHandConfig, FourHandTiming } from './four-hand-config.ts';
import { bestChooser } from '../level-choice.ts';
import { CALL_ORDER, bestTrumpSuit, callFor, trumpCardOf } from '../heuristics.ts';
import type { Decision } from '../player.ts';
import { callRank, fourHandTrump } from '../variants.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/**
 * What the declarer himself receives for a hand whose money per defender is `perDefender`: alone he
 * is paid by (or pays) each of three defenders, in pairs one of the two (docs/variants.md, settlement).
 */
export function declarerMoney(start: HandState, perDefender: number): number {
  const declaring = partnerOf(start) === null ? 1 : 2;
  return (perDefender * (start.table.size - declaring)) / declaring;
}

/**
 * The calls worth comparing with trumps `trump` and forehand's `cards`: each rank he lacks in trumps,
 * highest first as the rule of thumb calls them (at most `lacked`), then, unless `lacked` is given, one he holds (playing alone on
 * purpose; every held rank plays the same), among `offered`.
 */
export function callCandidates(
  cards: readonly Card[],
  trump: Suit,
  offered: readonly Rank[],
  lacked?: number,
): Rank[] {
  const holds = (r: Rank) => cards.includes(`${trump}${r}`);
  const out = CALL_ORDER.filter((r) => offered.includes(r) && !holds(r)).slice(0, lacked ?? 8);
  const alone = [...CALL_ORDER].reverse().find((r) => offered.includes(r) && holds(r));
  if (lacked === undefined && alone !== undefined) out.push(alone);
  return out;
}

/** A candidate's index as a chooser's `prior` (level-choice.ts `chooser`); none when it is not on offer. */
const priorIndex = (i: number): number | undefined => (i >= 0 ? i : undefined);
/** The values of candidate `j` over the deals (rows hold one value per candidate). */
const column = (rows: readonly (readonly number[])[], j: number) => rows.map((r) => r[j] as number);
const estimates = (rows: readonly (readonly number[])[], k: number): Estimate[] =>
  Array.from({ length: k }, (_, j) => estimate(column(rows, j)));

/**
 * What `seat` receives when the hand starting at `start` pays `perDefender` to each defender (the
 * declarer's side wants it high): the declarer as `declarerMoney`, his partner as much, a defender
 * the opposite.
 */
export function seatMoney(start: HandState, seat: Seat, perDefender: number): number {
  if (seat === start.declarer) return declarerMoney(start, perDefender);
  return partnerOf(start) === seat ? perDefender : -perDefender;
}

/** A contract at the first lead of one deal and its exact money per defender. */
interface Solved {
  readonly start: HandState;
  readonly paid: number;
}

/**
 * Rows of values on deals of the unseen cards before play (`dealBeforePlay`), within the level's work:
 * `row` values every candidate on one deal, solving each contract with `solve`. Rows of the deals
 * finished; the work is reported under the view's phase. `best`: the decision takes the best of the
 * candidates (higher better), so it stops dealing once that is clear (the level's `clear` rule for křížový).
 */
function rowsBeforePlay(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
  row: (hands: Card[][], solve: (spec: ContractSpec, rank?: Rank) => Solved) => number[],
  best = false,
): number[][] {
  const clear = best ? (cfg.clearRule ?? null) : null;
  const work = new Work(
    { deals: clear?.upTo ?? cfg.bidSamples, nodes: cfg.bidNodes, ms: timing.ms },
    timing.clock,
  );
  const rows = work.rows(() => {
    const hands = dealBeforePlay(view, rng);
    return row(hands, (spec, rank) => {
      const start = startLayout(view, hands, spec, rank);
      if (start === null) throw new Error(`a deal of the unseen cards refused ${JSON.stringify(spec)}`);
      return { start, paid: work.value(start) };
    });
  }, settledBy(clear));
  timing.onWork?.(view.phase, { deals: work.deals, nodes: work.nodes, late: work.late });
  return rows;
}

/**
 * Values of suit games with forehand as declarer on sampled deals: `candidates` each name trumps, the
 * called rank and the announcement. Rows of the deals finished (one value per candidate, the
 * declarer's own money).
 */
function playOut(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
  candidates: readonly { trump: Suit; rank: Rank; announced: Announced }[],
): number[][] {
  return rowsBeforePlay(
    view,
    rng,
    cfg,
    timing,
    (_, solve) =>
      candidates.map((c) => {
        const spec: ContractSpec = {
          declarer: view.seat,
          game: 'suit',
          trump: c.trump,
          announced: c.announced,
          doubles: {},
        };
        const { start, paid } = solve(spec, c.rank);
        return declarerMoney(start, paid);
      }),
    true,
  );
}

/**
 * Forehand's trump card from his first four. Each suit among them is played out as trumps on the same
 * deals with the call the rule of thumb would make with it (`callFor`: the highest rank he lacks), and
 * the suit is chosen on those values; the call itself is chosen afterwards (`fourHandCall`), once the
 * card is laid. Valuing a suit by the best of several calls' means would take the luckiest of them on
 * few deals (a winner's curse), and most for the suits whose calls spread most: a one-card trump, where
 * the partner carries the trumps. The rules player's suit stays unless another beats it by more than
 * the standard error on the same deals. Cards of one suit play alike (the trump card only tells the
 * others what he holds, which the solver's open cards know anyway), so the suit's card is the one the
 * rule of thumb lays (its lowest). Null: no deal in time.
 */
export function fourHandTrumpCard(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const offered = view.legal.flatMap((a) => (a.type === 'chooseTrump' ? [a.card] : []));
  const suits = SUITS.filter((s) => offered.some((c) => suitOf(c) === s));
  if (suits.length === 0) return null;
  const candidates = suits.map((trump) => ({
    trump,
    rank: callFor(view.hand, trump) ?? (callCandidates(view.hand, trump, CALL_ORDER)[0] as Rank),
    announced: {},
  }));
  const rows = playOut(view, rng, cfg, timing, candidates);
  if (rows.length === 0) return null;
  const e = estimates(rows, candidates.length);
  const rule = suitOf((fourHandTrump(view).action as Extract<Action, { type: 'chooseTrump' }>).card);
  const pick = (timing.choose ?? bestChooser)(
    view.phase,
    e.map((x) => x.mean),
    beyondPrior(
      suits.map((_, j) => column(rows, j)),
      Math.max(0, suits.indexOf(rule)),
    ),
    rng,
    rows,
    undefined,
    priorIndex(suits.indexOf(rule)),
  );
  const suit = suits[pick] as Suit;
  const card = trumpCardOf(
    offered.filter((c) => suitOf(c) === suit),
    suit,
  );
  const action = view.legal.find((a) => a.type === 'chooseTrump' && a.card === card) as Action;
  const length = view.hand.filter((c) => suitOf(c) === suit).length;
  return { action, hint: { code: 'trumps', suit, length, win: (e[pick] as Estimate).win } };
}

/**
 * Forehand's call with his trump card laid: every rank he lacks in trumps and playing alone (a rank he
 * holds), each played out on the same deals; the best mean of his own money. Null: no deal in time.
 */
export function fourHandCall(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const offered = view.legal.flatMap((a) => (a.type === 'callRank' ? [a.rank] : []));
  const trump = view.trump;
  if (trump === null || offered.length === 0) return null;
  const ranks = callCandidates(view.hand, trump, offered);
  const rows = playOut(
    view,
    rng,
    cfg,
    timing,
    ranks.map((rank) => ({ trump, rank, announced: {} })),
  );
  if (rows.length === 0) return null;
  const e = estimates(rows, ranks.length);
  const rule = (callRank(view).action as Extract<Action, { type: 'callRank' }>).rank;
  const j = (timing.choose ?? bestChooser)(
    view.phase,
    e.map((x) => x.mean),
    beyondPrior(
      ranks.map((_, k) => column(rows, k)),
      Math.max(0, ranks.indexOf(rule)),
    ),
    rng,
    rows,
    undefined,
    priorIndex(ranks.indexOf(rule)),
  );
  const rank = ranks[j] as Rank;
  const action = view.legal.find((a) => a.type === 'callRank' && a.rank === rank) as Action;
  return { action, hint: { code: 'callRank', rank, win: (e[j] as Estimate).win } };
}

/**
 * The declarer's announcement (game or hundred, with or without the seven) among those on offer, each
 * played out on the same deals with his trumps and call; the best mean of his own money. Null: no deal
 * in time.
 */
export function fourHandAnnounce(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const options = view.legal.flatMap((a) => (a.type === 'announce' ? [a] : []));
  const trump = view.trump;
  const rank = view.called?.rank;
  if (options.length === 0 || trump === null || rank === undefined) return null;
  const rows = playOut(
    view,
    rng,
    cfg,
    timing,
    options.map((a) => ({ trump, rank, announced: { seven: a.seven, hundred: a.hundred } })),
  );
  if (rows.length === 0) return null;
  const e = estimates(rows, options.length);
  const rule = rulePlayer.decide(view, rng).action as Extract<Action, { type: 'announce' }>;
  const ruled = options.findIndex((a) => a.seven === rule.seven && a.hundred === rule.hundred);
  const j = (timing.choose ?? bestChooser)(
    view.phase,
    e.map((x) => x.mean),
    bestMean(e),
    rng,
    rows,
    undefined,
    priorIndex(ruled),
  );
  const a = options[j] as (typeof options)[number];
  return {
    action: a,
    hint: { code: 'announce', seven: a.seven, hundred: a.hundred, win: (e[j] as Estimate).win },
  };
}

/**
 * The game (forehand's, or a refuser's after Špatná): each game on offer played out on the same deals
 * with the view's seat as declarer (a suit game with his trump card and call, betl and durch alone
 * against three), valued by his own money. The rules player's game (the first on offer: forehand's
 * suit game, a refuser's lowest) stays unless another beats it by more than the standard error of the
 * gain. Betl and durch are judged double-dummy (docs/ai.md, "The variants"). Null: no deal in time.
 */
export function fourHandGame(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const games = view.legal.flatMap((a) => (a.type === 'chooseGame' ? [a.game] : []));
  if (games.length === 0) return null;
  const rows = rowsBeforePlay(
    view,
    rng,
    cfg,
    timing,
    (_, solve) =>
      games.map((game) => {
        const trump = game === 'suit' ? view.trump : null;
        const { start, paid } = solve({ declarer: view.seat, game, trump, announced: {}, doubles: {} });
        return declarerMoney(start, paid);
      }),
    true,
  );
  if (rows.length === 0) return null;
  const e = estimates(rows, games.length);
  const rule = rulePlayer.decide(view, rng).action as Extract<Action, { type: 'chooseGame' }>;
  const j = (timing.choose ?? bestChooser)(
    view.phase,
    e.map((x) => x.mean),
    beyondPrior(
      games.map((_, k) => column(rows, k)),
      Math.max(0, games.indexOf(rule.game)),
    ),
    rng,
    rows,
    undefined,
    priorIndex(games.indexOf(rule.game)),
  );
  const game = games[j] as Game;
  return {
    action: { type: 'chooseGame', seat: view.seat, game },
    hint: { code: 'chooseGame', game, win: (e[j] as Estimate).win },
  };
}

/**
 * The trump suit the bidder of a suit game holds on a deal, as the others must guess it before the
 * trump card is turned up: the rule of thumb's suit among four of his eight cards taken at random for
 * his first four (`hands` are dealt in random order).
 */
const bidderTrump = (cards: readonly Card[]): Suit => bestTrumpSuit(cards.slice(0, 4)).suit;

/**
 * Dobrá or Špatná: passing (the bid game played by its bidder, this seat a defender, or in a suit game
 * the partner where the deal gives him the called card) against taking over with each higher game
 * (alone against three), each played out on the same deals and valued by the seat's own money. A
 * takeover must win in the level's share of the deals (`refuseAt`) and beat passing, the rules player's
 * answer, by more than the standard error of the gain. Null: no deal in time, or nothing higher.
 */
export function fourHandAnswer(
  view: SeatView,
  rng: Rng,
  cfg: FourHandConfig,
  timing: FourHandTiming,
): Decision | null {
  const { bid, bidder, seat } = view;
  const approve = view.legal.find((a) => a.type === 'approve');
  if (
    bid === null ||
    bidder === null ||
    approve === undefined ||
    !view.legal.some((a) => a.type === 'refuse')
  )
    return null;
  const games = offeredGames(view).filter((g) => gameRank(g, view.rules) > gameRank(bid, view.rules));
  const rows = rowsBeforePlay(view, rng, cfg, timing, (hands, solve) => {
    const trump = bid === 'suit' ? bidderTrump(hands[bidder] as Card[]) : null;
    const passing = solve({ declarer: bidder, game: bid, trump, announced: {}, doubles: {} });
    return [
      seatMoney(passing.start, seat, passing.paid),
      ...games.map((game) => {
        const { start, paid } = solve({ declarer: seat, game, trump: null, announced: {}, doubles: {} });
        return declarerMoney(start, paid);
      }),
    ];
  });
  if (rows.length === 0) return null;
  const e = estimates(rows, games.length + 1);
  // Passing first, then the takeovers that win often enough.
  const options = [0, ...games.map((_, k) => k + 1).filter((j) => (e[j] as Estimate).win >= cfg.refuseAt)];
  const pick = options[
    beyondPrior(
      options.map((j) => column(rows, j)),
      0,
    )
  ] as number;
  if (pick > 0) {
    const game = games[pick - 1] as Game;
    return {
      action: { type: 'refuse', seat },
      hint: { code: 'refuse', game, win: (e[pick] as Estimate).win },
    };
  }
  const best = bestMean(e.slice(1));
  const win = (e[best + 1] as Estimate).win;
  return {
    action: approve,
    hint: {
      code: 'approve',
      best: games[best] as Game,
      win,
      ...(win >= cfg.refuseAt ? { noGain: true } : {}),
    },
  };
}
