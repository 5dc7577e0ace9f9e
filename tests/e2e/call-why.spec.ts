/**
 * "Proč? / Why?" after a hand against the computer: the hand's log at its end offers "proč?" beside each
 * computer call (and nowhere during the hand); asked, main runs the decision again and the log shows its
 * reason in counts and money, worded in the language on screen; the review's timeline shows the same.
 * Screenshots in both languages at 1280×800 and 1920×1080 go to test-results/screenshots/ (call-why-*).
 */
import { type Page, expect, test } from '@playwright/test';
import { DECISION_TIMEOUT, playOn, screenshot, setPrefs, startSession, switchLanguage } from './support.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

async function shots(page: Page, name: string): Promise<void> {
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.getByTestId('why-answer').first().scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${lang}-${size.width}`);
    }
  }
  await page.setViewportSize(SIZES[0]);
  await switchLanguage(page, 'cs');
}

test("after a hand, a computer's call says why in counts and money", async ({ page }) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startSession(page);
  // During the hand the log offers no "proč?".
  await expect(page.getByTestId('why-ask')).toHaveCount(0);
  const result = await playOn(page);
  expect(result.decision.kind).toBe('handEnd');

  await page.getByTestId('end-tab-log').click();
  const log = page.locator('#end-panel-log [data-testid=hand-log]');
  await expect(log).toBeVisible();
  const asks = log.getByTestId('why-ask');
  // The two computers answered the person's game at least once each (Dobrá, a flek or a pass).
  expect(await asks.count()).toBeGreaterThanOrEqual(2);
  // The person's own calls (seat 0) have none: every "proč?" stands on a computer's line.
  await expect(log.locator('[data-testid=log-call][data-seat="0"] [data-testid=why-ask]')).toHaveCount(0);
  await expect(log.locator('[data-testid=log-call][data-seat="0"]').first()).toBeVisible();

  // Ask about every computer call; each answer comes in words with its figures.
  const n = await asks.count();
  for (let i = 0; i < n; i++) await asks.first().click();
  const answers = log.getByTestId('why-answer');
  await expect(answers).toHaveCount(n, { timeout: DECISION_TIMEOUT });
  // Each answer is a reason (with its figures where deals were solved; "no other choice" for a forced
  // call) or, for a decision the clock cut short in the hand on a busy machine and run again untimed,
  // the refusal that says it came out otherwise: never a wrong reason.
  for (const a of await answers.all()) await expect(a).toHaveText(/\S/);
  const counted = log.locator('[data-testid=why-answer]:not(.failed)', { hasText: /^(?=.*\d).*rozdán/ });
  expect(await counted.count()).toBeGreaterThan(0);

  await shots(page, 'call-why');
  // In English the same answers are worded again, without asking main.
  await switchLanguage(page, 'en');
  await expect(
    log.locator('[data-testid=why-answer]:not(.failed)', { hasText: /^(?=.*\d).*deals/ }).first(),
  ).toBeVisible();
  await expect(log.getByTestId('why-pending')).toHaveCount(0);
  await switchLanguage(page, 'cs');

  // The review of the hand offers the same beside the computer's calls in its timeline: the answers
  // already asked are shown as they were (asked once).
  await page.getByTestId('hand-review').click();
  const timeline = page.getByTestId('review-timeline');
  await expect(timeline).toBeVisible();
  await expect(timeline.getByTestId('why-answer')).toHaveCount(n);
  await expect(
    timeline.locator('[data-testid=why-answer]', { hasText: /^(?=.*\d).*rozdán/ }).first(),
  ).toBeVisible();
  for (const lang of ['cs', 'en'] as const) {
    await switchLanguage(page, lang);
    await page.setViewportSize(SIZES[0]);
    await timeline.getByTestId('why-answer').last().scrollIntoViewIfNeeded();
    await screenshot(page, `call-why-review-${lang}-1280`);
  }
});
