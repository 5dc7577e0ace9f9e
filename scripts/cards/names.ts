/**
 * Card ids and names. A card id is the suit letter then the rank letter, as in the game engine:
 * "HX" is the ten of hearts (červená desítka), "AA" the ace of acorns (žaludové eso).
 */
import { type DeckId, type SuitId, SUIT_IDS } from './suits.ts';

export type RankId = '7' | '8' | '9' | 'X' | 'U' | 'O' | 'K' | 'A';

export const RANK_IDS: readonly RankId[] = ['7', '8', '9', 'X', 'U', 'O', 'K', 'A'];

export const CARD_IDS: readonly string[] = SUIT_IDS.flatMap((s) => RANK_IDS.map((r) => `${s}${r}`));

type Gender = 'f' | 'm' | 'n';

const CZECH_RANKS: Record<RankId, { name: string; gender: Gender }> = {
  '7': { name: 'sedma', gender: 'f' },
  '8': { name: 'osma', gender: 'f' },
  '9': { name: 'devítka', gender: 'f' },
  X: { name: 'desítka', gender: 'f' },
  U: { name: 'spodek', gender: 'm' },
  O: { name: 'svršek', gender: 'm' },
  K: { name: 'král', gender: 'm' },
  A: { name: 'eso', gender: 'n' },
};

/** Adjective stems of the suits; the ending agrees with the rank's gender. */
const CZECH_SUITS: Record<SuitId, string> = { H: 'červen', B: 'kulov', L: 'zelen', A: 'žaludov' };
const CZECH_ENDINGS: Record<Gender, string> = { f: 'á', m: 'ý', n: 'é' };

const ENGLISH_RANKS: Record<RankId, string> = {
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  X: 'ten',
  U: 'jack',
  O: 'queen',
  K: 'king',
  A: 'ace',
};
const ENGLISH_SUITS: Record<SuitId, string> = { H: 'hearts', B: 'diamonds', L: 'spades', A: 'clubs' };

/** "červená desítka", "zelený spodek", "žaludové eso". */
export function czechName(suit: SuitId, rank: RankId): string {
  const r = CZECH_RANKS[rank];
  return `${CZECH_SUITS[suit]}${CZECH_ENDINGS[r.gender]} ${r.name}`;
}

/** "ten of hearts", "queen of spades". */
export function englishName(suit: SuitId, rank: RankId): string {
  return `${ENGLISH_RANKS[rank]} of ${ENGLISH_SUITS[suit]}`;
}

export function cardTitle(deck: DeckId, suit: SuitId, rank: RankId): string {
  return deck === 'german' ? czechName(suit, rank) : englishName(suit, rank);
}

/** What the corner shows for a rank. */
export function indexLabel(deck: DeckId, rank: RankId): string {
  if (rank === 'X') return '10';
  if (deck === 'french') {
    if (rank === 'U') return 'J';
    if (rank === 'O') return 'Q';
  }
  return rank;
}
