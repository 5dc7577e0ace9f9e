/**
 * Licitovaný: the unseen cards dealt consistently with one seat's view, for the sampling player
 * (auction-player.ts). Reads only the SeatView.
 * - Before play (`dealFor`): the seat's own cards and the talon if it laid it are fixed; the talon is
 *   unknown to all until the auction's winner takes it (then it is in his twelve cards, and after his
 *   discard it lies apart again, known to him alone); once the contract is declared the talon keeps
 *   its discard bans (no ace or ten in a suit contract, no announced seven: auction/talon.ts) and holds
 *   exactly the trumps reported, and the sevens the declaration had to match (`contractMatchesCards`)
 *   are the declarer's.
 * - In play (`playLayouts`): solver/layouts.ts's per-card constraints (what the play revealed, the
 *   talon's bans and reported trumps), without its volený readings of a seven or a hundred announced
 *   (a licitovaný step need not match the cards, TP čl. II odst. 16); every layout is then rebuilt as a
 *   licitovaný position by fromPosition, which replays the tricks and checks the step against the
 *   declarer's twelve cards, and compared with the view.
 * Both draw uniformly over the per-card and count constraints (a small dynamic program).
 */
import {
  type Card,
  type CardSet,
  type HandState,
  type Position,
  type Rng,
  type Seat,
  type SeatView,
  CARDS,
  activeSeats,
  announcedOf,
  cardAt,
  cardIndex,
  fromCards,
  fromPosition,
  settle,
  suitOf,
} from '../../../src-shared/index.ts';
import { LADDERS, STEP_SHAPES, type StepId } from '../../../src-shared/variants/auction/ladder.ts';
import { type Declaration, announcedSevens, discardBan } from '../../../src-shared/variants/auction/talon.ts';
import { counter, drawAssignment, layoutModel } from '../../solver/layouts.ts';
import { discardScore } from '../heuristics.ts';
import { ownAuction } from '../../../src-shared/variants/auction/state.ts';

/** Where an unseen card may lie: a seat's hand or the talon. */
export type Holder = Seat | 'talon';

/** A deal before play: every active seat's hand (the viewer's included), indexed by seat, and the talon. */
export interface AuctionDeal {
  readonly hands: readonly CardSet[];
  readonly talon: CardSet;
}

/** The declaration as the public calls give it (null before the winner declares). */
export function declarationOf(view: SeatView): Declaration | null {
  const d = view.calls.findLast((c) => c.type === 'declare');
  return d?.type === 'declare' ? { step: d.step, trump: d.trump, aux: d.aux } : null;
}

/**
 * The sevens the declarer must hold among his twelve cards under the rules' `contractMatchesCards`.
 * Under `all` a winner whose cards fit nothing at or above the step won declares freely (talon.ts
 * `winnerMatching`); that cannot be when betl or durch (no cards asked) is still open to him.
 */
function matchedSevens(view: SeatView, d: Declaration): Card[] {
  const shape = STEP_SHAPES[d.step];
  const plainSeven = shape.seven && !shape.hundred && !shape.twoSevens;
  const match = view.rules.contractMatchesCards;
  if (match === 'sevenOnly') return plainSeven ? announcedSevens(d) : [];
  if (match !== 'all') return [];
  const ladder: readonly StepId[] = LADDERS[view.rules.auctionLadder];
  const won = view.wonStep === null ? 0 : ladder.indexOf(view.wonStep);
  const free = ladder.slice(Math.max(0, won)).some((s) => STEP_SHAPES[s].game !== 'suit');
  return free ? announcedSevens(d) : [];
}

/** Sizes and masks of an assignment problem; `ways` counts completions. */
interface Problem {
  readonly masks: readonly number[];
  readonly needs: readonly number[];
  readonly ways: (i: number, caps: number[]) => number;
}

const problem = (masks: readonly number[], needs: readonly number[]): Problem => ({
  masks,
  needs,
  ways: counter(masks, needs.length),
});

