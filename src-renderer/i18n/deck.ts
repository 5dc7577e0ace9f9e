/**
 * The deck on screen, for the names of cards and suits: with the French deck every sentence says
 * srdce, káry, piky, kříže (hearts, diamonds, spades, clubs), with the German one červené, kule,
 * zelené, žaludy (src-shared/explain/names.ts).
 */
import { computed } from 'vue';
import type { Deck } from '../../src-shared/explain/names.ts';
import { usePrefsStore } from '../stores/prefs.ts';

export function useDeck() {
  const prefs = usePrefsStore();
  return computed<Deck>(() => prefs.prefs.deck);
}
