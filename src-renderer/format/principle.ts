/**
 * A graded card's principle in words for PrincipleNote.vue, from what main sent: a decision of the review
 * or its retry (`ReviewedDecision.principle`, src-main/review/principle.ts), a drill's answer or a lesson
 * step's wrong card (`principle`, src-main/training/goal-principle.ts), a coach note. A review cached
 * before decisions carried their principle says the all-cards-open one from its analysis, as such.
 */
import type { ReviewedDecision } from '../../src-shared/api/review.ts';
import type { HandState } from '../../src-shared/engine/state.ts';
import type { Deck, Lang } from '../../src-shared/explain/names.ts';
import { type PrincipleNote, analysisNote } from '../../src-shared/explain/principles/note.ts';
import { type NoteWords, principleNoteWords } from '../../src-shared/explain/principles/words.ts';

/** A note in words, or null. */
export function noteText(note: PrincipleNote | null | undefined, lang: Lang, deck: Deck): NoteWords | null {
  return note === null || note === undefined ? null : principleNoteWords(note, lang, deck);
}

/** A reviewed card's principle in words (`before`: the moment before it); null for a bidding decision. */
export function decisionPrinciple(
  d: ReviewedDecision,
  before: HandState | null,
  lang: Lang,
  deck: Deck,
): NoteWords | null {
  if (d.action.type !== 'play') return null;
  if (d.principle !== undefined) return noteText(d.principle, lang, deck);
  if (before === null || d.analysis === null) return null;
  return noteText(
    analysisNote(before, d.analysis, d.action.card, d.seatView === null ? 'open' : 'allOpen'),
    lang,
    deck,
  );
}
