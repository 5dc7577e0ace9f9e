/**
 * Licitovaný: what the calls so far say about the cards a seat cannot see, for the sampling levels
 * (auction-bid.ts, auction-player.ts). A deal of the unseen cards drawn uniformly from the view
 * (auction-layouts.ts `dealFor`) is kept with the likelihood of the calls made with the hands it gives
 * (rejection sampling, so no solve is spent on a deal that is then weighed down):
 * - each auction call of another seat (bid, "Mám", drop): 1 where the rules player (variants.ts
 *   `auctionCall`) makes that call with the deal's hand, else `OFF_POLICY` (the others may bid by
 *   another reckoning, as the levels now do); the auction is replayed through the engine, a declarer's
 *   hand being the ten cards he plays with, the talon he laid away standing for the one he took;
 * - once the contract is declared, by another seat: the rules player's reading of the declaration
 *   (`supports` on his twelve cards: 1 where they support it, else `OFF_POLICY`), and volený's readings
 *   (inference.ts `bidInference`: trumps his best suit, a betl or durch hand that fits, a doubler's
 *   trumps and aces).
 * Doubling (auction-player.ts) reads one thing more, after solving: the declarer's bid by a level's
 * reckoning (`bidValueWeight`), since a level bids by evaluation and holds stronger hands than the rules
 * player for the same calls.
 * Reads only the view and the sampled cards.
 */
import {
  type Card,
  type HandState,
  type Rng,
  type Seat,
  type SeatView,
  FRESH_HAND_FIELDS,
  actionKey,
  activeSeats,
  apply,
  has,
  toCards,
  view as seatView,
} from '../../../src-shared/index.ts';
import { LADDERS, STEP_SHAPES } from '../../../src-shared/variants/auction/ladder.ts';
import { auctionRulesOf, newAuction } from '../../../src-shared/variants/auction/procedure.ts';
import { type AuctionDeal, type DealModel, dealCount, dealFor, declarationOf } from './auction-layouts.ts';
import { type Weigh, bidInference } from '../inference.ts';
import { auctionCall, supports, twoSevensCards } from '../variants.ts';
import { FRESH_AUCTION_OWN } from '../../../src-shared/variants/auction/state.ts';

/** Likelihood of a call the rules player would not make with the deal's hand. */
export const OFF_POLICY = 0.15;
/**
 * The likelihood of a declared dvě sedmy on twelve cards that do not support it (`supports`: both
 * sevens, their aces, nine cards of the two suits). Such a hand is rare among the deals a defender
 * draws (0–4 in 100), so at `OFF_POLICY` nearly every deal kept gave the declarer a hand neither a level
 * nor the rules player declares it with, and the defence doubled a contract it saw lost on every deal
 * while the real declarer held the sevens. At this likelihood most deals kept support it (52–98 in 100,
 * a median of 90, where 0–22 did); the others stay possible, as csm002 does not bind the sevens to the
 * declarer (docs/figures.md, "Doubling against a declarer who bids by evaluation").
 */
export const OFF_POLICY_TWO_SEVENS = 0.001;
/** Share of a focused draw's proposals taken from the focus (`likelyDeal`). */
const FOCUS_SHARE = 0.9;
/**
 * How a level's evaluated auction call depends on its contract's exact value on the real deal (money per
 * defender, units of the base, undoubled, the talon taken and the rule's pair laid away), as a defender
 * reads it: P(bid | value) = 1 / (1 + exp(−(value − midpoint) / scale)). Fitted to the money the doubles
 * really earn (`npm run double-fit:auction -- --level hrac --seeds 1,…,12 --hands 16`, 241 defender
 * decisions of hráč by three, csm002, the declarer's edge credited): every logistic of a grid re-weighs
 * the decisions' deals and `DOUBLE_RULE.auction` re-decides them. The earlier fit of hráč's first call
 * at forehand (`npm run bid-value-fit`: midpoint −3.1, scale 5.06) let the defence flek 14.9 % at
 * −0.02 ± 0.30 Kč per doubled hand; this reading, which weighs a deal where a seven is solved lost about
 * a tenth of one where it is won (the levels' sevens are won four times in five at the table), fleks
 * 9.1 % at +0.36 ± 0.32 (docs/figures.md, "Licitovaný: the declarer's edge and the flek by money").
 */
export const BID_VALUE = { midpoint: 1.5, scale: 3 } as const;

/**
 * A defender's weight of a deal on which the declared contract is worth `value` to the declarer (money
 * per defender, undoubled, solved exactly): the chance a declarer bidding by evaluation bid it there.
 */
export function bidValueWeight(value: number, fit: BidValueFit = BID_VALUE): number {
  return 1 / (1 + Math.exp(-(value - fit.midpoint) / fit.scale));
}

/** A logistic of `bidValueWeight`: its midpoint and scale, units of the base. */
export interface BidValueFit {
  readonly midpoint: number;
  readonly scale: number;
}

/** Uniform deals drawn at most per deal kept; past it the last one drawn is kept. */
const MAX_DRAWS = 400;

/**
 * The hand at the start of the auction for a deal (hands by seat, the talon), the view's auction
 * calls replayed through the engine, and the likelihood of the other seats' calls among them.
 */
