/**
 * The solver's answers about the board's nodes (stores/board.ts): the verdict on every legal card of
 * the side to move (`analyze`), whether the declarer can claim the rest (`laydown`), each kept per node,
 * and the line of a chosen card (`solve`). Answers that arrive after the board moved on are kept for
 * their node but shown only there.
 */
import { type Ref, computed, ref, shallowRef } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { Analysis, Laydown } from '../../../src-shared/api/solver.ts';
import type { Card } from '../../../src-shared/cards/card.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import { describe } from '../../../src-shared/engine/position.ts';
import { useApiClient } from '../../api/client.ts';
import type { BoardLine, BoardNode } from './tree.ts';

export function useBoardAnswers(
  currentId: Ref<number>,
  current: Readonly<Ref<BoardNode | null>>,
  selected: Ref<Card | null>,
  line: Ref<BoardLine | null>,
) {
  const client = () => useApiClient();
  const analyses = shallowRef<ReadonlyMap<number, Analysis>>(new Map());
  const laydowns = shallowRef<ReadonlyMap<number, Laydown>>(new Map());
  const error = shallowRef<ApiError | null>(null);
  const analysing = ref(false);

  const analysis = computed<Analysis | null>(() => analyses.value.get(currentId.value) ?? null);
  const laydown = computed<Laydown | null>(() => laydowns.value.get(currentId.value) ?? null);

  /** Forgets every answer (a new position). */
  function reset(): void {
    analyses.value = new Map();
    laydowns.value = new Map();
  }

  /** Asks the solver about the node (each answer is kept per node); false when it is not in card play. */
  function ask(node: BoardNode): boolean {
    if (node.state.phase !== 'play') return false;
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
    return true;
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

  return { analyses, laydowns, error, analysing, analysis, laydown, reset, ask, select };
}
