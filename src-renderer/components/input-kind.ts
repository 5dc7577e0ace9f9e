/**
 * The kind of input the screen is used with: `useTouch()` is true on a touch screen (a phone, a tablet:
 * no hover and a coarse pointer, the query touch.css sizes its targets by), false with a mouse or a
 * touchpad. The words follow it: "ťukni" / "tap" for "klikni" / "click", and no key hints where there
 * may be no keyboard. One listener for the page, kept for its life; it follows a change (a tablet
 * docked to a keyboard and mouse).
 */
import { type Ref, readonly, ref } from 'vue';

export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

let touch: Ref<boolean> | null = null;

export function useTouch(): Readonly<Ref<boolean>> {
  if (touch === null) {
    const state = ref(false);
    const mq =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(TOUCH_QUERY)
        : null;
    if (mq !== null) {
      state.value = mq.matches;
      mq.addEventListener('change', (e) => (state.value = e.matches));
    }
    touch = state;
  }
  return readonly(touch);
}
