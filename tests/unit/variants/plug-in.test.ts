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
 * Literals equal to a variant id outside the allowed folders, each with how many times and why (the
 * phase and the review's decision kind 'auction' are told apart by OTHER_VOCABULARY, not listed here).
 * None is left: the variants' state sits in one slot of HandState, the editor behind VariantDef.
 */
const EXCEPTIONS: readonly { file: string; literal: string; count: number; why: string }[] = [];

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

/**
 * The text a literal is compared with, switched on, assigned to or listed in (the name of the list), or
 * '' when none.
 */
function relatedText(node: ts.Node, sf: ts.SourceFile): string {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) return (parent.left === node ? parent.right : parent.left).getText(sf);
  if (ts.isCaseClause(parent)) return parent.parent.parent.expression.getText(sf);
  if (ts.isPropertyAssignment(parent) || ts.isParameter(parent) || ts.isVariableDeclaration(parent))
    return parent.name.getText(sf);
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent))
    return relatedText(parent, sf);
  if (ts.isArrayLiteralExpression(parent)) return relatedText(parent, sf);
  return '';
}

/**
 * `'auction'` is also licitovaný's bidding phase and the review's decision kind (a bid): a literal
 * compared with, switched on, assigned to or listed under a name that says so is that word, not the
 * variant.
 */
const OTHER_VOCABULARY = /phase|decision/i;

function literalsIn(path: string, text: string): string[] {
  if (path.endsWith('.vue')) return [...text.matchAll(/(['"`])([A-Za-z]+)\1/g)].map((m) => m[2] as string);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      if (node.text !== 'auction' || !OTHER_VOCABULARY.test(relatedText(node, file))) out.push(node.text);
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

let cached: Map<string, number> | null = null;

/** The variant ids written as literals outside the allowed folders: `file: literal` → count (read once). */
function idLiterals(): Map<string, number> {
  cached ??= readIdLiterals();
  return cached;
}

function readIdLiterals(): Map<string, number> {
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
    // The phase and the review's decision kind that spell the same word are not the variant.
    const phase = [
      "if (s.phase === 'auction') f();",
      "switch (view.phase) { case 'auction': break; }",
      "const x = { phase: 'auction' as const };",
      "export const PHASES = ['deal', 'auction'] as const;",
      "const DECISION_KINDS = ['card', 'auction'] as const;",
    ].join('\n');
    expect(literalsIn('x.ts', phase)).toEqual(['deal', 'card']);
    const variant = [
      "if (state.variant !== 'auction') f();",
      "switch (p.variant) { case 'auction': break; }",
      "const t = { variant: 'auction' };",
      "variantDef('auction');",
      "const PLAYED = ['auction'];",
    ].join('\n');
    expect(literalsIn('x.ts', variant)).toEqual(['auction', 'auction', 'auction', 'auction', 'auction']);
    expect(sources('src-shared').length).toBeGreaterThan(100);
  });
});
