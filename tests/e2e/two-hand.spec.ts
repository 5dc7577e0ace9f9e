/**
 * A hand of lízaný (the English description of the game, "Lízaný Mariáš") played by clicking to its
 * settlement: two play, the person is forehand and names trumps from the first four cards, announces,
 * and plays all sixteen tricks (and a second hand where the first gave him no trick to follow with the
 * stock left); while the stock lasts both draw after every trick and any card may be
 * played (only an announced trump seven waits), and once it is gone the full duties apply. The
 * settlement is between the two. Screenshots with the stock and after it at both sizes in both languages.
 */
import { type Page, expect, test } from '@playwright/test';
import {
  activeCards,
  nextHand,
  parseMoney,
  screenshot,
  setPrefs,
  switchLanguage,
  tableState,
} from './support.ts';
import { playVariantHand, startVariant } from './variant-play.ts';

async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-cs`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, `${name}-cs-1920`);
  await switchLanguage(page, 'en');
  await screenshot(page, `${name}-en-1920`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-en`);
  await switchLanguage(page, 'cs');
}

test('lízaný: trumps named, play with the stock, then the full duties, to the settlement', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', sound: false });
  await startVariant(page, { variant: 'twoHand', names: ['Eva', 'Karel'], preset: 'english003' });
  await expect(page.locator('.opponent')).toHaveCount(1);
  const stock = page.getByTestId('stock');
  await expect(stock).toBeVisible();

  const counts: number[] = [];
  let freeFollows = 0;
  let dutyFollows = 0;
  let shotStock = false;
  let shotDuties = false;
  const play = () =>
    playVariantHand(page, {
      beforePlay: async () => {
        const count = Number(await stock.getAttribute('data-count'));
        counts.push(count);
        const s = await tableState(page);
        if (count > 0) {
          await expect(page.getByTestId('full-duties')).toHaveCount(0);
          // While the stock lasts nothing need be followed: every card may be played but an announced
          // trump seven, which waits for the last trick.
          const illegal = await activeCards(page, 'illegal').evaluateAll((els) =>
            els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['card'] ?? ''),
          );
          expect(
            illegal.length,
            `cards refused with the stock left: ${illegal.join(' ')}`,
          ).toBeLessThanOrEqual(1);
          expect(illegal.every((c) => c.endsWith('7'))).toBe(true);
          if (s.trick.length === 1) freeFollows++;
          if (!shotStock && s.trick.length === 1) {
            shotStock = true;
            await shoot(page, 'two-hand-stock');
          }
        } else {
          await expect(page.getByTestId('full-duties')).toBeVisible();
          // The full duties: holding the suit led, only that suit may be played.
          const led = s.trick.length === 1 ? (s.trick[0] ?? '')[0] : undefined;
          const cards = s.hand.map((c) => c.split(':'));
          if (led !== undefined && cards.some(([c]) => c?.[0] === led)) {
            dutyFollows++;
            const legal = cards.filter(([, ok]) => ok === 'true').map(([c]) => c ?? '');
            expect(legal.length).toBeGreaterThan(0);
            expect(
              legal.every((c) => c[0] === led),
              `led ${led}, allowed ${legal.join(' ')}`,
            ).toBe(true);
          }
          if (!shotDuties) {
            shotDuties = true;
            await shoot(page, 'two-hand-duties');
          }
        }
        return false;
      },
    });
  const log = await play();
  expect(log.end).toBe('handEnd');
  // Forehand named trumps from a call (no card, no talon) and played all sixteen tricks.
  expect(log.decisions).not.toContain('discard');
  expect(log.played).toBe(16);
  // The stock went down by two after each of the first eight tricks, then stayed empty.
  expect(counts[0]).toBeGreaterThan(0);
  for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1] as number);
  expect(counts.at(-1)).toBe(0);
  expect(counts.filter((c) => c === 0)).toHaveLength(8);
  // Forehand may take every trick while the stock lasts and so never follow one; in the next hand the
  // computer leads first and the person follows at once (that hand may end early, proven settled).
  let hand = 1;
  if (freeFollows === 0) {
    await nextHand(page);
    hand = 2;
    expect((await play()).end).toBe('handEnd');
  }
  expect(freeFollows).toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'follows',
    description: `${freeFollows} with the stock left, ${dutyFollows} holding the suit led after it (${hand} hands)`,
  });

  const settlement = page.getByTestId('settlement');
  await expect(settlement).toBeVisible();
  const money = (await settlement.getByTestId('settlement-money').locator('td').allTextContents()).map(
    parseMoney,
  );
  expect(money).toHaveLength(2);
  // Zero-sum: a drawn hand reads 0 and 0, and -(0) is -0, which toBe tells apart from 0.
  expect((money[0] as number) + (money[1] as number)).toBe(0);
  await screenshot(page, 'two-hand-settlement-cs', true);
  await switchLanguage(page, 'en');
  await screenshot(page, 'two-hand-settlement-en', true);
  await switchLanguage(page, 'cs');
  await page.getByTestId('end-tab-sheet').click();
  await expect(page.getByTestId('score-row')).toHaveCount(hand);
});
