/** Lízaný's refusals in Czech (tykání) and English, with the article of each (explain/reasons/two-hand.ts). */
import type { TwoHandReason } from '../reasons/two-hand.ts';
import type { ReasonWords } from './words.ts';

export const TWO_HAND_WORDS: ReasonWords<TwoHandReason> = {};
