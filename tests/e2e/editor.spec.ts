/**
 * The position editor by clicks: cards laid into a hand, the rest filled, an ace put into the talon is
 * named as a problem and highlighted while "Analyse" says why it is off, and moving it back gives a
 * valid position. Screenshots at 1280×800 and 1920×1080 in Czech and English.
 */
import { type Page, expect, test } from '@playwright/test';
import { openHome, screenshot, switchLanguage } from './support.ts';

async function openEditor(page: Page): Promise<void> {
  await openHome(page);
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
});
