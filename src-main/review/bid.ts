/**
 * A bidding decision of a finished hand graded (it runs in a solver worker: the `reviewBid` task). Each
 * alternative the decider had is priced by playing the hand from the first lead with every card
 * visible (the exact solver), the rest of the bidding carried on by `continueBidding`: the decider's
 * own later calls as he made them where they still apply, every other seat's recorded call only where
 * it sees what it saw when it made it, else the computer's rules player's answer to the auction as it
 * then stands (`replyPolicy`; so no opponent holds a step after another bid that he would not hold).
 * Priced exactly on the actual deal, and from the decider's view as a mean over deals of the cards it
 * could not see (`sampleUnseen`, a fixed seed, so a review repeats), where the other seats' hands are
 * not theirs and all their calls are the policy's. `replies` says when a price rests on such a call.
 *
 * Alternatives are bounded (`alternatives`): trumps — a card of each suit of the first seven, and
 * blind (valued as the mean over the five cards it could turn up); the game — each game allowed; the
 * talon — every pair of the rule of thumb's `DISCARD_POOL` likeliest cards, its own pair, the pair
 * laid and, for betl and durch, a pair that makes the game certain (certain-talon.ts); Dobrá/Špatná — both; the announcement — each one allowed; doubles — passing, each component
 * or announcement against alone, all of them at once, and the call made. Licitovaný's and křížový's
 * phases (the auction, the talon and its discard, the trump card, the called rank) and the deals of
 * their seat views: bid-variants.ts.
 *
 * Lízaný's calls lead to a hand that starts with the stock, which no exact search can take: they are
 * graded from the seat alone, over draws (draws.ts `drawFor`: orders of the stock with the other hand), each
 * alternative's hand played out from the first lead as the stock cards' samples are (draws.ts
 * `playOutValue`); `exact` null and `draws` say so.
 *
 * Money is the solver's: base rates per defender, declarer-oriented. An alternative that puts the
 * decider on the other side (Špatná makes him declarer) is counted from his side in that contract, and
 * every value is reported in the orientation of the side he was on in the hand as played, so that
 * `grade` compares like with like.
 */
import {
  type Action,
  type Card,
  type HandSetup,
  type HandState,
  type Phase,
  type Seat,
  type SeatView,
  type Side,
  SUITS,
  actionKey,
  apply,
  createRng,
  forehand,
  has,
  legalActions,
  replay,
  settle,
  sideOf,
  suitOf,
  toCards,
  view,
} from '../../src-shared/index.ts';
import type { PricedAlternative, SeatGrade } from '../../src-shared/api/review.ts';
import { type DecisionGrade, EPSILON, forSide, grade } from '../../src-shared/review/grade.ts';
import { pairedMeans, roundSizes, sampledGrade, surelyNotBest } from '../../src-shared/review/interval.ts';
import { discardCandidates, discardFor, trumpCardOf } from '../ai/heuristics.ts';
import { rulePlayer } from '../ai/baselines.ts';
import { certainTalon } from '../ai/certain-talon.ts';
import { doublingCandidates } from '../ai/two-hand/two-hand-bid.ts';
import { type Deal, sampleUnseen } from '../ai/unseen.ts';
import { drawFor, playOutValue } from '../solver/draws.ts';
import { Search } from '../solver/search.ts';
import { dealsVariant, variantCandidates, variantDeal, variantDefault } from './bid-variants.ts';
import { mainVariant } from '../variants/registry.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/**
 * The seat view's deals of the unseen cards: sampled in rounds (12, 24, 48, then 96 in all) until the
 * grade is decided (src-shared/review/interval.ts). Past `settle` (48) the last round begins only while
 * best and worse are still apart (graded best, undecided: the one undecided grade that can read best on
 * one sample and a mistake on another) and no deal begins once the seat view's search has spent `nodes`
 * (a flek's deals take some 80,000–150,000 nodes, a trump choice's with its talon pairs some 300,000);
 * a grade decided, or undecided only between worse grades, stops at 48 deals as before. The bounds are
 * in deals and nodes, not time, so a grade repeats on any machine.
 */
