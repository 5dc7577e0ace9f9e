/**
 * The toy variant "duel" (toy-variant.ts) on main's side, for tests only: its `MainVariantDef`
 * (src-main/variants/main-variant.ts), registered through `registerMainVariant` as the real variants
 * are listed in `MAIN_VARIANTS`, so the solver's layouts and the rules player take it as they take
 * them. Two seats and no talon: a seat's view leaves the other hand as the only place of the cards it
 * does not see. `registerToy` registers both definitions (src-shared's and main's) and returns the
 * function that takes them out again; toy-worker.ts calls it in a solver worker thread.
 */
import type { MainVariantDef } from '../../src-main/variants/main-variant.ts';
import { registerMainVariant } from '../../src-main/variants/registry.ts';
import { registerVariant } from '../../src-shared/variants/registry.ts';
import { TOY, TOY_ID } from './toy-variant.ts';

export const TOY_MAIN: MainVariantDef = {
  id: TOY_ID,
  base: false,
  presetId: 'csm',
  drawsFromStock: false,
  laysTalon: false,
  layouts: { kind: 'talon', activeSeats: 2, positionFields: (v) => ({ variant: v.variant }) },
  inference: {
    trumpsFromHand: true,
    announcements: false,
    talonRelief: false,
    declinedNoTrump: false,
    firstCards: null,
  },
  rulePlayer: { trumpChoice: 'fromHand', legalDiscard: true },
  arenaTable: (size) => ({ size, dealer: size - 1 }),
  summary: () => ({}),
  sheet: () => ({ variant: TOY_ID }),
  bidMineSeats: [2],
};

/** Registers the toy in both registries; returns the function that takes it out of both. */
export function registerToy(): () => void {
  const shared = registerVariant(TOY);
  const main = registerMainVariant(TOY_MAIN);
  return () => {
    main();
    shared();
  };
}
