/**
 * Drawing in lízaný mariáš (the English description, "Lízaný Mariáš"): after each trick while the stock
 * lasts, the trick's winner takes the top card and the other seat the next, so both hands are back to
 * eight. Sixteen cards make eight such draws: the stock is gone after the eighth trick.
 */
import type { CardSet } from '../../cards/cardset.ts';
import { type Draw, type Stock, drawInTurn, drawOrder, withDraws } from './stock.ts';
import { type Seat, type Table, othersAfter } from '../../engine/table.ts';

export interface AfterDraw {
  readonly hands: readonly CardSet[];
  readonly stock: Stock;
  /** Who drew which card, in draw order (each seat may see only its own). */
  readonly draws: readonly Draw[];
}

/** The draws after a trick won by `winner`; nothing changes once the stock is gone. */
export function drawAfterTrick(
  table: Table,
  hands: readonly CardSet[],
  stock: Stock,
  winner: Seat,
): AfterDraw {
  if (stock.length === 0) return { hands, stock, draws: [] };
  const { draws, stock: rest } = drawInTurn(stock, drawOrder(winner, othersAfter(table, winner)));
  return { hands: withDraws(hands, draws), stock: rest, draws };
}
