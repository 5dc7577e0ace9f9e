/**
 * The board's tree of moves (stores/board.ts): the nodes played from the position (a new card at a
 * moment makes a branch), the node shown, the line being followed and the card chosen. Moves go through
 * the engine (`apply`); what may be played comes from `legalActions` (format/board.ts).
 */
import { type ComputedRef, computed, ref, shallowRef } from 'vue';
import type { Card } from '../../../src-shared/cards/card.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import { playableCards } from '../../format/board.ts';

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

/** `lineShown`: whether a line may be shown and followed (the seat view hides it). */
export function useBoardTree(lineShown: ComputedRef<boolean>) {
  const nodes = shallowRef<readonly BoardNode[]>([]);
  const currentId = ref(0);
  const line = shallowRef<BoardLine | null>(null);
  const selected = ref<Card | null>(null);

  const current = computed<BoardNode | null>(() => nodes.value[currentId.value] ?? null);
  const state = computed<HandState | null>(() => current.value?.state ?? null);
  const playable = computed<Card[]>(() =>
    state.value && state.value.phase === 'play' ? playableCards(state.value) : [],
  );
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

  /** A new root (its id is the old root's). */
  function reset(root: HandState): void {
    nodes.value = [{ id: 0, parent: null, card: null, state: root, children: [] }];
    currentId.value = 0;
    line.value = null;
    selected.value = null;
  }

  /** The node `card` leads to from the current one: its existing branch, or a new one (null: not legal). */
  function childFor(card: Card): number | null {
    const node = current.value;
    if (node === null || !playable.value.includes(card) || node.state.toAct === null) return null;
    const known = node.children.map((c) => nodes.value[c] as BoardNode).find((c) => c.card === card);
    if (known) return known.id;
    const r = apply(node.state, { type: 'play', seat: node.state.toAct, card });
    if (!r.ok) return null;
    const next = nodes.value.length;
    const child: BoardNode = { id: next, parent: node.id, card, state: r.value, children: [] };
    const list = [...nodes.value];
    list[node.id] = { ...node, children: [...node.children, next] };
    list.push(child);
    nodes.value = list;
    return next;
  }

  /** After `card` was played: the line moves on when it was the line's next card, else it is dropped. */
  function followed(card: Card): void {
    const l = line.value;
    line.value =
      l !== null && l.cards[l.at] === card && nodes.value[l.from] !== undefined
        ? { ...l, at: l.at + 1 }
        : null;
  }

  /** Removes the current node's branch from its parent; answers the parent's id (null at the root). */
  function cut(): number | null {
    const node = current.value;
    if (node === null || node.parent === null) return null;
    const parent = nodes.value[node.parent] as BoardNode;
    const list = [...nodes.value];
    list[parent.id] = { ...parent, children: parent.children.filter((c) => c !== node.id) };
    nodes.value = list;
    line.value = null;
    return parent.id;
  }

  return {
    nodes,
    currentId,
    line,
    selected,
    current,
    state,
    playable,
    path,
    canBack,
    canForward,
    reset,
    childFor,
    followed,
    cut,
  };
}