export function replayAuction(view: SeatView, deal: AuctionDeal): { state: HandState; likelihood: number } {
  const auction = newAuction(activeSeats(view.table), auctionRulesOf(view.rules));
  let state: HandState = {
    variant: 'auction',
    rules: view.rules,
    table: view.table,
    phase: 'auction',
    toAct: auction.toAct,
    hands: deal.hands.slice(),
    talon: deal.talon,
    ...FRESH_HAND_FIELDS,
    own: { ...FRESH_AUCTION_OWN, auction },
  };
  let likelihood = 1;
  for (const call of view.calls) {
    if (call.type !== 'bid' && call.type !== 'hold' && call.type !== 'drop') continue;
    if (call.seat !== view.seat) {
      const expected = auctionCall(seatView(state, call.seat)).action;
      if (actionKey(expected) !== actionKey(call)) likelihood *= OFF_POLICY;
    }
    const next = apply(state, call);
    if (!next.ok) throw new Error(`the view's auction call does not replay: ${next.error.code}`);
    state = next.value;
  }
  return { state, likelihood };
}

/**
 * The likelihood of everything called so far by the other seats, for a deal of the view's unseen cards
 * (`weigh`: the view's `bidInference`, computed once per decision by the caller).
 */
export function callsLikelihood(
  view: SeatView,
  deal: AuctionDeal,
  weigh: Weigh | null = bidInference(view),
): number {
  let w = replayAuction(view, deal).likelihood;
  const d = declarationOf(view);
  const declarer = view.declarer;
  if (d === null || declarer === null || declarer === view.seat) return w;
  const twelve = [...toCards(deal.hands[declarer] ?? 0), ...toCards(deal.talon)] as Card[];
  if (
    STEP_SHAPES[d.step].game === 'suit' &&
    !supports(d.step, twelve, d.trump, d.aux, LADDERS[view.rules.auctionLadder])
  )
    w *= STEP_SHAPES[d.step].twoSevens ? OFF_POLICY_TWO_SEVENS : OFF_POLICY;
  if (weigh !== null) w *= weigh(deal.hands);
  return w;
}

/** `callsLikelihood` for the view, its volený readings prepared once. */
export function likelihoodOf(view: SeatView): (deal: AuctionDeal) => number {
  const weigh = bidInference(view);
  return (deal) => callsLikelihood(view, deal, weigh);
}

/**
 * Where the likely deals of a view lie, for drawing them without thousands of rejections: `model`
 * narrowed so that the `cards` are all the declarer's, and that part's `share` of the view's deals.
 */
export interface DealFocus {
  readonly model: DealModel;
  readonly cards: readonly Card[];
  readonly share: number;
}

/**
 * The focus of a defender's deals once dvě sedmy is declared: its two sevens and two aces in the
 * declarer's hand, where every deal supporting the declaration lies. Null for another declaration,
 * for the declarer, or where the view rules the four cards out of his hand together.
 */
export function declarationFocus(view: SeatView, model: DealModel): DealFocus | null {
  const d = declarationOf(view);
  if (d === null || view.declarer === null || view.declarer === view.seat) return null;
  if (!STEP_SHAPES[d.step].twoSevens || d.trump === null || d.aux === null) return null;
  const declarer = model.holders.indexOf(view.declarer);
  if (declarer < 0) return null;
  const cards = twoSevensCards(d.trump, d.aux);
  const masks = model.masks.slice();
  for (const c of cards) {
    const i = model.cards.indexOf(c);
    if (i < 0) return null;
    masks[i] = (masks[i] as number) & (1 << declarer);
  }
  const focused = { ...model, masks };
  const all = dealCount(model);
  const share = all === 0 ? 0 : dealCount(focused) / all;
  return share > 0 ? { model: focused, cards, share } : null;
}

/**
 * One deal drawn from the view, kept with probability `likelihood(deal)` (≤ 1); after `MAX_DRAWS`
 * draws the last one is kept whatever its likelihood. With a `focus`, `FOCUS_SHARE` of the proposals
 * come from it and the rest from the whole view, and a deal is kept with its likelihood divided by
 * how much more often than uniformly it is proposed (scaled so that the focus's deals keep theirs):
 * the deals kept are distributed exactly as without the focus, found in far fewer draws, provided
 * the likelihood outside the focus stays below (1 − FOCUS_SHARE) / (FOCUS_SHARE / share + 1 −
 * FOCUS_SHARE) (for dvě sedmy's focus it is at most `OFF_POLICY_TWO_SEVENS`).
 */
export function likelyDeal(
  view: SeatView,
  rng: Rng,
  model: DealModel,
  likelihood: (deal: AuctionDeal) => number = likelihoodOf(view),
  focus: DealFocus | null = null,
): AuctionDeal {
  // How much more often than uniformly a deal inside (outside) the focus is proposed, over the most.
  const over = focus === null ? 1 : FOCUS_SHARE / focus.share + 1 - FOCUS_SHARE;
  for (let k = 1; ; k++) {
    const focused = focus !== null && rng.int(1 << 30) < FOCUS_SHARE * (1 << 30);
    const deal = dealFor(view, rng, focused ? focus.model : model);
    let w = likelihood(deal);
    if (focus !== null && !inFocus(deal, view, focus)) w *= over / (1 - FOCUS_SHARE);
    if (k >= MAX_DRAWS || w >= 1 || rng.int(1 << 30) < w * (1 << 30)) return deal;
  }
}

/** Whether a deal gives the focus's cards to the declarer. */
function inFocus(deal: AuctionDeal, view: SeatView, focus: DealFocus): boolean {
  const hand = deal.hands[view.declarer as Seat] ?? 0;
  return focus.cards.every((c) => has(hand, c));
}
