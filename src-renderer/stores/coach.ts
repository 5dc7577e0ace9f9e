/**
 * The coach at the table ("Trenér", practice sessions only, the `coach` pref): a note on each of the
 * person's cards of the current hand, asked from main (`coachCard`) as soon as the card is on the table.
 *
 * - The table never waits for it: notes are asked on the side and arrive when ready (`pending` until
 *   then); every card gets its note, one request per card. Mid-hand only the viewer's own cards are
 *   asked (two people at one table: the other's come when they are at the table, or at hand end).
 * - A card undone (or replaced by another after an undo) loses its note; a new hand starts a new list.
 * - While the hand runs a note carries no hidden card; `reveal` asks main for the whole one (the person
 *   chose to see the opponents' cards now; only alone with computers, `alone`); `later` marks a note to be opened at hand end, when main
 *   answers every note whole and the store asks again for each.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { CoachNote } from '../../src-shared/api/coach.ts';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { TableSnapshot } from '../../src-shared/api/game.ts';
import type { Card } from '../../src-shared/cards/card.ts';
import type { Seat } from '../../src-shared/engine/table.ts';
import { isGuest, useApiClient } from '../api/client.ts';
import { usePrefsStore } from './prefs.ts';
import { useTableStore } from './table.ts';

export interface CoachEntry {
  /** Session, hand, index and card: a replayed card after an undo is another entry. */
  readonly key: string;
  readonly index: number;
  /** Whose card (two people at one table: each sees only the notes on their own cards). */
  readonly seat: Seat;
  readonly card: Card;
  state: 'pending' | 'done' | 'failed';
  note: CoachNote | null;
  error: ApiError | null;
  /** The whole note (with the line) is being asked for. */
  revealing: boolean;
  /** The person asked to see why after the hand. */
  later: boolean;
}

const keyOf = (s: TableSnapshot, index: number, card: Card) => `${s.id}:${s.handNo}:${index}:${card}`;

/** The person's cards of the current hand: index in the history and the card. */
export function personCards(s: TableSnapshot): { index: number; seat: Seat; card: Card }[] {
  return s.history.flatMap((a, index) =>
    a.type === 'play' && s.settings.seats[a.seat]?.kind === 'human'
      ? [{ index, seat: a.seat, card: a.card }]
      : [],
  );
}

export const useCoachStore = defineStore('coach', () => {
  const table = useTableStore();
  const prefs = usePrefsStore();
  /** This hand's notes, in playing order. */
  const entries = ref<CoachEntry[]>([]);
  /** Whose hand the entries are of (`session:hand`). */
  let handKey = '';
  /** Bumped when the list is dropped, so that answers to old requests are ignored. */
  let generation = 0;

  /**
   * The switch can be shown: a practice session is at the table, on the host's screen (a guest's page
   * cannot ask the coach: `coachCard` is not a guest method).
   */
  const available = computed(() => !isGuest() && table.snapshot?.settings.practice === true);
  const enabled = computed(() => available.value && prefs.prefs.coach);

  /**
   * The newest note on the viewer's cards that is done (a newer pending card does not hide it), and
   * whether a newer one is coming. With two people at the table the notes on the other one's cards are
   * not shown during the hand (the seat view's better card is one of that person's hidden cards).
   */
  const latest = computed(() => {
    const viewer = table.snapshot?.viewer;
    const list = entries.value.filter((e) => e.seat === viewer);
    const done = list.findLast((e) => e.state !== 'pending') ?? null;
    const at = done === null ? -1 : list.indexOf(done);
    const pending = list.slice(at + 1).some((e) => e.state === 'pending');
    return { entry: done, pending };
  });

  function reset(): void {
    generation++;
    entries.value = [];
  }

  async function ask(entry: CoachEntry, reveal: boolean): Promise<void> {
    const s = table.snapshot;
    if (s === null) return;
    const gen = generation;
    const r = await useApiClient().call('coachCard', {
      id: s.id,
      index: entry.index,
      ...(reveal ? { reveal: true } : {}),
    });
    if (gen !== generation) return;
    // The entry may have been replaced meanwhile (an undo): write into the one in the list now.
    const live = entries.value.find((e) => e.key === entry.key);
    if (!live) return;
    live.revealing = false;
    if (r.ok) {
      // A whole note is never replaced by a hidden one (a late answer to the first ask).
      if (!(live.note !== null && !live.note.hidden && r.value.hidden)) live.note = r.value;
      live.state = 'done';
      live.error = null;
    } else if (live.note === null) {
      live.state = 'failed';
      live.error = r.error;
    } else {
      live.error = r.error;
    }
  }

  /** Brings the list in line with the table: drops undone cards, asks for notes of new ones. */
  function sync(s: TableSnapshot | null): void {
    if (s === null || !s.settings.practice) {
      if (entries.value.length > 0) reset();
      handKey = '';
      return;
    }
    const hk = `${s.id}:${s.handNo}`;
    if (hk !== handKey) {
      reset();
      handKey = hk;
    }
    const cards = personCards(s);
    const keys = new Set(cards.map((c) => keyOf(s, c.index, c.card)));
    if (entries.value.some((e) => !keys.has(e.key)))
      entries.value = entries.value.filter((e) => keys.has(e.key));
    if (!enabled.value) return;
    const known = new Set(entries.value.map((e) => e.key));
    for (const c of cards) {
      const key = keyOf(s, c.index, c.card);
      if (known.has(key)) continue;
      // Mid-hand main speaks only to the seat the table is shown to (another person's card is refused,
      // coachOtherSeat): that person's notes are asked when they are at the table again, or at hand end.
      if (s.turn !== 'handEnd' && c.seat !== s.viewer) continue;
      entries.value.push({
        key,
        ...c,
        state: 'pending',
        note: null,
        error: null,
        revealing: false,
        later: false,
      });
      void ask(entries.value.at(-1) as CoachEntry, false);
    }
    // The hand is over: every note may now be whole; ask again (main keeps the grades, so it is quick).
    if (s.turn === 'handEnd')
      for (const e of entries.value)
        if (e.state === 'done' && e.note?.hidden === true && !e.revealing) {
          e.revealing = true;
          void ask(e, false);
        }
  }

  watch(
    () => [table.snapshot, enabled.value] as const,
    ([s]) => sync(s),
    { immediate: true },
  );

  /** Switches the coach on or off (remembered in the prefs). */
  async function setEnabled(on: boolean): Promise<void> {
    await prefs.set({ coach: on });
  }

  /** No other person sits at the table: the hidden hands may be shown mid-hand (main refuses otherwise). */
  const alone = computed(
    () => (table.snapshot?.settings.seats.filter((p) => p.kind === 'human').length ?? 0) <= 1,
  );

  /** The person wants to see why now, hidden cards and all. */
  function reveal(entry: CoachEntry): void {
    if (!alone.value) return later(entry);
    if (entry.revealing || (entry.note !== null && !entry.note.hidden)) return;
    entry.revealing = true;
    void ask(entry, true);
  }

  /** The person wants to see why after the hand. */
  function later(entry: CoachEntry): void {
    entry.later = true;
  }

  return { entries, available, enabled, latest, alone, setEnabled, reveal, later, reset };
});
