/**
 * Pravidla, the rules to read: opened from home, searched (without diacritics), a result opened at its
 * paragraph; a citation shown by the editor opens the paragraph it names, highlighted. Screenshots in
 * Czech and English at 1280×800 and 1920×1080.
 */
import { type Page, expect, test } from '@playwright/test';
import { openHome, screenshot, switchLanguage } from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** The paragraph shown as the target, with its place. */
const target = (page: Page) => page.locator('[data-testid=rules-paragraph][data-target=true]');

/** Whether the target paragraph's top lies inside the visible part of the text column. */
async function targetInView(page: Page): Promise<boolean> {
  const a = await target(page).boundingBox();
  const b = await page.getByTestId('rules-text').boundingBox();
  if (a === null || b === null) return false;
  return a.y >= b.y - 1 && a.y < b.y + b.height;
}

test('open Pravidla, search without diacritics, open a result at its paragraph', async ({ page }) => {
  await openHome(page);
  await switchLanguage(page, 'cs');
  await page.getByTestId('home-rules').click();
  await expect(page.getByTestId('rules')).toBeVisible();
  await expect(page.getByTestId('rules-text')).toHaveAttribute('data-doc', '000');
  await expect(page.getByTestId('rules-toc-part')).toHaveCount(7);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `rules-${size.width}x${size.height}-cs`);
  }
  await page.setViewportSize(SIZES[0]);

  // "prebit" finds "přebít": the duty to beat (čl. II odst. 8) among the results, the word marked.
  await page.getByTestId('rules-search').fill('prebit');
  const result = page.locator('[data-testid=rules-result][data-place="000/II/8"]');
  await expect(result).toBeVisible();
  await expect(result).toContainText('pravidla ČSM, čl. II odst. 8');
  await expect(result.locator('mark').first()).toHaveText('přebít');
  await screenshot(page, 'rules-search-1280x800-cs');
  await result.click();
  await expect(page).toHaveURL(/#\/rules\/000\/II\/8$/);
  await expect(target(page)).toHaveAttribute('data-paragraph', '8');
  await expect(target(page)).toContainText('Přebíjet');
  await expect.poll(() => targetInView(page)).toBe(true);
  // The results stay while the reader reads; clearing the search shows the contents again.
  await expect(page.getByTestId('rules-results')).toBeVisible();
  await page.getByTestId('rules-search-clear').click();
  await expect(page.getByTestId('rules-toc')).toBeVisible();

  // "renonc" in any case finds the article on revokes first.
  await page.getByTestId('rules-search').fill('RENONC');
  await expect(page.getByTestId('rules-result').first()).toHaveAttribute('data-place', /^000\/VI\//);
  // A word the rules do not hold says so.
  await page.getByTestId('rules-search').fill('xylofon');
  await expect(page.getByTestId('rules-no-results')).toBeVisible();
  await page.getByTestId('rules-search').fill('');

  // English: the same place, in English, searched in English.
  await switchLanguage(page, 'en');
  await expect(target(page)).toContainText('Beat the trick when you can');
  await page.getByTestId('rules-search').fill('follow suit');
  await expect(page.getByTestId('rules-result').first()).toHaveAttribute('data-place', '000/II/7');
  await expect(page.getByTestId('rules-result').first()).toContainText('ČSM rules, art. II §7');
  await screenshot(page, 'rules-search-1280x800-en');
  await page.getByTestId('rules-search').fill('');
  await page.locator('[data-testid=rules-toc-part][data-part=V]').click();
  await expect(page).toHaveURL(/#\/rules\/000\/V$/);
  await expect(page.locator('[data-testid=rules-part][data-part=V]')).toHaveAttribute('data-target', 'true');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `rules-${size.width}x${size.height}-en`);
  }
});

test('a paragraph the rulebook lacks opens its article, saying so', async ({ page }) => {
  await openHome(page);
  await switchLanguage(page, 'cs');
  await page.evaluate("location.hash = '#/rules/000/IV/99'");
  await expect(page.getByTestId('rules-nearest')).toContainText('čl. IV odst. 99');
  await expect(page.locator('[data-testid=rules-part][data-part=IV]')).toHaveAttribute('data-target', 'true');
  await page.getByTestId('rules-home').click();
  await expect(page.getByTestId('home-rules')).toBeVisible();
});

test("the editor's citation of a broken rule opens that paragraph, highlighted", async ({ page }) => {
  await openHome(page);
  await switchLanguage(page, 'cs');
  await page.evaluate(() => localStorage.removeItem('marias.editor.draft'));
  await page.getByTestId('home-editor').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('editor-text').locator('summary').click();
  // Player 2 holds a heart and plays the nine of bells to the ten of hearts: čl. II odst. 7.
  await page
    .getByTestId('editor-text-input')
    .fill(
      'csm d2 0:H seven / HK HO H7 BX LA AA A9 / H8 BO BU LX LK LO LU / B7 L9 L8 L7 AX AK AO AU / A8 A7 / HA H9 HU, BA BK B8, HX B9',
    );
  await page.getByTestId('editor-text-load').click();
  const problem = page.locator('[data-testid=editor-problem][data-code=illegalPlay]');
  const link = problem.getByTestId('editor-problem-citation').getByRole('link');
  await expect(link).toHaveText('pravidla ČSM, čl. II odst. 7');
  await link.click();
  await expect(page).toHaveURL(/#\/rules\/000\/II\/7$/);
  await expect(target(page)).toHaveAttribute('data-paragraph', '7');
  await expect(target(page)).toContainText('Přiznat barvu, jinak trumfovat');
  await expect.poll(() => targetInView(page)).toBe(true);
  await screenshot(page, 'rules-citation-1280x800-cs');
  // The article lists the lessons that practise it; the one on following suit opens at its address.
  const lesson = page
    .locator('[data-testid=rules-part][data-part=II]')
    .locator('[data-testid=rules-lesson][data-lesson="basics.follow-suit"]');
  await expect(lesson).toBeVisible();
  await expect(lesson).toHaveAttribute('href', '#/lessons/basics.follow-suit');
  // Back returns to the editor with its position.
  await page.goBack();
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(page.locator('[data-testid=editor-problem][data-code=illegalPlay]')).toBeVisible();
});
