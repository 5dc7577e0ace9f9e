/**
 * Who sits where at the table, seen from the person: the seats playing with them (the next to play on the
 * left), the seat sitting a hand out at four, the person's own marks, and the seating told at a hot-seat
 * hand-over. Pure derivations of the table store's snapshot (format/hand.ts holds the rules of places).
 */
import { computed } from 'vue';
import { fixedPlace, opponentPlaces, partnerMark, seatMarks, sittingOut } from '../../format/hand.ts';
import { useTableStore } from '../../stores/table.ts';

export function useSeats() {
  const table = useTableStore();
  const snap = computed(() => table.snapshot);
  const view = computed(() => snap.value?.view ?? null);

  /** Tricks each seat has taken so far. */
  const taken = (seat: number): number => view.value?.tricks.filter((tr) => tr.winner === seat).length ?? 0;

  /**
   * The seats playing with the person, each in its fixed place (the next seat on the left; at four the
   * one after across, the last on the right; at two the one opponent across); the grid puts each in its
   * column. Nobody moves between hands: the dealer sitting out at four keeps his place (`outSeat`).
   */
  const opponents = computed(() => {
    const v = view.value;
    if (!v) return [];
    return opponentPlaces(v).map((o) => ({
      ...o,
      ...seatMarks(v, o.seat),
      taken: taken(o.seat),
      partner: partnerMark(v, o.seat),
    }));
  });
  /** A seat sits across the table (two, or four at the table): the felt's second row. */
  const across = computed(() => (view.value?.table.size ?? 3) !== 3);
  /** At a table of four, the seat sitting this hand out (the dealer) in its place, with its money so far. */
  const outSeat = computed(() => {
    const v = view.value;
    const s = snap.value;
    if (!v || !s) return null;
    const seat = sittingOut(v.table);
    const player = seat === null ? undefined : s.settings.seats[seat];
    if (seat === null || player === undefined) return null;
    const place = fixedPlace(v.table, v.seat, seat);
    return { seat, player, money: s.ledger[seat] ?? 0, isViewer: seat === v.seat, place };
  });
  /** The seating told at a hot-seat hand-over, from the person's seat: everyone in their place. */
  const seating = computed(() => {
    const at = (place: 'left' | 'top' | 'right') => {
      const o = opponents.value.find((p) => p.place === place);
      const out = outSeat.value;
      const seat = o?.seat ?? (out !== null && !out.isViewer && out.place === place ? out.seat : null);
      return seat === null ? '' : (table.names[seat] ?? '');
    };
    return { left: at('left'), right: at('right'), across: at('top') };
  });

  return { taken, opponents, across, outSeat, seating };
}
