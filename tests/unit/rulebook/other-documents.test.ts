/**
 * The documents beside the ČSM general rules: the tournament rules (002) retold article by article,
 * and every section of the house rules (001), the English description (003) and the other app (004)
 * that the app cites. Where the documents are beside the clone (../shared/rules), the structure is
 * checked against them: the same articles and numbered paragraphs, the same item numbers, sections
 * that exist, and no run of six words taken from the document retold.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Citation,
  GROWTH_ARTICLE,
  ITEM_ARTICLE,
  OUTCOME_ARTICLE,
  REASON_ARTICLE,
  WRONG_CLAIM_ARTICLE,
} from '../../../src-shared/explain/articles.ts';
import {
  type RuleDocument,
  type Text,
  citationTarget,
  findDocument,
  findPart,
} from '../../../src-shared/rulebook/index.ts';
import { fold } from '../../../src-shared/rulebook/search.ts';
import { preset } from '../../../src-shared/rules/ruleset.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';

const RULES = resolve(process.cwd(), '../shared/rules');

/** The text of a rule document, or null when the documents are not beside the clone. */
function source(doc: string): string | null {
  if (!existsSync(RULES)) return null;
  const f = readdirSync(RULES).find((x) => x.startsWith(`${doc}_`) && x.endsWith('.txt'));
  return f === undefined ? null : readFileSync(join(RULES, f), 'utf8');
}

function doc(id: string): RuleDocument {
  const d = findDocument(id);
  if (d === null) throw new Error(`document ${id} is not in the rulebook`);
  return d;
}

/** Every text of a document with where it is. */
function texts(d: RuleDocument): { where: string; text: Text }[] {
  const out = [
    { where: 'title', text: d.title },
    { where: 'intro', text: d.intro },
  ];
  for (const p of d.parts) {
    out.push({ where: `${p.key} title`, text: p.title });
    if (p.intro) out.push({ where: `${p.key} intro`, text: p.intro });
    for (const q of p.paragraphs) {
      out.push({ where: `${p.key}/${q.key} title`, text: q.title });
      q.text.forEach((t, i) => out.push({ where: `${p.key}/${q.key} text[${i}]`, text: t }));
      (q.examples ?? []).forEach((t, i) => out.push({ where: `${p.key}/${q.key} example[${i}]`, text: t }));
    }
  }
  return out;
}

/** Tournament articles with numbered paragraphs, and how many (article I has none; IV has groups). */
const TOURNAMENT_PARAGRAPHS: Readonly<Record<string, number>> = { II: 25, III: 3, V: 3 };
/** Article IV's groups, each numbered from 1 in the document: how many items each has. */
const TOURNAMENT_IV_GROUPS = [10, 8, 3, 3, 7];

