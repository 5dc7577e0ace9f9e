/** Licitovaný: the auction, dvě sedmy, omyl, the raised limit and the game by tricks. */
import { AUCTION_PRESET_IDS } from '../../rules/ruleset.ts';
import type { VariantDef } from '../variant.ts';
import { AUCTION_EDITOR } from './editor.ts';
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
  words: {
    name: { cs: 'licitovaný mariáš', en: 'licitovaný mariáš (the auction game)' },
    in: { cs: 'v licitovaném mariáši', en: 'in licitovaný' },
    table: {
      cs: 'hrají ho tři, u čtyř rozdávající pauzíruje',
      en: 'three play, at four the dealer sits out',
    },
  },
  // Licitovaný has its own list, the tournament's csm002 first.
  presets: AUCTION_PRESET_IDS,
  editor: AUCTION_EDITOR,
};
