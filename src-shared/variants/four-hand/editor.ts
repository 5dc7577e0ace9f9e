/** Křížový in the position editor (editor/draft.ts VariantEditor). */
import { type Card, type Rank, CARDS, SUITS } from '../../cards/card.ts';
import { toCards } from '../../cards/cardset.ts';
import { GAMES } from '../../engine/contract.ts';
import type { VariantEditor } from '../../editor/draft.ts';
import { dealEights, suitGameOf } from '../../editor/practice.ts';
import { shuffled } from '../../util/random.ts';
import { dealFirstPackets, dealSecondPackets } from './deal.ts';

/** Ranks in betl and durch, lowest first (the ten between the nine and the Unter). */
const BETL_ORDER: readonly Rank[] = ['7', '8', '9', 'X', 'U', 'O', 'K', 'A'];

/** Ranks by their power in a suit game, highest first (the called rank: the highest one lacking). */
const CALL_ORDER: readonly Rank[] = ['A', 'X', 'K', 'O', 'U', '9', '8', '7'];

export const FOUR_HAND_EDITOR: VariantEditor = {
  deal: (table, deck) => {
    const first = dealFirstPackets(table, deck);
    const hands = dealSecondPackets(table, first.hands, first.rest);
    return { hands: new Map(hands.map((h, seat) => [seat, toCards(h)])), talon: [], stock: [] };
  },
  games: GAMES,
  contractCheck: 'engine',
  toPosition: (d, plain) => ({
    variant: d.variant,
    ...plain,
    ...(d.game === 'suit' && d.called !== null ? { called: d.called } : {}),
  }),
  // Eight to each: forehand's suit game (trumps his longest suit, calling the highest rank of it he
  // lacks) or a betl / durch of a seat whose eight cards fit it.
  random: (rules, kind, rng) => {
    const { forehand, hands, base, contract } = dealEights('fourHand', 4, rules, kind, rng);
    if (contract === 'betl' || contract === 'durch') {
      // Eight cards rarely fit betl or durch dealt at random (about one hand in 20,000): the declarer's
      // are dealt as runs from the bottom (betl) or the top (durch) of suits of random lengths.
      const declarer = rng.int(4);
      const order = contract === 'betl' ? BETL_ORDER : [...BETL_ORDER].reverse();
      const lengths = [0, 0, 0, 0];
      for (let k = 0; k < 8;) {
        const i = rng.int(4);
        if ((lengths[i] as number) >= 4) continue;
        lengths[i] = (lengths[i] as number) + 1;
        k++;
      }
      const own = SUITS.flatMap((suit, i) => order.slice(0, lengths[i]).map((r): Card => `${suit}${r}`));
      const rest = shuffled(
        CARDS.filter((c) => !own.includes(c)),
        rng,
      );
      const dealt: Card[][] = [0, 1, 2, 3].map((s) => (s === declarer ? own : rest.splice(0, 8)));
      return { ...base, hands: dealt, declarer, game: contract, trump: null, announced: {} };
    }
    const hand = hands[forehand] ?? [];
    const suit = suitGameOf(kind, contract, hand);
    if (suit === null) return null;
    // Forehand calls the highest rank of trumps he lacks (alone when he holds them all).
    const lacks = CALL_ORDER.find((r) => !hand.includes(`${suit.trump}${r}`)) ?? 'A';
    return { ...base, hands, declarer: forehand, game: 'suit', ...suit, called: lacks };
  },
};
