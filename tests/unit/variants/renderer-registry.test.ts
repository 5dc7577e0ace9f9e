/**
 * The renderer's variant registry (src-renderer/variants/registry.ts) is the one place in src-renderer
 * that names a variant: no component, store or format helper compares a variant id. Scans every source
 * file of src-renderer for a real variant id as a string literal, outside the registry and the i18n
 * files (whose keys name the variants); and checks the registry's answers against the shared rule facts
 * it reads (the stock, who sits out at four) and the messages its keys name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Variant, VARIANTS, activeSeats } from '../../../src-shared/engine/table.ts';
import { emptyDraftOf, toPosition } from '../../../src-shared/editor/validate.ts';
import { GAMES } from '../../../src-shared/engine/contract.ts';
import { positionHooksOf, variantDef, variantTable } from '../../../src-shared/variants/registry.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import {
  DEFAULT_VARIANT,
  RENDERER_VARIANTS,
  dealerSitsOut,
  editorGames,
  hasStock,
  variantOf,
  variantParam,
} from '../../../src-renderer/variants/registry.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const RENDERER = join(ROOT, 'src-renderer');

/** Files allowed to name variants: the registry itself and the messages (keys per variant). */
const ALLOWED_FILES = ['src-renderer/variants/registry.ts', 'src-renderer/i18n/'];

/**
 * Lines where `'auction'` is not the variant but licitovaný's bidding phase or the seat view's field of
 * the same name (the engine's vocabulary): each pattern with its reason.
 */
const OTHER_MEANINGS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /\bphase === 'auction'/, reason: 'the bidding phase, not the variant' },
  { pattern: /^\s*case 'auction':/, reason: 'a case of `switch (view.phase)` (format/prompt.ts)' },
  { pattern: /Pick<SeatView,[^>]*'auction'/, reason: "the seat view's `auction` field" },
];

const ids = VARIANTS.join('|');
const ID = new RegExp(`(['"\`])(${ids})\\1`, 'g');
/** In a `.vue` file double quotes delimit a template's attributes (`@change="chosen"`: a handler). */
const ID_VUE = new RegExp(`(['\`])(${ids})\\1`, 'g');

/** The variant id literals of a source text, with their line numbers, the other meanings left out. */
function variantLiterals(text: string, vue = false): { line: number; id: string; text: string }[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(vue ? ID_VUE : ID)]
        .filter((m) => !(m[2] === 'auction' && OTHER_MEANINGS.some((o) => o.pattern.test(line))))
        .map((m) => ({ line: i + 1, id: m[2] ?? '', text: line.trim() })),
    );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|vue)$/.test(e.name) ? [path] : [];
  });
}

describe('the renderer asks its variant registry', () => {
  it('finds a variant id in a comparison, a fallback and a template, and not the bidding phase', () => {
    const found = variantLiterals(
      [
        "if (view.variant === 'twoHand') return;",
        'const v = s.variant ?? "chosen";',
        '<p v-if="variant === `fourHand`">',
        "if (view.phase === 'auction') bid();",
        "    case 'auction':",
        "const x = v === 'auction';",
      ].join('\n'),
    ).map((f) => [f.line, f.id]);
    expect(found).toEqual([
      [1, 'twoHand'],
      [2, 'chosen'],
      [3, 'fourHand'],
      [6, 'auction'],
    ]);
  });

  it('names no variant id in src-renderer outside the registry and the i18n files', () => {
    const files = sources(RENDERER).filter(
      (f) => !ALLOWED_FILES.some((a) => relative(ROOT, f).startsWith(a)),
    );
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((f) =>
      variantLiterals(readFileSync(f, 'utf8'), f.endsWith('.vue')).map(
        (h) => `${relative(ROOT, f)}:${h.line}: ${h.text}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});

describe('the renderer variant registry', () => {
  it('has one plain variant, the default of whatever carries none', () => {
    const plain = VARIANTS.filter((v) => RENDERER_VARIANTS[v].plain);
    expect(plain).toEqual([DEFAULT_VARIANT]);
    expect(variantOf(undefined)).toBe(RENDERER_VARIANTS[DEFAULT_VARIANT]);
    expect(variantParam(DEFAULT_VARIANT)).toEqual({});
    for (const v of VARIANTS.filter((x) => x !== DEFAULT_VARIANT))
      expect(variantParam(v)).toEqual({ variant: v });
  });

  it("holds each variant's own shared definition", () => {
    for (const v of VARIANTS) expect(RENDERER_VARIANTS[v].def.id).toBe(v);
  });

  it('shows a stock only for a variant that deals one, and seats who sits out as the engine does', () => {
    expect(VARIANTS.filter((v) => hasStock(v))).toEqual(
      VARIANTS.filter((v) => RENDERER_VARIANTS[v].def.stockSize > 0),
    );
    expect(VARIANTS.filter((v) => hasStock(v))).toHaveLength(1);
    for (const v of VARIANTS)
      for (const size of [2, 3, 4] as const) {
        const table = variantTable(v, size, 0);
        expect(dealerSitsOut(v, size), `${v} at ${size}`).toBe(activeSeats(table).length < size);
      }
  });

  it("offers in the editor its shared definition's games, hiding none the engine accepts", () => {
    for (const v of VARIANTS) {
      expect(editorGames(v)).toBe(variantDef(v).editor.games);
      for (const id of variantDef(v).presets) {
        const accepted = positionHooksOf(v).games(toPosition(emptyDraftOf(v, id)));
        expect(
          accepted.filter((g) => !editorGames(v).includes(g)),
          `${v} ${id}`,
        ).toEqual([]);
      }
    }
    expect(editorGames('twoHand')).toEqual(['suit']);
    for (const v of ['chosen', 'auction', 'fourHand'] as const) expect(editorGames(v)).toEqual(GAMES);
  });

  it('names only presets that exist and messages with a text in both languages', () => {
    const has = (messages: object, key: string): boolean =>
      typeof key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages) === 'string';
    for (const v of VARIANTS as readonly Variant[]) {
      const r = RENDERER_VARIANTS[v];
      expect(PRESETS[r.csmPreset]).toBeDefined();
      const keys = [r.analyseKey, r.prompts.trumpChoice, r.prompts.answer].filter((k) => k !== undefined);
      for (const k of keys) {
        expect(has(cs, k), `cs ${k}`).toBe(true);
        expect(has(en, k), `en ${k}`).toBe(true);
      }
    }
  });
});
