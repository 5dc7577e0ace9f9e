/**
 * Citations of sections in both languages: Czech names a section by its heading as the document writes
 * it, English by its English name (the rulebook part's title, what an English reader sees when the
 * citation opens it) — never the Czech heading ("Sehrávka"). Checked for every section of every
 * document, for every section citation written in the app's sources and lessons, in the interface's
 * words (the rules' help), and for the sections the rulebook's own texts refer to.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_NAME, type DocId, formatCitation } from '../../../src-shared/explain/articles.ts';
import { DOCUMENTS, findDocument, findPart } from '../../../src-shared/rulebook/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const isArticle = (key: string) => /^[IVXL]+$/.test(key);

/** Every section of every document of the rulebook. */
const SECTIONS = DOCUMENTS.flatMap((d) =>
  d.parts.filter((p) => !isArticle(p.key)).map((p) => ({ doc: d.doc, part: p })),
);

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

/** Every `{ doc: '001', section: 'Talón' }` written in src-shared and the lessons. */
function writtenCitations(): { where: string; doc: DocId; section: string }[] {
  const out: { where: string; doc: DocId; section: string }[] = [];
  const code = /doc:\s*'(\d{3})',\s*section:\s*'([^']+)'/g;
  const json = /"doc":\s*"(\d{3})",\s*"section":\s*"([^"]+)"/g;
  for (const f of [
    ...files(join(ROOT, 'src-shared'), /\.ts$/),
    ...files(join(ROOT, 'resources/lessons'), /\.json$/),
  ]) {
    const text = readFileSync(f, 'utf8');
    for (const m of [...text.matchAll(code), ...text.matchAll(json)])
      out.push({ where: f.slice(ROOT.length + 1), doc: m[1] as DocId, section: m[2] as string });
  }
  return out;
}

describe('section citations', () => {
  it('has sections in every document without articles', () => {
    expect(new Set(SECTIONS.map((s) => s.doc))).toEqual(new Set(['001', '003', '004']));
  });

  it.each(SECTIONS.map((s) => [s.doc, s.part.key, s.part] as const))(
    '%s „%s“ is named by its heading in Czech and its English name in English',
    (doc, key, part) => {
      expect(formatCitation({ doc, section: key }, 'cs')).toBe(`${DOC_NAME[doc].cs}, oddíl „${key}“`);
      expect(formatCitation({ doc, section: key }, 'en')).toBe(
        `${DOC_NAME[doc].en}, section “${part.title.en}”`,
      );
      expect(formatCitation({ doc, section: key, paragraph: 2 }, 'en')).toBe(
        `${DOC_NAME[doc].en}, section “${part.title.en}”, item 2`,
      );
    },
  );

  it('names every section the app cites in English by its English name', () => {
    const written = writtenCitations();
    expect(written.length).toBeGreaterThan(10);
    expect(written.some((w) => w.section === 'Talón')).toBe(true);
    for (const w of written) {
      const part = findPart(w.doc, w.section);
      expect(part, `${w.where}: ${w.doc} „${w.section}“`).not.toBeNull();
      const en = formatCitation({ doc: w.doc, section: w.section }, 'en');
      expect(en).toBe(`${DOC_NAME[w.doc].en}, section “${part?.title.en}”`);
      // A Czech heading stays out of English unless the English name is the same word.
      if (part?.title.en !== w.section) expect(en).not.toContain(`“${w.section}”`);
    }
  });

  it('names sections in the interface’s words by the names of the language (the rules’ help)', () => {
    const docOf = (name: string, lang: 'cs' | 'en') =>
      (Object.keys(DOC_NAME) as DocId[]).find((d) => DOC_NAME[d][lang] === name);
    let seen = 0;
    for (const lang of ['cs', 'en'] as const) {
      const text = readFileSync(join(ROOT, `src-renderer/i18n/${lang}.ts`), 'utf8');
      const cited = lang === 'en' ? /\(([^(),“”]+), “([^”]+)”\)/g : /\(([^(),„“]+), „([^“]+)“\)/g;
      for (const m of text.matchAll(cited)) {
        const doc = docOf(m[1] as string, lang);
        if (doc === undefined) continue;
        seen++;
        const parts = findDocument(doc)?.parts ?? [];
        const name = m[2] as string;
        if (lang === 'en')
          expect(
            parts.map((p) => p.title.en),
            `${lang}.ts: ${m[0]}`,
          ).toContain(name);
        else
          expect(
            parts.some((p) => p.key.startsWith(name)),
            `${lang}.ts: ${m[0]}`,
          ).toBe(true);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(8);
  });

  it('refers to sections in the rulebook’s own texts by the names of the language', () => {
    for (const d of DOCUMENTS) {
      const texts = d.parts.flatMap((p) => [
        ...(p.intro ? [p.intro] : []),
        ...p.paragraphs.flatMap((q) => [...q.text, ...(q.examples ?? [])]),
      ]);
      const english = new Set(d.parts.map((p) => p.title.en));
      const keys = d.parts.map((p) => p.key);
      for (const t of texts) {
        for (const m of t.en.matchAll(/sections? “([^”]+)”(?: and “([^”]+)”)?/g))
          for (const name of [m[1], m[2]].filter((x) => x !== undefined))
            expect(english, `${d.doc}: “${name}” in ${t.en}`).toContain(name);
        for (const m of t.cs.matchAll(/oddíl\w* „([^“]+)“(?: a „([^“]+)“)?/g))
          for (const name of [m[1], m[2]].filter((x) => x !== undefined))
            expect(
              keys.some((k) => k.startsWith(name)),
              `${d.doc}: „${name}“ in ${t.cs}`,
            ).toBe(true);
      }
    }
  });
});
