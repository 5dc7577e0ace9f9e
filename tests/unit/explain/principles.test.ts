/**
 * The principles (src-shared/explain/principles): the vocabulary and its lessons, and per technique a
 * position where it is the principle named for a losing card (the solver confirms the card loses and
 * gives both lines) and where it stays silent: the same two lines the other way round (a technique's facts
 * are about the better line), and hand-picked near misses. Positions in the one-line notation
 * (docs/formats.md); the ones marked "random" were found over seeded random play
 * (tests/support/principle-positions.ts) and kept for what they show.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type HandState, readNotation } from '../../../src-shared/index.ts';
import {
  compare,
  principleOf,
  techniquesOf,
  verdictPrinciple,
} from '../../../src-shared/explain/principles/detect.ts';
import {
  TECHNIQUE_LESSONS,
  TECHNIQUES,
  type TechniqueId,
} from '../../../src-shared/explain/principles/techniques.ts';
import { noPrincipleWords, principleWords } from '../../../src-shared/explain/principles/words.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { shippedCatalogue } from '../../../src-main/training/catalogue.ts';

function state(notation: string): HandState {
  const r = readNotation(notation);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

interface Case {
  readonly id: TechniqueId;
  /** The losing card whose principle is `id`. */
  readonly card: Card;
  readonly notation: string;
  /** What the position shows. */
  readonly shows: string;
}

const CASES: readonly Case[] = [
  // CASES
];

describe('the vocabulary', () => {
  it('names at least 20 techniques, each once', () => {
    expect(TECHNIQUES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TECHNIQUES).size).toBe(TECHNIQUES.length);
  });

  it('links only lessons the catalogue has', () => {
    const ids = new Set(shippedCatalogue().lessons.map((l) => l.id));
    for (const id of TECHNIQUES) {
      const lesson = TECHNIQUE_LESSONS[id];
      if (lesson !== null) expect(ids.has(lesson), `${id} → ${lesson}`).toBe(true);
    }
  });

  it('has a position for every technique', () => {
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set(TECHNIQUES));
  });
});

describe.each(CASES)('$id: $shows', ({ id, card, notation }) => {
  const s = state(notation);
  const analysis = analyze(s);
  const v = analysis.cards.find((x) => x.card === card);
  const bestLine = analysis.bestLine ?? [];
  const best = bestLine[0] as Card;

  it('the card loses by the solver, and the principle named is the technique', () => {
    expect(v?.loss).toBeGreaterThan(0);
    expect(verdictPrinciple(s, analysis, card)?.id).toBe(id);
    expect(principleOf(s, { card, line: v!.refutation! }, { card: best, line: bestLine })?.id).toBe(id);
  });

  it('stays silent with the two lines the other way round', () => {
    const c = compare(s, { card, line: v!.refutation! }, { card: best, line: bestLine });
    expect(techniquesOf(c!).map((p) => p.id)).not.toContain(id);
  });

  it('stays silent for every best card', () => {
    for (const b of analysis.cards.filter((x) => x.loss === 0))
      expect(verdictPrinciple(s, analysis, b.card)).toBeNull();
  });

  it('is worded in both languages with its lesson, and shown in the verdict', () => {
    const p = verdictPrinciple(s, analysis, card)!;
    for (const lang of ['cs', 'en'] as const) {
      const w = principleWords(p, s, lang);
      expect(w.text).toMatch(/^\S.*[.]$/);
      expect(w.text).not.toMatch(/\b[HBLA][789XUOKA]\b|undefined|null|NaN/);
      expect(w.lesson).toBe(TECHNIQUE_LESSONS[id]);
      expect(explainVerdict(s, analysis, card, lang).principle).toEqual(w);
    }
  });
});

describe('near misses', () => {
  it('names no principle without the lines to compare', () => {
    const c = CASES[0]!;
    const s = state(c.notation);
    const analysis = analyze(s);
    const { bestLine: _, ...without } = analysis;
    expect(verdictPrinciple(s, without, c.card)).toBeNull();
    expect(explainVerdict(s, without, c.card, 'en').principle).toBeNull();
  });

  it('says plainly when no principle is named', () => {
    expect(noPrincipleWords('cs')).toEqual({
      id: null,
      text: expect.stringMatching(/princip/),
      lesson: null,
    });
    expect(noPrincipleWords('en').text).toMatch(/No principle named/);
  });
});
