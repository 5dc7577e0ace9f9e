/**
 * The position editor by clicks: cards laid into a hand, the rest filled, an ace put into the talon is
 * named as a problem and highlighted while "Analyse" says why it is off, and moving it back gives a
 * valid position. Screenshots at 1280×800 and 1920×1080 in Czech and English.
 */
import { type Page, expect, test } from '@playwright/test';
import { openHome, screenshot, switchLanguage } from './support.ts';

async function openEditor(page: Page): Promise<void> {
  await openHome(page);
  await switchLanguage(page, 'cs');
  await page.evaluate(() => localStorage.removeItem('marias.editor.draft'));
  await page.getByTestId('home-editor').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('editor-reset').click();
}

const hand = (page: Page, seat: number) => page.locator(`[data-testid=editor-hand][data-seat="${seat}"]`);

test('build a position by clicks, see a problem named and highlighted, fix it', async ({ page }) => {
  await openEditor(page);
  // Nothing placed: every card is missing and the buttons say why they are off.
  await expect(page.getByTestId('editor-analyse')).toBeDisabled();
  await expect(page.locator('[data-testid=editor-problem][data-code=missing]')).toBeVisible();

  // Forehand's hand by clicks: a card of the deck, then the hand.
  for (const card of ['HA', 'HX', 'HK', 'H7']) {
    await page.locator(`[data-testid=deck-card][data-card=${card}]`).click();
    await expect(page.locator(`[data-testid=deck-card][data-card=${card}]`)).toHaveAttribute(
      'data-selected',
      'true',
    );
    await hand(page, 0).click({ position: { x: 10, y: 10 } });
    await expect(hand(page, 0).locator(`[data-card=${card}]`)).toBeVisible();
  }
  await page.getByTestId('editor-fill').click();
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await expect(page.getByTestId('editor-analyse')).toBeEnabled();
  for (const card of ['HA', 'HX', 'HK', 'H7'])
    await expect(hand(page, 0).locator(`[data-card=${card}]`)).toBeVisible();

  // The ace of hearts into the talon of a suit game: named, highlighted, analysis off with the reason.
  await hand(page, 0).locator('[data-card=HA]').click();
  await page.getByTestId('editor-talon').click({ position: { x: 10, y: 10 } });
  const problem = page.locator('[data-testid=editor-problem][data-code=talonAceOrTen]');
  await expect(problem).toBeVisible();
  await expect(problem).toHaveAttribute('data-cards', 'HA');
  await expect(problem).toContainText('pravidla ČSM, čl. IV odst. 12');
  await expect(page.getByTestId('editor-talon').locator('[data-card=HA]')).toHaveAttribute(
    'data-problem',
    'true',
  );
  await expect(page.locator('[data-testid=deck-card][data-card=HA]')).toHaveAttribute('data-problem', 'true');
  await expect(page.getByTestId('editor-analyse')).toBeDisabled();
  await expect(page.getByTestId('editor-blocked')).toContainText('Nejdřív oprav');

  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `editor-${size.width}x${size.height}-cs`);
    await switchLanguage(page, 'en');
    await expect(problem).toContainText('ČSM rules, art. IV §12');
    await screenshot(page, `editor-${size.width}x${size.height}-en`);
    await switchLanguage(page, 'cs');
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back into forehand's hand: valid again.
  await page.getByTestId('editor-talon').locator('[data-card=HA]').click();
  await hand(page, 0).click({ position: { x: 10, y: 10 } });
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await expect(page.getByTestId('editor-analyse')).toBeEnabled();
  await screenshot(page, 'editor-valid-1280x800-cs');

  // Saved in the library through the real server; the same title again asks before overwriting.
  await page.getByTestId('editor-save-title').fill('Editor e2e');
  await page.getByTestId('editor-save-button').click();
  await expect(page.getByTestId('editor-save-done')).toContainText('Editor e2e');
  await page.getByTestId('editor-save-button').click();
  await expect(page.getByTestId('editor-save-problem')).toContainText('Editor e2e');
  await page.getByTestId('editor-save-overwrite').click();
  await expect(page.getByTestId('editor-save-done')).toBeVisible();

  // The same cards as a deal before the bidding: forehand is two short and the talon must be empty.
  await page.getByTestId('editor-stage').selectOption('deal');
  await expect(page.locator('[data-testid=editor-problem][data-code=talonCount]')).toBeVisible();
  await expect(page.locator('[data-testid=editor-problem][data-code=handCount]')).toContainText('Hráč 1');
  await switchLanguage(page, 'en');
  await screenshot(page, 'editor-deal-1280x800-en');
  await switchLanguage(page, 'cs');
});

test('a position pasted as text shows its tricks; an illegal card is named with its rule and fixed', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByTestId('editor-text').locator('summary').click();
  await page
    .getByTestId('editor-text-input')
    .fill(
      'csm d2 0:H seven / HK HO H7 BX LA AA A9 / H8 BO BU LX LK LO LU / B7 L9 L8 L7 AX AK AO AU / A8 A7 / HA H9 HU, BA BK B8, HX B9',
    );
  await page.getByTestId('editor-text-load').click();
  await expect(page.getByTestId('editor-trick')).toHaveCount(2);
  // Player 2 holds a heart and plays the nine of bells to the ten of hearts.
  const problem = page.locator('[data-testid=editor-problem][data-code=illegalPlay]');
  await expect(problem).toContainText('Ve 3. zdvihu hraje Hráč 2');
  await expect(problem).toContainText('pravidla ČSM, čl. II odst. 7');
  await expect(page.getByTestId('editor-current').locator('[data-card=B9]')).toHaveAttribute(
    'data-problem',
    'true',
  );
  await expect(page.getByTestId('editor-analyse')).toBeDisabled();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.getByTestId('editor').evaluate((e) => e.scrollTo(0, 0));
    await screenshot(page, `editor-tricks-${size.width}x${size.height}-cs`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The nine back to Player 2, the eight of hearts played instead.
  await page.getByTestId('editor-current').locator('[data-card=B9]').click();
  await hand(page, 1).click({ position: { x: 10, y: 10 } });
  await hand(page, 1).locator('[data-card=H8]').click();
  await page.getByTestId('editor-current').click({ position: { x: 10, y: 10 } });
  await expect(page.getByTestId('editor-valid')).toBeVisible();
  await expect(page.getByTestId('editor-analyse')).toBeEnabled();
  await page.getByTestId('editor-analyse').click();
  await expect(page).toHaveURL(/#\/board$/);
});
