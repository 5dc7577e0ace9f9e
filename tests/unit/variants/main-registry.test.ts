/**
 * The main-side variant registry (src-main/variants/): every variant has its `MainVariantDef`, its
 * facts agree with the engine, and no module of src-main outside the registry names a real variant's id
 * to test or switch on it — it asks the registry instead. A variant's own AI folder (ai/chosen/, ai/auction/,
 * ai/four-hand/, ai/two-hand/) may name its own id, and only its own.
 *
 * The search reads every src-main module with TypeScript's parser and looks at its string literals (so
 * comments and words such as `twoHandCall` do not count). `'auction'` is also a phase: it counts as the
 * variant where it is compared with, switched on or assigned to something named "variant".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  VARIANTS,
  apply,
  type HandState,
  type Variant,
  createRng,
  newHand,
  sessionVariant,
  shuffledDeck,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { BASE_VARIANT, MAIN_VARIANTS, mainVariant } from '../../../src-main/variants/registry.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC_MAIN = join(ROOT, 'src-main');

/** Where an id may appear: the registry's folder for all, a variant's AI folder for its own. */
const ALLOWED: readonly { readonly under: string; readonly ids: readonly Variant[] }[] = [
  { under: 'src-main/variants/', ids: VARIANTS },
  { under: 'src-main/ai/chosen/', ids: ['chosen'] },
  { under: 'src-main/ai/auction/', ids: ['auction'] },
  { under: 'src-main/ai/four-hand/', ids: ['fourHand'] },
  { under: 'src-main/ai/two-hand/', ids: ['twoHand'] },
];

/**
 * Files that still name an id, each with the reason; the test fails when one no longer does (take it
 * off the list) as when a file not on it does.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

const namesVariant = (text: string) => /variant/i.test(text);

/** The text a literal is compared with, switched on or assigned to (or '' when none). */
function relatedText(node: ts.Node, sf: ts.SourceFile): string {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) return (parent.left === node ? parent.right : parent.left).getText(sf);
  if (ts.isCaseClause(parent)) return parent.parent.parent.expression.getText(sf);
  if (ts.isPropertyAssignment(parent) || ts.isParameter(parent) || ts.isVariableDeclaration(parent))
    return parent.name.getText(sf);
  if (ts.isBinaryExpression(parent.parent) && ts.isParenthesizedExpression(parent))
    return relatedText(parent, sf);
  return '';
}

/** The real variant ids a module's source names as string literals, with their lines. */
export function variantIdsIn(source: string, file = 'probe.ts'): { id: Variant; line: number }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { id: Variant; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const id = VARIANTS.find((v) => v === node.text);
      if (id !== undefined && (id !== 'auction' || namesVariant(relatedText(node, sf))))
        found.push({ id, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('the search for variant ids', () => {
  it('finds the ids as literals and the phase auction only where it is not the variant', () => {
    const src = `
      // 'twoHand' in a comment, and twoHandCall, are not literals.
      if (view.variant === 'fourHand') f();
      const x: Record<'chosen' | 'x', number> = { chosen: 1, x: 2 };
      if (s.phase === 'auction') g();
      if (state.variant !== 'auction') h();
      switch (v.variant) { case 'auction': break; }
      switch (v.phase) { case 'auction': break; }
      const t = { variant: 'auction', phase: 'auction' };
      const label = \`twoHand\`;
    `;
    expect(variantIdsIn(src)).toEqual([
      { id: 'fourHand', line: 3 },
      { id: 'chosen', line: 4 },
      { id: 'auction', line: 6 },
      { id: 'auction', line: 7 },
      { id: 'auction', line: 9 },
      { id: 'twoHand', line: 10 },
    ]);
  });
});

describe('src-main asks the registry instead of naming a variant', () => {
  const hits = tsFiles(SRC_MAIN).flatMap((path) => {
    const file = relative(ROOT, path).replaceAll('\\', '/');
    const allowed = ALLOWED.filter((a) => file.startsWith(a.under)).flatMap((a) => a.ids);
    return variantIdsIn(readFileSync(path, 'utf8'), file)
      .filter((h) => !allowed.includes(h.id))
      .map((h) => ({ file, ...h }));
  });

  it('names no real variant id outside the registry, a variant folder its own, and the exceptions', () => {
    expect(hits.filter((h) => !(h.file in EXCEPTIONS)).map((h) => `${h.file}:${h.line} '${h.id}'`)).toEqual(
      [],
    );
  });

  it('lists only exceptions that still name an id', () => {
    const stale = Object.keys(EXCEPTIONS).filter((f) => !hits.some((h) => h.file === f));
    expect(stale).toEqual([]);
  });
});

describe('the registry', () => {
  it('has one definition per variant, under its own id', () => {
    expect(Object.keys(MAIN_VARIANTS).sort()).toEqual([...VARIANTS].sort());
    for (const v of VARIANTS) expect(mainVariant(v).id).toBe(v);
  });

  it('names as base the variant of a session without one, and only it', () => {
    expect(BASE_VARIANT).toBe(sessionVariant({}));
    for (const v of VARIANTS) expect(mainVariant(v).base).toBe(v === BASE_VARIANT);
  });

  it('agrees with the engine: a preset that exists, a table it deals, draws after a trick where it draws from a stock', () => {
    for (const v of VARIANTS) {
      const def = mainVariant(v);
      expect(PRESETS[def.presetId]).toBeDefined();
      for (const seats of def.bidMineSeats) {
        // The rules player to the end of the first trick of the first deal played (not thrown in): the
        // stock shrinks by it only where it is drawn from.
        let atPlay: number | null = null;
        let s: HandState | null = null;
        for (let seed = 1; atPlay === null && seed <= 20; seed++) {
          s = newHand({
            rules: PRESETS[def.presetId],
            table: variantTable(v, seats, 0),
            deck: shuffledDeck(createRng(seed)),
            ...(def.base ? {} : { variant: v }),
          });
          expect(s.variant).toBe(v);
          expect(def.arenaTable(seats).size).toBe(s.table.size);
          const rng = createRng(seed);
          while (s.toAct !== null && s.tricks.length === 0) {
            if (s.phase === 'play' && atPlay === null) atPlay = stockOf(s).length;
            const next = apply(s, rulePlayer.decide(view(s, s.toAct), rng).action);
            if (!next.ok) throw new Error(`${v}: the rules player's action is refused`);
            s = next.value;
          }
        }
        expect(atPlay).not.toBeNull();
        expect(stockOf(s as HandState).length < (atPlay as number)).toBe(def.drawsFromStock);
      }
    }
  });
});
