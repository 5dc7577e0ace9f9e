/**
 * Rules of thumb for the bidding phases of licitovaný, křížový and lízaný (docs/variants.md): the
 * auction, the winner's talon and discard, křížový's trump card and call, lízaný's trump suit. Every
 * choice is one of `view.legal` and reads only the seat's own view; nothing here looks ahead.
 */
import {
  type Action,
  type Card,
  type SeatView,
  type Suit,
  SUITS,
  rankOf,
  suitOf,
} from '../../src-shared/index.ts';
import {
  LADDERS,
  type Ladder,
  type StepId,
  STEP_SHAPES,
  stepTrumps,
} from '../../src-shared/variants/auction/ladder.ts';
import { callFor, discardScore, trumpCardOf, trumpScore } from './heuristics.ts';
import { danger } from './inference.ts';
import type { Decision } from './player.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
const legalOf = <T extends Action['type']>(view: SeatView, type: T): Of<T>[] =>
  view.legal.filter((a): a is Of<T> => a.type === type);

/** What a hand holds for a suit game with `trump`: the counts the step rules below read. */
function handFor(cards: readonly Card[], trump: Suit) {
  const trumps = cards.filter((c) => suitOf(c) === trump).length;
  const highs = cards.filter((c) => rankOf(c) === 'A' || rankOf(c) === 'X').length;
  const has = (c: string) => cards.includes(c as Card);
  return {
    trumps,
    highs,
    ace: has(`${trump}A`),
    seven: has(`${trump}7`),
    marriage: has(`${trump}K`) && has(`${trump}O`),
  };
}

/** Most danger (inference.ts `danger`, of the ten cards kept) a betl or durch is bid or declared with. */
const NO_TRUMP_DANGER = { betl: 1, durch: 0 } as const;

/**
 * The least betl or durch danger of the hand once its cards beyond ten go to the talon. Ten cards in
 * the auction (the talon unseen) get one unit of allowance for the two cards still to be swapped.
 */
function noTrumpFits(cards: readonly Card[], kind: 'betl' | 'durch'): boolean {
  if (cards.length <= 10) return danger(cards, kind) <= NO_TRUMP_DANGER[kind] + 1;
  let least = Infinity;
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++)
      least = Math.min(
        least,
        danger(
          cards.filter((_, k) => k !== i && k !== j),
          kind,
        ),
      );
  return least <= NO_TRUMP_DANGER[kind];
}

/** The four cards dvě sedmy wants in the declarer's hand: both sevens and the trump and auxiliary aces. */
export function twoSevensCards(trump: Suit, aux: Suit): Card[] {
  return [`${trump}7`, `${aux}7`, `${trump}A`, `${aux}A`];
}

/** The cards and length dvě sedmy wants: `twoSevensCards`, five trumps, nine cards of the two suits. */
function twoSevensFit(cards: readonly Card[], trump: Suit, aux: Suit): boolean {
  const t = handFor(cards, trump);
  const a = handFor(cards, aux);
  return (
    twoSevensCards(trump, aux).every((c) => cards.includes(c)) && t.trumps >= 5 && t.trumps + a.trumps >= 9
  );
}

/**
 * Whether the cards (ten in the auction with the talon unseen, twelve at the talon) support a step with
 * `trump` (and `aux` for dvě sedmy), as a club player reckons it: a game four trumps making six with
 * the aces and tens; a seven the trump seven among five trumps, or among four with the trump ace, and
 * the game; a hundred a marriage in trumps and four aces and tens beside the game; betl and durch a hand
 * of low (high) cards in every suit by `danger`; dvě sedmy both sevens with their aces and nine cards of
 * the two suits. The trumps must be ones the step is played in on `ladder` (hearts only for a red step
 * where the ladder has red steps, any suit on the general rules' ladder); without a ladder, one that
 * has them.
 */
