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

/** Variants added by tests (`registerMainVariant`), looked up before the real ones; empty in the app. */
const added = new Map<Variant, MainVariantDef>();

/** The definition of a variant. */
export function mainVariant(variant: Variant): MainVariantDef {
  const def = added.get(variant) ?? (MAIN_VARIANTS as Partial<Record<Variant, MainVariantDef>>)[variant];
  if (def === undefined) throw new Error(`no variant ${variant} is registered on main's side`);
  return def;
}

/**
 * Adds a variant's main-side definition (tests only: a toy variant played by the solver and the rules
 * player, beside its `VariantDef` of src-shared's `registerVariant`); returns the function that takes it
 * out again.
 */
export function registerMainVariant(def: MainVariantDef): () => void {
  if (added.has(def.id) || Object.hasOwn(MAIN_VARIANTS, def.id))
    throw new Error(`variant ${def.id} is already registered on main's side`);
  added.set(def.id, def);
  return () => {
    added.delete(def.id);
  };
}

/** The base variant (volený): the one a hand, record or session without a `variant` field is of. */
export const BASE_VARIANT: Variant = CHOSEN_MAIN.id;
