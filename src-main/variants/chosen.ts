/** Volený on main's side (main-variant.ts): the base variant, three active seats and a talon. */
import type { MainVariantDef } from './main-variant.ts';

export const CHOSEN_MAIN: MainVariantDef = {
  id: 'chosen',
  base: true,
  presetId: 'csm',
  drawsFromStock: false,
  laysTalon: true,
  layouts: { kind: 'talon', activeSeats: 3, positionFields: () => ({}) },
  inference: {
    trumpsFromHand: true,
    announcements: true,
    talonRelief: true,
    declinedNoTrump: true,
    firstCards: null,
  },
  rulePlayer: { trumpChoice: 'fromHand', legalDiscard: false },
  arenaTable: (size) => ({ size, dealer: size - 1 }),
  summary: () => ({}),
  sheet: () => ({}),
  bidMineSeats: [3],
};
