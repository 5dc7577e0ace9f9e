/**
 * Personal drills: each card of a reviewed hand graded a mistake or a blunder (with every card visible)
 * becomes an `exact` drill whose answers are the cards the review's analysis found best, stored once
 * (origin `review:<session>:<hand>:<seat>:<index>`) and queued for repetition as a failure at the
 * review's time (the ladder's first rung: back in 4 hours, as a missed drill; the review's own "try
 * again" is the practice at once). Its theme is
 * the first of drill-judge.ts's themes whose definition the position and its losing cards meet; failing that
 * the first met by the played card alone; failing that počítání (a suit game lost on the count). A cost
 * through the silent hundred is the game's points (drill-judge.ts `onPoints`), never sto, the announced hundred.
 * It keeps the hand's actions before its card as the seat saw them (`history`), so it shows the real calls.
 */
import {
  type Analysis,
  type Card,
  type CardVerdict,
  type HandState,
  type Seat,
  describe,
  fromPosition,
  replay,
} from '../../src-shared/index.ts';
import { analyze } from '../solver/analyze.ts';
import { publicHistory } from '../game/history.ts';
import type { FinishedHand, HandReview, ReviewedDecision } from '../../src-shared/api/review.ts';
import type { DrillTables } from '../store/drills.ts';
import {
  type Drill,
  JUDGE_VERSION,
  THEMES,
  type Theme,
  difficulty,
  initialRating,
  meetsTheme,
} from './drill-judge.ts';
import { failed } from '../../src-shared/training/repetition.ts';

export const personalOrigin = (session: number, hand: number, seat: number, index: number): string =>
  `review:${session}:${hand}:${seat}:${index}`;

/** The theme of a reviewed position (see the module comment); `played` null when it is not known. */
export function personalTheme(
  state: HandState,
  losing: readonly CardVerdict[],
  played: CardVerdict | null,
): Theme {
  return (
    THEMES.find((t) => meetsTheme(t, state, losing)) ??
    (played === null ? undefined : THEMES.find((t) => meetsTheme(t, state, [played]))) ??
    (state.game === 'betl' ? 'betl' : state.game === 'durch' ? 'durch' : 'pocitani')
  );
}

/**
 * The personal drill of a position (the seat to act) from its exact analysis: the answers the best
 * cards, the others the losing ones; null when no card loses (no drill). `played`: the card played in
 * the hand, when known.
 */
function personalOf(state: HandState, analysis: Analysis, played: Card | null): Drill | null {
  const best = analysis.cards.filter((v) => v.loss === 0);
  const losing = analysis.cards.filter((v) => v.loss > 0);
  if (best.length === 0 || losing.length === 0) return null;
  const answers = best.flatMap((v) => [v.card, ...v.equivalent]);
  const verdict =
    played === null
      ? null
      : (analysis.cards.find((v) => v.card === played || v.equivalent.includes(played)) ?? null);
  return {
    theme: personalTheme(state, losing, verdict),
    kind: 'exact',
    seed: 0,
    position: describe(state),
    seat: state.toAct as Seat,
    side: analysis.side,
    // The review graded the card by money: the drill asks for the most money.
    goal: { kind: 'money' },
    answers,
    value: analysis.value,
    others: losing.flatMap((v) => [v.card, ...v.equivalent].map((c) => ({ card: c, loss: v.loss }))),
    difficulty: difficulty(state, analysis, answers),
    ...(played === null ? {} : { played }),
  };
}

/** The drill of one graded decision, or null when it is no card graded mistake or blunder. */
export function personalDrill(hand: FinishedHand, d: ReviewedDecision): Drill | null {
  if (d.kind !== 'card' || d.action.type !== 'play' || d.analysis === null || !d.analysis.complete)
    return null;
  if (d.exact === null || (d.exact.grade !== 'mistake' && d.exact.grade !== 'blunder')) return null;
  const before = replay(hand.record.setup, hand.record.actions.slice(0, d.index));
  if (!before.ok) return null;
  const card = d.action.card;
  const played = d.analysis.cards.find((v) => v.card === card || v.equivalent.includes(card));
  if (played === undefined || played.loss === 0) return null;
  const drill = personalOf(before.value, d.analysis, card);
  if (drill === null) return null;
  // The hand so far as the seat saw it then: the real calls, no card it could not see.
  const history = publicHistory(hand.record.actions.slice(0, d.index), drill.seat, before.value);
  return { ...drill, history };
}

/**
 * A personal drill judged again by today's judge (a fresh exact analysis of its position): answers,
 * others, value, difficulty and theme afresh (the theme from the played card too when the drill stores
 * it; one stored before `played` is themed by its losing cards alone). Null when no card loses any more
 * (every card as good as the best: no drill). The hand's calls it stores (`history`) it keeps. Throws when the position does not read or the seat is not
 * the one to act (a damaged drill).
 */
export function rejudgePersonal(d: Drill): Drill | null {
  const read = fromPosition(d.position);
  if (!read.ok) throw new Error(`the position does not read: ${read.error.code}`);
  const s = read.value;
  if (s.phase !== 'play' || s.toAct !== d.seat) throw new Error('the seat is not the one to act');
  const judged = personalOf(s, analyze(s), d.played ?? null);
  // The hand's calls are no judgement: a drill judged again keeps them.
  return judged === null || d.history === undefined ? judged : { ...judged, history: d.history };
}

/**
 * Stores the personal drills of a finished review (each once), each failed at `now` (due 4 hours
 * later); the ids of the new ones.
 * Call it whenever a review is answered: a drill already stored is left as it is.
 */
export function addPersonalDrills(
  tables: DrillTables,
  hand: FinishedHand,
  review: HandReview,
  now: number,
): number[] {
  if (!review.complete) return [];
  const when = new Date(now).toISOString();
  const ids: number[] = [];
  for (const d of review.decisions) {
    const drill = personalDrill(hand, d);
    if (drill === null) continue;
    const id = tables.insertPersonal(
      {
        theme: drill.theme,
        kind: 'exact',
        source: 'review',
        origin: personalOrigin(hand.session, hand.handNo, review.seat, d.index),
        drill,
        rating: initialRating(drill.difficulty),
        judge: JUDGE_VERSION,
      },
      (item) => failed(item, undefined, now),
      when,
    );
    if (id !== null) ids.push(id);
  }
  return ids;
}
