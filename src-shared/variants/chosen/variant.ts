/** Volený (rules/000): the common game; its settlement is the common one. */
import type { VariantDef } from '../variant.ts';
import { CHOSEN_FLOW } from './flow.ts';

export const CHOSEN: VariantDef = {
  id: 'chosen',
  flow: CHOSEN_FLOW,
  settlement: [],
};
