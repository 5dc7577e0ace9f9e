/**
 * Lízaný's cards while the stock lasts valued for the judge (src-main/review/stock-card.ts): the exact
 * `Search` starts only once the stock is gone, so here the play before that — the free play and the draws
 * after each trick — is played out on whole hands (both hands and the stock's order known) and the exact
 * search values the rest. Runs in a worker (the `stockCard` task, tasks.ts).
 *
 * - Exact (every card visible, the stock in its real order, which the record holds): a minimax over
 *   every card of both seats until the stock is gone, the exact search after. Its tree grows about 64×
 *   per trick still drawn, so it is bounded in nodes (`exactNodes`): past the bound the card has no
 *   exact value (null), never a guessed one. In practice the last two tricks of the stock are searched.
 * - The seat's view: samples of what the seat cannot see — the other hand and the stock's order, unknown
 *   to both seats — drawn uniformly from the unseen cards, the other seat holding what the play showed
 *   (the trump seven he announced a seven with, the král of a marriage he announced, while unplayed).
 *   Each legal card (equivalent cards once) is valued on every sample by the same continuation: both
 *   seats play by the rules of thumb (src-main/ai/heuristics.ts `ruleCard`, deterministic, reading only
 *   the view of the seat to act) until the last trick of the stock (`STOCK_LOOKAHEAD`), that trick by
 *   minimax knowing the sample's cards, and the exact search once the stock is gone. A card in the last
 *   trick of the stock is thus valued exactly on each sample, as a card after the stock is on its one
 *   layout; earlier cards are valued against the rules of thumb's continuation, not against best play.
 *
 * The levels' own cards while the stock lasts (src-main/ai/two-hand/stock-player.ts) take the seat-view samples
 * one at a time from a view, without the trick of minimax (`lookahead` 0): about a tenth of the cost.
 */
import {
  type Card,
  type HandState,
  type Rng,
  type Seat,
  CARDS,
  STRENGTH_BY_INDEX,
  apply,
  cardIndex,
  cardPoints,
  createRng,
  fromCards,
  legalActions,
  rankOf,
  shuffled,
  sideOf,
  suitOf,
  view,
} from '../../src-shared/index.ts';
import { holdsMarriage } from '../../src-shared/variants/two-hand/announce.ts';
import { ruleCard } from '../ai/heuristics.ts';
import { STOPPED, Search } from './search.ts';
import { stockOf } from '../../src-shared/engine/state.ts';
import { withTwoHandOwn } from '../../src-shared/variants/two-hand/state.ts';

/** Tricks of the stock played by minimax (the last ones before it is gone); before them, the rules of thumb. */
export const STOCK_LOOKAHEAD = 1;

/** A card of lízaný while the stock lasts, valued on samples of the seat's view and exactly. */
export interface StockTask {
  readonly method: 'stockCard';
  /** The position before the card (play, stock not empty); the samples read only the seat's view of it. */
  readonly state: HandState;
  /** The sample stream's seed. */
  readonly seed: number;
  /** Samples of the stream already valued (this call values the next ones). */
  readonly skip: number;
  /** Samples to value (0: none, e.g. the exact values only). */
  readonly count: number;
  /** No sample begins past this many nodes (search and play-out). */
  readonly maxNodes: number;
  /** The bound of the exact minimax in nodes (0: no exact values). */
  readonly exactNodes: number;
  /** Tricks of the stock the samples play by minimax (default `STOCK_LOOKAHEAD`; 0: none). */
  readonly lookahead?: number;
  /**
   * Per class (`stockClasses`), whether the samples value it (default: every class). A class the
   * review's rounds dropped as surely not the best (src-shared/review/interval.ts `surelyNotBest`)
   * gets no further values: its row in `values` stays empty for this call.
   */
  readonly valued?: readonly boolean[];
}

export interface StockValues {
  /** The legal cards in classes of equivalent cards (the first of each values the class). */
  readonly classes: readonly (readonly Card[])[];
  /**
   * Per class, its money (per defender, the declarer's side positive) on each sample valued, in order
   * (none for a class not `valued`).
   */
  readonly values: readonly (readonly number[])[];
  /** Samples valued (fewer than asked when the node bound was reached). */
  readonly samples: number;
  /** Nodes spent on the samples. */
  readonly nodes: number;
  /** Per class, its exact money with the stock's real order; null when not asked or past the bound. */
  readonly exact: readonly number[] | null;
}

/** Thrown inside the minimax when its node bound is passed. */
const OVER = new Error('over the node bound');

