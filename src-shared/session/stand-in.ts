/**
 * What the computer did for a person while it stood in for them at a shared table (src-main/share): the
 * seat's decisions the stand-in made since that person's own last decision in the hand, counted by
 * kind — cards played, doubles (flek, re, …) and the other calls — for the returning guest's notice
 * (worded by the renderer's i18n) and the hand's log, which marks each of them.
 */
import type { Seat } from '../engine/table.ts';

/** An action of the hand's history as far as counting needs it (a `PublicAction`). */
type Decision = { readonly type: string; readonly seat: Seat };

export interface StandInSummary {
  /** The indices into the hand's history of the decisions counted, in order. */
  readonly indices: readonly number[];
  /** Cards played. */
  readonly cards: number;
  /** Doubles (flek, re, tutti, … and a seven or hundred against). */
  readonly doubles: number;
  /** Every other decision: bids, passes, "dobrá", announcements, the talon. */
  readonly others: number;
}

/**
 * The decisions of `seat` in `history` that the stand-in made (`marks`, indices into `history`) after the
 * seat's last decision of its own; null when there is none.
 */
export function standInSummary(
  history: readonly Decision[],
  marks: readonly number[] | undefined,
  seat: Seat,
): StandInSummary | null {
  const marked = new Set(marks ?? []);
  const own = history.findLastIndex((a, i) => a.seat === seat && !marked.has(i));
  const indices = history.flatMap((a, i) => (i > own && a.seat === seat && marked.has(i) ? [i] : []));
  if (indices.length === 0) return null;
  const count = (test: (a: Decision) => boolean) =>
    indices.filter((i) => test(history[i] as Decision)).length;
  const cards = count((a) => a.type === 'play');
  const doubles = count((a) => a.type === 'double');
  return { indices, cards, doubles, others: indices.length - cards - doubles };
}

/**
 * Of the cards played in `history`, in order (the n-th card of the hand is trick ⌊…⌋'s), which ones the
 * stand-in played: their ordinals among the hand's cards.
 */
export function standInCards(
  history: readonly Decision[],
  marks: readonly number[] | undefined,
): Set<number> {
  const marked = new Set(marks ?? []);
  const out = new Set<number>();
  let n = 0;
  history.forEach((a, i) => {
    if (a.type !== 'play') return;
    if (marked.has(i)) out.add(n);
    n++;
  });
  return out;
}

/**
 * Whether action `index` of a finished hand is a call the computer made, one that "proč? / why?" can be
 * asked about (`callWhy`): a call (not a card, not a claim) by a seat the computer plays (`computers`) or
 * by a stand-in for a person away from a shared table (`standIn`, indices into the hand's actions).
 */
export function computerCall(
  action: Decision,
  index: number,
  computers: readonly Seat[],
  standIn: readonly number[] | undefined,
): boolean {
  if (action.type === 'play' || action.type === 'claim') return false;
  return computers.includes(action.seat) || (standIn ?? []).includes(index);
}
