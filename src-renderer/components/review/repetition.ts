/**
 * A reviewed decision on the repetition ladder, as the progress answer lists it: a card mistake's
 * personal drill (origin `review:<session>:<hand>:<seat>:<index>`) or a bidding mistake's own item
 * (`bid:<session>:<hand>:<seat>:<index>`). Told as "Přidáno k opakování; vrátí se za 4 hodiny."
 * (RepetitionNote) beside the graded decision and in its "try again".
 */
import { type Ref, computed } from 'vue';
import { bidItem } from '../../../src-shared/api/review.ts';
import type { RepetitionChange } from '../../../src-shared/training/repetition.ts';
import { useProgressStore } from '../../stores/progress.ts';

export interface DecisionAt {
  readonly session: number;
  readonly handNo: number;
  readonly seat: number;
  readonly index: number;
}

export function useDecisionRepetition(at: Ref<DecisionAt | null>) {
  const progress = useProgressStore();
  return computed<Pick<RepetitionChange, 'change' | 'due'> | null>(() => {
    const d = at.value;
    if (d === null) return null;
    const origin = `review:${d.session}:${d.handNo}:${d.seat}:${d.index}`;
    const id = bidItem(d.session, d.handNo, d.seat, d.index);
    const e = progress.progress?.repetition.find((x) => x.origin === origin || x.id === id);
    return e === undefined ? null : { change: 'added', due: e.due };
  });
}
