/**
 * Fast forward: the rest of a hand played without pauses where nothing a person could do is skipped —
 * every person at this screen sits the hand out, or main's solver proved its result settled (asked once
 * per trick; whatever is played, the money stays the same).
 */
import { type Ref, computed, ref } from 'vue';
import type { TableSnapshot } from '../../../src-shared/api/game.ts';
import { type Seat, activeSeats } from '../../../src-shared/engine/table.ts';
import { useApiClient } from '../../api/client.ts';
import { type TableCore, handKey, peopleAt } from './snapshot.ts';

/**
 * Why the rest of a hand may be played fast (see `fastReason`): every person sits it out, or main's
 * solver proved its result settled (whatever is played, the money stays the same).
 */
export type FastReason = 'sittingOut' | 'settled';

export interface FastForwardNeeds {
  /** Main finishes the settled hand at once (`finishHand`, which proves it again); answers whether it did. */
  finish(s: TableSnapshot): Promise<boolean>;
  /** Ends the pause the computers' loop is waiting in. */
  wake(): void;
}

export function useFastForward(core: TableCore, humanSeats: Ref<readonly Seat[]>, needs: FastForwardNeeds) {
  const { snapshot } = core;
  /** The hand (session and number) whose rest the computers play without pauses. */
  const fastHand = ref<string | null>(null);
  /**
   * The settled proof: the hand (session and number) and the trick count at which main's solver proved
   * that the money cannot change (it stays proven for the rest of that line of play), if it did.
   */
  const settledAt = ref<{ readonly hand: string; readonly tricks: number } | null>(null);
  /** The tricks (hand and trick count) main was already asked about: once per trick, never per refresh. */
  const askedSettled = new Set<string>();

  /**
   * Why the person may play the rest of the hand fast, or null: only where nothing he could do is
   * skipped — every person at this screen sits this hand out (the dealer at four), so only computers
   * decide. (Every other end the engine proves — a claim accepted, a betl or durch lost, omyl, all
   * passing — finishes the hand on the spot, leaving nothing to play.)
   */
  const fastReason = computed<FastReason | null>(() => {
    const s = snapshot.value;
    if (s === null) return null;
    if (s.turn === 'human') {
      const proof = settledAt.value;
      return proof !== null && proof.hand === handKey(s) && s.view.tricks.length >= proof.tricks
        ? 'settled'
        : null;
    }
    if (s.turn !== 'ai') return null;
    const playing = activeSeats(s.view.table);
    const people = humanSeats.value;
    return people.length > 0 && people.every((p) => !playing.includes(p)) ? 'sittingOut' : null;
  });
  /** The rest of this hand is being played fast. */
  const fast = computed(() => snapshot.value !== null && fastHand.value === handKey(snapshot.value));

  /**
   * Play the rest of the hand fast: no pause between the computers' decisions (each still shown); a
   * settled hand is finished by main at once (`finishHand`, which proves it again) and its end shown.
   */
  function fastForward(): void {
    const s = snapshot.value;
    const reason = fastReason.value;
    if (s === null || reason === null) return;
    fastHand.value = handKey(s);
    if (reason === 'settled') {
      void needs.finish(s).then((done) => {
        if (!done && snapshot.value !== null && fastHand.value === handKey(snapshot.value)) {
          fastHand.value = null;
          settledAt.value = null;
        }
      });
      return;
    }
    needs.wake();
  }

  /**
   * Asks main once per trick, when a person at this screen is to act in card play and every person of
   * the table sits here, whether the rest of the hand is settled. An answer for a table that has moved on
   * to another hand, or a refusal, offers nothing.
   */
  async function askSettled(s: TableSnapshot): Promise<void> {
    if (s.view.phase !== 'play' || s.turn !== 'human') return;
    if (!peopleAt(s).every((p) => s.localSeats.includes(p))) return;
    const hand = handKey(s);
    const tricks = s.view.tricks.length;
    const key = `${hand}.${tricks}`;
    if (askedSettled.has(key) || (settledAt.value?.hand === hand && tricks >= settledAt.value.tricks)) return;
    askedSettled.add(key);
    const gen = core.generation();
    // Only an offer: a call that fails (a transport gone) offers nothing and shows nothing.
    const r = await useApiClient()
      .call('handSettled', { id: s.id, version: s.version })
      .catch(() => null);
    if (gen !== core.generation() || r === null || !r.ok || !r.value.settled) return;
    if (snapshot.value !== null && handKey(snapshot.value) === hand) settledAt.value = { hand, tricks };
  }

  /** A snapshot is about to be shown: taken back (undo here or in another window), a proof made further along no longer holds. */
  function receive(prev: TableSnapshot | null, next: TableSnapshot): void {
    if (prev !== null && handKey(prev) === handKey(next) && next.history.length < prev.history.length) {
      settledAt.value = null;
      askedSettled.clear();
    }
  }

  /** The table is left: no hand is fast or proven. */
  function reset(): void {
    fastHand.value = null;
    settledAt.value = null;
    askedSettled.clear();
  }

  return { fastReason, fast, fastForward, askSettled, receive, reset };
}
