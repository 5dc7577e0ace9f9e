/**
 * Licitovaný: the two cards the talon brought to the auction's winner, found by remembering the hand the
 * person bid with (the snapshot alone does not say). Call in the table screen's setup, which outlives the
 * hot-seat hand-over between the auction and the declaration.
 */
import { computed, ref, watch } from 'vue';
import type { Card } from '../../../src-shared/cards/card.ts';
import { talonTaken } from '../../format/auction.ts';
import { useTableStore } from '../../stores/table.ts';

export function useTalonTaken() {
  const table = useTableStore();
  const auctionHand = ref<{ handNo: number; seat: number; cards: readonly Card[] } | null>(null);
  watch(
    () => table.snapshot,
    (s) => {
      if (s?.view.phase === 'auction')
        auctionHand.value = { handNo: s.handNo, seat: s.view.seat, cards: s.view.hand };
    },
  );
  return computed(() => {
    const s = table.snapshot;
    const before = auctionHand.value;
    const same = s && before && before.handNo === s.handNo && before.seat === s.view.seat;
    return same ? talonTaken(before.cards, s.view.hand) : [];
  });
}
