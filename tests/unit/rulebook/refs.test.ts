/** References inside the ČSM rules' texts become places; every one written there exists. */
import { describe, expect, it } from 'vitest';
import { findDocument } from '../../../src-shared/rulebook/index.ts';
import { references } from '../../../src-shared/rulebook/refs.ts';

describe('references', () => {
  it('splits a text at each reference, with the place it names', () => {
    expect(references('V betlu (čl. IV odst. 7 a 8) a viz čl. VII.')).toEqual([
      { text: 'V betlu (', place: null },
      { text: 'čl. IV odst. 7', place: { doc: '000', part: 'IV', paragraph: 7 } },
      { text: ' a 8) a viz ', place: null },
      { text: 'čl. VII', place: { doc: '000', part: 'VII', paragraph: null } },
      { text: '.', place: null },
    ]);
    expect(references('In betl (art. IV §7 and §8).')[1]).toEqual({
      text: 'art. IV §7',
      place: { doc: '000', part: 'IV', paragraph: 7 },
    });
  });

  it('leaves a place the rulebook lacks, and plain text, as text', () => {
    expect(references('čl. IX odst. 2 a čl. II odst. 40')).toEqual([
      { text: 'čl. IX odst. 2 a čl. II odst. 40', place: null },
    ]);
    expect(references('bez odkazu')).toEqual([{ text: 'bez odkazu', place: null }]);
    expect(references('')).toEqual([]);
  });

  it('every reference written in the ČSM rules resolves, and the pieces rebuild the text', () => {
    const d = findDocument('000')!;
    let refs = 0;
    const texts = [
      d.intro,
      ...d.parts.flatMap((p) => [
        ...(p.intro ? [p.intro] : []),
        ...p.paragraphs.flatMap((q) => [...q.text, ...(q.examples ?? [])]),
      ]),
    ];
    for (const t of texts)
      for (const lang of ['cs', 'en'] as const) {
        const segs = references(t[lang]);
        expect(segs.map((s) => s.text).join('')).toBe(t[lang]);
        refs += segs.filter((s) => s.place !== null).length;
        // Any "čl. X" / "art. X" left unlinked would be a reference to nowhere.
        for (const s of segs.filter((x) => x.place === null))
          expect(s.text).not.toMatch(/(čl\.|art\.) [IVX]/);
      }
    expect(refs).toBeGreaterThan(3);
  });
});
