/**
 * The rulebook: every citation the app can show opens a place that exists, every text is there in
 * both languages, and document 000 is retold article by article, paragraph by paragraph.
 */
import { describe, expect, it } from 'vitest';
import {
  type Citation,
  DOUBLE_ARTICLE,
  GROWTH_ARTICLE,
  ITEM_ARTICLE,
  LIMIT_ARTICLE,
  OUTCOME_ARTICLE,
  PAYMENT_ARTICLE,
  POINTS_ARTICLE,
  RATES_ARTICLE,
  REASON_ARTICLE,
  RED_ARTICLE,
  formatCitation,
} from '../../../src-shared/explain/articles.ts';
import {
  DOCUMENTS,
  type Text,
  citationPart,
  citationTarget,
  findDocument,
  findParagraph,
  findPart,
  placeTarget,
} from '../../../src-shared/rulebook/index.ts';
import { CSM_PARAGRAPHS, citationResolves } from '../../../src-shared/training/lesson.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';

/** Every citation the app can show: the constants of explain/articles.ts and every lesson's cites. */
function appCitations(): { where: string; c: Citation }[] {
  const out: { where: string; c: Citation }[] = [];
  const add = (group: string, rec: Readonly<Record<string, Citation | null>>) => {
    for (const [k, c] of Object.entries(rec)) if (c !== null) out.push({ where: `${group}.${k}`, c });
  };
  add('REASON_ARTICLE', REASON_ARTICLE);
  add('ITEM_ARTICLE', ITEM_ARTICLE);
  add('OUTCOME_ARTICLE', OUTCOME_ARTICLE);
  add('GROWTH_ARTICLE', GROWTH_ARTICLE);
  add('single', {
    POINTS_ARTICLE,
    PAYMENT_ARTICLE,
    RATES_ARTICLE,
    RED_ARTICLE,
    DOUBLE_ARTICLE,
    LIMIT_ARTICLE,
  });
  for (const l of loadCatalogue().lessons)
    l.cites.forEach((c, i) => out.push({ where: `lesson ${l.id} cites[${i}]`, c }));
  return out;
}

/** Every text of the rulebook with where it is. */
function allTexts(): { where: string; text: Text }[] {
  const out: { where: string; text: Text }[] = [];
  for (const d of DOCUMENTS) {
    out.push({ where: `${d.doc} title`, text: d.title }, { where: `${d.doc} intro`, text: d.intro });
    for (const p of d.parts) {
      out.push({ where: `${d.doc}/${p.key} title`, text: p.title });
      if (p.intro) out.push({ where: `${d.doc}/${p.key} intro`, text: p.intro });
      for (const q of p.paragraphs) {
        const at = `${d.doc}/${p.key}/${q.key}`;
        out.push({ where: `${at} title`, text: q.title });
        q.text.forEach((t, i) => out.push({ where: `${at} text[${i}]`, text: t }));
        (q.examples ?? []).forEach((t, i) => out.push({ where: `${at} examples[${i}]`, text: t }));
      }
    }
  }
  return out;
}

describe('citations', () => {
  const cited = appCitations();

  it('the app cites many places, lessons among them, and every document cited is retold', () => {
    expect(cited.some((x) => x.where.startsWith('lesson '))).toBe(true);
    expect(cited.length).toBeGreaterThan(40);
    expect([...new Set(cited.map(({ c }) => c.doc))].filter((d) => findDocument(d) === null)).toEqual([]);
  });

  it('every citation the app can show opens exactly its place in the rulebook', () => {
    const missing = cited
      .filter(({ c }) => {
        const t = citationTarget(c);
        return t === null || !t.exact || t.part !== citationPart(c) || t.paragraph !== (c.paragraph ?? null);
      })
      .map(({ where, c }) => `${where}: ${formatCitation(c, 'cs')}`);
    expect(missing).toEqual([]);
  });

  it('a citation of a place the rulebook lacks opens the nearest enclosing one', () => {
    expect(citationTarget({ doc: '000', article: 'II', paragraph: 99 })).toEqual({
      doc: '000',
      part: 'II',
      paragraph: null,
      exact: false,
    });
    expect(placeTarget('000', 'XX', 3)).toEqual({ doc: '000', part: null, paragraph: null, exact: false });
    expect(citationTarget({ doc: '000', article: 'IV', paragraph: 4 })).toEqual({
      doc: '000',
      part: 'IV',
      paragraph: 4,
      exact: true,
    });
  });
});

