/**
 * Licitovaný on main's side (main-variant.ts): three active seats and a talon, the auction's step and
 * dvě sedmy's auxiliary suit carried into layouts; dealt under the tournament rules (csm002).
 */
import { auctionOwn } from '../../src-shared/variants/auction/state.ts';
import type { MainVariantDef } from './main-variant.ts';

export const AUCTION_MAIN: MainVariantDef = {
  id: 'auction',
  base: false,
  presetId: 'csm002',
  drawsFromStock: false,
  laysTalon: true,
  layouts: {
    kind: 'talon',
    activeSeats: 3,
    positionFields: (v) => ({ variant: v.variant, aux: v.aux, wonStep: v.wonStep }),
  },
  inference: {
    trumpsFromHand: true,
    announcements: false,
    talonRelief: true,
    declinedNoTrump: false,
    firstCards: null,
  },
  rulePlayer: { trumpChoice: 'fromHand', legalDiscard: true },
  arenaTable: (size) => ({ size, dealer: size - 1 }),
  summary: (state) => {
    const { auction = null, wonStep = null, aux = null } = auctionOwn(state) ?? {};
    return { auction, wonStep, aux };
  },
  sheet: (state) => {
    const wonStep = auctionOwn(state)?.wonStep ?? null;
    return { variant: 'auction', ...(wonStep === null ? {} : { wonStep }) };
  },
  bidMineSeats: [3, 4],
};
