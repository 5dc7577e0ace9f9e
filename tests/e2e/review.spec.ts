/**
 * The review of finished hands in browser mode against the real server: a hand played to the end by
 * clicking, opened in review from the hand's end; the person's decisions graded by main (exact and from
 * the person's view, side by side and labelled), stepped through with buttons and keys, a card's verdict
 * in words; a moment saved to the library (a second save asks before overwriting) and opened in the
 * analysis board; the evening summary from the review and from home. Screenshots in both languages at
 * 1280×800 and 1920×1080.
 */
import { type Page, expect, test } from '@playwright/test';
import { nextHand, openHome, playOn, screenshot, setPrefs, startSession, switchLanguage } from './support.ts';

/** Grading a hand runs the solver for every decision of the person on two busy cores. */
const GRADING_TIMEOUT = 300_000;
const GRADES = ['best', 'inaccuracy', 'mistake', 'blunder'];

async function step(page: Page): Promise<{ n: number; total: number }> {
  const text = (await page.getByTestId('review-step').textContent()) ?? '';
  const m = /(\d+)\D+(\d+)/.exec(text);
  if (!m) throw new Error(`no step in "${text}"`);
  return { n: Number(m[1]), total: Number(m[2]) };
}

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `review-${name}-1280`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, `review-${name}-1920`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a finished hand in review: graded decisions, stepping, the verdict, the board, the library, the evening', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  const session = await startSession(page);

  // Play until a hand has been played out card by card (a plain game may be paid unplayed).
  let played = 0;
  for (let hand = 0; hand < 3 && played === 0; hand++) {
    if (hand > 0) await nextHand(page);
    played = (await playOn(page, { doubling: 'flekToPlay' })).played;
  }
  expect(played, 'no hand was played out in three').toBeGreaterThan(0);
  const handNo = Number(await page.getByTestId('hand-no').textContent());

  // From the hand's end to its review.
  await page.getByTestId('hand-review').click();
  await expect(page).toHaveURL(new RegExp(`#/review/${session}/${handNo}$`));
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-title')).toContainText(`${handNo}. hra`);
  // The title shows before the record has loaded ("Načítám…", "Okamžik 0 z 0"): wait for the moments.
  await expect.poll(async () => (await step(page)).total).toBeGreaterThan(played * 3 - 1);
  const first = await step(page);
  expect(first.n).toBe(0);

  // Grading streams in with its progress, then every decision of the person carries its grade.
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('review-error')).toHaveCount(0);
  const person =
    (await page.locator('[data-testid=review-hand][data-place=bottom] strong').textContent()) ?? '';
  expect(person).not.toBe('');
  const own = page.locator('[data-testid=review-moment]', { hasText: `${person}:` });
  const marked = page.locator(
    '[data-testid=review-timeline] [data-testid=review-moment]:has([data-testid=grade-mark])',
  );
  // Only decisions with a choice are graded (a card forced by the rules is not), so the person's cards
  // played give no exact count; at least one of them had a choice in a hand played out.
  expect(await marked.count()).toBeGreaterThan(0);
  // The counts per grade add up to the graded decisions, both ways.
  const countsExact = await page.getByTestId('review-count-exact').allTextContents();
  const countsSeat = await page.getByTestId('review-count-seat').allTextContents();
  expect(countsExact).toHaveLength(4);
  const sum = (xs: string[]) => xs.reduce((a, x) => a + Number(x), 0);
  expect(sum(countsExact)).toBeGreaterThan(0);
  expect(sum(countsSeat)).toBeGreaterThan(0);
  expect(sum(countsExact)).toBeLessThanOrEqual(await marked.count());
  expect(await own.count()).toBeGreaterThan(0);

  // Stepping: keys and buttons.
  await page.keyboard.press('ArrowRight');
  expect((await step(page)).n).toBe(1);
  await page.keyboard.press('ArrowLeft');
  expect((await step(page)).n).toBe(0);
  await page.getByTestId('review-end').click();
  expect((await step(page)).n).toBe(first.total);
  await expect(page.getByTestId('review-moment-title')).toHaveText(/Konec hry/);
  await page.keyboard.press('Home');
  expect((await step(page)).n).toBe(0);

  // The person's decisions one after another: each graded both ways, labelled.
  let cardMoment = false;
  for (let i = 0; i < 40 && !cardMoment; i++) {
    await page.getByTestId('review-next-decision').click();
    await expect(page.getByTestId('review-moment-title')).toContainText(`${person}:`);
    const exact = page.getByTestId('review-grade-exact');
    const seat = page.getByTestId('review-grade-seat');
    await expect(exact).toContainText('Se všemi kartami');
    await expect(seat).toContainText('Z tvého pohledu');
    expect(['none', ...GRADES]).toContain(await exact.getAttribute('data-grade'));
    expect(['none', ...GRADES]).toContain(await seat.getAttribute('data-grade'));
    cardMoment = (await page.getByTestId('review-board').count()) > 0;
  }
  expect(cardMoment, 'no card decision of the person').toBe(true);
  // A card is always priced exactly; a card worse than the best one is explained in words.
  const exactGrade = await page.getByTestId('review-grade-exact').getAttribute('data-grade');
  expect(GRADES).toContain(exactGrade);
  await expect(page.locator('[data-testid=review-card][data-chosen=true]')).toHaveCount(1);
  await expect(page.locator('[data-testid=review-card][data-best=true]').first()).toBeVisible();
  if (exactGrade !== 'best') await expect(page.getByTestId('review-verdict').first()).not.toBeEmpty();
  await shots(page, 'card-cs');

  // The costliest decision opens its moment.
  const costly = page.getByTestId('review-costly');
  if ((await costly.count()) > 0) {
    const index = Number(await costly.first().getAttribute('data-index'));
    await costly.first().click();
    expect((await step(page)).n).toBe(index);
    await expect(page.getByTestId('review-grade-exact')).toBeVisible();
  }

  // Back to a card moment: save it to the library; the same title again asks before overwriting.
  await page.keyboard.press('Home');
  for (let i = 0; i < 40 && (await page.getByTestId('review-board').count()) === 0; i++)
    await page.getByTestId('review-next-decision').click();
  const title = `Rozbor e2e ${Date.now()}`;
  await page.getByTestId('review-save-title').fill(title);
  await page.getByTestId('review-save-button').click();
  await expect(page.getByTestId('review-save-done')).toContainText(title);
  await page.getByTestId('review-save-button').click();
  await expect(page.getByTestId('review-save-conflict')).toContainText(title);
  await page.getByTestId('review-save-overwrite').click();
  await expect(page.getByTestId('review-save-done')).toContainText(title);

  // English, then the same moment in the analysis board.
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('review-grade-exact')).toContainText('With all cards visible');
  await expect(page.getByTestId('review-grade-seat')).toContainText('From your view');
  await shots(page, 'card-en');
  const moment = await step(page);
  await page.getByTestId('review-board').click();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('board-card').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('review')).toBeVisible();
  await switchLanguage(page, 'cs');
  expect((await step(page)).n).toBeLessThanOrEqual(moment.total);

  // The start of the hand (the bidding) in both languages.
  await page.keyboard.press('Home');
  await page.getByTestId('review-next-decision').click();
  await shots(page, 'bidding-cs');

  // The evening: every finished hand reviewed (cached ones at once), the costliest first.
  await page.getByTestId('review-evening').click();
  await expect(page).toHaveURL(new RegExp(`#/review/${session}$`));
  const hands = page.getByTestId('review-evening-hand');
  await expect(hands).toHaveCount(handNo);
  await expect(page.locator('[data-testid=review-evening-hand][data-status=done]')).toHaveCount(handNo, {
    timeout: GRADING_TIMEOUT,
  });
  await expect(page.getByTestId('review-summary')).toBeVisible();
  await shots(page, 'evening-cs');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('review-title')).toContainText('Review of the evening');
  await shots(page, 'evening-en');
  await switchLanguage(page, 'cs');
  const eveningCostly = page.getByTestId('review-costly');
  if ((await eveningCostly.count()) > 0) {
    await eveningCostly.first().click();
    await expect(page).toHaveURL(new RegExp(`#/review/${session}/\\d+/\\d+$`));
    await expect(page.getByTestId('review-grade-exact')).toBeVisible();
  } else {
    await page.getByTestId('review-open-hand').last().click();
    await expect(page.getByTestId('review')).toBeVisible();
  }

  // From home: the saved evening offers its review.
  await openHome(page);
  const item = page.locator(`[data-testid=session-item][data-session-id="${session}"]`);
  await item.getByTestId('session-review').click();
  await expect(page.getByTestId('review-evening-summary')).toBeVisible();
  await expect(page.locator('[data-testid=review-evening-hand][data-status=done]')).toHaveCount(handNo, {
    timeout: GRADING_TIMEOUT,
  });
});
