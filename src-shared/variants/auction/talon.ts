/**
 * The licitovaný deal and the auction winner's turn with the talon: fold (omyl), the contract he
 * declares, and the cards he may not lay away. Pure functions over cards and the step won; the flow
 * (variants/auction/flow.ts) calls them.
 */
import { type Card, type Suit, SUITS, cardPoints, suitOf } from '../../cards/card.ts';
import { type CardSet, has } from '../../cards/cardset.ts';
import type { Reason } from '../../explain/reason.ts';
import type { AuctionDeal, AuctionLadder, ContractMatchesCards } from '../../rules/ruleset.ts';
import type { Table } from '../../engine/table.ts';
import { activeSeats } from '../../engine/table.ts';
import { LADDERS, type StepId, STEP_SHAPES, stepRank, trumpMismatch, type TrumpMismatch } from './ladder.ts';

/**
 * The deal (Ruleset `auctionDeal`): `fives` — five to each seat in turn from forehand, two face down to
 * the talon, five more to each (OP čl. VII odst. 3; AP, "Licitovaný Mariáš"); `twos` — two at a time
 * round the table until each holds ten (DP, "Mariáš licitovaný"), which does not say when the talon's
 * two are laid: we lay them last.
 */
/** Each active seat's ten cards (by seat) and the talon's two, from `deck` in dealing order. */
export function dealAuction(
  table: Table,
  deck: readonly Card[],
  kind: AuctionDeal,
): { hands: Map<number, Card[]>; talon: Card[] } {
  const seats = activeSeats(table);
  const hands = new Map<number, Card[]>(seats.map((s) => [s, []]));
  let pos = 0;
  const take = (n: number) => {
    const out = deck.slice(pos, pos + n);
    pos += n;
    return out;
  };
  let talon: Card[];
  const round = (n: number) => {
    for (const s of seats) (hands.get(s) as Card[]).push(...take(n));
  };
  if (kind === 'fives') {
    round(5);
    talon = take(2);
    round(5);
  } else {
    for (let i = 0; i < 5; i++) round(2);
    talon = take(2);
  }
  return { hands, talon };
}

/** A contract named by the winner: a step and its suits (trumps; the auxiliary suit for dvě sedmy). */
export interface Declaration {
  readonly step: StepId;
  readonly trump: Suit | null;
  readonly aux: Suit | null;
}

/** Why a declaration is refused (explain/reasons/auction.ts and the common sevenNeedsTrumpSeven, hundredNeedsMarriage). */
export type DeclareRefusal = Extract<
  Reason,
  {
    readonly code:
      | 'stepNotOnLadder'
      | 'contractBelowBid'
      | TrumpMismatch
      | 'sevenNeedsTrumpSeven'
      | 'auxSevenNotInHand'
      | 'hundredNeedsMarriage';
  }
>;

function hasMarriage(hand: CardSet): boolean {
  return SUITS.some((s) => has(hand, `${s}O` as Card) && has(hand, `${s}K` as Card));
}

/** The sevens a declaration announces: the trump seven for a seven or dvě sedmy, then the auxiliary one. */
export function announcedSevens(d: Declaration): Card[] {
  const shape = STEP_SHAPES[d.step];
  const out: Card[] = [];
  if ((shape.seven || shape.twoSevens) && d.trump !== null) out.push(`${d.trump}7`);
  if (shape.twoSevens && d.aux !== null) out.push(`${d.aux}7`);
  return out;
}

/**
 * How a declaration must match the cards: the Ruleset's `contractMatchesCards`, or `none` for a winner
 * whose cards fit no contract he may declare (`winnerMatching`).
 */
export type CardMatching = ContractMatchesCards | 'none';

/**
 * The matching the winner's declaration is held to. Under `all` he may hold cards that fit no contract
 * at or above the step won (he bid before seeing the talon, e.g. dvě sedmy without both sevens): the
 * documents do not say what then; we let him declare any of them (`none`) and play it at his risk,
 * rather than leave him with no call. `sevenOnly` always leaves betl, durch or a contract above them.
 */
