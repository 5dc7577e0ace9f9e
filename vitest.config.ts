import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

/**
 * Two suites (docs/testing.md): `unit` is the fast loop (`npm test`), `slow` holds the files whose
 * point is volume — property and fuzz runs, cross-checks over many positions or whole hands, real
 * processes killed mid-write — marked by the `.slow.test.ts` suffix (`npm run test:slow`). CI runs both.
 */
const SLOW = 'tests/**/*.slow.test.ts';

export default defineConfig({
  // Compiles the renderer's single-file components for tests/unit/renderer.
  plugins: [vue()],
  test: {
    environment: 'node',
    // Vitest's default leaves a core to itself: one worker on a 2-core machine. Files are isolated
    // (a process each), so every core runs one.
    maxWorkers: '100%',
    // Tests with a worker pool or a child process take tens of seconds on a busy machine. The timeouts
    // are bounds for a test that hangs, never for its speed (docs/testing.md): a test or hook may raise
    // its own, never lower it, and a hook (beforeAll building a bundle, filling a store) gets as long
    // as a test (Vitest's default for hooks is 10 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          // Playwright owns tests/e2e.
          exclude: ['tests/e2e/**', 'node_modules/**', SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: [SLOW],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          // 100,000 hands take 11 s on a quiet machine and over 120 s at a load average of 16.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
