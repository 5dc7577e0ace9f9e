/**
 * "Play from here" before the bidding: the seat the person takes and the deal a new practice session
 * starts from — the deck that deals exactly the draft's hands, and its dealer.
 */
import { type Ref, computed, ref } from 'vue';
import type { SessionDeal } from '../../../src-shared/api/game.ts';
import { type EditorDraft, toDeck } from '../../../src-shared/editor/validate.ts';
import type { useDraftChecks } from './checks.ts';

type Checks = Pick<ReturnType<typeof useDraftChecks>, 'blocker' | 'seats' | 'forehandSeat'>;

export function useDraftDeal(draft: Ref<EditorDraft>, checks: Checks) {
  /** The seat the person takes in "play from here" before the bidding (null: forehand). */
  const you = ref<number | null>(null);
  const youSeat = computed(() =>
    you.value !== null && checks.seats.value.includes(you.value) ? you.value : checks.forehandSeat.value,
  );
  function setYou(seat: number): void {
    you.value = seat;
  }
  /**
   * The deal a new practice session starts from, before the bidding: the deck that deals exactly the
   * draft's hands, and its dealer (three or four seats). Null while the draft has problems or is in play.
   */
  const deal = computed<SessionDeal | null>(() =>
    checks.blocker.value === 'deal' ? { deck: toDeck(draft.value), dealer: draft.value.dealer } : null,
  );

  return { you, youSeat, setYou, deal };
}
