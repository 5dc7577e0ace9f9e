/**
 * The coach on a lízaný card played while the stock lasts, in browser mode against the real server: a
 * practice session of lízaný with "Trenér" on, the person's first card played by clicking, its note
 * graded over the draws — the seat-view grade "průměr z … dobraní" and how a draw is played out, and
 * why there is no exact grade this early. Screenshots in both languages at 1280×800 and 1920×1080.
 */
import { type Page, expect, test } from '@playwright/test';
import { DECISION_TIMEOUT, screenshot, setPrefs, switchLanguage } from './support.ts';
import { playVariantHand, startVariant } from './variant-play.ts';

async function shots(page: Page, name: string): Promise<void> {
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `coach-${name}-${lang}-1280`);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, `coach-${name}-${lang}-1920`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'cs');
}

test('lízaný: the coach grades a card while the stock lasts over the draws', async ({ page }) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', sound: false, coach: true });
  await startVariant(page, {
    variant: 'twoHand',
    names: ['Eva', 'Karel'],
    preset: 'english003',
    practice: true,
  });
  await expect(page.getByTestId('coach-panel')).toBeVisible();
  // Play on to the person's first card, and play it.
  let played = 0;
  await playVariantHand(page, { beforePlay: async () => played++ > 0 });
  const note = page.getByTestId('coach-note').first();
  await expect(note).toHaveAttribute('data-state', 'done', { timeout: DECISION_TIMEOUT * 4 });
  await expect(note).not.toHaveAttribute('data-grade', '');
  await expect(note.getByTestId('coach-seat')).toContainText(/Z tvého pohledu \(průměr z \d+ dobraní\)/);
  await expect(note.getByTestId('coach-seat')).toContainText('Dobraní je jedno možné pořadí balíčku');
  await expect(note.getByTestId('coach-cost')).toContainText('nepropočítal');
  await shots(page, 'two-hand-stock');
  await switchLanguage(page, 'en');
  await expect(note.getByTestId('coach-seat')).toContainText(/From your seat \(mean over \d+ draws\)/);
});
