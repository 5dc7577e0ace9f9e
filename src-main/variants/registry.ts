/**
 * The one place in src-main that knows every variant: each variant's `MainVariantDef`
 * (main-variant.ts), keyed by its id, so a variant added to src-shared does not compile until main
 * has its entry. Callers ask `mainVariant(id)` for a fact instead of testing the id; no module of
 * src-main outside this folder (and a variant's own AI folder, ai/<variant>/) names a variant's id
 * (tests/unit/variants/main-registry.test.ts).
 */
import type { Variant } from '../../src-shared/index.ts';
import { AUCTION_MAIN } from './auction.ts';
import { CHOSEN_MAIN } from './chosen.ts';
import { FOUR_HAND_MAIN } from './four-hand.ts';
import type { MainVariantDef } from './main-variant.ts';
import { TWO_HAND_MAIN } from './two-hand.ts';

/** Every variant's definition, in the order the bid mining and listings go through them. */
export const MAIN_VARIANTS: Readonly<Record<Variant, MainVariantDef>> = {
  chosen: CHOSEN_MAIN,
  auction: AUCTION_MAIN,
  fourHand: FOUR_HAND_MAIN,
  twoHand: TWO_HAND_MAIN,
};

/** The definition of a variant. */
export const mainVariant = (variant: Variant): MainVariantDef => MAIN_VARIANTS[variant];

/** The base variant (volený): the one a hand, record or session without a `variant` field is of. */
export const BASE_VARIANT: Variant = CHOSEN_MAIN.id;
