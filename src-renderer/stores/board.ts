/**
 * The analysis board: a position and the tree of moves played from it (a new card at a moment makes a
 * branch; back returns; undo removes the last move), the solver's verdict on every legal card of the
 * side to move (`analyze`), the line of a chosen card to step through, and whether the declarer can
 * claim the rest (`laydown`); and playing on from any moment against the computer (`boardMove`). In the
 * seat view (`mode` seat) the board shows only what the seat at the bottom (`viewer`) may know — `seen`,
 * the engine's `view(state, viewer)` — until the cards are revealed (`revealed`); no line is followed or
 * shown (`lineShown`: a line names hidden cards) until then. Moves go through the engine (`apply`); what may be played comes from
 * `legalActions`. Answers that arrive after the board moved on are dropped.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { AiLevel } from '../../src-shared/api/game.ts';
import type { Analysis, Laydown, SeatAnalysis } from '../../src-shared/api/solver.ts';
import type { Card } from '../../src-shared/cards/card.ts';
import { apply } from '../../src-shared/engine/apply.ts';
import { type Position, describe, fromPosition } from '../../src-shared/engine/position.ts';
import type { HandState } from '../../src-shared/engine/state.ts';
import { type SeatView, view } from '../../src-shared/engine/view.ts';
import { useApiClient } from '../api/client.ts';
import type { PracticeKind } from '../../src-shared/editor/random.ts';
import { playableCards, randomVariantPosition } from '../format/board.ts';
import type { Variant } from '../../src-shared/engine/table.ts';
import { DEFAULT_VARIANT } from '../variants/registry.ts';

export interface BoardNode {
  readonly id: number;
  readonly parent: number | null;
  /** The card that led here from the parent (null at the root). */
  readonly card: Card | null;
  readonly state: HandState;
  readonly children: readonly number[];
}

/** A line being followed: its cards from node `from`, `at` of them played so far. */
export interface BoardLine {
  readonly from: number;
  readonly cards: readonly Card[];
  readonly at: number;
}

export type BoardMode = 'exact' | 'seat';

/** How often the seat view asks main for the layouts solved so far (ms). */
export const POLL_MS = 150;
/** The first ask comes sooner: main has a first estimate after one layout. */
export const FIRST_POLL_MS = 60;
/** Layouts the seat view samples when there are more than it can enumerate. */
export const SEAT_SAMPLE = 200;

