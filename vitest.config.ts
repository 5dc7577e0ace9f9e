import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Playwright owns tests/e2e.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Property tests play up to 100k random hands.
    testTimeout: 120_000,
  },
});
