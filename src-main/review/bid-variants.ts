/**
 * The bidding of licitovaný and křížový for the review's judge of a bidding decision (bid.ts): what
 * their phases add to volený's — the alternatives worth pricing, the rule of thumb a seat follows when
 * the record no longer applies, and deals of the cards a seat could not see that are consistent with
 * its view. Reuses the computer players' choices and samplers (src-main/ai), never restates them.
 *
 * - Alternatives: licitovaný's talon — the contracts the sampling player tries (`talonCandidates`: the
 *   rule of thumb's, every step the cards support, the lowest step on offer, betl and durch, each in its
 *   strongest suits, and omyl where offered); its discard — the pairs it tries (`discardPairs`: the
 *   rule's pair, every pair of its five likeliest cards and for betl and durch a certain pair). The
 *   auction's calls, křížový's trump card, call, game, answer and announcement, and the doubling are
 *   bid.ts's own (every legal choice of the phase; a card of each suit for the trump card; the bounded
 *   doubles).
 * - Defaults (`variantDefault`, part of bid.ts `replyPolicy`: a call the record cannot tell): the rules
 *   player's call (src-main/ai/variants.ts) in the auction, at the talon and its discard, for křížový's
 *   trump card and called rank and lízaný's trumps; lízaný's announcement and doubling by the rules
 *   player (ai/baselines.ts `rulePlayer`: the levels evaluate their own, ai/two-hand/two-hand-bid.ts,
 *   against that very continuation, as licitovaný's evaluated auction plays the other seats by
 *   `auctionCall`).
 * - Deals (`variantDeal`): licitovaný through auction-layouts.ts `dealFor` (the talon unknown until the
 *   winner takes it, its bans and reported trumps once laid, the sevens a declaration had to match);
 *   křížový before the call: forehand's first four kept, the others' first four and the second round
 *   dealt at random; from the game on: four-hand-layouts.ts (the trump card forehand's, an announced
 *   seven its announcer's, the called card not with a seat proven not to be the partner), an unseen
 *   trump card redrawn from forehand's sampled cards and the partner read off the called card.
 */
import {
  type Action,
  type Card,
  type HandState,
  type Phase,
  type Rng,
  type SeatView,
  type Variant,
  CARDS,
  activeSeats,
  createRng,
  forehand,
  fromCards,
  shuffled,
  suitOf,
  toCards,
  view,
} from '../../src-shared/index.ts';
import { FOUR_HAND_PACKET } from '../../src-shared/variants/four-hand/deal.ts';
import { holderOf } from '../../src-shared/variants/four-hand/call.ts';
import { dealFor } from '../ai/auction/auction-layouts.ts';
import { rulePlayer } from '../ai/baselines.ts';
import { discardPairs, talonCandidates } from '../ai/auction/auction-player.ts';
import { contractInView } from '../ai/estimate.ts';
import { drawHands, fourHandDeal, fourHandModel } from '../ai/four-hand/four-hand-layouts.ts';
import { auctionCall, callRank, fourHandTrump, legalDiscard, talonCall, trumpSuit } from '../ai/variants.ts';
import { calledOf, partnerOf } from '../../src-shared/engine/state.ts';
import { withFourHandOwn } from '../../src-shared/variants/four-hand/state.ts';

/** What one variant adds to the review's judge of a bidding decision (the module's comment). */
interface ReviewVariant {
  /** The alternatives of `chosen` worth pricing (null: bid.ts's); absent: all bid.ts's. */
  readonly candidates?: (seen: SeatView, chosen: Action) => readonly Action[] | null;
  /** The rules player's choice in the phases whose default is the variant's own. */
  readonly defaults: Readonly<Partial<Record<Phase, (seen: SeatView) => Action>>>;
  /** Deals of the cards the seat could not see (null: none found); absent: bid.ts deals. */
  readonly deal?: (state: HandState, seen: SeatView, rng: Rng) => HandState | null;
}

/**
 * Lízaný's announcement and doubling: the rules player's call, the continuation the levels' own calls
 * assume too (ai/two-hand/two-hand-bid.ts plays every later call out by it); deterministic, so no random
 * stream is read.
 */
const ruleCall = (seen: SeatView): Action => rulePlayer.decide(seen, createRng(0)).action;

/** Every variant's part, so a new variant does not compile until it has one. */
const REVIEW_VARIANTS: Readonly<Record<Variant, ReviewVariant>> = {
  chosen: { defaults: {} },
  auction: {
    candidates: auctionCandidates,
    defaults: { discard: (seen) => legalDiscard(seen).action },
    deal: auctionDealt,
  },
  fourHand: { defaults: { trumpChoice: (seen) => fourHandTrump(seen).action }, deal: fourHandDealt },
  twoHand: { defaults: { announce: ruleCall, doubling: ruleCall } },
};

/** The variant's own alternatives of `chosen` (before bid.ts filters what the rules refuse); null: bid.ts's. */
export function variantCandidates(state: HandState, chosen: Action): readonly Action[] | null {
  const candidates = REVIEW_VARIANTS[state.variant].candidates;
  return candidates === undefined ? null : candidates(view(state, chosen.seat), chosen);
}

