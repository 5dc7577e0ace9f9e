/** Licitovaný in the position editor (editor/draft.ts VariantEditor). */
import type { Card } from '../../cards/card.ts';
import { GAMES } from '../../engine/contract.ts';
import type { VariantEditor } from '../../editor/draft.ts';
import { LADDERS, type StepId } from './ladder.ts';
import { dealAuction } from './talon.ts';

export const AUCTION_EDITOR: VariantEditor = {
  // Ten to each and the talon's two, by the preset's deal.
  deal: (table, deck, rules) => ({ ...dealAuction(table, deck, rules.auctionDeal), stock: [] }),
  games: GAMES,
  contractCheck: 'engine',
  toPosition: (d, plain) => ({
    variant: d.variant,
    ...plain,
    ...(d.game === 'suit' && d.aux !== null ? { aux: d.aux } : {}),
    ...(d.wonStep === null ? {} : { wonStep: d.wonStep }),
  }),
  // Dvě sedmy: the declarer holds the seven of trumps and of the auxiliary suit.
  declarerHolds: (d) => (d.aux === null ? [] : [`${d.trump}7` as Card, `${d.aux}7` as Card]),
  random: (rules, kind, rng, practice) => {
    // Volený's practice deal declared as a step of the ladder; the tournament ladder starts at the
    // seven: a plain game is practised as a seven there.
    const ladder: readonly StepId[] = LADDERS[rules.auctionLadder];
    const k = kind === 'game' && !ladder.includes('game') ? 'seven' : kind;
    return { ...practice(rules, k, rng.int(2 ** 31)), variant: 'auction' };
  },
};