export const BID_SAMPLING = { first: 12, settle: 48, max: 96, nodes: 16_000_000 } as const;
/** The bound of the seat view's deals (by default). */
export const BID_DEALS = BID_SAMPLING.max;
/**
 * Lízaný's calls are valued over draws (no exact search can start while the stock lasts), in the same
 * rounds and bound as the deals (`BID_SAMPLING`, the task's `deals`), and besides a bound of work in
 * nodes (search and play-out over every alternative) past which no further draw begins. Nodes and
 * draws, not time: the same grade on any machine.
 */
export const BID_DRAWS = { nodes: 40_000_000 } as const;
/** The rule of thumb's likeliest talon cards whose pairs are priced. */
export const DISCARD_POOL = 5;

/** What a worker receives: a finished hand's record and the index of the decision to grade. */
export interface BidTask {
  readonly method: 'reviewBid';
  readonly setup: HandSetup;
  readonly actions: readonly Action[];
  readonly index: number;
  /** Seed of the seat view's deals. */
  readonly seed: number;
  /** The bound of the seat view's deals (default BID_DEALS; 0: exact only). */
  readonly deals?: number;
  /**
   * Graded in place of `actions[index]` (the review's "try again"): priced among the recorded
   * decision's alternatives (added to them when it is none of them), the recorded action still telling
   * the bidding after it (`continueBidding`'s `fresh`), so the recorded action given here grades exactly
   * as the review graded it.
   */
  readonly choice?: Action;
}

export interface BidGrade {
  /** The decider's side in the hand as played. */
  readonly side: Side;
  /** Null: not searchable (lízaný's calls, `draws`). */
  readonly exact: DecisionGrade | null;
  readonly bestAction: Action | null;
  readonly seatView: SeatGrade | null;
  /** Every alternative priced, the one chosen first. */
  readonly alternatives: readonly PricedAlternative[];
  /**
   * A lízaný call, valued over the draws (the seat view `over: 'draws'`): the stock's size before it
   * and `exactSearched` false — from the first lead the stock's every draw would have to be searched
   * with every card visible, far past any bound, so `exact` is null (the stock cards' `draws`).
   */
  readonly draws?: { readonly stockSize: number; readonly exactSearched: boolean };
  /**
   * Another seat called after the decision, before play, where the record could not tell its call
   * (after another choice, or on a deal of the seat's view): `rules`, its call is the policy's
   * (`replyPolicy`, the rules player's). Absent: every price rests on the calls as they were made.
   */
  readonly replies?: 'rules';
  /** The work: search nodes (the actual deal's and the seat view's), values priced in the seat view (its deals × the alternatives valued on each). */
  readonly work: { readonly nodes: number; readonly samples: number };
}

interface Alternative {
  /** The action shown for it. */
  readonly action: Action;
  /** The actions valued; more than one (blind) is the mean over them. */
  readonly takes: readonly Action[];
}

const same = (a: Action, b: Action): boolean => actionKey(a) === actionKey(b);

/** The phase in which an action is taken. */
export function phaseOf(a: Action): Phase {
  switch (a.type) {
    case 'chooseTrump':
    case 'chooseTrumpBlind':
      return 'trumpChoice';
    case 'chooseGame':
      return 'gameChoice';
    case 'discard':
      return 'discard';
    case 'approve':
    case 'refuse':
      return 'answer';
    case 'announce':
      return 'announce';
    case 'double':
    case 'pass':
      return 'doubling';
    case 'play':
    case 'claim':
      return 'play';
    case 'bid':
    case 'hold':
    case 'drop':
      return 'auction';
    case 'fold':
    case 'declare':
      return 'talon';
    case 'callRank':
      return 'call';
    case 'chooseTrumpSuit':
      return 'trumpSuit';
  }
}

