/**
 * Ložená hra at the table: when the person is declarer and to play, the "Složit" button is offered
 * (from `view.legal`); clicking it lays the cards down, and the engine's verdict is shown with its
 * article — at the end of the hand when the claim was right, beside the table when play goes on (a
 * wrong claim, with the cards open; one the check could not prove, withdrawn with nothing changed).
 */
import { expect, test } from '@playwright/test';
import { playOn, playUntil, screenshot, setPrefs, startSession, switchLanguage } from './support.ts';

test('the declarer lays the cards down with Složit and reads the verdict', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startSession(page);

  const claim = page.getByTestId('claim');
  await playUntil(page, () => claim.isVisible(), 'the person was never declarer to play', 6);
  await expect(claim).toHaveText('Složit');
  await screenshot(page, 'claim-button-cs-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await switchLanguage(page, 'en');
  await expect(claim).toHaveText('Lay down');
  await screenshot(page, 'claim-button-en-1920');

  await claim.click();
  const verdict = page.getByTestId('claim-verdict').first();
  await expect(verdict).toBeVisible();
  // The test of the contract (ČSM rules art. V §11, or the tournament rules art. II §19 for a seven
  // and dvě sedmy), and the remedy of a wrong claim (art. II §21).
  await expect(verdict).toContainText(/art\. II §(19|21)|art\. V §11/);
  await screenshot(page, 'claim-verdict-en-1920');
  if (await page.getByTestId('hand-end').isVisible()) {
    // Right: the hand is over and paid as laid down.
    await expect(verdict).toContainText('lays the cards down');
  } else if ((await verdict.textContent())?.includes('Not proven')) {
    // Not proven: withdrawn without consequence; the button stays offered, play goes on.
    await expect(verdict).not.toContainText('not a laydown');
    await expect(claim).toBeVisible();
    const r = await playOn(page);
    expect(r.decision.kind).toBe('handEnd');
  } else {
    // Wrong: play goes on; the button is not offered again in this trick.
    await expect(verdict).toContainText('not a laydown');
    await expect(claim).toHaveCount(0);
    await switchLanguage(page, 'cs');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('claim-verdict').first()).toContainText(
      'turnajová pravidla ČSM, čl. II odst. 21',
    );
    await screenshot(page, 'claim-wrong-cs-1280');
    const r = await playOn(page);
    expect(r.decision.kind).toBe('handEnd');
  }
  await expect(page.getByTestId('settlement')).toBeVisible();
  await screenshot(page, 'claim-end');
});
