import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { compileHints } from './scripts/compile-hints.ts';
import { earlyScript } from './scripts/early-script.ts';
import { precompileMessages } from './scripts/precompile-messages.ts';
import { precompress } from './scripts/precompress.ts';

const root = import.meta.dirname;
const EARLY = resolve(root, 'src-renderer/api/early.ts');
/** The interface's texts, compiled at build time (scripts/precompile-messages.ts). */
const MESSAGES = ['cs', 'en'].map((lang) => resolve(root, `src-renderer/i18n/${lang}.ts`));

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        // An input rather than `lib`: the solver worker (`./solver/worker.ts?modulePath`) is bundled as a
        // second build from this config, and electron-vite 6 cannot read that build's output in lib mode.
        input: resolve(root, 'src-main/index.ts'),
        // Native module: loaded from node_modules at runtime, never bundled.
        external: ['better-sqlite3'],
      },
    },
  },
  preload: {
    build: {
      lib: { entry: resolve(root, 'src-main/preload/index.ts') },
      // A sandboxed preload cannot require() packages, so everything but electron is bundled,
      // and it must be CommonJS (sandboxed preloads do not support ESM).
      externalizeDeps: false,
      rolldownOptions: {
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    build: {
      // A guest's early questions (api/early.ts) are an entry of their own, run before the interface's
      // scripts have all arrived (scripts/early-script.ts puts its tag first in index.html).
      rolldownOptions: {
        input: { index: resolve(root, 'src-renderer/index.html'), early: EARLY },
        // The first screen's code in two files rather than twenty: the early script with what it imports,
        // and everything else the interface's entry imports statically (the screens loaded on demand keep
        // their own chunks). Each file is a request queued behind the others on a phone's few connections
        // and a preload the page's main thread issues; the bytes are the same.
        output: {
          codeSplitting: {
            groups: [
              { name: 'early', test: (id) => id === EARLY, priority: 2 },
              { name: 'index', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
      // electron-vite leaves the renderer unminified; a guest's phone downloads and parses it.
      minify: true,
      // Every card picture a file of its own, fetched when shown (inlined, both decks sat in the entry).
      assetsInlineLimit: 0,
      // The build's report lists each chunk's gzipped size.
      reportCompressedSize: true,
    },
    // vue-i18n's feature flags: the composition API only (i18n/index.ts, `legacy: false`), no devtools
    // hooks; the legacy API's code then drops out of the bundle.
    define: {
      // Vue's own flags: every component is <script setup>, so the Options API's code drops out too.
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'true',
      __VUE_I18N_LEGACY_API__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
    },
    // Each text file also as .br and .gz, sent by both servers to browsers that accept them.
    // The texts compiled at build time, so the page never compiles them and ships no compiler.
    // The first screen's two chunks compiled as they stream in (scripts/compile-hints.ts).
    plugins: [
      vue(),
      precompileMessages(MESSAGES),
      earlyScript(EARLY),
      compileHints(['index', 'early']),
      precompress(),
    ],
  },
});