/** The bounded alternatives of `chosen` at `state` (the chosen one first); each is legal there. */
export function alternatives(state: HandState, chosen: Action): Alternative[] {
  const seat = chosen.seat;
  const legal = legalActions(state);
  const out: Alternative[] = [{ action: chosen, takes: [chosen] }];
  const add = (a: Action, takes: readonly Action[] = [a]) => {
    if (out.some((x) => same(x.action, a))) return;
    if (takes.length > 0 && takes.every((t) => apply(state, t).ok)) out.push({ action: a, takes });
  };
  // Licitovaný's talon and discard: the pairs and contracts its sampling player tries (bid-variants.ts).
  const own = variantCandidates(state, chosen);
  if (own !== null) {
    for (const a of own) add(a);
    return out;
  }
  switch (chosen.type) {
    case 'chooseTrump':
    case 'chooseTrumpBlind': {
      const first = toCards(state.firstSeven);
      const blind = legal.filter((a) => a.type === 'chooseTrumpBlind');
      if (chosen.type === 'chooseTrumpBlind') out[0] = { action: chosen, takes: blind };
      for (const suit of SUITS) {
        if (!first.some((c) => suitOf(c) === suit)) continue;
        if (chosen.type === 'chooseTrump' && suitOf(chosen.card) === suit) continue;
        add({ type: 'chooseTrump', seat, card: trumpCardOf(first, suit) });
      }
      if (chosen.type !== 'chooseTrumpBlind' && blind.length > 0) add(blind[0] as Action, blind);
      break;
    }
    case 'discard': {
      const hand = toCards(state.hands[seat] ?? 0);
      const game = state.bidding?.game ?? 'suit';
      const trump = game === 'suit' ? state.trump : null;
      const trumpCard = game === 'suit' ? state.trumpCard : null;
      add({ type: 'discard', seat, cards: discardFor(hand, game, trump, trumpCard) });
      const pool = discardCandidates(hand, game, trump, trumpCard, DISCARD_POOL);
      pool.forEach((a, i) =>
        pool.slice(i + 1).forEach((b) => add({ type: 'discard', seat, cards: [a, b] as [Card, Card] })),
      );
      const certain = certainTalon(state.rules, state.table, seat, hand, game).pair;
      if (certain !== null) add({ type: 'discard', seat, cards: [certain[0], certain[1]] });
      break;
    }
    case 'double':
    case 'pass':
      // Passing, each part alone and all at once, as the levels compare them in lízaný.
      for (const a of doublingCandidates(legal)) add(a);
      break;
    default:
      // The game, Dobrá/Špatná, the announcement: every choice the rules allow.
      for (const a of legal) if (phaseOf(a) === phaseOf(chosen)) add(a);
  }
  return out;
}

/**
 * The policy the review takes a call from where the record cannot tell it: the computer's rules player
 * (ai/baselines.ts `rulePlayer`, ai/variants.ts in the phases the variants add) — the very reply the
 * levels' own evaluated calls assume of the other seats (ai/auction/auction-bid.ts plays every other
 * seat's auction call by `auctionCall`, ai/two-hand/two-hand-bid.ts every later lízaný call by the rules
 * player). Given the seat's view of the new auction, so a seat holds or bids a step only where its
 * cards support it. The talon as the levels lay it: for betl and durch a pair that makes the game
 * certain where one exists (certain-talon.ts), else the rule of thumb; the game named the plain one.
 */
