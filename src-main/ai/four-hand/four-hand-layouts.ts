/**
 * Křížový (docs/variants.md, "Křížový → Solver and computer players"): the ways the cards a seat cannot
 * see may lie, consistent with its view, from the doubling on. Four seats of eight cards and no talon;
 * the partner is not a separate unknown: a layout places the called card, and with it the pairs.
 * What a seat knows about the unseen cards, per card (the holders that may have it):
 * - the trump card is the declarer's, an announced seven (or seven against) its announcer's;
 * - the called card is the partner's where the view names him; otherwise it is not with a seat that
 *   flekked in a defence round or announced against (the partner may do neither, OP čl. VII odst. 2:
 *   `provenNotPartner`);
 * - every card played was legal, and announced a marriage exactly when the engine says so (as in the
 *   three-seat layouts, src-main/solver/layouts.ts);
 * - cards laid open (betl from its second lead) are seen.
 * Layouts are drawn uniformly over these per-card limits and the hand sizes (a small dynamic program),
 * then rebuilt through the engine (fromPosition replays the tricks; a hundred without its marriage is
 * refused there) and compared with the view; a misfit is drawn again. Reads only the SeatView.
 */
import {
  type Card,
  type Game,
  type HandState,
  type Position,
  type Rank,
  type Rng,
  type Seat,
  type SeatView,
  CARDS,
  cardAt,
  cardIndex,
  fromCards,
  fromPosition,
  shuffled,
  suitIndex,
} from '../../../src-shared/index.ts';
import { provenNotPartner } from '../../../src-shared/variants/four-hand/doubling.ts';
import type { ContractSpec } from '../estimate.ts';
import { UnseenCards, counter, drawAssignment } from '../../solver/layouts.ts';
import type { Weigh } from '../inference.ts';
import { LIKELY_DRAWS } from '../unseen.ts';
import { partnerOf } from '../../../src-shared/engine/state.ts';

/** The limits a view puts on its unseen cards. */
export interface FourHandModel {
  readonly view: SeatView;
  /** The seats whose cards are (partly) unseen, and how many cards each holds now. */
  readonly holders: readonly Seat[];
  readonly needs: readonly number[];
  /** The unseen cards as indices, in deck order. */
  readonly cards: readonly number[];
  /** Per unseen card, bit j set when holders[j] may hold it. */
  readonly masks: readonly number[];
  /** False when no layout can meet the limits. */
  readonly consistent: boolean;
}

/** The card the call names, once the view shows trumps (forehand knows it before the others). */
export function calledCardOf(view: SeatView): Card | null {
  if (view.called === null || view.trump === null || (view.game !== null && view.game !== 'suit'))
    return null;
  return view.called.card ?? `${view.trump}${view.called.rank}`;
}

/** The limits of a křížový view in the doubling or play phase (its contract fixed). */
export function fourHandModel(view: SeatView): FourHandModel {
  if (view.variant !== 'fourHand' || view.declarer === null || view.game === null)
    throw new Error('four-hand layouts need a křížový hand with its contract fixed');
  const { declarer, game } = view;
  const trump = view.trump === null || game !== 'suit' ? -1 : suitIndex(view.trump);
  // The limits of every variant (solver/layouts.ts); křížový has no talon, so every holder is a seat.
  const u = new UnseenCards(view);
  const sevens = view.components.filter((k) => k.kind === 'seven' || k.kind === 'sevenAgainst');
  if (trump >= 0) {
    if (view.trumpCard !== null) u.owns(cardIndex(view.trumpCard), declarer);
    for (const k of sevens) u.owns(trump * 8, k.announcer);
    const called = calledCardOf(view);
    if (called !== null) {
      if (view.partner !== null) u.owns(cardIndex(called), view.partner);
      else if (u.seen.get(cardIndex(called)) === undefined)
        for (const s of provenNotPartner(view.calls, declarer)) u.notIn(cardIndex(called), s);
    }
  }
  // Every card played was legal, and announced a marriage exactly when the engine says so.
  u.byPlay(trump, trump >= 0, (s) => ({
    seven: sevens.some((k) => k.announcer === s) ? trump * 8 : -1,
    aux: -1,
  }));
  const { holders, needs, cards, masks } = u;
  if (masks.some((m) => m === 0)) u.consistent = false;
  return { view, holders: holders as Seat[], needs, cards, masks, consistent: u.consistent };
}

