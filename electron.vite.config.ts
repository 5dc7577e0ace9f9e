import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      lib: { entry: resolve(root, 'src-main/index.ts') },
      rolldownOptions: {
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