export function winnerMatching(
  hand: CardSet,
  won: StepId | null,
  ladder: AuctionLadder,
  match: ContractMatchesCards,
): CardMatching {
  return match === 'all' && declarations(hand, won, ladder, 'all').length === 0 ? 'none' : match;
}

/**
 * Which contracts must match the cards is the Ruleset's `contractMatchesCards`: `all` — every announced
 * seven, the auxiliary one too, in hand and a marriage for a hundred (OP čl. IV odst. 4–5, 9);
 * `sevenOnly` — only sedma and sedma červená need the trump seven (TP čl. II odst. 16–17).
 *
 * Why the winner holding `hand` (his twelve cards, the talon taken) may not declare `d` after winning
 * `won` (null: he won no step and may choose any), or null.
 */
export function declareRefusal(
  hand: CardSet,
  won: StepId | null,
  d: Declaration,
  ladder: AuctionLadder,
  match: CardMatching,
): DeclareRefusal | null {
  const steps = LADDERS[ladder];
  if (stepRank(d.step, steps) < 0) return { code: 'stepNotOnLadder', step: d.step, ladder };
  if (won !== null && stepRank(d.step, steps) < stepRank(won, steps))
    return { code: 'contractBelowBid', step: d.step, won, ladder };
  const mismatch = trumpMismatch(d.step, d.trump, d.aux, steps);
  if (mismatch === 'redStepNeedsHearts' || mismatch === 'plainStepNotHearts')
    return { code: mismatch, step: d.step, ladder };
  if (mismatch !== null) return { code: mismatch, step: d.step };
  const shape = STEP_SHAPES[d.step];
  const plainSeven = shape.seven && !shape.hundred && !shape.twoSevens;
  if (match === 'all' || (match === 'sevenOnly' && plainSeven)) {
    for (const card of announcedSevens(d)) {
      if (has(hand, card)) continue;
      return suitOf(card) === d.trump
        ? { code: 'sevenNeedsTrumpSeven', card }
        : { code: 'auxSevenNotInHand', card };
    }
  }
  if (match === 'all' && shape.hundred && !hasMarriage(hand)) return { code: 'hundredNeedsMarriage' };
  return null;
}

/** Every declaration open to the winner, lowest step first. */
export function declarations(
  hand: CardSet,
  won: StepId | null,
  ladder: AuctionLadder,
  match: CardMatching,
): Declaration[] {
  const out: Declaration[] = [];
  const suits: (Suit | null)[] = [null, ...SUITS];
  for (const step of LADDERS[ladder])
    for (const trump of suits)
      for (const aux of suits) {
        const d = { step, trump, aux };
        if (declareRefusal(hand, won, d, ladder, match) === null) out.push(d);
      }
  return out;
}

/**
 * Omyl: only the winner of a plain sedma may fold without play (TP čl. II odst. 17; AP lets the "Seven"
 * bidder fold after seeing the talon), and only where the rules know it (`auctionFold`).
 */
export function mayFold(won: StepId | null, foldAllowed: boolean): boolean {
  return foldAllowed && won === 'seven';
}

/** Why a card may not go to the talon under the declared contract (OP čl. IV odst. 12; TP čl. II odst. 17). */
export type DiscardBan = Extract<Reason, { readonly code: 'discardAceOrTen' | 'discardAnnouncedSeven' }>;

export function discardBan(d: Declaration, card: Card): DiscardBan | null {
  const shape = STEP_SHAPES[d.step];
  if (shape.game !== 'suit') return null;
  if (cardPoints(card) > 0) return { code: 'discardAceOrTen', card };
  if (d.trump !== null && card === `${d.trump}7` && (shape.seven || shape.twoSevens))
    return { code: 'discardAnnouncedSeven', card };
  if (shape.twoSevens && shape.hundred && d.aux !== null && card === `${d.aux}7`)
    return { code: 'discardAnnouncedSeven', card };
  return null;
}

/** The talon's trumps the declarer laid away, announced to everyone as in volený where the rules announce them. */
export function discardedTrumps(d: Declaration, cards: readonly Card[]): Card[] {
  return d.trump === null ? [] : cards.filter((c) => suitOf(c) === d.trump);
}
