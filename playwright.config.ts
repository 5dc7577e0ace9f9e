/**
 * End-to-end tests in browser mode: the real server (src-main/server/main.ts, started by
 * tests/e2e/global-setup.ts with a fresh data directory) driven through Debian's Chromium, since
 * Playwright cannot download browsers here. `npm run test:e2e` builds the renderer first.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/browser-args.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Computer opponents think on two cores; a whole hand takes a while.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
    viewport: { width: 1280, height: 800 },
    // An action waiting for its element is bounded like a computer turn (DECISION_TIMEOUT): one that
    // never comes (the element gone meanwhile) fails naming it instead of hanging to the test timeout.
    actionTimeout: 90_000,
    trace: 'off',
  },
});
