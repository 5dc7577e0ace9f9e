/**
 * The shared table says what happened (browser mode, a host at 1280×800 and a friend's 390×844 phone in
 * separate browser contexts): the friend's phone goes away mid-hand (its context closed), the host's
 * table marks the seat "nepřipojen"; the host lets the computer play it at a level picked in the share
 * panel, and the table marks it "hraje počítač (…)" while the computer plays its cards; the host gives it
 * back, the friend comes back and is told what the computer did for them ("Zatímco jsi byl pryč,
 * počítač za tebe zahrál 2 karty …"), and the hand's log marks those cards. Then the host issues that seat
 * a new link alone: the old link is refused as a closed one, the new one plays the seat. Screenshots go
 * to test-results/screenshots/share-notices-*.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { serve } from './global-setup.ts';
import {
  activeCards,
  andWaitForChange,
  chooseTrumpCard,
  discardTwo,
  makeCall,
  screenshot,
  setPrefs,
  switchLanguage,
  tapCard,
} from './support.ts';
import { declareTurn } from './variant-play.ts';
import { type DeviceDecision, decisionNow } from './device-decision.ts';

type Decision = DeviceDecision | null;

async function take(page: Page, d: Decision, calls: string[]): Promise<void> {
  if (d === 'declare') await declareTurn(page);
  else if (d === 'discard') await discardTwo(page);
  else if (d === 'trumpChoice') await chooseTrumpCard(page);
  else if (d === 'calls') await makeCall(page, calls);
  else if (d === 'card') {
    const [card] = await activeCards(page, 'legal').evaluateAll((els) =>
      els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['card'] ?? ''),
    );
    expect(card, 'no legal card').toBeDefined();
    await andWaitForChange(page, () => tapCard(page, card!));
  }
}

/**
 * Each page decides whatever it is to decide until `done` says stop (checked before each decision);
 * nobody able to decide, it waits until somebody can (a computer's card, a device catching up).
 */
