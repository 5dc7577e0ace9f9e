/**
 * The shape of a variant's wording of its refusals: one entry per reason code, a sentence in each
 * language and the article the rule comes from. format.ts dispatches a variant's reason here
 * (variants.ts) before its own switch over the common reasons.
 */
import type { Citation } from '../articles.ts';
import type { Deck, Lang } from '../names.ts';

export interface WordsContext {
  readonly lang: Lang;
  /** Player names by seat, when the table has them. */
  readonly names?: readonly string[];
  readonly deck: Deck;
}

export interface ReasonWording<R> {
  /** One sentence addressed to the player ("ty" in Czech), ending with a full stop. */
  readonly text: (reason: R, ctx: WordsContext) => string;
  /**
   * Where the rule is written, or null for a refusal no rule document speaks about; a function when the
   * place depends on the reason (licitovaný's ladder and procedure name the document of the rules played).
   */
  readonly citation: Citation | null | ((reason: R) => Citation | null);
}

/** The citation of a wording for `reason`. */
export function wordingCitation<R>(wording: ReasonWording<R>, reason: R): Citation | null {
  return typeof wording.citation === 'function' ? wording.citation(reason) : wording.citation;
}

/** A wording for every code of the reason union R. */
export type ReasonWords<R extends { readonly code: string }> = {
  readonly [K in R['code']]: ReasonWording<Extract<R, { readonly code: K }>>;
};
