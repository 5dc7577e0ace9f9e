/** `explain`: a position → every legal card of the seat to act with its verdict in words. */
import { describe, expect, it } from 'vitest';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { explainAnalysis } from '../../../src-shared/explain/verdict.ts';
import { createRng, describe as toPosition, legalActions } from '../../../src-shared/index.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

const call = (args: string[], input: unknown) => {
  const r = run(args, () => JSON.stringify(input));
  return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
};

const SEVEN = {
  rules: 'csm',
  dealer: 1,
  declarer: 1,
  trump: 'L',
  announced: { seven: true },
  doubles: { game: 1 },
  hands: ['H8 H9 HK LU', 'HU B8 L7 L8', 'H7 B9 BA LK'],
  talon: 'BO BK',
  tricks: [
    ['HX', 'HA', 'HO'],
    ['LX', 'L9', 'LA'],
    ['BX', 'B7', 'BU'],
    ['AU', 'AK', 'AX'],
    ['A9', 'A7', 'AA'],
    ['AO', 'LO', 'A8'],
  ],
};

describe('cli explain', () => {
  it('words every legal card in both languages exactly as the formatter does on the solver analysis', () => {
    const rng = createRng(21);
    for (let i = 0; i < 20; i++) {
      const state = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 3 + (i % 3), i % 3);
      const out = call(['explain'], { position: toPosition(state) });
      expect(out.code).toBe(EXIT.ok);
      const a = analyze(state);
      const legal = legalActions(state).flatMap((x) => (x.type === 'play' ? [x.card] : []));
      expect(out.json.cards.map((c: { card: string }) => c.card).sort()).toEqual(legal.sort());
      expect(out.json.value).toBe(a.value);
      for (const lang of ['cs', 'en'] as const) {
        const words = explainAnalysis(state, a, lang);
        out.json.cards.forEach(
          (c: { card: string; loss: number; words: Record<string, unknown> }, k: number) => {
            const w = words[k]!;
            expect(c.card).toBe(w.card);
            expect(c.loss).toBe(a.cards[k]!.loss);
            expect(c.words[lang]).toEqual({ label: w.label, cost: w.cost, line: w.line, cards: w.cards });
          },
        );
      }
      // The principle per card: its id and lesson, its words per language, as the formatter names it.
      const cs = explainAnalysis(state, a, 'cs');
      const en = explainAnalysis(state, a, 'en');
      out.json.cards.forEach((c: { loss: number; principle: unknown }, k: number) => {
        const p = cs[k]!.principle;
        if (c.loss > 0) expect(p).not.toBeNull();
        expect(c.principle).toEqual(
          p === null
            ? null
            : { id: p.id, words: { cs: p.text, en: en[k]!.principle?.text }, lesson: p.lesson },
        );
      });
    }
  });

  it('gives one language with --lang and the French names with --deck french', () => {
    const out = call(['explain', '--lang', 'en', '--deck', 'french'], { position: SEVEN });
    expect(out.code).toBe(EXIT.ok);
    const l8 = out.json.cards.find((c: { card: string }) => c.card === 'L8');
    expect(Object.keys(l8.words)).toEqual(['en']);
    expect(l8.loss).toBe(6);
    expect(l8.words.en.label).toBe("the declarer's seven lost");
    expect(l8.words.en.line).toMatch(
      /^Trick 7: you lead the eight of spades, the defence plays the king of spades and the jack of spades;/,
    );
  });

  it('refuses a finished hand and rejects an unknown language or deck', () => {
    expect(call(['explain', '--lang', 'de'], { position: SEVEN }).code).toBe(EXIT.usage);
    expect(call(['explain', '--deck', 'tarot'], { position: SEVEN }).code).toBe(EXIT.usage);
    // The best line played out: the hand is over, nothing is left to explain.
    const tricks = [
      ...SEVEN.tricks,
      ['HU', 'H7', 'HK'],
      ['LU', 'L8', 'LK'],
      ['BA', 'H8', 'B8'],
      ['B9', 'H9', 'L7'],
    ];
    const r = call(['explain'], { position: { ...SEVEN, hands: [[], [], []], tricks } });
    expect(r.code).toBe(EXIT.refused);
    expect(r.json.reason).toEqual({ code: 'handOver' });
    expect(r.json.ok).toBe(false);
  });
});
