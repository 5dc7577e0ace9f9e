/**
 * A graded card's principle under a seat-view verdict (src-main/solver/principle.ts, review/principle.ts):
 * on real positions both ways — one where a technique holds in every layout the seat cannot rule out in
 * which the card loses (checked here layout by layout over all of them, with lines of the solver's own
 * `goalLine`), and one where none does and the exact principle names a card whose place the seat did
 * not know: it is then said as the all-cards-open reason, and the coach drops it while the hand runs.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type HandState, type SeatView, readNotation, view } from '../../../src-shared/index.ts';
import { compare, techniquesOf } from '../../../src-shared/explain/principles/detect.ts';
import { factCards, factOf } from '../../../src-shared/explain/principles/note.ts';
import { principleNoteWords } from '../../../src-shared/explain/principles/words.ts';
import { seenPrinciple } from '../../../src-main/coach/coach.ts';
import { cardPrinciple } from '../../../src-main/review/principle.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { gradeCard } from '../../../src-main/review/card.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { goalLine } from '../../../src-main/solver/goal.ts';
import { enumerateLayouts } from '../../../src-main/solver/layouts.ts';
import { hiddenCards, seatPrinciple } from '../../../src-main/solver/principle.ts';

function state(notation: string): HandState {
  const r = readNotation(notation);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

/** The money after `card` in one layout, for the side to play (higher: better for it). */
function moneyFor(layout: HandState, card: Card): number {
  const a = analyze(layout);
  const v = a.cards.find((c) => c.card === card)!.value;
  return a.side === 'declarer' ? v : -v;
}

/** Every card a view has seen (its hand, the cards played). */
function seen(v: SeatView): Set<Card> {
  return new Set<Card>([...v.hand, ...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])]);
}

// A defender of a hundred (13 layouts the seat cannot rule out) leads the seven of leaves where the seat
// view prefers the ace of leaves (random, kept for what it shows).
const CASHES =
  'csm d1 2:A hundred / L7 LO LA A8 / BU L8 LX LU / LK AX AO AK / A9 AU / BX BA B8, A7 L9 AA, HX HA HK, H9 H8 HO, HU H7 BO, B7 BK B9';
// A defender against a seven (24 layouts) leads the seven of acorns where the seat view prefers the nine
// of bells; with every card open, the nine makes the declarer trump with his Ober — a card the seat
// cannot place (random).
const FORCES =
  'csm d0 1:H seven / H8 B9 A7 / H7 HO AA / BU BA L9 / H9 L7 / AX AU AO, LA LK LO, HA HX HK, B8 BK BX, L8 LU LX, BO B7 HU, A9 A8 AK';

describe('a principle from the seat’s view', () => {
  it('holds in every layout where the card loses, naming no card the seat cannot place', () => {
    const s = state(CASHES);
    const v = view(s, s.toAct as number);
    const found = seatPrinciple({ method: 'seatPrinciple', view: v, played: 'L7', better: 'LA', seed: 7 });
    expect(found.fact).toMatchObject({ id: 'cashWinners', card: 'LA', other: 'L7', focus: 'LA' });
    const hidden = hiddenCards(v);
    for (const c of factCards(found.fact!)) expect(hidden.has(c)).toBe(false);
    // Every layout the seat cannot rule out (all 13 were drawn), by the solver's own lines.
    let failing = 0;
    for (const layout of enumerateLayouts(v)) {
      if (moneyFor(layout, 'LA') <= moneyFor(layout, 'L7')) continue;
      failing++;
      const c = compare(
        layout,
        { card: 'LA', line: goalLine(layout, 'LA', { kind: 'money' }) },
        { card: 'L7', line: goalLine(layout, 'L7', { kind: 'money' }) },
      );
      const here = techniquesOf(c!).map((p) => factOf(p, layout));
      expect(
        here.some((f) => f.id === 'cashWinners' && f.focus === 'LA' && f.role === found.fact!.role),
      ).toBe(true);
    }
    expect(failing).toBe(found.failing);
    const cs = principleNoteWords({ fact: found.fact, scope: 'seat', layouts: found.failing }, 'cs');
    expect(cs.text).toMatch(/^Vyber zelené eso hned/);
    expect(cs.scope).toBe(
      `Platí z tvého pohledu: ve všech ${failing} zkoumaných rozloženích, kde tvoje karta prohrává.`,
    );
  });

  it('is the card judge’s, scope "seat", for the review, the coach and the retry alike', async () => {
    const s = state(CASHES);
    const g = await gradeCard(inProcessPool(), s, 'L7', { maxLayouts: 60 });
    if (!g.ok) throw new Error(g.error.code);
    expect(g.value.seatView?.bestAction).toEqual({ type: 'play', seat: s.toAct, card: 'LA' });
    expect(g.value.principle).toMatchObject({ scope: 'seat', fact: { id: 'cashWinners' } });
    // Named from the seat, it is told while the hand runs too.
    expect(seenPrinciple(g.value.principle, view(s, s.toAct as number))).toEqual(g.value.principle);
  });

  it('where none holds in every such layout, says the all-cards-open reason as such', async () => {
    const s = state(FORCES);
    const v = view(s, s.toAct as number);
    const found = seatPrinciple({ method: 'seatPrinciple', view: v, played: 'A7', better: 'B9', seed: 7 });
    expect(found.fact).toBeNull();
    const note = await cardPrinciple(
      inProcessPool(),
      s,
      'A7',
      analyze(s),
      {
        grade: 'mistake',
        loss: 1,
        value: 0,
        bestValue: 1,
        samples: 24,
        bestAction: { type: 'play', seat: s.toAct as number, card: 'B9' },
      },
      { seed: 7 },
    );
    if (!note.ok) throw new Error(note.error.code);
    // The exact principle names the declarer's Ober, which the defender could not place.
    expect(note.value).toMatchObject({ scope: 'allOpen', fact: { id: 'forceATrump', focus: 'HO' } });
    expect(hiddenCards(v).has('HO')).toBe(true);
    const cs = principleNoteWords(note.value!, 'cs');
    expect(cs.scope).toMatch(/^Se všemi kartami odkrytými/);
    const en = principleNoteWords(note.value!, 'en');
    expect(en.scope).toMatch(/^With every card open/);
    // While the hand runs the coach says nothing of it: its words name an unseen card.
    expect(seen(v).has('HO')).toBe(false);
    expect(seenPrinciple(note.value, v)).toBeNull();
  });
});
