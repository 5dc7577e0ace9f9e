/**
 * A lesson step that asks for every card collects every one before it is done (docs/lessons.md, "A
 * step"): in defence.smear, step 2 ("Najdi každou kartu, se kterou hru porazíš": A7, A8, B8) the first
 * right card is found and the lesson goes on — "Nalezené … / Ještě 2 karty" — a card found again is
 * not a mistake, a wrong card is explained and the found cards stay found, and only the third finishes
 * the lesson. An every-legal-card step (a question of the rules) carries no note about the unseen
 * cards. On a 390×844 phone the whole table, every hand and every card of the learner's hand lie inside
 * the window. Screenshots of the step mid-way: Czech at 1280×800, English at 1920×1080, both on the phone.
 */
import { type Page, expect, test } from '@playwright/test';
import { appUrl, screenshot, setPrefs, switchLanguage } from './support.ts';

const card = (page: Page, c: string) => page.locator(`[data-testid=hand-card][data-card="${c}"]`);

async function openLesson(page: Page, id: string, lang: 'cs' | 'en'): Promise<void> {
  await page.goto(appUrl());
  await switchLanguage(page, lang);
  // A string runs in the page (this file is typed without the DOM).
  await page.evaluate(`window.location.hash = '#/lessons/${id}'`);
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '0');
}

/** defence.smear to its second step: the first step's right card (the ten of acorns) and on. */
async function toSecondStep(page: Page, lang: 'cs' | 'en'): Promise<void> {
  await openLesson(page, 'defence.smear', lang);
  await card(page, 'AX').click();
  await page.getByTestId('lesson-next-step').click();
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '1');
}

/** Boxes of what must lie inside the window on a phone, each one outside it described. */
async function offScreen(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const out: string[] = [];
  const boxes = [
    ['lesson-table', page.getByTestId('lesson-table')],
    ['lesson-seat', page.getByTestId('lesson-seat')],
    ['hand-card', page.getByTestId('hand-card')],
    ['lesson-task', page.getByTestId('lesson-task')],
  ] as const;
  for (const [name, locator] of boxes)
    for (const [i, el] of (await locator.all()).entries()) {
      const b = await el.boundingBox();
      if (b === null) continue;
      if (b.x < -0.5 || b.x + b.width > width + 0.5)
        out.push(`${name}[${i}] spans ${b.x.toFixed(0)}–${(b.x + b.width).toFixed(0)} of ${width}`);
    }
  // Nothing makes the page scroll sideways.
  const scroll = await page.evaluate('document.documentElement.scrollWidth');
  if (typeof scroll === 'number' && scroll > width + 0.5) out.push(`the page is ${scroll} px wide`);
  return out;
}

test('every card of defence.smear step 2 is found before the lesson ends', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await toSecondStep(page, 'cs');
  await expect(page.getByTestId('lesson-task')).toContainText('Najdi každou kartu');

  // The first right card is found: the lesson is not done, two cards remain.
  await card(page, 'A7').click();
  const found = page.getByTestId('lesson-found');
  await expect(found).toHaveAttribute('data-remaining', '2');
  await expect(found).toContainText('Ano, žaludská sedma úkol splní.');
  await expect(page.getByTestId('lesson-remaining')).toHaveText('Ještě 2 karty.');
  await expect(found).toContainText('Nalezené: žaludská sedma');
  await expect(page.getByTestId('lesson-finish')).toHaveCount(0);
  await expect(page.getByTestId('lesson-right')).toHaveCount(0);
  await expect(card(page, 'A7')).toHaveAttribute('data-found', 'true');
  await expect(page.getByTestId('lesson-check')).toBeVisible();

  // Found again: said so, not a mistake, still two to find.
  await card(page, 'A7').click();
  await expect(page.getByTestId('lesson-found-now')).toHaveText('Tuhle kartu už máš.');
  await expect(found).toHaveAttribute('data-remaining', '2');
  await expect(page.getByTestId('lesson-mistakes')).toContainText('0');

  await card(page, 'A8').click();
  await expect(found).toHaveAttribute('data-remaining', '1');
  await expect(page.getByTestId('lesson-remaining')).toHaveText('Ještě 1 karta.');
  await expect(found).toContainText('Nalezené: žaludská sedma, žaludská osma');
  await screenshot(page, 'lesson-collect-cs-1280');

  // The last card finishes the step, and with it the lesson: three stars, nothing missed.
  await card(page, 'B8').click();
  await expect(page.getByTestId('lesson-finish')).toBeVisible();
  await expect(page.getByTestId('lesson-stars')).toHaveAttribute('data-stars', '3');
});

