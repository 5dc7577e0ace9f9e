/**
 * Who sits where at the table, seen from the person: the seats playing with them (the next to play on the
 * left), the seat sitting a hand out at four, the person's own marks, and the seating told at a hot-seat
 * hand-over. Pure derivations of the table store's snapshot (format/hand.ts holds the rules of places).
 */
import { computed } from 'vue';
import { opponentPlaces, partnerMark, seatMarks, sittingOut } from '../../format/hand.ts';
import { useTableStore } from '../../stores/table.ts';

export function useSeats() {
  const table = useTableStore();
  const snap = computed(() => table.snapshot);
  const view = computed(() => snap.value?.view ?? null);

  /** Tricks each seat has taken so far. */
  const taken = (seat: number): number => view.value?.tricks.filter((tr) => tr.winner === seat).length ?? 0;

  /**
   * The seats playing with the person, the next to play on the left; the grid puts each in its column.
   * At four all playing (křížový) the middle one sits across, at two (lízaný) the one opponent does; a
   * person sitting out (the dealer at four) watches all three, the middle one across the table.
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
  /** A seat sits across the table (two or four playing, or the person watching): the felt's second row. */
  const across = computed(() => opponents.value.some((o) => o.place === 'top'));
  /** At a table of four, the seat sitting this hand out (the dealer), with its money so far. */
  const outSeat = computed(() => {
    const v = view.value;
    const s = snap.value;
    if (!v || !s) return null;
    const seat = sittingOut(v.table);
    const player = seat === null ? undefined : s.settings.seats[seat];
    if (seat === null || player === undefined) return null;
    return { seat, player, money: s.ledger[seat] ?? 0, isViewer: seat === v.seat };
  });
  /** The seating told at a hot-seat hand-over, from the person's seat. */
  const seating = computed(() => {
    const v = view.value;
    if (!v) return { left: '', right: '', across: '' };
    const at = (place: 'left' | 'top' | 'right') => {
      const o = opponents.value.find((p) => p.place === place);
      return o === undefined ? '' : (table.names[o.seat] ?? '');
    };
    // A person sitting out is told only who sits on either side (nobody plays after them).
    return { left: at('left'), right: at('right'), across: outSeat.value?.isViewer ? '' : at('top') };
  });

  return { taken, opponents, across, outSeat, seating };
}
