import type { Card } from '../cards/card.ts';
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
  | { readonly type: 'claim'; readonly seat: Seat };

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
