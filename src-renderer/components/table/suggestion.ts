/**
 * The hint asked for at the table (`useTableStore().suggestion`), as the screen marks it: the cards it
 * names in the hand, the call it names in a bar (by actionKey), and its words in the current language.
 */
import { computed } from 'vue';
import type { Card } from '../../../src-shared/cards/card.ts';
import { actionKey } from '../../../src-shared/engine/action.ts';
import { cardName } from '../../../src-shared/explain/names.ts';
import { lastSeatAsked } from '../../../src-shared/variants/auction/procedure.ts';
import { callLabel, isCallAction } from '../../format/calls.ts';
import { useDeck } from '../../i18n/deck.ts';
import { useI18n, useLang } from '../../i18n/index.ts';
import { useTableStore } from '../../stores/table.ts';

export function useSuggestion() {
  const table = useTableStore();
  const { t } = useI18n();
  const lang = useLang();
  const deck = useDeck();

  const hintedCards = computed<Card[]>(() => {
    const a = table.suggestion?.action;
    if (!a) return [];
    if (a.type === 'play' || a.type === 'chooseTrump') return [a.card];
    if (a.type === 'discard') return [...a.cards];
    return [];
  });
  const hintedCall = computed(() => {
    const a = table.suggestion?.action;
    return a && isCallAction(a) ? actionKey(a) : null;
  });
  const suggestionLabel = computed(() => {
    const a = table.suggestion?.action;
    const v = table.snapshot?.view;
    if (!a || !v) return '';
    if (a.type === 'play' || a.type === 'chooseTrump') return cardName(a.card, lang.value, deck.value);
    if (a.type === 'discard') return a.cards.map((c) => cardName(c, lang.value, deck.value)).join(', ');
    // The last seat asked throws the hand in by dropping out: named as its button is (AuctionBar).
    if (a.type === 'drop' && v.auction !== null && lastSeatAsked(v.auction)) return t('bars.throwIn');
    return callLabel(a, v.components, {
      t,
      lang: lang.value,
      deck: deck.value,
      doubleNames: v.rules.doubleNames,
      ladder: v.rules.auctionLadder,
    });
  });

  return { hintedCards, hintedCall, suggestionLabel };
}
