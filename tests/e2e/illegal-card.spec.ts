/**
 * An illegal card: in play, the person clicks a card the rules do not allow now; the app keeps the
 * card in the hand and explains why in Czech, naming the rule's article.
 */
import { type Page, expect, test } from '@playwright/test';
import { activeCards, cardLocator, nextHand, playOn, screenshot, setPrefs, startSession } from './support.ts';

/**
 * If the active hand has a card the rules do not allow now, clicks it and checks the refusal; answers
 * whether it did.
 */
async function tryIllegalCard(page: Page): Promise<boolean> {
  const illegal = activeCards(page, 'illegal');
  if ((await illegal.count()) === 0) return false;
  const card = (await illegal.first().getAttribute('data-card')) ?? '';
  await expect(illegal.first().getByTestId('illegal-mark')).toBeVisible();
  const handBefore = await page.getByTestId('hand-card').count();
  await illegal.first().click();

  const text = page.getByTestId('explanation-text');
  await expect(text).toBeVisible();
  await expect(text).not.toBeEmpty();
  // Worded in Czech, with its diacritics ("Musíš přiznat barvu …").
  await expect(text).toHaveText(/[áčďéěíňóřšťúůýž]/i);
  await expect(page.getByTestId('explanation-citation')).toContainText(/čl\.|rules\//);
  await expect(page.getByTestId('explanation')).toContainText('Tohle nejde');

  // Nothing was played: the card is still in the hand, which is still the person's to play.
  await expect(cardLocator(page, card)).toHaveCount(1);
  await expect(page.getByTestId('hand-card')).toHaveCount(handBefore);
  await expect(page.locator('[data-testid=hand][data-active=true]')).toBeVisible();
  await screenshot(page, 'illegal-card-explanation-cs');
  return true;
}

test('clicking an illegal card explains the rule and keeps the card', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  await startSession(page);

  // Hands that end before the cards are all played (paid unplayed, a lost betl) do not count.
  let found = false;
  for (let hand = 1; hand <= 4 && !found; hand++) {
    const r = await playOn(page, { beforePlay: () => tryIllegalCard(page), doubling: 'flekToPlay' });
    found = r.decision.kind === 'play';
    if (found) break;
    // A hand may be played out without an illegal card ever being held (a declarer who leads every
    // trick, say); the next hand is tried.
    await nextHand(page);
  }
  expect(found, 'in four hands the person never held a card they could not play').toBe(true);

  // A legal card afterwards is played, and the explanation goes away.
  const legal = activeCards(page, 'legal').first();
  const card = (await legal.getAttribute('data-card')) ?? '';
  await legal.click();
  await expect(cardLocator(page, card)).toHaveCount(0);
  await expect(page.getByTestId('explanation-text')).toHaveCount(0);
});
