/**
 * What the table says in words beside the cards: each seat's speech bubble (its last call, a marriage)
 * and the verdict on a claim (ložená hra) made in this hand. Derived from the table store's snapshot.
 */
import { computed } from 'vue';
import { explainClaim } from '../../../src-shared/explain/format.ts';
import { speechBubbles } from '../../format/bubbles.ts';
import { useDeck } from '../../i18n/deck.ts';
import { useI18n, useLang } from '../../i18n/index.ts';
import { useTableStore } from '../../stores/table.ts';

/** Each seat's bubble text, by seat. */
export function useBubbles() {
  const table = useTableStore();
  const { t } = useI18n();
  const lang = useLang();
  const deck = useDeck();
  return computed(() => {
    const s = table.snapshot;
    const v = s?.view;
    if (!s || !v) return new Map<number, string>();
    const all = speechBubbles(s.history, v, {
      t,
      lang: lang.value,
      deck: deck.value,
      doubleNames: v.rules.doubleNames,
      ladder: v.rules.auctionLadder,
    });
    return new Map([...all].map(([seat, b]) => [seat, b.text]));
  });
}

/**
 * The verdict on a claim (ložená hra) made in this hand, worded with its article; null without one.
 * A claim the check could not prove was withdrawn: its verdict shows until the trick is over.
 */
export function useClaimVerdict() {
  const table = useTableStore();
  const lang = useLang();
  return computed(() => {
    const v = table.snapshot?.view;
    const c = v?.claim;
    if (!c || (c.outcome === 'notProven' && c.trick !== v?.tricks.length)) return null;
    return explainClaim(c, lang.value, table.names);
  });
}
