/**
 * Křížový on main's side (main-variant.ts): four seats and no talon, the called card placing the hidden
 * partner; trumps from a card of forehand's first four.
 */
import { fourHandTable } from '../../src-shared/variants/four-hand/deal.ts';
import type { MainVariantDef } from './main-variant.ts';
import { calledOf, partnerOf } from '../../src-shared/engine/state.ts';

export const FOUR_HAND_MAIN: MainVariantDef = {
  id: 'fourHand',
  base: false,
  presetId: 'csm',
  drawsFromStock: false,
  laysTalon: false,
  layouts: {
    kind: 'calledPartner',
    activeSeats: 4,
    positionFields: (v) => ({ variant: v.variant, called: v.called?.rank ?? null }),
  },
  inference: {
    trumpsFromHand: false,
    announcements: false,
    talonRelief: false,
    declinedNoTrump: false,
    firstCards: 'trumpCardAndCall',
  },
  rulePlayer: { trumpChoice: 'cardOfFirstFour', legalDiscard: true },
  arenaTable: () => fourHandTable(3),
  summary: (state) => ({ called: calledOf(state), partner: partnerOf(state) }),
  sheet: (state) => ({ variant: 'fourHand', partner: partnerOf(state) }),
  bidMineSeats: [4],
};
