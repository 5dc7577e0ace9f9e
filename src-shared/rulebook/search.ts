/**
 * Searching the rulebook: every word of the query must occur (any case, with or without diacritics, a
 * word may be the start or a piece of a longer one: "renonc" finds "renoncem"); results ranked by where
 * the words occur (a title beats the text, a word's start beats its middle), each with a snippet.
 */
import type { Lang } from '../explain/names.ts';
import { DOCUMENTS, placeTarget } from './index.ts';
import type { RulePlace, Text } from './types.ts';

/** A piece of a snippet; `hit` marks a query word. */
export interface Segment {
  readonly text: string;
  readonly hit: boolean;
}

export interface SearchResult {
  readonly place: RulePlace;
  /** Document, part and paragraph titles in the language asked for. */
  readonly doc: string;
  readonly part: string;
  readonly title: string;
  /** Language the snippet is in (the other one when only it holds every word). */
  readonly lang: Lang;
  readonly snippet: readonly Segment[];
  readonly score: number;
}

/** Lower case without diacritics, one char per char of the input (so positions map back). */
export function fold(s: string): string {
  let out = '';
  for (const ch of s) {
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // Keep the length: a char that folds to several (rare) keeps its first, one that vanishes a space.
    out += f.length === ch.length ? f : (f + ' '.repeat(ch.length)).slice(0, ch.length);
  }
  return out;
}

/** The query's distinct words, folded. */
export function queryWords(query: string): string[] {
  const words = fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

interface Entry {
  readonly place: RulePlace;
  readonly doc: Text;
  readonly part: Text;
  readonly title: Text;
  /** Body texts (intro or paragraph text, then examples). */
  readonly body: readonly Text[];
  readonly order: number;
}

function entries(): Entry[] {
  const out: Entry[] = [];
  for (const d of DOCUMENTS) {
    for (const p of d.parts) {
      if (p.intro !== undefined)
        out.push({
          place: { doc: d.doc, part: p.key, paragraph: null },
          doc: d.title,
          part: p.title,
          title: p.title,
          body: [p.intro],
          order: out.length,
        });
      for (const q of p.paragraphs)
        out.push({
          place: { doc: d.doc, part: p.key, paragraph: q.key },
          doc: d.title,
          part: p.title,
          title: q.title,
          body: [...q.text, ...(q.examples ?? [])],
          order: out.length,
        });
    }
  }
  return out;
}

const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Score of one word in one folded text: 0 when absent. */
function wordScore(word: string, text: string, weight: number): number {
  let score = 0;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const starts = !isWordChar(text[i - 1]);
    const whole = starts && !isWordChar(text[i + word.length]);
    score += weight * (whole ? 4 : starts ? 3 : 1);
  }
  return score;
}

/** How well an entry matches every word in one language; 0: some word is missing. */
function matchScore(e: Entry, words: readonly string[], lang: Lang): number {
  const title = fold(e.title[lang]);
  const part = fold(e.part[lang]);
  const body = e.body.map((t) => fold(t[lang]));
  let total = 0;
  for (const w of words) {
    const s =
      wordScore(w, title, 5) +
      wordScore(w, part, 1) +
      Math.min(
        12,
        body.reduce((n, b) => n + wordScore(w, b, 1), 0),
      );
    if (s === 0) return 0;
    total += s;
  }
  return total;
}

const SNIPPET = 160;

/** A window of the first body text holding a query word (else the first), with the words marked. */
export function snippet(texts: readonly string[], words: readonly string[]): Segment[] {
  const folded = texts.map(fold);
  let at = 0;
  let text = texts[0] ?? '';
  let f = folded[0] ?? '';
  outer: for (let t = 0; t < texts.length; t++) {
    for (const w of words) {
      const i = folded[t]!.indexOf(w);
      if (i >= 0) {
        text = texts[t]!;
        f = folded[t]!;
        at = i;
        break outer;
      }
    }
  }
  let start = Math.max(0, at - SNIPPET / 3);
  let end = Math.min(text.length, start + SNIPPET);
  start = Math.max(0, Math.min(start, end - SNIPPET));
  while (start > 0 && isWordChar(text[start - 1])) start--;
  while (end < text.length && isWordChar(text[end])) end++;
  // Marked ranges inside the window.
  const marks: [number, number][] = [];
  for (const w of words)
    for (let i = f.indexOf(w, start); i >= 0 && i + w.length <= end; i = f.indexOf(w, i + 1))
      marks.push([i, i + w.length]);
  marks.sort((a, b) => a[0] - b[0]);
  const out: Segment[] = [];
  if (start > 0) out.push({ text: '…', hit: false });
  let pos = start;
  for (const [a, b] of marks) {
    if (b <= pos) continue;
    const from = Math.max(a, pos);
    if (from > pos) out.push({ text: text.slice(pos, from), hit: false });
    out.push({ text: text.slice(from, b), hit: true });
    pos = b;
  }
  if (pos < end) out.push({ text: text.slice(pos, end), hit: false });
  if (end < text.length) out.push({ text: '…', hit: false });
  return out;
}

/** A query naming a place ("čl. II odst. 7", "art. IV §5", "II 7", "IV.5"), or null. */
export function queryPlace(query: string): RulePlace | null {
  const m =
    /^\s*(?:čl\.?|cl\.?|článek|clanek|art\.?|article)?\s*([ivx]+)\s*[.,]?\s*(?:(?:odst\.?|§|par\.?)\s*)?(\d+)?\s*$/iu.exec(
      query,
    );
  if (!m) return null;
  const t = placeTarget('000', m[1]!.toUpperCase(), m[2] === undefined ? null : Number(m[2]));
  return t === null || t.part === null ? null : { doc: t.doc, part: t.part, paragraph: t.paragraph };
}

/** Every place that holds all the query's words, best first (the place a query names comes first). */
export function search(query: string, lang: Lang, limit = 30): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const other: Lang = lang === 'cs' ? 'en' : 'cs';
  const named = queryPlace(query);
  const found: (SearchResult & { order: number })[] = [];
  for (const e of entries()) {
    const isNamed =
      named !== null &&
      named.doc === e.place.doc &&
      named.part === e.place.part &&
      named.paragraph === e.place.paragraph;
    const own = matchScore(e, words, lang);
    // The other language counts less: it finds a Czech term typed while reading in English.
    const alt = own > 0 ? 0 : matchScore(e, words, other) / 2;
    if (own === 0 && alt === 0 && !isNamed) continue;
    const snipLang = own > 0 || alt === 0 ? lang : other;
    found.push({
      place: e.place,
      doc: e.doc[lang],
      part: e.part[lang],
      title: e.title[lang],
      lang: snipLang,
      snippet: snippet(
        e.body.map((t) => t[snipLang]),
        words,
      ),
      score: (isNamed ? 1000 : 0) + own + alt,
      order: e.order,
    });
  }
  found.sort((a, b) => b.score - a.score || a.order - b.order);
  return found.slice(0, limit).map(({ order: _order, ...r }) => r);
}
