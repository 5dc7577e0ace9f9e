/** Lízaný: two players drawing from the stock; its settlement is the common one. */
import { STOCK_SIZE } from '../../engine/position-contract.ts';
import type { VariantDef } from '../variant.ts';
import { TWO_HAND_FLOW } from './flow.ts';

export const TWO_HAND: VariantDef = {
  id: 'twoHand',
  flow: TWO_HAND_FLOW,
  settlement: [],
  stock: STOCK_SIZE,
};
