/**
 * The one place that knows every variant: each variant's `VariantDef` (its flow, settlement rules,
 * position hooks, table and cards), looked up by the core's dispatching modules (legal.ts, apply.ts,
 * view.ts, deal.ts, position.ts), by settle.ts and by everything else in src-shared that a variant
 * changes (record, io, editor, session). A variant without an entry cannot be dealt and every action in it is refused with
 * `variantNotAvailable`. Add a variant with its line in each `Record<Variant, …>` here (its folder
 * beside this file, its id in ids.ts); the compiler names each one missing.
 *
 * Direction: the variants import the core (engine/, settlement/rule.ts); this module imports the
 * variants; the core's dispatching modules import this one. Nothing below it imports it back.
 */
import type { Flow } from '../engine/flow.ts';
import type { PositionHooks } from '../engine/position-contract.ts';
import type { Seat, Table, Variant } from '../engine/table.ts';
import type { PresetId, Ruleset } from '../rules/ruleset.ts';
import type { HandResult } from '../settlement/result.ts';
import type { SettlementRule } from '../settlement/rule.ts';
import { AUCTION } from './auction/variant.ts';
import { CHOSEN } from './chosen/variant.ts';
import { FOUR_HAND } from './four-hand/variant.ts';
import { DEFAULT_VARIANT } from './ids.ts';
import { TWO_HAND } from './two-hand/variant.ts';
import type { VariantDef } from './variant.ts';

/** Every variant's definition, by id (a variant without one does not compile), in the order their settlement rules are consulted. */
const DEFS: Readonly<Record<Variant, VariantDef>> = {
  chosen: CHOSEN,
  auction: AUCTION,
  fourHand: FOUR_HAND,
  twoHand: TWO_HAND,
};

/** Variants added by tests (`registerVariant`), looked up before the real ones; empty in the app. */
const added = new Map<Variant, VariantDef>();

/** The definition of a variant. */
export function variantDef(variant: Variant): VariantDef {
  const def = added.get(variant) ?? (DEFS as Partial<Record<Variant, VariantDef>>)[variant];
  if (def === undefined) throw new Error(`no variant ${variant} is registered`);
  return def;
}

/** Every registered variant's definition (the real ones in registry order, then any a test added). */
export function variantDefs(): VariantDef[] {
  return [...Object.values(DEFS), ...added.values()];
}

/**
 * Adds a variant (tests only: a toy variant played through the engine); returns the function that takes it
 * out again. Its settlement rules are registered with it.
 */
export function registerVariant(def: VariantDef): () => void {
  if (added.has(def.id) || Object.hasOwn(DEFS, def.id))
    throw new Error(`variant ${def.id} is already registered`);
  added.set(def.id, def);
  const unregister = def.settlement.map(registerSettlementRule);
  return () => {
    added.delete(def.id);
    for (const u of unregister) u();
  };
}

/** The flow of a variant, or null while it has none. */
export function flowOf(variant: Variant): Flow | null {
  return added.get(variant)?.flow ?? (DEFS as Partial<Record<Variant, VariantDef>>)[variant]?.flow ?? null;
}

/** The table sizes of each variant; the first is the default (docs/formats.md). */
export const POSITION_PLAYERS: Readonly<Record<Variant, readonly Table['size'][]>> = {
  chosen: CHOSEN.players,
  auction: AUCTION.players,
  fourHand: FOUR_HAND.players,
  twoHand: TWO_HAND.players,
};

/** The presets each variant is played under, its default first (VariantDef.presets). */
export const PRESETS_OF_VARIANT: Readonly<Record<Variant, readonly PresetId[]>> = {
  chosen: CHOSEN.presets,
  auction: AUCTION.presets,
  fourHand: FOUR_HAND.presets,
  twoHand: TWO_HAND.presets,
};

/**
 * The table of a hand of `variant` dealt by `dealer`: křížový seats all four (pravidla ČSM, čl. VII
 * odst. 2); in the other variants a dealer of four sits the hand out (čl. II odst. 4).
 */
export function variantTable(variant: Variant, size: Table['size'], dealer: Seat): Table {
  return variantDef(variant).allFourPlay ? { size, dealer, dealerSitsOut: false } : { size, dealer };
}

/**
 * The ruleset a hand of `variant` is played under (the flow's `rules`), the same whether the hand is
 * dealt or given as a position: a preset's licitovaný rates reach a position as they reach a record.
 */
export function playingRules(variant: Variant, rules: Ruleset): Ruleset {
  return flowOf(variant)?.rules?.(rules) ?? rules;
}

/** How a position of `variant` is read. */
export function positionHooksOf(variant: Variant): PositionHooks {
  return variantDef(variant).position;
}

// --- Settlement rules (contract: settlement/rule.ts)

const registered: SettlementRule[] = Object.values(DEFS).flatMap((v) => v.settlement);

/** Adds a rule (tests, experiments); returns the function that takes it out again. */
export function registerSettlementRule(rule: SettlementRule): () => void {
  if (registered.some((r) => r.id === rule.id))
    throw new Error(`settlement rule ${rule.id} is already registered`);
  registered.push(rule);
  return () => {
    const i = registered.indexOf(rule);
    if (i >= 0) registered.splice(i, 1);
  };
}

/** The rules that apply to a hand of this variant, in registration order. */
export function rulesForVariant(variant: Variant): SettlementRule[] {
  return registered.filter((r) => r.variants.includes(variant));
}

/** The rules that apply to this result (its variant, then each rule's own test). */
export function settlementRulesFor(r: HandResult): SettlementRule[] {
  return rulesForVariant(r.variant ?? DEFAULT_VARIANT).filter((rule) => rule.applies?.(r) ?? true);
}
