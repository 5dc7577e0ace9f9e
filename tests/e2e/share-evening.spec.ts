/**
 * The evening on friends' devices (issue 53, points 1 and 2): a host at 1280×800 and two guests — Eva on a
 * 390×844 touch phone, Jan at a desktop — at a licitovaný table, where the dealer (Jan) bids first, so the
 * host's screen shows Jan's seat when the share panel opens. The panel still keeps the first person's
 * seat (Karel) on this computer and says so. After one hand played through by the three devices, each
 * guest opens the evening's settle-up through its own link (Eva from the hand's end, Jan from the
 * toolbar): the balances and payments equal the host's; no button only the host may use is shown; the
 * ledger chart (one line per player) fits the phone upright and sideways and the desktop, and each guest
 * sees their own seat's hands and money by role, summing to their balance. Eva
 * reviews her own decisions of the hand and opens "Zkusit znovu"; the seat is not hers to choose.
 * The host's statistics show each friend's money by role. Screenshots
 * (test-results/screenshots/share-evening-*): the host's panel and settle-up at 1280×800 and 1920×1080,
 * Eva's settle-up at 390×844 and 844×390 and Jan's at 1280×800, each in Czech and English; the host's
 * statistics.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { serve } from './global-setup.ts';
import {
  activeCards,
  andWaitForChange,
  cardLocator,
  chooseTrumpCard,
  makeCall,
  screenshot,
  setPrefs,
  tapCard,
  tapPoint,
} from './support.ts';
import { auctionTurn, callRankTurn, declareTurn } from './variant-play.ts';
import { type DeviceDecision, decisionNow } from './device-decision.ts';

async function legalCards(page: Page): Promise<string[]> {
  return activeCards(page, 'legal').evaluateAll((els) =>
    els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['card'] ?? ''),
  );
}

async function discardTwo(page: Page): Promise<void> {
  for (const card of (await legalCards(page)).slice(-2)) {
    const at = await tapPoint(page, card);
    expect(at, `${card} cannot be tapped`).not.toBeNull();
    await page.mouse.click(at!.x, at!.y);
    await expect(cardLocator(page, card)).toHaveAttribute('data-selected', 'true');
  }
  await andWaitForChange(page, () => page.getByTestId('discard-confirm').click());
}

type Decision = DeviceDecision;

async function take(page: Page, d: Decision, calls: string[]): Promise<void> {
  if (d === 'auction') await auctionTurn(page, 'hundred');
  else if (d === 'declare') await declareTurn(page);
  else if (d === 'callRank') await callRankTurn(page);
  else if (d === 'discard') await discardTwo(page);
  else if (d === 'trumpChoice') await chooseTrumpCard(page);
  else if (d === 'calls') await makeCall(page, calls);
  else if (d === 'card') {
    const [card] = await legalCards(page);
    await andWaitForChange(page, () => tapCard(page, card!));
  }
}

/** One hand played on every page until each shows its end: whoever is to decide decides. */
async function playHand(pages: readonly Page[]): Promise<void> {
  for (let round = 0; round < 2000; round++) {
    let acted = false;
    let ended = 0;
    for (const page of pages) {
      const { d, calls } = await decisionNow(page);
      if (d === 'handEnd') ended++;
      else if (d !== null) {
        await take(page, d, calls);
        acted = true;
      }
    }
    if (ended === pages.length) return;
    if (!acted)
      await expect
        .poll(
          async () => {
            const ds = [];
            for (const p of pages) ds.push((await decisionNow(p)).d);
            return ds.every((d) => d === 'handEnd') || ds.some((d) => d !== null && d !== 'handEnd');
          },
          { timeout: 90_000, intervals: [100] },
        )
        .toBe(true);
  }
  throw new Error('the hand did not end');
}

/** The settle-up as shown: each seat's balance (haléř) and each payment (from, to, haléř). */
async function settleShown(page: Page) {
  await expect(page.getByTestId('settle-balance').first()).toBeVisible();
  const balances = await page
    .getByTestId('settle-balance')
    .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-seat'), r.getAttribute('data-haler')]));
  const payments = await page
    .getByTestId('settle-payment')
    .evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute('data-from'), r.getAttribute('data-to'), r.getAttribute('data-haler')]),
    );
  return { balances, payments };
}

/**
 * The settle-up's ledger chart: an SVG with one line per player, inside the page's width (no sideways
 * scrolling at any size).
 */
