/** Lízaný: two players drawing from the stock; its settlement is the common one. */
import type { VariantDef } from '../variant.ts';
import { TWO_HAND_STOCK } from './deal.ts';
import { TWO_HAND_FLOW } from './flow.ts';
import { TWO_HAND_POSITION } from './position.ts';

export const TWO_HAND: VariantDef = {
  id: 'twoHand',
  flow: TWO_HAND_FLOW,
  settlement: [],
  position: TWO_HAND_POSITION,
  players: [2],
  allFourPlay: false,
  talonSize: 0,
  stockSize: TWO_HAND_STOCK,
  positionFields: ['stock'],
};