/** The number of assignments meeting the per-card limits and hand sizes (before the engine's check). */
export function fourHandCount(model: FourHandModel): number {
  if (!model.consistent) return 0;
  return counter(model.masks, model.holders.length)(0, model.needs.slice());
}

/** The model's counter, built once per model: its table serves every draw (many for `likelyFourHandDeal`). */
const COUNTERS = new WeakMap<FourHandModel, ReturnType<typeof counter>>();
function waysOf(model: FourHandModel): ReturnType<typeof counter> {
  let ways = COUNTERS.get(model);
  if (ways === undefined) {
    ways = counter(model.masks, model.holders.length);
    COUNTERS.set(model, ways);
  }
  return ways;
}

/**
 * Each seat's cards now (the viewer's and the laid-open ones as seen, the rest as drawn), drawn
 * uniformly over the model's limits; null when there is no layout.
 */
export function drawHands(model: FourHandModel, rng: Rng): Card[][] | null {
  if (!model.consistent) return null;
  const ways = waysOf(model);
  if (ways(0, model.needs.slice()) === 0) return null;
  const v = model.view;
  const hands: Card[][] = Array.from({ length: v.table.size }, () => []);
  hands[v.seat] = [...v.hand];
  v.laidOpen.forEach((open, s) => {
    if (open !== null && s !== v.seat) hands[s] = [...open];
  });
  drawAssignment(model.masks, model.needs, ways, rng).forEach((pick, i) =>
    (hands[model.holders[pick] as Seat] as Card[]).push(cardAt(model.cards[i] as number)),
  );
  return hands;
}

/**
 * The position of a view with every seat's cards as given, under the view's contract or `spec`, with
 * the view's called rank or `rank` (forehand's candidates before he calls).
 */
function positionOf(
  view: SeatView,
  hands: readonly (readonly Card[])[],
  spec?: ContractSpec,
  rank?: Rank,
): Position {
  const kinds = new Map(view.components.map((k) => [k.kind, k]));
  const doubles: Position['doubles'] = {};
  for (const k of view.components) if (k.doubles > 0) doubles[k.kind] = k.doubles;
  const tricks = [...view.tricks.map((t) => t.cards)];
  if (view.trick !== null && view.trick.cards.length > 0) tricks.push(view.trick.cards);
  return {
    variant: 'fourHand',
    rules: view.rules,
    players: 4,
    dealer: view.table.dealer,
    declarer: spec?.declarer ?? (view.declarer as Seat),
    game: spec?.game ?? (view.game as Game),
    trump: spec === undefined ? view.trump : spec.trump,
    announced: spec?.announced ?? {
      seven: kinds.has('seven'),
      hundred: kinds.has('hundred'),
      sevenAgainst: kinds.get('sevenAgainst')?.announcer ?? null,
      hundredAgainst: kinds.get('hundredAgainst')?.announcer ?? null,
    },
    doubles: spec?.doubles ?? doubles,
    hands,
    talon: [],
    tricks,
    called: (spec?.game ?? view.game) === 'suit' ? (rank ?? view.called?.rank ?? null) : null,
  };
}

/**
 * The hand in play for these cards, the same as the real one but for the unseen cards, or null when
 * the engine or the view rejects them.
 */
export function playLayout(view: SeatView, hands: readonly (readonly Card[])[]): HandState | null {
  const r = fromPosition(positionOf(view, hands));
  if (!r.ok) return null;
  const s = r.value;
  const t = view.trick;
  if (s.phase !== 'play' || s.toAct !== view.toAct || s.trick === null || t === null) return null;
  if (s.trick.leader !== t.leader || s.tricks.length !== view.tricks.length) return null;
  if (s.tricks.some((x, k) => x.winner !== view.tricks[k]?.winner)) return null;
  if (s.marriages.length !== view.marriages.length) return null;
  const same = s.marriages.every((m, k) => {
    const w = view.marriages[k];
    return w && m.seat === w.seat && m.suit === w.suit && m.points === w.points && m.trick === w.trick;
  });
  // The partner the view names (once known) must be the layout's.
  if (!same || (view.partner !== null && partnerOf(s) !== view.partner)) return null;
  return {
    ...s,
    trumpCard: view.trumpCard,
    components: view.components,
    doubling: view.doubling,
    marriages: view.marriages,
    calls: view.calls,
  };
}