async function playWhile(pages: readonly Page[], done: (page: Page, d: Decision) => Promise<boolean>) {
  for (let round = 0; round < 500; round++) {
    let acted = false;
    for (const page of pages) {
      const { d, calls } = await decisionNow(page);
      if (await done(page, d)) return;
      if (d === null || d === 'handEnd') continue;
      await take(page, d, calls);
      acted = true;
    }
    if (!acted)
      await expect
        .poll(
          async () => {
            for (const page of pages) {
              const { d } = await decisionNow(page);
              if ((await done(page, d)) || (d !== null && d !== 'handEnd')) return true;
            }
            return false;
          },
          { timeout: 90_000, intervals: [100] },
        )
        .toBe(true);
  }
  throw new Error('the table never reached what the test waits for');
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

/** The host's share panel: open it, run `inside`, close it. */
async function inPanel(host: Page, inside: (panel: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await host.getByTestId('share-open').first().click();
  const panel = host.getByTestId('share-panel');
  await expect(panel).toBeVisible();
  await inside(panel);
  await host.getByTestId('share-panel-close').click();
  await expect(panel).toHaveCount(0);
}

test('a friend away: the host’s table marks the seat away and stood in, the friend is told what the computer did, one seat’s link renewed alone', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = await serve(mkdtempSync(joinPath(tmpdir(), 'marias-e2e-notices-')));
  const url = server.url;
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await setPrefs(host, { lang: 'cs', animation: 'off' }, url);

  // Volený: the host and Eva are people, Pavel a computer.
  await host.goto(url);
  await host.getByTestId('home-new').click();
  await host.locator('[data-testid=variant][data-variant="chosen"]').check();
  for (const [seat, name] of ['Hostitel', 'Eva', 'Pavel'].entries()) {
    const config = host.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-name').fill(name);
    await config.getByTestId('seat-kind').selectOption(seat < 2 ? 'human' : 'ai');
    if (seat === 2) await config.getByTestId('seat-level').selectOption('zacatecnik');
  }
  await host.getByTestId('practice').setChecked(false);
  await host.getByTestId('start').click();
  await expect(host).toHaveURL(/#\/table\/\d+$/);

  let link = '';
  await inPanel(host, async (panel) => {
    await panel.getByTestId('share-host-seat').selectOption('0');
    await panel.getByTestId('share-start').click();
    await expect(panel.getByTestId('share-seat')).toHaveCount(1);
    // The stand-in's level is the host's to pick: the person, or the computer at each level.
    await expect(panel.getByTestId('share-stand-in').locator('option')).toHaveCount(4);
    link = (await panel.getByTestId('share-link').textContent())?.trim() ?? '';
  });
  expect(link).toMatch(/#seat=[\w-]+$/);

  let eva = await phone(browser);
  await eva.page.goto(link);
  await expect(eva.page.locator('.me[data-seat="1"]')).toBeVisible();
  const evaSeat = host.locator('[data-testid=seat][data-seat="1"]');
  await expect(evaSeat).toBeVisible();
  await expect(evaSeat.getByTestId('seat-away')).toHaveCount(0);

  // Played until Eva is to play a card; then her phone goes away.
  await playWhile([host, eva.page], async (page, d) => page === eva.page && d === 'card');
  await eva.context.close();
  // Her stream closes at once; she stops counting as connected 10 s after her last request.
  await expect(evaSeat.getByTestId('seat-away')).toBeVisible({ timeout: 30_000 });
  await expect(evaSeat.getByTestId('seat-stood-in')).toHaveCount(0);
  await screenshot(host, 'share-notices-host-away-cs-1280x800');

  // The host lets the computer play her seat, as a beginner.
  await inPanel(host, async (panel) => {
    await panel.getByTestId('share-stand-in').selectOption('zacatecnik');
    await expect(panel.getByTestId('share-stand-in')).toHaveValue('zacatecnik');
  });
  await expect(evaSeat.getByTestId('seat-stood-in')).toHaveAttribute('data-level', 'zacatecnik');
  await expect(evaSeat.getByTestId('seat-stood-in')).toContainText('hraje počítač (začátečník)');
  await expect(evaSeat.getByTestId('seat-away')).toBeVisible();
  await screenshot(host, 'share-notices-host-stood-in-cs-1280x800');
  await switchLanguage(host, 'en');
  await expect(evaSeat.getByTestId('seat-stood-in')).toContainText('computer plays (beginner)');
  await expect(evaSeat.getByTestId('seat-away')).toContainText('not connected');
  await screenshot(host, 'share-notices-host-stood-in-en-1280x800');
  await host.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(host, 'share-notices-host-stood-in-en-1920x1080');
  await host.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(host, 'cs');

  // The host plays on while the computer plays Eva's cards: until two of them lie in finished tricks.
  const stoodIn = host.locator('[data-testid=hand-log] .played[data-stand-in=true]');
  await playWhile([host], async () => (await stoodIn.count()) >= 2);
  const computerCards = await stoodIn.count();

  // Given back before she returns; the host's table marks her seat as the person's again.
  await inPanel(host, async (panel) => {
    await panel.getByTestId('share-stand-in').selectOption('');
  });
  await expect(evaSeat.getByTestId('seat-stood-in')).toHaveCount(0);

  // Eva comes back on a fresh phone page (a new device speaks the browser's English first).
  eva = await phone(browser);
  await eva.page.goto(link);
  await expect(eva.page.locator('.me[data-seat="1"]')).toBeVisible();
  await expect(host.locator('[data-testid=seat][data-seat="1"]').getByTestId('seat-away')).toHaveCount(0, {
    timeout: 15_000,
  });
  const notice = eva.page.getByTestId('stand-in-notice');
  await expect(notice).toBeVisible();
  const told = Number(await notice.getAttribute('data-cards'));
  expect(told).toBeGreaterThanOrEqual(computerCards);
  await expect(notice).toContainText(`While you were away, the computer played ${told} cards`);
  await screenshot(eva.page, 'share-notices-guest-en-390x844');
  await switchLanguage(eva.page, 'cs');
  const karty = told >= 5 ? 'karet' : 'karty';
  await expect(notice).toContainText(`Zatímco jsi byl pryč, počítač za tebe zahrál ${told} ${karty}`);
  await screenshot(eva.page, 'share-notices-guest-cs-390x844');
  // The hand's log marks the cards the computer played for her.
  await eva.page.locator('[data-testid=hand-log] > summary').click();
  await expect(eva.page.locator('[data-testid=hand-log] .played[data-stand-in=true]')).toHaveCount(
    computerCards,
  );
  await expect(eva.page.getByTestId('log-stand-in-legend')).toBeVisible();
  await screenshot(eva.page, 'share-notices-guest-log-cs-390x844');
  await eva.page.locator('[data-testid=hand-log] > summary').click();
  await eva.page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(eva.page, 'share-notices-guest-cs-1920x1080');
  await switchLanguage(eva.page, 'en');
  await screenshot(eva.page, 'share-notices-guest-en-1920x1080');
  await eva.page.setViewportSize({ width: 390, height: 844 });
  // "Got it" puts the notice away.
  await eva.page.getByTestId('stand-in-notice-ok').click();
  await expect(notice).toHaveCount(0);

  // The host issues Eva's seat a new link alone: the old one is refused as closed, the new one plays.
  let renewed = '';
  await inPanel(host, async (panel) => {
    await panel.getByTestId('share-relink').click();
    await expect(panel.getByTestId('share-relinked')).toBeVisible();
    renewed = (await panel.getByTestId('share-link').textContent())?.trim() ?? '';
    expect(renewed).not.toBe(link);
    // Nobody has opened the new link yet (the old link's page going does not count for it).
    await expect(panel.getByTestId('share-connected')).toHaveAttribute('data-connected', 'false');
    await screenshot(host, 'share-notices-host-relinked-cs-1280x800');
  });
  await expect(eva.page.getByTestId('connection')).toHaveAttribute('data-state', 'closed', {
    timeout: 20_000,
  });
  const stale = await phone(browser);
  await stale.page.goto(link);
  await expect(stale.page.getByTestId('guest-bad-link')).toBeVisible();
  await eva.page.goto('about:blank');
  await eva.page.goto(renewed);
  await expect(eva.page.locator('.me[data-seat="1"]')).toBeVisible();
  await expect(evaSeat.getByTestId('seat-away')).toHaveCount(0, { timeout: 15_000 });

  for (const c of [hostContext, eva.context, stale.context]) await c.close();
  await server.stop();
});
