/**
 * The review's "try again" and bidding mistakes on the repetition ladder, in browser mode on a data
 * directory of this test's own: a hand played to its end by the unit tests' seeded chooser
 * (tests/unit/review/support.ts, seed 22: the person at forehand chose a game that loses a lot) is stored
 * before the server starts; the review grades it (the real server, its default sampling); the game
 * choice, graded a blunder, is tried again from the person's view — the other hands face down — and
 * judged wrong again, told it comes back in 4 hours; then the progress page lists it "za 4 hodiny" /
 * "in 4 hours". Both languages, screenshots at 1280×800 and 1920×1080, the prompt on a 390×844 phone
 * too (the felt above the panel, the hand on screen).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { actionKey } from '../../src-shared/engine/action.ts';
import { storeFile } from '../../src-main/store/location.ts';
import { openStore } from '../../src-main/store/store.ts';
import { playedHand, storeHand } from '../unit/review/support.ts';
import { screenshot, switchLanguage, startServer, stopServer } from './support.ts';

/** Grading a hand runs the solver for every decision of the person on two busy cores. */
const GRADING_TIMEOUT = 400_000;
/** The seeded hand and the person's decision tried again: its game choice (graded a blunder). */
// Seed 22 since the other seats' replies on the seat view's deals are the rules player's: seed 2's game
// lost by the defence's recorded chain of doubles, which the seat could not know of (best from its view).
const SEED = 22;
const INDEX = 1;

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

let dataDir = '';
let server: ChildProcess | null = null;
test.afterEach(async () => {
  if (server !== null) await stopServer({ process: server });
  rmSync(dataDir, { recursive: true, force: true });
});

test('a bidding mistake tried again from the seat, then on the progress page with its due time', async ({
  page,
}) => {
  test.setTimeout(900_000);
  dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-retry-'));
  const hand = playedHand(SEED);
  const store = openStore(storeFile(dataDir));
  const session = storeHand(store, hand.record);
  store.setPrefs({ lang: 'cs', animation: 'off', sound: false });
  store.close();
  const recorded = hand.record.actions[INDEX];
  if (recorded === undefined || recorded.seat !== 0 || recorded.type !== 'chooseGame')
    throw new Error('the seeded hand changed: its second action is no game choice of seat 0');
  const running = await startServer(dataDir);
  server = running.process;

  // The review of the hand, graded to the end (a complete review puts its mistakes on the ladder).
  await page.goto(running.url);
  await page.evaluate(`window.location.hash = '#/review/${session}/1/${INDEX}'`);
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-grade-seat')).toBeVisible({ timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-grade-seat')).toHaveAttribute('data-grade', /mistake|blunder/);
  await expect(page.getByTestId('repetition-note')).toContainText('vrátí se za 4 hodiny');

  for (const lang of ['cs', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'en');
    // Try again: the moment before the game choice as the person saw it.
    await page.getByTestId('review-retry').click();
    const retry = page.getByTestId('retry');
    await expect(retry).toBeVisible();
    await expect(page.getByTestId('retry-title')).toHaveText(
      lang === 'cs' ? 'Zkus to znovu' : 'Try it again',
    );
    // The two other hands face down: backs only, no card of theirs named.
    const hidden = retry.locator('[data-testid=retry-hidden-hand]');
    await expect(hidden).toHaveCount(2);
    for (const h of await hidden.all()) {
      await expect(h.locator('.cards.hidden')).toBeVisible();
      await expect(h.locator('[data-card]')).toHaveCount(0);
    }
    const calls = retry.getByTestId('retry-call');
    expect(await calls.count()).toBeGreaterThan(1);
    await shots(page, `review-retry-prompt-${lang}`);
    // A phone: the felt above the panel (side by side leaves neither room), the seat's hand on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const felt = await retry.locator('.felt').boundingBox();
    const panel = await retry.locator('.panel').boundingBox();
    expect(panel?.y ?? 0).toBeGreaterThanOrEqual((felt?.y ?? 0) + (felt?.height ?? 0) - 1);
    const mine = await retry.locator('.mine [data-card]').all();
    expect(mine.length).toBeGreaterThan(8);
    for (const card of mine) {
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((felt?.y ?? 0) + (felt?.height ?? 0));
    }
    await screenshot(page, `review-retry-prompt-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The same game again: judged by the review's judge, still a mistake, back in 4 hours.
    await retry.locator(`[data-testid=retry-call][data-key="${actionKey(recorded)}"]`).click();
    await expect(page.getByTestId('retry-outcome')).toHaveAttribute('data-right', 'false', {
      timeout: 120_000,
    });
    await expect(page.getByTestId('retry-seat')).not.toBeEmpty();
    await expect(retry.getByTestId('repetition-note')).toContainText(
      lang === 'cs' ? 'Přidáno k opakování; vrátí se za 4 hodiny.' : 'in 4 hours',
    );
    await shots(page, `review-retry-${lang}`);
    // Again: betl, the better game both ways, is right (another action than the recorded one, judged
    // in the server's worker pool among the same alternatives).
    await page.getByTestId('retry-again').click();
    await expect(page.getByTestId('retry-prompt')).toBeVisible();
    await retry
      .locator(
        `[data-testid=retry-call][data-key="${actionKey({ type: 'chooseGame', seat: 0, game: 'betl' })}"]`,
      )
      .click();
    await expect(page.getByTestId('retry-outcome')).toHaveAttribute('data-right', 'true', {
      timeout: 120_000,
    });
    await page.getByTestId('retry-again').click();
    await expect(page.getByTestId('retry-prompt')).toBeVisible();
    await page.getByTestId('retry-back').click();
    await expect(page.getByTestId('retry')).toHaveCount(0);

    // The progress page lists it with its due time.
    await page.evaluate(`window.location.hash = '#/progress'`);
    const item = page.locator(`[data-testid=repetition-item][data-item="bid:${session}:1:0:${INDEX}"]`);
    await expect(item).toBeVisible();
    await expect(item.getByTestId('repetition-when')).toHaveText(
      lang === 'cs' ? 'za 4 hodiny' : 'in 4 hours',
    );
    await expect(item).toContainText(
      lang === 'cs' ? 'Tvoje chyba v licitaci (1. hra)' : 'Your bidding mistake (hand 1)',
    );
    // Its theme: the kind of decision (the game).
    await expect(item.locator('td').nth(1)).toHaveText(lang === 'cs' ? 'Hra' : 'Game');
    await shots(page, `progress-bid-${lang}`);
    await page.evaluate(`window.location.hash = '#/review/${session}/1/${INDEX}'`);
    await expect(page.getByTestId('review-retry')).toBeVisible({ timeout: 30_000 });
  }
});
