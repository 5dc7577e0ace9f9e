/** Licitovaný's refusals in Czech (tykání) and English, with the article of each (explain/reasons/auction.ts). */
import type { AuctionReason } from '../reasons/auction.ts';
import type { ReasonWords } from './words.ts';

export const AUCTION_WORDS: ReasonWords<AuctionReason> = {};