/** The number of assignments meeting the masks and sizes. */
const countOf = (p: Problem) => p.ways(0, p.needs.slice());

/** One assignment (holder index per card) uniformly among those meeting the masks and sizes. */
const draw = (p: Problem, rng: Rng): number[] => drawAssignment(p.masks, p.needs, p.ways, rng);

/** The unseen cards of a view before play, their possible holders and the holders' sizes. */
export interface DealModel {
  readonly holders: readonly Holder[];
  readonly needs: readonly number[];
  readonly cards: readonly Card[];
  readonly masks: readonly number[];
}

/** The constraints on the unseen cards of a licitovaný view before play (auction to doubling). */
export function dealModel(view: SeatView): DealModel {
  if (view.variant !== 'auction') throw new Error('dealModel reads licitovaný views');
  if (view.phase === 'play' || view.phase === 'finished') throw new Error('dealModel is for before play');
  const known = new Set<Card>([...view.hand, ...(view.talon ?? [])]);
  const holders: Holder[] = [];
  const needs: number[] = [];
  for (const s of activeSeats(view.table)) {
    if (s === view.seat) continue;
    holders.push(s);
    needs.push(view.handSizes[s] ?? 0);
  }
  if (view.talon === null && view.talonSize > 0) {
    holders.push('talon');
    needs.push(view.talonSize);
  }
  const cards = CARDS.filter((c) => !known.has(c));
  const bit = (h: Holder) => {
    const j = holders.indexOf(h);
    return j < 0 ? 0 : 1 << j;
  };
  const full = (1 << holders.length) - 1;
  const masks = cards.map(() => full);
  const d = declarationOf(view);
  if (d !== null && view.declarer !== null) {
    const talon = bit('talon');
    // The discard has been made (talonBy) and the viewer did not make it: its bans and reported trumps.
    if (talon !== 0 && view.talonBy !== null)
      cards.forEach((c, i) => {
        const reported = view.talonTrumps.includes(c);
        // Trumps are reported only where the rules report them (Ruleset.talonTrumpsShown).
        const trump = d.trump !== null && suitOf(c) === d.trump && view.rules.talonTrumpsShown;
        if (reported) masks[i] = talon;
        else if (discardBan(d, c) !== null || trump) masks[i] = (masks[i] as number) & ~talon;
      });
    // The sevens the declaration had to match are among the declarer's twelve cards.
    const own = bit(view.declarer) | (view.talonBy !== null ? talon : 0);
    for (const c of matchedSevens(view, d)) {
      const i = cards.indexOf(c);
      if (i < 0 || own === 0) continue;
      const narrowed = (masks[i] as number) & own;
      if (narrowed !== 0) masks[i] = narrowed;
    }
  }
  return { holders, needs, cards, masks };
}

/** The number of deals of the unseen cards a model allows. */
export function dealCount(model: DealModel): number {
  return countOf(problem(model.masks, model.needs));
}

/** One deal of the unseen cards consistent with a licitovaný view before play, uniformly. */
export function dealFor(view: SeatView, rng: Rng, model: DealModel = dealModel(view)): AuctionDeal {
  const p = problem(model.masks, model.needs);
  if (countOf(p) === 0) throw new Error('the view leaves no deal of the unseen cards');
  const a = draw(p, rng);
  const hands: Card[][] = Array.from({ length: view.table.size }, () => []);
  hands[view.seat] = [...view.hand];
  const talon: Card[] = [...(view.talon ?? [])];
  a.forEach((j, i) => {
    const h = model.holders[j] as Holder;
    const card = model.cards[i] as Card;
    if (h === 'talon') talon.push(card);
    else (hands[h] as Card[]).push(card);
  });
  return { hands: hands.map(fromCards), talon: fromCards(talon) };
}

