/**
 * Pravidla beyond the general rules: the tournament rules, the house rules, the English description and
 * the other app open at the places the app cites, numbered where the document numbers them.
 * Screenshots in Czech and English at 1280×800 and 1920×1080 (into /tmp/shots/R2 when MARIAS_SHOTS_R2
 * is set, else beside the other screenshots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { openHome, screenshot, switchLanguage } from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const target = (page: Page) => page.locator('[data-testid=rules-paragraph][data-target=true]');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['MARIAS_SHOTS_R2'];
  if (dir === undefined || dir === '') {
    await screenshot(page, name);
    return;
  }
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

/** Opens an address of the rules view, as a citation link would. */
async function open(page: Page, hash: string): Promise<void> {
  // A string, so the e2e project needs no DOM types.
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  await expect(page.getByTestId('rules')).toBeVisible();
}

test('the tournament rules open at a numbered paragraph, in both languages', async ({ page }) => {
  await openHome(page);
  await switchLanguage(page, 'cs');
  await open(page, '#/rules/002/II/23');
  await expect(page.getByTestId('rules-text')).toHaveAttribute('data-doc', '002');
  await expect(target(page)).toHaveAttribute('data-paragraph', '23');
  // The document's own number is shown; the paragraph says how the tournament differs.
  await expect(target(page)).toContainText('odst. 23');
  await expect(target(page)).toContainText('sto proti');
  // Article I's paragraphs are in our own order: no number shown as if it were the document's.
  await expect(
    page.locator('[data-testid=rules-paragraph][data-part=I][data-paragraph="1"]').locator('.label'),
  ).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shot(page, `rules-002-${size.width}x${size.height}-cs`);
  }
  await switchLanguage(page, 'en');
  await expect(target(page)).toContainText('seven against');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shot(page, `rules-002-${size.width}x${size.height}-en`);
  }
});

test('the sections of the other documents the app cites open, the cited item highlighted', async ({
  page,
}) => {
  await openHome(page);
  await switchLanguage(page, 'cs');
  // The house rules' half a game per ten over a hundred (how a hundred grows, by rule option).
  await open(page, `#/rules/001/${encodeURIComponent('Kategorie mariáše a jejich bodové hodnocení')}/10`);
  await expect(page.getByTestId('rules-nearest')).toHaveCount(0);
  await expect(target(page)).toHaveAttribute('data-paragraph', '10');
  await expect(target(page)).toContainText('bod 10');
  await expect(target(page)).toContainText('půl hry');
  await shot(page, 'rules-001-1280x800-cs');
  // The doubling ladder that stops at retutti, the open games and the unplayed game: whole sections.
  for (const [doc, section] of [
    ['001', 'Flek-re'],
    ['003', 'Open Betl'],
    ['003', 'Game Points'],
    ['004', 'Flekování'],
  ] as const) {
    await open(page, `#/rules/${doc}/${encodeURIComponent(section)}`);
    await expect(page.getByTestId('rules-nearest')).toHaveCount(0);
    const part = page.locator(`[data-testid=rules-part][data-part="${section}"]`);
    await expect(part).toHaveAttribute('data-target', 'true');
    await expect(part.getByTestId('rules-paragraph').first()).toBeVisible();
  }
  // The consequences of a revoke: a long group, told item by item.
  await open(page, '#/rules/002/IV/5');
  await expect(target(page)).toContainText('(7)');
  await shot(page, 'rules-002-IV-1280x800-cs');
  await switchLanguage(page, 'en');
  await open(page, `#/rules/004/${encodeURIComponent('Flekování')}/2`);
  await expect(target(page)).toContainText('without play');
  await shot(page, 'rules-004-1280x800-en');
  await open(page, `#/rules/003/${encodeURIComponent('Game Points')}`);
  await expect(page.locator('[data-testid=rules-part][data-part="Game Points"]')).toContainText(
    'doubles the amount',
  );
  await shot(page, 'rules-003-1280x800-en');
});
