/**
 * A hand of křížový (pravidla ČSM, čl. VII odst. 2) played by clicking to its settlement: four play, the
 * person is forehand, chooses trumps with one of the first four cards, calls a rank whose trump card
 * someone else holds, keeps the suit game and plays every card; the partner is shown once the called
 * card falls, and the settlement pays pair against pair, one loser to one winner. Hands after the first
 * are played on until the partner has been revealed at a hand settled between pairs. Screenshots of the
 * call, the play with the partner shown and the settlement at both sizes in both languages.
 */
import { type Page, expect, test } from '@playwright/test';
import { nextHand, parseMoney, screenshot, setPrefs, switchLanguage } from './support.ts';
import { type VariantDecision, playVariantHand, startVariant } from './variant-play.ts';

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

test('křížový: call a rank, play, the partner revealed, pairs settled', async ({ page }) => {
  test.setTimeout(1_800_000);
  await setPrefs(page, { lang: 'cs', animation: 'fast', sound: false });
  await startVariant(page, { variant: 'fourHand', names: ['Eva', 'Karel', 'Jana', 'Petr'], preset: 'csm' });
  // All four play: three opponents around the felt, nobody sits out, the person holds four cards.
  await expect(page.locator('.opponent')).toHaveCount(3);
  await expect(page.getByTestId('sitting-out')).toHaveCount(0);
  await expect(page.getByTestId('hand-card')).toHaveCount(4);

  const partnerBadge = page.locator('[data-testid=seat-partner][data-mark=partner]');
  let revealedAt: string | null = null;
  let shotCall = false;
  let shotPartner = false;
  const before = async (d: VariantDecision) => {
    if (d.kind === 'callRank' && !shotCall) {
      shotCall = true;
      await shoot(page, 'four-hand-call');
    }
  };
  const after = async () => {
    if (revealedAt === null && (await partnerBadge.count()) > 0) {
      revealedAt = (await partnerBadge.first().textContent())?.trim() ?? '';
      if (!shotPartner) {
        shotPartner = true;
        await shoot(page, 'four-hand-partner');
      }
    }
  };

  // The deals are random: most hands show the partner and settle between pairs, yet four in a row
  // without one happened in a full run, so up to eight are played.
  for (let hand = 1; hand <= 8; hand++) {
    revealedAt = null;
    const log = await playVariantHand(page, { trumpPhase: 'Volba trumfu', before, after });
    expect(log.end).toBe('handEnd');
    if (hand === 1) {
      // The person was forehand: chose trumps with a card (no talon, no discard) and called a rank.
      expect(log.called, JSON.stringify(log)).not.toBeNull();
      expect(log.decisions).not.toContain('discard');
      expect(log.decisions).not.toContain('auction');
    }
    const settlement = page.getByTestId('settlement');
    await expect(settlement).toBeVisible();
    const money = (await settlement.getByTestId('settlement-money').locator('td').allTextContents()).map(
      parseMoney,
    );
    expect(money).toHaveLength(4);
    expect(money.reduce((a, b) => a + b, 0)).toBe(0);
    const partnerRow = settlement.getByTestId('settlement-with-declarer');
    if ((await partnerRow.count()) === 1 && revealedAt !== null && log.played === 8) {
      // Pair against pair: the declarer and the partner take or pay the same, the other two the opposite.
      const rows = await settlement.locator('tr[data-seat]').all();
      const side: number[] = [];
      for (const [seat, row] of rows.entries()) {
        const mine = (await row.getByTestId('settlement-with-declarer').count()) > 0;
        const declarer = (await row.locator('th').textContent())?.includes('(aktér)') ?? false;
        if (mine || declarer) side.push(seat);
      }
      expect(side).toHaveLength(2);
      const [a, b] = side as [number, number];
      expect(money[a]).toBe(money[b]);
      // Zero-sum by pairs; summed rather than negated, as -(0) is -0 and toBe tells it apart from 0.
      for (let s = 0; s < 4; s++)
        if (!side.includes(s)) expect((money[s] as number) + (money[a] as number)).toBe(0);
      await screenshot(page, 'four-hand-settlement-cs', true);
      await switchLanguage(page, 'en');
      await screenshot(page, 'four-hand-settlement-en', true);
      await switchLanguage(page, 'cs');
      test.info().annotations.push({ type: 'pairs', description: `hand ${hand}, called ${log.called}` });
      return;
    }
    await nextHand(page);
  }
  throw new Error('no hand in eight showed the partner revealed and a settlement between pairs');
});
