/**
 * The new-session screen's variants in browser mode: each variant shows its seats and presets and says
 * what it is; a session of each is started, the table it opens has that many seats, and the home list
 * names every session's variant and player count. Screenshots of the screen in both languages at both
 * window sizes.
 */
import { type Page, expect, test } from '@playwright/test';
import type { SessionVariant } from '../../src-shared/api/game.ts';
import { openHome, screenshot, setPrefs, switchLanguage, tableId } from './support.ts';
import { startVariant } from './variant-play.ts';

const CASES: readonly { variant: SessionVariant; names: string[]; preset: string; line: string }[] = [
  {
    variant: 'auction',
    names: ['Eva', 'Karel', 'Jana'],
    preset: 'csm002',
    line: 'Licitovaný mariáš, 3 hráči',
  },
  {
    variant: 'fourHand',
    names: ['Eva', 'Karel', 'Jana', 'Petr'],
    preset: 'csm',
    line: 'Křížový mariáš, 4 hráči',
  },
  { variant: 'twoHand', names: ['Eva', 'Karel'], preset: 'english003', line: 'Lízaný mariáš, 2 hráči' },
];

const pick = (page: Page, variant: string) =>
  page.locator(`[data-testid=variant][data-variant="${variant}"]`);

test('each variant on the new-session screen, a session of each, and the home list naming them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openHome(page);
  await page.getByTestId('home-new').click();
  const about = page.getByTestId('variant-about');
  for (const [size, suffix] of [
    [{ width: 1280, height: 800 }, ''],
    [{ width: 1920, height: 1080 }, '-1920'],
  ] as const) {
    await page.setViewportSize(size);
    for (const lang of ['cs', 'en'] as const) {
      await switchLanguage(page, lang);
      for (const variant of ['chosen', 'auction', 'fourHand', 'twoHand']) {
        await pick(page, variant).check();
        await expect(about).toContainText(
          lang === 'cs' ? /čl\. VII|anglický popis/ : /art\. VII|English description/,
        );
        await screenshot(page, `new-session-${variant}-${lang}${suffix}`, true);
      }
    }
  }
  await switchLanguage(page, 'cs');

  // What each variant offers.
  await pick(page, 'auction').check();
  await expect(page.getByTestId('rules-preset')).toHaveValue('csm002');
  await expect(page.getByTestId('players').locator('option')).toHaveText(['3 hráči', '4 hráči']);
  await pick(page, 'fourHand').check();
  await expect(page.getByTestId('players')).toHaveCount(0);
  await expect(page.getByTestId('players-fixed')).toHaveText('4 hráči');
  await expect(page.getByTestId('seat-config')).toHaveCount(4);
  await pick(page, 'twoHand').check();
  await expect(page.getByTestId('seat-config')).toHaveCount(2);
  await expect(page.getByTestId('rules-preset')).toHaveValue('english003');

  // A session of each: the table has that many seats (the person and the others around the felt).
  const ids: number[] = [];
  for (const c of CASES) {
    await startVariant(page, { variant: c.variant, names: c.names, preset: c.preset });
    ids.push(tableId(page));
    // The others around the felt; or, when the computers ended the hand before the person acted (a
    // licitovaný auction everybody passed), a settlement row per seat.
    const seen = async () =>
      (await page.getByTestId('hand-end').isVisible())
        ? 'end'
        : String(await page.locator('.opponent').count());
    await expect.poll(seen).toMatch(new RegExp(`^(end|${c.names.length - 1})$`));
    if ((await seen()) === 'end')
      await expect(page.getByTestId('settlement-money').locator('tr')).toHaveCount(c.names.length);
  }
  // The screen offers the variant picked last.
  await page.getByTestId('nav-home').click();
  await page.getByTestId('home-new').click();
  await expect(pick(page, 'twoHand')).toBeChecked();

  await page.getByTestId('nav-home').click();
  for (const [i, c] of CASES.entries()) {
    const item = page.locator(`[data-testid=session-item][data-session-id="${ids[i]}"]`);
    await expect(item.getByTestId('session-variant')).toHaveText(c.line);
    await expect(item.getByTestId('session-variant')).toHaveAttribute('data-variant', c.variant);
    for (const name of c.names) await expect(item.locator('.ledger')).toContainText(name);
  }
  await screenshot(page, 'home-variants-cs', true);
  await switchLanguage(page, 'en');
  await expect(
    page.locator(`[data-testid=session-item][data-session-id="${ids[2]}"]`).getByTestId('session-variant'),
  ).toHaveText('Lízaný mariáš, 2 players');
  await screenshot(page, 'home-variants-en', true);
});
