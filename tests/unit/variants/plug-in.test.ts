/**
 * A variant is a plug-in: what it does differently lives behind its VariantDef (src-shared/variants/),
 * so the id of a real variant is written as a string nowhere else. This test reads every .ts and .vue
 * file of the trees in TREES, finds each string literal (TypeScript's own parser, so comments and
 * prose do not count) equal to a variant id, and fails on any not in EXCEPTIONS.
 *
 * To extend it to src-main or src-renderer, add the tree to TREES with the folders that may name the
 * ids there (its registry, its i18n files).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src-shared/variants/ids.ts';

const ROOT = join(import.meta.dirname, '../../..');

/** A tree checked, and the folders in it where the ids belong (the variants' own and the registry's). */
const TREES: readonly { root: string; allowed: readonly string[] }[] = [
  { root: 'src-shared', allowed: ['src-shared/variants/'] },
];

/**
 * Literals equal to a variant id that are not the variant: another vocabulary that happens to spell the
 * same word. Each: file, the literal, how many times, and why.
 */
const EXCEPTIONS: readonly { file: string; literal: string; count: number; why: string }[] = [
  {
    file: 'src-shared/engine/state.ts',
    literal: 'auction',
    count: 1,
    why: "the phase 'auction' (PHASES)",
  },
  {
    file: 'src-shared/api/review.ts',
    literal: 'auction',
    count: 1,
    why: "the review's decision kind 'auction' (a bid), not the variant",
  },
  // Not yet moved behind VariantDef (the editor's deal, counts and draft form per variant): see
  // src-shared/variants/README.md, "What is left".
  ...(
    [
      ['src-shared/editor/validate.ts', 'twoHand', 1],
      ['src-shared/editor/validate.ts', 'chosen', 6],
      ['src-shared/editor/validate.ts', 'auction', 4],
      ['src-shared/editor/validate.ts', 'fourHand', 2],
      ['src-shared/editor/random.ts', 'chosen', 2],
      ['src-shared/editor/random.ts', 'auction', 2],
      ['src-shared/editor/random.ts', 'fourHand', 2],
      ['src-shared/editor/random.ts', 'twoHand', 1],
      ['src-shared/editor/fill.ts', 'auction', 2],
    ] as const
  ).map(([file, literal, count]) => ({ file, literal, count, why: 'the editor: not yet behind VariantDef' })),
  // Data, not behaviour: each measured rating names the variant it was measured in.
  ...(
    [
      ['src-shared/ai/level-ratings.ts', 'chosen', 2],
      ['src-shared/ai/level-ratings.ts', 'auction', 2],
      ['src-shared/ai/level-ratings.ts', 'fourHand', 1],
      ['src-shared/ai/level-ratings.ts', 'twoHand', 1],
    ] as const
  ).map(([file, literal, count]) => ({ file, literal, count, why: 'a measured rating names its variant' })),
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.(ts|vue)$/.test(e.name) ? [path] : [];
  });
}

/** Every string literal of a file (a .vue file's script blocks and template expressions alike, by a regex). */
function literals(path: string): string[] {
  return literalsIn(path, readFileSync(join(ROOT, path), 'utf8'));
}

function literalsIn(path: string, text: string): string[] {
  if (path.endsWith('.vue')) return [...text.matchAll(/(['"`])([A-Za-z]+)\1/g)].map((m) => m[2] as string);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    // A table keyed by variant ({ chosen: …, auction: … }) names the ids by its keys: it belongs in the registry.
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.flatMap((p) =>
        p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
      );
      const ids = keys.filter((k) => (VARIANTS as readonly string[]).includes(k));
      if (ids.length >= 2)
        out.push(
          ...ids.filter(
            (k) =>
              !node.properties.some(
                (p) => p.name !== undefined && ts.isStringLiteral(p.name) && p.name.text === k,
              ),
          ),
        );
    }
    node.forEachChild(visit);
  };
  visit(file);
  return out;
}

/** The variant ids written as literals outside the allowed folders: `file: literal` → count. */
function idLiterals(): Map<string, number> {
  const ids = new Set<string>(VARIANTS);
  const found = new Map<string, number>();
  for (const { root, allowed } of TREES)
    for (const path of sources(root)) {
      if (allowed.some((a) => path.startsWith(a))) continue;
      for (const lit of literals(path))
        if (ids.has(lit)) found.set(`${path}: ${lit}`, (found.get(`${path}: ${lit}`) ?? 0) + 1);
    }
  return found;
}

describe('a variant is a plug-in', () => {
  it("names a real variant's id only in its own folder and the registry", () => {
    const found = idLiterals();
    const unexplained = [...found].filter(
      ([key, n]) => !EXCEPTIONS.some((e) => `${e.file}: ${e.literal}` === key && e.count === n),
    );
    expect(unexplained.map(([key, n]) => `${key} ×${n}`)).toEqual([]);
  });

  it('lists no exception that no longer holds', () => {
    const found = idLiterals();
    const stale = EXCEPTIONS.filter((e) => found.get(`${e.file}: ${e.literal}`) !== e.count);
    expect(stale).toEqual([]);
  });

  it('finds an id written as a literal, and not one in a comment or a key', () => {
    const code = "const v = x === 'twoHand' ? `chosen` : { fourHand: 1 }; // 'auction'";
    expect(literalsIn('x.ts', code)).toEqual(['twoHand', 'chosen']);
    expect(literalsIn('x.ts', 'const t = { chosen: 3, auction: 3, other: 1 };')).toEqual([
      'chosen',
      'auction',
    ]);
    expect(literalsIn('x.vue', `<b v-if="v === 'auction'">`)).toContain('auction');
    expect(sources('src-shared').length).toBeGreaterThan(100);
  });
});
