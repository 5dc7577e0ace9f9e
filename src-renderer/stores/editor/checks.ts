/**
 * What the draft stands for, recomputed on every change: its problems (from `validate`; no rule is
 * known here), the cards and fields they are about, its stage, and the position once it has none.
 */
import { type Ref, computed } from 'vue';
import type { Card } from '../../../src-shared/cards/card.ts';
import {
  type DraftStage,
  type EditorDraft,
  type EditorProblem,
  firstLeader,
  placesOf,
  problemCards,
  problemField,
  stageOf,
  tableOf,
  toPosition,
  validate,
} from '../../../src-shared/editor/validate.ts';
import type { Position } from '../../../src-shared/engine/position.ts';
import { activeSeats, forehand } from '../../../src-shared/engine/table.ts';
import { toNotation } from '../../../src-shared/io/notation.ts';

/** Why the position cannot be analysed or played yet (null when it can). */
export type Blocker = 'problems' | 'deal' | null;

/** Problems about a place's number of cards (the place is outlined, not each card). */
const COUNT_CODES: ReadonlySet<EditorProblem['code']> = new Set([
  'missing',
  'handCount',
  'sittingOut',
  'talonCount',
  'trickSize',
  'currentTrickFull',
  'playBeforeBidding',
  'stockCount',
  'noTalon',
]);

export function useDraftChecks(draft: Ref<EditorDraft>) {
  const problems = computed<EditorProblem[]>(() => validate(draft.value));
  /**
   * Cards to highlight: those a problem names one by one (a card twice, an ace in the talon, an illegal
   * card). Problems about how many cards a place holds outline the place instead.
   */
  const offending = computed<Set<Card>>(
    () => new Set(problems.value.filter((p) => !COUNT_CODES.has(p.code)).flatMap(problemCards)),
  );
  const places = computed(() => placesOf(draft.value));
  const unplaced = computed(() => problems.value.find((p) => p.code === 'missing')?.cards ?? []);
  const stage = computed<DraftStage>(() => stageOf(draft.value));
  const blocker = computed<Blocker>(() =>
    problems.value.length > 0 ? 'problems' : stage.value === 'deal' ? 'deal' : null,
  );
  /** The fields the engine's refusal is about (`wonStep`, `called`, `declarer` …), to mark in the form. */
  const badFields = computed<Set<string>>(
    () => new Set(problems.value.flatMap((p) => problemField(p) ?? [])),
  );
  /** The draft as one line of text (docs/formats.md), problems and all; null before the bidding. */
  const text = computed<string | null>(() =>
    stage.value === 'play' ? toNotation(toPosition(draft.value)) : null,
  );
  const position = computed<Position | null>(() => (blocker.value === null ? toPosition(draft.value) : null));
  const seats = computed(() => activeSeats(tableOf(draft.value)));
  const forehandSeat = computed(() => forehand(tableOf(draft.value)));
  const leader = computed(() => firstLeader(draft.value));

  return {
    problems,
    offending,
    places,
    unplaced,
    stage,
    blocker,
    badFields,
    text,
    position,
    seats,
    forehandSeat,
    leader,
  };
}