describe("a lesson's citation", () => {
  it('resolves exactly when the rulebook has its place, an article by its numeral, a section by its heading', () => {
    expect(citationResolves({ doc: '000', article: 'II', paragraph: 7 })).toBe(true);
    expect(citationResolves({ doc: '000', article: 'VI' })).toBe(true);
    expect(citationResolves({ doc: '001', section: 'Talón' })).toBe(true);
    expect(
      citationResolves({ doc: '001', section: 'Kategorie mariáše a jejich bodové hodnocení', paragraph: 10 }),
    ).toBe(true);
    expect(citationResolves({ doc: '000', article: 'II', paragraph: 10 })).toBe(false);
    expect(citationResolves({ doc: '000', article: 'VIII' })).toBe(false);
    expect(citationResolves({ doc: '000', section: 'II' })).toBe(false);
    expect(citationResolves({ doc: '001', article: 'Talón' })).toBe(false);
    expect(citationResolves({ doc: '001', section: 'Neexistuje' })).toBe(false);
    expect(citationResolves({ doc: '000' })).toBe(false);
  });
});

describe('document 000, the ČSM general rules', () => {
  it('has every article and every numbered paragraph, in order', () => {
    const d = findDocument('000');
    expect(d).not.toBeNull();
    expect(d!.parts.map((p) => p.key)).toEqual(Object.keys(CSM_PARAGRAPHS));
    for (const p of d!.parts) {
      const n = CSM_PARAGRAPHS[p.key]!;
      expect(p.paragraphs.map((q) => q.key)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
    expect(findParagraph('000', 'II', 7)?.title.cs).toMatch(/přiznat/i);
    expect(findPart('000', 'VI')?.title.cs).toMatch(/renonc/i);
  });
});

describe('texts', () => {
  it('every text is there in Czech and in English', () => {
    const empty = allTexts()
      .filter(
        // A name ("Betl") reads the same in both; a sentence is never left untranslated.
        ({ text }) =>
          text.cs.trim() === '' || text.en.trim() === '' || (text.cs === text.en && text.cs.length > 20),
      )
      .map((x) => x.where);
    expect(empty).toEqual([]);
  });

  it('keys are unique within their document and part', () => {
    for (const d of DOCUMENTS) {
      const parts = d.parts.map((p) => p.key);
      expect(new Set(parts).size).toBe(parts.length);
      for (const p of d.parts) {
        const keys = p.paragraphs.map((q) => q.key);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
    const docs = DOCUMENTS.map((d) => d.doc);
    expect(new Set(docs).size).toBe(docs.length);
  });

  it('Czech speaks to the reader with ty, never vy', () => {
    const vy = /(?<!\p{L})(vy|vás|vám|vaš\p{L}*|máte|musíte|můžete|smíte|hrajete|zahrajete)(?!\p{L})/iu;
    const bad = allTexts()
      .filter(({ text }) => vy.test(text.cs))
      .map((x) => `${x.where}: ${x.text.cs}`);
    expect(bad).toEqual([]);
  });

  it('no text names a rule document by its file', () => {
    const file = /rules\/\d{3}|\b\d{3}_[0-9a-f]{6,}/;
    expect(allTexts().filter(({ text }) => file.test(text.cs) || file.test(text.en))).toEqual([]);
  });
});
