/**
 * The review's keys: ←/→ step, Shift+←/→ go between the reviewed seat's decisions, Home/End; not while
 * typing in a field, and only while a hand is open (`open`).
 */
import { useReviewStore } from '../../stores/review.ts';

export function reviewKeys(open: () => boolean): (e: KeyboardEvent) => void {
  const review = useReviewStore();
  return (e: KeyboardEvent): void => {
    if (!open()) return;
    const target = e.target as HTMLElement | null;
    if (
      target &&
      (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    )
      return;
    if (e.key === 'ArrowLeft') {
      if (e.shiftKey) review.nextDecision(-1);
      else review.back();
    } else if (e.key === 'ArrowRight') {
      if (e.shiftKey) review.nextDecision(1);
      else review.forward();
    } else if (e.key === 'Home') review.first();
    else if (e.key === 'End') review.end();
    else return;
    e.preventDefault();
  };
}
