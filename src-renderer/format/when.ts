/** A stored ISO time as the person reads it: a medium date and a short time, in their language. */
import type { Lang } from '../../src-shared/explain/names.ts';

/** The time as written, where it is not a date. */
export function formatWhen(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(d);
}
