/**
 * Lízaný on main's side (main-variant.ts): two seats and a stock drawn from after each trick; once it
 * is gone the view fixes the whole hand.
 */
import type { MainVariantDef } from './main-variant.ts';
import { stockOf } from '../../src-shared/engine/state.ts';
import { drawnOf } from '../../src-shared/variants/two-hand/state.ts';

export const TWO_HAND_MAIN: MainVariantDef = {
  id: 'twoHand',
  base: false,
  presetId: 'csm',
  drawsFromStock: true,
  laysTalon: false,
  layouts: { kind: 'openAfterStock', activeSeats: 2, positionFields: () => ({}) },
  inference: {
    trumpsFromHand: false,
    announcements: false,
    talonRelief: true,
    declinedNoTrump: false,
    firstCards: 'trumpSuit',
  },
  rulePlayer: { trumpChoice: 'cardOfFirstFour', legalDiscard: true },
  arenaTable: (size) => ({ size, dealer: size - 1 }),
  summary: (state) => ({ stock: stockOf(state).length, drawn: drawnOf(state) }),
  sheet: () => ({ variant: 'twoHand' }),
  bidMineSeats: [2],
};