export function replyPolicy(s: HandState): Action {
  // A phase of licitovaný, křížový or lízaný: the rules player's call there (bid-variants.ts).
  const own = variantDefault(s);
  if (own !== null && apply(s, own).ok) return own;
  const legal = legalActions(s);
  const seat = s.toAct as Seat;
  const pick = (f: (a: Action) => boolean) => legal.find(f) ?? legal[0]!;
  switch (s.phase) {
    case 'gameChoice':
      return pick((a) => a.type === 'chooseGame' && a.game === 'suit');
    case 'discard': {
      const game = s.bidding?.game ?? 'suit';
      const suit = game === 'suit';
      const hand = toCards(s.hands[seat] ?? 0);
      const cards =
        certainTalon(s.rules, s.table, seat, hand, game).pair ??
        discardFor(hand, game, suit ? s.trump : null, suit ? s.trumpCard : null);
      const a: Action = { type: 'discard', seat, cards };
      return apply(s, a).ok ? a : pick((x) => x.type === 'discard');
    }
    case 'answer':
      return pick((a) => a.type === 'approve');
    case 'announce':
    case 'doubling': {
      // The rules player: a seven with five trumps and the ace; a flek once, by the defence, with four
      // trumps or three and the ace (deterministic, so no random stream is read).
      const a = rulePlayer.decide(view(s, seat), createRng(0)).action;
      return apply(s, a).ok ? a : pick((x) => x.type === 'pass' || (x.type === 'announce' && !x.seven));
    }
    default:
      return legal[0] as Action;
  }
}

/** How the rest of the bidding is carried on after a decision (`continueBidding`). */
export interface Continuation {
  /**
   * The hand as played: the state before each action of `rest` (`recordedStates`). Given, another seat's
   * recorded call is kept where that seat sees exactly what it saw when it made it (the choice made, or
   * an alternative hidden from it such as another talon pair): it is that seat's own answer there.
   * Absent (a sampled deal, whose other hands are not the real ones): every other seat's call is the
   * policy's.
   */
  readonly recorded?: readonly HandState[];
  /** Counts the other seats' calls taken from the policy where they had a choice (an assumption). */
  readonly replies?: { estimated: number };
}

/** The states before each action of `rest`, the hand as played from `after` (the recorded choice made). */
export function recordedStates(after: HandState, rest: readonly Action[]): HandState[] {
  const out: HandState[] = [];
  let s = after;
  for (const a of rest) {
    if (s.phase === 'play' || s.phase === 'finished') break;
    out.push(s);
    const r = apply(s, a);
    if (!r.ok) break;
    s = r.value;
  }
  return out;
}

const viewKey = (s: HandState, seat: Seat): string => JSON.stringify(view(s, seat));

/**
 * The bidding from `state` to the first lead (or to a hand paid without play).
 * - The decider's own later calls: his next recorded call of this phase that the rules still allow (in
 *   licitovaný's auction strictly in their order: the next one if the rules still allow it, else that
 *   call spent), else the policy's. `fresh`: he chose otherwise than recorded, so his own talon (and
 *   křížový's called rank) is laid by the policy.
 * - Every other seat: its recorded call where it sees what it saw when it made it (`continuation.recorded`,
 *   the actual deal only), else the policy's answer to the new auction (`replyPolicy`): never a recorded
 *   "Mám" replayed over a step the seat would not hold.
 */
export function continueBidding(
  state: HandState,
  rest: readonly Action[],
  decider: Seat,
  fresh: boolean,
  continuation: Continuation = {},
): HandState {
  const { recorded, replies } = continuation;
  const used = new Set<number>();
  const keys = new Map<number, string>();
  const recordedKey = (j: number, seat: Seat): string | null => {
    const at = recorded?.[j];
    if (at === undefined) return null;
    if (!keys.has(j)) keys.set(j, viewKey(at, seat));
    return keys.get(j) as string;
  };
  let s = state;
  for (let step = 0; step < 100 && s.phase !== 'play' && s.phase !== 'finished'; step++) {
    const seat = s.toAct as Seat;
    let next: HandState | null = null;
    if (seat !== decider) {
      // Another seat: its own recorded answer only to the very situation it answered.
      if (recorded !== undefined) {
        const now = viewKey(s, seat);
        for (let j = 0; j < rest.length && next === null; j++) {
          const a = rest[j] as Action;
          if (used.has(j) || a.seat !== seat || phaseOf(a) !== s.phase || recordedKey(j, seat) !== now)
            continue;
          const r = apply(s, a);
          if (r.ok) {
            used.add(j);
            next = r.value;
          }
        }
      }
      if (next === null && replies !== undefined && legalActions(s).length > 1) replies.estimated++;
    } else if (s.phase === 'auction') {
      const j = rest.findIndex((a, k) => !used.has(k) && a.seat === seat && phaseOf(a) === 'auction');
      if (j >= 0) {
        used.add(j);
        const r = apply(s, rest[j] as Action);
        if (r.ok) next = r.value;
      }
    } else if (!(fresh && (s.phase === 'discard' || s.phase === 'call')))
      for (let j = 0; j < rest.length && next === null; j++) {
        const a = rest[j] as Action;
        if (used.has(j) || a.seat !== seat || phaseOf(a) !== s.phase) continue;
        const r = apply(s, a);
        if (r.ok) {
          used.add(j);
          next = r.value;
        }
      }
    if (next === null) {
      const r = apply(s, replyPolicy(s));
      if (!r.ok) throw new Error(`the policy's bidding action was refused: ${r.error.code}`);
      next = r.value;
    }
    s = next;
  }
  if (s.phase !== 'play' && s.phase !== 'finished') throw new Error('the bidding did not end');
  return s;
}