/** Values a stock card's alternatives (the worker's `stockCard` task). */
export function valueStockCard(task: StockTask, hooks: { readonly shouldStop?: () => boolean } = {}) {
  const { state } = task;
  if (state.phase !== 'play' || state.toAct === null || stockOf(state).length === 0)
    throw new Error('a stock card needs a hand in play with a stock');
  const classes = stockClasses(state);
  const values: number[][] = classes.map(() => []);
  let nodes = 0;
  let samples = 0;
  const stop = hooks.shouldStop;
  try {
    for (let k = task.skip; k < task.skip + task.count; k++) {
      if (nodes >= task.maxNodes || stop?.()) break;
      const world = sampleWorld(state, createRng(sampleSeed(task.seed, k)));
      const play = new PlayOut(Infinity, task.lookahead ?? STOCK_LOOKAHEAD, stop);
      // Every class's value first, then the sample counts: a stop mid-sample leaves no ragged row.
      const row = classes.map((cls, i) =>
        task.valued?.[i] === false ? null : play.after(world, cls[0] as Card),
      );
      row.forEach((v, i) => {
        if (v !== null) (values[i] as number[]).push(v);
      });
      nodes += play.nodes;
      samples++;
    }
  } catch (e) {
    // Asked to stop (the pool then answers `stopped`, this value unread): the samples so far.
    if (e !== STOPPED) throw e;
    return { classes, values, samples, nodes, exact: null } satisfies StockValues;
  }
  let exact: number[] | null = null;
  if (task.exactNodes > 0) {
    const play = new PlayOut(task.exactNodes, Infinity, stop);
    try {
      exact = classes.map((cls) => play.after(state, cls[0] as Card));
    } catch (e) {
      if (e !== OVER && e !== STOPPED) throw e;
      exact = null;
    }
  }
  return { classes, values, samples, nodes, exact } satisfies StockValues;
}

/**
 * The money (per defender, the declarer's side positive) of a hand in play with a stock — lízaný's first
 * lead after its calls (the review's judge of a call, src-main/review/bid.ts; the levels' own calls,
 * src-main/ai/two-hand/two-hand-bid.ts) — played out as a stock card's sample is after its card: the rules of
 * thumb until the last `lookahead` tricks of the stock, minimax there, the exact search once the stock
 * is gone. `nodes`: the work spent (search and play-out).
 */
export function playOutValue(
  state: HandState,
  stop?: () => boolean,
  lookahead = STOCK_LOOKAHEAD,
): { readonly value: number; readonly nodes: number } {
  if (state.phase !== 'play') throw new Error('a play-out starts in play');
  const play = new PlayOut(Infinity, lookahead, stop);
  const value = play.from(state);
  return { value, nodes: play.nodes };
}

/** The seed of sample `k` of the stream `seed` (each sample on its own, so rounds can skip ahead). */
export const sampleSeed = (seed: number, k: number): number =>
  (Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca6b)) >>> 0;

/**
 * The legal cards of the seat to act grouped: two cards are one choice when they are of one suit and
 * worth the same card points, and every card between them in the game's order is the seat's own or
 * already played — whatever else happens they take and lose the same tricks. A svršek and a král (a
 * marriage) and the trump seven (a seven) are always choices of their own.
 */
export function stockClasses(state: HandState): Card[][] {
  const legal = legalActions(state).flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const seat = state.toAct as Seat;
  const mine = new Set<Card>(CARDS.filter((c) => ((state.hands[seat] ?? 0) >>> cardIndex(c)) & 1));
  const gone = new Set<Card>([...state.tricks.flatMap((t) => t.cards), ...(state.trick?.cards ?? [])]);
  const str = state.trump === null ? STRENGTH_BY_INDEX.plain : STRENGTH_BY_INDEX.suit;
  const special = (c: Card) =>
    rankOf(c) === 'O' || rankOf(c) === 'K' || (rankOf(c) === '7' && suitOf(c) === state.trump);
  const out: Card[][] = [];
  const bySuit = [...legal].sort((a, b) => cardIndex(a) - cardIndex(b));
  for (const c of bySuit) {
    const cls = special(c)
      ? undefined
      : out.find((k) => {
          const d = k[0] as Card;
          if (special(d) || suitOf(d) !== suitOf(c) || cardPoints(d) !== cardPoints(c)) return false;
          const lo = Math.min(str[cardIndex(c)] as number, str[cardIndex(d)] as number);
          const hi = Math.max(str[cardIndex(c)] as number, str[cardIndex(d)] as number);
          return CARDS.every((x) => {
            if (suitOf(x) !== suitOf(c)) return true;
            const s = str[cardIndex(x)] as number;
            return s <= lo || s >= hi || mine.has(x) || gone.has(x);
          });
        });
    if (cls) cls.push(c);
    else out.push([c]);
  }
  return out;
}

/**
 * One sample of what the seat to act cannot see: the other hand and the stock's order, drawn from the
 * cards its view does not show, the other seat keeping what the play showed him to hold. The rest of the
 * state (the cards played, the contract, the seat's own hand) is the real one.
 */
