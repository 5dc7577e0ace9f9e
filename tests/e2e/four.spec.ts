/**
 * Four at the table (volený, the dealer sits each hand out, pravidla ČSM, čl. II odst. 4): a session of
 * four from the new-session screen, a hand played to its settlement with the seat sitting out shown
 * apart and paying or paid like a defender (čl. V odst. 1), the score sheet's four columns, and the next
 * hand, which the person deals and watches.
 */
import { type Page, expect, test } from '@playwright/test';
import { nextHand, openHome, parseMoney, playOn, screenshot, setPrefs, switchLanguage } from './support.ts';

const NAMES = ['Eva', 'Karel', 'Jana', 'Petr'];

async function startFour(page: Page): Promise<void> {
  await openHome(page);
  await page.getByTestId('home-new').click();
  await expect(page.getByTestId('new-session')).toBeVisible();
  await expect(page.getByTestId('seat-config')).toHaveCount(3);
  await page.getByTestId('players').selectOption('4');
  await expect(page.getByTestId('seat-config')).toHaveCount(4);
  await expect(page.getByTestId('players-note')).toBeVisible();
  for (const [seat, name] of NAMES.entries()) {
    const config = page.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-name').fill(name);
    if (seat === 0) await expect(config.getByTestId('seat-kind')).toHaveValue('human');
    else {
      await config.getByTestId('seat-kind').selectOption('ai');
      await config.getByTestId('seat-level').selectOption('zacatecnik');
    }
  }
  await screenshot(page, 'four-new-session-cs', true);
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  await expect(page.getByTestId('hand-no')).toHaveText('1');
}

test('a session of four: the dealer sits out, pays as a defender, and the deal moves on', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast' });
  await startFour(page);

  // Hand 1: Petr (seat 3) deals and sits out; Eva is forehand with twelve cards.
  const out = page.getByTestId('sitting-out');
  await expect(out).toHaveAttribute('data-seat', '3');
  await expect(out).toContainText('Petr');
  await expect(out).toContainText('tuto hru nehraje');
  await expect(out.getByTestId('sitting-out-money')).toContainText('0,00 Kč');
  await expect(page.locator('.opponent')).toHaveCount(2);
  await expect(page.getByTestId('hand-card')).toHaveCount(7);
  await screenshot(page, 'four-table-cs');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'four-table-cs-1920');
  await switchLanguage(page, 'en');
  await expect(out).toContainText('sits this hand out');
  await screenshot(page, 'four-table-en-1920');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'four-table-en');
  await switchLanguage(page, 'cs');

  const result = await playOn(page);
  expect(result.decision.kind).toBe('handEnd');
  const settlement = page.getByTestId('settlement');
  await expect(settlement).toBeVisible();
  const money = (await settlement.getByTestId('settlement-money').locator('td').allTextContents()).map(
    parseMoney,
  );
  expect(money).toHaveLength(4);
  expect(money.reduce((a, b) => a + b, 0)).toBe(0);
  // The declarer, one of the three who played, takes from or pays each of the other three the same:
  // Petr, sitting out, like each defender.
  if (money.some((m) => m !== 0)) {
    const declarer = money.findIndex((m) => m !== 0 && money.filter((x) => x * -3 === m).length === 3);
    expect(declarer, `money: ${money.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(declarer).not.toBe(3);
    for (const s of [0, 1, 2, 3]) if (s !== declarer) expect(money[s]).toBe(money[3]);
  }
  // Petr's row says he dealt and sat out.
  await expect(settlement.getByTestId('settlement-out')).toHaveCount(1);
  await expect(settlement.locator('tr[data-seat="3"]').getByTestId('settlement-out')).toBeVisible();
  await screenshot(page, 'four-settlement-cs');

  await page.getByTestId('end-tab-sheet').click();
  const sheet = page.getByTestId('score-sheet');
  await expect(sheet.locator('thead th')).toHaveCount(6);
  await expect(sheet.getByTestId('score-out')).toHaveCount(1);
  await expect(sheet.locator('td[data-out="true"]')).toHaveCount(1);
  await expect(sheet.getByTestId('chart-line')).toHaveCount(4);
  await screenshot(page, 'four-sheet-cs');
  await switchLanguage(page, 'en');
  await screenshot(page, 'four-sheet-en');
  await switchLanguage(page, 'cs');

  // Hand 2: the deal passes to Eva, who sits out and watches the three computers.
  await nextHand(page);
  const watching = page.getByTestId('you-sit-out');
  await expect(watching).toBeVisible();
  await expect(page.getByTestId('sitting-out')).toHaveCount(0);
  await expect(page.getByTestId('hand-card')).toHaveCount(0);
  await screenshot(page, 'four-watching-cs');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'four-watching-cs-1920');
  await switchLanguage(page, 'en');
  await screenshot(page, 'four-watching-en-1920');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'four-watching-en');
  // The computers play the hand out by themselves; a card from the seat across lies at the top.
  const topCard = page.locator('[data-testid=trick-card][data-place=top]');
  await expect(topCard.or(page.getByTestId('hand-end')).first()).toBeVisible({ timeout: 300_000 });
  if (await topCard.isVisible()) {
    await screenshot(page, 'four-watching-trick-en');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'four-watching-trick-en-1920');
  }
  await expect(page.getByTestId('hand-end')).toBeVisible({ timeout: 300_000 });
  await expect(page.getByTestId('settlement-money').locator('td')).toHaveCount(4);
});
