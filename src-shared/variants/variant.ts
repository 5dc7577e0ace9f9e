/**
 * The one interface by which the core knows a variant: its flow (the bidding and the hooks into the
 * common phases, engine/flow.ts), its settlement rules (settlement/rule.ts) and how a position of it is
 * read (engine/position-contract.ts). Each variant folder
 * exports one `VariantDef`; variants/registry.ts lists them.
 */
import type { Flow } from '../engine/flow.ts';
import type { PositionHooks } from '../engine/position-contract.ts';
import type { Variant } from '../engine/table.ts';
import type { SettlementRule } from '../settlement/rule.ts';

export interface VariantDef {
  readonly id: Variant;
  readonly flow: Flow;
  /** What the variant pays beyond volený's components, consulted in this order (none: volený's alone). */
  readonly settlement: readonly SettlementRule[];
  /** How a position of the variant is read beyond the shared checks (none: as volený's). */
  readonly position?: PositionHooks;
  /** Cards left in a stock after the deal, drawn from after each trick (lízaný); none: no stock. */
  readonly stock?: number;
}
