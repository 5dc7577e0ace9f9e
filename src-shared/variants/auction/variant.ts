/** Licitovaný: the auction, dvě sedmy, omyl, the raised limit and the game by tricks. */
import type { VariantDef } from '../variant.ts';
import { AUCTION_FLOW } from './flow.ts';
import { AUCTION_POSITION } from './position.ts';

import { AUCTION_SETTLEMENT_RULES } from './settlement.ts';

export const AUCTION: VariantDef = {
  id: 'auction',
  flow: AUCTION_FLOW,
  settlement: AUCTION_SETTLEMENT_RULES,
  position: AUCTION_POSITION,
  players: [3, 4],
  allFourPlay: false,
  talonSize: 2,
  stockSize: 0,
  positionFields: ['aux', 'wonStep'],
};
