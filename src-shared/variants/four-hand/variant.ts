/** Křížový: four players, the called partner, durch s chytrým. */
import { PRESET_IDS } from '../../rules/ruleset.ts';
import type { VariantDef } from '../variant.ts';
import { FOUR_HAND_EDITOR } from './editor.ts';
import { FOUR_HAND_FLOW } from './flow.ts';
import { FOUR_HAND_POSITION } from './position.ts';
import { FOUR_HAND_SETTLEMENT_RULES } from './settlement.ts';

export const FOUR_HAND: VariantDef = {
  id: 'fourHand',
  flow: FOUR_HAND_FLOW,
  settlement: FOUR_HAND_SETTLEMENT_RULES,
  position: FOUR_HAND_POSITION,
  players: [4],
  allFourPlay: true,
  talonSize: 0,
  stockSize: 0,
  positionFields: ['called'],
  words: {
    name: { cs: 'křížový mariáš', en: 'křížový mariáš (four-hand)' },
    in: { cs: 'v křížovém mariáši', en: 'in křížový' },
    table: { cs: 'hrají ho čtyři', en: 'four play' },
  },
  presets: PRESET_IDS,
  editor: FOUR_HAND_EDITOR,
};
