/**
 * Inference from the bidding: how likely the other seats were to call what they called, given the cards
 * they held when play began, judged by the rules of thumb the computer players bid with. Deals and
 * layouts sampled uniformly from the view are then weighted by it (importance weighting), so cards that
 * fit the calls count for more. Reads only the view and the sampled cards.
 *
 * What is read:
 * - the declarer named trumps from his first seven (not blind): a suit game is likelier the longer and
 *   higher his trumps are against his best other suit;
 * - in křížový and lízaný forehand named trumps from his first four, any four of his eight (in křížový
 *   laying a trump card and calling a rank too): a hand is likelier the more of those fours the rules
 *   of thumb would have named them from (`firstFourReading`);
 * - a seat doubled (flek, re, …): likelier the more trumps and aces it holds;
 * - a betl or durch declarer (named at once or after Špatná) holds cards that fit it: low cards covered
 *   by lower ones of the suit for betl, high cards backed by higher ones for durch;
 * - a seat said Dobrá to a game while a higher one (betl, durch) was open to it: its hand is unlikely to
 *   fit that higher game, allowing for the two talon cards it would have taken; in volený the declarer
 *   of a suit game, who named it with the talon in hand, likewise (`declarerDeclined`).
 * Voids, marriages, the talon ban and announced sevens and hundreds are not here: they are certain and
 * layouts.ts and unseen.ts enforce them exactly.
 */
import {
  type CardSet,
  type HandState,
  type Seat,
  type SeatView,
  type Card,
  type Game,
  type Suit,
  SUITS,
  add,
  gameRank,
  rankOf,
  seatOfCard,
  strength,
  suitOf,
  toCards,
} from '../../src-shared/index.ts';
import { callFor, trumpCardOf, trumpScore } from './heuristics.ts';
import { choiceWeights } from './level-choice.ts';
import { mainVariant } from '../variants/registry.ts';

/** Weight of one deal: start-of-play hands indexed by seat. */
export type Weigh = (hands: readonly CardSet[]) => number;

/** How sharply the trump choice is read: one card of length less than the best other suit = 1/e. */
export const TRUMP_SCALE = 3;
/** A doubler's trumps plus aces at which a double is even odds, and the slope around it. */
const DOUBLE_MIDPOINT = 4;
const DOUBLE_SLOPE = 1.2;
/**
 * Křížový and lízaný: the likelihood of each part of forehand's call (his trump suit, in křížový its card
 * and the called rank) that the rules of thumb would not have made from a four. The levels keep the rules
 * player's suit and call unless another beats it by its standard error (four-hand-bid.ts,
 * two-hand-bid.ts), so they mostly agree with it.
 */
export const FIRST_FOUR_OFF_POLICY = 0.15;
/**
 * Lízaný: how sharply a level's trump suit follows the rules of thumb's score from the first four
 * (`trumpSuitChance`). Fitted by maximum likelihood on hráč's 800 choices of a 400-deal arena run
 * against itself (`--variant twoHand --players hrac+ci,hrac --hands 400`, seed 1): 1 / 0.345. Hráč
 * names the best-scored suit of the four in 67 % of hands and a suit it does not hold in 4 %; its own
 * reckoning values the eight cards it may end with, not the four (docs/figures.md, "Lízaný: forehand's
 * trump suit as the levels name it").
 */
export const TWO_HAND_TRUMP_SCALE = 2.9;
/**
 * Volený: what a level's announcement of the seven or the hundred reads in the declarer's ten cards after
 * the talon, as counts: his trumps, his trump aces and tens, his trump kings, queens and jacks, his aces
 * and tens of the other suits, those suits he has none of, and his marriages in them.
 */
export function announcementCounts(cards: readonly Card[], trump: Suit) {
  const count = (inTrumps: boolean, ranks: string) =>
    cards.filter((c) => (suitOf(c) === trump) === inTrumps && ranks.includes(rankOf(c))).length;
  const others = SUITS.filter((s) => s !== trump);
  return {
    trumps: cards.filter((c) => suitOf(c) === trump).length,
    trumpAcesTens: count(true, 'AX'),
    trumpFaces: count(true, 'KOU'),
    sideAces: count(false, 'A'),
    sideTens: count(false, 'X'),
    voids: others.filter((s) => !cards.some((c) => suitOf(c) === s)).length,
    marriages: others.filter((s) => cards.includes(`${s}K` as Card) && cards.includes(`${s}O` as Card))
      .length,
  };
}

/**
 * The features of each announcement's logistic (`SEVEN_ANNOUNCED`, `HUNDRED_ANNOUNCED`), from
 * `announcementCounts`; `npm run announce-fit` fits them.
 */
