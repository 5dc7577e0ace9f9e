/**
 * The table survives a reload of the page (browser mode keeps the token and the address) and can be
 * resumed from the home screen: the same cards, the same stage of the hand, the same trick.
 */
import { type Page, expect, test } from '@playwright/test';
import {
  type TableState,
  chooseTrumpCard,
  handCards,
  nextDecision,
  playOn,
  playUntil,
  screenshot,
  setPrefs,
  startSession,
  tableId,
  tableState,
} from './support.ts';

/** The table once it is the person's turn again (a reload shows the same position when nobody else acts). */
async function stateAtTurn(page: Page): Promise<TableState> {
  await nextDecision(page);
  return tableState(page);
}

/**
 * The same position: everything equal, except that a complete trick still lying on the table (animations
 * off keep it until the next card) is not shown again after a reload.
 */
function expectSamePosition(after: TableState, before: TableState): void {
  const trick = before.trick.length === 3 ? [] : before.trick;
  expect(after).toEqual({ ...before, trick });
}

test('a reload and the home screen bring back the same table at the same point', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off' });
  const id = await startSession(page);

  // After choosing trumps: the game choice, with all twelve cards.
  await nextDecision(page);
  await chooseTrumpCard(page);
  const bidding = await stateAtTurn(page);
  expect(bidding.calls).toContain('chooseGame-suit');
  expect(bidding.hand).toHaveLength(12);

  await page.reload();
  expect(tableId(page)).toBe(id);
  expectSamePosition(await stateAtTurn(page), bidding);

  // After a few tricks, at the person's turn to play.
  await playUntil(
    page,
    async () => (await handCards(page).count()) <= 7,
    'no hand lasted until the person had played three tricks',
  );
  const midPlay = await tableState(page);
  expect(midPlay.phase).toBe('Sehrávka');

  await page.reload();
  expect(tableId(page)).toBe(id);
  expectSamePosition(await stateAtTurn(page), midPlay);

  // Home, then "resume the last session".
  await page.getByTestId('nav-home').click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator(`[data-testid=session-item][data-session-id="${id}"]`)).toBeVisible();
  await screenshot(page, 'home-cs');
  const resume = page.getByTestId('home-resume');
  await expect(resume).toBeEnabled();
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`#/table/${id}$`));
  expectSamePosition(await stateAtTurn(page), midPlay);

  // The game goes on from there to the end of the hand.
  const end = await playOn(page);
  expect(end.decision.kind).toBe('handEnd');
  await expect(page.getByTestId('score-row')).toHaveCount(Number(midPlay.handNo));
});
