/**
 * The renderer's one place that knows every variant: what the screens show differently for each (the
 * editor's contract fields, a board's facts, the stock on the felt, the score sheet's lone declarer, the
 * prompts' own keys, the preset a deal of it takes by default …). Typed `Record<Variant, …>`, so a new
 * variant is a compile error here until it has its entry. Rule facts are not restated: the stock comes
 * from the variant's `VariantDef` (src-shared/variants), as do the games the editor offers; who sits out
 * at four from `variantTable`.
 *
 * Components, stores and format helpers ask this module (`variantOf(id)` or the helpers below); none
 * compares a variant id (tests/unit/variants/renderer-registry.test.ts finds any id outside this file
 * and the i18n files, whose keys name the variants).
 */
import type { Game } from '../../src-shared/engine/contract.ts';
import type { Variant } from '../../src-shared/engine/table.ts';
import { DEFAULT_VARIANT } from '../../src-shared/variants/ids.ts';
import { variantTable } from '../../src-shared/variants/registry.ts';
import type { PresetId } from '../../src-shared/rules/ruleset.ts';
import { AUCTION } from '../../src-shared/variants/auction/variant.ts';
import { CHOSEN } from '../../src-shared/variants/chosen/variant.ts';
import { FOUR_HAND } from '../../src-shared/variants/four-hand/variant.ts';
import { TWO_HAND } from '../../src-shared/variants/two-hand/variant.ts';
import type { VariantDef } from '../../src-shared/variants/variant.ts';
import type { MessageKey } from '../i18n/keys.ts';

export interface RendererVariant {
  /** The shared definition (the rule facts the screens read: the stock). */
  readonly def: VariantDef;
  /**
   * The plain game: its name is not shown as a tag (a board's facts, a library entry), and a session
   * or a practice game of it is asked for without a `variant` (as every one saved before the others).
   */
  readonly plain: boolean;
  /**
   * The contract is won in an auction on the preset's ladder (licitovaný): the editor's step, auxiliary
   * suit and step won, and the calls worded against the ladder (`CallContext.auction`).
   */
  readonly auction: boolean;
  /** The declarer calls a partner by a card (křížový): the editor's called rank, the partner marks. */
  readonly calledPartner: boolean;
  /** The editor offers the card the trumps were chosen by (volený's trump card). */
  readonly editorTrumpCard: boolean;
  /** The preset a deal of the variant takes where ČSM's (`csm`) would be: licitovaný its tournament's. */
  readonly csmPreset: PresetId;
  /** A board's random deal is volený's practice deal (a hand fit for the contract practised). */
  readonly practiceDeal: boolean;
  /** The editor's "analyse this deal" button label. */
  readonly analyseKey: MessageKey;
  /** Prompts worded differently from volený's (the trump choice, the answer to the talon). */
  readonly prompts: { readonly trumpChoice?: MessageKey; readonly answer?: MessageKey };
}

export const RENDERER_VARIANTS: Readonly<Record<Variant, RendererVariant>> = {
  chosen: {
    def: CHOSEN,
    plain: true,
    auction: false,
    calledPartner: false,
    editorTrumpCard: true,
    csmPreset: 'csm',
    practiceDeal: true,
    analyseKey: 'playFrom.analyseDeal',
    prompts: {},
  },
  auction: {
    def: AUCTION,
    plain: false,
    auction: true,
    calledPartner: false,
    editorTrumpCard: false,
    csmPreset: 'csm002',
    practiceDeal: false,
    analyseKey: 'editorVariants.analyseDeal',
    prompts: {},
  },
  fourHand: {
    def: FOUR_HAND,
    plain: false,
    auction: false,
    calledPartner: true,
    editorTrumpCard: false,
    csmPreset: 'csm',
    practiceDeal: false,
    analyseKey: 'editorVariants.analyseDeal',
    prompts: { trumpChoice: 'prompt.fourHandTrumpChoice', answer: 'prompt.fourHandAnswer' },
  },
  twoHand: {
    def: TWO_HAND,
    plain: false,
    auction: false,
    calledPartner: false,
    editorTrumpCard: false,
    csmPreset: 'csm',
    practiceDeal: false,
    analyseKey: 'editorVariants.analyseDeal',
    prompts: {},
  },
};

/** The variant a session, a record or a position without one is of (everything saved before the others). */
export { DEFAULT_VARIANT };

/** What the screens show for `variant` (absent: the default, volený). */
export function variantOf(variant: Variant | undefined): RendererVariant {
  return RENDERER_VARIANTS[variant ?? DEFAULT_VARIANT];
}

/** Play draws from a stock after each trick (lízaný): the stock on the felt, the draws, the board's facts. */
export function hasStock(variant: Variant | undefined): boolean {
  return variantOf(variant).def.stockSize > 0;
}

/** The games the editor offers for `variant` (its shared definition's: lízaný suit games only). */
export function editorGames(variant: Variant): readonly Game[] {
  return variantOf(variant).def.editor.games;
}

/** The dealer sits the hand out at a table of `players` (four, in every variant but křížový). */
export function dealerSitsOut(variant: Variant, players: number): boolean {
  return players === 4 && variantTable(variant, 4, 0).dealerSitsOut !== false;
}

/** The `variant` field of a request: absent for the plain game, as every session saved before the others. */
export function variantParam(variant: Variant): { variant?: Variant } {
  return variantOf(variant).plain ? {} : { variant };
}
