/**
 * One "best" per screen, in browser mode on a data directory of this test's own: the trump choice of
 * tests/unit/review/one-best.slow.test.ts (seed 5, forehand turns the ace of acorns, the suit he holds
 * fewest of) is stored before the server starts; the real server grades it from the person's seat. The
 * seat view's verdict names as best the table's top row from the seat (before, it named blind, the
 * comparison surest of the choice's loss, while the table marked a card of hearts best), with the loss
 * of the chosen row; the exact verdict's best is the row the table marks best with every card visible.
 * Screenshots: Czech at 1280×800, English at 1920×1080, the phone at 390×844 (every card of every hand
 * on screen: the rows wrap).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { storeFile } from '../../src-main/store/location.ts';
import { openStore } from '../../src-main/store/store.ts';
import { playedHand, poorTrump, storeHand } from '../unit/review/support.ts';
import { screenshot, switchLanguage, startServer, stopServer } from './support.ts';

/** The trump choice's seat view prices every alternative on 48 deals on two busy cores. */
const GRADING_TIMEOUT = 400_000;
const SEED = 5;
const INDEX = 0;

let dataDir = '';
let server: ChildProcess | null = null;
test.afterEach(async () => {
  if (server !== null) await stopServer({ process: server });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The panel's best from the seat is the table's top row, and the exact best a row marked best exactly. */
async function expectOneBest(page: Page, best: string): Promise<void> {
  const seat = page.getByTestId('review-grade-seat');
  await expect(seat).toHaveAttribute('data-grade', /mistake|blunder/);
  const rows = page.getByTestId('review-alternative');
  expect(await rows.count()).toBeGreaterThan(2);
  const top = rows.first();
  const label = ((await top.locator('th').textContent()) ?? '').replace(/\s*\(.*\)\s*$/, '').trim();
  // The seat column of the top row: best; the panel names that row.
  await expect(top.locator('td').nth(1)).toHaveText(best);
  await expect(seat.getByTestId('review-best')).toHaveText(new RegExp(`: ${label}$`));
  // No other row is marked best from the seat.
  for (const row of (await rows.all()).slice(1)) await expect(row.locator('td').nth(1)).not.toHaveText(best);
  // With every card visible: the row the panel names (the choice itself when it was best so) is marked
  // best in the exact column.
  const exact = page.getByTestId('review-grade-exact');
  const exactRow =
    (await exact.getByTestId('review-best').count()) === 0
      ? rows.filter({ has: page.locator('th .note') }).first()
      : rows
          .filter({
            has: page.locator('th', {
              hasText: ((await exact.getByTestId('review-best').textContent()) ?? '')
                .replace(/^(Nejlepší|Best):\s*/, '')
                .trim(),
            }),
          })
          .first();
  await expect(exactRow.locator('td').first()).toHaveText(best);
}

test('a trump choice reviewed from the seat names one best: the top row of the table under it', async ({
  page,
}) => {
  test.setTimeout(900_000);
  dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-one-best-'));
  const hand = playedHand(SEED, poorTrump);
  const store = openStore(storeFile(dataDir));
  const session = storeHand(store, hand.record);
  store.setPrefs({ lang: 'cs', animation: 'off', sound: false });
  store.close();
  const recorded = hand.record.actions[INDEX];
  if (recorded === undefined || recorded.seat !== 0 || recorded.type !== 'chooseTrump')
    throw new Error('the seeded hand changed: its first action is no trump card of seat 0');
  const running = await startServer(dataDir);
  server = running.process;

  await page.goto(running.url);
  await page.evaluate(`window.location.hash = '#/review/${session}/1/${INDEX}'`);
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-grade-seat')).toBeVisible({ timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-alternatives')).toBeVisible();

  await expectOneBest(page, 'nejlepší');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'review-one-best-cs-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone: every card of every hand on screen (the rows wrap), nothing past the right edge.
  const cards = await page.locator('[data-testid=review-hand] [data-card]').all();
  // Before the talon: forehand holds twelve, the others ten each.
  expect(cards.length).toBe(32);
  for (const card of cards) {
    const box = await card.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await screenshot(page, 'review-one-best-cs-390', true);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await switchLanguage(page, 'en');
  await expectOneBest(page, 'best');
  await screenshot(page, 'review-one-best-en-1920');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'review-one-best-en-390', true);
});
