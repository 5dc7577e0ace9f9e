/** Volený in the position editor (editor/draft.ts VariantEditor). */
import { GAMES } from '../../engine/contract.ts';
import type { VariantEditor } from '../../editor/draft.ts';
import { dealPackets } from './deal.ts';

export const CHOSEN_EDITOR: VariantEditor = {
  // 7-5-5-5-5-5 from forehand: forehand holds twelve until he lays the talon aside after choosing trumps.
  deal: (table, deck) => ({ hands: dealPackets(table, deck).hands, talon: [], stock: [] }),
  games: GAMES,
  contractCheck: 'fields',
  toPosition: (_d, plain) => plain,
  random: (rules, kind, rng, practice) => practice(rules, kind, rng.int(2 ** 31)),
};
