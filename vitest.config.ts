import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  // Compiles the renderer's single-file components for tests/unit/renderer.
  plugins: [vue()],
  test: {
    include: ['tests/**/*.test.ts'],
    // Playwright owns tests/e2e.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Property tests play up to 100k random hands.
    testTimeout: 120_000,
  },
});
