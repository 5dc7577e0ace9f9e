/** Křížový's refusals in Czech (tykání) and English, with the article of each (explain/reasons/four-hand.ts). */
import type { FourHandReason } from '../reasons/four-hand.ts';
import type { ReasonWords } from './words.ts';

export const FOUR_HAND_WORDS: ReasonWords<FourHandReason> = {};