export const ANNOUNCEMENT_FEATURES = {
  seven: (cards: readonly Card[], trump: Suit): number[] => {
    const c = announcementCounts(cards, trump);
    return [c.trumps, c.trumpAcesTens, c.trumpFaces, c.sideAces, c.sideTens, c.voids];
  },
  hundred: (cards: readonly Card[], trump: Suit): number[] => {
    const c = announcementCounts(cards, trump);
    return [c.trumps, c.trumpAcesTens, c.sideAces, c.sideTens, c.marriages, c.voids];
  },
} as const;

/**
 * Volený: how a level announces the seven holding the trump seven after laying the talon away, a logistic
 * (bias first) in `ANNOUNCEMENT_FEATURES.seven`, fitted by `npm run announce-fit` on hráč's 997 such suit
 * games of the tune seeds 1–4, 7 and 101–103 (`npm run announce-data`, 422 sevens; 2026-11-28). Hráč
 * announces by the aces beside his trumps as much as by the trumps: with four trumps and no side ace in
 * 3 of 120 hands, with one in 37 of 179, two 51 of 92, three 13 of 15; with five trumps and no side ace in
 * 59 of 85, with one or more in 175 of 177. Held out (seeds 3 and 103), the mean log loss fell
 * from 0.334 with the table by trumps alone to 0.214 (−0.120 ± 0.059).
 */
const SEVEN_ANNOUNCED = [-29.455, 5.791, 1.592, -0.359, 2.597, 1.009, -0.351] as const;
/**
 * How far an announcement's likelihood is kept from 0 and 1, for declarers who announce otherwise than the
 * levels. At 0.05 (until 2026-11-28) the many hands a level would announce with in under one case of a
 * hundred outweighed the few it announces with: drawing ten cards around the trump marriage, weighted by
 * `HUNDRED_ANNOUNCED`, 55 % of the weight fell on hands whose fitted chance is under 5 % (17 % at 0.005,
 * 12 % with no floor), so a defender's deals showed an announced hundred broken that was made (with every
 * card open) in 35 of 40 hands of the tune seeds (docs/figures.md, "Volený: the announcements' reading").
 */
const ANNOUNCEMENT_FLOOR = 0.005;

/**
 * Volený: how a level announces the hundred holding the trump marriage after laying the talon away, a
 * logistic (bias first) in `ANNOUNCEMENT_FEATURES.hundred`, fitted as the seven's on hráč's 544 such suit
 * games (86 hundreds). Held out, the mean log loss fell from 0.326 with the logistic in trumps and aces and
 * tens alone to 0.199 (−0.127 ± 0.104).
 */
const HUNDRED_ANNOUNCED = [-20.655, 0.889, 3.616, 4.455, 2.192, 0.994, 3.934] as const;

/** A logistic's chance: `weights` a bias and one weight per feature. */
export function logistic(weights: readonly number[], features: readonly number[]): number {
  const z = features.reduce((sum, x, k) => sum + x * (weights[k + 1] as number), weights[0] as number);
  return 1 / (1 + Math.exp(-z));
}

/** Betl or durch fit: every two units of danger (see `danger`) cost a factor of e. */
const NO_TRUMP_SCALE = 2;
/** Danger the two talon cards can remove from an approver's hand, and how sure a fitting hand refuses. */
const TALON_RELIEF = 2;
const REFUSE_CERTAINTY = 0.9;

/**
 * How far a hand is from a safe betl (or durch): per suit, its cards from the lowest up (from the
 * highest down for durch); the k-th of them is safe up to plain strength 2k (betl) or down to strength
 * 7 − k (durch), and every step beyond counts one unit. A betl of sevens, or a durch of aces, scores 0.
 */
export function danger(cards: readonly Card[], game: 'betl' | 'durch'): number {
  let total = 0;
  for (const suit of SUITS) {
    const ranks = cards
      .filter((c) => suitOf(c) === suit)
      .map((c) => (game === 'betl' ? strength(c, 'plain') : 7 - strength(c, 'plain')))
      .sort((a, b) => a - b);
    ranks.forEach((r, k) => (total += Math.max(0, r - (game === 'betl' ? 2 * k : k))));
  }
  return total;
}

const kindOf = (game: Game): 'betl' | 'durch' | null =>
  game === 'betl' || game === 'openBetl' ? 'betl' : game === 'durch' || game === 'openDurch' ? 'durch' : null;

