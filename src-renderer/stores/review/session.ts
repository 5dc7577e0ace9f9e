/**
 * The session a review belongs to (stores/review.ts): its settings (names, who is a person) and hands,
 * and the seats this device plays (a guest's page: its link's one seat, the only one it reviews).
 */
import { ref, shallowRef } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { SessionSettings } from '../../../src-shared/api/game.ts';
import type { Seat } from '../../../src-shared/engine/table.ts';
import { isGuest, useApiClient } from '../../api/client.ts';

export function useReviewSession() {
  const client = () => useApiClient();
  const session = ref<number | null>(null);
  const settings = shallowRef<SessionSettings | null>(null);
  /** Finished hands of the session. */
  const handCount = ref(0);
  const sessionError = shallowRef<ApiError | null>(null);
  /** The name the evening was given, or null. */
  const sessionName = ref<string | null>(null);
  /** The seats this device plays (`TableSnapshot.localSeats`). */
  const localSeats = shallowRef<readonly Seat[]>([]);

  async function loadSession(id: number): Promise<boolean> {
    if (session.value === id && settings.value !== null) return true;
    const [r, list] = await Promise.all([
      client().call('sessionOpen', { id }),
      // A guest's page asks for its own evening alone (the host's list is not answered there).
      isGuest()
        ? client()
            .call('guestEvening', { id })
            .then((e) => (e.ok ? { ok: true as const, value: [e.value] } : e))
        : client().call('sessionList', {}),
    ]);
    // The evening's own name when it was given one (the list failing only leaves the default name).
    sessionName.value = list.ok ? (list.value.find((x) => x.id === id)?.name ?? null) : null;
    if (!r.ok) {
      sessionError.value = r.error;
      return false;
    }
    session.value = id;
    settings.value = r.value.settings;
    handCount.value = r.value.hands.length;
    localSeats.value = r.value.localSeats;
    sessionError.value = null;
    return true;
  }

  return { session, settings, handCount, sessionError, sessionName, localSeats, loadSession };
}
