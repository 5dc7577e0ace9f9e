/**
 * A rating as the person reads it: a whole number, rounded to `step` (tens for an estimate: "asi 1 650"),
 * thousands grouped by a non-breaking space in Czech ("1 480") and by a comma in English ("1,480").
 */
import type { Lang } from '../../src-shared/explain/names.ts';

/** Intervals wider than this (points from end to end) are called wide on the screen. */
export const WIDE_INTERVAL = 100;

/** A count with its thousands grouped as a rating's ("3 000" / "3,000"). */
export const formatCount = (n: number, lang: Lang): string => formatRating(n, lang);

export function formatRating(rating: number, lang: Lang, step = 1): string {
  const n = Math.round(rating / step) * step;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'cs' ? '\u00a0' : ',');
  return `${n < 0 ? '−' : ''}${digits}`;
}