/** The weighing the view supports, or null when its calls say nothing about the hidden cards. */
export function bidInference(view: SeatView): Weigh | null {
  const { declarer, trump } = view;
  const factors: Weigh[] = [];
  const fromFour = firstFourReading(view);
  if (fromFour !== null) factors.push(fromFour);
  else if (
    mainVariant(view.variant).inference.trumpsFromHand &&
    view.game === 'suit' &&
    trump !== null &&
    !view.trumpBlind &&
    declarer !== null &&
    declarer !== view.seat
  )
    factors.push((hands) => {
      const cards = toCards(hands[declarer] ?? 0);
      const best = Math.max(...SUITS.map((s) => trumpScore(cards, s)));
      return Math.exp((trumpScore(cards, trump) - best) / TRUMP_SCALE);
    });
  if (
    mainVariant(view.variant).inference.announcements &&
    view.game === 'suit' &&
    trump !== null &&
    declarer !== null &&
    declarer !== view.seat &&
    (view.phase === 'doubling' || view.phase === 'play')
  ) {
    const announced = (kind: 'seven' | 'hundred') =>
      view.components.some((c) => c.kind === kind && c.announcer === declarer);
    const seven = announced('seven');
    const hundred = announced('hundred');
    factors.push((hands) => {
      const cards = toCards(hands[declarer] ?? 0);
      return sevenLikelihood(cards, trump, seven) * hundredLikelihood(cards, trump, hundred);
    });
  }
  if (trump !== null) {
    const doublers = new Set<Seat>();
    for (const c of view.calls) if (c.type === 'double' && c.seat !== view.seat) doublers.add(c.seat);
    for (const seat of doublers)
      factors.push((hands) => {
        let strength = 0;
        for (const c of toCards(hands[seat] ?? 0)) if (suitOf(c) === trump || rankOf(c) === 'A') strength++;
        return 1 / (1 + Math.exp(-DOUBLE_SLOPE * (strength - DOUBLE_MIDPOINT)));
      });
  }
  const kind = view.game === null ? null : kindOf(view.game);
  if (kind !== null && declarer !== null && declarer !== view.seat)
    factors.push((hands) => Math.exp(-danger(toCards(hands[declarer] ?? 0), kind) / NO_TRUMP_SCALE));
  // Křížový has no talon: an approver names a higher game with the eight cards he holds.
  const relief = mainVariant(view.variant).inference.talonRelief ? TALON_RELIEF : 0;
  const declined = new Map(approvals(view));
  const passedOver = declarerDeclined(view);
  if (passedOver !== null && declarer !== null) declined.set(declarer, passedOver);
  for (const [seat, higher] of declined)
    factors.push((hands) => {
      const cards = toCards(hands[seat] ?? 0);
      const fit = Math.min(...higher.map((k) => danger(cards, k)));
      return 1 - REFUSE_CERTAINTY * Math.exp(-Math.max(0, fit - relief) / NO_TRUMP_SCALE);
    });
  if (factors.length === 0) return null;
  return (hands) => factors.reduce((w, f) => w * f(hands), 1);
}

/**
 * Volený: how likely the declarer was to announce the seven (`announced`) or not with his ten cards, as
 * a level does (`SEVEN_ANNOUNCED`) when he holds the trump seven; without it he cannot
 * announce it (1 when he did not: the layouts keep an announced seven's trump seven his).
 */
export function sevenLikelihood(cards: readonly Card[], trump: Suit, announced: boolean): number {
  if (!cards.includes(`${trump}7` as Card)) return announced ? 0 : 1;
  return announcedOrNot(logistic(SEVEN_ANNOUNCED, ANNOUNCEMENT_FEATURES.seven(cards, trump)), announced);
}

/**
 * Volený: how likely the declarer was to announce the hundred (`announced`) or not with his ten cards, as
 * a level does (`HUNDRED_ANNOUNCED`) when he holds the trump marriage; without it he cannot (1 when he
 * did not: the layouts keep an announced hundred's marriage his).
 */
export function hundredLikelihood(cards: readonly Card[], trump: Suit, announced: boolean): number {
  if (!cards.includes(`${trump}K` as Card) || !cards.includes(`${trump}O` as Card)) return announced ? 0 : 1;
  return announcedOrNot(logistic(HUNDRED_ANNOUNCED, ANNOUNCEMENT_FEATURES.hundred(cards, trump)), announced);
}

/** The likelihood of an announcement made (or not) with `chance`, kept `ANNOUNCEMENT_FLOOR` from 0 and 1. */
function announcedOrNot(chance: number, announced: boolean): number {
  const p = Math.min(1 - ANNOUNCEMENT_FLOOR, Math.max(ANNOUNCEMENT_FLOOR, chance));
  return announced ? p : 1 - p;
}

/**
 * Forehand named trumps from his first four, any four of his eight: in křížový, for a seat other than
 * forehand once his trump card is shown in a suit game, the likelihood of his trump card and call; in
 * lízaný, for the dealer before the first lead, that of his trump suit. The likelihood is the mean over
 * the fours that may have been his first (in křížový the 35 with the trump card, in lízaný all 70) of:
 * - křížový: the rules of thumb name their best suit (`trumpScore`, a suit tied for best counting as
 *   named), lay its lowest card but the seven (`trumpCardOf`) and call the highest trump rank missing
 *   from the four (`callFor`); each part they would not have made costs `FIRST_FOUR_OFF_POLICY`;
 * - lízaný: the chance a level names that suit from the four (`trumpSuitChance`).
 * Null elsewhere (in lízaný once play began, when the hand is no longer the eight he named trumps with).
 */
