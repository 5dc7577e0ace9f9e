/**
 * Rules of thumb for the bidding phases of licitovaný, křížový and lízaný (docs/variants.md): the
 * auction, the winner's talon and discard, křížový's trump card and call, lízaný's trump suit. Every
 * choice is one of `view.legal` and reads only the seat's own view; nothing here looks ahead.
 */
import {
  type Action,
  type Card,
  type Rank,
  type SeatView,
  type Suit,
  SUITS,
  rankOf,
  suitOf,
} from '../../src-shared/index.ts';
import { type StepId, STEP_SHAPES } from '../../src-shared/engine/auction/ladder.ts';
import { discardScore, trumpCardOf, trumpScore } from './heuristics.ts';
import type { Decision } from './player.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
const legalOf = <T extends Action['type']>(view: SeatView, type: T): Of<T>[] =>
  view.legal.filter((a): a is Of<T> => a.type === type);

/** What a hand holds for a suit game with `trump`: the counts the step rules below read. */
function handFor(cards: readonly Card[], trump: Suit) {
  const trumps = cards.filter((c) => suitOf(c) === trump).length;
  const highs = cards.filter((c) => rankOf(c) === 'A' || rankOf(c) === 'X').length;
  const has = (c: string) => cards.includes(c as Card);
  return { trumps, highs, seven: has(`${trump}7`), marriage: has(`${trump}K`) && has(`${trump}O`) };
}

/**
 * Whether the cards support a suit step with `trump`: the game wants four trumps and, with them, seven
 * trumps, aces and tens together; a seven the trump seven among five trumps; a hundred a marriage in
 * trumps and four aces and tens. Betl, durch and dvě sedmy are never supported: this player does not
 * reckon them.
 */
export function supports(step: StepId, cards: readonly Card[], trump: Suit | null): boolean {
  const shape = STEP_SHAPES[step];
  if (shape.game !== 'suit' || shape.twoSevens || trump === null) return false;
  if (shape.red !== (trump === 'H')) return false;
  const h = handFor(cards, trump);
  if (h.trumps < 4 || h.trumps + h.highs < 7) return false;
  if (shape.seven && !(h.seven && h.trumps >= 5)) return false;
  if (shape.hundred && !(h.marriage && h.highs >= 4)) return false;
  return true;
}

/** The trumps a step would be played in: hearts for a red step, else the best other suit. */
function trumpFor(step: StepId, cards: readonly Card[]): Suit | null {
  const shape = STEP_SHAPES[step];
  if (shape.game !== 'suit') return null;
  if (shape.red) return 'H';
  let best: Suit | null = null;
  for (const s of SUITS)
    if (s !== 'H' && (best === null || trumpScore(cards, s) > trumpScore(cards, best))) best = s;
  return best;
}

const supported = (step: StepId, cards: readonly Card[]) => supports(step, cards, trumpFor(step, cards));

/** Licitovaný auction: hold the step held when the hand supports it, else bid the lowest it supports, else drop. */
export function auctionCall(view: SeatView): Decision {
  const held = view.auction?.step ?? null;
  const hold = legalOf(view, 'hold')[0];
  if (hold && held !== null && supported(held, view.hand))
    return { action: hold, hint: { code: 'hold', step: held } };
  const bid = legalOf(view, 'bid').find((a) => supported(a.step, view.hand));
  if (bid) return { action: bid, hint: { code: 'bid', step: bid.step } };
  const drop = legalOf(view, 'drop')[0];
  if (drop) return { action: drop, hint: { code: 'drop' } };
  const any = view.legal[0] as Action;
  return { action: any, hint: { code: 'forced' } };
}

/**
 * Licitovaný talon, twelve cards in hand: the lowest declaration its cards support; omyl where the
 * engine offers it and none is supported; otherwise the lowest step on offer in its strongest trumps
 * (the winner must declare something not below the step won, at his risk).
 */
export function talonCall(view: SeatView): Decision {
  const declares = legalOf(view, 'declare');
  const fit = declares.find((d) => d.aux === null && supports(d.step, view.hand, d.trump));
  if (fit) return { action: fit, hint: { code: 'declare', step: fit.step, trump: fit.trump } };
  const fold = legalOf(view, 'fold')[0];
  if (fold) return { action: fold, hint: { code: 'fold' } };
  const lowest = declares[0];
  if (!lowest) return { action: view.legal[0] as Action, hint: { code: 'forced' } };
  const score = (d: Of<'declare'>) =>
    (d.trump === null ? 0 : trumpScore(view.hand, d.trump)) +
    (d.aux === null ? 0 : trumpScore(view.hand, d.aux));
  const same = declares.filter((d) => d.step === lowest.step);
  const pick = same.reduce((a, b) => (score(b) > score(a) ? b : a));
  return { action: pick, hint: { code: 'declare', step: pick.step, trump: pick.trump } };
}

/** Two cards for the talon among the legal pairs: the pair the rule of thumb lays down most willingly. */
export function legalDiscard(view: SeatView): Decision {
  const game = view.game ?? 'suit';
  const score = (c: Card) => discardScore(c, view.hand, game, view.trump, null) ?? 10_000;
  const pairs = legalOf(view, 'discard');
  const pick = pairs.reduce((a, b) =>
    score(b.cards[0]) + score(b.cards[1]) < score(a.cards[0]) + score(a.cards[1]) ? b : a,
  );
  return { action: pick, hint: { code: 'discard', cards: pick.cards } };
}

/** Křížový's trump card from forehand's first four: the lowest card of the best suit among them. */
export function fourHandTrump(view: SeatView): Decision {
  const choices = legalOf(view, 'chooseTrump');
  let suit: Suit = suitOf(choices[0]?.card as Card);
  for (const s of SUITS)
    if (choices.some((a) => suitOf(a.card) === s) && trumpScore(view.hand, s) > trumpScore(view.hand, suit))
      suit = s;
  const card = trumpCardOf(
    choices.map((a) => a.card),
    suit,
  );
  const action = choices.find((a) => a.card === card) as Of<'chooseTrump'>;
  const length = view.hand.filter((c) => suitOf(c) === suit).length;
  return { action, hint: { code: 'trumpSuit', suit, length } };
}

/** Highest first: the call a caller most wants answered is the strongest trump he lacks. */
const CALL_ORDER: readonly Rank[] = ['A', 'X', 'K', 'O', 'U', '9', '8', '7'];

/** Křížový's call: the highest rank the caller lacks in trumps; holding them all, the lowest (he plays alone). */
export function callRank(view: SeatView): Decision {
  const calls = legalOf(view, 'callRank');
  const own = new Set<Card>([...view.hand, ...(view.trumpCard ? [view.trumpCard] : [])]);
  const lacks = (r: Rank) => view.trump !== null && !own.has(`${view.trump}${r}` as Card);
  const rank = CALL_ORDER.find((r) => lacks(r) && calls.some((a) => a.rank === r));
  const action = calls.find((a) => a.rank === rank) ?? (calls.at(-1) as Of<'callRank'>);
  return { action, hint: { code: 'callRank', rank: action.rank } };
}

/** Lízaný's trumps: the longest and strongest suit among the first cards. */
export function trumpSuit(view: SeatView): Decision {
  const choices = legalOf(view, 'chooseTrumpSuit');
  const pick = choices.reduce((a, b) =>
    trumpScore(view.hand, b.suit) > trumpScore(view.hand, a.suit) ? b : a,
  );
  const length = view.hand.filter((c) => suitOf(c) === pick.suit).length;
  return { action: pick, hint: { code: 'trumpSuit', suit: pick.suit, length } };
}
