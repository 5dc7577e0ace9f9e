/**
 * Which sounds a change of the table calls for: a pure function of the snapshot before and after, so
 * that every event sounds once. Nothing sounds for the first snapshot a table shows (opening or
 * reloading a session never replays what already happened), for another session, or for a history
 * that got shorter (undo).
 */
import type { PublicAction, TableSnapshot } from '../../src-shared/api/game.ts';
import { activeSeats } from '../../src-shared/engine/table.ts';

export const SOUNDS = ['deal', 'card', 'trick', 'call', 'end'] as const;
export type SoundKind = (typeof SOUNDS)[number];

/** The sound of one action: a card laid (played or discarded) or a call. */
function actionSound(a: PublicAction): SoundKind {
  return a.type === 'play' || a.type === 'discard' ? 'card' : 'call';
}

/** Sounds for the step from `prev` to `next`, in the order they happened. */
export function soundsBetween(prev: TableSnapshot | null, next: TableSnapshot): SoundKind[] {
  if (prev === null || prev.id !== next.id || next.handNo < prev.handNo) return [];
  const out: SoundKind[] = [];
  let before: readonly PublicAction[];
  if (next.handNo > prev.handNo) {
    out.push('deal');
    before = [];
  } else {
    before = prev.history;
    if (next.history.length < before.length) return [];
  }
  const players = activeSeats(next.view.table).length;
  let plays = before.filter((a) => a.type === 'play').length;
  for (const a of next.history.slice(before.length)) {
    out.push(actionSound(a));
    if (a.type === 'play' && ++plays % players === 0) out.push('trick');
  }
  const ended = next.turn === 'handEnd' && (prev.turn !== 'handEnd' || next.handNo > prev.handNo);
  if (ended) out.push('end');
  return out;
}
