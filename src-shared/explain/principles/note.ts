/**
 * A principle as it travels from main to a screen: its facts with the roles resolved from the position
 * (`PrincipleFact`, so it can be worded without the position: words.ts `factWords`) and where it holds
 * (`PrincipleNote.scope`): with every card open on the screen, from the seat's view in every layout
 * compared where the card loses, with every card open under a seat-view verdict, or in the one layout a
 * seat drill shows. `scopeWords` words the scope line; `noteWords` the whole note.
 */
import type { Analysis } from '../../api/solver.ts';
import type { Card } from '../../cards/card.ts';
import { sideOf } from '../../engine/score.ts';
import type { HandState } from '../../engine/state.ts';
import type { Seat } from '../../engine/table.ts';
import type { Lang } from '../names.ts';
import { type Principle, type PrincipleKind, verdictPrinciple, verdictRightPrinciple } from './detect.ts';
import { holderOf } from './lines.ts';
import type { TechniqueId } from './techniques.ts';

/** Who a principle's seat is, seen from the seat to play. */
export type PrincipleRole = 'you' | 'partner' | 'declarer' | 'declarerPartner' | 'defender';

/** A principle's facts with the roles resolved: what its words need, as plain data. */
export interface PrincipleFact {
  readonly id: TechniqueId;
  /** The better card and the card it is set against. */
  readonly card: Card;
  readonly other: Card;
  /** The card the technique is about, or null. */
  readonly focus: Card | null;
  /** The trick (absolute, 0-based) where the facts show; null when not said. */
  readonly trick: number | null;
  /** Who the technique's seat is (the partner who takes the trick, the opponent who ruffs). */
  readonly role: PrincipleRole;
  /** The focus card is held by the mover's side at the position. */
  readonly focusOwn: boolean;
  readonly kind?: PrincipleKind;
}

/**
 * Where a principle holds:
 * - `open`: every card is open on the screen (an exact drill or lesson step, the board) — no scope line;
 * - `seat`: a seat-view verdict, and the principle holds in every layout compared where the card loses
 *   (`layouts` of them), naming no card whose place the seat does not know;
 * - `allOpen`: a seat-view verdict, and the principle is the one with every card open (none common to
 *   the layouts where the card loses was found);
 * - `layout`: the one layout a seat drill or seat step shows, dealt against the card.
 */
export type PrincipleScope = 'open' | 'seat' | 'allOpen' | 'layout';

export interface PrincipleNote {
  /** Null: no principle named. */
  readonly fact: PrincipleFact | null;
  readonly scope: PrincipleScope;
  /** `seat`: the layouts compared, in each of which the card loses. */
  readonly layouts?: number;
}

function roleOf(state: HandState, seat: Seat | null): PrincipleRole {
  const mover = state.toAct;
  if (seat === null || seat === mover) return 'you';
  const side = sideOf(state, seat);
  if (mover !== null && side === sideOf(state, mover)) return 'partner';
  if (side === 'defence') return 'defender';
  return seat === state.declarer ? 'declarer' : 'declarerPartner';
}

/** Whether the mover's side holds `card` at the position (in hand or on the trick in progress). */
function ownCard(state: HandState, card: Card): boolean {
  const seat = holderOf(state, card);
  return seat !== null && state.toAct !== null && sideOf(state, seat) === sideOf(state, state.toAct);
}

/** A principle found on `state`, its roles resolved. */
export function factOf(p: Principle, state: HandState): PrincipleFact {
  return {
    id: p.id,
    card: p.card,
    other: p.other,
    focus: p.focus,
    trick: p.trick,
    role: roleOf(state, p.seat),
    focusOwn: p.focus !== null && ownCard(state, p.focus),
    ...(p.kind === undefined ? {} : { kind: p.kind }),
  };
}

/**
 * A card's principle from an exact analysis of `state` as a note of `scope`: a losing card's (fact null:
 * no technique holds), a best card's "why it is right" (null when none holds); null where the analysis
 * has no lines to compare.
 */
export function analysisNote(
  state: HandState,
  analysis: Analysis,
  card: Card,
  scope: Extract<PrincipleScope, 'open' | 'allOpen' | 'layout'>,
): PrincipleNote | null {
  const v = analysis.cards.find((c) => c.card === card || c.equivalent.includes(card));
  if (v === undefined || analysis.bestLine === undefined) return null;
  const own = v.card === card ? card : v.card;
  if (v.loss > 0) {
    if (v.refutation === null) return null;
    const p = verdictPrinciple(state, analysis, own);
    return { fact: p === null ? null : factOf(p, state), scope };
  }
  const p = verdictRightPrinciple(state, analysis, own);
  return p === null ? null : { fact: factOf(p, state), scope };
}

/** Whether two facts say the same (the same words in every language and deck). */
export function sameFact(a: PrincipleFact, b: PrincipleFact): boolean {
  return (
    a.id === b.id &&
    a.card === b.card &&
    a.other === b.other &&
    a.focus === b.focus &&
    a.trick === b.trick &&
    a.role === b.role &&
    a.focusOwn === b.focusOwn &&
    a.kind === b.kind
  );
}

/** The cards a fact's words name. */
export function factCards(f: PrincipleFact): Card[] {
  return [f.card, f.other, ...(f.focus === null ? [] : [f.focus])];
}

/** The scope line of a note, or null (`open`: every card is on the screen). */
export function scopeWords(note: PrincipleNote, lang: Lang): string | null {
  const cs = lang === 'cs';
  switch (note.scope) {
    case 'open':
      return null;
    case 'seat': {
      const k = note.layouts ?? 0;
      if (k <= 1)
        return cs
          ? 'Platí z tvého pohledu: v jediném rozložení, kde tvoje karta prohrává.'
          : 'It holds from your seat: in the one layout where your card loses.';
      return cs
        ? `Platí z tvého pohledu: ve všech ${k} zkoumaných rozloženích, kde tvoje karta prohrává.`
        : `It holds from your seat: in all ${k} layouts tried where your card loses.`;
    }
    case 'allOpen':
      return cs
        ? 'Se všemi kartami odkrytými: z tvého pohledu se tenhle důvod zaručit nedá.'
        : 'With every card open: from your seat this reason cannot be counted on.';
    case 'layout':
      return cs
        ? 'V ukázaném rozložení karet, rozdaném proti tvé kartě.'
        : 'In the layout shown, dealt against your card.';
  }
}
