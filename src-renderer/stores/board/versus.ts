/**
 * Playing on against the computer from the board (stores/board.ts): the person keeps one seat, the
 * computer (at a level) plays the others; when a computer seat is to move, main is asked for its card
 * (`boardMove`, seeing only that seat's view) and the card is played on the board.
 */
import { type Ref, ref, shallowRef } from 'vue';
import type { ApiError } from '../../../src-shared/api/contract.ts';
import type { AiLevel } from '../../../src-shared/api/game.ts';
import type { Card } from '../../../src-shared/cards/card.ts';
import { describe } from '../../../src-shared/engine/position.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import { useApiClient } from '../../api/client.ts';
import type { BoardNode } from './tree.ts';

export interface Versus {
  readonly seat: number;
  readonly level: AiLevel;
}

export function useBoardVersus(
  currentId: Ref<number>,
  current: Readonly<Ref<BoardNode | null>>,
  state: Readonly<Ref<HandState | null>>,
  error: Ref<ApiError | null>,
  play: (card: Card) => boolean,
) {
  const versus = shallowRef<Versus | null>(null);
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
    void useApiClient()
      .call('boardMove', { position: describe(node.state), level: v.level, seed: id })
      .then((r) => {
        thinking.value = false;
        if (currentId.value !== id || versus.value !== v) return;
        if (r.ok) play(r.value.card);
        else error.value = r.error;
      });
  }

  return { versus, thinking, setVersus, computerTurn };
}