export interface PriceOptions {
  readonly shouldStop?: () => boolean;
  /** Counts the search nodes spent, the draws' play-outs' too (the seat view's bound of work). */
  readonly work?: { nodes: number };
  /**
   * Told of each deal (lízaný: draw) of the seat view as it is priced: the state dealt and every
   * alternative's value on it, the decider's own money in the order of `BidGrade.alternatives` — the
   * samples the seat view's grade is judged on (training's bidding drills judge every choice on them).
   */
  readonly onSample?: (dealt: HandState, values: readonly number[]) => void;
  /**
   * Every alternative valued on every deal of the seat view (training's bidding drills judge every
   * choice against every other). Otherwise an alternative surely not the best after a round is valued
   * no further (interval.ts `surelyNotBest`): the grade of the recorded choice needs the rest only.
   */
  readonly everyAlternative?: boolean;
}

/**
 * Money of a hand at its first lead (solved exactly) or paid without play; lízaný's, whose first lead
 * comes with the stock, played out as the stock cards' samples are (src-main/solver/draws.ts
 * `playOutValue`: the rules of thumb to the stock's last trick, minimax there, the exact search after).
 */
export function handValue(start: HandState, options: PriceOptions = {}, share?: 'fresh' | 'keep'): number {
  if (start.phase === 'finished') return settle(start).perDefender;
  if (mainVariant(start.variant).drawsFromStock && stockOf(start).length > 0) {
    const r = playOutValue(start, options.shouldStop);
    if (options.work) options.work.nodes += r.nodes;
    return r.value;
  }
  const search = new Search(start, {
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    ...(share === undefined ? {} : { share }),
  });
  try {
    return search.value();
  } finally {
    if (options.work) options.work.nodes += search.nodes;
  }
}

/**
 * The decider's own money (his side's orientation) of each alternative at `state`; `recorded`: the
 * action the record holds there (a take other than it lays the decider's own talon afresh);
 * `continuation`: the hand as played (on the actual deal only) and the count of replies assumed.
 */
function priceAll(
  state: HandState,
  alts: readonly Alternative[],
  recorded: Action,
  rest: readonly Action[],
  options: PriceOptions,
  continuation: Continuation = {},
): number[] {
  const decider = recorded.seat;
  // The choices on one deal share the solver's table where they search the same game (Search
  // `share`); the first search of a deal starts it afresh.
  let first = true;
  return alts.map((alt) => {
    let sum = 0;
    for (const take of alt.takes) {
      const after = apply(state, take);
      if (!after.ok) throw new Error(`an alternative was refused: ${after.error.code}`);
      const start = continueBidding(after.value, rest, decider, !same(take, recorded), continuation);
      // Křížový's partner is on the declarer's side (the called card's holder in that contract).
      sum += forSide(sideOf(start, decider), handValue(start, options, first ? 'fresh' : 'keep'));
      first = false;
    }
    return sum / alt.takes.length;
  });
}

