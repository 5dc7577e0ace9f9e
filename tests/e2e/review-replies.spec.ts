/**
 * A licitovaný bid priced against the other seats' replies, in browser mode on a data directory of this
 * test's own: issue 50's case (tests/unit/review/support.ts `heldSevenHand`: the person, rear hand under
 * csm002, bids Sedma with no ace and no ten, forehand holds it, she goes on to Sedma červená) is stored
 * before the server starts; the real server grades her opening bid (its default sampling). The review's
 * panel names no step from sto up as best and says in one line that the others' later calls are the
 * computer's estimate; "try again" (`?retry=0`) with her Sedma and with "Dvě sedmy a sto červených"
 * answers with the same line; the steps surely worse after the first rounds, valued no further, say so
 * in their rows. Screenshots: the review's decision and the retries in Czech at 1280×800
 * and in English at 1920×1080.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Action, actionKey } from '../../src-shared/engine/action.ts';
import { storeFile } from '../../src-main/store/location.ts';
import { openStore } from '../../src-main/store/store.ts';
import { heldSevenHand, storeHand } from '../unit/review/support.ts';
import { screenshot, switchLanguage, startServer, stopServer } from './support.ts';

/** Grading runs the solver on two busy cores. */
const GRADING_TIMEOUT = 400_000;
const INDEX = 0;
const LINE = {
  cs: 'Další hlášení ostatních odhaduji podle pravidel počítače',
  en: 'The others’ later calls are the computer’s estimate',
} as const;

let dataDir = '';
let server: ChildProcess | null = null;
test.afterEach(async () => {
  if (server !== null) await stopServer({ process: server });
  rmSync(dataDir, { recursive: true, force: true });
});

test('a licitovaný bid reviewed and tried again against the others’ replies, not a replayed hold', async ({
  page,
}) => {
  test.setTimeout(900_000);
  dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-replies-'));
  const hand = heldSevenHand();
  const store = openStore(storeFile(dataDir));
  const session = storeHand(store, hand.record);
  store.setPrefs({ lang: 'cs', animation: 'off', sound: false });
  store.close();
  const recorded = hand.record.actions[INDEX] as Action;
  const top: Action = { type: 'bid', seat: 0, step: 'redTwoSevensHundred' };
  const running = await startServer(dataDir);
  server = running.process;

  // The review, at her opening bid: graded both ways, no top step best, the line on the replies.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(running.url);
  await page.evaluate(`window.location.hash = '#/review/${session}/1/${INDEX}'`);
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-grade-seat')).toBeVisible({ timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-verdict').last()).toContainText(LINE.cs);
  for (const best of await page.getByTestId('review-best').allTextContents())
    expect(best).not.toMatch(/sto|betl|durch|dvě sedmy/i);
  await expect(page.getByTestId('review-alternative')).toHaveCount(13);
  // The steps surely worse after the first rounds were valued no further, and their rows say so.
  const dropped = page.getByTestId('review-alternative-dropped');
  await expect(dropped.first()).toContainText(/^\s*jistě horší, spočteno z \d+ rozdání\s*$/);
  expect(await dropped.count()).toBeLessThan(13);
  // The notes wrap under their amounts: the table stays within its panel.
  const fits = async () =>
    page
      .getByTestId('review-alternatives')
      .evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1);
  expect(await fits()).toBe(true);
  await screenshot(page, 'review-replies-cs-1280');
  // The panel scrolls: the line under the table of choices.
  await page.getByTestId('review-verdict').last().scrollIntoViewIfNeeded();
  await screenshot(page, 'review-replies-line-cs-1280');
  await switchLanguage(page, 'en');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByTestId('review-verdict').last()).toContainText(LINE.en);
  await expect(dropped.first()).toContainText(/^\s*surely worse, over \d+ deals\s*$/);
  expect(await fits()).toBe(true);
  await screenshot(page, 'review-replies-en-1920');

  // Try again, from her seat: her Sedma, then the step a replayed "Mám" called best.
  for (const [lang, width, height] of [
    ['cs', 1280, 800],
    ['en', 1920, 1080],
  ] as const) {
    await switchLanguage(page, lang);
    await page.setViewportSize({ width, height });
    const retry = page.getByTestId('retry');
    if (lang === 'cs') await page.evaluate(`window.location.hash = '#/review/${session}/1/${INDEX}?retry=0'`);
    else await page.getByTestId('retry-again').click();
    await expect(page.getByTestId('retry-prompt')).toBeVisible();
    await retry.locator(`[data-testid=retry-call][data-key="${actionKey(recorded)}"]`).click();
    await expect(page.getByTestId('retry-outcome')).toHaveAttribute('data-right', /true|false/, {
      timeout: 300_000,
    });
    await expect(page.getByTestId('retry-replies')).toContainText(LINE[lang]);
    await screenshot(page, `review-replies-retry-sedma-${lang}-${width}`);
    await page.getByTestId('retry-again').click();
    await expect(page.getByTestId('retry-prompt')).toBeVisible();
    await retry.locator(`[data-testid=retry-call][data-key="${actionKey(top)}"]`).click();
    await expect(page.getByTestId('retry-outcome')).toHaveAttribute('data-right', 'false', {
      timeout: 300_000,
    });
    await expect(page.getByTestId('retry-replies')).toContainText(LINE[lang]);
    await screenshot(page, `review-replies-retry-top-${lang}-${width}`);
  }
});
