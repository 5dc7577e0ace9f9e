/** Volený (rules/000): the common game; its settlement is the common one. */
import { PRESET_IDS } from '../../rules/ruleset.ts';
import type { VariantDef } from '../variant.ts';
import { CHOSEN_EDITOR } from './editor.ts';
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
  words: {
    name: { cs: 'volený mariáš', en: 'volený mariáš (the chosen game)' },
    in: { cs: 've voleném mariáši', en: 'in volený' },
    table: {
      cs: 'hrají ho tři, u čtyř rozdávající pauzíruje',
      en: 'three play, at four the dealer sits out',
    },
  },
  presets: PRESET_IDS,
  editor: CHOSEN_EDITOR,
};
