/**
 * The flow of each variant. A variant without an entry cannot be dealt and every action in it is
 * refused with `variantNotAvailable`. Add a variant with one line here (its flow in a file of its own).
 *
 * Built on first use rather than at load: the flows import the common engine modules that look flows
 * up here, and a table built at load could meet a flow not yet evaluated in that import cycle.
 */
import type { Ruleset } from '../rules/ruleset.ts';
import type { Variant } from '../engine/table.ts';
import { AUCTION_FLOW } from './auction/flow.ts';
import { CHOSEN_FLOW } from './chosen/flow.ts';
import type { Flow } from '../engine/flow.ts';
import { FOUR_HAND_FLOW } from './four-hand/flow.ts';
import { TWO_HAND_FLOW } from './two-hand/flow.ts';

let flows: Readonly<Partial<Record<Variant, Flow>>> | null = null;

function registry(): Readonly<Partial<Record<Variant, Flow>>> {
  flows ??= {
    chosen: CHOSEN_FLOW,
    fourHand: FOUR_HAND_FLOW,
    twoHand: TWO_HAND_FLOW,
    auction: AUCTION_FLOW,
  };
  return flows;
}

/** The flow of a variant, or null while it has none. */
export function flowOf(variant: Variant): Flow | null {
  return registry()[variant] ?? null;
}

/**
 * The ruleset a hand of `variant` is played under (the flow's `rules`), the same whether the hand is
 * dealt or given as a position: a preset's licitovaný rates reach a position as they reach a record.
 */
export function playingRules(variant: Variant, rules: Ruleset): Ruleset {
  return flowOf(variant)?.rules?.(rules) ?? rules;
}
