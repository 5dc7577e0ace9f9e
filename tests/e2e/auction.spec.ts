/**
 * A hand of licitovaný (pravidla ČSM, čl. VII odst. 3; the tournament rules csm002) played by clicking to
 * its settlement: the person bids or holds ("Mám") in the auction bar, wins it, takes the talon, declares
 * a contract at least as high in the declare panel, discards, and plays every card; the settlement pays
 * the declarer against both defenders alike. Hands the person does not win are played on as a defender
 * until one is won. Screenshots of the auction and the declaration at both sizes in both languages.
 */
import { type Page, expect, test } from '@playwright/test';
import { nextHand, parseMoney, screenshot, setPrefs, switchLanguage } from './support.ts';
import { type VariantDecision, playVariantHand, startVariant } from './variant-play.ts';

/** Screenshots of a decision once, at 1280×800 and 1920×1080, in Czech and English (back to Czech). */
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

test('licitovaný: bid, take the talon, declare, play to the settlement', async ({ page }) => {
  test.setTimeout(900_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', sound: false });
  await startVariant(page, { variant: 'auction', names: ['Eva', 'Karel', 'Jana'], preset: 'csm002' });

  const shot = new Set<string>();
  const before = async (d: VariantDecision) => {
    if ((d.kind === 'auction' || d.kind === 'declare') && !shot.has(d.kind)) {
      shot.add(d.kind);
      await shoot(page, `auction-${d.kind}`);
    }
  };

  for (let hand = 1; hand <= 6; hand++) {
    const log = await playVariantHand(page, { cap: 'hundred', before });
    expect(log.end).toBe('handEnd');
    const settlement = page.getByTestId('settlement');
    if (log.declared !== null && log.played > 0) {
      // The person won the auction, declared and played: every card of the hand was played by clicking.
      expect(log.decisions).toContain('auction');
      expect(log.decisions).toContain('discard');
      expect(log.played).toBe(10);
      await expect(settlement).toBeVisible();
      const money = (await settlement.getByTestId('settlement-money').locator('td').allTextContents()).map(
        parseMoney,
      );
      expect(money).toHaveLength(3);
      expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      // The declarer (Eva, seat 0) against both defenders, who pay or are paid the same.
      expect(money[1]).toBe(money[2]);
      // (A hand can end at no money: then −2 × 0 is −0, which toBe tells from 0.)
      expect((money[0] as number) + 2 * (money[1] as number)).toBeCloseTo(0, 9);
      await expect(settlement.locator('tr[data-seat="0"] th')).toContainText('Eva');
      const items = settlement.getByTestId('settlement-item');
      expect(await items.count()).toBeGreaterThan(0);
      await screenshot(page, 'auction-settlement-cs', true);
      await switchLanguage(page, 'en');
      await screenshot(page, 'auction-settlement-en', true);
      await switchLanguage(page, 'cs');
      await page.getByTestId('end-tab-sheet').click();
      await expect(page.getByTestId('score-row')).toHaveCount(hand);
      test.info().annotations.push({
        type: 'won',
        description: `hand ${hand}: ${log.auction.join(', ')}; ${log.declared}`,
      });
      return;
    }
    await nextHand(page);
  }
  throw new Error('the person won no auction in six hands');
});
