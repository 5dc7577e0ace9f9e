/**
 * The learner's weak spots in browser mode. A data directory is prepared with mined drills (vynášení and
 * počítání, stored by the stock's own code) and the mistakes a learner made before (recorded by the
 * store's own code: three of "dotáhni poslední trumf" — from a review, a drill and a lesson —, one of
 * "zabij sedmu", two bidding ones no principle names); its own server opens it. The training screen
 * says what the drills of every theme lean toward; a wrong card played there is recorded, and the
 * progress page counts it among the weak spots, by principle and by theme, with the lesson link, in
 * Czech and English, and fits a phone's width. Screenshots: Czech 1280×800, English 1920×1080, a phone
 * 390×844 (both languages), in /tmp/shots/weakspots/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { openStore } from '../../src-main/store/store.ts';
import { storeFile } from '../../src-main/store/location.ts';
import { mineDrill } from '../../src-main/training/mine.ts';
import { type Drill } from '../../src-main/training/drill-judge.ts';
import { storeMined } from '../../src-main/training/stock.ts';
import { serve } from './global-setup.ts';
import { setPrefs, shootAt, SCREENSHOTS } from './support.ts';

const SHOTS = join(SCREENSHOTS, 'weakspots');

let server: { url: string; stop: () => Promise<void> };
const drills: Drill[] = [];
/** The stored drills by their id (a drill mined twice from one position is stored once). */
const byId = new Map<number, Drill>();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const theme of ['vynaseni', 'pocitani'] as const)
    for (let seed = 1, n = 0; n < 3; seed++) {
      const d = mineDrill(seed, theme, { kind: 'exact' });
      if (d === null) continue;
      drills.push(d);
      n++;
    }
  const dataDir = mkdtempSync(join(tmpdir(), 'marias-e2e-weak-'));
  const store = openStore(storeFile(dataDir));
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  try {
    for (const d of drills) {
      const [id] = storeMined(store.drills, [d], new Date().toISOString());
      if (id !== undefined) byId.set(id, d);
    }
    const m = (
      source: 'review' | 'drill' | 'lesson',
      theme: string,
      technique: string | null,
      days: number,
    ) => store.mistakes.record({ source, theme, technique, origin: null, at: day(days) });
    m('review', 'vynaseni', 'drawLastTrump', 1);
    m('drill', 'vynaseni', 'drawLastTrump', 9);
    m('lesson', 'sedma', 'drawLastTrump', 2);
    m('drill', 'sedma', 'killTheSeven', 3);
    m('review', 'game', null, 1);
    m('review', 'talon', null, 4);
  } finally {
    store.close();
  }
  server = await serve(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

const shoot = (page: Page, name: string, w: number, h: number) => shootAt(page, SHOTS, name, w, h);

/** The page's width at a phone's 390 px: nothing wider than the screen. */
const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

test('the drills lean toward the weakest principle, and the progress page groups the mistakes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await setPrefs(page, { lang: 'cs', deck: 'czech' }, server.url);
  await page.goto(server.url);
  const origin = new URL(server.url).origin;
  await page.goto(`${origin}/#/training`);
  const task = page.getByTestId('drill-task');
  await expect(task).toBeVisible({ timeout: 60_000 });
  const focus = page.getByTestId('drill-focus');
  await expect(focus).toHaveText('Procvičujeme: dotáhni poslední trumf — tvoje nejčastější chyba (3 chyby)');
  await shoot(page, 'training-cs', 1280, 800);
  await shoot(page, 'training-cs-phone', 390, 844);

  // A wrong card: recorded among the mistakes.
  const id = Number(await task.getAttribute('data-drill'));
  const d = byId.get(id);
  if (d === undefined) throw new Error(`drill ${id} is none of the prepared ones`);
  const wrong = d.others[0]?.card as string;
  await page.locator(`[data-testid=drill-card][data-card="${wrong}"]`).click();
  await expect(page.getByTestId('drill-answer')).toHaveAttribute('data-outcome', 'wrong', {
    timeout: 60_000,
  });

  await page.goto(`${origin}/#/progress`);
  const box = page.getByTestId('progress-weak');
  await expect(box.locator('h2')).toHaveText('Tvoje slabá místa');
  const rows = box.getByTestId('weak-principle');
  await expect(rows.first()).toHaveAttribute('data-technique', 'drawLastTrump');
  // (The wrong card just played may name this principle too.)
  await expect(rows.first().locator('.count')).toHaveText(/^[34] chyby$/);
  await expect(rows.first().getByTestId('weak-lesson')).toContainText('Lekce:');
  // Six before and the wrong card just played: seven, under their themes.
  const themes = box.getByTestId('weak-theme');
  const counts = await themes.evaluateAll((els) =>
    els.map((e) => Number(/: (\d+)/.exec(e.textContent ?? '')?.[1] ?? 0)),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(7);
  expect(
    await box.getByTestId('weak-theme').filter({ hasText: 'bez pojmenovaného principu' }).count(),
  ).toBeGreaterThanOrEqual(2);
  await shoot(page, 'progress-cs', 1280, 800);
  await box.screenshot({ path: `${SHOTS}/progress-cs-box-1280x800.png` });
  await shoot(page, 'progress-cs-phone', 390, 844);
  await box.screenshot({ path: `${SHOTS}/progress-cs-box-phone-390x844.png` });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.locator('[data-testid=lang-switch] [data-lang=en]').click();
  await expect(box.locator('h2')).toHaveText('Your weak spots');
  await expect(rows.first().locator('.count')).toHaveText(/^[34] mistakes$/);
  await shoot(page, 'progress-en', 1920, 1080);
  await shoot(page, 'progress-en-phone', 390, 844);
  await box.screenshot({ path: `${SHOTS}/progress-en-box-phone-390x844.png` });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto(`${origin}/#/training`);
  await expect(page.getByTestId('drill-focus')).toHaveText(
    /^Practising: draw the last trump — your most frequent mistake \([34] mistakes\)$/,
  );
  await shoot(page, 'training-en', 1920, 1080);
});
