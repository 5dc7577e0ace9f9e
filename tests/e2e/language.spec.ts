/**
 * The language switch in the header: English and back to Czech, mid-play. Button labels, the contract
 * panel and the cards' accessible names (src-shared/explain/names.ts) follow at once.
 */
import { type Page, expect, test } from '@playwright/test';
import type { Card } from '../../src-shared/cards/card.ts';
import { cardName } from '../../src-shared/explain/names.ts';
import {
  handCards,
  openHome,
  playUntil,
  screenshot,
  setPrefs,
  startSession,
  switchLanguage,
} from './support.ts';

/** The accessible name of each card of the hand must start with the card's name in `lang`. */
async function expectCardNames(page: Page, lang: 'cs' | 'en'): Promise<void> {
  const cards = handCards(page);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const id = (await card.getAttribute('data-card')) as Card;
    const name = cardName(id, lang);
    await expect(card, `${id} in ${lang}`).toHaveAttribute('aria-label', new RegExp(`^${name}(,|$)`));
  }
}

test('switching to English and back changes the texts and the card names', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startSession(page);

  // Mid-play: after the bidding and two tricks, at the person's turn to play a card.
  await playUntil(
    page,
    async () => (await handCards(page).count()) <= 8,
    'no hand lasted until the person had played two tricks',
  );

  const home = page.getByTestId('table-home');
  await expect(home).toHaveText('← Domů');
  await expect(page.getByTestId('phase')).toHaveText('Sehrávka');
  await expect(page.getByTestId('turn')).toContainText('Zahraj kartu.');
  await expect(page.getByTestId('hand')).toHaveAttribute('aria-label', 'Tvoje karty');
  await expectCardNames(page, 'cs');
  // Known names, to be sure the expectation itself reads as intended.
  expect(cardName('HA', 'cs')).toBe('červené eso');
  expect(cardName('HA', 'en')).toBe('ace of hearts');
  await screenshot(page, 'table-mid-play-cs');

  await switchLanguage(page, 'en');
  await expect(home).toHaveText('← Home');
  await expect(page.getByTestId('nav-settings')).toHaveText('Settings');
  await expect(page.getByTestId('phase')).toHaveText('Play of the cards');
  await expect(page.getByTestId('hand')).toHaveAttribute('aria-label', 'Your cards');
  await expectCardNames(page, 'en');
  await screenshot(page, 'table-mid-play-en');

  // The choice is saved: a reload comes back in English, from its first screen (the page asks main for its
  // preferences before it mounts, not after showing Czech for a moment).
  await page.addInitScript(() => {
    const seen = () => {
      const settings = document.querySelector('[data-testid=nav-settings]');
      if (settings === null) return false;
      (window as { __firstSettings?: string }).__firstSettings = settings.textContent?.trim() ?? '';
      return true;
    };
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as { __firstSettings?: string }).__firstSettings)).toBe(
    'Settings',
  );
  await expect(home).toHaveText('← Home');
  await expectCardNames(page, 'en');

  await switchLanguage(page, 'cs');
  await expect(home).toHaveText('← Domů');
  await expect(page.getByTestId('nav-settings')).toHaveText('Nastavení');
  await expect(page.getByTestId('phase')).toHaveText('Sehrávka');
  await expectCardNames(page, 'cs');
});

test('a language whose texts cannot be loaded is said so in both languages, and nothing moves', async ({
  page,
}) => {
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  // The English texts' chunk is gone (a server stopped or restarted with another build).
  await page.route('**/assets/en-*.js', (route) => route.fulfill({ status: 404, body: 'Not found.' }));
  for (const [w, h] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openHome(page);
    const title = page.locator('h1').first();
    const before = await title.boundingBox();
    await page.locator('[data-testid="lang-switch"] [data-lang="en"]').click();
    const note = page.getByTestId('lang-failed');
    await expect(note).toBeVisible();
    await expect(note.locator('p').first()).toHaveText(/^Anglické texty se nepodařilo načíst/);
    await expect(note.locator('p[lang="en"]')).toHaveText(/^The English texts could not be loaded/);
    // Still Czech, and laid over the page: the heading has not moved.
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.locator('[data-testid="lang-switch"] [data-lang="cs"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('[data-testid="lang-switch"] [data-lang="en"]')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await title.boundingBox()).toEqual(before);
    const box = await note.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= w).toBe(true);
    await screenshot(page, `lang-failed-${w}x${h}`);
  }
  // The click saved English as the choice (the texts failed, not the choice): Czech again for the specs after.
  await setPrefs(page, { lang: 'cs' });
});