/**
 * The state before a decision with the cards `seen`'s seat cannot see dealt as `deal` says. A trump card
 * that seat has not seen is drawn afresh from forehand's dealt cards (keeping the real one whenever it
 * happened to be dealt to forehand would favour the truth), and the trumps with it. Null: the deal
 * cannot carry the state.
 */
export function withDeal(
  state: HandState,
  seen: SeatView,
  deal: Deal,
  rng: ReturnType<typeof createRng>,
): HandState | null {
  const fh = forehand(state.table);
  const fhHand = deal.hands[fh] ?? 0;
  let { trumpCard, trump, people } = state;
  if (state.phase === 'trumpChoice') {
    const first = toCards(state.firstSeven);
    people = toCards(fhHand).filter((c) => !first.includes(c));
    if (people.length !== state.people.length) return null;
  } else if (trumpCard !== null && seen.trumpCard === null) {
    const own = toCards(fhHand);
    if (own.length === 0) return null;
    trumpCard = own[rng.int(own.length)] as Card;
    if (trump !== null) trump = suitOf(trumpCard);
  } else if (trumpCard !== null && !has(fhHand, trumpCard)) return null;
  return { ...state, hands: deal.hands, talon: deal.talon, trumpCard, trump, people };
}

/** Grades the bidding decision `actions[index]` of a finished hand. Throws STOPPED when stopped. */
export function gradeBid(task: BidTask, options: PriceOptions = {}): BidGrade {
  const before = replay(task.setup, task.actions.slice(0, task.index));
  const end = replay(task.setup, task.actions);
  if (!before.ok || !end.ok) throw new Error('the record does not replay');
  const chosen = task.actions[task.index] as Action;
  if (chosen.type === 'play') throw new Error('a card is not a bidding decision');
  const seat = chosen.seat;
  const side: Side = sideOf(end.value, seat);
  const rest = task.actions.slice(task.index + 1);
  const { alts, at } = choiceAmong(alternatives(before.value, chosen), task.choice);
  const report = (mine: number) => forSide(side, mine);

  // Lízaný's calls: the hand starts with the stock, whose draws no exact search can take from the
  // first lead, so they are valued over the draws alone (the seat view's samples; `exact` null).
  const overDraws = mainVariant(before.value.variant).drawsFromStock;
  // The other seats' later calls: on the actual deal their own where they saw what they saw in the
  // hand, else the policy's; on the seat view's deals (other hands than theirs) always the policy's.
  const asPlayed = apply(before.value, chosen);
  if (!asPlayed.ok) throw new Error('the record does not replay');
  const replies = { estimated: 0 };
  // The actual deal's search, counted apart from the seat view's bound of work.
  const exactWork = { nodes: 0 };
  const exactMine = overDraws
    ? null
    : priceAll(
        before.value,
        alts,
        chosen,
        rest,
        { ...options, work: exactWork },
        {
          recorded: recordedStates(asPlayed.value, rest),
          replies,
        },
      );
  const bestExact = exactMine === null ? 0 : argmax(exactMine);
  const exact =
    exactMine === null
      ? null
      : grade(side, report(exactMine[at] as number), report(exactMine[bestExact] as number));

  // The seat view: the same prices on deals of the cards the decider could not see (lízaný: draws —
  // orders of the stock with the other hand, draws.ts `sampleWorld`), every alternative on the same
  // deals (paired), in rounds until the grade is decided or the bound is reached.
  const bound = task.deals ?? BID_DEALS;
  const rounds = bound <= 0 ? [] : roundSizes(BID_SAMPLING.first, bound);
  const rng = createRng(task.seed);
  const rows: number[][] = alts.map(() => []);
  let n = 0;
  const seen = view(before.value, seat);
  let seatView: SeatGrade | null = null;
  // Deals drawn in all (some cannot carry the recorded bidding): at most three per deal of the bound.
  let tries = 0;
  const maxTries = (rounds.at(-1) ?? 0) * 3;
  const work = { nodes: 0 };
  const priced = { ...options, work };
  // The alternatives still valued (interval.ts `surelyNotBest` drops the others after a round) and the
  // values priced in all: the work the grade reports (deals × alternatives, nodes).
  let valued = alts.map(() => true);
  let prices = 0;
  for (const size of rounds) {
    // Past `settle`, only while best and worse are apart and within the bound of work.
    const open = size <= BID_SAMPLING.settle || (seatView?.grade === 'best' && !seatView.decided);
    if (!open) break;
    for (
      ;
      n < size &&
      tries < maxTries &&
      (size <= BID_SAMPLING.settle || work.nodes < BID_SAMPLING.nodes) &&
      (!overDraws || work.nodes < BID_DRAWS.nodes);
      tries++
    ) {
      const dealt = overDraws
        ? drawFor(before.value, rng)
        : dealsVariant(before.value)
          ? variantDeal(before.value, seen, rng)
          : withDeal(before.value, seen, sampleUnseen(seen, rng), rng);
      if (dealt === null) continue;
      let row: number[];
      const assumed = { estimated: 0 };
      const pricing = alts.filter((_, j) => valued[j]);
      try {
        row = priceAll(dealt, pricing, chosen, rest, priced, { replies: assumed });
      } catch (e) {
        if (options.shouldStop?.()) throw e;
        // A sampled deal the recorded bidding cannot be carried over to (say, a discard that breaks the
        // rules there and no rule-of-thumb pair either): drawn again.
        continue;
      }
      let next = 0;
      valued.forEach((on, j) => {
        if (on) (rows[j] as number[]).push(row[next++] as number);
      });
      prices += row.length;
      options.onSample?.(dealt, row);
      replies.estimated += assumed.estimated;
      n++;
    }
    if (n === 0) break;
    const { grade: g, against } = sampledGrade(side, rows, at, { exact: false, looks: rounds.length });
    seatView = {
      ...g,
      bestAction: against === null ? null : (alts[against] as Alternative).action,
      ...(overDraws ? { over: 'draws' as const } : {}),
    };
    if (g.decided || tries >= maxTries || n < size || (overDraws && work.nodes >= BID_DRAWS.nodes)) break;
    if (!options.everyAlternative) {
      const dropped = surelyNotBest(rows, at, { exact: false, looks: rounds.length });
      valued = valued.map((on, j) => on && !dropped[j]);
    }
  }
  const means = pairedMeans(rows, at);
  return {
    side,
    exact,
    bestAction: exact !== null && exact.loss > EPSILON ? (alts[bestExact] as Alternative).action : null,
    seatView,
    alternatives: alts.map((a, j) => ({
      action: a.action,
      exact: exactMine === null ? null : report(exactMine[j] as number),
      seatView: n > 0 ? report(means[j] as number) : null,
      ...((rows[j] as number[]).length < n ? { seatSamples: (rows[j] as number[]).length } : {}),
    })),
    work: { nodes: exactWork.nodes + work.nodes, samples: prices },
    ...(overDraws ? { draws: { stockSize: stockOf(before.value).length, exactSearched: false } } : {}),
    ...(replies.estimated > 0 ? { replies: 'rules' as const } : {}),
  };
}

/**
 * The alternatives a retried `choice` is graded among (the recorded decision's, the choice added last
 * when it is none of them; a blind trump is the blind alternative) and its index; none: the recorded one.
 */
function choiceAmong(alts: Alternative[], choice: Action | undefined): { alts: Alternative[]; at: number } {
  if (choice === undefined) return { alts, at: 0 };
  const at = alts.findIndex(
    (a) =>
      same(a.action, choice) || (choice.type === 'chooseTrumpBlind' && a.action.type === 'chooseTrumpBlind'),
  );
  return at >= 0 ? { alts, at } : { alts: [...alts, { action: choice, takes: [choice] }], at: alts.length };
}

/** The first index of the highest value. */
function argmax(xs: readonly number[]): number {
  let j = 0;
  xs.forEach((x, k) => {
    if (x > (xs[j] as number) + EPSILON) j = k;
  });
  return j;
}
