/**
 * The fanned hand's keyboard: a roving tabindex over its `button.hand-card`s. Arrow keys (Home, End) move
 * between the cards; after a card leaves the hand the focus stays in the hand (on the card now at its place).
 */
import { type Ref, nextTick, ref, watch } from 'vue';

export function useHandFocus(root: Ref<HTMLElement | null>, count: () => number) {
  const focusIndex = ref(0);

  /** The focus was in the hand when its cards last changed (a card played by keyboard or click). */
  let focusInside = false;
  function onFocusIn(i: number): void {
    focusIndex.value = i;
    focusInside = true;
  }
  function onFocusOut(e: FocusEvent): void {
    // A card removed from the DOM loses the focus to nothing: keep it in the hand then.
    const to = e.relatedTarget instanceof Node ? e.relatedTarget : null;
    focusInside = to !== null && (root.value?.contains(to) ?? false);
    if (to === null) focusInside = true;
  }

  watch(count, (n) => {
    if (focusIndex.value >= n) focusIndex.value = Math.max(0, n - 1);
    if (!focusInside) return;
    void nextTick(() => {
      const active = document.activeElement;
      if (active && active !== document.body && !root.value?.contains(active)) return;
      const all = root.value?.querySelectorAll<HTMLButtonElement>(
        'button.hand-card:not(.hand-card-leave-active)',
      );
      all?.[focusIndex.value]?.focus();
    });
  });

  function move(to: number): void {
    const n = count();
    if (n === 0) return;
    focusIndex.value = (to + n) % n;
    void nextTick(() => {
      const all = root.value?.querySelectorAll<HTMLButtonElement>('button.hand-card');
      all?.[focusIndex.value]?.focus();
    });
  }

  function onKey(e: KeyboardEvent, i: number): void {
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move(i + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(i - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(count() - 1);
        break;
      default:
        return;
    }
    e.preventDefault();
  }

  return { focusIndex, onFocusIn, onFocusOut, onKey };
}
