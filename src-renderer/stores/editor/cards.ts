/**
 * The cards of the draft: one selected by a click, then dropped on a place (a hand, the talon, the
 * stock, a trick, the trick being played) or back to the deck; the rest filled at random; all cleared.
 */
import { type Ref, ref } from 'vue';
import type { Card } from '../../../src-shared/cards/card.ts';
import { fillRandom } from '../../../src-shared/editor/fill.ts';
import type { EditorDraft, Place } from '../../../src-shared/editor/validate.ts';

/** Where a card can be put: a place of the draft, or back to the deck. */
export type Target = Place | { readonly kind: 'deck' } | { readonly kind: 'played' };

/** The draft without `card` anywhere. */
function without(d: EditorDraft, card: Card): EditorDraft {
  const drop = (cs: readonly Card[]) => cs.filter((c) => c !== card);
  return {
    ...d,
    hands: d.hands.map(drop),
    talon: drop(d.talon),
    stock: drop(d.stock),
    tricks: d.tricks.map(drop).filter((t) => t.length > 0),
    current: drop(d.current),
  };
}

export function useDraftCards(draft: Ref<EditorDraft>, seats: Readonly<Ref<readonly number[]>>) {
  const selected = ref<Card | null>(null);
  /** The next seed of "fill the rest at random" (each fill takes the next). */
  const seed = ref(1);

  /** Moves `card` to `target` (from wherever it lay; the deck takes it out of the draft). */
  function place(card: Card, target: Target): void {
    const d = without(draft.value, card);
    selected.value = null;
    switch (target.kind) {
      case 'deck':
        draft.value = d;
        return;
      case 'hand':
        draft.value = { ...d, hands: d.hands.map((h, s) => (s === target.seat ? [...h, card] : h)) };
        return;
      case 'talon':
        draft.value = { ...d, talon: [...d.talon, card] };
        return;
      case 'stock':
        draft.value = { ...d, stock: [...d.stock, card] };
        return;
      case 'current':
        draft.value = { ...d, current: [...d.current, card] };
        return;
      case 'trick': {
        const tricks = d.tricks.map((t, i) => (i === target.index ? [...t, card] : t));
        draft.value = { ...d, tricks: target.index >= d.tricks.length ? [...tricks, [card]] : tricks };
        return;
      }
      case 'played': {
        // The last trick played while it is short of a card from each player, else a new one.
        const last = d.tricks[d.tricks.length - 1];
        const per = seats.value.length;
        const index = last !== undefined && last.length < per ? d.tricks.length - 1 : d.tricks.length;
        place(card, { kind: 'trick', index });
        return;
      }
    }
  }

  /** A click on a card: select it, or unselect it when it is already selected. */
  function select(card: Card): void {
    selected.value = selected.value === card ? null : card;
  }

  /** A click on a target: the selected card goes there. */
  function drop(target: Target): boolean {
    if (selected.value === null) return false;
    place(selected.value, target);
    return true;
  }

  function fillRest(): void {
    draft.value = fillRandom(draft.value, seed.value);
    seed.value += 1;
  }

  function clear(): void {
    const d = draft.value;
    draft.value = {
      ...d,
      hands: d.hands.map(() => []),
      talon: [],
      stock: [],
      tricks: [],
      current: [],
    };
    selected.value = null;
  }

  return { selected, seed, place, select, drop, fillRest, clear };
}
