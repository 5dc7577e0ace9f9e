/**
 * Křížový's own refusals: the trump card, the call and the partner (variants/four-hand/), worded with their article in explain/words/four-hand.ts. The Reason union
 * (explain/reason.ts) takes this block as it is.
 */
import type { Card } from '../../cards/card.ts';

export type FourHandReason =
  /** The trump card is laid from forehand's first four (OP čl. VII odst. 2; AP, Four hand Mariáš). */
  | { readonly code: 'notInFirstFour'; readonly card: Card }
  /** No blind trump ("z lidu") in křížový: no document offers it for four (open question 22). */
  | { readonly code: 'noBlindHere' }
  /** Křížový has no talon: nothing is discarded (OP čl. VII odst. 2). */
  | { readonly code: 'noTalonHere' }
  /** The called partner may not flek his declarer (OP čl. VII odst. 2). */
  | { readonly code: 'partnerMayNotDouble' }
  /** Nor announce a seven or hundred against his own side (OP čl. VII odst. 2). */
  | { readonly code: 'partnerMayNotAnnounce' };
