/**
 * Who sits where: the seats' names, the seats played at this screen and on other devices, and the hot
 * seat's hand-over, when the screen must pass to another person before it shows the cards.
 */
import { type Ref, computed, ref } from 'vue';
import type { TableSnapshot } from '../../../src-shared/api/game.ts';
import type { Seat } from '../../../src-shared/engine/table.ts';
import { peopleHere } from './snapshot.ts';

export function useSeats(snapshot: Ref<TableSnapshot | null>) {
  /**
   * Hot seat: the person sitting at the screen, the one the cards were last shown to (null until
   * someone takes it: a table just opened).
   */
  const shownTo = ref<Seat | null>(null);

  const names = computed(() => snapshot.value?.settings.seats.map((s) => s.name) ?? []);
  /** The seats played by the people at this screen (hot seat when more than one). */
  const humanSeats = computed(() => (snapshot.value ? peopleHere(snapshot.value) : []));
  /** The seats this device plays (the others of a shared table are played on their own devices). */
  const localSeats = computed<readonly Seat[]>(() => humanSeats.value);
  /** A person on another device is to act: the seat this device waits for, else null. */
  const waitingFor = computed<Seat | null>(() => {
    const s = snapshot.value;
    if (s === null || s.turn !== 'human' || s.view.toAct === null) return null;
    return localSeats.value.includes(s.view.toAct) ? null : s.view.toAct;
  });
  /**
   * Hot seat: the screen must pass to another person before it shows the cards. The cards shown are
   * always the viewer's (main's `viewerOf`: the person to act, else the person who acted last), so the
   * hand-over comes exactly when they would be shown to somebody else than the one at the screen: when
   * another person's decision comes — never for a computer's turn, one person's consecutive decisions,
   * the same person again after computers, or the hand's end, where every card is shown anyway. A
   * table just opened has nobody at the screen yet, so it starts with a hand-over.
   */
  const needsHandover = computed(() => {
    const s = snapshot.value;
    return s !== null && humanSeats.value.length > 1 && s.turn !== 'handEnd' && shownTo.value !== s.viewer;
  });

  /** A snapshot is about to be shown: with one person at the table the cards are always theirs. */
  function receive(next: TableSnapshot): void {
    if (peopleHere(next).length <= 1) shownTo.value = next.viewer;
  }

  /** Hot seat: the person named on the hand-over screen has taken the computer. */
  function confirmHandover(): void {
    if (snapshot.value) shownTo.value = snapshot.value.viewer;
  }

  return { shownTo, names, humanSeats, localSeats, waitingFor, needsHandover, receive, confirmHandover };
}