export function firstFourReading(view: SeatView): Weigh | null {
  const { declarer, trump } = view;
  if (view.game !== 'suit' || trump === null || declarer === null || declarer === view.seat) return null;
  const off = (fits: boolean) => (fits ? 1 : FIRST_FOUR_OFF_POLICY);
  const bestSuit = (four: readonly Card[]) =>
    trumpScore(four, trump) >= Math.max(...SUITS.map((s) => trumpScore(four, s)));
  const reading = mainVariant(view.variant).inference.firstCards;
  if (reading === 'trumpCardAndCall') {
    const { trumpCard } = view;
    const rank = view.called?.rank;
    if (trumpCard === null || rank === undefined) return null;
    return (hands) =>
      meanOverFours(
        toCards(hands[declarer] ?? 0),
        trumpCard,
        (four) =>
          off(bestSuit(four)) *
          off(trumpCardOf(four, trump) === trumpCard) *
          off(callFor(four, trump) === rank),
      );
  }
  if (reading === 'trumpSuit' && view.tricks.length === 0 && view.trick === null)
    return (hands) =>
      meanOverFours(toCards(hands[declarer] ?? 0), null, (four) => trumpSuitChance(four, trump));
  return null;
}

/**
 * Lízaný: the chance a level names `trump` from `four` (its choice by evaluation, modelled as a softmax
 * of the rules of thumb's `trumpScore` over the four suits at `TWO_HAND_TRUMP_SCALE`).
 */
export function trumpSuitChance(four: readonly Card[], trump: Suit): number {
  const scores = SUITS.map((s) => trumpScore(four, s));
  return choiceWeights(scores, 0, TWO_HAND_TRUMP_SCALE)[SUITS.indexOf(trump)] as number;
}

/** The mean of `like` over the fours of `cards` (those holding `card` when given, which `cards` holds). */
function meanOverFours(cards: readonly Card[], card: Card | null, like: (four: Card[]) => number): number {
  const rest = card === null ? cards : cards.filter((c) => c !== card);
  const fixed = card === null ? [] : [card];
  const pick = 4 - fixed.length;
  let sum = 0;
  let fours = 0;
  const chosen: Card[] = [];
  const walk = (from: number) => {
    if (chosen.length === pick) {
      sum += like([...fixed, ...chosen]);
      fours++;
      return;
    }
    for (let i = from; i <= rest.length - (pick - chosen.length); i++) {
      chosen.push(rest[i] as Card);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return fours === 0 ? 1 : sum / fours;
}

/**
 * Volený (`inference.declinedNoTrump`): the kinds of game above his own a suit game's declarer passed
 * over when he named it with the talon in hand (read as an approver's Dobrá is), or null.
 */
export function declarerDeclined(view: SeatView): ('betl' | 'durch')[] | null {
  const { declarer } = view;
  if (!mainVariant(view.variant).inference.declinedNoTrump) return null;
  if (view.game !== 'suit' || declarer === null || declarer === view.seat) return null;
  const named = view.calls.some((c) => c.type === 'chooseGame' && c.seat === declarer && c.game === 'suit');
  if (!named) return null;
  const higher = (['betl', 'durch'] as const).filter(
    (k) => gameRank(k, view.rules) > gameRank('suit', view.rules),
  );
  return higher.length > 0 ? higher : null;
}

/** Other seats that said Dobrá, each with the higher kinds of game it thereby declined. */
function approvals(view: SeatView): Map<Seat, ('betl' | 'durch')[]> {
  const out = new Map<Seat, ('betl' | 'durch')[]>();
  let bid: Game | null = null;
  for (const c of view.calls) {
    if (c.type === 'chooseGame') bid = c.game;
    if (c.type !== 'approve' || c.seat === view.seat || bid === null) continue;
    const current: Game = bid;
    const higher = (['betl', 'durch'] as const).filter(
      (k) => gameRank(k, view.rules) > gameRank(current, view.rules),
    );
    if (higher.length > 0) out.set(c.seat, higher);
  }
  return out;
}

/** Each seat's cards when play began: what it holds now and what it has played. */
export function startHands(state: HandState): CardSet[] {
  const hands = state.hands.slice();
  const tricks = state.trick === null ? state.tricks : [...state.tricks, state.trick];
  for (const t of tricks)
    t.cards.forEach((card, i) => {
      const seat = seatOfCard(state, t.leader, i);
      hands[seat] = add(hands[seat] ?? 0, card);
    });
  return hands;
}