/** The licitovaný position at the first lead for a deal and a contract (its parts doubled as given). */
export function auctionPosition(
  view: SeatView,
  deal: AuctionDeal,
  declarer: Seat,
  d: Declaration,
  doubles: Position['doubles'],
  tricks: Position['tricks'] = [],
): Position {
  const shape = STEP_SHAPES[d.step];
  return {
    variant: 'auction',
    rules: view.rules,
    players: view.table.size,
    dealer: view.table.dealer,
    declarer,
    game: shape.game,
    trump: d.trump,
    // The view's components once declared (with any announced against), else the step's own.
    announced:
      view.components.length > 0
        ? announcedOf(view.components)
        : { seven: shape.seven, hundred: shape.hundred },
    doubles,
    hands: deal.hands.map((h) => CARDS.filter((c) => ((h >>> cardIndex(c)) & 1) === 1)),
    talon: CARDS.filter((c) => ((deal.talon >>> cardIndex(c)) & 1) === 1),
    tricks,
    aux: d.aux,
    wonStep: view.wonStep ?? d.step,
  };
}

/**
 * The hand at the first lead, or — when the flow ends it before play (dvě sedmy against a defender with
 * four auxiliary cards, TP čl. III odst. 1) — that ended hand, or null when the deal cannot carry the
 * contract.
 */
export function startState(p: Position): HandState | null {
  const r = fromPosition(p);
  if (r.ok) return r.value;
  if (r.error.code !== 'invalid' || r.error.problem.kind !== 'endedBeforePlay') return null;
  const off = fromPosition({ ...p, rules: { ...p.rules, twoSevensAuxFour: false } });
  if (!off.ok) return null;
  return { ...off.value, rules: p.rules, phase: 'finished', toAct: null, trick: null, end: 'auxShown' };
}

/** The layouts of the unseen cards in play: the model, its counter and the view's contract. */
export interface PlayModel {
  readonly view: SeatView;
  readonly holders: readonly Holder[];
  readonly cards: readonly number[];
  readonly problem: Problem;
  readonly declaration: Declaration;
}

/** The constraints on the unseen cards of a licitovaný view in play (null when none is consistent). */
export function playModel(view: SeatView): PlayModel | null {
  const d = declarationOf(view);
  if (view.variant !== 'auction' || d === null) throw new Error('playModel reads licitovaný hands in play');
  // layouts.ts reads an announced seven as the announcer's card and a hundred as his marriage: true in
  // volený, not after an auction; fromPosition checks what the step really asked of his cards.
  const sevens = matchedSevens(view, d);
  const components = view.components.filter(
    (k) => k.kind !== 'hundred' && (k.kind !== 'seven' || sevens.includes(`${d.trump}7` as Card)),
  );
  const m = layoutModel({ ...view, components });
  if (!m.consistent) return null;
  return { view, holders: m.holders, cards: m.cards, problem: problem(m.masks, m.needs), declaration: d };
}

/** The replayed hand matches the view where fromPosition does not check it itself. */
function sameReplay(s: HandState, v: SeatView): boolean {
  if (s.phase !== 'play' || s.toAct !== v.toAct || s.trick === null || v.trick === null) return false;
  if (s.trick.leader !== v.trick.leader || s.tricks.length !== v.tricks.length) return false;
  if (s.tricks.some((t, k) => t.winner !== v.tricks[k]?.winner)) return false;
  if (s.marriages.length !== v.marriages.length) return false;
  if (s.talonTrumps.length !== v.talonTrumps.length) return false;
  return s.marriages.every((m, k) => {
    const w = v.marriages[k];
    return w !== undefined && m.seat === w.seat && m.suit === w.suit && m.trick === w.trick;
  });
}

