/** The variants' wordings joined, and the test the formatter uses to send a reason to them. */
import type { Reason, VariantReason } from '../reason.ts';
import { AUCTION_WORDS } from './auction.ts';
import { FOUR_HAND_WORDS } from './four-hand.ts';
import { TWO_HAND_WORDS } from './two-hand.ts';
import type { ReasonWording, ReasonWords } from './words.ts';

export const VARIANT_WORDS: ReasonWords<VariantReason> = {
  ...AUCTION_WORDS,
  ...FOUR_HAND_WORDS,
  ...TWO_HAND_WORDS,
};

export function isVariantReason(reason: Reason): reason is VariantReason {
  return Object.prototype.hasOwnProperty.call(VARIANT_WORDS, reason.code);
}

/** The wording of a variant's reason. */
export function variantWording(reason: VariantReason): ReasonWording<VariantReason> {
  const byCode = VARIANT_WORDS as unknown as Readonly<Record<string, ReasonWording<VariantReason>>>;
  return byCode[(reason as { readonly code: string }).code] as ReasonWording<VariantReason>;
}
