/**
 * The compile hint on the first screen's chunks (scripts/compile-hints.ts): V8 reads it only as a file's
 * very first line, so it goes before everything the build put at the top, once, and only on the chunks
 * named (a screen loaded on demand keeps lazy compilation).
 */
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../scripts/compile-hints.ts';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, fileName: `${name}-x.js`, code }) as Rolldown.OutputChunk;

function run(names: string[], bundle: Record<string, Rolldown.OutputChunk>): void {
  const hook = compileHints(names).generateBundle as {
    order: string;
    handler: (o: unknown, b: Rolldown.OutputBundle) => void;
  };
  // Last of the hooks: after the minifier (which drops comments) and Vite's preload helper.
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

describe('compile hints', () => {
  it('puts the hint first in the named chunks only, once', () => {
    const bundle = {
      index: chunk('index', 'const __vite__mapDeps=()=>[];import"./a.js";'),
      early: chunk('early', 'var e=1;'),
      editor: chunk('EditorView', 'export default 1;'),
    };
    run(['index', 'early'], bundle);
    expect(bundle.index.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];import"./a.js";`);
    expect(bundle.early.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle.editor.code).toBe('export default 1;');
    run(['index', 'early'], bundle);
    expect(bundle.index.code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
