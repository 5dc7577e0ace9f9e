/**
 * The contract of a per-variant settlement rule: what a variant pays beyond volený's components lives in
 * its folder (variants/auction/two-sevens.ts, variants/four-hand/settlement.ts …), is listed in its
 * `VariantDef` and reaches settle.ts through variants/registry.ts, so that settle.ts never changes for a
 * variant.
 *
 * Contract of a `SettlementRule` (every hook optional):
 * - It applies to a hand when the hand's variant is in `variants` and `applies(r)` (preset options)
 *   holds; the rules that apply are consulted in the order listed.
 * - `read(state)` runs in `resultOf` on the finished state; what it returns (plain data) is kept in
 *   `HandResult.extras[id]` for the other hooks. A result built without a state (the solver's) carries
 *   only what its builder puts there, so the hooks must accept a missing entry.
 * - `sides(r, sides)` may move seats between the declaring side and the defence before payment (durch
 *   s chytrým: the taker of the last trick pays and is paid with the declarer).
 * - `item(c, r, ctx)` settles one component: its items (made with `ctx.item`), or null to leave it to
 *   the common code. The first rule that answers wins. A component nobody settles (a kind the common
 *   code does not know) is an error, never a silent zero.
 * - `extra(r, ctx)` adds items tied to no component (a variant's silent results), after the common ones.
 * - `limit(r, limit)` replaces the limit of the preset for this hand (licitovaný's raised limit).
 * Items from hooks are paid like every other: summed, limited per payer, paid by sides (payment.ts).
 */
import type { Component, Side } from '../engine/contract.ts';
import type { HandState } from '../engine/state.ts';
import type { Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import type { HandResult, ItemKind, Outcome, SettlementItem } from './result.ts';

/** What an item needs to know of the component (or result) it settles. */
export interface Owned {
  readonly kind: ItemKind;
  readonly side: Side;
  readonly doubles: number;
}

/** What the common code lends a rule for building items the way it builds its own. */
export interface ItemContext {
  readonly rules: Ruleset;
  /** 2 when hearts are trumps and the preset doubles red games, else 1. */
  readonly red: number;
  /** Tricks in this hand (the last one's index is `tricks − 1`). */
  readonly tricks: number;
  /**
   * An item of `amount × redFactor × 2^doubles`, signed as every item: positive when the defence pays
   * (the declaring side's item won, or the defence's lost), negative otherwise. `redFactor`: `red`.
   */
  item(
    owned: Owned,
    won: boolean,
    outcome: Outcome,
    rate: number,
    amount: number,
    steps?: number,
    redFactor?: number,
  ): SettlementItem;
}

export interface SettlementRule {
  /** Unique; the key of its data in `HandResult.extras`. */
  readonly id: string;
  readonly variants: readonly Variant[];
  applies?(r: HandResult): boolean;
  read?(state: HandState): unknown;
  sides?(r: HandResult, sides: readonly Side[]): readonly Side[];
  item?(c: Component, r: HandResult, ctx: ItemContext): readonly SettlementItem[] | null;
  extra?(r: HandResult, ctx: ItemContext): readonly SettlementItem[];
  limit?(r: HandResult, limit: number | null): number | null;
}
