/** Searching the rulebook: every word, any case, with or without diacritics, ranked, with snippets. */
import { describe, expect, it } from 'vitest';
import { findParagraph, findPart } from '../../../src-shared/rulebook/index.ts';
import { fold, queryPlace, queryWords, search, snippet } from '../../../src-shared/rulebook/search.ts';

const places = (q: string, lang: 'cs' | 'en' = 'cs') =>
  search(q, lang, 1000).map((r) => `${r.place.doc}/${r.place.part}/${r.place.paragraph ?? '-'}`);

describe('fold and words', () => {
  it('drops case and diacritics, keeping one char per char', () => {
    expect(fold('Přiznat BARVU, čl. II')).toBe('priznat barvu, cl. ii');
    expect(fold('Žaludy').length).toBe('Žaludy'.length);
    expect(queryWords('  Renonc, renonc  přebít ')).toEqual(['renonc', 'prebit']);
  });
});

describe('search', () => {
  it('finds the revoke article with or without diacritics, in any case', () => {
    for (const q of ['renonc', 'RENONC', 'Renonc']) expect(places(q)[0]).toMatch(/^000\/VI\//);
    expect(places('přebít')).toEqual(places('prebit'));
    expect(places('prebit')).toContain('000/II/8');
  });

  it('needs every word: "betl durch" finds only places speaking of both', () => {
    const both = search('betl durch', 'cs');
    expect(both.length).toBeGreaterThan(0);
    for (const r of both) {
      const part = findPart(r.place.doc, r.place.part!)!;
      const q = r.place.paragraph === null ? null : findParagraph(r.place.doc, part.key, r.place.paragraph);
      const texts = q === null ? [part.title, part.intro!] : [q.title, ...q.text, ...(q.examples ?? [])];
      const all = fold(texts.map((t) => t.cs).join(' ') + ' ' + part.title.cs);
      expect(all).toContain('betl');
      expect(all).toContain('durch');
    }
    expect(places('betl durch').length).toBeLessThan(places('betl').length);
    expect(places('betl durch')).not.toContain('000/IV/4');
  });

  it('ranks the place whose title holds the words first', () => {
    expect(places('přiznat barvu')[0]).toBe('000/II/7');
    expect(places('follow suit', 'en')[0]).toBe('000/II/7');
    expect(places('tichá sedma')[0]).toBe('000/V/8');
    expect(places('limit')[0]).toBe('000/V/9');
  });

  it('a query naming a place puts that place first', () => {
    expect(queryPlace('čl. II odst. 7')).toEqual({ doc: '000', part: 'II', paragraph: 7 });
    expect(queryPlace('art. IV §5')).toEqual({ doc: '000', part: 'IV', paragraph: 5 });
    expect(queryPlace('iv.5')).toEqual({ doc: '000', part: 'IV', paragraph: 5 });
    expect(queryPlace('VI')).toEqual({ doc: '000', part: 'VI', paragraph: null });
    expect(queryPlace('sedma')).toBeNull();
    expect(places('čl. II odst. 7')[0]).toBe('000/II/7');
  });

  it('falls back to the other language for a term typed while reading in English', () => {
    const r = search('přiznat', 'en');
    expect(r[0]?.place).toEqual({ doc: '000', part: 'II', paragraph: 7 });
    expect(r[0]?.lang).toBe('cs');
    expect(r[0]?.title).toBe('Follow suit, else trump');
  });

  it('finds nothing for a word the rules do not hold, or an empty query', () => {
    expect(search('xylofon', 'cs')).toEqual([]);
    expect(search('  ,. ', 'cs')).toEqual([]);
  });

  it('marks the words in the snippet, in the text as written', () => {
    const r = search('renonc', 'cs')[0]!;
    const hits = r.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase());
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h === 'renonc')).toBe(true);
    const s = snippet(['Desítka v betlu stojí mezi devítkou a spodkem.'], ['desitka', 'spodkem']);
    expect(s).toEqual([
      { text: 'Desítka', hit: true },
      { text: ' v betlu stojí mezi devítkou a ', hit: false },
      { text: 'spodkem', hit: true },
      { text: '.', hit: false },
    ]);
  });

  it('cuts a long text around the first hit with ellipses', () => {
    const long = 'slovo '.repeat(60) + 'renonc ' + 'slovo '.repeat(60);
    const s = snippet([long], ['renonc']);
    expect(s[0]).toEqual({ text: '…', hit: false });
    expect(s[s.length - 1]).toEqual({ text: '…', hit: false });
    expect(s.some((x) => x.hit && x.text === 'renonc')).toBe(true);
    expect(s.map((x) => x.text).join('').length).toBeLessThan(200);
  });
});
