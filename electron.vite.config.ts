import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const root = import.meta.dirname;

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
      rolldownOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
    plugins: [vue()],
  },
});
