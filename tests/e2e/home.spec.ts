/**
 * The home table extras in browser mode: an evening renamed (kept across a reload) and another deleted
 * after the confirmation naming it; the statistics page counting the finished hand of the renamed
 * evening; table sounds following the switch in the settings; screenshots of home, settings and
 * statistics in both languages at two window sizes.
 */
import { type Page, expect, test } from '@playwright/test';
import { nextHand, openHome, playOn, screenshot, setPrefs, startSession, switchLanguage } from './support.ts';

const item = (page: Page, id: number) => page.locator(`[data-testid=session-item][data-session-id="${id}"]`);

test('an evening is renamed and another deleted; the statistics count the finished hand', async ({
  page,
}) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  const played = await startSession(page);
  const end = await playOn(page);
  expect(end.decision.kind).toBe('handEnd');
  const spare = await startSession(page);

  await page.getByTestId('nav-home').click();
  await expect(item(page, played)).toBeVisible();
  await expect(item(page, played).getByTestId('session-name')).toHaveText(`Večer č. ${played}`);

  // Rename, with Enter.
  const name = `Pátek ${played}`;
  await item(page, played).getByTestId('session-rename').click();
  const input = item(page, played).getByTestId('session-name-input');
  await expect(input).toBeFocused();
  await input.fill(name);
  await input.press('Enter');
  await expect(item(page, played).getByTestId('session-name')).toHaveText(name);
  await page.reload();
  await expect(item(page, played).getByTestId('session-name')).toHaveText(name);

  // Delete: the dialog names the evening; cancelling keeps it, confirming removes it for good.
  await item(page, spare).getByTestId('session-delete').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`„Večer č. ${spare}“`);
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(item(page, spare)).toBeVisible();
  await item(page, spare).getByTestId('session-delete').click();
  await page.getByTestId('confirm-delete').click();
  await expect(item(page, spare)).toHaveCount(0);
  await page.reload();
  await expect(item(page, played)).toBeVisible();
  await expect(item(page, spare)).toHaveCount(0);

  // Statistics: the renamed evening with its one finished hand, and the person's bar in the chart.
  await page.getByTestId('home-stats').click();
  await expect(page).toHaveURL(/#\/stats$/);
  const row = page.locator(`[data-testid=stats-evening][data-session-id="${played}"]`);
  await expect(row).toContainText(name);
  await expect(row.locator('td.num')).toHaveText('1');
  await expect(page.locator(`[data-testid=stats-evening][data-session-id="${spare}"]`)).toHaveCount(0);
  await expect(page.getByTestId('stats-summary')).toBeVisible();
  expect(await page.getByTestId('stats-contract').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('stats-chart')).toBeVisible();
});

/** Counts the sound sources the page's Web Audio creates (window.__sounds), from before the app loads. */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as {
      __sounds: number;
      AudioContext?: { prototype: Record<string, unknown> };
    };
    w.__sounds = 0;
    const proto = w.AudioContext?.prototype;
    if (!proto) return;
    for (const name of ['createOscillator', 'createBufferSource']) {
      const original = proto[name] as (...a: unknown[]) => unknown;
      proto[name] = function (this: unknown, ...a: unknown[]) {
        w.__sounds++;
        return original.apply(this, a);
      };
    }
  });
}
const sounds = (page: Page) => page.evaluate(() => (globalThis as unknown as { __sounds: number }).__sounds);

test('the table sounds while the switch is on, and is silent while it is off', async ({ page }) => {
  await countSounds(page);
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await startSession(page);
  await playOn(page);
  expect(await sounds(page)).toBe(0);

  // Switched on in the settings, and back to the same table: the next hand sounds.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('pref-sound-on').check();
  await page.getByTestId('settings-back').click();
  await expect(page.getByTestId('hand-end')).toBeVisible();
  expect(await sounds(page)).toBe(0);
  await nextHand(page);
  await playOn(page);
  // At least the deal, a card, a trick and the end of the hand.
  expect(await sounds(page)).toBeGreaterThan(3);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`home, settings and statistics at ${size.width}×${size.height} in Czech and English`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await setPrefs(page, { lang: 'cs', animation: 'off', sound: true });
    await openHome(page);
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(page, lang);
      await page.getByTestId('nav-home').click();
      await expect(page.getByTestId('home-stats')).toBeVisible();
      // The three ways in are on the first screen.
      for (const id of ['home-new', 'home-stats', 'home-settings']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(size.height);
      }
      await screenshot(page, `home-${lang}-${size.width}`);
      const first = page.getByTestId('session-delete').first();
      if ((await first.count()) > 0) {
        await first.click();
        await expect(page.getByTestId('confirm-dialog')).toBeVisible();
        await screenshot(page, `home-delete-${lang}-${size.width}`);
        await page.getByTestId('confirm-cancel').click();
      }
      await page.getByTestId('home-settings').click();
      await expect(page.getByTestId('pref-defaults')).toBeVisible();
      await screenshot(page, `settings-${lang}-${size.width}`, true);
      await page.getByTestId('nav-home').click();
      await page.getByTestId('home-stats').click();
      await expect(page.getByTestId('stats')).toBeVisible();
      await expect(page.locator('[data-testid=stats-summary], [data-testid=stats-empty]')).toBeVisible();
      await screenshot(page, `stats-${lang}-${size.width}`, true);
    }
    await switchLanguage(page, 'cs');
  });
}