/**
 * The hand at the first lead for these dealt cards under `spec` (the doubling phase; before it, with
 * the called `rank` when the view has none yet), or null.
 */
export function startLayout(
  view: SeatView,
  hands: readonly (readonly Card[])[],
  spec: ContractSpec,
  rank?: Rank,
): HandState | null {
  const r = fromPosition(positionOf(view, hands, spec, rank));
  if (!r.ok) return null;
  if (view.partner !== null && partnerOf(r.value) !== view.partner) return null;
  // Forehand takes his trump card back for a game without trumps.
  return { ...r.value, trumpCard: spec.game === 'suit' ? view.trumpCard : null };
}

/** Draws before a layout that the engine accepts is given up on (a hundred's marriage is rare). */
const TRIES = 200;

/**
 * Up to `count` distinct layouts of a křížový view in play, drawn uniformly, lazily (the caller stops
 * when its budget is spent); all of them when they are fewer (one when every hand lies open).
 */
export function* fourHandLayouts(view: SeatView, rng: Rng, count: number): Generator<HandState> {
  const model = fourHandModel(view);
  const want = Math.min(count, fourHandCount(model));
  const tried = new Set<string>();
  let given = 0;
  for (let tries = 0; given < want && tries < TRIES + 4 * count; tries++) {
    const hands = drawHands(model, rng);
    if (hands === null) return;
    const key = hands.map((h) => h.join('')).join('|');
    if (tried.has(key)) continue;
    tried.add(key);
    const s = playLayout(view, hands);
    if (s === null) continue;
    given++;
    yield s;
  }
}

/** Every seat's dealt cards for the doubling phase, consistent with the view, or null after many misfits. */
export function fourHandDeal(view: SeatView, rng: Rng, spec: ContractSpec): Card[][] | null {
  const model = fourHandModel(view);
  for (let tries = 0; tries < TRIES; tries++) {
    const hands = drawHands(model, rng);
    if (hands === null) return null;
    if (startLayout(view, hands, spec) !== null) return hands;
  }
  return null;
}

/**
 * A deal for the doubling phase drawn in proportion to the likelihood of the calls (`weigh`, of the
 * dealt hands; ≤ 1): deals uniform over the view's limits (`fourHandDeal`'s) are kept with probability
 * `weigh`, so those kept are distributed as the calls make them likely and each weighs 1 (rejection, as
 * unseen.ts `likelyUnseen`; weighing after solving loses the rare likely hand among many unlikely ones).
 * From the `LIKELY_DRAWS`th draw on, the first deal the engine accepts is kept with its likelihood as
 * weight. Null when the view has no deal.
 */
export function likelyFourHandDeal(
  view: SeatView,
  rng: Rng,
  spec: ContractSpec,
  weigh: Weigh,
  model: FourHandModel = fourHandModel(view),
): { hands: Card[][]; weight: number } | null {
  for (let k = 1; k <= LIKELY_DRAWS + TRIES; k++) {
    const hands = drawHands(model, rng);
    if (hands === null) return null;
    const w = weigh(hands.map((h) => fromCards(h)));
    const kept = w >= 1 || rng.int(1 << 30) < w * (1 << 30);
    if (!kept && k < LIKELY_DRAWS) continue;
    if (startLayout(view, hands, spec) === null) continue;
    return { hands, weight: kept ? 1 : w };
  }
  return null;
}

/**
 * Every seat's eight cards for a deal of forehand's view before play (choosing the trump card, calling,
 * announcing): his own cards as he sees them, the rest of the deck shared uniformly, the rest of his own
 * eight first when he has seen only his first four. Nothing the others said limits it: before the
 * doubling they only approved (Dobrá), which every hand may do.
 */
export function dealBeforePlay(view: SeatView, rng: Rng): Card[][] {
  const each = CARDS.length / view.table.size;
  const mine = new Set<Card>(view.hand);
  const pool = shuffled(
    CARDS.filter((c) => !mine.has(c)),
    rng,
  );
  const hands: Card[][] = [];
  for (let s = 0; s < view.table.size; s++) {
    const own = s === view.seat ? [...view.hand] : [];
    hands.push([...own, ...pool.splice(0, each - own.length)]);
  }
  return hands;
}
