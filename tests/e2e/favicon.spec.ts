/**
 * The pages have a favicon and load without an error in the console: the home page of browser mode, and a
 * guest's page on the shared table's server (a server of this spec's own, so that opening a share does
 * not touch the other specs' server). Before the favicon, every page logged a 404 for /favicon.ico; until
 * the guest server left Cross-Origin-Opener-Policy out at a non-loopback address, every guest page logged
 * that Chromium ignored it. The guest's link names this machine's first network address when it has one
 * (it is not loopback: the spec says which it used).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { serve } from './global-setup.ts';
import { appUrl, openHome, setPrefs } from './support.ts';

/** Console errors and failed requests of a page from now on (a 404 shows as both). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => seen.push(`failed ${r.url()}: ${r.failure()?.errorText ?? ''}`));
  return seen;
}

/** The browser's own request for the page's icon (Chromium asks once the page has loaded). */
const iconAsked = (page: Page) =>
  page.waitForResponse((r) => /favicon/.test(new URL(r.url()).pathname), { timeout: 60_000 });

/** The page's icon link answers a small PNG. */
async function expectFavicon(page: Page): Promise<void> {
  const href = await page.locator('link[rel=icon]').evaluate((l) => (l as HTMLLinkElement).href);
  const icon = await page.request.get(href);
  expect(icon.status(), href).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const body = await icon.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  // A favicon, not the 1024 px app icon (480 KB) a phone would download with every page.
  expect(body.length).toBeLessThan(16_000);
}

test('the home page has a favicon and loads without a console error', async ({ page }) => {
  await setPrefs(page, { lang: 'cs', animation: 'off', sound: false });
  const seen = problems(page);
  const asked = iconAsked(page);
  await openHome(page);
  expect((await asked).status()).toBe(200);
  await expectFavicon(page);
  expect(seen).toEqual([]);
  expect(new URL(appUrl()).origin).toBe(new URL(page.url()).origin);
});

test("a guest's page on the shared table's server has the favicon too, without a console error", async ({
  page,
}) => {
  const server = await serve(mkdtempSync(join(tmpdir(), 'marias-e2e-favicon-')));
  try {
    const { origin, hash } = new URL(server.url);
    const token = new URLSearchParams(hash.slice(1)).get('token') ?? '';
    await setPrefs(page, { lang: 'en', animation: 'off', sound: false }, server.url);
    // A session with two people (seat 0 on this computer, seat 1 a friend's) from the new-session screen.
    await page.goto(server.url);
    await page.getByTestId('home-new').click();
    await expect(page.getByTestId('seat-config')).toHaveCount(3);
    await page
      .locator('[data-testid=seat-config][data-seat="1"]')
      .getByTestId('seat-kind')
      .selectOption('human');
    await page.getByTestId('practice').setChecked(false);
    await page.getByTestId('start').click();
    await expect(page).toHaveURL(/#\/table\/\d+$/);
    const id = Number(/#\/table\/(\d+)$/.exec(page.url())?.[1]);
    const opened = await page.request.post(`${origin}/api/shareOpen`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { id, hostSeat: 0 },
    });
    const share = (await opened.json()) as { ok: boolean; value: { seats: { link: string }[] } };
    expect(share.ok, JSON.stringify(share)).toBe(true);
    const link = share.value.seats[0]?.link ?? '';
    test.info().annotations.push({ type: 'guest address', description: new URL(link).hostname });

    const guest = await page.context().newPage();
    const seen = problems(guest);
    const asked = iconAsked(guest);
    await guest.goto(link);
    await expect(guest.getByTestId('hand')).toBeVisible();
    expect((await asked).status()).toBe(200);
    await expectFavicon(guest);
    // No error at all: over plain http at a home network's address the server sends no
    // Cross-Origin-Opener-Policy, which Chromium would ignore there and log as an error on every page.
    expect(seen).toEqual([]);
  } finally {
    await server.stop();
  }
});