/** Licitovaný's talon and discard: the contracts and pairs its sampling player tries. */
function auctionCandidates(seen: SeatView, chosen: Action): readonly Action[] | null {
  switch (chosen.type) {
    case 'declare':
    case 'fold':
      return talonCandidates(seen).candidates;
    case 'discard':
      return discardPairs(seen).pairs;
    default:
      return null;
  }
}

/** The rules player's choice in a phase the variants add (null: bid.ts's quietest choice). */
export function variantDefault(s: HandState): Action | null {
  if (s.toAct === null) return null;
  const seen = view(s, s.toAct);
  switch (s.phase) {
    case 'auction':
      return auctionCall(seen).action;
    case 'talon':
      return talonCall(seen).action;
    case 'call':
      return callRank(seen).action;
    case 'trumpSuit':
      return trumpSuit(seen).action;
    default:
      return REVIEW_VARIANTS[s.variant].defaults[s.phase]?.(seen) ?? null;
  }
}

/** Whether `variantDeal` deals this state (licitovaný and křížový before play). */
export function dealsVariant(state: HandState): boolean {
  return REVIEW_VARIANTS[state.variant].deal !== undefined;
}

/**
 * The state before a decision with the cards `seen`'s seat could not see dealt afresh, consistently
 * with its view (the module's comment); null when the view leaves no deal (or none was found).
 */
export function variantDeal(state: HandState, seen: SeatView, rng: Rng): HandState | null {
  return REVIEW_VARIANTS[state.variant].deal?.(state, seen, rng) ?? null;
}

function auctionDealt(state: HandState, seen: SeatView, rng: Rng): HandState | null {
  try {
    const d = dealFor(seen, rng);
    return { ...state, hands: d.hands, talon: d.talon };
  } catch {
    return null;
  }
}

function fourHandDealt(state: HandState, seen: SeatView, rng: Rng): HandState | null {
  const fh = forehand(state.table);
  const seats = activeSeats(state.table);
  if (state.phase === 'trumpChoice' || state.phase === 'call') {
    // Only forehand decides here, having seen his first four: the others' first four and the second
    // round (the stock, dealt in order after the call) are unknown.
    const own = new Set<Card>(seen.hand);
    const pool = shuffled(
      CARDS.filter((c) => !own.has(c)),
      rng,
    );
    const hands = state.hands.map((h, s) =>
      s === seen.seat ? h : fromCards(pool.splice(0, FOUR_HAND_PACKET)),
    );
    return { ...withFourHandOwn(state, { stock: pool }), hands };
  }
  let cards: Card[][] | null;
  if (state.declarer !== null && state.game !== null) {
    // The contract is fixed: the layouts of the doubling phase (an announced hundred's marriage checked).
    cards =
      state.phase === 'doubling'
        ? fourHandDeal(seen, rng, contractInView(seen))
        : drawHands(fourHandModel(seen), rng);
  } else {
    // Naming the game and answering it: nothing but the seat's own eight cards is known, and the trump
    // card (forehand's) to forehand himself.
    const known = new Set<Card>(seen.hand);
    const hands: Card[][] = seats.map(() => []);
    hands[seen.seat] = [...seen.hand];
    if (seen.trumpCard !== null && seen.seat !== fh && !known.has(seen.trumpCard)) {
      (hands[fh] as Card[]).push(seen.trumpCard);
      known.add(seen.trumpCard);
    }
    const pool = shuffled(
      CARDS.filter((c) => !known.has(c)),
      rng,
    );
    for (const s of seats) {
      if (s === seen.seat) continue;
      const need = (seen.handSizes[s] ?? 0) - (hands[s] as Card[]).length;
      (hands[s] as Card[]).push(...pool.splice(0, need));
    }
    cards = pool.length === 0 ? hands : null;
  }
  if (cards === null) return null;
  const hands = cards.map(fromCards);
  let { trumpCard, trump, firstSeven } = state;
  let partner = partnerOf(state);
  const fhCards = toCards(hands[fh] ?? 0);
  if (trumpCard !== null && seen.trumpCard === null) {
    // A trump card this seat has not seen: one of forehand's sampled cards (keeping the real one would
    // favour the truth), and trumps with it.
    trumpCard = fhCards[rng.int(fhCards.length)] as Card;
    if (trump !== null) trump = suitOf(trumpCard);
  }
  if (seen.seat !== fh) {
    // Forehand's first four (the trump card among them) are unknown to the others.
    const others = shuffled(
      fhCards.filter((c) => c !== trumpCard),
      rng,
    );
    firstSeven = fromCards(
      [...(trumpCard === null ? [] : [trumpCard]), ...others].slice(0, FOUR_HAND_PACKET),
    );
  }
  const called = calledOf(state)?.card ?? null;
  if (called !== null && state.declarer !== null) {
    const holder = holderOf(hands, called);
    partner = holder === null || holder === state.declarer ? null : holder;
  }
  return { ...withFourHandOwn(state, { partner }), hands, trumpCard, trump, firstSeven };
}
