/**
 * The ids of the variants of mariáš (GLOSSARY), each with its folder beside this file and its
 * `VariantDef` in registry.ts. A leaf module (it imports nothing) so the core's types (`Variant`,
 * engine/table.ts) can name the ids without importing the variants.
 */
export const VARIANTS = ['chosen', 'auction', 'fourHand', 'twoHand'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variant of a hand, record or position that names none (volený: every hand written before the variants). */
export const DEFAULT_VARIANT: Variant = 'chosen';
