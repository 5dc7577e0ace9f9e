/**
 * The one interface by which the core knows a variant: its flow (the bidding and the hooks into the
 * common phases, engine/flow.ts), its settlement rules (settlement/rule.ts) and how a position of it is
 * read (engine/position-contract.ts), how the position editor treats it (editor/draft.ts), and the plain facts of its table and cards. Each variant folder
 * exports one `VariantDef`; variants/registry.ts lists them. A required member is one every variant must
 * answer (a new variant does not compile until it does); an optional one says its default.
 */
import type { VariantEditor } from '../editor/draft.ts';
import type { Flow } from '../engine/flow.ts';
import type { PositionHooks, VariantPositionField } from '../engine/position-contract.ts';
import type { Table, Variant } from '../engine/table.ts';
import type { PresetId } from '../rules/ruleset.ts';
import type { SettlementRule } from '../settlement/rule.ts';

/** A text in each language of the app (explain/names.ts Lang). */
export type VariantText = Readonly<Record<'cs' | 'en', string>>;

/** How the explanations and messages name a variant (explain/names.ts, explain/review.ts, io/describe.ts). */
export interface VariantWords {
  /** Its name: "volený mariáš". */
  readonly name: VariantText;
  /** "In" it, in a sentence: "ve voleném mariáši". */
  readonly in: VariantText;
  /** Who plays it: "hrají ho tři, u čtyř rozdávající pauzíruje". */
  readonly table: VariantText;
}

export interface VariantDef {
  readonly id: Variant;
  readonly flow: Flow;
  /** What the variant pays beyond volený's components, consulted in this order (none: volený's alone). */
  readonly settlement: readonly SettlementRule[];
  /** How a position of the variant is read: its games and description, and its checks beyond the shared ones. */
  readonly position: PositionHooks;
  /** The table sizes the variant is played at; the first is the default (docs/formats.md). */
  readonly players: readonly Table['size'][];
  /** All four play at a table of four (křížový); false: a dealer of four sits the hand out (čl. II odst. 4). */
  readonly allFourPlay: boolean;
  /** Cards laid aside as the talon when play starts (volený, licitovaný: 2). */
  readonly talonSize: number;
  /**
   * Cards in the stock when play starts (lízaný: 16); while it lasts each trick's winner, then the other
   * player, draws one, and following suit is not owed.
   */
  readonly stockSize: number;
  /** The fields of a position only this variant carries (another variant's position may not). */
  readonly positionFields: readonly VariantPositionField[];
  /** How the explanations and messages name the variant. */
  readonly words: VariantWords;
  /** The presets a session of the variant may be played under, its default first. */
  readonly presets: readonly PresetId[];
  /** What the position editor asks of the variant: its deal, games, draft form and random deal. */
  readonly editor: VariantEditor;
}
