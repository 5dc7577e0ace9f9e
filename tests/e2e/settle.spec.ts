/**
 * Settling up a played evening in browser mode: two hands against the computer, then "Ukončit večer"
 * at the end of the second; the settle-up's balances and payments are checked against the ledger the
 * score sheet shows (each player's payments sum to the sheet's total) and its chart has a line per player
 * with a point per hand, then the screen is reached from
 * the table's toolbar during play and from home's list. Screenshots in Czech and English at 1280×800,
 * 1920×1080 and 390×844 go to test-results/screenshots/settle/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import {
  nextHand,
  openHome,
  parseMoney,
  playOn,
  setPrefs,
  startSession,
  switchLanguage,
  SCREENSHOTS,
} from './support.ts';

const SHOTS = join(SCREENSHOTS, 'settle');
const SIZES = [
  [1280, 800],
  [1920, 1080],
  [390, 844],
] as const;

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: join(SHOTS, `${name}-${lang}-${w}x${h}.png`), animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'cs');
}

/** The score sheet's totals, per seat in haléř. */
async function sheetTotals(page: Page): Promise<number[]> {
  const cells = page.getByTestId('score-sheet').getByTestId('score-total').locator('td');
  const texts = (await cells.allTextContents()).filter((t) => t.trim() !== '');
  return texts.map(parseMoney);
}

/** What the settle-up shows: balances and payments by seat. */
async function settleShown(page: Page) {
  const balances = await page
    .getByTestId('settle-balance')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-haler'))));
  const payments = await page.getByTestId('settle-payment').evaluateAll((rows) =>
    rows.map((r) => ({
      from: Number(r.getAttribute('data-from')),
      to: Number(r.getAttribute('data-to')),
      haler: Number(r.getAttribute('data-haler')),
    })),
  );
  return { balances, payments };
}

test('the settle-up of a played evening matches the score sheet’s ledger', async ({ page }) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await startSession(page);
  expect((await playOn(page)).decision.kind).toBe('handEnd');
  await nextHand(page);
  expect((await playOn(page)).decision.kind).toBe('handEnd');

  // The ledger as the score sheet shows it, and the shown amounts as text too.
  await page.getByTestId('end-tab-sheet').click();
  const ledger = await sheetTotals(page);
  expect(ledger).toHaveLength(3);
  expect(ledger.reduce((a, b) => a + b, 0)).toBe(0);
  await shots(page, 'hand-end');

  // Ending the evening opens its settle-up.
  await page.getByTestId('end-evening').click();
  await expect(page).toHaveURL(new RegExp(`#/settle/${id}\\?ended=1$`));
  await expect(page.getByTestId('settle-ended')).toHaveText('Konec večera');
  await expect(page.getByTestId('settle-name')).toHaveText(`Večer č. ${id}`);
  await expect(page.getByTestId('settle-facts')).toContainText('Volený mariáš, 3 hráči · 2 odehrané hry');
  const shown = await settleShown(page);
  expect(shown.balances).toEqual(ledger);
  // The ledger chart of the evening: one line per player, a point before the first hand and after each.
  const lines = page.getByTestId('ledger-chart').getByTestId('chart-line');
  await expect(lines).toHaveCount(3);
  for (const line of await lines.all()) await expect(line.locator('path')).toHaveCount(3);
  await expect(page.getByTestId('settle-roles')).toHaveCount(0);
  // Each player's payments, received minus paid, are exactly the sheet's total; never more than n − 1.
  const net = ledger.map(() => 0);
  for (const p of shown.payments) {
    expect(p.haler).toBeGreaterThan(0);
    net[p.from] = (net[p.from] ?? 0) - p.haler;
    net[p.to] = (net[p.to] ?? 0) + p.haler;
  }
  expect(net).toEqual(ledger);
  expect(shown.payments.length).toBeLessThanOrEqual(2);
  if (ledger.some((v) => v !== 0)) {
    await expect(page.getByTestId('settle-payment').first()).toContainText('→');
    await expect(page.getByTestId('settle-payment').first()).toContainText('Kč');
    await expect(page.getByTestId('settle-payment').first().locator('.visually-hidden')).toHaveText(
      /^Platí .+, dostane .+: \d+,\d\d Kč$/,
    );
  } else {
    await expect(page.getByTestId('settle-nobody')).toBeVisible();
  }

  // Naming the evening there.
  await page.getByTestId('session-rename').click();
  await page.getByTestId('session-name-input').fill('Pátek u Nováků');
  await page.getByTestId('session-name-input').press('Enter');
  await expect(page.getByTestId('settle-name')).toHaveText('Pátek u Nováků');
  await shots(page, 'settle-ended');

  // Playing on, then the toolbar's "Vyúčtování" during play.
  await page.getByTestId('settle-table').click();
  await expect(page).toHaveURL(new RegExp(`#/table/${id}$`));
  await nextHand(page);
  await shots(page, 'table-toolbar');
  await page.getByTestId('table-settle').click();
  await expect(page).toHaveURL(new RegExp(`#/settle/${id}$`));
  await expect(page.getByTestId('settle-ended')).toHaveCount(0);
  await expect(page.getByTestId('settle-table')).toHaveText('Zpět ke stolu');
  expect((await settleShown(page)).balances).toEqual(ledger);
  await shots(page, 'settle');

  // From home's list of evenings.
  await openHome(page);
  const item = page.locator(`[data-testid=session-item][data-session-id="${id}"]`);
  await expect(item.getByTestId('session-name')).toHaveText('Pátek u Nováků');
  await item.getByTestId('session-settle').click();
  await expect(page).toHaveURL(new RegExp(`#/settle/${id}$`));
  expect((await settleShown(page)).payments).toEqual(shown.payments);

  // Statistics name the evening with its variant.
  await page.goto(page.url().replace(/#.*$/, '#/stats'));
  const row = page.locator(`[data-testid=stats-evening][data-session-id="${id}"]`);
  await expect(row).toContainText('Pátek u Nováků');
  await expect(row.getByTestId('stats-evening-variant')).toHaveText('Volený mariáš');
});
