/**
 * Licitovaný's own refusals: the auction, the talon and the declaration (engine/auction, flows/auction.ts). Add members as
 * `{ readonly code: '…'; … }` (data only, names from GLOSSARY.md); word each, with the article it comes
 * from, in explain/words/auction.ts. `never`: none yet. The Reason union (explain/reason.ts) takes this
 * block as it is, so nobody else edits reason.ts or the formatter's switch for it.
 */
export type AuctionReason = never;
