/** Lízaný: two players drawing from the stock; its settlement is the common one. */
import type { VariantDef } from '../variant.ts';
import { TWO_HAND_EDITOR } from './editor.ts';
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
  words: {
    name: { cs: 'lízaný mariáš', en: 'lízaný mariáš (two-hand, with drawing)' },
    in: { cs: 'v lízaném mariáši', en: 'in lízaný' },
    table: { cs: 'hrají ho dva', en: 'two play' },
  },
  // Volený's presets, by default under the English description's rules (the only one that describes it;
  // docs/variants.md).
  presets: ['english003', 'csm', 'house001', 'app004'],
  editor: TWO_HAND_EDITOR,
};