export function supports(
  step: StepId,
  cards: readonly Card[],
  trump: Suit | null,
  aux: Suit | null = null,
  ladder?: Ladder,
): boolean {
  const shape = STEP_SHAPES[step];
  if (shape.game !== 'suit') return trump === null && noTrumpFits(cards, shape.game);
  if (trump === null) return false;
  if (ladder === undefined ? shape.red !== (trump === 'H') : !stepTrumps(step, ladder).includes(trump))
    return false;
  const h = handFor(cards, trump);
  if (shape.twoSevens) {
    if (aux === null || aux === trump || !twoSevensFit(cards, trump, aux)) return false;
    return !shape.hundred || (h.marriage && h.highs >= 4);
  }
  if (h.trumps < 4 || h.trumps + h.highs < 6) return false;
  if (shape.seven && !(h.seven && (h.trumps >= 5 || h.ace))) return false;
  if (shape.hundred && !(h.marriage && h.highs >= 4)) return false;
  return true;
}

/**
 * Trumps (and dvě sedmy's auxiliary suit) a step would be played in on `ladder`: the strongest of the
 * suits the step allows (hearts for a red step; any suit where the ladder has no red steps).
 */
function suitsFor(
  step: StepId,
  cards: readonly Card[],
  ladder: Ladder,
): { trump: Suit | null; aux: Suit | null } {
  const shape = STEP_SHAPES[step];
  if (shape.game !== 'suit') return { trump: null, aux: null };
  const allowed = stepTrumps(step, ladder);
  const best = (ok: (s: Suit) => boolean) => {
    let out: Suit | null = null;
    for (const s of SUITS)
      if (ok(s) && (out === null || trumpScore(cards, s) > trumpScore(cards, out))) out = s;
    return out as Suit;
  };
  const trump: Suit = best((s) => allowed.includes(s));
  if (!shape.twoSevens) return { trump, aux: null };
  // The auxiliary suit: one whose seven and ace are held, the longest of them.
  const aux = best((s) => s !== trump && twoSevensFit(cards, trump, s));
  return { trump, aux: aux ?? best((s) => s !== trump) };
}

const supported = (step: StepId, cards: readonly Card[], ladder: Ladder) => {
  const { trump, aux } = suitsFor(step, cards, ladder);
  return supports(step, cards, trump, aux, ladder);
};

/**
 * Licitovaný auction, from the seat's ten cards: the aim is the highest step of the ladder the hand
 * supports. Hold the step held when it is not above the aim; else bid the lowest step on offer not above
 * it (the winner may declare any higher step at the talon, so a betl hand bids only as high as it must);
 * else drop.
 */
export function auctionCall(view: SeatView): Decision {
  const ladder = view.auction?.ladder ?? [];
  const aim = ladder.findLastIndex((s) => supported(s, view.hand, ladder));
  const within = (step: StepId) => ladder.indexOf(step) <= aim;
  const held = view.auction?.step ?? null;
  const hold = legalOf(view, 'hold')[0];
  if (hold && held !== null && aim >= 0 && within(held))
    return { action: hold, hint: { code: 'hold', step: held } };
  const bid = aim < 0 ? undefined : legalOf(view, 'bid').find((a) => within(a.step));
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
  const ladder = LADDERS[view.rules.auctionLadder];
  const fit = declares.find((d) => supports(d.step, view.hand, d.trump, d.aux, ladder));
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

/**
 * Two cards for the talon among the legal pairs: the pair the rule of thumb lays down most willingly;
 * in dvě sedmy the auxiliary suit is kept like trumps and its seven never goes (it must take the
 * penultimate trick).
 */
export function legalDiscard(view: SeatView): Decision {
  const game = view.game ?? 'suit';
  const score = (c: Card) =>
    (discardScore(c, view.hand, game, view.trump, null) ?? 10_000) +
    (suitOf(c) === view.aux ? (c === `${view.aux}7` ? 10_000 : 1000) : 0);
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

/** Křížový's call: the highest rank the caller lacks in trumps; holding them all, the lowest (he plays alone). */
export function callRank(view: SeatView): Decision {
  const calls = legalOf(view, 'callRank');
  const own = [...view.hand, ...(view.trumpCard ? [view.trumpCard] : [])];
  const rank = view.trump === null ? undefined : callFor(own, view.trump);
  const action = calls.find((a) => a.rank === rank) ?? calls.at(-1)!;
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
