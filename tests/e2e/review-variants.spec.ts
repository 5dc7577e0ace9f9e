/**
 * The review of a lízaný hand in browser mode against the real server: the hand played by clicking,
 * opened in review from its end and graded by main. Two hands are shown (the person at the bottom, the
 * other across), a call (trumps, the announcement, a double) and a card played while the stock lasted
 * are graded from the seat over the draws (the method in words, a call with the choices it was compared
 * with) and show the stock's count, a card after the stock carries both grades; nothing is left
 * unjudged. Screenshots in both languages at 1280×800 and 1920×1080.
 */
import { type Page, expect, test } from '@playwright/test';
import { screenshot, setPrefs, switchLanguage } from './support.ts';
import { playVariantHand, startVariant } from './variant-play.ts';

/** Grading runs the solver for every card (the stock's over the draws) on two busy cores. */
const GRADING_TIMEOUT = 900_000;

async function shots(page: Page, name: string): Promise<void> {
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `review-${name}-${lang}-1280`);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, `review-${name}-${lang}-1920`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'cs');
}

test('lízaný in review: two hands, a call and a card with the stock graded over the draws, a card after it graded', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', sound: false });
  await startVariant(page, { variant: 'twoHand', names: ['Eva', 'Karel'], preset: 'english003' });
  const log = await playVariantHand(page);
  expect(log.end).toBe('handEnd');

  await page.getByTestId('hand-review').click();
  await expect(page.getByTestId('review')).toBeVisible();
  // Grading starts once the hand is loaded (its hands shown): before that, no progress means nothing yet.
  await expect(page.getByTestId('review-hand').first()).toBeVisible({ timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-error')).toHaveCount(0);
  const places = await page
    .getByTestId('review-hand')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-place')));
  expect(places.sort()).toEqual(['bottom', 'top']);

  // The person's decisions one after another: a call, the first card while the stock lasts, then one
  // after it; none unjudged.
  let stockShown = false;
  let gradedShown = false;
  let callShown = false;
  let unjudged = 0;
  const next = page.getByTestId('review-next-decision');
  // The review opens at its first moment: the trumps named (forehand's first decision) are shown there.
  for (let i = 0; i < 40; i++) {
    if (i > 0) {
      if (!(await next.isEnabled())) break;
      await next.click();
    }
    const title = (await page.getByTestId('review-moment-title').textContent()) ?? '';
    unjudged += await page.getByTestId('review-unjudged').count();
    if ((await page.getByTestId('review-alternatives').count()) > 0) {
      // A call (trumps named, the game announced, a double): over the draws, each choice compared.
      await expect(page.getByTestId('review-stock')).toContainText('V balíčku');
      await expect(page.getByTestId('review-grade-seat')).not.toHaveAttribute('data-grade', 'none');
      await expect(page.getByTestId('review-grade-exact')).toHaveAttribute('data-grade', 'none');
      await expect(page.getByTestId('review-grade-seat').getByTestId('review-samples')).toContainText(
        /průměr z \d+ dobraní/,
      );
      await expect(page.getByTestId('review-verdict').last()).toContainText('zbytek hlášení');
      if (!callShown) await shots(page, 'two-hand-call');
      callShown = true;
    } else if (i === 0) {
      // The first moment is no decision of hers unless it is the trumps she named.
      continue;
    } else if (!stockShown && (await page.getByTestId('review-stock').count()) > 0) {
      // A card while the stock lasts: graded from the seat over the draws, the method said in words.
      await expect(page.getByTestId('review-stock')).toContainText('V balíčku');
      await expect(page.getByTestId('review-grade-seat')).not.toHaveAttribute('data-grade', 'none');
      await expect(page.getByTestId('review-grade-seat').getByTestId('review-samples')).toContainText(
        /průměr z \d+ dobraní/,
      );
      await expect(page.getByTestId('review-verdict').last()).toContainText('Dobraní je jedno možné pořadí');
      // The board could only refuse while the stock lasts: no button, a word why instead.
      await expect(page.getByTestId('review-board')).toHaveCount(0);
      await expect(page.getByTestId('review-board-stock')).toContainText('balíček dobere');
      stockShown = true;
      expect(title).toContain('Eva');
      await shots(page, `two-hand-stock`);
    } else if (!gradedShown && (await page.getByTestId('review-grade-exact').count()) > 0) {
      if ((await page.getByTestId('review-stock').count()) > 0) continue;
      await expect(page.getByTestId('review-grade-exact')).not.toHaveAttribute('data-grade', 'none');
      gradedShown = true;
      expect(title).toContain('Eva');
      await expect(page.getByTestId('review-board')).toBeVisible();
      await shots(page, `two-hand-graded`);
    }
  }
  expect(stockShown).toBe(true);
  expect(gradedShown).toBe(true);
  expect(callShown).toBe(true);
  expect(unjudged).toBe(0);
});

test('křížový in review: four hands where they sit, a call graded with its alternatives, a card graded', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', sound: false });
  await startVariant(page, { variant: 'fourHand', names: ['Eva', 'Karel', 'Jana', 'Petr'], preset: 'csm' });
  const log = await playVariantHand(page, { trumpPhase: 'Volba trumfu' });
  expect(log.end).toBe('handEnd');

  await page.getByTestId('hand-review').click();
  await expect(page.getByTestId('review')).toBeVisible();
  // Grading starts once the hand is loaded (its hands shown): before that, no progress means nothing yet.
  await expect(page.getByTestId('review-hand').first()).toBeVisible({ timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-error')).toHaveCount(0);
  const places = await page
    .getByTestId('review-hand')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-place')));
  expect(places.sort()).toEqual(['bottom', 'left', 'right', 'top']);

  // Every decision of the person in turn: nothing of křížový is left unjudged; a call is graded with
  // the choices it was compared with, a card both ways.
  const next = page.getByTestId('review-next-decision');
  const seen = { unjudged: 0, calls: 0, graded: 0, kinds: [] as string[] };
  while (await next.isEnabled()) {
    await next.click();
    seen.kinds.push((await page.getByTestId('review-moment-title').textContent()) ?? '');
    seen.unjudged += await page.getByTestId('review-unjudged').count();
    if ((await page.getByTestId('review-alternatives').count()) > 0) {
      await expect(page.getByTestId('review-grade-exact')).not.toHaveAttribute('data-grade', 'none');
      await expect(page.getByTestId('review-grade-seat')).not.toHaveAttribute('data-grade', 'none');
      if (seen.calls++ === 0) await shots(page, 'four-hand-call');
    } else if ((await page.getByTestId('review-grade-exact').count()) > 0) {
      if (seen.graded++ === 0) await shots(page, 'four-hand-card');
    }
  }
  expect(seen.unjudged, JSON.stringify(seen)).toBe(0);
  expect(seen.calls, JSON.stringify(seen)).toBeGreaterThan(0);
  expect(seen.graded, JSON.stringify(seen)).toBeGreaterThan(0);
});
