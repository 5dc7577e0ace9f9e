import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

/**
 * Two suites (docs/testing.md): `unit` is the fast loop (`npm test`), `slow` holds the files whose
 * point is volume — property and fuzz runs, cross-checks over many positions or whole hands, real
 * processes killed mid-write — marked by the `.slow.test.ts` suffix (`npm run test:slow`). CI runs both.
 */
const SLOW = 'tests/**/*.slow.test.ts';

/**
 * Unit files that change what a module holds for the rest of the process — a module mocked with
 * `vi.mock`, a toy variant added to the registries — each run in a fresh worker of their own
 * (project `unit-isolated`, part of `npm test`); every other unit file shares its worker's modules.
 */
const ISOLATED = [
  'tests/unit/renderer/level-ratings.test.ts',
  'tests/unit/renderer/events.test.ts',
  'tests/unit/editor/toy-variant.test.ts',
  'tests/unit/variants/toy-variant.test.ts',
  'tests/unit/variants/toy-main.test.ts',
];

export default defineConfig({
  // Compiles the renderer's single-file components for tests/unit/renderer.
  plugins: [vue()],
  test: {
    environment: 'node',
    // The interface's texts are loaded on demand by the page; the tests have both from the start.
    setupFiles: ['tests/unit/renderer/languages-setup.ts'],
    // Vitest's default leaves a core to itself: one worker on a 2-core machine; every core runs one.
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
          exclude: ['tests/e2e/**', 'node_modules/**', SLOW, ...ISOLATED],
          // A worker imports the code once for all its files instead of once per file: about a third
          // of the suite's time on 2 cores. The files that change what a module holds run isolated.
          isolate: false,
          // Worker threads start faster than processes (311 s → 259 s before the sharing above); a unit
          // test that needs a process of its own spawns one.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ISOLATED, pool: 'threads' },
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