async function chartFits(page: Page, players: number): Promise<void> {
  const svg = page.getByTestId('ledger-chart').locator('svg[role=img]');
  await expect(svg).toBeVisible();
  await expect(svg.getByTestId('chart-line')).toHaveCount(players);
  const box = await svg.boundingBox();
  const fit = await page.evaluate(() => ({
    width: window.innerWidth,
    scroll: document.documentElement.scrollWidth,
  }));
  expect(box, 'the chart has no box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(fit.width);
  expect(fit.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(fit.width);
}

/**
 * A guest's own figures by role after one hand of three (nobody sits out): one hand, either as the
 * declarer or in defence, the two parts summing to the seat's balance `haler`.
 */
async function rolesShown(page: Page, haler: string): Promise<void> {
  const roles = page.getByTestId('settle-roles');
  await expect(roles).toBeVisible();
  const row = (role: string) => roles.locator(`[data-testid=settle-role][data-role="${role}"]`);
  const figures = async (role: string) => ({
    hands: Number(await row(role).getAttribute('data-hands')),
    haler: Number(await row(role).getAttribute('data-haler')),
  });
  const declarer = await figures('declarer');
  const defender = await figures('defender');
  expect(await figures('total')).toEqual({ hands: 1, haler: Number(haler) });
  expect(declarer.hands + defender.hands).toBe(1);
  expect(declarer.haler + defender.haler).toBe(Number(haler));
  await expect(row('satOut')).toHaveCount(0);
  // The rows fit: nothing of them is cut off at the page's right edge.
  const width = await page.evaluate(() => window.innerWidth);
  for (const r of await roles.getByTestId('settle-role').all()) {
    const box = await r.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}

async function setLang(page: Page, lang: 'cs' | 'en'): Promise<void> {
  const button = page.locator(`[data-testid=lang-switch] [data-lang="${lang}"]`).first();
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function guestPage(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  return context.newPage();
}

test("a guest's evening on its own device, and the host's seat kept", async ({ browser }) => {
  test.setTimeout(600_000);
  const server = await serve(mkdtempSync(joinPath(tmpdir(), 'marias-e2e-evening-')));
  const url = server.url;
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await setPrefs(host, { lang: 'cs', animation: 'off' }, url);
  await host.goto(url);

  // A licitovaný table of three people: Karel, Eva and Jan (the first dealer, who bids first).
  await host.getByTestId('home-new').click();
  await host.locator('[data-testid=variant][data-variant="auction"]').check();
  const names = ['Karel', 'Eva', 'Jan'];
  await expect(host.getByTestId('seat-config')).toHaveCount(3);
  for (const [seat, name] of names.entries()) {
    const config = host.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-name').fill(name);
    await config.getByTestId('seat-kind').selectOption('human');
  }
  await host.getByTestId('practice').setChecked(false);
  await host.getByTestId('start').click();
  await expect(host).toHaveURL(/#\/table\/\d+$/);
  const id = Number(/#\/table\/(\d+)$/.exec(host.url())?.[1]);
  // The host's screen is at the seat to bid: Jan's (handed over to him), not the first person's.
  await expect(host.getByTestId('handover')).toContainText('Jan');

  // The share panel keeps the first person's seat here unless told otherwise, and says so.
  await host.getByTestId('share-open').first().click();
  const panel = host.getByTestId('share-panel');
  await expect(panel.getByTestId('share-host-seat')).toHaveValue('0');
  await panel.getByTestId('share-start').click();
  await expect(panel.getByTestId('share-host-stays')).toHaveText(
    'Na tomhle počítači zůstává Karel (místo 1). Ostatní místa hrají přátelé přes své odkazy.',
  );
  await expect(panel.getByTestId('share-seat')).toHaveCount(2);
  const links = new Map<number, string>();
  for (const seat of await panel.getByTestId('share-seat').all())
    links.set(
      Number(await seat.getAttribute('data-seat')),
      (await seat.getByTestId('share-link').textContent())?.trim() ?? '',
    );
  expect([...links.keys()].sort()).toEqual([1, 2]);
  await screenshot(host, 'share-evening-host-panel-cs-1280x800');
  await host.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(host, 'share-evening-host-panel-cs-1920x1080');
  await setLang(host, 'en');
  await expect(panel.getByTestId('share-host-stays')).toContainText('Karel (seat 1) stays on this computer.');
  await screenshot(host, 'share-evening-host-panel-en-1920x1080');
  await host.setViewportSize({ width: 1280, height: 800 });
  await screenshot(host, 'share-evening-host-panel-en-1280x800');
  await setLang(host, 'cs');
  await host.getByTestId('share-panel-close').click();
  // The host's screen plays Karel alone now.
  await expect(host.locator('.me')).toHaveAttribute('data-seat', '0');

  const eva = await guestPage(browser, true);
  const jan = await guestPage(browser, false);
  for (const [page, seat] of [
    [eva, 1],
    [jan, 2],
  ] as const) {
    await page.goto(links.get(seat)!);
    await expect(page.locator(`.me[data-seat="${seat}"]`)).toBeVisible();
    await setLang(page, 'cs');
  }

  await playHand([host, eva, jan]);

  // The host's own settle-up, from the toolbar.
  await host.getByTestId('table-settle').click();
  const hostSettle = await settleShown(host);
  expect(hostSettle.balances.some(([, h]) => h !== '0')).toBe(true);
  // The chart of the evening, and no one seat's figures by role (the host's statistics have them all).
  await chartFits(host, 3);
  await expect(host.getByTestId('settle-roles')).toHaveCount(0);
  for (const lang of ['cs', 'en'] as const) {
    await setLang(host, lang);
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await host.setViewportSize({ width, height });
      await screenshot(host, `share-evening-host-settle-${lang}-${width}x${height}`, true);
    }
  }
  await host.setViewportSize({ width: 1280, height: 800 });
  await setLang(host, 'cs');
  const balanceOf = (seat: number) => hostSettle.balances.find(([s]) => s === String(seat))?.[1] ?? '';

  // Eva's phone: the hand's end offers the settle-up, never "Ukončit večer" (only the host ends it).
  await expect(eva.getByTestId('end-evening')).toHaveCount(0);
  await expect(eva.getByTestId('hand-board')).toHaveCount(0);
  await eva.getByTestId('guest-settle').click();
  await expect(eva).toHaveURL(new RegExp(`#/settle/${id}$`));
  expect(await settleShown(eva)).toEqual(hostSettle);
  // Read-only: no renaming, no home; back to the table.
  await expect(eva.getByTestId('session-rename')).toHaveCount(0);
  await expect(eva.getByTestId('settle-home')).toHaveCount(0);
  await expect(eva.getByTestId('settle-table')).toBeVisible();
  // The chart and Eva's own figures by role fit the phone, held upright and sideways, in both languages.
  for (const lang of ['cs', 'en'] as const) {
    await setLang(eva, lang);
    await chartFits(eva, 3);
    await rolesShown(eva, balanceOf(1));
    await screenshot(eva, `share-evening-guest-settle-${lang}-390x844`, true);
    await eva.setViewportSize({ width: 844, height: 390 });
    await chartFits(eva, 3);
    await rolesShown(eva, balanceOf(1));
    await screenshot(eva, `share-evening-guest-settle-${lang}-844x390`, true);
    await eva.setViewportSize({ width: 390, height: 844 });
  }
  await setLang(eva, 'cs');
  await expect(eva.getByTestId('settle-roles-name')).toHaveText('Tvoje místo: Eva');

  // Jan's desktop: the toolbar's "Vyúčtování" works on a guest's page too, with his own figures.
  await jan.getByTestId('table-settle').click();
  expect(await settleShown(jan)).toEqual(hostSettle);
  await chartFits(jan, 3);
  await rolesShown(jan, balanceOf(2));
  await expect(jan.getByTestId('settle-roles-name')).toHaveText('Tvoje místo: Jan');
  for (const lang of ['cs', 'en'] as const) {
    await setLang(jan, lang);
    await screenshot(jan, `share-evening-guest-settle-${lang}-1280x800`, true);
  }
  await setLang(jan, 'cs');
  await jan.getByTestId('settle-table').click();
  await expect(jan.getByTestId('hand-end')).toBeVisible();

  // Eva reviews her own decisions of the hand: her seat only, and "Zkusit znovu".
  await eva.getByTestId('settle-table').click();
  await expect(eva.getByTestId('hand-end')).toBeVisible();
  await eva.getByTestId('hand-review').click();
  await expect(eva).toHaveURL(new RegExp(`#/review/${id}/1$`));
  await expect(eva.getByTestId('review-title')).toBeVisible();
  await expect(eva.getByTestId('review-seat')).toHaveCount(0);
  await expect(eva.getByTestId('review-evening')).toHaveCount(0);
  // Graded: her costliest decision opens, with "Zkusit znovu" (unless she lost nothing anywhere).
  const costly = eva.getByTestId('review-costly').first();
  await expect(costly.or(eva.getByTestId('review-no-losses').first())).toBeVisible({ timeout: 180_000 });
  await screenshot(eva, 'share-evening-guest-review-cs-390x844');
  if (await costly.isVisible()) {
    await costly.click();
    await expect(eva.getByTestId('review-retry')).toBeVisible();
    await eva.getByTestId('review-retry').click();
    await expect(eva.getByTestId('retry-title')).toBeVisible();
    await screenshot(eva, 'share-evening-guest-retry-cs-390x844');
    await eva.getByTestId('retry-back').click();
  } else test.info().annotations.push({ type: 'note', description: 'Eva lost nothing: no retry offered' });
  await eva.getByTestId('review-table').click();
  await expect(eva.getByTestId('hand-end')).toBeVisible();

  // The host's statistics split each friend's money by role; the two parts sum to the total.
  await host.goto(host.url().replace(/#.*$/, '#/stats'));
  const rows = host.getByTestId('stats-player');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    const cells = await row.locator('td').allTextContents();
    expect(cells).toHaveLength(6);
  }
  for (const [lang, size] of [
    ['cs', { width: 1280, height: 800 }],
    ['en', { width: 1920, height: 1080 }],
  ] as const) {
    await setLang(host, lang);
    await host.setViewportSize(size);
    await screenshot(host, `share-evening-host-stats-${lang}-${size.width}x${size.height}`, true);
  }

  await server.stop();
});
