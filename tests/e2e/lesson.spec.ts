/**
 * The lesson runner in browser mode: the course lists the lessons; in the betl lesson a wrong card shows
 * the solver's explanation and line, "Zkusit znovu" goes back, an illegal card shows the engine's reason
 * with its article (followed into the rules and back, the step kept as it was), the right card opens the
 * second step, whose right card finishes the lesson with the stars main awarded (two: one wrong card, the illegal one makes a second mistake →
 * one star), and the course then shows the lesson done.
 * A points step (basics.counting) graded by the points, a seat step's right card with why it is right.
 * Screenshots of the course and a lesson in both languages at two window sizes.
 */
import { type Page, expect, test } from '@playwright/test';
import { appUrl, screenshot, setPrefs, switchLanguage } from './support.ts';

const LESSON = 'basics.betl';

async function openCourse(page: Page): Promise<void> {
  await page.goto(appUrl());
  // A string runs in the page (this file is typed without the DOM).
  await page.evaluate("window.location.hash = '#/lessons'");
  await expect(page.getByTestId('course-view')).toBeVisible();
  await expect(page.getByTestId('course-lesson').first()).toBeVisible();
}

const lessonItem = (page: Page) => page.locator(`[data-testid=course-lesson][data-lesson="${LESSON}"]`);
const card = (page: Page, c: string) => page.locator(`[data-testid=hand-card][data-card="${c}"]`);

test('a wrong card is explained, then the right one finishes the lesson with its stars', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  await openCourse(page);
  await expect(lessonItem(page)).toHaveAttribute('data-stars', '0');
  await lessonItem(page).getByRole('button').click();

  await expect(page.getByTestId('lesson-view')).toBeVisible();
  await expect(page.getByTestId('lesson-title')).toHaveText('Betl: neber žádný zdvih');
  await expect(page.getByTestId('lesson-explanation')).toContainText('V betlu se zavazuješ');
  await expect(page.getByTestId('lesson-explanation').locator('a.citation').first()).toContainText('čl. IV');
  await expect(page.getByTestId('lesson-task')).toContainText('Neber žádný zdvih');

  // A wrong card: the nine of leaves wins the trick. The solver's words and line are shown.
  await card(page, 'L9').click();
  const feedback = page.getByTestId('lesson-feedback');
  await expect(feedback).toHaveAttribute('data-kind', 'wrong');
  await expect(feedback).toContainText('Zelená devítka úkol nesplní.');
  await expect(page.getByTestId('lesson-goal-miss')).toContainText('zdvihů: 1');
  await expect(page.getByTestId('lesson-cost')).toContainText(/betl/i);
  await expect(page.getByTestId('lesson-line')).toContainText('zdvih');
  await expect(page.getByTestId('lesson-line-cards-card').first()).toHaveAttribute('data-card', 'L9');
  await expect(page.getByTestId('lesson-mistakes')).toContainText('1');
  await screenshot(page, 'lesson-wrong-cs-1280');
  // The keyboard goes on from "Zkusit znovu", and back in the hand once it is pressed.
  await expect(page.getByTestId('lesson-retry')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback).toHaveCount(0);
  await expect(page.locator('[data-testid=hand-card]:focus')).toHaveCount(1);

  // An illegal card: the engine's reason with its article.
  await card(page, 'B7').click();
  await expect(feedback).toHaveAttribute('data-kind', 'illegal');
  await expect(page.getByTestId('lesson-reason').locator('a.citation')).toBeVisible();
  // Its article opens in the rules; "Zpět do lekce" returns to the step as it was left.
  await page.getByTestId('lesson-reason').locator('a.citation').click();
  await expect(page.getByTestId('rules')).toBeVisible();
  await page.getByTestId('rules-return').click();
  await expect(feedback).toHaveAttribute('data-kind', 'illegal');
  await expect(page.getByTestId('lesson-mistakes')).toContainText('2');

  // The right card: the others reply and the second step opens; its right card (the ten of bells) finishes
  // the lesson with one star (two mistakes).
  await card(page, 'LU').click();
  await page.getByTestId('lesson-next-step').click();
  await card(page, 'BX').click();
  await expect(page.getByTestId('lesson-finish')).toBeVisible();
  await expect(page.getByTestId('lesson-stars')).toHaveAttribute('data-stars', '1');
  await expect(page.getByTestId('lesson-finish')).toContainText('Chyby: 2');
  await expect(page.getByTestId('lesson-next-lesson')).toBeFocused();
  await screenshot(page, 'lesson-finished-cs-1280');

  // Again without a mistake: three stars, and the course shows the best.
  await page.getByTestId('lesson-again').click();
  await card(page, 'LU').click();
  await page.getByTestId('lesson-next-step').click();
  await card(page, 'BX').click();
  await expect(page.getByTestId('lesson-stars')).toHaveAttribute('data-stars', '3');
  await page.getByTestId('lesson-to-course').click();
  await expect(lessonItem(page)).toHaveAttribute('data-stars', '3');
  await expect(page.locator('[data-testid=course-chapter][data-chapter=basics]')).toContainText('1/');
  // Still there after a reload (stored in main).
  await page.reload();
  await expect(lessonItem(page)).toHaveAttribute('data-stars', '3');
});

