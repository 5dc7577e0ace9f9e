/**
 * When a repetition item comes back, as words the learner reads ("za 4 hodiny", "zítra", "za 3 dny"):
 * within 12 hours by the hour (a fresh miss's 4 hours), else by local calendar days. The key and count
 * are i18n `repetition.*`; `now` and the offset are the caller's (this computer's clock and calendar).
 */
import { daysUntil } from '../../src-shared/training/repetition.ts';

const HOUR = 3_600_000;

export type DueWords =
  | { readonly key: 'now' | 'today' | 'tomorrow'; readonly n: 0 }
  | { readonly key: 'inHours' | 'inDays'; readonly n: number };

/** The words for a due time `due` (epoch ms) seen at `now`, `utcOffset` minutes east of UTC. */
export function dueWords(due: number, now: number, utcOffset: number): DueWords {
  if (due <= now) return { key: 'now', n: 0 };
  if (due - now <= 12 * HOUR) return { key: 'inHours', n: Math.max(1, Math.round((due - now) / HOUR)) };
  const days = daysUntil(due, now, utcOffset);
  if (days <= 0) return { key: 'today', n: 0 };
  if (days === 1) return { key: 'tomorrow', n: 0 };
  return { key: 'inDays', n: days };
}