export function sampleWorld(state: HandState, rng: Rng): HandState {
  const seat = state.toAct as Seat;
  const v = view(state, seat);
  const other = 1 - seat;
  const seen = new Set<Card>([...v.hand, ...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])]);
  const unseen = CARDS.filter((c) => !seen.has(c));
  const size = v.handSizes[other] as number;
  if (unseen.length !== size + v.stockSize) throw new Error('the view does not account for every card');
  const held = new Set<Card>();
  // A seven announced by him: the trump seven is his until he plays it (held back for the last trick).
  if (
    v.trump !== null &&
    v.components.some((k) => k.announcer === other && (k.kind === 'seven' || k.kind === 'sevenAgainst'))
  )
    held.add(`${v.trump}7` as Card);
  // A marriage he announced: the svršek was played with the král in his hand.
  for (const m of v.marriages) if (m.seat === other) held.add(`${m.suit}K` as Card);
  const sure = unseen.filter((c) => held.has(c));
  const rest = shuffled(
    unseen.filter((c) => !held.has(c)),
    rng,
  );
  const hand = [...sure, ...rest.slice(0, size - sure.length)];
  const stock = rest.slice(size - sure.length);
  const hands = state.hands.slice();
  hands[other] = fromCards(hand);
  return { ...withTwoHandOwn(state, { stock }), hands };
}

/**
 * A draw of lízaný before a call of the seat to act (the trump suit, the announcement, doubling): the
 * other hand and the stock's order by `sampleWorld`; null when the other seat announced a hundred (or a
 * hundred against) without a marriage in the draw (drawn again: the announcement says he holds one).
 * The review's judge of a call (src-main/review/bid.ts) and the levels' calls (ai/two-hand/two-hand-bid.ts).
 */
export function drawFor(state: HandState, rng: Rng): HandState | null {
  const world = sampleWorld(state, rng);
  const other = 1 - (state.toAct as Seat);
  const hundred = state.components.some(
    (k) => k.announcer === other && (k.kind === 'hundred' || k.kind === 'hundredAgainst'),
  );
  return hundred && !holdsMarriage(world.hands[other] ?? 0) ? null : world;
}

/**
 * Plays a whole hand on from a position with a stock: the seat to act by minimax (alpha-beta over every
 * legal card) while at most `lookahead` tricks of the stock remain, else by the rules of thumb; the exact
 * search once the stock is gone. Throws OVER past `limit` nodes, STOPPED when `stop` says so (polled
 * every 256 positions and by the search).
 */
class PlayOut {
  nodes = 0;
  private positions = 0;
  private readonly limit: number;
  private readonly lookahead: number;
  private readonly stop: (() => boolean) | undefined;

  constructor(limit: number, lookahead: number, stop?: () => boolean) {
    this.limit = limit;
    this.lookahead = lookahead;
    this.stop = stop;
  }

  /** The money after `card` is played in `s`. */
  after(s: HandState, card: Card): number {
    return this.from(next(s, card));
  }

  /** The money of `s`, the seat to act to play. */
  from(s: HandState): number {
    return this.value(s, -Infinity, Infinity);
  }

  private value(s: HandState, alpha: number, beta: number): number {
    if (++this.nodes > this.limit) throw OVER;
    if ((++this.positions & 255) === 0 && this.stop?.()) throw STOPPED;
    if (stockOf(s).length === 0) {
      if (s.phase !== 'play') throw new Error('the hand ended before its stock');
      const search = new Search(s, this.stop ? { shouldStop: this.stop } : {});
      let v: number;
      try {
        v = search.valueWithin(alpha, beta);
      } finally {
        search.release();
      }
      this.nodes += search.nodes;
      if (this.nodes > this.limit) throw OVER;
      return v;
    }
    const seat = s.toAct as Seat;
    const rule = ruleCard(view(s, seat)).action;
    if (rule.type !== 'play') throw new Error('the rules of thumb gave no card');
    // Tricks still to draw after, this one included: the stock holds two cards for each.
    if (stockOf(s).length / 2 > this.lookahead) return this.value(next(s, rule.card), alpha, beta);
    const max = sideOf(s, seat) === 'declarer';
    const cards = legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    // The rules of thumb's card first: a good first guess makes the cut-offs come early.
    cards.sort((a, b) => Number(b === rule.card) - Number(a === rule.card));
    let best = max ? -Infinity : Infinity;
    for (const c of cards) {
      const v = this.value(next(s, c), alpha, beta);
      if (max ? v > best : v < best) best = v;
      if (max) alpha = Math.max(alpha, v);
      else beta = Math.min(beta, v);
      if (alpha >= beta) break;
    }
    return best;
  }
}

function next(s: HandState, card: Card): HandState {
  const r = apply(s, { type: 'play', seat: s.toAct as Seat, card });
  if (!r.ok) throw new Error(`the engine refused ${card}: ${r.error.code}`);
  return r.value;
}