export const useBoardStore = defineStore('board', () => {
  const nodes = shallowRef<readonly BoardNode[]>([]);
  const currentId = ref(0);
  const line = shallowRef<BoardLine | null>(null);
  const selected = ref<Card | null>(null);
  const analyses = shallowRef<ReadonlyMap<number, Analysis>>(new Map());
  const laydowns = shallowRef<ReadonlyMap<number, Laydown>>(new Map());
  const error = shallowRef<ApiError | null>(null);
  const loadError = ref<string | null>(null);
  const analysing = ref(false);
  const mode = ref<BoardMode>('exact');

  const current = computed<BoardNode | null>(() => nodes.value[currentId.value] ?? null);
  const state = computed<HandState | null>(() => current.value?.state ?? null);
  const playable = computed<Card[]>(() =>
    state.value && state.value.phase === 'play' ? playableCards(state.value) : [],
  );
  const analysis = computed<Analysis | null>(() => analyses.value.get(currentId.value) ?? null);
  const laydown = computed<Laydown | null>(() => laydowns.value.get(currentId.value) ?? null);
  /** The moves from the root to here. */
  const path = computed<BoardNode[]>(() => {
    const out: BoardNode[] = [];
    for (let n = current.value; n !== null && n.parent !== null; n = nodes.value[n.parent] ?? null)
      out.unshift(n);
    return out;
  });
  const canBack = computed(() => current.value?.parent !== null && current.value !== null);
  const canForward = computed(
    () =>
      (lineShown.value && line.value !== null && line.value.at < line.value.cards.length) ||
      (current.value?.children.length ?? 0) > 0,
  );

  const client = () => useApiClient();

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
    stopSeat();
    revealed.value = false;
    // The new root has the old root's id: the seat view's figures were for the old position.
    seat.value = null;
    seatFor = -1;
    versus.value = null;
    nodes.value = [{ id: 0, parent: null, card: null, state: s.value, children: [] }];
    analyses.value = new Map();
    laydowns.value = new Map();
    currentId.value = 0;
    line.value = null;
    selected.value = null;
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
    void client().call('warmup', {});
  }

  /** Ask the solver about the current node (each answer is kept per node). */
  function refresh(): void {
    const node = current.value;
    if (node === null || node.state.phase !== 'play') return;
    const id = node.id;
    const position = describe(node.state);
    if (!analyses.value.has(id)) {
      analysing.value = true;
      void client()
        .call('analyze', { position })
        .then((r) => {
          if (r.ok) analyses.value = new Map(analyses.value).set(id, r.value);
          else if (currentId.value === id) error.value = r.error;
          if (currentId.value === id) analysing.value = false;
        });
    }
    if (!laydowns.value.has(id))
      void client()
        .call('laydown', { position })
        .then((r) => {
          if (r.ok) laydowns.value = new Map(laydowns.value).set(id, r.value);
        });
    if (mode.value === 'seat') startSeat();
  }

  function moveTo(id: number): void {
    if (nodes.value[id] === undefined || id === currentId.value) return;
    stopSeat();
    currentId.value = id;
    selected.value = null;
    error.value = null;
    analysing.value = false;
    refresh();
  }

  /** Plays a legal card of the side to move: to the existing branch of that card, or a new one. */
  function play(card: Card): boolean {
    const node = current.value;
    if (node === null || !playable.value.includes(card) || node.state.toAct === null) return false;
    const known = node.children.map((c) => nodes.value[c] as BoardNode).find((c) => c.card === card);
    let next: number;
    if (known) next = known.id;
    else {
      const r = apply(node.state, { type: 'play', seat: node.state.toAct, card });
      if (!r.ok) return false;
      next = nodes.value.length;
      const child: BoardNode = { id: next, parent: node.id, card, state: r.value, children: [] };
      const list = [...nodes.value];
      list[node.id] = { ...node, children: [...node.children, next] };
      list.push(child);
      nodes.value = list;
    }
    const l = line.value;
    line.value =
      l !== null && l.cards[l.at] === card && nodes.value[l.from] !== undefined
        ? { ...l, at: l.at + 1 }
        : null;
    moveTo(next);
    computerTurn();
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // Playing on against the computer: the person keeps one seat, the computer plays the others

  const versus = shallowRef<{ readonly seat: number; readonly level: AiLevel } | null>(null);
  const thinking = ref(false);

  /** Plays on from here: the person takes the seat to move, the computer (at `level`) the others. */
  function setVersus(on: boolean, level: AiLevel = 'hrac'): void {
    const s = state.value;
    versus.value = on && s !== null && s.toAct !== null ? { seat: s.toAct, level } : null;
    computerTurn();
  }

  /** When a computer seat is to move, asks main for its card and plays it. */
  function computerTurn(): void {
    const v = versus.value;
    const node = current.value;
    if (v === null || node === null || thinking.value) return;
    if (node.state.phase !== 'play' || node.state.toAct === null || node.state.toAct === v.seat) return;
    thinking.value = true;
    const id = node.id;
    void client()
      .call('boardMove', { position: describe(node.state), level: v.level, seed: id })
      .then((r) => {
        thinking.value = false;
        if (currentId.value !== id || versus.value !== v) return;
        if (r.ok) play(r.value.card);
        else error.value = r.error;
      });
  }

  /** Chooses a card: its line (the refutation of a losing card, the best line after a best one). */
  async function select(card: Card): Promise<void> {
    const a = analysis.value;
    const node = current.value;
    if (a === null || node === null) return;
    const v = a.cards.find((c) => c.card === card);
    if (!v) return;
    selected.value = card;
    if (v.refutation !== null) {
      line.value = { from: node.id, cards: v.refutation, at: 0 };
      return;
    }
    const after = apply(node.state, { type: 'play', seat: node.state.toAct ?? 0, card });
    if (!after.ok) return;
    if (after.value.phase !== 'play') {
      line.value = { from: node.id, cards: [card], at: 0 };
      return;
    }
    const r = await client().call('solve', { position: describe(after.value) });
    if (r.ok && currentId.value === node.id && selected.value === card)
      line.value = { from: node.id, cards: [card, ...r.value.line], at: 0 };
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
    const node = current.value;
    if (node === null || node.parent === null) return;
    const parent = nodes.value[node.parent] as BoardNode;
    const list = [...nodes.value];
    list[parent.id] = { ...parent, children: parent.children.filter((c) => c !== node.id) };
    nodes.value = list;
    line.value = null;
    moveTo(parent.id);
  }

  // -------------------------------------------------------------------------------------------
  // From the seat's view (streamed from main as a job that is polled)

  const seat = shallowRef<SeatAnalysis | null>(null);
  const seatRunning = ref(false);
  const seatError = shallowRef<ApiError | null>(null);
  let job: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let seatFor = -1;

  function setMode(next: BoardMode): void {
    if (mode.value === next) return;
    mode.value = next;
    // Back in the seat view the hidden cards are hidden again.
    revealed.value = false;
    if (next === 'seat') startSeat();
    else stopSeat();
  }

  function startSeat(): void {
    const node = current.value;
    if (node === null || node.state.phase !== 'play' || node.state.toAct === null) return;
    if (seatFor === node.id && (seatRunning.value || seat.value !== null)) return;
    stopSeat();
    seatFor = node.id;
    seat.value = null;
    seatError.value = null;
    seatRunning.value = true;
    const id = node.id;
    void client()
      .call('analysisStart', {
        position: describe(node.state),
        seat: node.state.toAct,
        maxLayouts: SEAT_SAMPLE,
      })
      .then((r) => {
        if (seatFor !== id) {
          if (r.ok) void client().call('analysisStop', { job: r.value.job });
          return;
        }
        if (!r.ok) {
          seatError.value = r.error;
          seatRunning.value = false;
          return;
        }
        job = r.value.job;
        poll(id, FIRST_POLL_MS);
      });
  }

  function poll(id: number, after = POLL_MS): void {
    timer = setTimeout(() => {
      timer = null;
      const j = job;
      if (j === null || seatFor !== id) return;
      void client()
        .call('analysisPoll', { job: j })
        .then((r) => {
          if (seatFor !== id || job !== j) return;
          if (!r.ok) {
            seatError.value = r.error;
            seatRunning.value = false;
            job = null;
            return;
          }
          if (r.value.partial !== null) seat.value = r.value.partial;
          if (r.value.state === 'running') poll(id);
          else {
            seatRunning.value = false;
            job = null;
            if (r.value.error !== null) seatError.value = r.value.error;
          }
        });
    }, after);
  }

  /** Stops the seat analysis in flight (what it found so far stays shown). */
  function stopSeat(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const j = job;
    job = null;
    if (j !== null) void client().call('analysisStop', { job: j });
    seatRunning.value = false;
    if (seatFor !== currentId.value) {
      seat.value = null;
      seatFor = -1;
    }
  }

  // -------------------------------------------------------------------------------------------
  // What the seat at the bottom may see (the seat view hides the rest until revealed)

  /** The seat view's cards are shown all the same (the person asked to see them). */
  const revealed = ref(false);
  /** The seat at the bottom: the person's when playing on, else the one to move (the declarer at the end). */
  const viewer = computed<number>(
    () => versus.value?.seat ?? state.value?.toAct ?? state.value?.declarer ?? 0,
  );
  /** All the viewer may know (the engine's view), while the seat view hides the rest; else null. */
  const seen = computed<SeatView | null>(() =>
    mode.value === 'seat' && !revealed.value && state.value !== null ? view(state.value, viewer.value) : null,
  );
  /** Whether a line (which names the other hands' cards) may be shown and followed. */
  const lineShown = computed(() => mode.value === 'exact' || revealed.value);

  /**
   * Shows or hides again the cards the seat view hides. It stays as chosen while moving on (a line can
   * be followed revealed); a new position or another mode hides them again.
   */
  function setRevealed(on: boolean): void {
    revealed.value = on;
  }

  /** Leaves the board: nothing keeps running in main for it. */
  function close(): void {
    stopSeat();
  }

  return {
    nodes,
    currentId,
    current,
    state,
    playable,
    analysis,
    analysing,
    laydown,
    error,
    loadError,
    line,
    selected,
    path,
    canBack,
    canForward,
    mode,
    revealed,
    viewer,
    seen,
    lineShown,
    setRevealed,
    versus,
    thinking,
    setVersus,
    seat,
    seatRunning,
    seatError,
    names,
    practice,
    variant,
    setVariant,
    load,
    randomDeal,
    setPractice,
    warmup,
    play,
    select,
    forward,
    back,
    undo,
    moveTo,
    setMode,
    stopSeat,
    close,
  };
});
