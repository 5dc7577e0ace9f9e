/**
 * The verdict's money says from whom the declaring side's money comes, as the hand is paid
 * (settlement/payment.ts): křížový two against two in pairs ("od obránce, který ti platí"), lízaný one
 * against one ("od obránce"), volený alone against each defender. Positions are real hands played by the
 * rules player a few tricks before the end, the declaring side to move.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Seat,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import type { HandSetup } from '../../../src-shared/engine/state.ts';
import { fourHandTable } from '../../../src-shared/variants/four-hand/deal.ts';
import { sideOf } from '../../../src-shared/engine/score.ts';
import { tricksPerHand } from '../../../src-shared/engine/table.ts';
import type { Lang } from '../../../src-shared/explain/names.ts';
import { explainCost, explainVerdict, handPayShape } from '../../../src-shared/explain/verdict.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { partnerOf, stockOf } from '../../../src-shared/engine/state.ts';

/** The first position of the hand with `left` tricks to play, an empty trick and the declaring side to move. */
function declaringToMove(options: HandSetup, i: number, left: number): HandState | null {
  let s = newHand(options);
  for (let n = 0; s.phase !== 'finished'; n++) {
    if (
      s.phase === 'play' &&
      stockOf(s).length === 0 &&
      tricksPerHand(s) - s.tricks.length === left &&
      (s.trick?.cards.length ?? 0) === 0
    )
      return sideOf(s, s.toAct as Seat) === 'declarer' ? s : null;
    const next = apply(s, rulePlayer.decide(view(s, s.toAct as Seat), decisionRng(i, n)).action);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return null;
}

/** Every losing card's cost and label, and the best card's, in both languages, of up to `want` positions. */
function moneyWords(positions: (i: number) => HandState | null, want: number): Map<Lang, string[]> {
  const out = new Map<Lang, string[]>([
    ['cs', []],
    ['en', []],
  ]);
  let found = 0;
  for (let i = 0; i < 80 && found < want; i++) {
    const state = positions(i);
    if (state === null) continue;
    const analysis = analyze(state);
    const losing = analysis.cards.filter((c) => c.loss > 0);
    if (losing.length === 0) continue;
    found++;
    for (const lang of ['cs', 'en'] as const) {
      const words = out.get(lang) as string[];
      for (const c of analysis.cards) {
        const v = explainVerdict(state, analysis, c.card, lang);
        const hidden = explainCost(state.game, analysis, c.card, lang, handPayShape(state));
        expect(hidden.cost).toBe(v.cost);
        words.push(v.cost);
      }
    }
  }
  expect(found).toBe(want);
  return out;
}

describe('the verdict says from whom the declaring side is paid', () => {
  it('křížový with a partner: from the one defender who pays you, never from each defender', () => {
    const words = moneyWords((i) => {
      const s = declaringToMove(
        {
          rules: preset('csm'),
          table: fourHandTable(i % 4),
          deck: shuffledDeck(createRng(900 + i)),
          variant: 'fourHand',
        },
        i,
        3,
      );
      if (s === null || partnerOf(s) === null || partnerOf(s) === s.declarer) return null;
      expect(handPayShape(s)).toEqual({ payment: 'pairs', declaring: 2, defending: 2 });
      return s;
    }, 3);
    for (const w of words.get('cs') as string[]) expect(w).not.toMatch(/každého obránce/u);
    for (const w of words.get('en') as string[]) expect(w).not.toMatch(/each defender/u);
    expect((words.get('cs') as string[]).some((w) => w.includes('od obránce, který ti platí'))).toBe(true);
    expect((words.get('en') as string[]).some((w) => w.includes('from the defender who pays you'))).toBe(
      true,
    );
  });

  it('lízaný: from the defender, one against one', () => {
    const words = moneyWords(
      (i) =>
        declaringToMove(
          {
            rules: preset('csm'),
            table: { size: 2, dealer: i % 2 },
            deck: shuffledDeck(createRng(950 + i)),
            variant: 'twoHand',
          },
          i,
          3,
        ),
      3,
    );
    for (const w of words.get('cs') as string[]) expect(w).not.toMatch(/každého obránce/u);
    for (const w of words.get('en') as string[]) expect(w).not.toMatch(/each defender/u);
    expect((words.get('cs') as string[]).some((w) => /od obránce\b(?!,)/u.test(w))).toBe(true);
    expect((words.get('en') as string[]).some((w) => w.includes('from the defender'))).toBe(true);
  });

  it('volený for three: still from each defender', () => {
    const words = moneyWords(
      (i) =>
        declaringToMove(
          { rules: preset('csm'), table: { size: 3, dealer: i % 3 }, deck: shuffledDeck(createRng(990 + i)) },
          i,
          3,
        ),
      2,
    );
    expect((words.get('cs') as string[]).some((w) => w.includes('od každého obránce'))).toBe(true);
    expect((words.get('en') as string[]).some((w) => w.includes('from each defender'))).toBe(true);
  });
});
