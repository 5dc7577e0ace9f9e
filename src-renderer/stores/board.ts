/**
 * The analysis board: a position and the tree of moves played from it (a new card at a moment makes a
 * branch; back returns; undo removes the last move), the solver's verdict on every legal card of the
 * side to move (`analyze`), the line of a chosen card to step through, and whether the declarer can
 * claim the rest (`laydown`); and playing on from any moment against the computer (`boardMove`). In the
 * seat view (`mode` seat) the board shows only what the seat at the bottom (`viewer`) may know — `seen`,
 * the engine's `view(state, viewer)` — until the cards are revealed (`revealed`); no line is followed or
 * shown (`lineShown`: a line names hidden cards) until then. Moves go through the engine (`apply`); what
 * may be played comes from `legalActions`. Answers that arrive after the board moved on are dropped.
 *
 * The store is the public face of its parts (stores/board/): the tree of moves (`tree.ts`), the solver's
 * answers (`answers.ts`), the seat view's job followed by push (`seat-job.ts`) and the computer playing
 * on (`versus.ts`).
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Card } from '../../src-shared/cards/card.ts';
import { type Position, fromPosition } from '../../src-shared/engine/position.ts';
import { type SeatView, view } from '../../src-shared/engine/view.ts';
import { useApiClient } from '../api/client.ts';
import type { PracticeKind } from '../../src-shared/editor/random.ts';
import { randomVariantPosition } from '../format/board.ts';
import type { Variant } from '../../src-shared/engine/table.ts';
import { DEFAULT_VARIANT } from '../variants/registry.ts';
import { useBoardAnswers } from './board/answers.ts';
import { useSeatJob } from './board/seat-job.ts';
import { useBoardTree } from './board/tree.ts';
import { useBoardVersus } from './board/versus.ts';

export type { BoardLine, BoardNode } from './board/tree.ts';
export { SEAT_SAMPLE } from './board/seat-job.ts';

export type BoardMode = 'exact' | 'seat';

export const useBoardStore = defineStore('board', () => {
  const mode = ref<BoardMode>('exact');
  /** The seat view's cards are shown all the same (the person asked to see them). */
  const revealed = ref(false);
  /** Whether a line (which names the other hands' cards) may be shown and followed. */
  const lineShown = computed(() => mode.value === 'exact' || revealed.value);

  const tree = useBoardTree(lineShown);
  const { nodes, currentId, current, state, line, selected } = tree;
  const answers = useBoardAnswers(currentId, current, selected, line);
  const { error, analysing } = answers;
  const seatJob = useSeatJob(currentId);
  const { versus, thinking, setVersus, computerTurn } = useBoardVersus(
    currentId,
    current,
    state,
    error,
    play,
  );
  const loadError = ref<string | null>(null);

  /** The players' names per seat when the position came from a session's hand, else null. */
  const names = shallowRef<readonly string[] | null>(null);
  /** What a random deal is dealt for. */
  const practice = ref<PracticeKind>('any');
  /** The variant a random deal is dealt in (a position loaded from elsewhere keeps its own). */
  const variant = ref<Variant>(DEFAULT_VARIANT);

  /**
   * Starts the board at a position (from the editor, a finished hand with its players' `names`, or a
   * random deal).
   */
  function load(position: Position, seatNames: readonly string[] | null = null): boolean {
    const s = fromPosition(position);
    if (!s.ok) {
      loadError.value = s.error.code;
      return false;
    }
    loadError.value = null;
    // A refusal of the position before (a lízaný stock) is not this one's.
    error.value = null;
    analysing.value = false;
    variant.value = s.value.variant;
    names.value = seatNames !== null && seatNames.length === position.players ? [...seatNames] : null;
    seatJob.stop();
    revealed.value = false;
    // The new root has the old root's id: the seat view's figures were for the old position.
    seatJob.forget();
    versus.value = null;
    tree.reset(s.value);
    answers.reset();
    refresh();
    return true;
  }

  /** A random deal whose declarer holds a hand for the contract practised (`practice`). */
  function randomDeal(seed = Date.now() % 2 ** 31): void {
    load(randomVariantPosition(seed, variant.value, practice.value).position);
  }

  function setVariant(v: Variant): void {
    variant.value = v;
  }

  function setPractice(kind: PracticeKind): void {
    practice.value = kind;
  }

  /** Asks main to start its background worker now, so the first analysis does not wait for it to load. */
  function warmup(): void {
    void useApiClient().call('warmup', {});
  }

  /** Ask the solver about the current node (each answer is kept per node). */
  function refresh(): void {
    const node = current.value;
    if (node === null || !answers.ask(node)) return;
    if (mode.value === 'seat') seatJob.start(node);
  }

  function moveTo(id: number): void {
    if (nodes.value[id] === undefined || id === currentId.value) return;
    seatJob.stop();
    currentId.value = id;
    selected.value = null;
    error.value = null;
    analysing.value = false;
    refresh();
  }

  /** Plays a legal card of the side to move: to the existing branch of that card, or a new one. */
  function play(card: Card): boolean {
    const next = tree.childFor(card);
    if (next === null) return false;
    tree.followed(card);
    moveTo(next);
    computerTurn();
    return true;
  }

  /** One move on: the next card of the line followed, else the branch last made here. */
  function forward(): void {
    const l = line.value;
    if (lineShown.value && l !== null && l.at < l.cards.length) {
      play(l.cards[l.at] as Card);
      return;
    }
    const last = current.value?.children.at(-1);
    if (last !== undefined) moveTo(last);
  }

  function back(): void {
    const node = current.value;
    if (node === null || node.parent === null) return;
    const l = line.value;
    const keep = l !== null && l.at > 0 ? { ...l, at: l.at - 1 } : null;
    moveTo(node.parent);
    line.value = keep;
  }

  /** Takes back the last move: its branch is removed. */
  function undo(): void {
    const parent = tree.cut();
    if (parent !== null) moveTo(parent);
  }

  function setMode(next: BoardMode): void {
    if (mode.value === next) return;
    mode.value = next;
    // Back in the seat view the hidden cards are hidden again.
    revealed.value = false;
    const node = current.value;
    if (next === 'seat') {
      if (node !== null) seatJob.start(node);
    } else seatJob.stop();
  }

  /** The seat at the bottom: the person's when playing on, else the one to move (the declarer at the end). */
  const viewer = computed<number>(
    () => versus.value?.seat ?? state.value?.toAct ?? state.value?.declarer ?? 0,
  );
  /** All the viewer may know (the engine's view), while the seat view hides the rest; else null. */
  const seen = computed<SeatView | null>(() =>
    mode.value === 'seat' && !revealed.value && state.value !== null ? view(state.value, viewer.value) : null,
  );

  /**
   * Shows or hides again the cards the seat view hides. It stays as chosen while moving on (a line can
   * be followed revealed); a new position or another mode hides them again.
   */
  function setRevealed(on: boolean): void {
    revealed.value = on;
  }

  /** Leaves the board: nothing keeps running in main for it. */
  function close(): void {
    seatJob.stop();
  }

  return {
    nodes,
    currentId,
    current,
    state,
    playable: tree.playable,
    analysis: answers.analysis,
    analysing,
    laydown: answers.laydown,
    error,
    loadError,
    line,
    selected,
    path: tree.path,
    canBack: tree.canBack,
    canForward: tree.canForward,
    mode,
    revealed,
    viewer,
    seen,
    lineShown,
    setRevealed,
    versus,
    thinking,
    setVersus,
    seat: seatJob.seat,
    seatRunning: seatJob.seatRunning,
    seatError: seatJob.seatError,
    names,
    practice,
    variant,
    setVariant,
    load,
    randomDeal,
    setPractice,
    warmup,
    play,
    select: answers.select,
    forward,
    back,
    undo,
    moveTo,
    setMode,
    stopSeat: seatJob.stop,
    close,
  };
});
