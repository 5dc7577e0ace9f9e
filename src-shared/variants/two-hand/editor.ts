/** Lízaný in the position editor (editor/draft.ts VariantEditor). */
import { toCards } from '../../cards/cardset.ts';
import type { VariantEditor } from '../../editor/draft.ts';
import { dealEights, suitGameOf } from '../../editor/practice.ts';
import { dealFirstPackets, dealSecondPackets } from './deal.ts';

export const TWO_HAND_EDITOR: VariantEditor = {
  deal: (table, deck) => {
    const all = dealSecondPackets(table, dealFirstPackets(table, deck));
    return { hands: new Map(all.hands.map((h, seat) => [seat, toCards(h)])), talon: [], stock: all.stock };
  },
  // Lízaný has no betl or durch.
  games: ['suit'],
  contractCheck: 'engine',
  // The position's stock as it lay at the first lead: the cards drawn so far, then those still in it.
  toPosition: (d, plain, facts) => ({ variant: d.variant, ...plain, stock: [...facts.drawn(), ...d.stock] }),
  // Eight to each, the stock of sixteen; forehand declares his longest suit or the contract practised.
  random: (rules, kind, rng) => {
    const { deck, forehand, hands, base, contract } = dealEights('twoHand', 2, rules, kind, rng);
    const suit = suitGameOf(kind, contract, hands[forehand] ?? []);
    if (suit === null) return null;
    return { ...base, hands, declarer: forehand, game: 'suit', ...suit, stock: deck.slice(16) };
  },
};
