/**
 * A Vite plugin for the renderer's build (electron.vite.config.ts): marks the chunks that run on the
 * first screen with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+, and so
 * Electron 36+), so that their functions are compiled while the script streams in, on a background
 * thread, rather than one by one on the page's main thread when first called. Most of these chunks runs
 * before the table shows: Vue, the router, the stores, and each component's setup and render (the engine's
 * modules, which the first screen hardly calls, were tried in a file of their own without the hint: no
 * gain, docs/figures.md). The screens loaded on demand keep V8's lazy compilation. Other engines read the
 * line as a comment.
 */
import type { Plugin } from 'vite';

/** V8's magic comment; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'marias:compile-hints',
    apply: 'build',
    // Last, after minification (which drops comments) and after Vite's own preload helper is put at
    // the top of the entry: the hint must be the very first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !names.has(file.name)) continue;
          if (!file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
