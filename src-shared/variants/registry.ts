/**
 * The one place that knows every variant: each variant's `VariantDef` (its flow and settlement rules),
 * looked up by the core's dispatching modules (legal.ts, apply.ts, view.ts, deal.ts, position.ts) and by
 * settle.ts. A variant without an entry cannot be dealt and every action in it is refused with
 * `variantNotAvailable`. Add a variant with one line here (its folder beside this file).
 *
 * Direction: the variants import the core (engine/, settlement/rule.ts); this module imports the
 * variants; the core's dispatching modules import this one. Nothing below it imports it back.
 */
import type { Flow } from '../engine/flow.ts';
import type { PositionHooks } from '../engine/position-contract.ts';
import type { Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { HandResult } from '../settlement/result.ts';
import type { SettlementRule } from '../settlement/rule.ts';
import { AUCTION } from './auction/variant.ts';
import { CHOSEN } from './chosen/variant.ts';
import { FOUR_HAND } from './four-hand/variant.ts';
import { TWO_HAND } from './two-hand/variant.ts';
import type { VariantDef } from './variant.ts';

/** Every variant, in the order their settlement rules are consulted. */
const VARIANTS: readonly VariantDef[] = [CHOSEN, AUCTION, FOUR_HAND, TWO_HAND];

const flows: Readonly<Partial<Record<Variant, Flow>>> = Object.fromEntries(
  VARIANTS.map((v) => [v.id, v.flow]),
);

/** The flow of a variant, or null while it has none. */
export function flowOf(variant: Variant): Flow | null {
  return flows[variant] ?? null;
}

/**
 * The ruleset a hand of `variant` is played under (the flow's `rules`), the same whether the hand is
 * dealt or given as a position: a preset's licitovaný rates reach a position as they reach a record.
 */
export function playingRules(variant: Variant, rules: Ruleset): Ruleset {
  return flowOf(variant)?.rules?.(rules) ?? rules;
}

/** How a position of `variant` is read beyond the shared checks, or null: as volený's. */
export function positionHooksOf(variant: Variant): PositionHooks | null {
  return VARIANTS.find((v) => v.id === variant)?.position ?? null;
}

// --- Settlement rules (contract: settlement/rule.ts)

const registered: SettlementRule[] = VARIANTS.flatMap((v) => v.settlement);

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
  return rulesForVariant(r.variant ?? 'chosen').filter((rule) => rule.applies?.(r) ?? true);
}
