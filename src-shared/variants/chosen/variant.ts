/** Volený (rules/000): the common game; its settlement is the common one. */
import type { VariantDef } from '../variant.ts';
import { CHOSEN_FLOW } from './flow.ts';
import { CHOSEN_POSITION } from './position.ts';

export const CHOSEN: VariantDef = {
  id: 'chosen',
  flow: CHOSEN_FLOW,
  settlement: [],
  position: CHOSEN_POSITION,
  players: [3, 4],
  allFourPlay: false,
  talonSize: 2,
  stockSize: 0,
  positionFields: [],
};
