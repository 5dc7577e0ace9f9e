/**
 * A whole hand by clicking, with the default animation speed: the person (seat 0, forehand) chooses
 * trumps with a card, keeps the suit game, discards two cards, announces, passes on doubles, plays
 * every trick, reads the settlement and the score sheet, and deals the next hand.
 */
import { expect, test } from '@playwright/test';
import {
  chooseTrumpCard,
  discardTwo,
  makeCall,
  nextDecision,
  nextHand,
  parseMoney,
  playOn,
  screenshot,
  setPrefs,
  startSession,
  switchLanguage,
} from './support.ts';

test('a whole hand by clicking, from the trump choice to the next hand', async ({ page }) => {
  test.setTimeout(600_000);
  await setPrefs(page, { lang: 'cs', animation: 'normal' });
  await startSession(page);

  // The bidding: seat 0 is forehand in the first hand and chooses trumps from the first seven.
  let d = await nextDecision(page);
  expect(d.kind).toBe('trumpChoice');
  await expect(page.getByTestId('hand-card')).toHaveCount(7);
  await screenshot(page, 'bidding-trump-choice-cs');
  const trumpCard = await chooseTrumpCard(page);
  await expect(page.getByTestId('trump')).not.toHaveText(/zatím nezvoleny/);
  await expect(page.getByTestId('hand-card')).toHaveCount(12);
  expect(trumpCard).toMatch(/^[HBLA][789XUOKA]$/);

  d = await nextDecision(page);
  expect(d.kind === 'calls' && d.calls.includes('chooseGame-suit'), JSON.stringify(d)).toBe(true);
  await screenshot(page, 'bidding-call-bar-cs');
  expect(await makeCall(page, ['chooseGame-suit'])).toBe('chooseGame-suit');

  d = await nextDecision(page);
  expect(d.kind).toBe('discard');
  await discardTwo(page);
  await expect(page.getByTestId('hand-card')).toHaveCount(10);

  // From here on the computer's answers decide what comes: announce, doubles, tricks, or an early end
  // (a plain "hra" nobody doubles is paid without playing).
  const result = await playOn(page);
  expect(result.decision.kind).toBe('handEnd');
  test.info().annotations.push({ type: 'cards played by clicking', description: String(result.played) });
  if (result.played > 0) {
    await expect(page.getByTestId('settlement-points')).toBeVisible();
    await expect(page.getByTestId('revealed')).toBeVisible();
  }

  const settlement = page.getByTestId('settlement');
  await expect(settlement).toBeVisible();
  const items = settlement.getByTestId('settlement-item');
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) {
    await expect(item).toHaveAttribute('data-kind', /\w+/);
    await expect(item).toHaveAttribute('data-won', /^(true|false)$/);
  }
  await expect(settlement.getByTestId('settlement-total')).not.toBeEmpty();
  const moneyCells = settlement.getByTestId('settlement-money').locator('td');
  await expect(moneyCells).toHaveCount(3);
  const money = (await moneyCells.allTextContents()).map(parseMoney);
  expect(
    money.reduce((a, b) => a + b, 0),
    `money does not balance: ${money.join(', ')}`,
  ).toBe(0);
  await expect(moneyCells.first()).toContainText('Kč');

  // The revealed hands, the log and the score sheet are tabs beside the settlement.
  await page.getByTestId('end-tab-sheet').click();
  const sheet = page.getByTestId('score-sheet');
  await expect(sheet.getByTestId('score-contract')).toHaveCount(1);
  await expect(sheet.getByTestId('score-row')).toHaveCount(1);
  // The total row has a cell per player (and an empty one under the "who declared what" column).
  const totalCells = sheet.getByTestId('score-total').locator('td:not(:empty)');
  await expect(totalCells).toHaveCount(3);
  const totals = (await totalCells.allTextContents()).map(parseMoney);
  expect(totals).toEqual(money);
  await expect(sheet.getByTestId('ledger-chart')).toBeVisible();
  await expect(sheet.getByTestId('chart-line')).toHaveCount(3);

  await screenshot(page, 'settlement-cs', true);
  await switchLanguage(page, 'en');
  await expect(moneyCells.first()).toContainText('CZK');
  await screenshot(page, 'settlement-en', true);
  await switchLanguage(page, 'cs');

  await nextHand(page);
  await expect(page.getByTestId('hand-no')).toHaveText('2');
  await expect(page.getByTestId('hand')).toBeVisible();
  await expect(page.getByTestId('hand-card').first()).toBeVisible();

  // Hand 1 may have been paid without playing (a plain "hra" nobody doubled): then play on, fleking
  // as a defender, until a hand has been played by clicking, so that this test always plays tricks.
  let played = result.played;
  for (let hand = 2; played === 0 && hand <= 5; hand++) {
    const r = await playOn(page, { doubling: 'flekToPlay' });
    played = r.played;
    await expect(page.getByTestId('score-row')).toHaveCount(hand);
    await expect(page.getByTestId('chart-line')).toHaveCount(3);
    if (played === 0) await nextHand(page);
  }
  expect(played, 'five hands in a row were paid without playing a card').toBeGreaterThan(0);
});
