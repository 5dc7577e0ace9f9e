/**
 * Bidding drills served (src-main/training/drills.ts): a stored `BidDrill` (bid-mine.ts) read back, what
 * the learner may see of it (the seat's view at the decision, the calls so far as that seat saw them,
 * the choices compared — no hidden card), and an answer matched to its choice. The verdict is the
 * judge's stored figures: the answer is right exactly when it is one of the drill's answers.
 */
import { type Action, type HandRecord, apply, replay, view } from '../../src-shared/index.ts';
import type { BidChoiceValue, DrillTheme, ShownDrill } from '../../src-shared/api/drills.ts';
import type { Reason } from '../../src-shared/explain/reason.ts';
import { publicHistory } from '../game/history.ts';
import type { DrillRow } from '../store/drills.ts';
import { type BidDrill, isBidTheme, replayTo, sameChoice } from './bid-mine.ts';

/** A stored bidding drill as bid-mine.ts wrote it, or null when it is none or damaged. */
export const readBidDrill = (row: DrillRow): BidDrill | null => readBidDrillData(row.drill);

/** A stored bidding drill's data (its JSON as the store reads it), as readBidDrill reads a row's. */
export function readBidDrillData(data: unknown): BidDrill | null {
  const d = data as Partial<BidDrill> | null;
  if (d === null || typeof d !== 'object' || d.type !== 'bid') return null;
  if (typeof d.theme !== 'string' || !isBidTheme(d.theme)) return null;
  if (typeof d.index !== 'number' || typeof d.seat !== 'number' || typeof d.best !== 'number') return null;
  if (!Array.isArray(d.choices) || d.choices.length < 2 || d.best < 0 || d.best >= d.choices.length)
    return null;
  const record = readRecord(d.record);
  if (record === null || d.index < 0 || d.index >= record.actions.length) return null;
  // The record must still replay to the decision, the seat to act there.
  try {
    const before = replay(record.setup, record.actions.slice(0, d.index));
    if (!before.ok || before.value.toAct !== d.seat) return null;
  } catch {
    return null;
  }
  return { ...(d as BidDrill), record };
}

/** The stored record as the store keeps a hand's (its setup as written), if it has that shape. */
function readRecord(x: unknown): HandRecord | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Partial<HandRecord>;
  const setup = r.setup as Partial<HandRecord['setup']> | undefined;
  if (typeof setup !== 'object' || setup === null || !Array.isArray(r.actions)) return null;
  if (!Array.isArray(setup.deck) || typeof setup.table !== 'object' || typeof setup.rules !== 'object')
    return null;
  return r as HandRecord;
}

/** A bidding drill as the learner may see it: the seat's view at the decision and its calls so far. */
export function shownBidDrill(row: DrillRow, d: BidDrill, isDue: boolean): ShownDrill {
  const before = replayTo(d.record, d.index);
  return {
    id: row.id,
    theme: row.theme as DrillTheme,
    kind: 'seat',
    source: row.source,
    seat: d.seat,
    side: d.side,
    goal: { kind: 'money' },
    view: view(before, d.seat),
    hands: null,
    rating: row.rating,
    due: isDue,
    bid: {
      kind: d.kind,
      choices: d.choices.map((c) => c.action),
      history: publicHistory(d.record.actions.slice(0, d.index), d.seat, before),
      over: d.over,
    },
  };
}

/** The choices with their figures as the answer shows them. */
export const choiceValues = (d: BidDrill): BidChoiceValue[] =>
  d.choices.map((c) => ({
    action: c.action,
    value: c.value,
    exact: c.exact,
    loss: c.loss,
    margin: c.margin,
    grade: c.grade,
    right: c.right,
  }));

/**
 * An answer on a bidding drill: the engine's refusal when the rules do not allow it there, else the
 * index of the choice it is (a blind trump is the blind choice), -1 when it is none of the choices.
 */
export function answerOf(d: BidDrill, action: Action): { reason: Reason } | { choice: number } {
  const done = apply(replayTo(d.record, d.index), action);
  if (!done.ok) return { reason: done.error };
  return { choice: d.choices.findIndex((c) => sameChoice(c.action, action)) };
}