test('a wrong card among the found ones is a mistake, and the found cards stay found', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await toSecondStep(page, 'cs');
  await card(page, 'A7').click();
  await expect(page.getByTestId('lesson-found')).toHaveAttribute('data-remaining', '2');
  // A card that lets the game through: explained as any wrong card.
  const wrong = page.locator(
    '[data-testid=hand-card]:not([data-card="A7"]):not([data-card="A8"]):not([data-card="B8"])',
  );
  await wrong.first().click();
  await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-kind', 'wrong');
  await expect(page.getByTestId('lesson-mistakes')).toContainText('1');
  await page.getByTestId('lesson-retry').click();
  await expect(page.getByTestId('lesson-found')).toHaveAttribute('data-remaining', '2');
  await card(page, 'A8').click();
  await card(page, 'B8').click();
  await expect(page.getByTestId('lesson-stars')).toHaveAttribute('data-stars', '2');
});

test('a step collecting the cards mid-way in English at 1920×1080', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await setPrefs(page, { lang: 'en', animation: 'off', sound: false });
  await toSecondStep(page, 'en');
  await expect(page.getByTestId('lesson-task')).toContainText('Find every card');
  await card(page, 'A7').click();
  await card(page, 'B8').click();
  await expect(page.getByTestId('lesson-found')).toContainText('Yes, the eight of bells does the task.');
  await expect(page.getByTestId('lesson-remaining')).toHaveText('1 more card.');
  await expect(page.getByTestId('lesson-found')).toContainText('Found: seven of acorns, eight of bells');
  await screenshot(page, 'lesson-collect-en-1920');
});

test('an every-legal-card step says nothing about the unseen cards', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openLesson(page, 'basics.follow-suit', 'cs');
  await expect(page.locator('[data-testid=lesson-table][data-check=seat]')).toBeVisible();
  await expect(page.getByTestId('lesson-task')).toContainText('Najdi všechny karty');
  await expect(page.getByTestId('lesson-check')).toHaveCount(0);
  await card(page, 'B7').click();
  await expect(page.getByTestId('lesson-found')).toContainText('Ano, kulovou sedmu zahrát smíš.');
  await expect(page.getByTestId('lesson-check')).toHaveCount(0);
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lesson table, every hand and the learner’s cards lie inside the window', async ({ page }) => {
    await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
    for (const lang of ['cs', 'en'] as const) {
      await toSecondStep(page, lang);
      expect(await offScreen(page)).toEqual([]);
      await card(page, 'A7').tap();
      await card(page, 'A8').tap();
      await expect(page.getByTestId('lesson-found')).toHaveAttribute('data-remaining', '1');
      expect(await offScreen(page)).toEqual([]);
      await screenshot(page, `lesson-collect-${lang}-phone`, true);
      // A seat step with its backs, and the first lesson's every-legal-card step.
      await openLesson(page, 'basics.contracts', lang);
      await card(page, 'HA').tap();
      await page.getByTestId('lesson-next-step').tap();
      await expect(page.locator('[data-testid=lesson-table][data-check=seat]')).toBeVisible();
      expect(await offScreen(page)).toEqual([]);
      await screenshot(page, `lesson-seat-${lang}-phone`, true);
      await openLesson(page, 'basics.trumps', lang);
      expect(await offScreen(page)).toEqual([]);
    }
  });
});
