import type { Card, Rank, Suit } from '../cards/card.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { AgainstKind, ComponentKind, Game } from './contract.ts';
import type { Seat } from './table.ts';

/**
 * Everything a seat can do in a hand. Every action names the seat that takes it, so that a history
 * reads on its own and "not your turn" can be told apart from "not allowed".
 */
export type Action =
  /** Forehand lays a trump card aside from the first seven (rules/000 čl. VII odst. 1). */
  | { readonly type: 'chooseTrump'; readonly seat: Seat; readonly card: Card }
  /** Forehand takes the trump card blind from the second five, "z lidu" (index 0–4). */
  | { readonly type: 'chooseTrumpBlind'; readonly seat: Seat; readonly index: number }
  /** The bidder names the game before discarding: forehand any, a refuser only a higher game. */
  | { readonly type: 'chooseGame'; readonly seat: Seat; readonly game: Game }
  /** Two cards to the talon. */
  | { readonly type: 'discard'; readonly seat: Seat; readonly cards: readonly [Card, Card] }
  /** "Dobrá": the game may stand. */
  | { readonly type: 'approve'; readonly seat: Seat }
  /** "Špatná": take the talon to play a higher game (betl or durch, or a takeover). */
  | { readonly type: 'refuse'; readonly seat: Seat }
  /** After approval of a suit game: hra, sedma, sto, sto a sedma. */
  | { readonly type: 'announce'; readonly seat: Seat; readonly seven: boolean; readonly hundred: boolean }
  /**
   * Double components (flek, re, tutti …). In the defence's first round it may also announce seven or
   * hundred against, with or without doubling anything.
   */
  | {
      readonly type: 'double';
      readonly seat: Seat;
      readonly components: readonly ComponentKind[];
      readonly against?: readonly AgainstKind[];
    }
  /** "Dobrý" / "Mlčím": no (further) double. */
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card }
  /**
   * The declarer lays the rest down (ložená hra) as one that cannot be lost: checked by the engine
   * (claim.ts); right, the hand ends; wrong, play goes on with his cards open.
   */
  | { readonly type: 'claim'; readonly seat: Seat }
  // --- Licitovaný (OP čl. VII odst. 3; docs/variants.md): the auction, then the winner's talon.
  /** Bid a step of the preset's ladder, above the one held (variants/auction/). */
  | { readonly type: 'bid'; readonly seat: Seat; readonly step: StepId }
  /** "Mám": hold the step a later seat bid, by priority. */
  | { readonly type: 'hold'; readonly seat: Seat }
  /** Drop out of the auction ("dál", "odstupuji"). */
  | { readonly type: 'drop'; readonly seat: Seat }
  /** Omyl: the winner of a plain sedma folds without play (TP čl. II odst. 17). */
  | { readonly type: 'fold'; readonly seat: Seat }
  /**
   * The winner names the contract, not below the step won: `trump` for the suit steps (null in betl and
   * durch), `aux` the auxiliary suit for dvě sedmy (null otherwise).
   */
  | {
      readonly type: 'declare';
      readonly seat: Seat;
      readonly step: StepId;
      readonly trump: Suit | null;
      readonly aux: Suit | null;
    }
  // --- Křížový (OP čl. VII odst. 2): forehand calls a rank; its holder in trumps is his partner.
  | { readonly type: 'callRank'; readonly seat: Seat; readonly rank: Rank }
  // --- Lízaný (AP, Lízaný Mariáš): forehand names trumps from his first four; no trump card is laid.
  | { readonly type: 'chooseTrumpSuit'; readonly seat: Seat; readonly suit: Suit };

export type ActionType = Action['type'];

export const ACTION_TYPES: readonly ActionType[] = [
  'chooseTrump',
  'chooseTrumpBlind',
  'chooseGame',
  'discard',
  'approve',
  'refuse',
  'announce',
  'double',
  'pass',
  'play',
  'claim',
  'bid',
  'hold',
  'drop',
  'fold',
  'declare',
  'callRank',
  'chooseTrumpSuit',
];

/** A canonical string for an action, equal for actions that mean the same thing. */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'chooseTrump':
    case 'play':
      return `${a.seat}:${a.type}:${a.card}`;
    case 'chooseTrumpBlind':
      return `${a.seat}:${a.type}:${a.index}`;
    case 'chooseGame':
      return `${a.seat}:${a.type}:${a.game}`;
    case 'bid':
      return `${a.seat}:${a.type}:${a.step}`;
    case 'declare':
      return `${a.seat}:${a.type}:${a.step}:${a.trump ?? '-'}:${a.aux ?? '-'}`;
    case 'callRank':
      return `${a.seat}:${a.type}:${a.rank}`;
    case 'chooseTrumpSuit':
      return `${a.seat}:${a.type}:${a.suit}`;
    case 'discard':
      return `${a.seat}:${a.type}:${a.cards.slice().sort().join(',')}`;
    case 'announce':
      return `${a.seat}:${a.type}:${a.seven ? 7 : ''}${a.hundred ? 100 : ''}`;
    case 'double':
      return `${a.seat}:${a.type}:${a.components.slice().sort().join(',')}|${(a.against ?? []).slice().sort().join(',')}`;
    default:
      return `${a.seat}:${a.type}`;
  }
}
