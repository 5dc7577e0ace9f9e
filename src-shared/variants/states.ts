/**
 * What each variant keeps of a hand beyond the core's fields: one slot, `HandState.own`, a union
 * discriminated by `variant`, each member declared in its variant's folder (`own.ts`). Like the game
 * state `G` of boardgame.io: the core carries the slot and never looks inside it except for the facets
 * it knows by name (engine/state.ts `stockOf`, `partnerOf`, `calledOf`, `auxOf`); a variant reads and
 * writes its own member through its folder's `state.ts`.
 *
 * A real variant without an entry in `VariantStates` does not compile (`EveryVariant` below). Tests add
 * a member for a toy variant by module augmentation (tests/support/toy-variant.ts):
 *   declare module '…/src-shared/variants/states.ts' { interface VariantStates { duel: DuelOwn } }
 */
import type { AuctionOwn } from './auction/own.ts';
import type { ChosenOwn } from './chosen/own.ts';
import type { FourHandOwn } from './four-hand/own.ts';
import type { Variant } from './ids.ts';
import type { TwoHandOwn } from './two-hand/own.ts';

/** Each variant's slot member, by id; its `variant` is the id. */
export interface VariantStates {
  chosen: ChosenOwn;
  auction: AuctionOwn;
  fourHand: FourHandOwn;
  twoHand: TwoHandOwn;
}

/** Compiles only while every real variant has its member and each member names its own id. */
export type EveryVariant<
  T extends Record<Variant, unknown> & { readonly [K in keyof T]: { readonly variant: K } },
> = T;

/** The variant's own part of a hand's state (HandState.own). */
export type VariantState = EveryVariant<VariantStates>[keyof VariantStates];
