/**
 * Lízaný's own refusals: the trump suit and the free play (variants/two-hand/). Data
 * only, names from GLOSSARY.md; each is worded, with the article it comes from, in
 * explain/words/two-hand.ts. The Reason union (explain/reason.ts) takes this block as it is.
 */
export type TwoHandReason =
  /**
   * The declarer may not lay the rest down (ložená hra) while cards are left in the stock: what either
   * seat draws is unknown, so nothing is certain yet.
   */
  | { readonly code: 'claimWhileStock'; readonly stockSize: number }
  /**
   * The solver does not search a hand while the stock lasts (docs/variants.md: sampled later); the
   * command line and the solver's tasks refuse it with this.
   */
  | { readonly code: 'searchWhileStock'; readonly stockSize: number };
