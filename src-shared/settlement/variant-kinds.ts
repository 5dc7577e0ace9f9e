/**
 * The settlement vocabulary a variant adds on top of volený's: outcome codes (why an item was won or
 * lost) and item kinds that are not contract components. Each variant's person adds to their block only,
 * together with the wording in explain/format.ts and the citation in explain/articles.ts; `never` means
 * the variant adds nothing yet. settle.ts joins them into `Outcome` and `ItemKind`.
 */

// --- licitovaný (dvě sedmy, omyl) -------------------------------------------------------------
export type AuctionOutcome = never;
export type AuctionItemKind = never;
// --- end licitovaný ---------------------------------------------------------------------------

// --- křížový (durch s chytrým) ----------------------------------------------------------------
export type FourHandOutcome = never;
export type FourHandItemKind = never;
// --- end křížový ------------------------------------------------------------------------------

// --- lízaný -----------------------------------------------------------------------------------
export type TwoHandOutcome = never;
export type TwoHandItemKind = never;
// --- end lízaný -------------------------------------------------------------------------------

export type VariantOutcome = AuctionOutcome | FourHandOutcome | TwoHandOutcome;
export type VariantItemKind = AuctionItemKind | FourHandItemKind | TwoHandItemKind;