test('screens of the course and a lesson in both languages at two sizes', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const lang of ['cs', 'en'] as const) {
      await openCourse(page);
      await switchLanguage(page, lang);
      await screenshot(page, `course-${lang}-${size.width}`);
      await page.evaluate("window.location.hash = '#/lessons/basics.contracts'");
      await expect(page.getByTestId('lesson-step')).toBeVisible();
      await page.getByTestId('lesson-hint').click();
      await expect(page.getByTestId('lesson-hints')).toBeVisible();
      await screenshot(page, `lesson-${lang}-${size.width}`);
      // The seat step: only the learner's cards are open.
      await card(page, 'HA').click();
      await expect(page.getByTestId('lesson-next-step')).toBeVisible();
      await page.getByTestId('lesson-next-step').click();
      await expect(page.locator('[data-testid=lesson-table][data-check=seat]')).toBeVisible();
      const backs = page.locator('[data-testid=lesson-seat] [data-face=back]');
      await expect(backs).toHaveCount(6);
      const wrong = page.locator('[data-testid=hand-card]:not([data-card="BA"])').first();
      await wrong.click();
      await expect(page.getByTestId('lesson-feedback')).toBeVisible();
      // The layout that beats the card is shown open, with the note that it is one the seat cannot rule out.
      await expect(page.getByTestId('lesson-redealt')).toBeVisible();
      await expect(backs).toHaveCount(0);
      await screenshot(page, `lesson-seat-wrong-${lang}-${size.width}`, true);
      // The right card of the seat step: why it is right, in words that hold in every layout.
      await page.getByTestId('lesson-retry').click();
      await card(page, 'BA').click();
      await expect(page.getByTestId('lesson-why')).toContainText(
        lang === 'cs' ? 'Zabij sedmu' : 'Kill the seven',
      );
      await screenshot(page, `lesson-seat-right-${lang}-${size.width}`, true);
    }
  }
});

test('a points step is graded by the points, in both languages', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  for (const lang of ['cs', 'en'] as const) {
    await openCourse(page);
    await switchLanguage(page, lang);
    await page.evaluate("window.location.hash = '#/lessons/basics.counting'");
    await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '0');
    await expect(page.getByTestId('lesson-task')).toContainText(
      lang === 'cs' ? 'o 10 bodů víc' : '10 points more',
    );
    // The seven keeps no points: the side ends with 50 against the ten's 60 (the points objective).
    await card(page, 'A7').click();
    await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-kind', 'wrong');
    await expect(page.getByTestId('lesson-goal-miss')).toContainText('50');
    await expect(page.getByTestId('lesson-goal-miss')).toContainText('60');
    await screenshot(page, `lesson-points-wrong-${lang}-1280`, true);
    await page.getByTestId('lesson-retry').click();
    await card(page, 'AX').click();
    await expect(page.getByTestId('lesson-right')).toBeVisible();
    await expect(page.getByTestId('lesson-next-step')).toBeVisible();
    await screenshot(page, `lesson-points-right-${lang}-1280`, true);
  }
});
