/**
 * The rulebook is written in our own words: no run of words long enough to be a sentence's worth is
 * shared with the rule documents in ../shared/rules (beside the clone; the test is skipped without them).
 * Runs made mostly of numbers (a deal pattern) are facts and are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS, type Text } from '../../../src-shared/rulebook/index.ts';
import { fold } from '../../../src-shared/rulebook/search.ts';

const RULES = resolve(process.cwd(), '../shared/rules');
const present = existsSync(RULES) && readdirSync(RULES).some((f) => f.endsWith('.txt'));

/** Words of a text, folded (the documents break lines and hyphenate words at line ends). */
function words(s: string): string[] {
  return fold(s.replace(/-\s*\n\s*/g, '')).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Runs of this many words in a row count as copied. */
const N = 7;

function ngrams(ws: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + N <= ws.length; i++) {
    const g = ws.slice(i, i + N);
    // A run of mostly numbers is a deal pattern or a table (5-5-5-2-5-5-5), a fact rather than a sentence.
    if (g.filter((w) => /^\d+$/.test(w)).length * 2 < N) out.add(g.join(' '));
  }
  return out;
}

function texts(): { where: string; text: Text }[] {
  const out: { where: string; text: Text }[] = [];
  for (const d of DOCUMENTS) {
    out.push({ where: `${d.doc} intro`, text: d.intro });
    for (const p of d.parts) {
      if (p.intro) out.push({ where: `${d.doc}/${p.key} intro`, text: p.intro });
      for (const q of p.paragraphs)
        [...q.text, ...(q.examples ?? [])].forEach((t, i) =>
          out.push({ where: `${d.doc}/${p.key}/${q.key} [${i}]`, text: t }),
        );
    }
  }
  return out;
}

describe.skipIf(!present)('own words', () => {
  it(`no ${N} words in a row are taken from a rule document, in Czech or English`, () => {
    const docGrams = new Set<string>();
    for (const f of readdirSync(RULES).filter((x) => x.endsWith('.txt')))
      for (const g of ngrams(words(readFileSync(join(RULES, f), 'utf8')))) docGrams.add(g);
    expect(docGrams.size).toBeGreaterThan(1000);
    const copied: string[] = [];
    for (const { where, text } of texts())
      for (const lang of ['cs', 'en'] as const)
        for (const g of ngrams(words(text[lang])))
          if (docGrams.has(g)) copied.push(`${where} ${lang}: “${g}”`);
    expect(copied).toEqual([]);
  });
});