/** Article → the numbered items under each of its headings, read from the tournament rules. */
function tournamentNumbering(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const body = text.split(/Příloha/)[0]!;
  const articles = body.split(/Článek ([IVX]+)\./).slice(1);
  for (let i = 0; i < articles.length; i += 2) {
    const groups = articles[i + 1]!.split(/^#{3,}.*$/m).filter((g) => /^\s*\d+\.\s/m.test(g));
    out.set(
      articles[i]!,
      groups.map((g) => Math.max(...[...g.matchAll(/^\s*(\d+)\.\s/gm)].map((m) => Number(m[1])))),
    );
  }
  return out;
}

describe('document 002, the ČSM tournament rules', () => {
  const d = doc('002');

  it('has every article, and every numbered paragraph where the document numbers them', () => {
    expect(d.parts.map((p) => p.key)).toEqual(['I', 'II', 'III', 'IV', 'V']);
    for (const [article, n] of Object.entries(TOURNAMENT_PARAGRAPHS))
      expect(findPart('002', article)!.paragraphs.map((q) => q.key)).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
    // Article I is unnumbered: our own order, each paragraph with something to say.
    expect(findPart('002', 'I')!.paragraphs.length).toBeGreaterThanOrEqual(5);
    // The view shows "odst. 7" only where the numbers are the document's.
    expect(d.parts.filter((p) => p.numbered === true).map((p) => p.key)).toEqual(
      Object.keys(TOURNAMENT_PARAGRAPHS),
    );
  });

  it('retells every item of every group of article IV, in both languages', () => {
    const iv = findPart('002', 'IV')!;
    expect(iv.paragraphs.map((q) => q.key)).toEqual(TOURNAMENT_IV_GROUPS.map((_, i) => i + 1));
    iv.paragraphs.forEach((q, g) => {
      for (const lang of ['cs', 'en'] as const) {
        const all = q.text.map((t) => t[lang]).join(' ');
        for (let item = 1; item <= TOURNAMENT_IV_GROUPS[g]!; item++)
          expect(all, `IV group ${g + 1} item ${item} (${lang})`).toContain(`(${item})`);
      }
    });
  });

  it.skipIf(source('002') === null)('numbers its paragraphs as the document does', () => {
    const numbering = tournamentNumbering(source('002')!);
    for (const [article, n] of Object.entries(TOURNAMENT_PARAGRAPHS))
      expect(numbering.get(article), `article ${article}`).toEqual([n]);
    expect(numbering.get('IV')).toEqual(TOURNAMENT_IV_GROUPS);
  });

  it('says where the tournament differs from the general rules or from the app', () => {
    // The places a learner checks when a friend disagrees: each names the other rule it departs from.
    const differs = [
      ['I', 1],
      ['II', 2],
      ['II', 18],
      ['II', 19],
      ['II', 23],
      ['IV', 5],
    ] as const;
    for (const [part, key] of differs) {
      const q = findPart('002', part)!.paragraphs.find((p) => p.key === key)!;
      const all = (lang: 'cs' | 'en') => q.text.map((t) => t[lang]).join(' ');
      expect(all('cs'), `${part}/${key}`).toMatch(/obecn\p{L}* pravid|aplikac/iu);
      expect(all('en'), `${part}/${key}`).toMatch(/general rules|the app/);
    }
  });
});

/** Citations of the documents other than 000 that the app can show: explain/articles.ts and lessons. */
/** Every citation the app shows (the reason, item, outcome and growth tables, the lessons) in `docs`. */
function citationsOf(docs: readonly string[]): { where: string; c: Citation }[] {
  const out: { where: string; c: Citation }[] = [];
  const add = (group: string, rec: Readonly<Record<string, Citation | null>>) => {
    for (const [k, c] of Object.entries(rec))
      if (c !== null && docs.includes(c.doc)) out.push({ where: `${group}.${k}`, c });
  };
  add('REASON_ARTICLE', REASON_ARTICLE);
  add('ITEM_ARTICLE', ITEM_ARTICLE);
  add('OUTCOME_ARTICLE', OUTCOME_ARTICLE);
  add('GROWTH_ARTICLE', GROWTH_ARTICLE);
  add('claim', { WRONG_CLAIM_ARTICLE });
  for (const l of loadCatalogue().lessons)
    l.cites.forEach((c, i) => {
      if (docs.includes(c.doc)) out.push({ where: `lesson ${l.id} cites[${i}]`, c });
    });
  return out;
}

/** The documents cited by section (the ČSM general and tournament rules are cited by article). */
const otherCitations = () => citationsOf(['001', '003', '004']);

describe('the prices the rulebook states are the ones the app settles with', () => {
  it('the tournament rates in multiples of the base match the ČSM preset', () => {
    const csm = preset('csm');
    // The second text of article I's rates gives them in multiples of the base.
    const text = findPart('002', 'I')!.paragraphs.find((q) => q.key === 2)!.text[1]!.en;
    expect(text).toMatch(/^In multiples of the base/);
    const stated = (name: string) => Number(new RegExp(`${name} (\\d+)`).exec(text)?.[1]);
    expect(stated('game')).toBe(csm.rates.game);
    expect(stated('seven')).toBe(csm.rates.seven);
    expect(stated('hundred')).toBe(csm.rates.hundred);
    expect(stated('betl')).toBe(csm.rates.betl);
    expect(stated('durch')).toBe(csm.rates.durch);
    expect(stated('silent seven')).toBe(csm.rates.silentSeven);
    expect(stated('the cap')).toBe(csm.limit);
    // The Czech says the same.
    const cs = findPart('002', 'I')!.paragraphs.find((q) => q.key === 2)!.text[1]!.cs;
    const uvedeno = (name: string) => Number(new RegExp(`${name} (\\d+)`).exec(cs)?.[1]);
    expect([uvedeno('za hru'), uvedeno('za sedmu'), uvedeno('za sto'), uvedeno('za betl')]).toEqual([
      csm.rates.game,
      csm.rates.seven,
      csm.rates.hundred,
      csm.rates.betl,
    ]);
    expect([uvedeno('za durch'), uvedeno('za tichou sedmu'), uvedeno('limit')]).toEqual([
      csm.rates.durch,
      csm.rates.silentSeven,
      csm.limit,
    ]);
  });

  it('the house price list matches the house preset, item by item', () => {
    const house = preset('house001');
    const rate: Readonly<Record<number, number | null>> = {
      1: house.rates.game,
      2: house.rates.silentSeven,
      3: house.rates.seven,
      4: house.rates.silentHundred,
      5: house.rates.hundred,
      6: house.rates.betl,
      7: house.rates.openBetl,
      8: house.rates.durch,
      9: house.rates.openDurch,
    };
    const list = findPart('001', 'Kategorie mariáše a jejich bodové hodnocení')!;
    for (const [item, value] of Object.entries(rate)) {
      const title = list.paragraphs.find((q) => q.key === Number(item))!.title;
      for (const lang of ['cs', 'en'] as const)
        expect(Number(/: (\d+)$/.exec(title[lang])?.[1]), `item ${item} ${lang}`).toBe(value);
    }
    // Item 10 is how the house preset grows a hundred: half a game for every ten points.
    expect(house.hundredGrowth).toBe('halfGame');
  });
});

describe('the tournament rules the app cites', () => {
  it('every citation of them opens its own article and paragraph', () => {
    const cited = citationsOf(['002']);
    expect(cited.length).toBeGreaterThan(0);
    for (const { where, c } of cited) {
      const t = citationTarget(c);
      expect(t?.exact, where).toBe(true);
      expect(t?.part, where).toBe(c.article);
      if (c.paragraph !== undefined) expect(t?.paragraph, where).toBe(c.paragraph);
    }
  });
});

describe('the sections of 001, 003 and 004 the app cites', () => {
  const cited = otherCitations();

  it('the app cites each of the three documents', () => {
    expect(new Set(cited.map((x) => x.c.doc))).toEqual(new Set(['001', '003', '004']));
  });

  it('every such citation opens its own section (and item), which has something to read', () => {
    for (const { where, c } of cited) {
      const t = citationTarget(c);
      expect(t, where).not.toBeNull();
      expect(t!.exact, where).toBe(true);
      expect(t!.part, where).toBe(c.section);
      const part = findPart(c.doc, t!.part!)!;
      expect(part.paragraphs.length, where).toBeGreaterThan(0);
      if (c.paragraph !== undefined) expect(t!.paragraph, where).toBe(c.paragraph);
    }
  });

  it('every part and paragraph has a title and a text in both languages', () => {
    for (const id of ['001', '002', '003', '004']) {
      for (const { where, text } of texts(doc(id))) {
        expect(text.cs.trim(), `${id} ${where}`).not.toBe('');
        expect(text.en.trim(), `${id} ${where}`).not.toBe('');
      }
      for (const p of doc(id).parts)
        for (const q of p.paragraphs) {
          expect(q.text.length, `${id}/${p.key}/${q.key}`).toBeGreaterThan(0);
          for (const t of q.text) expect(t.cs, `${id}/${p.key}/${q.key}`).not.toBe(t.en);
        }
    }
  });

  it.skipIf(source('001') === null)(
    'sections the house rules number keep the document’s item numbers',
    () => {
      const text = source('001')!;
      const parts = doc('001').parts;
      const numbered = ['Sehrávka', 'Kategorie mariáše a jejich bodové hodnocení', 'Stupně licitace'];
      expect(parts.filter((p) => p.numbered === true).map((p) => p.key)).toEqual(numbered);
      for (const key of numbered) {
        const at = parts.findIndex((p) => p.key === key);
        expect(at, key).toBeGreaterThanOrEqual(0);
        // The section's list is the run 1, 2, 3 … that follows its heading.
        const found = [...text.slice(text.indexOf(key)).matchAll(/^\s*(\d+)\.\s/gm)].map((m) => Number(m[1]));
        const end = found.findIndex((n, i) => n !== i + 1);
        const items = end < 0 ? found : found.slice(0, end);
        expect(items.length, key).toBeGreaterThan(3);
        expect(
          parts[at]!.paragraphs.map((q) => q.key),
          key,
        ).toEqual(items);
      }
    },
  );

  it.skipIf(!existsSync(RULES))('each section retold is a section of its document, in its order', () => {
    for (const id of ['001', '003', '004']) {
      const text = source(id)!;
      // In the document's order, so the rulebook reads as the document does.
      let last = -1;
      for (const p of doc(id).parts) {
        // Its heading: the key opening a line and followed by a colon or a full stop ("Talón:",
        // "- Open Betl:", "Flek-re."), else its first mention — after the previous section either way.
        const rest = text.slice(last + 1);
        const escaped = p.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const heading = new RegExp(`(?:^|\\n)(?:- )?(${escaped})[:.]`).exec(rest);
        const found = heading === null ? rest.indexOf(p.key) : heading.index + heading[0].indexOf(p.key);
        const at = found < 0 ? -1 : last + 1 + found;
        expect(at, `${id} “${p.key}”`).toBeGreaterThan(last);
        last = at;
      }
    }
  });
});

/** Folded words of a text (the documents break lines inside words with a hyphen). */
function words(s: string): string[] {
  return fold(s.replace(/-\s*\n\s*/g, '')).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Runs of this many words in a row shared with the document retold count as copied. */
const N = 6;

function runs(ws: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + N <= ws.length; i++) {
    const g = ws.slice(i, i + N);
    // Mostly numbers: a price list or a deal pattern, a fact rather than a sentence.
    if (g.filter((w) => /^\d+$/.test(w)).length * 2 < N) out.add(g.join(' '));
  }
  return out;
}

describe.skipIf(!existsSync(RULES))('own words', () => {
  it(`no ${N} words in a row are taken from the document each of 001–004 retells`, () => {
    const copied: string[] = [];
    for (const id of ['001', '002', '003', '004']) {
      const original = runs(words(source(id)!));
      expect(original.size, id).toBeGreaterThan(300);
      for (const { where, text } of texts(doc(id)))
        for (const lang of ['cs', 'en'] as const)
          for (const g of runs(words(text[lang])))
            if (original.has(g)) copied.push(`${id} ${where} ${lang}: “${g}”`);
    }
    expect(copied).toEqual([]);
  });
});