/** The hand in play for one assignment, identical to the real one but for the unseen cards, or null. */
function layoutState(model: PlayModel, assignment: readonly number[]): HandState | null {
  const v = model.view;
  const hands: Card[][] = Array.from({ length: v.table.size }, () => []);
  hands[v.seat] = [...v.hand];
  v.laidOpen.forEach((open, s) => {
    if (open !== null && s !== v.seat) hands[s] = [...open];
  });
  const talon: Card[] = [...(v.talon ?? [])];
  assignment.forEach((j, i) => {
    const h = model.holders[j] as Holder;
    const card = cardAt(model.cards[i] as number);
    if (h === 'talon') talon.push(card);
    else (hands[h] as Card[]).push(card);
  });
  const doubles: Position['doubles'] = {};
  for (const k of v.components) if (k.doubles > 0) doubles[k.kind] = k.doubles;
  const trick = v.trick as NonNullable<SeatView['trick']>;
  const tricks = [...v.tricks.map((t) => t.cards), ...(trick.cards.length > 0 ? [trick.cards] : [])];
  const r = fromPosition({
    ...auctionPosition(v, { hands: [], talon: 0 }, v.declarer as Seat, model.declaration, doubles),
    hands,
    talon,
    tricks,
  });
  if (!r.ok || !sameReplay(r.value, v)) return null;
  return { ...r.value, components: v.components, calls: v.calls };
}

/**
 * Up to `count` distinct layouts consistent with a licitovaný view in play, uniformly at random
 * (proposals failing the replay are rejected; gives up after a generous number of proposals).
 */
export function playLayouts(view: SeatView, rng: Rng, count: number): HandState[] {
  const model = playModel(view);
  if (model === null || countOf(model.problem) === 0) return [];
  const out: HandState[] = [];
  const tried = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < 20 * count + 200; attempt++) {
    const a = draw(model.problem, rng);
    const key = a.join('');
    if (tried.has(key)) continue;
    tried.add(key);
    const s = layoutState(model, a);
    if (s !== null) out.push(s);
  }
  return out;
}

/** How willingly the rule of thumb lays a card away under `d` (lower first); null: it may not go. */
function discardRank(hand: readonly Card[], d: Declaration, c: Card): number | null {
  if (discardBan(d, c) !== null) return null;
  const game = STEP_SHAPES[d.step].game;
  // Dvě sedmy keeps its auxiliary suit like trumps and never lays its seven (variants.ts legalDiscard).
  const aux = suitOf(c) === d.aux ? (c === `${d.aux}7` ? 10_000 : 1000) : 0;
  return (discardScore(c, hand, game, d.trump, null) ?? 10_000) + aux;
}

/** The cards of twelve the rule of thumb would lay away under `d`, most willingly first. */
export function discardOrder(hand: readonly Card[], d: Declaration): Card[] {
  const ranked = hand.flatMap((c) => {
    const r = discardRank(hand, d, c);
    return r === null ? [] : [{ c, r }];
  });
  return ranked.sort((a, b) => a.r - b.r).map((x) => x.c);
}

/** The declarer's twelve cards, his ten after laying `pair` away, as a deal with the others' hands. */
export function withDiscard(
  deal: AuctionDeal,
  seat: number,
  hand: readonly Card[],
  pair: readonly Card[],
): AuctionDeal {
  const hands = deal.hands.slice();
  hands[seat] = fromCards(hand.filter((c) => !pair.includes(c)));
  return { hands, talon: fromCards(pair) };
}

/**
 * Omyl's money: the game and the seven each at one flek, lost (TP čl. II odst. 17), settled by the
 * registry on a hand of this table (any start of play: nothing of its cards is read).
 */
export function foldValue(start: HandState): number {
  const declarer = start.declarer as number;
  const component = (kind: 'game' | 'seven') => ({
    kind,
    side: 'declarer' as const,
    announcer: declarer,
    doubles: 0,
  });
  return settle({
    ...start,
    phase: 'finished',
    toAct: null,
    trick: null,
    game: 'suit',
    trump: 'L',
    own: { ...ownAuction(start), aux: null },
    components: [component('game'), component('seven')],
    end: 'folded',
  }).perDefender;
}
