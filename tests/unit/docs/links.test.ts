/**
 * The links between the project's documents: every relative link in docs/, the README and the
 * folders' READMEs names a file that exists, and every `#anchor` a heading of its target as GitHub
 * renders it (lower case, punctuation dropped, spaces as hyphens, a repeated heading numbered).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The Markdown files checked: docs/, the top README and each source folder's README. */
function documents(): string[] {
  const out = [join(ROOT, 'README.md')];
  for (const name of readdirSync(join(ROOT, 'docs')))
    if (name.endsWith('.md')) out.push(join(ROOT, 'docs', name));
  for (const top of ['src-main', 'src-shared', 'src-renderer', 'scripts', 'tests']) {
    for (const entry of readdirSync(join(ROOT, top), { recursive: true, withFileTypes: true }))
      if (entry.isFile() && entry.name === 'README.md') out.push(join(entry.parentPath, entry.name));
  }
  return out;
}

/** GitHub's anchor of a heading's text. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (outside fenced code). */
function anchorsOf(text: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const slug = slugOf(m[1] as string);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Relative links `[text](target)` of a Markdown text, with their line numbers. */
function linksOf(text: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1] as string;
      if (!/^[a-z]+:/i.test(target)) out.push({ line: i + 1, target });
    }
  });
  return out;
}

describe('the links between the documents', () => {
  it('slugs headings as GitHub does', () => {
    // Cases from the documents' own headings.
    expect(slugOf('Licitovaný: the auction and the flek')).toBe('licitovaný-the-auction-and-the-flek');
    expect(slugOf('What V8 makes of the search, 2026-11-25')).toBe('what-v8-makes-of-the-search-2026-11-25');
    expect(slugOf("Volený with hráč's close calls (the stored figures for volený)")).toBe(
      'volený-with-hráčs-close-calls-the-stored-figures-for-volený',
    );
    expect(slugOf('`npm run arena`')).toBe('npm-run-arena');
  });

  const docs = documents();
  it.each(docs.map((f) => [relative(ROOT, f), f]))(
    '%s: every link reaches its file and heading',
    (_, file) => {
      const broken: string[] = [];
      for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const to = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
        if (!existsSync(to)) {
          broken.push(`${line}: ${target} (no such file)`);
          continue;
        }
        if (anchor !== undefined && to.endsWith('.md') && !anchorsOf(readFileSync(to, 'utf8')).has(anchor))
          broken.push(`${line}: ${target} (no such heading)`);
      }
      expect(broken).toEqual([]);
    },
  );
});
