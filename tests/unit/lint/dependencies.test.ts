/**
 * The import-graph rules of `npm run lint` (.dependency-cruiser.mjs), run by dependency-cruiser as the
 * lint script runs it, over a small project in a temporary folder: `bad/` holds one example of each thing
 * the rules refuse, `good/` the same modules mended, which must pass. One run for both (dependency-cruiser
 * takes seconds to start).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.mjs');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

const PANEL_VUE = `<script setup lang="ts">
import { label } from './label.ts';
</script>
<template><p>{{ label }}</p></template>
`;

const FILES: Record<string, string> = {
  // Packages present in node_modules, as other packages' dependencies are; package.json lists all but
  // stray (app-builder-lib too: its internals are refused even when it is listed).
  'package.json': JSON.stringify({
    name: 'probe',
    type: 'module',
    devDependencies: { listed: '1.0.0', 'app-builder-lib': '1.0.0' },
  }),
  'node_modules/listed/package.json': JSON.stringify({ name: 'listed', version: '1.0.0', main: 'index.js' }),
  'node_modules/listed/index.js': 'export const x = 1;\n',
  'node_modules/stray/package.json': JSON.stringify({ name: 'stray', version: '1.0.0', main: 'index.js' }),
  'node_modules/stray/index.js': 'export const x = 1;\n',
  'node_modules/app-builder-lib/package.json': JSON.stringify({ name: 'app-builder-lib', version: '1.0.0' }),
  'node_modules/app-builder-lib/out/util/config/config.js': 'export const getConfig = 1;\n',

  // Only types cross, in both directions: still a cycle.
  'src/bad/a.ts': "import type { B } from './b.ts';\nexport interface A { readonly b?: B }\n",
  'src/bad/b.ts': "import { type A } from './a.ts';\nexport interface B { readonly a?: A }\n",
  // A cycle through a single-file component.
  'src/bad/Panel.vue': PANEL_VUE,
  'src/bad/label.ts':
    "import type Panel from './Panel.vue';\nexport const label = 'x';\nexport type P = typeof Panel;\n",
  'src/bad/stray.ts': "export { x } from 'stray';\n",
  'src/bad/builder.ts': "export { getConfig } from 'app-builder-lib/out/util/config/config.js';\n",

  // The shared types in a module both import; the component's helper not importing it back.
  'src/good/shared.ts': 'export interface A { readonly b?: B }\nexport interface B { readonly a?: A }\n',
  'src/good/a.ts': "import type { A } from './shared.ts';\nexport const a: A = {};\n",
  'src/good/b.ts': "import type { B } from './shared.ts';\nexport const b: B = {};\n",
  'src/good/Panel.vue': PANEL_VUE,
  'src/good/label.ts': "export const label = 'x';\n",
  'src/good/listed.ts': "export { x } from 'listed';\n",
};

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-depcruise-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the import-graph rules', () => {
  it('refuse a type-only cycle, a cycle through a .vue file, an unlisted package and app-builder-lib’s internals, and pass them mended', () => {
    const r = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, 'src'], {
      cwd: dir,
      encoding: 'utf8',
    });
    // Each error as "rule: from" (a cycle is reported once, from one of its modules).
    const errors = [...r.stdout.matchAll(/^\s*error ([\w-]+): (\S+) →/gm)].map((m) => `${m[1]}: ${m[2]}`);
    expect(errors.sort()).toEqual([
      'no-app-builder-lib: src/bad/builder.ts',
      'no-circular: src/bad/a.ts',
      'no-circular: src/bad/label.ts',
      'no-non-package-json: src/bad/stray.ts',
    ]);
    // The exit code `npm run lint` fails on: the number of errors.
    expect(r.status).toBe(4);
  });
});
