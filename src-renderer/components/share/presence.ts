/**
 * The host's table marks each remote seat of the shared table whose friend is away (the device not
 * connected) or whom the computer plays for (a stand-in, at its level): read from the share store,
 * which the host's table watches while it is shown (main tells each change: a guest's stream closing,
 * the seat stopping to count as connected, a stand-in set or given back).
 */
import { type ComputedRef, computed } from 'vue';
import type { AiLevel } from '../../../src-shared/api/game.ts';
import type { Seat } from '../../../src-shared/engine/table.ts';
import { useShareStore } from '../../stores/share.ts';

export interface SeatPresence {
  /** The seat's device is not connected now. */
  readonly away: boolean;
  /** The level the computer plays the seat at, null while its person plays it. */
  readonly standIn: AiLevel | null;
}

/** The marks of session `id`'s remote seats (none while it is not the table shared). */
export function useSeatPresence(id: () => number | null): ComputedRef<ReadonlyMap<Seat, SeatPresence>> {
  const share = useShareStore();
  return computed(() => {
    const info = share.info;
    if (info === null || info.id !== id()) return new Map();
    return new Map(info.seats.map((s) => [s.seat, { away: !s.connected, standIn: s.standIn }] as const));
  });
}
