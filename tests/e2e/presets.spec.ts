/**
 * The four rule presets on the new-session screen (issue 18): each listed with its note, and the rules
 * editor showing the options that tell them apart. Screenshots in Czech and English at 1280×800 and
 * 1920×1080.
 */
import { expect, test } from '@playwright/test';
import { openHome, screenshot, switchLanguage } from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Each preset, a word of its note in Czech and English, and its source flags (checked or not). */
const PRESETS = [
  { id: 'csm', cs: 'hraje se každá hra', en: 'every game is played', blind: false, openBelow: false },
  {
    id: 'house001',
    cs: 'otevřený betl pod durchem',
    en: 'open betl below durch',
    blind: false,
    openBelow: true,
  },
  { id: 'app004', cs: 'z lidu jen', en: 'a blind trump only', blind: true, openBelow: false },
  { id: 'english003', cs: 'hra v červených za 1', en: 'a hearts game at 1', blind: false, openBelow: false },
] as const;

for (const lang of ['cs', 'en'] as const)
  test(`the new-session screen lists the four presets with notes and their options (${lang})`, async ({
    page,
  }) => {
    await openHome(page);
    await switchLanguage(page, lang);
    await page.getByTestId('home-new').click();
    await expect(page.getByTestId('new-session')).toBeVisible();
    const select = page.getByTestId('rules-preset');
    await expect(select.locator('option')).toHaveCount(PRESETS.length);
    await page.getByTestId('rules-editor').locator('summary').click();
    for (const p of PRESETS) {
      await select.selectOption(p.id);
      await expect(page.getByTestId('new-session')).toContainText(p[lang]);
      await expect(page.getByTestId('rule-blindNeedsShortSuits')).toBeChecked({ checked: p.blind });
      await expect(page.getByTestId('rule-openBetlBelowDurch')).toBeChecked({ checked: p.openBelow });
    }
    await select.selectOption('app004');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `presets-${size.width}x${size.height}-${lang}`, true);
    }
  });
