/**
 * The coach's note on a card in words, from the note's data only: the grade (i18n `coach.grade.*`), the
 * label and cost of src-shared/explain/verdict.ts (`explainCost` while cards are hidden, `explainVerdict`
 * with the line once the note is whole), and the seat view's figures (`describeSeatStats`). A hidden note
 * names no card but the person's own. A forced card (`note.forced`) is not graded: its note says only
 * that it was the only card the person could play.
 */
import type { CoachNote } from '../../../src-shared/api/coach.ts';
import { fromPosition } from '../../../src-shared/engine/position.ts';
import { type Deck, type Lang, cardName } from '../../../src-shared/explain/names.ts';
import { describeSeatStats, explainCost, explainVerdict } from '../../../src-shared/explain/verdict.ts';
import type { Grade } from '../../../src-shared/review/grade.ts';
import { drawsWords, explainDecision, seatGradeSentence } from '../../../src-shared/explain/review.ts';
import type { MessageKey } from '../../i18n/keys.ts';

type T = (key: MessageKey, params?: Record<string, unknown>) => string;

export interface NoteWords {
  /** "Zelený svršek · 3. zdvih". */
  readonly title: string;
  /** The exact grade (null: not valued, or forced). */
  readonly grade: Grade | null;
  /** The only legal card: nothing graded. */
  readonly forced: boolean;
  readonly gradeText: string;
  /** What the card kept or cost, with every card visible. */
  readonly cost: string;
  /** What the person could know: the share of layouts and the grade on it (null: no seat view). */
  readonly seat: string | null;
  /**
   * The seat view's grade in the review's words (explain/review.ts seatGradeSentence: the same judge and
   * the same sentence as the review of the hand); part of `seat`.
   */
  readonly seatGrade: string | null;
  /** The card lost something, but on what could be seen it was the best choice. */
  readonly unlucky: boolean;
  /** Whether there is a line to show (a losing card). */
  readonly hasLine: boolean;
  /** The line, once the note is whole (else null). */
  readonly line: string | null;
  /** The cards the line names, to highlight them. */
  readonly lineCards: readonly string[];
  /** "Nejlepší bylo zahrát …", once the note is whole and the card was not best. */
  readonly best: string | null;
}

export interface WordsContext {
  readonly t: T;
  readonly lang: Lang;
  readonly deck: Deck;
  /** The trick (1-based) the card was played to. */
  readonly trick: number;
}

export function noteWords(note: CoachNote, ctx: WordsContext): NoteWords {
  const { t, lang, deck } = ctx;
  const card = cardName(note.card, lang, deck);
  const title = t('coach.cardTitle', {
    card: card.charAt(0).toUpperCase() + card.slice(1),
    trick: ctx.trick,
  });
  // A lízaný card while the stock lasts: graded over the draws, in the review's words (no analysis, no line).
  if (!note.forced && note.draws !== undefined && note.seatView !== null) {
    const d = explainDecision(
      {
        index: note.index,
        kind: 'card',
        seat: note.seat,
        side: note.side,
        action: { type: 'play', seat: note.seat, card: note.card },
        exact: note.exact,
        bestAction: note.bestAction,
        seatView: note.seatView,
        analysis: null,
        draws: note.draws,
      },
      lang,
      { deck },
    );
    const grade = note.exact?.grade ?? note.seatView.grade;
    return {
      title,
      grade,
      forced: false,
      gradeText: t(`coach.grade.${grade}`),
      cost: d.exact,
      seat: `${d.seatView} ${drawsWords(note.draws, lang).method}`,
      seatGrade: d.seatView,
      unlucky: (note.exact?.loss ?? 0) > 0 && note.seatView.grade === 'best',
      hasLine: false,
      line: null,
      lineCards: [],
      best: null,
    };
  }
  if (note.forced || note.analysis === null)
    return {
      title,
      grade: null,
      forced: note.forced,
      gradeText: note.forced ? t('coach.forcedTag') : t('coach.notValued'),
      cost: note.forced ? t('coach.forced') : '',
      seat: null,
      seatGrade: null,
      unlucky: false,
      hasLine: false,
      line: null,
      lineCards: [],
      best: null,
    };
  const grade = note.exact?.grade ?? null;
  const gradeText = grade === null ? t('coach.notValued') : t(`coach.grade.${grade}`);
  const whole = !note.hidden && note.position !== null ? fromPosition(note.position) : null;
  const verdict =
    whole !== null && whole.ok
      ? explainVerdict(whole.value, note.analysis, note.card, lang, { deck })
      : {
          ...explainCost(note.game, note.analysis, note.card, lang, note.payShape ?? undefined),
          line: null,
          cards: [] as string[],
        };
  const losing = (note.exact?.loss ?? 0) > 0;
  let seat: string | null = null;
  let seatGrade: string | null = null;
  if (note.seatStats !== null && note.seatView !== null && note.seatLayouts > 0) {
    const stats = describeSeatStats(note.seatStats, note.seatLayouts, lang, {
      exact: note.seatExact,
      side: note.side,
    });
    // The seat view's better card is one of the person's own: naming it reveals nothing hidden.
    seatGrade = seatGradeSentence(note.seatView, 'card', lang, { deck });
    seat = `${t('coach.seatKeeps', { keeps: stats.keeps })} ${seatGrade}`;
  }
  const bestCard = note.bestAction?.type === 'play' ? note.bestAction.card : null;
  return {
    title,
    grade,
    forced: false,
    gradeText,
    cost: verdict.cost,
    seat,
    seatGrade,
    unlucky: losing && note.seatView?.grade === 'best',
    hasLine: losing,
    line: losing && verdict.line !== null && verdict.line !== '' ? verdict.line : null,
    lineCards: verdict.cards,
    best:
      losing && !note.hidden && bestCard !== null
        ? t('coach.bestWas', { card: cardName(bestCard, lang, deck, lang === 'cs' ? 'acc' : 'nom') })
        : null,
  };
}

/** The trick (1-based) a card at `index` of the history went to: plays before it, three a trick. */
export function trickOf(history: readonly { readonly type: string }[], index: number): number {
  const plays = history.slice(0, index).filter((a) => a.type === 'play').length;
  return Math.floor(plays / 3) + 1;
}
